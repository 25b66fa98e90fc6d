import Foundation
import HostContextTesting
import Testing
import UIKit

/// Logs a sheet delegate's calls (the detent change and the adaptive delegate's dismissal calls).
@MainActor
final class LoggingSheetDelegate: UISheetPresentationControllerDelegate {
    var entries: [String] = []
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        entries.append("didChange(\(sheet.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { entries.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { entries.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { entries.append("didAttempt") }
}

/// Dragging a sheet between its detents, and a scroll view in the sheet handing its drag to the sheet
/// at its edge (Presentation/ModalPresentation+DetentDrag.swift), through the window.
@Suite(.freshHostContext) @MainActor
struct SheetDetentDragTests {
    /// A 320 × 480 window with no safe-area insets. The medium detent is half the window's height
    /// (Apple: "approximately half the height of the screen"), so the sheet's top is at 240; the large
    /// one is ScrollKit's full sheet, `sheetTopGap` (10 pt) below the top safe area, so its top is at 10.
    static let mediumTop: CGFloat = 480 / 2
    static let largeTop: CGFloat = 0 + 10

    private func showSheet(_ delegate: LoggingSheetDelegate, scroll: UIScrollView? = nil)
        -> (UIWindow, UIViewController, UIViewController, UISheetPresentationController) {
        let window = makeTestWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        let detail = UIViewController()
        detail.view.backgroundColor = .blue
        if let scroll {
            scroll.frame = detail.view.bounds
            scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scroll.contentSize = CGSize(width: 320, height: 2000)
            detail.view.addSubview(scroll)
        }
        let sheet = detail.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        sheet.delegate = delegate
        root.present(detail, animated: false)
        window.tick(timestamp: 1)
        return (window, root, detail, sheet)
    }

    private func sheetFrame(_ detail: UIViewController, in window: UIWindow) -> CGRect {
        detail.view.convert(detail.view.bounds, to: window)
    }

    /// The sheet's frame in the window with its top at `top`: it reaches the window's bottom.
    private func expectedFrame(top: CGFloat) -> CGRect { CGRect(x: 0, y: top, width: 320, height: 480 - top) }

    @Test func aDragUpFromTheMediumDetentFollowsTheFingerAndSettlesAtTheLargeOne() {
        let delegate = LoggingSheetDelegate()
        let (window, _, detail, sheet) = showSheet(delegate)
        #expect(sheetFrame(detail, in: window) == expectedFrame(top: Self.mediumTop))
        // 150 pt up in 1 s from just below the grabber: the top follows by 150 − 10 (the pan's slop).
        drag(window, from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 100), start: 2, duration: 1, steps: 60, lift: false)
        let dragged = Self.mediumTop - 140
        #expect(isClose(sheetFrame(detail, in: window), expectedFrame(top: dragged), within: 1e-6))
        #expect(delegate.entries.isEmpty)
        // Released at ≤ 150 pt/s: the projection (v/1000 · 0.998/0.002 ≤ 75 pt further up) lands at
        // 25…100, nearer the large detent (10) than the medium one (240).
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 100), timestamp: 3.01)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(delegate.entries == ["didChange(com.apple.UIKit.large)"])
        window.tick(timestamp: 3.01)
        window.tick(timestamp: 3.01 + 0.175)
        // On its way along the settle spring (SheetScrollHandoverTests checks its path).
        let mid = detail.view.superview!.layer.presentation()!.frame.minY
        #expect(mid < dragged && mid > Self.largeTop)
        window.tick(timestamp: 3.6)
        #expect(sheetFrame(detail, in: window) == expectedFrame(top: Self.largeTop))
        #expect(delegate.entries == ["didChange(com.apple.UIKit.large)"])
        // Layout later keeps it there.
        window.setNeedsLayout()
        window.tick(timestamp: 4)
        #expect(sheetFrame(detail, in: window) == expectedFrame(top: Self.largeTop))
    }

    @Test func aSlowDragDownFromTheLargeDetentSettlesAtTheMediumOne() {
        let delegate = LoggingSheetDelegate()
        let (window, root, detail, sheet) = showSheet(delegate)
        sheet.selectedDetentIdentifier = .large
        window.tick(timestamp: 1.5)
        #expect(sheetFrame(detail, in: window) == expectedFrame(top: Self.largeTop))
        // 150 pt down in 1 s: the top at 10 + 140 = 150; projected ≤ 75 pt further: 150…225, nearer 240 than 10.
        let t = drag(window, from: CGPoint(x: 160, y: 30), to: CGPoint(x: 160, y: 180), start: 2, duration: 1, steps: 60)
        window.tick(timestamp: t + 0.6)
        #expect(sheetFrame(detail, in: window) == expectedFrame(top: Self.mediumTop))
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(delegate.entries == ["didChange(com.apple.UIKit.medium)"])
        #expect(root.presentedViewController === detail)
    }

    @Test func aDragDownPastTheSmallestDetentDismissesUnlessModal() {
        // Modal: the sheet resists below the medium detent with the rubber band and comes back.
        let modalDelegate = LoggingSheetDelegate()
        let (window, root, detail, sheet) = showSheet(modalDelegate)
        detail.isModalInPresentation = true
        drag(window, from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 400), start: 2, duration: 1, steps: 60, lift: false)
        // UIScrollView's rubber band, d·k / (1 + k) with k = 0.55·x / d, x = 140, d = 480 − 240.
        let k = 0.55 * 140.0 / 240
        #expect(isClose(sheetFrame(detail, in: window).minY, Self.mediumTop + 240 * k / (1 + k), within: 1e-6))
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 400), timestamp: 3.01)
        window.tick(timestamp: 3.01)
        window.tick(timestamp: 3.6)
        #expect(sheetFrame(detail, in: window) == expectedFrame(top: Self.mediumTop))
        #expect(modalDelegate.entries == ["didAttempt"])
        #expect(root.presentedViewController === detail && sheet.selectedDetentIdentifier == nil)

        // Not modal: 150 pt down from the medium detent (top 380, projected ≤ 455: nearer the bottom, 480).
        detail.isModalInPresentation = false
        let t = drag(window, from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 400), start: 4, duration: 1, steps: 60)
        #expect(modalDelegate.entries == ["didAttempt", "willDismiss"])
        #expect(detail.isBeingDismissed)
        window.tick(timestamp: t + 0.6)
        #expect(modalDelegate.entries == ["didAttempt", "willDismiss", "didDismiss"])
        #expect(root.presentedViewController == nil && detail.presentingViewController == nil)
        #expect(window.subviews.count == 1)
    }

    @Test func aScrollViewInTheSheetExpandsItThenScrollsAndAtItsTopMovesTheSheetDown() {
        let delegate = LoggingSheetDelegate()
        let scroll = UIScrollView(frame: .zero)
        let (window, _, detail, sheet) = showSheet(delegate, scroll: scroll)
        #expect(scroll.contentOffset.y == -scroll.adjustedContentInset.top)
        let top = scroll.contentOffset.y
        // Upward in the scroll view below the largest detent: the sheet grows, the content stays put.
        drag(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), start: 2, duration: 1, steps: 60, lift: false)
        #expect(isClose(sheetFrame(detail, in: window), expectedFrame(top: Self.mediumTop - 140), within: 1e-6))
        #expect(scroll.contentOffset.y == top)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 250), timestamp: 3.01)
        window.tick(timestamp: 3.01)
        window.tick(timestamp: 3.6)
        #expect(sheetFrame(detail, in: window) == expectedFrame(top: Self.largeTop))
        #expect(sheet.selectedDetentIdentifier == .large && delegate.entries.count == 1)

        // At the largest detent: the same drag scrolls, the sheet stays.
        drag(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), start: 4, duration: 1, steps: 60, lift: false)
        #expect(scroll.contentOffset.y == top + 140)
        #expect(sheetFrame(detail, in: window) == expectedFrame(top: Self.largeTop))
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 250), timestamp: 5.01)
        window.tick(timestamp: 5.01)
        window.tick(timestamp: 9)
        // Scrolled back to the top in code, a downward drag moves the sheet instead of rubber-banding.
        scroll.contentOffset.y = top
        drag(window, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 250), start: 10, duration: 1, steps: 60, lift: false)
        #expect(isClose(sheetFrame(detail, in: window), expectedFrame(top: Self.largeTop + 140), within: 1e-6))
        #expect(scroll.contentOffset.y == top)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 250), timestamp: 11.01)
        window.tick(timestamp: 11.01)
        window.tick(timestamp: 11.6)
        #expect(sheetFrame(detail, in: window) == expectedFrame(top: Self.mediumTop))
        #expect(delegate.entries == ["didChange(com.apple.UIKit.large)", "didChange(com.apple.UIKit.medium)"])
        #expect(scroll.contentOffset.y == top)
    }

    @Test func withoutScrollingExpandsTheScrollViewScrollsAtTheMediumDetent() {
        let delegate = LoggingSheetDelegate()
        let scroll = UIScrollView(frame: .zero)
        let (window, _, detail, sheet) = showSheet(delegate, scroll: scroll)
        sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        let top = scroll.contentOffset.y
        drag(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), start: 2, duration: 1, steps: 60, lift: false)
        #expect(scroll.contentOffset.y == top + 140)
        #expect(sheetFrame(detail, in: window) == expectedFrame(top: Self.mediumTop))
        #expect(delegate.entries.isEmpty)
    }

    @Test func aSheetWithOneDetentIsPulledDownFromItsScrollViewsTop() {
        let delegate = LoggingSheetDelegate()
        let scroll = UIScrollView(frame: .zero)
        let (window, root, detail, sheet) = showSheet(delegate, scroll: scroll)
        sheet.detents = [.large()]
        window.tick(timestamp: 1.5)
        #expect(sheetFrame(detail, in: window) == expectedFrame(top: Self.largeTop))
        let top = scroll.contentOffset.y
        // 250 pt down in 1 s from the scroll view at its top: the card follows by 240, the content stays.
        drag(window, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 350), start: 2, duration: 1, steps: 60, lift: false)
        #expect(isClose(detail.view.superview!.frame.minY, Self.largeTop + 240, within: 1e-6))
        #expect(scroll.contentOffset.y == top)
        #expect(delegate.entries == ["willDismiss"])
        // Past half the sheet's 470 pt: it dismisses.
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 350), timestamp: 3.01)
        window.tick(timestamp: 3.01)
        window.tick(timestamp: 3.6)
        #expect(delegate.entries == ["willDismiss", "didDismiss"])
        #expect(root.presentedViewController == nil)
    }
}
