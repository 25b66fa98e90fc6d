/// Core Animation's transactions: the settings that layer changes made between `begin()` and
/// `commit()` animate with, and a block to run when their animations end.
///
/// As on iOS there is always a transaction: changes made outside `begin()`/`commit()` belong to the
/// implicit transaction, which commits once per frame, after the frame's layout (the window's
/// `tick(timestamp:)` ends with `CATransaction.commitFrame()`), or at `flush()`. Nested transactions inherit
/// the settings of the ones around them until they set their own.
///
/// What the settings reach: the implicit animations of standalone layers (CALayer+Actions.swift),
/// which take their duration (0.25 s by default, Core Animation's documented default) and timing
/// function (nil by default, which means the `.default` curve the CAMediaTimingFunction header names as the
/// implicit animations' curve) from here, and which `setDisableActions(true)` turns off. `UIView.animate`
/// blocks keep their own duration and curve, as on iOS.
///
/// The completion block runs on the host clock once every animation added to a layer after it was
/// set, inside this transaction or one nested in it, has ended or been removed (Apple: "all
/// animations subsequently added by this transaction group"). With no such animation it runs at the
/// next tick, never inside `commit()`. The state is the current host context's (`CATransactionState`):
/// iOS keeps it once per app's main thread, ScrollKit once per host, so two hosts in one process
/// (or two tests side by side) do not commit or read each other's transactions.
@preconcurrency @MainActor
open class CATransaction {
    /// The current host context's transactions: every class method below acts on them.
    private static var state: CATransactionState { HostContext.current.transactions }

    /// Frames committed so far by every context, counted across the process: a serial, not shared
    /// state. A layer records it when made (`CALayer.bornInFrame`) and animates implicitly only once
    /// the context it changes in has committed a frame since (`hasCommittedFrame(since:)`).
    package private(set) static var commitSerial = 0

    /// Whether the current context has committed a frame after `serial` (a `commitSerial` read
    /// earlier): another host's frames do not count.
    package static func hasCommittedFrame(since serial: Int) -> Bool { state.lastCommitSerial > serial }

    /// Core Animation's default duration for implicit animations, in seconds (Apple's CATransaction
    /// reference: "defaults to 0.25 seconds").
    public static let defaultAnimationDuration: CFTimeInterval = 0.25

    /// Not meant to be made: the type's class methods act on the current transaction.
    public init() {}

    /// The innermost transaction first, then those around it, then the implicit one.
    private static var framesInnermostFirst: [CATransactionState.Frame] { state.framesInnermostFirst }

    /// The transaction settings go to: the innermost explicit one, else the implicit one (made now).
    private static var current: CATransactionState.Frame { state.current }

    /// Opens a transaction nested in the current one.
    public class func begin() { state.stack.append(CATransactionState.Frame()) }

    /// Commits the innermost transaction opened with `begin()`. Without one it logs one line and
    /// does nothing (iOS warns about an unbalanced commit too).
    public class func commit() {
        guard let frame = state.stack.popLast() else {
            Log.quartzCore.warning("CATransaction.commit() without a matching begin(); ignored")
            return
        }
        frame.completion?.commit()
    }

    /// Commits the implicit transaction now rather than at the end of the frame: pending layer
    /// layout runs and the implicit transaction's completion block is scheduled.
    public class func flush() { commitFrame() }

    /// Does nothing: ScrollKit's transactions live on the main thread only (iOS uses the lock
    /// around changes made from other threads).
    public class func lock() {}
    /// Does nothing (see `lock()`).
    public class func unlock() {}

    /// Whether property changes trigger actions (implicit animations); false unless set.
    public class func disableActions() -> Bool {
        // Asked at every animatable property change: no array is built.
        let state = state
        for frame in state.stack.reversed() { if let flag = frame.disableActions { return flag } }
        return state.implicitFrame?.disableActions ?? false
    }
    /// Turns actions off (true) or on for the current transaction and those nested in it.
    public class func setDisableActions(_ flag: Bool) { current.disableActions = flag }

    /// The duration implicit animations of this transaction get: 0.25 s unless set.
    public class func animationDuration() -> CFTimeInterval {
        framesInnermostFirst.lazy.compactMap(\.duration).first ?? defaultAnimationDuration
    }
    /// Sets the implicit animations' duration; non-finite or negative values become 0 (a jump).
    public class func setAnimationDuration(_ duration: CFTimeInterval) {
        current.duration = duration.isFinite ? max(0, duration) : 0
    }

    /// The timing function implicit animations of this transaction get; nil unless set (they then use `.default`).
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        for frame in framesInnermostFirst { if let set = frame.timingFunction { return set } }
        return nil
    }
    /// Sets the implicit animations' timing function (nil: the `.default` curve).
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.timingFunction = .some(function)
    }

    /// The completion block of the current transaction, if one was set.
    public class func completionBlock() -> (() -> Void)? { current.completion?.completion }
    /// Sets the block run once the animations added from now on in this transaction have ended.
    /// Setting it again replaces the block and starts counting afresh; nil runs nothing.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        current.completion?.cancel()
        current.completion = block.map { CATransactionGroup(completion: $0) }
    }

    /// The value stored under `key` in the current transaction or one around it. The four
    /// settings above are also stored as their kCATransaction keys.
    public class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return framesInnermostFirst.lazy.compactMap { $0.values[key] }.first
        }
    }
    /// Stores `value` under `key` in the current transaction; the kCATransaction keys set the
    /// settings above (a value of the wrong type logs one line and is ignored).
    public class func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case kCATransactionDisableActions:
            guard let flag = value as? Bool else { return wrongType(key) }
            setDisableActions(flag)
        case kCATransactionAnimationDuration:
            guard let seconds = value as? Double else { return wrongType(key) }
            setAnimationDuration(seconds)
        case kCATransactionAnimationTimingFunction:
            guard value == nil || value is CAMediaTimingFunction else { return wrongType(key) }
            setAnimationTimingFunction(value as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock:
            guard value == nil || value is () -> Void else { return wrongType(key) }
            setCompletionBlock(value as? () -> Void)
        default: current.values[key] = value
        }
    }

    private class func wrongType(_ key: String) {
        Log.quartzCore.warning("CATransaction.setValue(_:forKey: \"\(key)\"): wrong value type; ignored")
    }

    /// Ends a frame: lays out the layers that asked for it (CALayer+Layout.swift), then commits the
    /// implicit transaction. The window's tick calls it after its layout pass; `flush()` too.
    package class func commitFrame() {
        CALayer.layoutPendingLayers()
        let state = state
        commitSerial += 1
        state.lastCommitSerial = commitSerial
        guard let frame = state.implicitFrame else { return }
        state.implicitFrame = nil
        frame.completion?.commit()
    }

    /// The completion groups an animation added now belongs to: the current transaction's and
    /// those of the transactions around it.
    static var openGroups: [CATransactionGroup] {
        framesInnermostFirst.compactMap(\.completion)
    }
}

/// Key of `CATransaction.value(forKey:)` for `disableActions()`.
public let kCATransactionDisableActions = "disableActions"
/// Key of `CATransaction.value(forKey:)` for `animationDuration()`.
public let kCATransactionAnimationDuration = "animationDuration"
/// Key of `CATransaction.value(forKey:)` for `animationTimingFunction()`.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// Key of `CATransaction.value(forKey:)` for `completionBlock()`.
public let kCATransactionCompletionBlock = "completionBlock"

/// Counts the animations a transaction's completion block waits for (CATransaction).
@MainActor
final class CATransactionGroup {
    let completion: () -> Void
    private var pending = 0
    private var committed = false
    private var done = false

    init(completion: @escaping () -> Void) { self.completion = completion }

    func animationAdded() { pending += 1 }

    func animationEnded() {
        pending -= 1
        if committed, pending == 0 { finish() }
    }

    /// The transaction committed: the block runs when its animations end, or at the next tick.
    func commit() {
        committed = true
        if pending == 0 { HostTimer.after(0) { [self] in finish() } }
    }

    /// The block was replaced before the transaction committed: it never runs.
    func cancel() { done = true }

    private func finish() {
        guard !done else { return }
        done = true
        completion()
    }
}
