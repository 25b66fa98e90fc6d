/// A method reference standing in for an Objective-C selector: what UIKit's target-action APIs take.
///
/// Swift on Linux has no `#selector`. Where iOS code writes `#selector(tapped)`, ScrollKit takes the
/// method itself, unapplied: `Self.tapped` or `ViewController.tapped` (a `(ViewController) -> () -> Void`).
/// Every target-action API has generic overloads for the three shapes an action method may have, as on
/// iOS: no argument, the sender, or the sender and the event:
///
/// ```swift
/// func refresh()                                                  // Self.refresh
/// func tapped(_ sender: UITapGestureRecognizer)                   // Self.tapped
/// func buttonTapped(_ sender: UIButton, forEvent event: UIEvent)  // Self.buttonTapped
/// ```
///
/// `Selector(Self.tapped)` makes one explicitly (for `UIBarButtonItem.action`, `sendAction`).
///
/// Sending checks the types at run time, as Objective-C's dispatch does: a target that is not of the
/// method's class, or a sender the method does not take, is skipped with a logged line (iOS raises
/// "unrecognized selector"). Methods cannot be compared in Swift, so two selectors are equal when they
/// have the same shape (arity and sender type): `removeTarget(_:action:)` removes a target's actions of
/// that shape.
public struct Selector: CustomStringConvertible {
    /// Calls the method on `target` with `sender` and `event`; false if the types do not match.
    let invoke: @MainActor (_ target: AnyObject, _ sender: Any?, _ event: UIEvent?) -> Bool
    /// Whether `target` is of the method's class (responder-chain search: "responds to selector").
    let accepts: (AnyObject) -> Bool
    /// The shape: arity and sender type (the target's class is left out, so `Self.tapped` and
    /// `ViewController.tapped` match).
    let shape: Shape

    struct Shape: Hashable {
        let arity: Int
        let sender: ObjectIdentifier?
    }

    /// A method without arguments: `func refresh()`.
    @preconcurrency @MainActor
    public init<Target: AnyObject>(_ method: @escaping (Target) -> @MainActor () -> Void) {
        invoke = { target, _, _ in
            guard let t = target as? Target else { return false }
            method(t)()
            return true
        }
        accepts = { $0 is Target }
        shape = Shape(arity: 0, sender: nil)
    }

    /// A method taking the sender: `func tapped(_ sender: UITapGestureRecognizer)`.
    @preconcurrency @MainActor
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> @MainActor (Sender) -> Void) {
        invoke = { target, sender, _ in
            guard let t = target as? Target, let s = sender as? Sender else { return false }
            method(t)(s)
            return true
        }
        accepts = { $0 is Target }
        shape = Shape(arity: 1, sender: ObjectIdentifier(Sender.self))
    }

    /// A method taking the sender and the event: `func tapped(_ sender: UIButton, forEvent event: UIEvent)`.
    /// Sent without an event (`sendActions(for:)` from code), it receives an empty event of the moment.
    @preconcurrency @MainActor
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> @MainActor (Sender, UIEvent) -> Void) {
        invoke = { target, sender, event in
            guard let t = target as? Target, let s = sender as? Sender else { return false }
            method(t)(s, event ?? UIEvent(timestamp: HostClock.now, touches: []))
            return true
        }
        accepts = { $0 is Target }
        shape = Shape(arity: 2, sender: ObjectIdentifier(Sender.self))
    }

    public var description: String {
        switch shape.arity {
        case 0: return "Selector(() -> Void)"
        case 1: return "Selector((sender) -> Void)"
        default: return "Selector((sender, event) -> Void)"
        }
    }

    /// Sends to `target`, logging a mismatch instead of raising as Objective-C would.
    @MainActor @discardableResult
    func send(to target: AnyObject, from sender: Any?, for event: UIEvent?) -> Bool {
        if invoke(target, sender, event) { return true }
        Log.uikit.warning("\(type(of: target)) cannot take \(self) from \(sender.map { "\(type(of: $0))" } ?? "nil"); action not sent")
        return false
    }
}

/// One target-action pair as controls, gesture recognizers and bar button items keep it: the target
/// held weakly, as on iOS, so a deallocated target is skipped (no call, no crash).
@MainActor
final class TargetActionPair {
    weak var target: AnyObject?
    /// Whether a target was given: a nil target means "the responder chain" (controls) rather than "gone".
    let hadTarget: Bool
    let action: Selector
    var isRemoved = false

    init(target: AnyObject?, action: Selector) {
        self.target = target
        self.hadTarget = target != nil
        self.action = action
    }

    /// Whether this pair is `target`'s (nil: any) with `action`'s shape (nil: any).
    func matches(_ target: AnyObject?, _ action: Selector?) -> Bool {
        (target == nil || self.target === target) && (action == nil || action!.shape == self.action.shape)
    }
}

extension UIEvent {
    /// The event being delivered now (set by the touch pipeline), so a control's actions can pass it.
    static var dispatching: UIEvent?
}
