import LayoutEngine

/// `readableContentGuide` in the solver: the layout margins guide's rectangle, with its width capped at
/// `UIView.readableContentWidth` and centred, as on iOS (the readable width is centred in the margins).
///
/// The width is a variable of its own: `width <= marginsWidth`, `width <= readable` (both required) and
/// `width == readable` at a strength just under the offset edits (999.5), so it is the smaller of the
/// two whatever the owner's size; `minX` centres it in the margins. The rule is added once per engine
/// (rebuilt with it); y and height are the margins guide's.
extension AutoLayoutEngine {
    func readableRect(_ guide: UILayoutGuide, margins: LayoutRect) -> LayoutRect {
        let id = ObjectIdentifier(guide)
        if !readableGuides.contains(id) {
            readableGuides.append(id)
            let w = LayoutEngine.Expression(guide.width), x = LayoutEngine.Expression(guide.minX)
            let readable = LayoutEngine.Expression(constant: Double(UIView.readableContentWidth))
            let name = guide.description
            add(LayoutEngine.Constraint(w, .lessThanOrEqual, margins.width, strength: .required, name: name + ".width <= margins"))
            add(LayoutEngine.Constraint(w, .lessThanOrEqual, readable, strength: .required, name: name + ".width <= readable"))
            add(LayoutEngine.Constraint(w, .equal, readable, strength: Strength(999.5), name: name + ".width == readable"))
            add(LayoutEngine.Constraint(x, .equal, margins.x + (margins.width - w) * 0.5, strength: .required, name: name + ".centred"))
        }
        return LayoutRect(x: .init(guide.minX), y: margins.y, width: .init(guide.width), height: margins.height)
    }

    /// `layoutFrame` of a readable guide: from the solver once a constraint used it, else computed
    /// from the owner's current bounds by the same rule.
    static func readableFrame(of guide: UILayoutGuide, owner: UIView) -> CGRect {
        let margins = owner.bounds.inset(by: owner.effectiveLayoutMargins)
        if let engine = owner.autoLayout?.engine ?? owner.autoLayout?.ownedEngine,
           engine.readableGuides.contains(ObjectIdentifier(guide)) {
            let s = engine.solver
            return CGRect(x: s.value(of: guide.minX), y: margins.minY, width: s.value(of: guide.width), height: margins.height)
        }
        let width = min(max(0, margins.width), UIView.readableContentWidth)
        return CGRect(x: margins.minX + (margins.width - width) / 2, y: margins.minY, width: width, height: margins.height)
    }
}
