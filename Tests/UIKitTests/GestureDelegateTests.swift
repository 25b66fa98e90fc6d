import HostContextTesting
import Testing
import UIKit

/// The delegate's say in arbitration (shouldBegin, shouldRecognizeSimultaneously, shouldReceive,
/// shouldRequireFailureOf / shouldBeRequiredToFailBy), delaysTouchesBegan, and actions or delegates
/// that mutate the tree or re-enter mid-gesture.
@Suite(.freshHostContext) @MainActor
struct GestureDelegateTests {
    private func scene() -> (UIWindow, RecordingView, EventTrace) {
        let window = makeTestWindow()
        let trace = EventTrace()
        let view = RecordingView(frame: window.bounds, name: "view", trace: trace)
        window.addSubview(view)
        return (window, view, trace)
    }

    private func gestureEntries(_ trace: EventTrace) -> [String] {
        trace.entries.filter { !$0.hasPrefix("view.") && !$0.hasPrefix("inner.") }
    }

    @Test func shouldBeginFalseFailsTheRecognizer() {
        let (window, view, trace) = scene()
        let delegate = ClosureGestureDelegate()
        defer { withExtendedLifetime(delegate) {} }   // recognizers hold their delegate weakly
        var asked = 0
        delegate.shouldBegin = { _ in asked += 1; return false }
        let pan = UIPanGestureRecognizer { _ in }
        pan.delegate = delegate
        recordActions(of: pan, as: "pan", into: trace)
        view.addGestureRecognizer(pan)
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), start: 0, duration: 0.1, steps: 5,
             lift: false)
        #expect(asked == 1)
        #expect(pan.state == .failed)
        #expect(gestureEntries(trace).isEmpty)
        // The view keeps its touches: it is not cancelled.
        #expect(trace.entries(from: "view") == ["view.touchesBegan"] + Array(repeating: "view.touchesMoved", count: 5))
    }

    @Test func viewCanRefuseToLetARecognizerBegin() {
        final class Picky: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                !(gestureRecognizer is UIPanGestureRecognizer)
            }
        }
        let window = makeTestWindow()
        let view = Picky(frame: window.bounds)
        window.addSubview(view)
        let pan = UIPanGestureRecognizer { _ in }
        view.addGestureRecognizer(pan)
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), start: 0, duration: 0.1, steps: 5,
             lift: false)
        #expect(pan.state == .failed)
    }

    /// Pans on a parent and on a child view: the child's (deepest) recognizer has the first chance.
    private func nestedPans(simultaneous: Bool) -> (UIWindow, EventTrace, UIPanGestureRecognizer, UIPanGestureRecognizer, ClosureGestureDelegate) {
        let (window, outer, trace) = scene()
        let inner = RecordingView(frame: CGRect(x: 50, y: 50, width: 200, height: 200), name: "inner", trace: trace)
        outer.addSubview(inner)
        let outerPan = UIPanGestureRecognizer { _ in }
        let innerPan = UIPanGestureRecognizer { _ in }
        recordActions(of: outerPan, as: "outerPan", into: trace)
        recordActions(of: innerPan, as: "innerPan", into: trace)
        let delegate = ClosureGestureDelegate()
        defer { withExtendedLifetime(delegate) {} }   // recognizers hold their delegate weakly
        delegate.shouldRecognizeSimultaneously = { _, _ in simultaneous }
        outerPan.delegate = delegate
        outer.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        return (window, trace, outerPan, innerPan, delegate)
    }

    @Test func withoutSimultaneityTheDeepestRecognizerWins() {
        let (window, trace, outerPan, innerPan, delegate) = nestedPans(simultaneous: false)
        defer { withExtendedLifetime(delegate) {} }   // recognizers hold their delegate weakly
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 150), start: 0, duration: 0.1, steps: 5,
             lift: false)
        #expect(innerPan.state == .changed)
        #expect(outerPan.state == .failed)
        #expect(!gestureEntries(trace).contains { $0.hasPrefix("outerPan") })
    }

    @Test func shouldRecognizeSimultaneouslyLetsBothRun() {
        let (window, trace, outerPan, innerPan, delegate) = nestedPans(simultaneous: true)
        defer { withExtendedLifetime(delegate) {} }
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 150), start: 0, duration: 0.1, steps: 5)
        #expect(gestureEntries(trace).prefix(2).sorted() == ["innerPan.began", "outerPan.began"])
        #expect(gestureEntries(trace).filter { $0.hasSuffix(".ended") }.count == 2)
        #expect(outerPan.state == .possible && innerPan.state == .possible)   // both reset after the lift
    }

    @Test func shouldReceiveFalseKeepsTouchesFromTheRecognizer() {
        let (window, view, trace) = scene()
        let delegate = ClosureGestureDelegate()
        defer { withExtendedLifetime(delegate) {} }   // recognizers hold their delegate weakly
        // Only touches that land in the top half are for the pan.
        delegate.shouldReceive = { gr, touch in touch.location(in: gr.view).y < 240 }
        let pan = UIPanGestureRecognizer { _ in }
        pan.delegate = delegate
        recordActions(of: pan, as: "pan", into: trace)
        view.addGestureRecognizer(pan)
        drag(window, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 400), start: 0, duration: 0.1, steps: 5)
        #expect(gestureEntries(trace).isEmpty)
        #expect(trace.entries(from: "view").last == "view.touchesEnded")
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), start: 1, duration: 0.1, steps: 5)
        #expect(gestureEntries(trace).first == "pan.began")
    }

    @Test func shouldRequireFailureOfMakesTheSingleTapWait() {
        let (window, view, trace) = scene()
        let single = UITapGestureRecognizer { _ in }
        let double = UITapGestureRecognizer { _ in }
        double.numberOfTapsRequired = 2
        let delegate = ClosureGestureDelegate()
        defer { withExtendedLifetime(delegate) {} }   // recognizers hold their delegate weakly
        delegate.shouldRequireFailure = { gr, other in gr === single && other === double }
        single.delegate = delegate
        recordActions(of: single, as: "single", into: trace)
        recordActions(of: double, as: "double", into: trace)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let lift = tap(window, at: CGPoint(x: 100, y: 100), time: 0)
        window.tick(timestamp: lift + 0.3)
        #expect(gestureEntries(trace).isEmpty)
        window.tick(timestamp: lift + 0.4)
        #expect(gestureEntries(trace) == ["single.ended"])
    }

    @Test func shouldBeRequiredToFailByMakesTheOtherWait() {
        let (window, view, trace) = scene()
        let single = UITapGestureRecognizer { _ in }
        let double = UITapGestureRecognizer { _ in }
        double.numberOfTapsRequired = 2
        let delegate = ClosureGestureDelegate()
        defer { withExtendedLifetime(delegate) {} }   // recognizers hold their delegate weakly
        delegate.shouldBeRequiredToFail = { gr, other in gr === double && other === single }
        double.delegate = delegate
        recordActions(of: single, as: "single", into: trace)
        recordActions(of: double, as: "double", into: trace)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        tap(window, at: CGPoint(x: 100, y: 100), time: 0)
        tap(window, at: CGPoint(x: 100, y: 100), time: 0.2)
        window.tick(timestamp: 1)
        #expect(gestureEntries(trace) == ["double.ended"])
    }

    @Test func delaysTouchesBeganHoldsBeganUntilTheRecognizerFails() {
        let (window, view, trace) = scene()
        let pan = UIPanGestureRecognizer { _ in }
        pan.delaysTouchesBegan = true
        recordActions(of: pan, as: "pan", into: trace)
        view.addGestureRecognizer(pan)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: 0)
        window.sendTouch(.moved, at: CGPoint(x: 104, y: 100), timestamp: 0.05)
        #expect(trace.entries.isEmpty)
        // The lift fails the pan: the view now gets its touch, begun and ended, in order.
        window.sendTouch(.ended, at: CGPoint(x: 104, y: 100), timestamp: 0.1)
        #expect(trace.entries(from: "view").first == "view.touchesBegan")
        #expect(trace.entries(from: "view").last == "view.touchesEnded")
        #expect(!trace.entries.contains("view.touchesCancelled"))
        #expect(view.deliveries.first?.timestamp == 0.1)
    }

    @Test func delaysTouchesBeganWithRecognitionMeansTheViewHearsNothing() {
        let (window, view, trace) = scene()
        let pan = UIPanGestureRecognizer { _ in }
        pan.delaysTouchesBegan = true
        recordActions(of: pan, as: "pan", into: trace)
        view.addGestureRecognizer(pan)
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), start: 0, duration: 0.1, steps: 5)
        #expect(view.phases.isEmpty)
        #expect(trace.entries.first == "pan.began" && trace.entries.last == "pan.ended")
    }

    @Test func delaysTouchesEndedFalseDeliversTheLiftAtOnce() {
        let (window, view, trace) = scene()
        let double = UITapGestureRecognizer { _ in }
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        double.cancelsTouchesInView = false
        view.addGestureRecognizer(double)
        tap(window, at: CGPoint(x: 100, y: 100), time: 0)
        #expect(trace.entries == ["view.touchesBegan", "view.touchesEnded"])
        let (window2, view2, trace2) = scene()
        let held = UITapGestureRecognizer { _ in }
        held.numberOfTapsRequired = 2
        view2.addGestureRecognizer(held)
        let lift = tap(window2, at: CGPoint(x: 100, y: 100), time: 0)
        #expect(trace2.entries == ["view.touchesBegan"])   // the end waits for the double tap to fail
        window2.tick(timestamp: lift + 0.4)
        #expect(trace2.entries == ["view.touchesBegan", "view.touchesEnded"])
        _ = (window, view)
    }

    @Test func actionThatRemovesItsViewMidGestureDoesNotCrash() {
        let (window, view, trace) = scene()
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.addSubview(child)
        var calls = 0
        let pan = UIPanGestureRecognizer { gr in
            calls += 1
            if gr.state == .changed { gr.view?.removeFromSuperview() }
        }
        child.addGestureRecognizer(pan)
        drag(window, from: CGPoint(x: 60, y: 60), to: CGPoint(x: 60, y: 160), start: 0, duration: 0.1, steps: 6)
        #expect(child.superview == nil)
        #expect(view.subviews.isEmpty)
        #expect(calls >= 2)
        #expect(!window.needsFrames)
        // The window still works afterwards.
        trace.clear()
        tap(window, at: CGPoint(x: 60, y: 60), time: 1)
        #expect(trace.entries(from: "view") == ["view.touchesBegan", "view.touchesEnded"])
    }

    @Test func actionThatRemovesItsRecognizerMidGestureCancelsQuietly() {
        let (window, view, _) = scene()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { gr in
            states.append(gr.state)
            if gr.state == .changed { gr.view?.removeGestureRecognizer(gr) }
        }
        view.addGestureRecognizer(pan)
        drag(window, from: CGPoint(x: 60, y: 60), to: CGPoint(x: 60, y: 160), start: 0, duration: 0.1, steps: 6)
        #expect(states.first == .began)
        #expect(states.contains(.changed))
        #expect(!states.contains(.ended))
        #expect(pan.view == nil && view.gestureRecognizers == nil)
        #expect(!window.needsFrames)
    }

    @Test func delegateThatMutatesTheTreeInShouldBegin() {
        let (window, view, _) = scene()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addSubview(child)
        let delegate = ClosureGestureDelegate()
        defer { withExtendedLifetime(delegate) {} }   // recognizers hold their delegate weakly
        delegate.shouldBegin = { gr in
            gr.view?.removeFromSuperview()
            view.addSubview(UIView(frame: .zero))
            return true
        }
        let pan = UIPanGestureRecognizer { _ in }
        pan.delegate = delegate
        child.addGestureRecognizer(pan)
        drag(window, from: CGPoint(x: 60, y: 60), to: CGPoint(x: 60, y: 160), start: 0, duration: 0.1, steps: 6)
        #expect(child.superview == nil)
        #expect(view.subviews.count == 1)
        #expect(!window.needsFrames)
    }

    @Test func reentrantActionThatSetsStatesDoesNotLoop() {
        let (window, view, _) = scene()
        var calls = 0
        let tapGR = UITapGestureRecognizer { gr in
            calls += 1
            gr.state = .ended       // re-entering from a final state is ignored
            gr.state = .began
        }
        view.addGestureRecognizer(tapGR)
        tap(window, at: CGPoint(x: 10, y: 10), time: 0)
        #expect(calls == 1)
        tap(window, at: CGPoint(x: 10, y: 10), time: 1)
        #expect(calls == 2)
    }

    @Test func disablingAnActiveRecognizerCancelsIt() {
        let (window, view, trace) = scene()
        let pan = UIPanGestureRecognizer()
        recordActions(of: pan, as: "pan", into: trace)
        pan.addTarget { gr in if gr.state == .changed { gr.isEnabled = false } }
        view.addGestureRecognizer(pan)
        drag(window, from: CGPoint(x: 60, y: 60), to: CGPoint(x: 60, y: 160), start: 0, duration: 0.1, steps: 6)
        #expect(gestureEntries(trace) == ["pan.began", "pan.changed", "pan.cancelled"])
        pan.isEnabled = true
        trace.clear()
        drag(window, from: CGPoint(x: 60, y: 60), to: CGPoint(x: 60, y: 160), start: 1, duration: 0.1, steps: 6)
        #expect(gestureEntries(trace).first == "pan.began")
    }
}
