import HostContextTesting
import Testing
import UIKit

/// Context menu previews (issue 27): a long press through the window on a recipe row shows the
/// preview controller's view above the menu; tapping it asks the delegate and opens the recipe.
@Suite(.freshHostContext) @MainActor struct ContextMenuPreviewCorpusTests {
    /// The window frame of the visible label showing `text`, if any.
    func labelFrame(_ text: String, in window: UIWindow) -> CGRect? {
        func descendants(of view: UIView) -> [UIView] { view.subviews.flatMap { [$0] + descendants(of: $0) } }
        return descendants(of: window).compactMap { $0 as? UILabel }.first { $0.text == text && $0.window != nil }
            .map { $0.convert($0.bounds, to: nil) }
    }

    /// A finger held still at `p` for 0.6 s (past the 0.5 s the menu waits for), then lifted.
    func longPress(_ host: CorpusHost, at p: CGPoint) {
        host.window.sendTouch(.began, at: p, timestamp: host.time)
        host.tick()
        host.run(for: 0.6)
        host.lift(at: p)
    }

    /// The RGBA bytes the window shows at window point `p`.
    func pixel(_ image: UIImage, _ p: CGPoint) -> [UInt8] {
        rgbaBytes(of: image, x: Int(p.x * image.scale), y: Int(p.y * image.scale))
    }

    static let magenta: [UInt8] = [255, 0, 255, 255]

    /// Where the 300 × 600 preview goes in a 320 × 480 window over a one-action menu, from the
    /// documented layout: gaps of 8 pt, 44 pt rows. Room: 320 − 2·8 = 304 wide, 480 − 3·8 − 44 = 412
    /// high, so the scale is min(1, 304/300, 412/600) = 412/600 and the preview is 206 × 412; the
    /// stack (412 + 8 + 44 = 464) is centred: top = max(8, (480 − 464)/2) = 8; x = (320 − 206)/2 = 57.
    static let expectedPreview = CGRect(x: 57, y: 8, width: 206, height: 412)

    @Test func aLongPressShowsTheProvidersControllerScaledAboveTheMenu() {
        let vc = RecipeListViewController()
        let host = CorpusHost(UINavigationController(rootViewController: vc))
        let row = vc.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        let p = vc.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: nil)
        longPress(host, at: p)
        #expect(vc.previewRequests == 1)
        #expect(vc.events == ["willDisplay"])
        let r = Self.expectedPreview
        let image = renderWindow(host.window)
        // Magenta just inside each edge (away from the 13 pt corners), not just outside.
        for inside in [CGPoint(x: r.minX + 1, y: r.midY), CGPoint(x: r.maxX - 2, y: r.midY),
                       CGPoint(x: r.midX, y: r.minY + 1), CGPoint(x: r.midX, y: r.maxY - 2)] {
            #expect(pixel(image, inside) == Self.magenta, "inside \(inside)")
        }
        for outside in [CGPoint(x: r.minX - 2, y: r.midY), CGPoint(x: r.maxX + 1, y: r.midY),
                        CGPoint(x: r.midX, y: r.maxY + 2)] {
            #expect(pixel(image, outside) != Self.magenta, "outside \(outside)")
        }
        // The menu's one row sits 8 pt under the preview: 8 + 412 + 8 = 428.
        let favorite = labelFrame("Favorite", in: host.window)
        #expect(favorite?.minY == 428)
        host.run(for: 0.5)
        #expect(vc.previewRequests == 1)   // once per menu, not per frame
    }

    @Test func tappingThePreviewAsksTheDelegateClosesTheMenuThenRunsTheCompletion() {
        let vc = RecipeListViewController()
        let nav = UINavigationController(rootViewController: vc)
        let host = CorpusHost(nav)
        let row = vc.tableView.rectForRow(at: IndexPath(row: 2, section: 0))
        longPress(host, at: vc.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: nil))
        host.tap(at: CGPoint(x: Self.expectedPreview.midX, y: Self.expectedPreview.midY))
        #expect(vc.events == ["willDisplay", "willPerformPreviewAction", "willEnd", "completion"])
        #expect((vc.opened as? RecipePreviewController)?.recipe == "Tarte Tatin")
        #expect(labelFrame("Favorite", in: host.window) == nil)   // the menu closed
        #expect(vc.opened?.view.superview == nil)                  // handed back for the app to show
        let image = renderWindow(host.window)
        #expect(pixel(image, CGPoint(x: Self.expectedPreview.midX, y: Self.expectedPreview.midY)) != Self.magenta)
        #expect(vc.previewRequests == 1)
    }

    @Test func aProviderReturningNilShowsNoControllerPreview() {
        let vc = RecipeListViewController()
        vc.providesPreview = false
        let host = CorpusHost(vc)
        let row = vc.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        let p = vc.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: nil)
        longPress(host, at: p)
        #expect(vc.previewRequests == 1)
        let image = renderWindow(host.window)
        #expect(pixel(image, CGPoint(x: Self.expectedPreview.midX, y: Self.expectedPreview.midY)) != Self.magenta)
        // Without a controller the delegate's highlighted cell is lifted and the menu goes 8 pt below it.
        #expect(labelFrame("Favorite", in: host.window)?.minY == vc.tableView.convert(row, to: nil).maxY + 8)
        // A tap where the preview would be just closes the menu: no preview action.
        host.tap(at: CGPoint(x: 160, y: 300))
        #expect(vc.events == ["willDisplay", "willEnd"])
        #expect(vc.opened == nil)
    }

    @Test func withoutAProviderTheDelegatesHighlightedCellIsLiftedAboveTheDimming() {
        let vc = RecipeListViewController()
        vc.usesPreviewProvider = false
        let host = CorpusHost(vc)
        let table = vc.tableView!
        let cell = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil)
        let other = table.convert(table.rectForRow(at: IndexPath(row: 3, section: 0)), to: nil)
        // A blank spot near each row's trailing edge (no text there).
        let spot = CGPoint(x: cell.maxX - 6, y: cell.midY), otherSpot = CGPoint(x: other.maxX - 6, y: other.midY)
        let before = renderWindow(host.window)
        #expect(pixel(before, spot) == pixel(before, otherSpot))
        longPress(host, at: CGPoint(x: cell.midX, y: cell.midY))
        #expect(vc.previewRequests == 0)
        let image = renderWindow(host.window)
        #expect(pixel(image, spot) == pixel(before, spot))          // lifted: drawn as it was
        #expect(pixel(image, otherSpot) != pixel(before, otherSpot)) // dimmed
        // The menu goes 8 pt below the lifted cell.
        #expect(labelFrame("Favorite", in: host.window)?.minY == cell.maxY + 8)
        // Tapping the lifted cell is a preview action too, with no controller to hand over.
        host.tap(at: spot)
        #expect(vc.events == ["willDisplay", "willPerformPreviewAction", "willEnd", "completion"])
        #expect(vc.opened == nil)
    }
}
