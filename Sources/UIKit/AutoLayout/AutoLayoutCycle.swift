/// When Auto Layout runs: the queue between app code and the engines, and the update-constraints →
/// solve → write-frames cycle that `layoutIfNeeded` starts (UIKit's layout cycle).
///
/// One cycle per layout root, kept in the root's Auto Layout state: a window's cycle is the window's,
/// as UIKit keeps its layout engine per window, so constraint changes in one window lay out nothing in
/// another. A view hierarchy without a window is its own root and solves on `layoutIfNeeded` as on
/// iOS. When a root joins a superview, its queue moves to the new root's cycle (`viewDidMoveToSuperview`).
///
/// Everything here is a no-op until the first constraint is activated, and a single flag check per
/// layout pass afterwards when nothing changed, so views without constraints keep the plain fast path.
@MainActor
final class AutoLayoutCycle {
    /// Something is queued: the next `layoutIfNeeded` in this root's tree runs `run()` first.
    var hasPendingWork = false
    private var isRunning = false
    private var dirtyEngines: [AutoLayoutEngine] = []
    /// Weak: a root asking for its own `updateConstraints` must not keep itself alive through its cycle.
    private var needingUpdate: [QueuedView] = []
    private struct QueuedView { weak var view: UIView? }

    /// Whether a hierarchy hook for `view` may have work: a constraint was activated in the current
    /// host context (its one-way latch, `UIKitHostState.autoLayoutInUse`), or, for a tree built
    /// under another context, `view` or its layout root carries Auto Layout state. The latch spares
    /// apps without constraints the subtree walks; the state check keeps a tree whose constraints
    /// were activated in one host correct when it moves into a window of a host that never
    /// activated one (`viewWillLeaveSuperview` marks a constrained subtree that leaves its tree).
    static func isInUse(around view: UIView) -> Bool {
        HostContext.current.uikit.autoLayoutInUse || view.autoLayout != nil || view.layoutRoot.autoLayout != nil
    }

    /// Activation order. Process-wide on purpose: a constraint keeps its place among the others when
    /// its views move to another window, since each engine adds constraints in this order.
    private static var sequence = 0

    // MARK: Finding a root's cycle

    /// The cycle of `view`'s layout root, nil while nothing was ever queued there.
    static func existing(for view: UIView) -> AutoLayoutCycle? { view.layoutRoot.autoLayout?.rootCycle }

    /// The cycle of `view`'s layout root, made on first use.
    static func of(_ view: UIView) -> AutoLayoutCycle {
        let state = view.layoutRoot.autoLayoutState
        if let cycle = state.rootCycle { return cycle }
        let cycle = AutoLayoutCycle()
        state.rootCycle = cycle
        return cycle
    }

    /// Runs the cycle of `view`'s root when something is queued there.
    static func runIfNeeded(for view: UIView) {
        if let cycle = existing(for: view), cycle.hasPendingWork { cycle.run() }
    }

    /// Runs the pending `updateConstraints()` calls of `view`'s root.
    static func updateConstraints(for view: UIView) { existing(for: view)?.runUpdateConstraints() }

    // MARK: The cycle

    /// Update constraints bottom-up, then sync every dirty engine (solve and write frames top-down).
    func run() {
        guard !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        for _ in 0..<4 {
            runUpdateConstraints()
            guard !dirtyEngines.isEmpty else { break }
            let engines = dirtyEngines
            dirtyEngines.removeAll()
            for engine in engines {
                engine.isDirty = false
                guard !engine.isDiscarded, let root = engine.root, root.superview == nil,
                      root.autoLayout?.ownedEngine === engine else { continue }
                engine.sync()
                if engine.live.isEmpty, engine.ordered.count <= 1, root.autoLayout?.installed.isEmpty != false {
                    Self.discard(engine)
                }
            }
        }
        hasPendingWork = !dirtyEngines.isEmpty || !needingUpdate.isEmpty
    }

    /// Calls the queued `updateConstraints()`, deepest views first. A queued view that has moved to
    /// another root since is handed to that root's cycle.
    func runUpdateConstraints() {
        for _ in 0..<8 where !needingUpdate.isEmpty {
            let views = needingUpdate.compactMap(\.view).map { ($0, $0.treeDepth) }.sorted { $0.1 > $1.1 }.map(\.0)
            needingUpdate.removeAll()
            for view in views where view.autoLayout?.needsUpdateConstraints == true {
                let cycle = Self.of(view)
                guard cycle === self else {
                    cycle.needingUpdate.append(QueuedView(view: view))
                    cycle.hasPendingWork = true
                    continue
                }
                view.autoLayout?.needsUpdateConstraints = false
                view.updateConstraints()
            }
        }
    }

    static func setNeedsUpdateConstraints(_ view: UIView) {
        let state = view.autoLayoutState
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        let cycle = of(view)
        cycle.needingUpdate.append(QueuedView(view: view))
        cycle.hasPendingWork = true
    }

    /// Queues `engine` in its root's cycle (an engine whose root was freed has nothing to lay out).
    static func markDirty(_ engine: AutoLayoutEngine) {
        guard let root = engine.root else { return }
        let cycle = of(root)
        cycle.hasPendingWork = true
        guard !engine.isDirty else { return }
        engine.isDirty = true
        cycle.dirtyEngines.append(engine)
    }

    /// A root joined a superview: what it queued moves to the new root's cycle (engines whose root is
    /// no longer a root are passed over there, and their `isDirty` mark is cleared).
    private static func mergeCycle(of view: UIView) {
        guard let state = view.autoLayout, let old = state.rootCycle else { return }
        state.rootCycle = nil
        guard !old.needingUpdate.isEmpty || !old.dirtyEngines.isEmpty else { return }
        let cycle = of(view)
        cycle.needingUpdate.append(contentsOf: old.needingUpdate)
        for engine in old.dirtyEngines {
            engine.isDirty = false
            markDirty(engine)
        }
        cycle.hasPendingWork = true
    }

    /// The engine of `view`'s layout root, created (to be built from scratch) if there is none.
    static func engine(forRootOf view: UIView) -> AutoLayoutEngine {
        let root = view.layoutRoot
        let state = root.autoLayoutState
        if let engine = state.ownedEngine { return engine }
        let engine = AutoLayoutEngine(root: root)
        state.ownedEngine = engine
        return engine
    }

    static func discard(_ engine: AutoLayoutEngine) {
        engine.clear()
        engine.isDiscarded = true
        if engine.root?.autoLayout?.ownedEngine === engine { engine.root?.autoLayout?.ownedEngine = nil }
    }

    // MARK: Constraints

    static func activate(_ c: NSLayoutConstraint, on preferred: UIView?) {
        guard c.installedOn == nil else { return }
        guard let first = c.firstItem else { return }
        guard let space = AutoLayoutEngine.space(for: first, c.secondItem) else {
            AutoLayoutDiagnostics.log("ScrollKit: unable to activate constraint \(c.formula): its items have no common "
                + "ancestor. Does the constraint reference items in different view hierarchies? (UIKit raises an exception.)")
            return
        }
        let host = preferred.flatMap { p in space.isDescendant(of: p) ? p : nil } ?? space
        HostContext.current.uikit.autoLayoutInUse = true
        if let window = host.window { window.hostContext.uikit.autoLayoutInUse = true }
        sequence += 1
        c.sequence = sequence
        c.isBroken = false
        c.installedOn = host
        host.autoLayoutState.installed.append(c)
        let engine = engine(forRootOf: host)
        engine.pendingAdds.append(c)
        markDirty(engine)
        host.setNeedsLayout()
    }

    static func deactivate(_ c: NSLayoutConstraint) {
        guard let host = c.installedOn else { return }
        host.autoLayout?.installed.removeAll { $0 === c }
        c.installedOn = nil
        c.isBroken = false
        if let engine = c.liveEngine {
            engine.pendingRemoves.append(c)
            markDirty(engine)
        }
        host.setNeedsLayout()
    }

    static func constraintConstantDidChange(_ c: NSLayoutConstraint) {
        if let engine = c.liveEngine {
            engine.pendingConstants.append(c)
            markDirty(engine)
            c.installedOn?.setNeedsLayout()
        } else if c.isBroken, let host = c.installedOn {
            retry(c, host)
        }
    }

    static func constraintPriorityDidChange(_ c: NSLayoutConstraint) {
        if let engine = c.liveEngine {
            engine.pendingRemoves.append(c)
            engine.pendingAdds.append(c)
            markDirty(engine)
        } else if c.isBroken, let host = c.installedOn {
            retry(c, host)
        }
    }

    /// A broken constraint whose constant or priority changed gets another chance.
    private static func retry(_ c: NSLayoutConstraint, _ host: UIView) {
        let engine = engine(forRootOf: host)
        engine.pendingAdds.append(c)
        markDirty(engine)
        host.setNeedsLayout()
    }

    // MARK: Hooks from views

    /// A registered view moved or resized (UIView's center/bounds observers): a root re-pins its size,
    /// an autoresizing view refreshes its mask constraints.
    /// Frames an engine writes itself queue nothing (`isApplyingFrames`).
    static func geometryDidChange(_ view: UIView, _ state: AutoLayoutViewState) {
        if let engine = state.ownedEngine, view.superview == nil, !engine.isApplyingFrames {
            engine.geometryDirty = true
            markDirty(engine)
        }
        if let engine = state.engine, !engine.isApplyingFrames, engine.registration(of: view)?.translatesMask == true {
            engine.geometryDirty = true
            markDirty(engine)
        }
    }

    /// A scroll view's offset changed: one `suggestValue` per axis, frames written at the next pass.
    static func contentOffsetDidChange(_ scrollView: UIScrollView) {
        guard let state = scrollView.autoLayout, let engine = state.engine,
              engine.registration(of: scrollView)?.editsOffset == true else { return }
        engine.suggestOffset(of: scrollView)
        markDirty(engine)
    }

    /// A view and its subtree are about to leave their superview: constraints between the subtree and
    /// the rest of the old tree are deactivated (as UIKit does), and the old root's engine rebuilds.
    static func viewWillLeaveSuperview(_ view: UIView) {
        guard let parent = view.superview, isInUse(around: view) else { return }
        var ancestor: UIView? = parent
        while let a = ancestor {
            for c in a.autoLayout?.installed ?? [] where references(c, inside: view) { deactivate(c) }
            ancestor = a.superview
        }
        guard usesAutoLayout(view) else { return }
        // The subtree carries its mark wherever it goes next (`isInUse(around:)`).
        _ = view.autoLayoutState
        if let engine = parent.layoutRoot.autoLayout?.ownedEngine {
            engine.needsRebuild = true
            markDirty(engine)
        }
    }

    /// A view and its subtree joined a new superview: its own engine (if it was a root) is dropped and the
    /// new root's engine rebuilds, and what it had queued moves to the new root's cycle.
    static func viewDidMoveToSuperview(_ view: UIView) {
        mergeCycle(of: view)
        guard view.superview != nil, isInUse(around: view), usesAutoLayout(view) else { return }
        if let old = view.autoLayout?.ownedEngine { discard(old) }
        let engine = engine(forRootOf: view)
        engine.needsRebuild = true
        markDirty(engine)
    }

    /// A subtree was taken out of its superview and put nowhere: it is a layout root now, and its own
    /// constraints solve in an engine of its own on its `layoutIfNeeded`, as a hierarchy without a
    /// window does on iOS.
    static func viewDidBecomeRoot(_ view: UIView) {
        guard view.superview == nil, isInUse(around: view), usesAutoLayout(view) else { return }
        let engine = engine(forRootOf: view)
        engine.needsRebuild = true
        markDirty(engine)
    }

    private static func references(_ c: NSLayoutConstraint, inside view: UIView) -> Bool {
        func inside(_ item: AnyObject?) -> Bool {
            guard let item else { return false }
            let v = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            return v?.isDescendant(of: view) ?? false
        }
        return inside(c.firstItem) || inside(c.secondItem)
    }

    /// Whether any view in the subtree has constraints installed or is laid out by an engine.
    private static func usesAutoLayout(_ view: UIView) -> Bool {
        if let state = view.autoLayout, !state.installed.isEmpty || state.engine != nil || state.ownedEngine != nil { return true }
        return view.subviews.contains { usesAutoLayout($0) }
    }
}
