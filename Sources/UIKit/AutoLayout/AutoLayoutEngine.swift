import LayoutEngine

/// The constraint engine of one layout root (a window, or a parentless view): a `Solver` plus what maps
/// views, guides and `NSLayoutConstraint`s onto it. 
/// docs/ARCHITECTURE.md#auto-layout describes the model.
///
/// The engine is lazy: activation, constant and priority changes, intrinsic-size invalidations, frame
/// changes of autoresizing views and root resizes only queue work and mark the engine dirty; `sync()`
/// applies the queue incrementally at the next layout pass (constants change in place) and writes
/// the solved frames top-down. A hierarchy change in a subtree that uses constraints rebuilds the engine
/// from the constraints installed under its root (cheap at UI sizes, and always consistent).
/// A scratch engine answers `systemLayoutSizeFitting` without touching the real one.
///
/// See also: LayoutItemGeometry.swift (attributes → expressions), AutoLayoutEngine+Autoresizing.swift,
/// AutoLayoutCycle.swift (when engines run).
@MainActor
final class AutoLayoutEngine {
    /// Per registered view: what this engine added on its behalf.
    final class Registration {
        /// Weak: a view freed before the next pass must not be touched (its registration is skipped).
        weak var view: UIView?
        let depth: Int
        /// The autoresizing-mask constraints of a view with `translatesAutoresizingMaskIntoConstraints`.
        var translatesMask = false
        var masks: [MaskConstraint] = []
        var maskUsed: UIView.AutoresizingMask = []
        /// Content hugging and compression resistance.
        var intrinsic: [LayoutEngine.Constraint] = []
        var intrinsicSize = CGSize(width: -1, height: -1)
        var intrinsicPriorities: [Float] = []
        /// The root's size, pinned to its bounds.
        var rootPins: [LayoutEngine.Constraint] = []
        var pinnedSize = CGSize.zero
        /// Scroll views: whether constraints reach the content area (then the engine sets `contentSize`),
        /// and whether anything depends on `contentOffset` (floating views, `frameLayoutGuide`).
        var drivesContentSize = false
        var editsOffset = false

        init(view: UIView, depth: Int) { self.view = view; self.depth = depth }
    }

    struct MaskConstraint {
        var constraint: LayoutEngine.Constraint
        var coefficient: Double
    }

    /// What a scratch engine fits the root to: `systemLayoutSizeFitting`'s target and priorities.
    struct FittingTarget {
        var size: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    /// Weak: engines are owned by their root, but one may wait in the dirty list after the root is freed.
    weak var root: UIView?
    let solver = Solver()
    let fitting: FittingTarget?
    var isScratch: Bool { fitting != nil }
    var isDiscarded = false

    var needsRebuild = true
    /// Queued in its root's cycle (AutoLayoutCycle.markDirty).
    var isDirty = false
    /// True while this engine writes frames (their geometry hooks must not queue more work).
    var isApplyingFrames = false
    var geometryDirty = false
    var pendingAdds: [NSLayoutConstraint] = []
    var pendingRemoves: [NSLayoutConstraint] = []
    var pendingConstants: [NSLayoutConstraint] = []
    var intrinsicDirty: [UIView] = []

    var registrations: [ObjectIdentifier: Registration] = [:]
    /// Registered views, sorted by depth before frames are written (parents before children).
    var ordered: [Registration] = []
    var orderIsSorted = true
    /// User constraints currently in the solver.
    var live: [NSLayoutConstraint] = []
    /// Readable content guides whose width rule is in the solver (App/UIView+ReadableContentGuide.swift).
    var readableGuides: [ObjectIdentifier] = []
    /// Keyboard layout guides whose top is an edit variable of this solver (Keyboard/UIKeyboardLayoutGuide.swift).
    var keyboardGuides: [UILayoutGuide] = []

    init(root: UIView, fitting: FittingTarget? = nil) {
        self.root = root
        self.fitting = fitting
    }

    func registration(of view: UIView) -> Registration? { registrations[ObjectIdentifier(view)] }

    /// Makes `view`'s variables meaningful: pins the root's size, turns an autoresizing view's mask
    /// into constraints (registering its superview first), or adds intrinsic-size constraints.
    @discardableResult
    func register(_ view: UIView) -> AutoLayoutViewState {
        let state = view.autoLayoutState
        if registrations[ObjectIdentifier(view)] != nil { return state }
        let reg = Registration(view: view, depth: view.treeDepth)
        registrations[ObjectIdentifier(view)] = reg
        if let last = ordered.last, last.depth > reg.depth { orderIsSorted = false }
        ordered.append(reg)
        if !isScratch { state.engine = self }
        if view === root {
            pinRoot(reg, state)
            if isScratch { addIntrinsic(reg) }
        } else if state.translatesAutoresizingMask, let parent = view.superview {
            register(parent)
            reg.translatesMask = true
            addMasks(reg, parent: parent)
        } else {
            addIntrinsic(reg)
        }
        return state
    }

    /// Makes a scroll view's `contentOffset` an edit variable (only once something depends on it).
    func editOffset(of scrollView: UIView) {
        let state = register(scrollView)
        guard let reg = registration(of: scrollView), !reg.editsOffset else { return }
        reg.editsOffset = true
        // Just above any optional layout priority (999), so that no layout preference moves the offset.
        try? solver.addEditVariable(state.offsetX, strength: Strength(999.9))
        try? solver.addEditVariable(state.offsetY, strength: Strength(999.9))
        suggestOffset(of: scrollView)
    }

    func suggestOffset(of scrollView: UIView) {
        guard let state = scrollView.autoLayout else { return }
        try? solver.suggestValue(Double(scrollView.bounds.origin.x), for: state.offsetX)
        try? solver.suggestValue(Double(scrollView.bounds.origin.y), for: state.offsetY)
    }

    // MARK: Adding constraints

    static func strength(_ priority: UILayoutPriority) -> Strength {
        priority.isRequired ? .required : Strength(Double(min(999.99, max(1, priority.rawValue))))
    }

    /// Adds a solver constraint; on conflict logs UIKit's message, breaks this constraint and returns false.
    @discardableResult
    func add(_ constraint: LayoutEngine.Constraint) -> Bool {
        do {
            try solver.addConstraint(constraint)
            return true
        } catch {
            if case .unsatisfiable(let broken, let conflicts) = error {
                AutoLayoutDiagnostics.unsatisfiable(broken: broken, conflicts: conflicts)
            } else {
                AutoLayoutDiagnostics.log("ScrollKit: cannot add constraint \(constraint): \(error)")
            }
            return false
        }
    }

    /// Translates an active `NSLayoutConstraint` and adds it.
    func addUserConstraint(_ c: NSLayoutConstraint) {
        guard let first = c.firstItem else { return }
        let space = Self.space(for: first, c.secondItem)
        do {
            if c.secondItem != nil, !(c.firstAttribute.isSize && c.secondAttribute.isSize),
               c.firstAttribute.isHorizontal != c.secondAttribute.isHorizontal {
                throw LayoutItemError(message: "it relates a horizontal attribute to a vertical one")
            }
            if c.firstAttribute.isSize != (c.secondItem == nil ? true : c.secondAttribute.isSize), c.secondItem != nil {
                throw LayoutItemError(message: "it relates a size to a position")
            }
            if c.secondItem == nil, !c.firstAttribute.isSize {
                throw LayoutItemError(message: "a position cannot equal a constant")
            }
            // Leading/trailing in a right-to-left space: the mirrored constraint (NSLayoutConstraint+Direction).
            let mirrored = c.mirrorsInRightToLeft(space: space)
            let sign = mirrored ? -1.0 : 1.0
            let firstAttribute = mirrored ? c.firstAttribute.rightToLeftEquivalent : c.firstAttribute
            let secondAttribute = mirrored ? c.secondAttribute.rightToLeftEquivalent : c.secondAttribute
            let lhs = try expression(firstAttribute, of: first, in: space) * sign
            var rhs = LayoutEngine.Expression(constant: 0)
            if let second = c.secondItem { rhs = try expression(secondAttribute, of: second, in: space) * (Double(c.multiplier) * sign) }
            let base = lhs.constant - rhs.constant
            let solverConstraint = LayoutEngine.Constraint(lhs, c.relation.solverRelation, rhs + Double(c.constant),
                                                           strength: Self.strength(c.priority), name: c.description)
            guard add(solverConstraint) else {
                if !isScratch { c.isBroken = true }
                return
            }
            if isScratch { return }
            c.solverConstraint = solverConstraint
            c.solverBase = base
            c.liveEngine = self
            c.isBroken = false
            live.append(c)
        } catch let error as LayoutItemError {
            AutoLayoutDiagnostics.log("ScrollKit: ignoring constraint \(c): \(error.message)")
        } catch {}
    }

    func removeUserConstraint(_ c: NSLayoutConstraint) {
        guard c.liveEngine === self, let sc = c.solverConstraint else { return }
        try? solver.removeConstraint(sc)
        c.solverConstraint = nil
        c.liveEngine = nil
        live.removeAll { $0 === c }
    }

    // MARK: The layout pass

    /// Applies everything queued since the last pass, then writes frames and content sizes.
    func sync() {
        if needsRebuild {
            rebuild()
        } else {
            for c in pendingRemoves { removeUserConstraint(c) }
            for c in pendingAdds.sorted(by: { $0.sequence < $1.sequence })
            where c.isActive && c.liveEngine == nil && root != nil && c.installedOn?.layoutRoot === root {
                addUserConstraint(c)
            }
        }
        pendingRemoves.removeAll(); pendingAdds.removeAll()
        for c in pendingConstants where c.liveEngine === self { updateConstant(of: c) }
        pendingConstants.removeAll()
        for view in intrinsicDirty { if let reg = registration(of: view) { refreshIntrinsic(reg) } }
        intrinsicDirty.removeAll()
        if geometryDirty {
            geometryDirty = false
            refreshGeometry()
        }
        writeFrames()
    }

    private func updateConstant(of c: NSLayoutConstraint) {
        guard let sc = c.solverConstraint else { return }
        do {
            try solver.updateConstant(of: sc, to: c.solverBase - Double(c.constant))
        } catch {
            if case .unsatisfiable(_, let conflicts) = error {
                AutoLayoutDiagnostics.unsatisfiable(broken: sc, conflicts: conflicts)
            }
            removeUserConstraint(c)
            c.isBroken = true
        }
    }

    /// Starts over from the constraints installed under the root, in activation order.
    func rebuild() {
        clear()
        needsRebuild = false
        guard let root else { return }
        var found: [NSLayoutConstraint] = []
        func collect(_ view: UIView) {
            if let state = view.autoLayout { found.append(contentsOf: state.installed) }
            for sub in view.subviews { collect(sub) }
        }
        collect(root)
        for c in found.sorted(by: { $0.sequence < $1.sequence }) { addUserConstraint(c) }
    }

    /// Forgets every registration and constraint (the views keep their frames).
    func clear() {
        for c in live where c.liveEngine === self { c.solverConstraint = nil; c.liveEngine = nil }
        live.removeAll()
        for reg in ordered where reg.view?.autoLayout?.engine === self { reg.view?.autoLayout?.engine = nil }
        registrations.removeAll(); ordered.removeAll(); orderIsSorted = true
        readableGuides.removeAll()
        keyboardGuides.removeAll()
        solver.reset()
    }

    /// Writes solved frames top-down (views that translate their mask are left to autoresizing, which
    /// gives the same frames), then the content size of constraint-driven scroll views.
    func writeFrames() {
        if !orderIsSorted {
            ordered.sort { $0.depth < $1.depth }
            orderIsSorted = true
        }
        isApplyingFrames = true
        defer { isApplyingFrames = false }
        for reg in ordered where reg.view !== root && !reg.translatesMask {
            guard let view = reg.view, let state = view.autoLayout else { continue }
            let f = CGRect(x: solver.value(of: state.minX), y: solver.value(of: state.minY),
                           width: max(0, solver.value(of: state.width)), height: max(0, solver.value(of: state.height)))
            if view.frame != f { view.frame = f }
        }
        for reg in ordered where reg.drivesContentSize {
            guard let scrollView = reg.view as? UIScrollView, let state = scrollView.autoLayout else { continue }
            let size = CGSize(width: solver.value(of: state.contentWidth), height: solver.value(of: state.contentHeight))
            if scrollView.contentSize != size { scrollView.contentSize = size }
            reportContentAmbiguity(scrollView, state)
        }
    }

    private func reportContentAmbiguity(_ scrollView: UIScrollView, _ state: AutoLayoutViewState) {
        let w = solver.isAmbiguous(state.contentWidth), h = solver.isAmbiguous(state.contentHeight)
        defer { state.ambiguousContentWidth = w; state.ambiguousContentHeight = h }
        guard (w && !state.ambiguousContentWidth) || (h && !state.ambiguousContentHeight) else { return }
        let axes = [w ? "width" : nil, h ? "height" : nil].compactMap { $0 }.joined(separator: " and ")
        AutoLayoutDiagnostics.log("ScrollKit: \(NSLayoutConstraint.itemName(scrollView)) has ambiguous scrollable content \(axes): "
            + "the constraints of its subviews do not determine contentSize.\(axes == "width and height" ? "width/height" : axes), "
            + "which reads 0. Pin the content to both edges of the scroll view (or its contentLayoutGuide), "
            + "or give the content an explicit size.")
    }

    /// The value of a guide's rectangle after the last solve (`UILayoutGuide.layoutFrame`).
    static func solvedFrame(of guide: UILayoutGuide) -> CGRect {
        guard let owner = guide.owningView else { return .zero }
        switch guide.kind {
        case .margins: return owner.bounds.inset(by: owner.effectiveLayoutMargins)
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .readableContent: return readableFrame(of: guide, owner: owner)
        case .keyboard: return keyboardFrame(of: guide, owner: owner)
        case .scrollContent: return CGRect(origin: .zero, size: (owner as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return owner.bounds
        case .custom:
            guard let engine = owner.autoLayout?.engine ?? owner.autoLayout?.ownedEngine else { return .zero }
            let s = engine.solver
            return CGRect(x: s.value(of: guide.minX), y: s.value(of: guide.minY),
                          width: s.value(of: guide.width), height: s.value(of: guide.height))
        }
    }
}
