/// One host context's Core Animation transactions (`HostContext.transactions`): the explicit ones
/// opened with `CATransaction.begin()`, the implicit one, and when the context last committed a
/// frame. `CATransaction`'s class methods act on the current context's (docs/ARCHITECTURE.md#one-host-context),
/// so a transaction opened in one host's work is neither read nor committed by another host's frames.
@MainActor
final class CATransactionState {
    /// Settings and completion of one open transaction; nil fields defer to the enclosing one.
    final class Frame {
        var disableActions: Bool?
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction??
        var completion: CATransactionGroup?
        var values: [String: Any] = [:]
    }

    /// Explicit transactions, outermost first.
    var stack: [Frame] = []
    /// The implicit transaction, made when something first needs it since the last frame.
    var implicitFrame: Frame?
    /// `CATransaction.commitSerial` when this context last committed a frame (0: never). A layer
    /// born after that has no implicit animations in this context yet (CALayer+Actions.swift).
    var lastCommitSerial = 0

    /// No transaction open, no frame committed.
    nonisolated init() {}

    /// The innermost transaction first, then those around it, then the implicit one.
    var framesInnermostFirst: [Frame] {
        stack.reversed() + (implicitFrame.map { [$0] } ?? [])
    }

    /// The transaction settings go to: the innermost explicit one, else the implicit one (made now).
    var current: Frame {
        if let top = stack.last { return top }
        if let frame = implicitFrame { return frame }
        let frame = Frame()
        implicitFrame = frame
        return frame
    }

    /// Drops every open transaction without running completions (a context starting afresh).
    func removeAll() {
        stack.removeAll()
        implicitFrame = nil
    }
}
