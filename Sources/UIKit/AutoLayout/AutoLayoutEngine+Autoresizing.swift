import LayoutEngine

/// The constraints the engine adds on a view's behalf: the root's size, autoresizing masks
/// and intrinsic content size with hugging and compression resistance.
extension AutoLayoutEngine {
    // MARK: Root

    func pinRoot(_ reg: Registration, _ state: AutoLayoutViewState) {
        if let fitting {
            // systemLayoutSizeFitting: the target size at the requested priorities.
            let w = LayoutEngine.Constraint(state.width, .equal, Double(fitting.size.width),
                                            strength: Self.strength(fitting.horizontal), name: "fitting width")
            let h = LayoutEngine.Constraint(state.height, .equal, Double(fitting.size.height),
                                            strength: Self.strength(fitting.vertical), name: "fitting height")
            add(w); add(h)
            return
        }
        guard let root else { return }
        let size = root.bounds.size
        let name = NSLayoutConstraint.itemName(root)
        let w = LayoutEngine.Constraint(state.width, .equal, Double(size.width), name: "<root size: \(name).width == \(NSLayoutConstraint.number(size.width))>")
        let h = LayoutEngine.Constraint(state.height, .equal, Double(size.height), name: "<root size: \(name).height == \(NSLayoutConstraint.number(size.height))>")
        reg.rootPins = [w, h].filter { add($0) }
        reg.pinnedSize = size
    }

    /// Re-reads the root's size and the frames of views that translate their masks; constants change
    /// in place (a mask whose proportions changed is re-added).
    func refreshGeometry() {
        guard let root else { return }
        for reg in ordered {
            guard let view = reg.view else { continue }
            if view === root, !isScratch, reg.pinnedSize != root.bounds.size, reg.rootPins.count == 2 {
                let size = root.bounds.size
                reg.pinnedSize = size
                try? solver.updateConstant(of: reg.rootPins[0], to: -Double(size.width))
                try? solver.updateConstant(of: reg.rootPins[1], to: -Double(size.height))
            } else if reg.translatesMask, let parent = view.superview {
                refreshMasks(reg, parent: parent)
            }
        }
        // A keyboard guide's top is measured from its owner's top edge: with the keyboard hidden it
        // is the owner's height, which a resize or rotation just changed.
        if !keyboardGuides.isEmpty { suggestKeyboardGuides() }
    }

    // MARK: Autoresizing masks

    /// One axis of a mask as required linear constraints of the superview size S: each flexible
    /// part k (leading margin, size, trailing margin) becomes k₀ + (S − S₀)·k₀/Σflexible; fixed parts stay.
    /// Returns (position coefficient, position constant, size coefficient, size constant) for
    /// `pos − a·S == b` and `size − c·S == d`.
    static func maskTerms(origin: CGFloat, size: CGFloat, parent: CGFloat, flexLead: Bool, flexSize: Bool,
                          flexTrail: Bool) -> (Double, Double, Double, Double) {
        let lead = Double(origin), length = Double(size), trail = Double(parent - origin - size)
        let parts = [(flexLead, lead), (flexSize, length), (flexTrail, trail)].filter { $0.0 }
        let total = parts.reduce(0) { $0 + max(0, $1.1) }
        func share(_ flexible: Bool, _ k: Double) -> Double {
            guard flexible else { return 0 }
            return total > 0 ? max(0, k) / total : 1 / Double(parts.count)
        }
        let a = share(flexLead, lead), c = share(flexSize, length)
        let s0 = Double(parent)
        return (a, lead - a * s0, c, length - c * s0)
    }

    private func desiredMasks(_ view: UIView, parent: UIView) -> [(Variable, Variable, Double, Double)] {
        let state = view.autoLayoutState, parentState = parent.autoLayoutState
        let m = view.autoresizingMask, f = view.frame, p = parent.bounds.size
        let x = Self.maskTerms(origin: f.minX, size: f.width, parent: p.width, flexLead: m.contains(.flexibleLeftMargin),
                               flexSize: m.contains(.flexibleWidth), flexTrail: m.contains(.flexibleRightMargin))
        let y = Self.maskTerms(origin: f.minY, size: f.height, parent: p.height, flexLead: m.contains(.flexibleTopMargin),
                               flexSize: m.contains(.flexibleHeight), flexTrail: m.contains(.flexibleBottomMargin))
        return [(state.minX, parentState.width, x.0, x.1), (state.width, parentState.width, x.2, x.3),
                (state.minY, parentState.height, y.0, y.1), (state.height, parentState.height, y.2, y.3)]
    }

    func addMasks(_ reg: Registration, parent: UIView) {
        guard let view = reg.view else { return }
        reg.maskUsed = view.autoresizingMask
        let code = Self.maskCode(view.autoresizingMask)
        let names = ["minX", "width", "minY", "height"]
        reg.masks = []
        for (i, (v, s, a, b)) in desiredMasks(view, parent: parent).enumerated() {
            let name = "<NSAutoresizingMaskLayoutConstraint:\(NSLayoutConstraint.address(view)) \(code) "
                + "\(NSLayoutConstraint.itemName(view)).\(names[i]) == \(NSLayoutConstraint.number(CGFloat(b)))"
                + (a != 0 ? " + \(NSLayoutConstraint.number(CGFloat(a)))*superview.\(i < 2 ? "width" : "height")" : "") + "   (active)>"
            let c = LayoutEngine.Constraint(v - a * s, .equal, b, name: name)
            if add(c) { reg.masks.append(MaskConstraint(constraint: c, coefficient: a)) }
        }
    }

    func refreshMasks(_ reg: Registration, parent: UIView) {
        guard let view = reg.view else { return }
        let desired = desiredMasks(view, parent: parent)
        let sameShape = reg.maskUsed == view.autoresizingMask && reg.masks.count == 4
            && zip(reg.masks, desired).allSatisfy { abs($0.coefficient - $1.2) < 1e-12 }
        guard sameShape else {
            for m in reg.masks { try? solver.removeConstraint(m.constraint) }
            addMasks(reg, parent: parent)
            return
        }
        for (m, d) in zip(reg.masks, desired) where abs(m.constraint.constant + d.3) > 1e-9 {
            do {
                try solver.updateConstant(of: m.constraint, to: -d.3)
            } catch {
                if case .unsatisfiable(let broken, let conflicts) = error {
                    AutoLayoutDiagnostics.unsatisfiable(broken: broken, conflicts: conflicts)
                }
            }
        }
    }

    /// Apple's debug notation: per axis leading margin, size, trailing margin; `-` fixed, `&` flexible.
    static func maskCode(_ m: UIView.AutoresizingMask) -> String {
        func c(_ flag: UIView.AutoresizingMask) -> String { m.contains(flag) ? "&" : "-" }
        return "h=\(c(.flexibleLeftMargin))\(c(.flexibleWidth))\(c(.flexibleRightMargin)) "
            + "v=\(c(.flexibleTopMargin))\(c(.flexibleHeight))\(c(.flexibleBottomMargin))"
    }

    // MARK: Intrinsic content size

    /// Per axis with an intrinsic metric: `size <= intrinsic @hugging` and `size >= intrinsic @compression`.
    func addIntrinsic(_ reg: Registration) {
        guard let view = reg.view else { return }
        let state = view.autoLayoutState
        let size = view.intrinsicContentSize
        reg.intrinsicSize = size
        reg.intrinsicPriorities = [state.hugging.horizontal, state.compression.horizontal,
                                   state.hugging.vertical, state.compression.vertical].map(\.rawValue)
        reg.intrinsic = []
        let name = NSLayoutConstraint.itemName(view)
        func axis(_ v: Variable, _ value: CGFloat, _ hug: UILayoutPriority, _ resist: UILayoutPriority, _ label: String) {
            guard value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else { return }
            let text = "<NSContentSizeLayoutConstraint:\(NSLayoutConstraint.address(view)) \(name).\(label) == "
                + "\(NSLayoutConstraint.number(value)) Hug:\(Int(hug.rawValue)) CompressionResistance:\(Int(resist.rawValue))>"
            let h = LayoutEngine.Constraint(v, .lessThanOrEqual, Double(value), strength: Self.strength(hug), name: text)
            let r = LayoutEngine.Constraint(v, .greaterThanOrEqual, Double(value), strength: Self.strength(resist), name: text)
            if add(h) { reg.intrinsic.append(h) }
            if add(r) { reg.intrinsic.append(r) }
        }
        axis(state.width, size.width, state.hugging.horizontal, state.compression.horizontal, "width")
        axis(state.height, size.height, state.hugging.vertical, state.compression.vertical, "height")
    }

    /// After `invalidateIntrinsicContentSize()` or a priority change: constants in place when only the
    /// size changed, otherwise remove and re-add.
    func refreshIntrinsic(_ reg: Registration) {
        guard let view = reg.view, !reg.translatesMask || view === root else { return }
        let state = view.autoLayoutState
        let size = view.intrinsicContentSize
        let priorities = [state.hugging.horizontal, state.compression.horizontal,
                          state.hugging.vertical, state.compression.vertical].map(\.rawValue)
        func present(_ v: CGFloat) -> Bool { v != UIView.noIntrinsicMetric && v.isFinite && v >= 0 }
        let sameShape = priorities == reg.intrinsicPriorities
            && present(size.width) == present(reg.intrinsicSize.width) && present(size.height) == present(reg.intrinsicSize.height)
            && reg.intrinsic.count == (present(size.width) ? 2 : 0) + (present(size.height) ? 2 : 0)
        guard sameShape else {
            for c in reg.intrinsic { try? solver.removeConstraint(c) }
            addIntrinsic(reg)
            return
        }
        var values: [CGFloat] = []
        if present(size.width) { values += [size.width, size.width] }
        if present(size.height) { values += [size.height, size.height] }
        for (c, v) in zip(reg.intrinsic, values) { try? solver.updateConstant(of: c, to: -Double(v)) }
        reg.intrinsicSize = size
    }
}
