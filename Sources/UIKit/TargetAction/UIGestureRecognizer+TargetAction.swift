/// UIKit's target-action API on gesture recognizers, with method references for selectors:
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: Self.tapped)   // #selector(tapped)
/// pan.addTarget(self, action: Self.panned)                              // #selector(panned(_:))
/// pan.removeTarget(self, action: Self.panned)
/// ```
///
/// The target is held weakly, as on iOS: once it is gone its actions are skipped. Actions run in the
/// order they were added, closures (`addTarget { gr in }`) and target-action pairs alike. Adding the same
/// pair twice sends it twice (methods cannot be compared; iOS adds it once). See Selector.swift for
/// the shapes an action method may have and how removal matches.
extension UIGestureRecognizer {
    /// UIKit's initializer: `action` is sent to `target` at each recognized state change.
    public convenience init(target: AnyObject?, action: Selector?) {
        self.init()
        if let action { addTarget(target, action: action) }
    }

    /// `init(target: self, action: Self.refresh)` for `func refresh()`.
    public convenience init<Target: AnyObject>(target: AnyObject?, action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(target: target, action: Selector(action))
    }

    /// `init(target: self, action: Self.tapped)` for `func tapped(_ sender: UITapGestureRecognizer)`.
    public convenience init<Target: AnyObject, Sender>(target: AnyObject?, action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init(target: target, action: Selector(action))
    }

    /// Adds a pair. A nil target has nothing to receive the action (gesture actions do not travel the
    /// responder chain on iOS either): it is refused with a message.
    public func addTarget(_ target: AnyObject?, action: Selector) {
        guard let target else {
            Log.uikit.warning("\(type(of: self)).addTarget with a nil target has no receiver; ignored")
            return
        }
        let pair = TargetActionPair(target: target, action: action)
        targetActionPairs.append(pair)
        addTarget { recognizer in
            guard !pair.isRemoved, let target = pair.target else { return }  // removed, or deallocated
            pair.action.send(to: target, from: recognizer, for: nil)
        }
    }

    /// Adds `target`'s method without arguments, `func refresh()`, passed as `Self.refresh`.
    public func addTarget<Target: AnyObject>(_ target: AnyObject?, action: @escaping (Target) -> @MainActor () -> Void) {
        addTarget(target, action: Selector(action))
    }

    /// Adds `target`'s method that takes the recognizer, `func panned(_ sender: UIPanGestureRecognizer)`,
    /// passed as `Self.panned`.
    public func addTarget<Target: AnyObject, Sender>(_ target: AnyObject?, action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        addTarget(target, action: Selector(action))
    }

    /// Removes `target`'s pairs (nil: every target's) whose method has `action`'s shape (nil: any).
    public func removeTarget(_ target: AnyObject?, action: Selector?) {
        for pair in targetActionPairs where pair.matches(target, action) { pair.isRemoved = true }
        targetActionPairs.removeAll { $0.isRemoved || ($0.target == nil && $0.hadTarget) }
    }

    /// Removes `target`'s actions without arguments (nil target: every target's).
    public func removeTarget<Target: AnyObject>(_ target: AnyObject?, action: @escaping (Target) -> @MainActor () -> Void) {
        removeTarget(target, action: Selector(action))
    }

    /// Removes `target`'s actions that take a sender of `action`'s type (nil target: every target's).
    public func removeTarget<Target: AnyObject, Sender>(_ target: AnyObject?, action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        removeTarget(target, action: Selector(action))
    }
}
