import Foundation

/// Row animations on the host clock: inserts, deletes, moves and reloads (alone, in
/// `performBatchUpdates(_:completion:)` or between `beginUpdates()`/`endUpdates()`) animate the
/// cells' frames and alpha over `rowAnimationDuration` with UIKit's default ease-in-ease-out curve.
///
/// The batch itself changes the model at once (counts, `rectForRow`, the selection); the cells move
/// at the next layout pass, which first places every cell where it ends (the same layout as without
/// animation), then starts each one from where it was: cells that stay slide from their old frame,
/// new rows come in by their `RowAnimation` (from the side, from above or below, fading, or growing
/// from their middle), rows that survived off screen slide in from where they were, and the cells
/// of deleted or reloaded rows stay on screen animating out and are queued for reuse at the end.
/// Then the `performBatchUpdates` completions run with `true` (or `false` if the animation was cut
/// short). With `.none` everywhere nothing animates and completions run at once, as they do when
/// the table is not in a window.
extension UITableView {
    /// 0.3 s: how long UIKit's row animations take. Apple does not document the figure; 0.3 s is
    /// the commonly measured duration of a table's insert and delete animations (and of
    /// `UIView.animate`'s typical system transitions), and ScrollKit's choice.
    public static let rowAnimationDuration: TimeInterval = 0.3

    /// Whether a batch should animate: some change animates and there is a window to see it in.
    func shouldAnimate(_ updates: TableUpdates) -> Bool { updates.isAnimated && window != nil }

    /// The frames of everything on screen now, by identity (taken before a batch changes the model).
    func currentFrames() -> [ObjectIdentifier: CGRect] {
        var frames: [ObjectIdentifier: CGRect] = [:]
        for cell in visibleCellsByPath.values { frames[ObjectIdentifier(cell)] = cell.frame }
        for view in headerViews.values { frames[ObjectIdentifier(view)] = view.frame }
        for view in footerViews.values { frames[ObjectIdentifier(view)] = view.frame }
        return frames
    }

    /// Ends the display of a row's cell as `endDisplayingCell` does, but leaves it on screen to
    /// animate out; it is queued for reuse when the animation ends.
    func endDisplayingCellAnimated(at indexPath: IndexPath, style: RowAnimation, into pending: inout PendingRowAnimation) {
        guard style.resolved != .none, let cell = visibleCellsByPath.removeValue(forKey: indexPath) else {
            endDisplayingCell(at: indexPath)
            return
        }
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        pending.disappearing.append((cell, style))
    }

    /// Queues an animation for the next layout pass (merging with one not yet run).
    func schedule(_ animation: PendingRowAnimation) {
        if pendingRowAnimation == nil { pendingRowAnimation = animation } else { pendingRowAnimation?.merge(animation) }
        setNeedsLayout()
    }

    /// Runs from the layout pass, after the cells are at their final frames.
    func runPendingRowAnimation() {
        guard var pending = pendingRowAnimation else { return }
        pendingRowAnimation = nil
        var moves: [(UIView, start: CGRect, startAlpha: CGFloat, end: CGRect, endAlpha: CGFloat)] = []
        for (indexPath, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            let final = cell.frame
            if let old = pending.oldFrames[ObjectIdentifier(cell)] {
                if old != final { moves.append((cell, old, cell.alpha, final, cell.alpha)) }
            } else if let style = pending.insertStyle(indexPath) {
                let start = style.startState(final: final)
                if style.resolved != .none { moves.append((cell, start.frame, start.alpha, final, 1)) }
            } else if let old = pending.oldIndexPath(indexPath), pending.oldGeometry.contains(old) {
                // A surviving row that came on screen: it slides in from where it was.
                let dy = CGFloat(pending.oldGeometry.top(ofItem: pending.oldGeometry.itemIndex(ofRow: old))) - final.minY
                if dy != 0 { moves.append((cell, final.offsetBy(dx: 0, dy: dy), 1, final, 1)) }
            }
        }
        for view in Array(headerViews.values) + Array(footerViews.values) {
            if let old = pending.oldFrames[ObjectIdentifier(view)] {
                if old != view.frame { moves.append((view, old, 1, view.frame, 1)) }
            } else {
                moves.append((view, view.frame, 0, view.frame, 1))
            }
        }
        let leaving = pending.disappearing
        for (view, _) in leaving where view.superview === self { sendSubviewToBack(view) }
        UIView.performWithoutAnimation {
            for m in moves {
                m.0.frame = m.start
                m.0.alpha = m.startAlpha
            }
        }
        let completions = pending.completions
        pending.completions = []
        // Rows stay tappable while they move (`.allowUserInteraction`), as table rows on iOS do.
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            for m in moves {
                m.0.frame = m.end
                m.0.alpha = m.endAlpha
            }
            for (view, style) in leaving {
                let end = style.endState(from: view.frame)
                view.frame = end.frame
                view.alpha = end.alpha
            }
        }, completion: { [weak self] finished in
            for (view, _) in leaving {
                view.removeFromSuperview()
                view.alpha = 1
                if let cell = view as? UITableViewCell { self?.enqueueReusableCell(cell) }
            }
            for completion in completions { completion(finished) }
        })
    }
}
