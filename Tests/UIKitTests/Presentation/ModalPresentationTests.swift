import LogCapture
import Testing
import UIKit

/// A list screen written as on iOS: a button whose action presents the detail screen.
@MainActor
final class ListScreen: StackViewController {
    let showButton = UIButton(type: .system)
    var detail: UIViewController?
    var showTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        // Near the top: above where a sheet's card starts (54 pt in a window with a 44 pt inset).
        showButton.frame = CGRect(x: 20, y: 8, width: 120, height: 40)
        showButton.addTarget(self, action: Self.showDetail, for: .touchUpInside)
        view.addSubview(showButton)
    }

    func showDetail() {
        showTaps += 1
        guard let detail else { return }
        present(detail, animated: true) { self.log.entries.append("completion") }
    }
}

/// A detail screen with a Done button that dismisses it, as on iOS.
@MainActor
final class DetailScreen: StackViewController {
    let doneButton = UIButton(type: .system)
    var doneTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        doneButton.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        doneButton.addTarget(self, action: Self.done, for: .touchUpInside)
        view.addSubview(doneButton)
    }

    func done() {
        doneTaps += 1
        dismiss(animated: true) { self.record("dismissed") }
    }
}

/// Modal presentation end to end (Presentation/UIViewController+Presentation.swift): taps on iOS-style
/// buttons, frames on the host clock against the ease-in-ease-out curve computed here, the appearance
/// callbacks in UIKit's order, the links, refused requests, touches behind a sheet, and a render.
@Suite(.serialized) @MainActor
struct ModalPresentationTests {
    /// An iPhone-like window (44 pt status bar, 34 pt home indicator) showing `list`, settled at t = 1.
    private func showList(_ log: LifecycleLog) -> (UIWindow, ListScreen) {
        let window = makeTestWindow()
        window.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let list = ListScreen("list", log: log)
        window.rootViewController = list
        window.tick(timestamp: 0)
        window.tick(timestamp: 1)
        log.clear()
        return (window, list)
    }

    /// Where a view's card (its superview in the presentation) is drawn now.
    private func cardCenterY(_ controller: UIViewController) -> CGFloat { presentedCenter(controller.view.superview!).y }

    @Test func aPageSheetSlidesUpBelowTheStatusBarWithoutPresenterCallbacksThenDoneSlidesItDown() {
        let log = LifecycleLog()
        let (window, list) = showList(log)
        let detail = DetailScreen("detail", log: log)
        list.detail = detail
        #expect(detail.modalPresentationStyle == .automatic && detail.modalTransitionStyle == .coverVertical)

        // The button's action presents when the finger lifts (t = 2.05).
        tap(window, at: CGPoint(x: 60, y: 20), time: 2, ticks: false)
        #expect(list.showTaps == 1)
        #expect(log.withoutLayout == ["detail.viewDidLoad", "detail.viewWillAppear(true)", "detail.viewIsAppearing"])
        #expect(detail.isBeingPresented && !detail.isBeingDismissed)
        #expect(detail.presentingViewController === list && list.presentedViewController === detail)
        #expect(detail.next === list)

        // The card: from 44 + 10 = 54 to 10 pt past the bottom edge (rounded top corners only show),
        // 480 − 54 + 10 = 436 tall; it starts one window height down and slides up in 0.35 s.
        let cardHeight: CGFloat = 436, startY: CGFloat = 480 + cardHeight / 2, endY: CGFloat = 54 + cardHeight / 2
        window.tick(timestamp: 2.05)
        for fraction in [0.2, 0.5, 0.9] {
            window.tick(timestamp: 2.05 + 0.35 * fraction)
            let p = CGFloat(easeInEaseOut(fraction))
            #expect(isClose(cardCenterY(detail), startY + (endY - startY) * p, within: 1e-3))
            #expect(!log.entries.contains("detail.viewDidAppear(true)") && !log.entries.contains("completion"))
        }
        window.tick(timestamp: 2.41)
        #expect(log.withoutLayout == ["detail.viewDidLoad", "detail.viewWillAppear(true)", "detail.viewIsAppearing",
                                      "detail.viewDidAppear(true)", "completion"])
        #expect(!detail.isBeingPresented)
        #expect(detail.view.convert(detail.view.bounds, to: window) == CGRect(x: 0, y: 54, width: 320, height: 426))
        // The sheet starts below the status bar: no top inset; the home indicator's stays.
        #expect(detail.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // The presenter stays in the window, appeared, and heard nothing.
        #expect(list.view.superview === window)
        #expect(!log.withoutLayout.contains { $0.hasPrefix("list.") })

        // A tap on the presenter's button, visible above the card, is taken by the dimming view.
        tap(window, at: CGPoint(x: 60, y: 20), time: 3)
        #expect(list.showTaps == 1)
        #expect(list.presentedViewController === detail)

        // Done: the card slides down; the presenter again hears nothing.
        log.clear()
        tap(window, at: CGPoint(x: 70, y: 54 + 42), time: 4, ticks: false)
        #expect(detail.doneTaps == 1)
        #expect(log.withoutLayout == ["detail.viewWillDisappear(true)"])
        #expect(detail.isBeingDismissed)
        window.tick(timestamp: 4.05)
        window.tick(timestamp: 4.05 + 0.35 * 0.5)
        let p = CGFloat(easeInEaseOut(0.5))
        #expect(isClose(cardCenterY(detail), endY + (startY - endY) * p, within: 1e-3))
        window.tick(timestamp: 4.41)
        #expect(log.withoutLayout == ["detail.viewWillDisappear(true)", "detail.viewDidDisappear(true)", "detail.dismissed"])
        #expect(detail.presentingViewController == nil && list.presentedViewController == nil)
        #expect(!detail.isBeingDismissed)
        #expect(window.subviews.count == 1 && window.subviews.first === list.view)
        #expect(detail.view.superview == nil)

        // The presenter's button works again.
        tap(window, at: CGPoint(x: 60, y: 20), time: 5)
        #expect(list.showTaps == 2 && list.presentedViewController === detail)
    }

    @Test func fullScreenSendsThePresenterItsDisappearCallbacksAndTakesItsViewOut() {
        let log = LifecycleLog()
        let (window, list) = showList(log)
        let detail = DetailScreen("detail", log: log)
        detail.modalPresentationStyle = .fullScreen
        list.present(detail, animated: true) { log.entries.append("completion") }
        #expect(log.withoutLayout == ["detail.viewDidLoad", "list.viewWillDisappear(true)", "detail.viewWillAppear(true)",
                                      "detail.viewIsAppearing"])
        window.tick(timestamp: 1 + 0.35 * 0.3)
        let p = CGFloat(easeInEaseOut(0.3))
        #expect(isClose(cardCenterY(detail), 240 + 480 * (1 - p), within: 1e-3))
        #expect(list.view.superview === window)   // visible behind while the cover slides up
        log.clear()
        window.tick(timestamp: 1.36)
        #expect(log.withoutLayout == ["list.viewDidDisappear(true)", "detail.viewDidAppear(true)", "completion"])
        #expect(list.view.superview == nil)
        #expect(detail.view.convert(detail.view.bounds, to: window) == window.bounds)
        #expect(detail.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))

        // Dismissed by the presenter, without animation: everything at once, the presenter's view back.
        log.clear()
        list.dismiss(animated: false) { log.entries.append("completion") }
        #expect(log.withoutLayout == ["detail.viewWillDisappear(false)", "list.viewWillAppear(false)", "list.viewIsAppearing",
                                      "detail.viewDidDisappear(false)", "list.viewDidAppear(false)", "completion"])
        #expect(list.view.superview === window && list.view.frame == window.bounds)
        #expect(window.subviews.count == 1)
        log.clear()
        window.tick(timestamp: 2)
        #expect(log.withoutLayout.isEmpty)   // nothing is sent twice at the next frame
    }

    @Test func overFullScreenCrossDissolveFadesAndLeavesThePresenterAlone() {
        let log = LifecycleLog()
        let (window, list) = showList(log)
        let detail = DetailScreen("detail", log: log)
        detail.modalPresentationStyle = .overFullScreen
        detail.modalTransitionStyle = .crossDissolve
        list.present(detail, animated: true)
        #expect(log.withoutLayout == ["detail.viewDidLoad", "detail.viewWillAppear(true)", "detail.viewIsAppearing"])
        let card = detail.view.superview!
        #expect(card.frame == window.bounds)
        for fraction in [0.25, 0.75] {
            window.tick(timestamp: 1 + 0.35 * fraction)
            #expect(isClose(Double(card.layer.presentation()?.opacity ?? -1), easeInEaseOut(fraction), within: 1e-3))
        }
        window.tick(timestamp: 1.36)
        #expect(log.withoutLayout == ["detail.viewDidLoad", "detail.viewWillAppear(true)", "detail.viewIsAppearing",
                                      "detail.viewDidAppear(true)"])
        #expect(list.view.superview === window)   // over full screen: the presenter's views stay
    }

    @Test func aChainIsDismissedFromItsBottomWithOnlyTheTopAnimating() {
        let log = LifecycleLog()
        let (window, list) = showList(log)
        let a = DetailScreen("a", log: log), b = DetailScreen("b", log: log)
        list.present(a, animated: false)
        a.present(b, animated: false)
        #expect(list.presentedViewController === a && a.presentingViewController === list)
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(window.subviews.count == 3)
        window.tick(timestamp: 2)
        log.clear()

        list.dismiss(animated: true) { log.entries.append("completion") }
        #expect(log.withoutLayout == ["b.viewWillDisappear(true)", "a.viewWillDisappear(true)"])
        // a's sheet goes at once; b's slides down.
        #expect(a.view.window == nil && b.view.window === window)
        #expect(a.isBeingDismissed && b.isBeingDismissed)
        window.tick(timestamp: 2.2)
        #expect(!log.entries.contains("completion"))
        window.tick(timestamp: 2.36)
        #expect(log.withoutLayout == ["b.viewWillDisappear(true)", "a.viewWillDisappear(true)",
                                      "b.viewDidDisappear(true)", "a.viewDidDisappear(true)", "completion"])
        #expect(list.presentedViewController == nil && a.presentingViewController == nil)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(window.subviews.count == 1)
    }

    @Test func aNavigationChildPresentsThroughItsContainerAndTheDetailDismissesItsNavigationController() {
        let log = LifecycleLog()
        let window = makeTestWindow()
        let list = StackViewController("list", log: log)
        let nav = UINavigationController(rootViewController: list)
        window.rootViewController = nav
        window.tick(timestamp: 0)
        let detail = StackViewController("detail", log: log)
        let modalNav = UINavigationController(rootViewController: detail)
        list.present(modalNav, animated: false)
        #expect(modalNav.presentingViewController === nav)
        #expect(list.presentedViewController === modalNav && nav.presentedViewController === modalNav)
        #expect(nav.visibleViewController === modalNav)
        #expect(detail.presentingViewController === nav)
        // Dismiss from inside the presented navigation controller dismisses it.
        detail.dismiss(animated: false)
        #expect(nav.presentedViewController == nil && modalNav.presentingViewController == nil)
        #expect(nav.visibleViewController === list)
    }

    @Test func presentingFromAControllerOutsideAWindowIsRefused() {
        let log = LifecycleLog()
        let orphan = StackViewController("orphan", log: log)
        orphan.loadViewIfNeeded()
        let detail = DetailScreen("detail", log: log)
        var completed = false
        let records = LogCapture.records { orphan.present(detail, animated: true) { completed = true } }
        #expect(records.contains { $0.message.contains("whose view is not in the window hierarchy") })
        #expect(!completed)
        #expect(orphan.presentedViewController == nil && detail.presentingViewController == nil)
        #expect(!detail.isViewLoaded)
    }

    @Test func presentingWhileAlreadyPresentingIsRefused() {
        let log = LifecycleLog()
        let (window, list) = showList(log)
        let first = DetailScreen("first", log: log), second = DetailScreen("second", log: log)
        list.present(first, animated: true)
        var completed = false
        // During the first one's animation, and after it.
        let during = LogCapture.records { list.present(second, animated: true) { completed = true } }
        window.tick(timestamp: 1.36)
        let after = LogCapture.records { list.present(second, animated: false) { completed = true } }
        for records in [during, after] {
            #expect(records.contains { $0.message.contains("which is already presenting") })
        }
        #expect(!completed && !second.isViewLoaded)
        #expect(list.presentedViewController === first)
        // Presenting the same controller again, from the controller it shows, is refused too.
        let again = LogCapture.records { first.present(first, animated: false) }
        #expect(again.count == 1 && first.presentedViewController == nil)
        // Dismissing while nothing is presented does nothing (and does not call the completion).
        first.dismiss(animated: false)
        var dismissedAgain = false
        list.dismiss(animated: false) { dismissedAgain = true }
        #expect(!dismissedAgain && list.presentedViewController == nil)
    }

    @Test func aSheetRendersAsACardOverTheDimmedPresenterWithRoundedTopCorners() {
        let log = LifecycleLog()
        let (window, list) = showList(log)
        let detail = DetailScreen("detail", log: log)
        list.present(detail, animated: false)
        window.tick(timestamp: 2)
        let image = renderImage(of: window)
        // The card's background (blue) where the card is.
        #expect(isNear(rgba(image, at: CGPoint(x: 160, y: 300)), [0, 0, 255, 255]))
        #expect(isNear(rgba(image, at: CGPoint(x: 5, y: 60)), [0, 0, 255, 255]))   // inside the corner's arc
        // The presenter (red) above the card, under 20 % black: 255 × 0.8 = 204.
        #expect(isNear(rgba(image, at: CGPoint(x: 160, y: 30)), [204, 0, 0, 255]))
        // The card's top-left corner pixel, outside the 10 pt arc centred at (10, 64): the dimmed presenter.
        #expect(isNear(rgba(image, at: CGPoint(x: 0.25, y: 54.25)), [204, 0, 0, 255]))
        #expect(isNear(rgba(image, at: CGPoint(x: 319.75, y: 54.25)), [204, 0, 0, 255]))
        // The bottom corners are below the window's edge: square there.
        #expect(isNear(rgba(image, at: CGPoint(x: 0.25, y: 479.75)), [0, 0, 255, 255]))
    }
}

/// Writes the presentation controller delegate's calls into the log.
@MainActor
final class LoggingPresentationDelegate: UIAdaptivePresentationControllerDelegate {
    let log: LifecycleLog
    var allowsDismiss = true
    init(log: LifecycleLog) { self.log = log }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { allowsDismiss }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.entries.append("delegate.willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.entries.append("delegate.didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.entries.append("delegate.didAttempt") }
}

/// Dragging a sheet down (Presentation/ModalPresentation+InteractiveDismiss.swift), end to end.
@Suite(.serialized) @MainActor
struct SheetDragDismissTests {
    private func showSheet(_ log: LifecycleLog, delegate: LoggingPresentationDelegate) -> (UIWindow, ListScreen, DetailScreen) {
        let window = makeTestWindow()
        window.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let list = ListScreen("list", log: log)
        window.rootViewController = list
        window.tick(timestamp: 0)
        let detail = DetailScreen("detail", log: log)
        detail.presentationController?.delegate = delegate
        #expect(detail.presentationController?.presentedViewController === detail)
        list.present(detail, animated: false)
        #expect(detail.presentationController?.presentingViewController === list)
        window.tick(timestamp: 2)
        log.clear()
        return (window, list, detail)
    }

    @Test func aShortSlowDragSpringsBackAndALongOneDismisses() {
        let log = LifecycleLog()
        let delegate = LoggingPresentationDelegate(log: log)
        let (window, list, detail) = showSheet(log, delegate: delegate)
        let card = detail.view.superview!
        // 200 pt down in 1 s (200 pt/s, under the 500 pt/s flick): the card follows by 200 − 10 (slop).
        drag(window, from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 400), start: 3, duration: 1, steps: 60, lift: false)
        #expect(isClose(card.frame.minY, 54 + 190, within: 1e-6))
        #expect(log.withoutLayout == ["delegate.willDismiss", "detail.viewWillDisappear(true)"])
        #expect(detail.isBeingDismissed)
        // Released at 190 / 426 of the way (under half): it slides back over that fraction of 0.35 s.
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 400), timestamp: 4.01)
        window.tick(timestamp: 4.01)
        window.tick(timestamp: 4.01 + 0.35 * 190 / 426 + 0.01)
        #expect(card.frame.minY == 54)
        #expect(log.withoutLayout == ["delegate.willDismiss", "detail.viewWillDisappear(true)", "detail.viewWillAppear(true)",
                                      "detail.viewIsAppearing", "detail.viewDidAppear(true)"])
        #expect(list.presentedViewController === detail && !detail.isBeingDismissed)

        // 250 pt: 240 / 426 of the way, past half: it completes.
        log.clear()
        drag(window, from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 450), start: 5, duration: 1, steps: 60, lift: false)
        #expect(isClose(card.frame.minY, 54 + 240, within: 1e-6))
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 450), timestamp: 6.01)
        window.tick(timestamp: 6.01)
        #expect(!log.entries.contains("delegate.didDismiss"))
        window.tick(timestamp: 6.01 + 0.35 * (1 - 240.0 / 426) + 0.01)
        #expect(log.withoutLayout == ["delegate.willDismiss", "detail.viewWillDisappear(true)", "detail.viewDidDisappear(true)",
                                      "delegate.didDismiss"])
        #expect(list.presentedViewController == nil && detail.presentingViewController == nil)
        #expect(window.subviews.count == 1)
        withExtendedLifetime(delegate) {}
    }

    @Test func aFlickDismissesFromAnywhere() {
        let log = LifecycleLog()
        let delegate = LoggingPresentationDelegate(log: log)
        let (window, list, _) = showSheet(log, delegate: delegate)
        // 60 pt in 0.05 s: 1,200 pt/s.
        let t = drag(window, from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 260), start: 3, duration: 0.05, steps: 3)
        window.tick(timestamp: t + 0.4)
        #expect(log.withoutLayout == ["delegate.willDismiss", "detail.viewWillDisappear(true)", "detail.viewDidDisappear(true)",
                                      "delegate.didDismiss"])
        #expect(list.presentedViewController == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test func aModalSheetResistsWithTheRubberBandAndStays() {
        for refusal in ["isModalInPresentation", "delegate"] {
            let log = LifecycleLog()
            let delegate = LoggingPresentationDelegate(log: log)
            let (window, list, detail) = showSheet(log, delegate: delegate)
            if refusal == "delegate" { delegate.allowsDismiss = false } else { detail.isModalInPresentation = true }
            let card = detail.view.superview!
            drag(window, from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 400), start: 3, duration: 1, steps: 60, lift: false)
            // UIScrollView's rubber band, d·k / (1 + k) with k = 0.55·x / d, x = 190, d = 426.
            let k = 0.55 * 190.0 / 426
            #expect(isClose(card.frame.minY, 54 + 426 * k / (1 + k), within: 1e-6))
            #expect(log.withoutLayout == ["delegate.didAttempt"])
            window.sendTouch(.ended, at: CGPoint(x: 160, y: 400), timestamp: 4.01)
            window.tick(timestamp: 4.01)
            window.tick(timestamp: 5)
            #expect(card.frame.minY == 54)
            // A flick (1,400 pt/s) does not dismiss either.
            let t = drag(window, from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 270), start: 6, duration: 0.05, steps: 3)
            window.tick(timestamp: t + 0.5)
            #expect(card.frame.minY == 54)
            #expect(log.withoutLayout == ["delegate.didAttempt", "delegate.didAttempt"])
            #expect(list.presentedViewController === detail)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func dragsInsideAScrollViewScrollAndDoNotMoveTheSheet() {
        let log = LifecycleLog()
        let delegate = LoggingPresentationDelegate(log: log)
        let (window, _, detail) = showSheet(log, delegate: delegate)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        detail.view.addSubview(scroll)
        window.tick(timestamp: 2.5)
        let card = detail.view.superview!
        // In the window: the scroll view spans y = 154…354. Drag up 100 pt inside it.
        drag(window, from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 200), start: 3, duration: 0.5, steps: 30)
        #expect(card.frame.minY == 54)
        #expect(scroll.contentOffset.y > 50)
        #expect(log.withoutLayout.isEmpty)
        withExtendedLifetime(delegate) {}
    }
}

/// A controller that overrides `present` and `dismiss`, as iOS code may (both are `open`).
@MainActor
final class CountingPresenter: UIViewController {
    var presents = 0, dismisses = 0
    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presents += 1
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismisses += 1
        super.dismiss(animated: flag, completion: completion)
    }
}

@Suite(.serialized) @MainActor
struct PresentationOverrideTests {
    @Test func overridesOfPresentAndDismissRunAndCallThrough() {
        let window = makeTestWindow()
        let presenter = CountingPresenter()
        window.rootViewController = presenter
        window.tick(timestamp: 0)
        let detail = UIViewController()
        var done = 0
        presenter.present(detail, animated: false) { done += 1 }
        #expect(presenter.presents == 1 && presenter.presentedViewController === detail && done == 1)
        presenter.dismiss(animated: false) { done += 1 }
        #expect(presenter.dismisses == 1 && presenter.presentedViewController == nil && done == 2)
    }
}
