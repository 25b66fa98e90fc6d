import HeadlessHost
import HostContextTesting
import PhotoBrowser
import Testing
import Tiling
import UIKit
import GalleryScreens

/// Every Gallery screen fills its window at any size, as an iOS app's screens must (a window resize
/// and a rotation both reach a screen as a new size for its view, through `viewWillTransition(to:with:)`
/// and layout). The "Floating view" and "Infinite zoom" screens stayed 320 × 480 in a larger window
/// and the rest of the window was black.
///
/// Each screen is pushed from the Gallery's home list in a headless window, in both orders: pushed and
/// then the window resized (800 × 600, then rotated to 600 × 800), or the window resized first and
/// the screen pushed after. At each size:
/// - its views' frames, in window coordinates, are the ones computed here from the window size;
/// - the window, rendered over a magenta window background that no screen draws, has no magenta
///   pixel: nothing is left unpainted where the screen's content should be.
@Suite(.freshHostContext) @MainActor struct GalleryScreensFillTheWindowTests {
    enum Order: String, CaseIterable, Sendable { case pushThenResize, resizeThenPush }

    /// A landscape window larger than the Gallery's 320 × 480 default, then the same window rotated.
    static let sizes = [CGSize(width: 800, height: 600), CGSize(width: 600, height: 800)]
    /// The number of screens in the Gallery (`GalleryScreen.all`); `everyScreenIsCovered` keeps it honest.
    nonisolated static let screenCount = 22

    @Test func everyScreenIsCovered() {
        #expect(GalleryScreen.all.count == Self.screenCount)
    }

    @Test(arguments: 0..<screenCount, Order.allCases)
    func theScreenFillsTheWindowAtEverySize(index: Int, order: Order) {
        let (navigation, home) = GalleryHomeViewController.makeNavigationController()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: navigation)
        host.window.backgroundColor = Self.sentinel
        host.idle(0.1)
        let title = GalleryScreen.all[index].title
        for (step, size) in Self.sizes.enumerated() {
            if order == .pushThenResize && step == 0 {
                home.open(index)
                host.idle(0.3)
            }
            host.window.frame = CGRect(origin: .zero, size: size)
            host.idle(0.5)   // the size transition's animation (0.3 s) and any tiles
            if order == .resizeThenPush && step == 0 {
                home.open(index)
                host.idle(0.5)
            }
            guard let vc = home.current else {
                Issue.record("\(title): no screen on top after open(\(index))")
                return
            }
            for check in Self.expectedFrames(of: vc, in: size) {
                #expect(check.actual == check.expected,
                        "\(title) at \(Int(size.width))×\(Int(size.height)) (\(order)): \(check.name)")
            }
            let unpainted = Self.sentinelPixels(in: Self.render(host.window))
            #expect(unpainted.count == 0,
                    "\(title) at \(Int(size.width))×\(Int(size.height)) (\(order)): \(unpainted.count) unpainted pixels, columns \(unpainted.columns), rows \(unpainted.rows)")
        }
    }

    // MARK: Expected frames

    struct FrameCheck {
        let name: String
        let actual: CGRect
        let expected: CGRect
    }

    /// The frames each screen's views must have in a window of `size`, in window coordinates (zero
    /// safe area: the headless window has none). Computed from the window size and the screens'
    /// documented metrics, not read back from the views.
    static func expectedFrames(of vc: UIViewController, in size: CGSize) -> [FrameCheck] {
        let full = CGRect(origin: .zero, size: size)
        func inWindow(_ view: UIView?) -> CGRect {
            guard let view else { return .null }
            return view.convert(view.bounds, to: nil)
        }
        func width(_ name: String, _ view: UIView?, x: CGFloat, width: CGFloat) -> FrameCheck {
            let frame = inWindow(view)
            return FrameCheck(name: name + " (x, width)", actual: CGRect(x: frame.minX, y: 0, width: frame.width, height: 0),
                              expected: CGRect(x: x, y: 0, width: width, height: 0))
        }
        var checks = [FrameCheck(name: "the screen's view", actual: inWindow(vc.view), expected: full)]
        // The smiley of the two floating screens: 5 pt from the right, 30 from the top, 48 pt square.
        let floater = CGRect(x: size.width - 5 - 48, y: 30, width: 48, height: 48)
        switch vc {
        case let vc as ThirtyLabelsViewController:
            checks.append(.init(name: "scroll view", actual: inWindow(vc.scrollView), expected: full))
        case let vc as ContentViewViewController:
            checks.append(.init(name: "scroll view", actual: inWindow(vc.scrollView), expected: full))
            checks.append(width("content view", vc.contentView, x: 0, width: size.width))
        case let vc as PagingViewController:
            checks.append(.init(name: "scroll view", actual: inWindow(vc.scrollView), expected: full))
            let page = vc.scrollView.subviews.first { abs($0.frame.minX - vc.scrollView.contentOffset.x) < 0.5 }
            checks.append(.init(name: "the page on screen", actual: inWindow(page), expected: full))
            checks.append(.init(name: "content size", actual: CGRect(origin: .zero, size: vc.scrollView.contentSize),
                                expected: CGRect(x: 0, y: 0, width: 4 * size.width, height: size.height)))
            // The page control: 37 pt tall, its top 44 pt above the bottom edge, full width.
            checks.append(.init(name: "page control", actual: inWindow(vc.pageControl),
                                expected: CGRect(x: 0, y: size.height - 44, width: size.width, height: 37)))
        case let vc as FlagMapViewController:
            checks.append(.init(name: "scroll view", actual: inWindow(vc.scrollView), expected: full))
            // The map is 1000 pt square, or the window's size where that is larger.
            let map = vc.scrollView.contentSize
            checks.append(.init(name: "content size", actual: CGRect(origin: .zero, size: map),
                                expected: CGRect(x: 0, y: 0, width: max(1000, size.width), height: max(1000, size.height))))
        case let vc as FloatingViewController:
            checks.append(.init(name: "scroll view", actual: inWindow(vc.scrollView), expected: full))
            checks.append(.init(name: "floater", actual: inWindow(vc.floater), expected: floater))
        case let vc as NestedPagerViewController:
            checks.append(.init(name: "pager", actual: inWindow(vc.pager), expected: full))
            checks.append(.init(name: "list 1", actual: inWindow(vc.lists.first), expected: full))
            checks.append(.init(name: "pager content size", actual: CGRect(origin: .zero, size: vc.pager.contentSize),
                                expected: CGRect(x: 0, y: 0, width: 3 * size.width, height: size.height)))
        case let vc as PhotoBrowserViewController:
            checks.append(.init(name: "browser", actual: inWindow(vc.browser), expected: full))
            // The paging scroll view overhangs by half the 20 pt page gap on each side.
            checks.append(.init(name: "paging scroll view", actual: inWindow(vc.browser.pagingScrollView),
                                expected: full.insetBy(dx: -10, dy: 0)))
            checks.append(.init(name: "the page on screen", actual: inWindow(vc.browser.visiblePages.first), expected: full))
        case let vc as SearchableContactsViewController:
            // The list fills the window under the bar; the search bar spans the bar's width.
            checks.append(.init(name: "table", actual: inWindow(vc.tableView), expected: full))
            checks.append(width("search bar", vc.searchController.searchBar, x: 0, width: size.width))
        case let vc as TilingViewController:
            checks.append(.init(name: "tiled scroll view", actual: inWindow(vc.tiledView), expected: full))
        case let vc as InfiniteZoomViewController:
            checks.append(.init(name: "zoom view", actual: inWindow(vc.zoomView), expected: full))
            // The overlay sits 8 pt in from the bottom-left corner.
            let overlay = inWindow(vc.overlayLabel)
            checks.append(.init(name: "overlay (x, bottom)", actual: CGRect(x: overlay.minX, y: overlay.maxY, width: 0, height: 0),
                                expected: CGRect(x: 8, y: size.height - 8, width: 0, height: 0)))
        case let vc as AutoLayoutLabelsViewController:
            checks.append(.init(name: "scroll view", actual: inWindow(vc.scrollView), expected: full))
            checks.append(.init(name: "floater", actual: inWindow(vc.floater), expected: floater))
        case let vc as AutoLayoutFormViewController:
            checks.append(.init(name: "scroll view", actual: inWindow(vc.scrollView), expected: full))
            checks.append(width("content view", vc.contentView, x: 0, width: size.width))
        case let vc as RightToLeftFormViewController:
            checks.append(.init(name: "scroll view", actual: inWindow(vc.form.scrollView), expected: full))
            checks.append(width("content view", vc.form.contentView, x: 0, width: size.width))
            // The labels 20 pt in from the right edge (the settings form mirrored).
            for (i, label) in vc.form.contentView.subviews.compactMap({ $0 as? UILabel }).enumerated() {
                let frame = inWindow(label)
                checks.append(.init(name: "label \(i) right edge", actual: CGRect(x: frame.maxX, y: 0, width: 0, height: 0),
                                    expected: CGRect(x: size.width - 20, y: 0, width: 0, height: 0)))
            }
        case let vc as TextFieldsViewController:
            // Fields and the note: 16 pt margins on both sides.
            for (i, field) in vc.fields.enumerated() {
                checks.append(width("field \(i)", field, x: 16, width: size.width - 32))
            }
            checks.append(width("note", vc.noteView, x: 16, width: size.width - 32))
        case let vc as KeyboardInsetFormViewController:
            checks.append(.init(name: "scroll view", actual: inWindow(vc.scrollView), expected: full))
            checks.append(width("first field", vc.fields.first, x: 16, width: size.width - 32))
        case let vc as KeyboardGuideFormViewController:
            checks.append(.init(name: "scroll view", actual: inWindow(vc.scrollView), expected: full))
            checks.append(width("first field", vc.fields.first, x: 16, width: size.width - 32))
        case let vc as PhotoGridViewController:
            checks.append(.init(name: "collection view", actual: inWindow(vc.collectionView), expected: full))
            // Three square thumbnails across: the width less 2 pt insets and two 2 pt gaps, in whole points.
            let side = ((size.width - 2 * 2 - 2 * 2) / 3).rounded(.down)
            let cell = vc.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            checks.append(.init(name: "first thumbnail size", actual: CGRect(origin: .zero, size: inWindow(cell).size),
                                expected: CGRect(x: 0, y: 0, width: side, height: side)))
        case let vc as AppStoreCompositionalViewController:
            checks.append(.init(name: "collection view", actual: inWindow(vc.collectionView), expected: full))
            // The featured banner: the full width less 16 pt on each side.
            let banner = vc.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            checks.append(width("featured banner", banner?.contentView, x: 16, width: size.width - 32))
        case let vc as ContactsViewController:
            checks.append(.init(name: "table view", actual: inWindow(vc.tableView), expected: full))
            let cell = vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
            checks.append(width("first cell", cell, x: 0, width: size.width))
        case let vc as OutlineListViewController:
            checks.append(.init(name: "collection view", actual: inWindow(vc.collectionView), expected: full))
            // Inset-grouped rows: 16 pt in from each side.
            let row = vc.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            checks.append(width("first row", row, x: 16, width: size.width - 32))
        case let vc as PhotoPagesViewController:
            // The page view controller's paging scroll view is a page and the 16 pt gap wide; the
            // pages and the scroll view stop above the dots' 37 pt row along the bottom.
            let pager = vc.view.subviews.first { $0 is UIScrollView }
            checks.append(.init(name: "paging scroll view", actual: inWindow(pager),
                                expected: CGRect(x: 0, y: 0, width: size.width + 16, height: size.height - 37)))
            checks.append(.init(name: "the page on screen", actual: inWindow(vc.viewControllers?.first?.view),
                                expected: CGRect(x: 0, y: 0, width: size.width, height: size.height - 37)))
            checks.append(.init(name: "page dots", actual: inWindow(vc.view.subviews.first { $0 is UIPageControl }),
                                expected: CGRect(x: 0, y: size.height - 37, width: size.width, height: 37)))
        case let vc as BottomSheetTransitionViewController:
            // The "Show card" button: 160 pt wide, centred (the teal background is the view, checked above).
            checks.append(width("show button", vc.showButton, x: (size.width - 160) / 2, width: 160))
        default:
            checks.append(.init(name: "a screen this test knows (\(type(of: vc)))", actual: .null, expected: full))
        }
        return checks
    }

    // MARK: Pixels

    /// The window background under every screen: pure magenta, which no screen draws.
    static let sentinel = UIColor(red: 1, green: 0, blue: 1, alpha: 1)

    /// The window composited as the host presents it, at 1 pixel per point.
    static func render(_ window: UIWindow) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { window.framePipeline.composite(into: $0.cgContext) }.cgImage
    }

    /// The pixels that still show the window's background: how many, and the columns and rows they span.
    static func sentinelPixels(in image: CGImage?) -> (count: Int, columns: ClosedRange<Int>?, rows: ClosedRange<Int>?) {
        guard let image else { return (-1, nil, nil) }
        var count = 0, minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let p = image.rgba(atX: x, y: y), p.red == 255, p.green == 0, p.blue == 255 else { continue }
                count += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return count == 0 ? (0, nil, nil) : (count, minX...maxX, minY...maxY)
    }
}
