import UIKit

/// Names a recognizer state the way traces print it ("began", "changed", "ended", ...).
func stateName(_ state: UIGestureRecognizer.State) -> String {
    switch state {
    case .possible: return "possible"
    case .began: return "began"
    case .changed: return "changed"
    case .ended: return "ended"
    case .cancelled: return "cancelled"
    case .failed: return "failed"
    }
}

/// Adds an action that records "<name>.<state>" into `trace` each time the recognizer's actions run.
@MainActor
func recordActions(of recognizer: UIGestureRecognizer, as name: String, into trace: EventTrace) {
    recognizer.addTarget { gr in trace.record("\(name).\(stateName(gr.state))") }
}

/// A delegate whose answers are closures, so each test states only the rule it is about.
/// Unset closures give UIKit's defaults.
@MainActor
final class ClosureGestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin: ((UIGestureRecognizer) -> Bool)?
    var shouldRecognizeSimultaneously: ((UIGestureRecognizer, UIGestureRecognizer) -> Bool)?
    var shouldReceive: ((UIGestureRecognizer, UITouch) -> Bool)?
    var shouldRequireFailure: ((UIGestureRecognizer, UIGestureRecognizer) -> Bool)?
    var shouldBeRequiredToFail: ((UIGestureRecognizer, UIGestureRecognizer) -> Bool)?

    init() {}

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBegin?(gestureRecognizer) ?? true
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        shouldRecognizeSimultaneously?(gestureRecognizer, other) ?? false
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive?(gestureRecognizer, touch) ?? true
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        shouldRequireFailure?(gestureRecognizer, other) ?? false
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        shouldBeRequiredToFail?(gestureRecognizer, other) ?? false
    }
}
