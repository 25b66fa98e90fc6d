import HostContextTesting
import Testing
import UIKit
import GalleryScreens
import Tiling

/// Every Gallery screen, opened the way the Gallery opens it (pushed from the home list in its
/// navigation controller), rendered headless after it settled, and checked for content by reading
/// pixels: the area below the 44 pt bar is not one flat colour, and it shows what that screen is
/// about (a colour, glyphs or a shape its code documents, found where its views are). The
/// infinite-zoom screen was once blank in the real window and no check noticed; this one would.
@Suite(.freshHostContext) @MainActor struct GalleryEveryScreenRenderTests {
    /// The screen's window, its controller and a 1× render of the whole window.
    @MainActor struct Shown {
        let window: UIWindow
        let vc: UIViewController
        let image: UIImage
        /// Straight RGBA at a window point.
        func colour(_ p: CGPoint) -> [Int] { rgba(image, at: p) }
        /// Every pixel centre of `rect` (window points, clipped to the window below the bar).
        func pixels(in rect: CGRect) -> [[Int]] {
            let r = rect.intersection(CGRect(x: 0, y: 44, width: 320, height: 436))
            guard !r.isNull else { return [] }
            var out: [[Int]] = []
            for y in stride(from: r.minY.rounded(.down) + 0.5, to: r.maxY, by: 1) {
                for x in stride(from: r.minX.rounded(.down) + 0.5, to: r.maxX, by: 1) { out.append(colour(CGPoint(x: x, y: y))) }
            }
            return out
        }
        /// `view`'s bounds in window points.
        func rect(of view: UIView) -> CGRect { view.convert(view.bounds, to: window) }
    }

    func show(_ index: Int) -> Shown {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let (nav, home) = GalleryHomeViewController.makeNavigationController()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        home.open(index)
        // Half a second of frames: layout, appearance, tiles drawn on drawing threads (the headless
        // hand-off waits for them at each tick), with a render each frame as the window's would.
        for i in 1...30 {
            window.tick(timestamp: Double(i) / 60)
            _ = renderImage(of: window, scale: 1)
        }
        return Shown(window: window, vc: nav.topViewController!, image: renderImage(of: window, scale: 1))
    }

    /// Fraction of `pixels` that differ from their most common colour.
    func variety(_ pixels: [[Int]]) -> Double {
        var counts: [[Int]: Int] = [:]
        for p in pixels { counts[p, default: 0] += 1 }
        let top = counts.values.max() ?? 0
        return pixels.isEmpty ? 0 : Double(pixels.count - top) / Double(pixels.count)
    }

    func isGlyph(_ p: [Int]) -> Bool { p.count >= 3 && p[0] < 120 && p[1] < 120 && p[2] < 120 }
    func count(_ pixels: [[Int]], _ predicate: ([Int]) -> Bool) -> Int { pixels.filter(predicate).count }
    func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
    func grey(_ v: Double) -> [Int] { [byte(v), byte(v), byte(v), 255] }

    /// What each screen is about, checked on its render (index order of GalleryScreen.all).
    func expectShowsItsContent(_ s: Shown, index: Int) {
        let title = GalleryScreen.all[index].title
        switch s.vc {
        case let vc as ThirtyLabelsViewController:
            #expect(count(s.pixels(in: s.rect(of: vc.labels[0])), isGlyph) > 20, "\(title): label 1 has glyphs")
        case let vc as ContentViewViewController:
            // White content view on a 0.95 grey scroll view, the labels' glyphs on it.
            let content = s.pixels(in: s.rect(of: vc.contentView))
            #expect(count(content, { isNear($0, grey(1)) }) > 1000 && count(content, isGlyph) > 100, "\(title)")
        case let vc as PagingViewController:
            #expect(isNear(s.colour(CGPoint(x: 40, y: 100)), [byte(0.95), byte(0.45), byte(0.35), 255]), "\(title): page 1's colour")
            let dots = runsAcross(s.image, y: s.rect(of: vc.pageControl).midY, from: 0, to: 320, threshold: 20) { _ in
                [self.byte(0.95), self.byte(0.45), self.byte(0.35), 255]
            }
            #expect(dots.count == 4, "\(title): four dots \(dots)")
        case let vc as FlagMapViewController:
            // Map point (150, 20) is water (0.78, 0.87, 0.95), (260, 280) land (0.82, 0.9, 0.72).
            let map = vc.scrollView.subviews[0]
            #expect(isNear(s.colour(map.convert(CGPoint(x: 150, y: 20), to: s.window)), [199, 222, 242, 255]), "\(title): water")
            #expect(isNear(s.colour(map.convert(CGPoint(x: 260, y: 280), to: s.window)), [209, 230, 184, 255]), "\(title): land")
        case let vc as FloatingViewController:
            let r = s.rect(of: vc.floater)
            #expect(isNear(s.colour(CGPoint(x: r.midX, y: r.midY)), [255, 255, 0, 255]), "\(title): the smiley")
        case let vc as NestedPagerViewController:
            // List 1's background: hue 0, saturation 0.15, brightness 1; its rows' glyphs on it.
            let list = s.pixels(in: s.rect(of: vc.lists[0]))
            #expect(count(list, { isNear($0, [255, 217, 217, 255]) }) > 1000 && count(list, isGlyph) > 100, "\(title)")
        case let vc as PhotoBrowserViewController:
            // Photo 1 (landscape) on black: black above it, the photo across the middle.
            let page = s.rect(of: vc.browser)
            #expect(isNear(s.colour(CGPoint(x: 160, y: page.midY - 150)), [0, 0, 0, 255]), "\(title): black above the photo")
            #expect(s.colour(CGPoint(x: 160, y: page.midY)).prefix(3).max()! > 100, "\(title): the photo")
        case let vc as TilingViewController:
            // Tiles fill the black scroll view: coloured (saturated) pixels, and their white numbers.
            let tiles = s.pixels(in: s.rect(of: vc.tiledView))
            #expect(vc.tiledView.tileCount > 0)
            #expect(count(tiles, { $0.prefix(3).max()! - $0.prefix(3).min()! > 40 }) > tiles.count / 2, "\(title): coloured tiles")
        case let vc as InfiniteZoomViewController:
            // The terrain (water, beaches, land: saturated colours, in many shades) on the white
            // world: at the start one 256 pt tile, so well over a tenth is terrain; the level and
            // position overlay's text in the bottom-left corner, on the white around the world.
            let world = s.pixels(in: s.rect(of: vc.zoomView))
            let terrain = world.filter { $0.prefix(3).max()! - $0.prefix(3).min()! > 40 }
            #expect(terrain.count > world.count / 5, "\(title): terrain")
            #expect(Set(terrain.map { Array($0.prefix(3)) }).count > 100, "\(title): terrain in many shades")
            #expect(count(s.pixels(in: s.rect(of: vc.overlayLabel)), isGlyph) > 50, "\(title): the overlay's text")
        case let vc as AutoLayoutLabelsViewController:
            let r = s.rect(of: vc.floater)
            #expect(isNear(s.colour(CGPoint(x: r.midX, y: r.midY)), [255, 255, 0, 255]), "\(title): the smiley")
            #expect(count(s.pixels(in: s.rect(of: vc.labels[0])), isGlyph) > 20, "\(title): label 1")
        case let vc as AutoLayoutFormViewController:
            let content = s.pixels(in: s.rect(of: vc.contentView))
            #expect(count(content, { isNear($0, grey(0.96)) }) > 1000 && count(content, isGlyph) > 50, "\(title)")
        case let vc as RightToLeftFormViewController:
            // The same grey form, its text in the right half (the labels sit against the right edge).
            let content = s.rect(of: vc.form.contentView)
            let right = s.pixels(in: CGRect(x: content.midX, y: content.minY, width: content.width / 2, height: content.height))
            let left = s.pixels(in: CGRect(x: content.minX, y: content.minY, width: 20, height: content.height))
            #expect(count(right, { isNear($0, grey(0.96)) }) > 1000 && count(right, isGlyph) > 50, "\(title): text on the right")
            #expect(count(left, isGlyph) == 0, "\(title): nothing in the left margin")
        case let vc as TextFieldsViewController:
            #expect(count(s.pixels(in: s.rect(of: vc.fields[1])), isGlyph) > 20, "\(title): field 2 shows its text")
            #expect(count(s.pixels(in: s.rect(of: vc.noteView)), isGlyph) > 50, "\(title): the note")
        case let vc as KeyboardInsetFormViewController:
            // White fields with grey placeholders on 0.94 grey.
            let field = s.pixels(in: s.rect(of: vc.fields[0]))
            #expect(count(field, { isNear($0, grey(1)) }) > field.count / 2, "\(title): a white field")
            #expect(count(field, { !isNear($0, grey(1)) }) > 10, "\(title): its placeholder")
        case let vc as KeyboardGuideFormViewController:
            let field = s.pixels(in: s.rect(of: vc.fields[0]))
            #expect(count(field, { isNear($0, grey(1)) }) > field.count / 2, "\(title): a white field")
            #expect(count(field, { !isNear($0, grey(1)) }) > 10, "\(title): its placeholder")
        case let vc as PhotoGridViewController:
            // The white 2 pt gap between columns 1 and 2 (x 106…108 in the collection view) between photos.
            let cv = s.rect(of: vc.collectionView)
            #expect(isNear(s.colour(CGPoint(x: cv.minX + 107, y: 44 + 54)), grey(1)), "\(title): the gap")
            #expect(!isNear(s.colour(CGPoint(x: cv.minX + 104.5, y: 44 + 54)), grey(1)), "\(title): a photo")
        case is AppStoreCompositionalViewController:
            // The first section header's 0.96 grey band just below the bar.
            #expect(count(s.pixels(in: CGRect(x: 0, y: 44, width: 320, height: 36)), { isNear($0, [245, 245, 245, 255]) }) > 1000, "\(title)")
        case let vc as ContactsViewController:
            // Section A's header band (#F7F7F7) at the top of the table, then rows with names.
            let table = s.rect(of: vc.tableView)
            #expect(count(s.pixels(in: CGRect(x: 0, y: max(44, table.minY), width: 320, height: 28)), { isNear($0, [247, 247, 247, 255]) }) > 1000, "\(title)")
            #expect(count(s.pixels(in: CGRect(x: 0, y: 44, width: 320, height: 436)), isGlyph) > 300, "\(title): names")
        case let vc as OutlineListViewController:
            // Inset-grouped: white rows with folder names on the grouped grey background.
            let list = s.pixels(in: s.rect(of: vc.collectionView))
            #expect(count(list, { isNear($0, grey(1)) }) > 1000 && count(list, isGlyph) > 100, "\(title): white rows with names")
            #expect(count(list, { !isNear($0, grey(1)) && $0[0] > 200 && $0[0] < 250 }) > 1000, "\(title): the grouped grey")
        case let vc as PhotoPagesViewController:
            // Photo 1: hue 0, saturation 0.5, brightness 0.85 → (217, 108, 108) between its rings; six
            // dots, the first white, in the row along the bottom.
            let page = s.pixels(in: s.rect(of: vc.pages[0].view))
            #expect(count(page, { isNear($0, [217, 108, 108, 255], tolerance: 3) }) > 1000, "\(title): photo 1's colour")
            let dots = s.rect(of: vc.view).maxY - 37 / 2
            #expect(count(s.pixels(in: CGRect(x: 0, y: dots - 4, width: 320, height: 8)), { $0[0] > 240 && $0[1] > 240 }) > 10,
                    "\(title): the current page's white dot")
        case let vc as SearchableContactsViewController:
            // The search row under the 44 pt title row: the field's tertiary-fill grey (118/118/128 at
            // 12 % over the bar's near-white), then rows with names below the 100 pt bar.
            let field = s.rect(of: vc.searchController.searchBar.searchTextField)
            #expect(field == CGRect(x: 8, y: 44 + 10, width: 304, height: 36), "\(title): the search field")
            #expect(count(s.pixels(in: field.insetBy(dx: 40, dy: 8)), { $0[0] > 215 && $0[0] < 240 && $0[2] > $0[0] }) > 500, "\(title): the field's grey")
            #expect(count(s.pixels(in: CGRect(x: 0, y: 100, width: 320, height: 380)), isGlyph) > 300, "\(title): names")
        case is BottomSheetTransitionViewController:
            // The teal background (0.13, 0.45, 0.55 → 33, 115, 140) below the navigation bar.
            let body = s.pixels(in: CGRect(x: 0, y: 100, width: 320, height: 380))
            #expect(count(body, { isNear($0, [33, 115, 140, 255]) }) > 10_000, "\(title): the teal background")
        default:
            Issue.record("\(title): no content check for \(type(of: s.vc)); add one here")
        }
    }

    /// The Gallery's screen count, spelled out because test arguments are built off the main actor
    /// (where GalleryScreen.all lives); `everyScreenIsTested` keeps it in step.
    nonisolated static let screenCount = 22

    @Test func everyScreenIsTested() {
        #expect(GalleryScreen.all.count == Self.screenCount, "a new screen: raise screenCount and add its check to expectShowsItsContent")
    }

    @Test(arguments: 0..<screenCount)
    func theScreenShowsContent(index: Int) {
        let s = show(index)
        let title = GalleryScreen.all[index].title
        // Not one flat colour below the bar (the Xvfb test's measure: the flattest screen, a paging
        // page of one colour and its title, has about 1 % other pixels).
        let v = variety(s.pixels(in: CGRect(x: 0, y: 44, width: 320, height: 436)))
        #expect(v > 0.005, "\(title): \(v) of the content area differs from its main colour")
        expectShowsItsContent(s, index: index)
    }
}
