import Foundation
import QuartzCore

// NSObject's selector calls for responders, with a method reference standing in for the selector
// (`Selector(Self.reload)`, TargetAction/Selector.swift), on the host clock (the library reads no
// other clock): `responds(to:)`, `perform(_:with:afterDelay:)` and
// `cancelPreviousPerformRequests(withTarget:…)`, the debounce scroll code uses.

extension UIResponder {
    /// Whether this object can take `aSelector`: whether it is of the method's class (a method
    /// reference names its class; Swift has no other way to ask).
    public func responds(to aSelector: Selector?) -> Bool { aSelector?.accepts(self) ?? false }

    /// Calls the method on this object now (with no argument).
    public func perform(_ aSelector: Selector) { aSelector.send(to: self, from: nil, for: nil) }

    /// Calls the method on this object now, with `anArgument` as its argument.
    public func perform(_ aSelector: Selector, with anArgument: Any?) { aSelector.send(to: self, from: anArgument, for: nil) }

    /// Calls the method on this object `delay` seconds of host time from now (at the first frame
    /// at or after then; a delay of 0 at the next frame). The object and the argument are kept
    /// until then, as on iOS.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let id = ObjectIdentifier(self)
        let request = PerformRequest(selector: aSelector, argument: anArgument)
        request.timer = HostTimer.after(delay) { [self] in
            PerformRequest.pending[id]?.removeAll { $0 === request }
            if PerformRequest.pending[id]?.isEmpty == true { PerformRequest.pending[id] = nil }
            aSelector.send(to: self, from: anArgument, for: nil)
        }
        PerformRequest.pending[id, default: []].append(request)
    }

    /// Cancels every `perform(_:with:afterDelay:)` still waiting for `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        guard let target = aTarget as? UIResponder else { return }
        let id = ObjectIdentifier(target)
        for request in PerformRequest.pending[id] ?? [] { request.timer?.invalidate() }
        PerformRequest.pending[id] = nil
    }

    /// Cancels the waiting requests for `aTarget` of `aSelector`'s shape (Swift cannot compare
    /// methods, docs/PORTING.md §1) whose argument is `anArgument` (compared with `==` for
    /// `NSObject`s and identity for other objects; nil matches nil).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        guard let target = aTarget as? UIResponder else { return }
        let id = ObjectIdentifier(target)
        let (cancelled, kept) = (PerformRequest.pending[id] ?? []).partitioned {
            $0.selector.shape == aSelector.shape && PerformRequest.sameArgument($0.argument, anArgument)
        }
        for request in cancelled { request.timer?.invalidate() }
        PerformRequest.pending[id] = kept.isEmpty ? nil : kept
    }
}

extension Timer {
    /// Foundation's target-action timer with a method reference (`Self.step`, taking nothing or
    /// the timer), on the host clock: it fires at frames, as `HostTimer` does, and stops when the
    /// returned timer is invalidated (checked at each firing). The target is kept until then, as
    /// on iOS. The returned timer keeps `userInfo`, and its `fire()` calls the method at once (a
    /// one-shot timer is then invalidated; a repeating one keeps its schedule), as Foundation's.
    @MainActor @discardableResult
    public static func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: AnyObject, selector aSelector: Selector,
                                      userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        // Foundation treats a repeating interval ≤ 0 as 0.1 ms (Timer's documentation).
        let interval = yesOrNo ? max(ti, 0.0001) : ti
        let handle = HostTargetTimer(interval: interval, repeats: yesOrNo, userInfo: userInfo) { timer in
            _ = aSelector.send(to: aTarget, from: timer, for: nil)
        }
        HostTimer.scheduledTimer(withTimeInterval: interval, repeats: yesOrNo) { hostTimer in
            guard handle.isValid else { hostTimer.invalidate(); return }
            handle.fire()   // sends the method; a one-shot timer invalidates itself (Foundation's fire())
        }
        return handle
    }
}

/// The timer `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` returns: Foundation's
/// `Timer`, never put on a run loop (the host clock fires it), with the `userInfo` it was given
/// (Foundation on Linux has no initializer that takes one, and leaves `userInfo` to subclasses).
final class HostTargetTimer: Timer {
    private let storedUserInfo: Any?
    /// What a firing does (sends the selector); Foundation's block reaches it through the timer.
    private let action: @MainActor (Timer) -> Void

    init(interval: TimeInterval, repeats: Bool, userInfo: Any?, action: @escaping @MainActor (Timer) -> Void) {
        storedUserInfo = userInfo
        self.action = action
        // The fire date is not read: the host clock schedules the firings (no wall clock here).
        super.init(fire: Date(timeIntervalSinceReferenceDate: 0), interval: interval, repeats: repeats) { timer in
            // Fired only from the main actor (the host scheduler, or fire() on a main-actor timer).
            guard let fired = timer as? HostTargetTimer else { return }
            nonisolated(unsafe) let onMain = fired
            MainActor.assumeIsolated { onMain.action(onMain) }
        }
    }

    override var userInfo: Any? { storedUserInfo }
}

/// One waiting `perform(_:with:afterDelay:)`.
@MainActor
final class PerformRequest {
    let selector: Selector
    let argument: Any?
    var timer: HostTimer?

    init(selector: Selector, argument: Any?) {
        self.selector = selector
        self.argument = argument
    }

    /// The waiting requests by target, oldest first.
    static var pending: [ObjectIdentifier: [PerformRequest]] = [:]

    static func sameArgument(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a as NSObject, b as NSObject): return a.isEqual(b)
        case let (a?, b?): return type(of: a) is AnyClass && type(of: b) is AnyClass && (a as AnyObject) === (b as AnyObject)
        default: return false
        }
    }
}

private extension Array {
    func partitioned(by belongsInFirst: (Element) -> Bool) -> ([Element], [Element]) {
        var first: [Element] = [], second: [Element] = []
        for element in self { if belongsInFirst(element) { first.append(element) } else { second.append(element) } }
        return (first, second)
    }
}
