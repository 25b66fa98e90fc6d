import Testing
import UIKit
import GalleryScreens

/// Headless renders of Gallery screens at given offsets, compared with reviewed PNGs.
@Suite(.serialized) @MainActor struct GalleryScreenRenderTests {
    func show(_ vc: UIViewController) -> UIWindow {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    @Test func thirtyLabelsScrolledTo200() {
        let vc = ThirtyLabelsViewController()
        let window = show(vc)
        vc.scrollView.contentOffset = CGPoint(x: 0, y: 200)
        window.tick(timestamp: 0.1)
        expectMatchesReference(renderImage(of: window), named: "gallery-30-labels-200")
    }

    @Test func pagingBetweenPages1And2() {
        let vc = PagingViewController()
        let window = show(vc)
        vc.scrollView.contentOffset = CGPoint(x: 160, y: 0)
        vc.pageControl.currentPage = 1
        window.tick(timestamp: 0.1)
        expectMatchesReference(renderImage(of: window), named: "gallery-paging-160")
    }

    @Test func flagMapWithTheFlagSummoned() {
        let vc = FlagMapViewController()
        let window = show(vc)
        vc.scrollView.contentOffset = CGPoint(x: 300, y: 250)
        vc.flag.isHidden = false
        vc.flag.frame.origin = CGPoint(x: 420, y: 380)
        window.tick(timestamp: 0.1)
        expectMatchesReference(renderImage(of: window), named: "gallery-flag-map")
    }

    @Test func floatingViewStaysInTheCornerAt300() {
        let vc = FloatingViewController()
        let window = show(vc)
        vc.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        window.tick(timestamp: 0.1)
        #expect(vc.floater.frame.origin == CGPoint(x: 320 - 5 - 48, y: 330))
        expectMatchesReference(renderImage(of: window), named: "gallery-floating-300")
    }
}
