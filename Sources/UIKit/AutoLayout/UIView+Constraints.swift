/// UIView's Auto Layout API: installed constraints, the update-constraints phase, intrinsic size with
/// hugging and compression resistance, fitting sizes and ambiguity. The overridable members
/// (`intrinsicContentSize`, `updateConstraints`, `layoutMargins`, `translatesAutoresizingMaskIntoConstraints`)
/// are declared in UIView.swift's "Auto Layout" block, because Swift on Linux cannot override members
/// declared in extensions.
extension UIView {
    /// The value of an intrinsic axis that has no natural size.
    public static let noIntrinsicMetric: CGFloat = -1
    /// `systemLayoutSizeFitting` target: as small as the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// `systemLayoutSizeFitting` target: as large as the constraints allow. The value is not documented
    /// by Apple; any size larger than a screen behaves the same with `fittingSizeLevel` priorities.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Installed constraints

    /// The active constraints installed on this view (those whose nearest common ancestor it is, or that
    /// were added with `addConstraint`).
    public var constraints: [NSLayoutConstraint] { autoLayout?.installed ?? [] }

    /// Activates `constraint`, installed on the receiver (UIKit requires the receiver to be a common
    /// ancestor of its items; otherwise it is installed on their nearest common ancestor).
    public func addConstraint(_ constraint: NSLayoutConstraint) { AutoLayoutCycle.activate(constraint, on: self) }
    /// Adds each of `constraints` with `addConstraint(_:)`, in order.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { addConstraint(c) } }

    /// Deactivates `constraint` if it is installed on the receiver.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self else { return }
        constraint.isActive = false
    }
    /// Removes each of `constraints` with `removeConstraint(_:)`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraint(c) } }

    // MARK: Update constraints phase

    /// Asks for `updateConstraints()` before the next solve (bottom-up, before frames are written).
    public func setNeedsUpdateConstraints() { AutoLayoutCycle.setNeedsUpdateConstraints(self) }

    /// Whether `setNeedsUpdateConstraints()` was called and the update phase has not run yet.
    public func needsUpdateConstraints() -> Bool { autoLayout?.needsUpdateConstraints ?? false }

    /// Runs pending `updateConstraints()` calls of the receiver's window (or view hierarchy) now, deepest
    /// views first.
    public func updateConstraintsIfNeeded() { AutoLayoutCycle.updateConstraints(for: self) }

    /// UIView's own `updateConstraints`: a view controller's root view forwards to
    /// `updateViewConstraints()`, as on iOS.
    func _updateConstraints() { viewController?.updateViewConstraints() }

    // MARK: Intrinsic content size

    /// Re-reads `intrinsicContentSize` at the next layout pass; only the constants of the size
    /// constraints change.
    public func invalidateIntrinsicContentSize() {
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
        guard let state = autoLayout, let engine = state.engine, engine.registration(of: self) != nil else { return }
        engine.intrinsicDirty.append(self)
        AutoLayoutCycle.markDirty(engine)
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists growing beyond its `intrinsicContentSize` on `axis` (`.defaultLow` unless set).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let h = autoLayout?.hugging ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? h.horizontal : h.vertical
    }

    /// Sets the hugging priority on `axis`; it takes effect at the next layout pass.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = autoLayoutState
        if axis == .horizontal { state.hugging.horizontal = priority } else { state.hugging.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its `intrinsicContentSize` on `axis` (`.defaultHigh` unless set).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let c = autoLayout?.compression ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? c.horizontal : c.vertical
    }

    /// Sets the compression resistance on `axis`; it takes effect at the next layout pass.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = autoLayoutState
        if axis == .horizontal { state.compression.horizontal = priority } else { state.compression.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    // MARK: Fitting size

    /// The smallest (or largest) size the constraints of the receiver's subtree allow near `targetSize`,
    /// both axes at `fittingSizeLevel`. The receiver's own autoresizing constraints
    /// play no part (TN2154's "mixed approach", T22).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// Solves the subtree's constraints in a scratch engine with `width == target.width @horizontal`
    /// and `height == target.height @vertical`; the real engine is not touched.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        AutoLayoutCycle.updateConstraints(for: self)
        let engine = AutoLayoutEngine(root: self, fitting: .init(size: targetSize, horizontal: horizontal, vertical: vertical))
        let state = engine.register(self)
        var found: [NSLayoutConstraint] = []
        func collect(_ view: UIView) {
            for c in view.autoLayout?.installed ?? [] where within(c.firstItem) && (c.secondItem == nil || within(c.secondItem)) {
                found.append(c)
            }
            for sub in view.subviews { collect(sub) }
        }
        func within(_ item: AnyObject?) -> Bool {
            let v = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            return v?.isDescendant(of: self) ?? false
        }
        collect(self)
        for c in found.sorted(by: { $0.sequence < $1.sequence }) { engine.addUserConstraint(c) }
        let size = CGSize(width: engine.solver.value(of: state.width), height: engine.solver.value(of: state.height))
        engine.solver.reset()
        return size
    }

    // MARK: Ambiguity

    /// True when the constraints do not pin this view's frame (hard ambiguity); for a
    /// scroll view also when its constraint-driven content size is ambiguous (T17).
    public var hasAmbiguousLayout: Bool {
        guard let state = autoLayout else { return false }
        if state.ambiguousContentWidth || state.ambiguousContentHeight { return true }
        guard let engine = state.engine, let reg = engine.registration(of: self),
              self !== engine.root, !reg.translatesMask else { return false }
        let s = engine.solver
        return s.isAmbiguous(state.minX) || s.isAmbiguous(state.minY) || s.isAmbiguous(state.width) || s.isAmbiguous(state.height)
    }

    /// Margins enter constraint expressions as constants, so the engine rebuilds when they change.
    func layoutMarginsDidChangeForConstraints() {
        if let engine = autoLayout?.engine ?? autoLayout?.ownedEngine {
            engine.needsRebuild = true
            AutoLayoutCycle.markDirty(engine)
        }
        setNeedsLayout()
    }

    /// Mask constraints come and go with the flag: the engine rebuilds.
    func translatesAutoresizingMaskDidChange() {
        if let engine = autoLayout?.engine {
            engine.needsRebuild = true
            AutoLayoutCycle.markDirty(engine)
        }
    }
}
