/// Implicit animations and actions: what a layer does when one of its animatable properties
/// changes, as Core Animation does.
///
/// A change of an animatable property (`position`, `bounds`, `anchorPoint`, `opacity`, `transform`,
/// `zPosition`, `cornerRadius`, `borderWidth`, `contentsRect`, the shadow's opacity, radius and offset;
/// a CAShapeLayer's `path`, `strokeStart`, `strokeEnd`, `lineWidth`, `lineDashPhase`) asks
/// `action(forKey:)` for an action, unless `CATransaction.disableActions()` is true, and runs it.
/// The search is Core Animation's documented one: the delegate's `action(for:forKey:)` (a view
/// answers `NSNull`, so a view's own layer changes at once outside `UIView.animate` blocks), then
/// `actions`, then `defaultAction(forKey:)`, then the implicit animation: a `CABasicAnimation` of
/// `CATransaction.animationDuration()` with the transaction's timing function (the `.default`
/// curve when it has none), from the value on screen to the new model value. `NSNull` anywhere ends
/// the search with no animation.
///
/// Not animated (they change at once): colours (`backgroundColor`, `borderColor`, `shadowColor`),
/// `contents`, `isHidden`, `masksToBounds`. A layer made during the current frame changes at once
/// until that frame commits (iOS: a layer not yet committed has nothing on screen to animate from);
/// presentation copies never animate. A change to the same value runs no action.
extension CALayer {
    /// Property keys of CALayer whose changes get the implicit animation.
    static let layerAnimatableKeys: Set<String> = [
        "position", "bounds", "anchorPoint", "opacity", "transform", "zPosition", "cornerRadius",
        "borderWidth", "contentsRect", "shadowOpacity", "shadowRadius", "shadowOffset"]

    /// Nesting depth of `presentation()` calls building copies (their changes animate nothing).
    static var presentationDepth = 0

    /// `action(forKey:)`'s search (the type's summary).
    func findAction(forKey event: String) -> (any CAAction)? {
        if let action = delegate?.action(for: self, forKey: event) { return action }
        if let action = actions?[event] { return action }
        if let action = Self.defaultAction(forKey: event) { return action }
        guard Self.implicitlyAnimatedKeys.contains(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Runs the action for a change of `key` from `from` to `to` (the model already holds `to`).
    func propertyDidChange(_ key: String, from: CAAnimatableValue, to: CAAnimatableValue) {
        guard CALayer.presentationDepth == 0, from != to, CATransaction.hasCommittedFrame(since: bornInFrame),
              !CATransaction.disableActions(), let action = action(forKey: key), !(action is NSNull) else { return }
        guard let animation = action as? CABasicAnimation else {
            return action.run(forKey: key, object: self, arguments: nil)
        }
        // From what is on screen now: an animation already running on the key continues from
        // its current value, as Core Animation's implicit animations do.
        let onScreen = self.animation(forKey: key)?.value(at: HostClock.now) ?? from
        let running = animation.copyForAction()
        if running.keyPath == nil { running.keyPath = key }
        if running.fromValue == nil { running.fromValue = onScreen }
        if running.toValue == nil { running.toValue = to }
        running.run(forKey: key, object: self, arguments: nil)
    }
}

extension CABasicAnimation {
    /// A fresh copy for one run of an action, so an animation kept in `actions` can run again; a
    /// subclass (spring, keyframe) runs as the same object, as it would be re-added on iOS.
    func copyForAction() -> CABasicAnimation {
        guard type(of: self) == CABasicAnimation.self else { return self }
        let copy = CABasicAnimation(keyPath: keyPath)
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.duration = duration
        copy.timingFunction = timingFunction
        copy.completion = completion
        copy.repeatCount = repeatCount
        copy.autoreverses = autoreverses
        return copy
    }

    /// Counts the animation in the completion of every open transaction (CATransaction).
    @MainActor func joinOpenTransactions() {
        let groups = CATransaction.openGroups
        groups.forEach { $0.animationAdded() }
        transactionGroups += groups
    }

    /// The animation ended (`finished`) or was removed: its completion runs, then the
    /// transactions it belongs to learn it is over.
    @MainActor func didEnd(finished: Bool) {
        let groups = transactionGroups
        transactionGroups = []
        completion?(finished)
        groups.forEach { $0.animationEnded() }
    }
}
