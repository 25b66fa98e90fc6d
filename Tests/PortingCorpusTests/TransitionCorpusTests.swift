import Foundation
import HostContextTesting
import Testing
import UIKit

/// Ease-in-ease-out (0.42, 0)/(0.58, 1), by bisection of the Bézier here, independent of ScrollKit.
private func easeInOut(_ x: Double) -> Double {
    func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
    var lo = 0.0, hi = 1.0
    for _ in 0..<60 { let m = (lo + hi) / 2; if b(m, 0.42, 0.58) < x { lo = m } else { hi = m } }
    return b((lo + hi) / 2, 0, 1)
}

/// Transition and presentation code written the iOS way (ViewControllers/FadePushNavigationController,
/// SwipeToPopNavigationController, HalfSheetPresentation, ZoomPresentation, DrawerAnimatorViewController),
/// driven through the window with taps and drags.
@Suite(.freshHostContext) @MainActor struct TransitionCorpusTests {
    @Test func aNavigationDelegatesFadeAnimatorPushesAndPops() {
        let list = FadePushListViewController()
        let nav = UINavigationController(rootViewController: list)
        let host = CorpusHost(nav)
        host.run(for: 0.1)
        let button = list.openButton
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: host.window))
        let detail = nav.topViewController!
        #expect(detail.title == "Detail" && list.operations == [.push])
        #expect(list.transitionCoordinator != nil)
        // The 0.3 s fade with UIView.animate's default ease-in-ease-out, 0.1 s in.
        host.run(for: 0.1)
        #expect(abs(Double(detail.view.layer.presentation()!.opacity) - easeInOut(0.1 / 0.3)) < 0.02)
        host.run(for: 0.3)
        #expect(detail.view.superview === nav.view && detail.view.frame == nav.view.bounds && detail.view.alpha == 1)
        #expect(list.view.window == nil && nav.transitionCoordinator == nil)
        nav.popViewController(animated: true)
        host.run(for: 0.4)
        #expect(list.operations == [.push, .pop] && nav.topViewController === list && detail.view.window == nil)
    }

    @Test func aPanDrivenPopCancelsBackOrFinishes() {
        let coordinator = SwipeToPopCoordinator()
        let root = UIViewController()
        root.title = "Root"
        let nav = UINavigationController(rootViewController: root)
        nav.delegate = coordinator
        let host = CorpusHost(nav)
        let detail = SwipeToPopDetailViewController()
        detail.title = "Detail"
        detail.coordinator = coordinator
        nav.pushViewController(detail, animated: true)
        host.run(for: 0.5)
        #expect(coordinator.shown == ["Detail"])
        // A drag of 100 pt (90 after the pan's slop) of 320: released short, the pop is cancelled.
        host.drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 100, y: 0), steps: 10)
        host.run(for: 0.5)
        #expect(nav.viewControllers.count == 2 && nav.topViewController === detail)
        #expect(detail.view.frame == nav.view.bounds && detail.view.superview === nav.view)
        #expect(root.view.window == nil && detail.parent === nav)
        #expect(coordinator.shown == ["Detail"])
        // A drag of 250 pt: past half way, the pop completes.
        host.drag(from: CGPoint(x: 40, y: 300), by: CGPoint(x: 250, y: 0), steps: 10)
        host.run(for: 0.5)
        #expect(nav.viewControllers.count == 1 && nav.topViewController === root && detail.parent == nil)
        #expect(coordinator.shown == ["Detail", "Root"])
    }

    @Test func aHalfSheetPresentationControllerDimsAndDismissesOnATap() {
        let screen = HalfSheetHostViewController()
        let host = CorpusHost(screen)
        host.run(for: 0.1)
        let button = screen.showButton
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: host.window))
        host.run(for: 0.5)
        #expect(screen.presentedViewController === screen.sheet)
        #expect(screen.sheet.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(screen.sheet.presentationController is HalfSheetPresentationController)
        // The upper half shows the white screen under black at 50 %.
        let image = renderWindow(host.window)
        let (bytes, width, _) = rgbaBuffer(of: image)
        let top = (100 * width + 160) * 4
        #expect(abs(Int(bytes[top]) - 128) <= 2 && abs(Int(bytes[top + 1]) - 128) <= 2)
        host.tap(at: CGPoint(x: 160, y: 100))
        host.run(for: 0.5)
        #expect(screen.presentedViewController == nil && screen.sheet.view.window == nil)
    }

    @Test func aFullScreenZoomAnimatorCoversThePresenterAndZoomsBack() {
        let screen = ZoomThumbnailViewController()
        let host = CorpusHost(screen)
        host.run(for: 0.1)
        host.tap(at: CGPoint(x: 80, y: 140))
        host.run(for: 0.6)
        #expect(screen.detail.view.frame == host.window.bounds)
        #expect(screen.view.window == nil)                 // .fullScreen: the presenter's views leave
        #expect(screen.animationsEnded == [true])
        screen.dismiss(animated: true)
        #expect(screen.view.window === host.window)        // back under the zooming view
        host.run(for: 0.6)
        #expect(screen.presentedViewController == nil && screen.animationsEnded == [true, true])
    }

    @Test func aPropertyAnimatorDrawerOpensOnATapAndScrubsWithAPan() {
        let screen = DrawerAnimatorViewController()
        let host = CorpusHost(screen)
        host.run(for: 0.1)
        #expect(screen.drawer.frame == screen.closedFrame)
        host.tap(at: CGPoint(x: 160, y: 450))
        host.run(for: 0.7)
        #expect(screen.isOpen && screen.drawer.frame == screen.openFrame && screen.completions == [.end])
        // Drag down by 60 pt slowly, then hold: the animator is paused at 50 / 180 of the way.
        host.drag(from: CGPoint(x: 160, y: 300), by: CGPoint(x: 0, y: 60), steps: 12, lift: false)
        let drawn = screen.drawer.layer.presentation()!.frame.minY
        #expect(abs(drawn - (240 + 50)) < 1)
        host.lift(at: CGPoint(x: 160, y: 360))
        host.run(for: 1)
        // Released without a flick: it continues to its end (closed).
        #expect(!screen.isOpen && screen.drawer.frame == screen.closedFrame)
        #expect(screen.completions == [.end, .end])
    }
}
