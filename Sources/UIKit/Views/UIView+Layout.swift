/// The layout pass and autoresizing.
///
/// `setNeedsLayout` marks a view; the window's tick (or `layoutIfNeeded`) runs `layoutSubviews` top
/// down on every marked view. A `layoutSubviews` that marks views again is not re-run in the same pass
/// (no endless loop); the marks are served on the next pass.
extension UIView {
    /// Marks the view and tells its ancestors, up to the first that already knows: each keeps
    /// `descendantNeedsLayout`, so the pass walks only the paths that lead to marked views.
    func _setNeedsLayout() {
        needsLayout = true
        var v = superview
        while let a = v, !a.descendantNeedsLayout {
            a.descendantNeedsLayout = true
            v = a.superview
        }
    }

    /// `layoutIfNeeded()`: runs any pending layout in the receiver's subtree now.
    func _layoutIfNeeded() {
        // Auto Layout: update constraints, solve and write frames first (AutoLayout/AutoLayoutCycle.swift),
        // in the cycle of this view's window (or of its root when it is not in one).
        var cycle = AutoLayoutCycle.existing(for: self)
        if let cycle, cycle.hasPendingWork { cycle.run() }
        UIView.layoutPassVisits += 1
        guard needsLayout || descendantNeedsLayout else { return }
        if needsLayout {
            needsLayout = false
            runLayoutSubviews(cycle: cycle)
        }
        // The subviews are not even looked at unless one of them (or one of theirs) was marked or
        // constraints are waiting: a scroll view of 10,000 subviews whose offset moves every tick
        // lays out itself, and its tick costs the same as with 1,000 (`Benchmarks tick`,
        // tick_decelerating_10k_over_1k). The flag is cleared only now, so marks made by this
        // view's own layoutSubviews are served in this pass, as before. Constraints a layoutSubviews
        // changed still reach the next child (a child's layout may also have made the root's
        // cycle, with the first constraint).
        guard descendantNeedsLayout || cycle?.hasPendingWork == true else { return }
        descendantNeedsLayout = false
        for view in _subviews {
            UIView.layoutPassVisits += 1
            guard view.needsLayout || view.descendantNeedsLayout || cycle?.hasPendingWork == true else { continue }
            view.layoutIfNeeded()
            if cycle == nil { cycle = AutoLayoutCycle.existing(for: self) }
        }
    }

    /// How many views the layout pass has looked at in this process: each `layoutIfNeeded` it runs
    /// and each subview whose marks it reads. Tests check that a frame's count follows what
    /// changed, not the size of the tree (a debug counter; nothing in UIKit reads it).
    static var layoutPassVisits = 0

    /// `cycle`: the root's cycle `_layoutIfNeeded` found just before. Without a view controller
    /// nothing runs in between that could make one, so it is not looked up again (a walk to the
    /// root for each of the 1,000 labels of a first frame; `make bench`, first_frame_labels).
    private func runLayoutSubviews(cycle: AutoLayoutCycle?) {
        if let controller = viewController {
            controller.viewWillLayoutSubviews()
            // Auto Layout: constraints changed in viewWillLayoutSubviews reach the frames before layoutSubviews.
            AutoLayoutCycle.runIfNeeded(for: self)
        } else if let cycle, cycle.hasPendingWork {
            cycle.run()
        }
        layoutSubviews()
        viewController?.viewDidLayoutSubviews()
    }

    /// Override to position subviews. The default does nothing: autoresizing already ran when the
    /// bounds changed, and constraint frames were written before the pass (AutoLayoutCycle).
    func _layoutSubviews() {}

    func _sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    func _sizeToFit() {
        let size = Finite.size(sizeThatFits(bounds.size))
        var f = frame
        f.size = CGSize(width: max(0, size.width), height: max(0, size.height))
        frame = f
    }

    /// Applies each subview's `autoresizingMask` after the receiver's bounds size changed.
    ///
    /// UIKit's springs-and-struts rule per axis: the size change is shared among the flexible parts
    /// (left margin, width, right margin) in proportion to their current lengths, or equally when all
    /// of them are zero.
    func resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let dw = bounds.width - oldSize.width, dh = bounds.height - oldSize.height
        for view in subviews where !view.autoresizingMask.isEmpty {
            let m = view.autoresizingMask
            let f = view.frame
            let x = Self.distribute(delta: dw, lead: f.minX, size: f.width, trail: oldSize.width - f.maxX,
                                    flexLead: m.contains(.flexibleLeftMargin), flexSize: m.contains(.flexibleWidth),
                                    flexTrail: m.contains(.flexibleRightMargin))
            let y = Self.distribute(delta: dh, lead: f.minY, size: f.height, trail: oldSize.height - f.maxY,
                                    flexLead: m.contains(.flexibleTopMargin), flexSize: m.contains(.flexibleHeight),
                                    flexTrail: m.contains(.flexibleBottomMargin))
            view.frame = CGRect(x: x.origin, y: y.origin, width: max(0, x.size), height: max(0, y.size))
        }
    }

    static func distribute(delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
                           flexLead: Bool, flexSize: Bool, flexTrail: Bool) -> (origin: CGFloat, size: CGFloat) {
        let parts = [(flexLead, lead), (flexSize, size), (flexTrail, trail)]
        let flexible = parts.filter { $0.0 }
        guard !flexible.isEmpty, delta != 0 else { return (lead, size) }
        let total = flexible.reduce(CGFloat(0)) { $0 + max(0, $1.1) }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(0, part.1) / total : delta / CGFloat(flexible.count)
        }
        return (lead + share(parts[0]), size + share(parts[1]))
    }
}
