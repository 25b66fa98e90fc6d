/// UIKit's target-action API on controls, with method references for selectors:
///
/// ```swift
/// button.addTarget(self, action: Self.buttonTapped, for: .touchUpInside)   // #selector(buttonTapped(_:))
/// button.removeTarget(self, action: Self.buttonTapped, for: .touchUpInside)
/// ```
///
/// The action method may take nothing, the sender, or the sender and the `UIEvent` being delivered
/// (Selector.swift). The target is held weakly: once it is gone its actions are skipped. A nil target
/// sends the action up the responder chain from the control to the first responder of the method's
/// class (UIKit starts at the first responder, which ScrollKit does not track; from a control the chain
/// reaches its view controllers). Actions run in the order they were added, `UIAction`s included.
extension UIControl {
    /// Sends `action` to `target` (nil: up the responder chain) whenever one of `controlEvents` happens;
    /// the target is held weakly.
    public func addTarget(_ target: AnyObject?, action: Selector, for controlEvents: Event) {
        let pair = TargetActionPair(target: target, action: action)
        let uiAction = UIAction { [weak self] _ in
            guard let self, !pair.isRemoved else { return }
            if pair.hadTarget {
                guard let target = pair.target else { return }  // deallocated: skipped, as on iOS
                self.sendAction(pair.action, to: target, for: UIEvent.dispatching)
            } else {
                self.sendAction(pair.action, to: nil, for: UIEvent.dispatching)
            }
        }
        targetActions.append(ControlTargetAction(pair: pair, events: controlEvents, uiAction: uiAction))
        addAction(uiAction, for: controlEvents)
    }

    /// `addTarget(self, action: Self.refresh, for:)` for an action method without arguments.
    public func addTarget<Target: AnyObject>(_ target: AnyObject?, action: @escaping (Target) -> @MainActor () -> Void,
                                             for controlEvents: Event) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }

    /// `addTarget(self, action: Self.buttonTapped, for:)` for an action method that takes the sender.
    public func addTarget<Target: AnyObject, Sender>(_ target: AnyObject?, action: @escaping (Target) -> @MainActor (Sender) -> Void,
                                                     for controlEvents: Event) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }

    /// `addTarget(self, action: Self.buttonTapped, for:)` for an action method that takes the sender and the event.
    public func addTarget<Target: AnyObject, Sender>(_ target: AnyObject?,
                                                     action: @escaping (Target) -> @MainActor (Sender, UIEvent) -> Void,
                                                     for controlEvents: Event) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Stops sending `action` (nil: every action) to `target` (nil: every target) for `controlEvents`;
    /// a pair left with no events is dropped, as on iOS.
    public func removeTarget(_ target: AnyObject?, action: Selector?, for controlEvents: Event) {
        for i in targetActions.indices where targetActions[i].pair.matches(target, action) {
            let entry = targetActions[i]
            guard !entry.events.isDisjoint(with: controlEvents) else { continue }
            removeAction(entry.uiAction, for: entry.events)
            targetActions[i].events = entry.events.subtracting(controlEvents)
            if targetActions[i].events.isEmpty { entry.pair.isRemoved = true } else { addAction(entry.uiAction, for: targetActions[i].events) }
        }
        targetActions.removeAll { $0.pair.isRemoved }
    }

    /// Removes `target`'s actions without arguments (nil target: every target's) for `controlEvents`.
    public func removeTarget<Target: AnyObject>(_ target: AnyObject?, action: @escaping (Target) -> @MainActor () -> Void,
                                                for controlEvents: Event) {
        removeTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Removes `target`'s actions taking a sender of `action`'s type (nil target: every target's) for `controlEvents`.
    public func removeTarget<Target: AnyObject, Sender>(_ target: AnyObject?, action: @escaping (Target) -> @MainActor (Sender) -> Void,
                                                        for controlEvents: Event) {
        removeTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Removes `target`'s actions taking a sender and an event (nil target: every target's) for `controlEvents`.
    public func removeTarget<Target: AnyObject, Sender>(_ target: AnyObject?,
                                                        action: @escaping (Target) -> @MainActor (Sender, UIEvent) -> Void,
                                                        for controlEvents: Event) {
        removeTarget(target, action: Selector(action), for: controlEvents)
    }

    /// The targets with actions (live ones; a nil-target pair shows as `NSNull` on iOS and is left out).
    public var allTargets: [AnyObject] {
        var seen: [AnyObject] = []
        for entry in targetActions {
            if let t = entry.pair.target, !seen.contains(where: { $0 === t }) { seen.append(t) }
        }
        return seen
    }

    /// The events that have target-action pairs (`UIAction`s added with `addAction` are not counted).
    public var allControlEvents: Event {
        targetActions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Sends `action` to `target` (nil: the responder chain) through the application, as UIKit does.
    public func sendAction(_ action: Selector, to target: AnyObject?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }
}

extension UIControl.Event {
    /// Every event (UIKit's value).
    public static let allEvents = UIControl.Event(rawValue: 0xFFFF_FFFF)
}

/// A control's target-action pair and the events it is registered for.
struct ControlTargetAction {
    let pair: TargetActionPair
    var events: UIControl.Event
    let uiAction: UIAction
}
