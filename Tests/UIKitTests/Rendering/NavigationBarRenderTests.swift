import HostContextTesting
import Testing
import UIKit
import GalleryScreens

/// The Gallery's 30-labels screen pushed in a navigation controller, its first label scrolled half
/// under the translucent bar: a reviewed PNG, plus pixel checks computed here from the bar's colours
/// (white 0.97 at alpha 0.82 over the content; a 0.5 pt black hairline at alpha 0.3).
@Suite(.freshHostContext) @MainActor struct NavigationBarRenderTests {
    /// Straight 0–255 grey of `value` (0…1), rounded.
    private func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }

    @Test func contentScrolledUnderTheTranslucentBar() {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let home = UIViewController()
        home.title = "Gallery"
        home.view.backgroundColor = .white
        let nav = UINavigationController(rootViewController: home)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        let labels = ThirtyLabelsViewController()
        labels.title = "30 labels"
        nav.pushViewController(labels, animated: false)
        window.tick(timestamp: 0.1)
        #expect(labels.scrollView.contentOffset.y == -44)
        // 20 pt up: label 1 (content y 10…31) now spans window y 14…35 + 20 = 34…55, across the bar's edge.
        labels.scrollView.contentOffset = CGPoint(x: 0, y: -24)
        window.tick(timestamp: 0.2)
        let label = labels.labels[0].convert(labels.labels[0].bounds, to: window)
        #expect(isClose(label.minY, 34, within: 0.5))
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "navigation-content-under-bar")

        // The bar over white: 0.97 · 0.82 + 1 · 0.18.
        let barOverWhite = 0.97 * 0.82 + 0.18
        #expect(isNear(rgba(image, at: CGPoint(x: 300, y: 10)), [byte(barOverWhite), byte(barOverWhite), byte(barOverWhite), 255]))
        // The hairline (y 43.5…44): black at 0.3 over that.
        let hairline = barOverWhite * 0.7
        #expect(isNear(rgba(image, at: CGPoint(x: 300, y: 43.75)), [byte(hairline), byte(hairline), byte(hairline), 255]))
        // Text under the bar shows through, lightened: its darkest pixel is black under the bar,
        // 0.97 · 0.82 = 0.795, while the same label below the bar reaches black.
        func darkest(_ ys: ClosedRange<CGFloat>) -> Int {
            var m = 255
            for y in stride(from: ys.lowerBound, through: ys.upperBound, by: 0.5) {
                for x in stride(from: label.minX, through: label.maxX, by: 0.5) {
                    if let r = rgba(image, at: CGPoint(x: x, y: y)).first { m = min(m, r) }
                }
            }
            return m
        }
        let under = darkest(36...42), below = darkest(46...54)
        #expect(abs(under - byte(0.97 * 0.82)) <= 6)
        #expect(below < 60)
    }
}
