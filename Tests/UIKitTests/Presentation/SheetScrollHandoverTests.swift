import Foundation
import HostContextTesting
import Testing
import UIKit

/// One drag shared between a sheet and the scroll view in it, the settle spring, and
/// `largestUndimmedDetentIdentifier` (Presentation/ModalPresentation+DetentDrag.swift), through the window.
@Suite(.freshHostContext) @MainActor
struct SheetScrollHandoverTests {
    /// A 320 × 480 window with no safe-area insets: the medium detent's top is at 480 / 2 = 240 (half
    /// the window, Apple's "approximately half the height of the screen"), the large one's at 10
    /// (`sheetTopGap` below the top safe area).
    static let mediumTop: CGFloat = 240
    static let largeTop: CGFloat = 10
    /// The pan's slop: the first 10 pt of a drag move nothing.
    static let slop: CGFloat = 10

    private func showSheet(scroll: UIScrollView?, selected: UISheetPresentationController.Detent.Identifier? = nil,
                           undimmed: UISheetPresentationController.Detent.Identifier? = nil, root: UIViewController = UIViewController())
        -> (UIWindow, UIViewController, UISheetPresentationController) {
        let window = makeTestWindow()
        root.view.backgroundColor = .red
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
        sheet.selectedDetentIdentifier = selected
        sheet.largestUndimmedDetentIdentifier = undimmed
        root.present(detail, animated: false)
        window.tick(timestamp: 1)
        return (window, detail, sheet)
    }

    private func sheetTop(_ detail: UIViewController, in window: UIWindow) -> CGFloat {
        detail.view.convert(detail.view.bounds, to: window).minY
    }

    @Test func aDragDownScrollsToTheTopThenMovesTheSheetAndBackUpTheReverse() {
        let scroll = UIScrollView(frame: .zero)
        let (window, detail, sheet) = showSheet(scroll: scroll, selected: .large)
        #expect(sheetTop(detail, in: window) == Self.largeTop)
        let top = -scroll.adjustedContentInset.top
        scroll.contentOffset.y = top + 100
        // Down 250 pt: after the slop, 100 pt scroll the content to its top, the other 140 move the sheet.
        drag(window, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 350), start: 2, duration: 1, steps: 60, lift: false)
        #expect(scroll.contentOffset.y == top)   // stopped at the top: no rubber band
        #expect(isClose(sheetTop(detail, in: window), Self.largeTop + 250 - Self.slop - 100, within: 1e-6))
        // Back up 100 pt in the same gesture: the sheet rises by 100, the content stays at its top.
        var t = moveFinger(window, from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 250), start: 3, duration: 0.5, steps: 30)
        #expect(isClose(sheetTop(detail, in: window), Self.largeTop + 40, within: 1e-6))
        #expect(scroll.contentOffset.y == top)
        // Up 100 more: 40 bring the sheet to its largest detent, the other 60 scroll the content.
        t = moveFinger(window, from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 150), start: t, duration: 0.5, steps: 30)
        #expect(isClose(sheetTop(detail, in: window), Self.largeTop, within: 1e-6))
        #expect(isClose(scroll.contentOffset.y, top + 60, within: 1e-6))
        // Held still, then lifted: the sheet stays at the large detent, nothing changes.
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 150), timestamp: t + 0.5)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 150), timestamp: t + 0.5)
        tickFrames(window, from: t + 0.5, through: t + 2)
        #expect(sheetTop(detail, in: window) == Self.largeTop)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(isClose(scroll.contentOffset.y, top + 60, within: 1e-6))
    }

    @Test func anUpwardDragGrowsTheSheetToItsLargestDetentThenScrollsInTheSameGesture() {
        let scroll = UIScrollView(frame: .zero)
        let (window, detail, sheet) = showSheet(scroll: scroll)
        let top = scroll.contentOffset.y
        // Up 300 pt: after the slop, 230 take the sheet from 240 to 10, the other 60 scroll.
        let t = drag(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), start: 2, duration: 1, steps: 60, lift: false)
        #expect(isClose(sheetTop(detail, in: window), Self.largeTop, within: 1e-6))
        #expect(isClose(scroll.contentOffset.y, top + 300 - Self.slop - 230, within: 1e-6))
        // Lifted while moving: the sheet is at its limit, so the content flings (it moves on after the lift).
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 100), timestamp: t)
        tickFrames(window, from: t, through: t + 0.2)
        #expect(scroll.contentOffset.y > top + 60 + 10)
        #expect(sheetTop(detail, in: window) == Self.largeTop)
        #expect(sheet.selectedDetentIdentifier == .large)
    }

    @Test func theSettleIsACriticallyDampedSpringStartingAtTheFingersVelocity() {
        let (window, detail, sheet) = showSheet(scroll: nil)
        // 150 pt up in 1 s at a steady 150 pt/s, lifted with the last move: the top at 240 − 140 = 100.
        let t = drag(window, from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 100), start: 2, duration: 1, steps: 60)
        #expect(sheet.selectedDetentIdentifier == .large)
        let card = detail.view.superview!
        let x0 = Double(Self.mediumTop - 140 - Self.largeTop)   // 90 pt from the large detent
        let v0 = -150.0
        // Critically damped, at rest within 0.1 % in 0.5 s: e^(−ωT)(1 + ωT) = 0.001 gives ωT = 9.23345.
        let omega = 9.23345 / 0.5
        func expected(_ s: Double) -> Double { Double(Self.largeTop) + (x0 + (v0 + omega * x0) * s) * exp(-omega * s) }
        // The first millisecond moves at the finger's speed (plus the spring's pull, a few percent).
        window.tick(timestamp: t + 0.001)
        let first = (Double(card.layer.presentation()!.frame.minY) - (x0 + Double(Self.largeTop))) / 0.001
        #expect(abs(first - v0) < 0.1 * abs(v0))
        for s in [0.05, 0.1, 0.2] {
            window.tick(timestamp: t + s)
            #expect(abs(Double(card.layer.presentation()!.frame.minY) - expected(s)) < 0.5)
        }
        window.tick(timestamp: t + 0.6)
        #expect(sheetTop(detail, in: window) == Self.largeTop)
    }

    @Test func theUndimmedDetentLeavesThePresenterVisibleAndInteractiveAndDimsAbove() {
        final class Root: UIViewController {
            var taps = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                let button = UIButton(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
                button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
                view.addSubview(button)
            }
        }
        let root = Root()
        let (window, detail, sheet) = showSheet(scroll: nil, undimmed: .medium, root: root)
        // At the medium detent: the presenter shows undimmed (red) and takes a tap.
        var image = renderImage(of: window)
        #expect(isNear(rgba(image, at: CGPoint(x: 160, y: 200)), [255, 0, 0, 255]))
        tap(window, at: CGPoint(x: 160, y: 5), time: 2)
        #expect(root.taps == 1)
        // Half way up to the large detent: the dimming is half faded in, 255 × (1 − 0.2 × ½) ≈ 229.5.
        let halfway = (Self.mediumTop + Self.largeTop) / 2   // 125
        let t = drag(window, from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 250 - (Self.mediumTop - halfway) - Self.slop),
                     start: 3, duration: 1, steps: 60, lift: false)
        #expect(isClose(sheetTop(detail, in: window), halfway, within: 1e-6))
        image = renderImage(of: window)
        #expect(isNear(rgba(image, at: CGPoint(x: 160, y: 60)), [229, 0, 0, 255], tolerance: 2))
        // 20 pt higher, held, lifted: it settles at the large detent (nearer), fully dimmed
        // (255 × 0.8 = 204), and the presenter's button no longer takes taps.
        let held = moveFinger(window, from: CGPoint(x: 160, y: 125), to: CGPoint(x: 160, y: 105), start: t, duration: 0.2, steps: 12)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 105), timestamp: held + 0.5)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 105), timestamp: held + 0.5)
        tickFrames(window, from: held + 0.5, through: held + 1.5)
        #expect(sheet.selectedDetentIdentifier == .large)
        image = renderImage(of: window)
        #expect(isNear(rgba(image, at: CGPoint(x: 160, y: 5)), [204, 0, 0, 255]))
        tap(window, at: CGPoint(x: 160, y: 5), time: held + 2)
        #expect(root.taps == 1)
        // Back at the medium detent in code: undimmed and interactive again.
        sheet.selectedDetentIdentifier = .medium
        window.tick(timestamp: held + 3)
        image = renderImage(of: window)
        #expect(isNear(rgba(image, at: CGPoint(x: 160, y: 200)), [255, 0, 0, 255]))
        tap(window, at: CGPoint(x: 160, y: 5), time: held + 4)
        #expect(root.taps == 2)
    }

    @Test func withoutAnUndimmedDetentTheDimmingCoversThePresenter() {
        final class Root: UIViewController {
            var taps = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                let button = UIButton(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
                button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
                view.addSubview(button)
            }
        }
        let root = Root()
        let (window, _, _) = showSheet(scroll: nil, root: root)
        #expect(isNear(rgba(renderImage(of: window), at: CGPoint(x: 160, y: 200)), [204, 0, 0, 255]))
        tap(window, at: CGPoint(x: 160, y: 5), time: 2)
        #expect(root.taps == 0)
    }
}
