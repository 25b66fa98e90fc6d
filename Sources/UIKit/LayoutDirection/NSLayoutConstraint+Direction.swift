/// Leading and trailing in a right-to-left space: the constraint is solved on the right and left
/// edges with both sides negated (AutoLayoutEngine.addUserConstraint), which is the left-to-right
/// constraint seen in a mirror. `a.leading = b.leading + 20` puts `a`'s right edge 20 pt left of
/// `b`'s; `a.leading ≥ b.trailing + 8` keeps `a` 8 pt or more to the left of `b`; a centre tied to a
/// leading edge follows the right edge. Widths, heights and left/right attributes are untouched,
/// as on iOS.
extension NSLayoutConstraint.Attribute {
    /// Whether the attribute depends on the reading direction.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// The physical attribute this one means in a right-to-left space.
    var rightToLeftEquivalent: NSLayoutConstraint.Attribute {
        switch self {
        case .leading: .right
        case .trailing: .left
        case .leadingMargin: .rightMargin
        case .trailingMargin: .leftMargin
        default: self
        }
    }
}

extension NSLayoutConstraint {
    /// Whether this constraint mirrors: it names a leading or trailing attribute and its space (the
    /// nearest common ancestor of its items, or its item) lays out right to left.
    @MainActor
    func mirrorsInRightToLeft(space: UIView?) -> Bool {
        guard firstAttribute.isDirectional || (secondItem != nil && secondAttribute.isDirectional) else { return false }
        let view = space ?? (firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owningView
        return view?.isRightToLeft ?? false
    }
}
