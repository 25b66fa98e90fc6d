import LayoutEngine

/// How an attribute of a view or guide becomes a linear expression of solver variables (the model and
/// the scroll view rules of docs/ARCHITECTURE.md#auto-layout).
///
/// Every view's variables are its frame in its superview's bounds coordinates. A constraint is written
/// in the bounds coordinates of the nearest common ancestor of its items (its *space*): an item inside
/// that ancestor is lifted by adding each container's origin minus the container's bounds origin. For a
/// scroll view the bounds origin is `contentOffset`, an edit variable, so a view constrained to
/// something outside its scroll view floats (T20) and scrolling costs one `suggestValue`.
///
/// When the space is the scroll view itself (a constraint between a scroll view and its content), edges
/// and margins mean the content rectangle (0, 0, contentW, contentH) and define `contentSize`, while
/// width, height and centres mean the frame (Apple, "Working with Scroll Views").
struct LayoutRect {
    var x: LayoutEngine.Expression, y: LayoutEngine.Expression
    var width: LayoutEngine.Expression, height: LayoutEngine.Expression
    var margins = UIEdgeInsets.zero

    func value(_ attribute: NSLayoutConstraint.Attribute) -> LayoutEngine.Expression {
        let m = margins
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + width
        case .centerX: return x + width * 0.5
        case .top, .firstBaseline: return y
        case .bottom, .lastBaseline: return y + height
        case .centerY: return y + height * 0.5
        case .width: return width
        case .height: return height
        case .leftMargin, .leadingMargin: return x + Double(m.left)
        case .rightMargin, .trailingMargin: return x + width - Double(m.right)
        case .topMargin: return y + Double(m.top)
        case .bottomMargin: return y + height - Double(m.bottom)
        case .centerXWithinMargins: return x + Double(m.left) + (width - Double(m.left + m.right)) * 0.5
        case .centerYWithinMargins: return y + Double(m.top) + (height - Double(m.top + m.bottom)) * 0.5
        case .notAnAttribute: return LayoutEngine.Expression(constant: 0)
        }
    }
}

/// A constraint's item could not be expressed (it left the hierarchy, or mixes axes).
struct LayoutItemError: Error { let message: String }

extension NSLayoutConstraint.Attribute {
    /// Edges and margins: the attributes that attach to a scroll view's content area.
    var isEdgeOrMargin: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin,
             .bottomMargin, .leadingMargin, .trailingMargin, .firstBaseline, .lastBaseline: true
        default: false
        }
    }
}

extension AutoLayoutEngine {
    /// The views whose bounds coordinates can express `item`: a view and its ancestors, or a guide's
    /// owning view and its ancestors.
    static func ancestry(of item: AnyObject) -> [UIView] {
        var chain: [UIView] = []
        var v: UIView? = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        while let view = v { chain.append(view); v = view.superview }
        return chain
    }

    /// The nearest common ancestor of the constraint's items: where it is installed and solved.
    static func space(for first: AnyObject, _ second: AnyObject?) -> UIView? {
        let a = ancestry(of: first)
        // A constant width or height is installed on the item itself, as in UIKit.
        guard let second else { return a.first }
        let b = ancestry(of: second)
        return a.first { candidate in b.contains { $0 === candidate } }
    }

    /// `attribute` of `item` in the bounds coordinates of `space`.
    func expression(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, in space: UIView?) throws -> LayoutEngine.Expression {
        if let view = item as? UIView {
            if view === space { return selfRect(of: view, for: attribute).value(attribute) }
            let state = register(view)
            let rect = LayoutRect(x: .init(state.minX), y: .init(state.minY), width: .init(state.width),
                                  height: .init(state.height), margins: view.effectiveLayoutMargins)
            if attribute.isSize { return rect.value(attribute) }
            guard let container = view.superview else {
                throw LayoutItemError(message: "\(NSLayoutConstraint.itemName(view)) is not in the constraint's view hierarchy")
            }
            return try lift(rect.value(attribute), horizontal: attribute.isHorizontal, from: container, to: space)
        }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView else {
            throw LayoutItemError(message: "a layout guide without an owning view")
        }
        let rect = guideRect(guide, owner: owner, positional: !attribute.isSize)
        if attribute.isSize || owner === space { return rect.value(attribute) }
        return try lift(rect.value(attribute), horizontal: attribute.isHorizontal, from: owner, to: space)
    }

    /// A view's own rectangle in its own bounds coordinates (the view is the constraint's space).
    private func selfRect(of view: UIView, for attribute: NSLayoutConstraint.Attribute) -> LayoutRect {
        let state = register(view)
        if view is UIScrollView, attribute.isEdgeOrMargin {
            registration(of: view)?.drivesContentSize = true
            return LayoutRect(x: .init(constant: 0), y: .init(constant: 0), width: .init(state.contentWidth),
                              height: .init(state.contentHeight), margins: view.effectiveLayoutMargins)
        }
        return LayoutRect(x: .init(constant: 0), y: .init(constant: 0), width: .init(state.width),
                          height: .init(state.height), margins: view.effectiveLayoutMargins)
    }

    /// A guide's rectangle in its owning view's bounds coordinates.
    private func guideRect(_ guide: UILayoutGuide, owner: UIView, positional: Bool) -> LayoutRect {
        let state = register(owner)
        switch guide.kind {
        case .custom:
            return LayoutRect(x: .init(guide.minX), y: .init(guide.minY), width: .init(guide.width), height: .init(guide.height))
        case .margins, .safeArea:
            let m = guide.kind == .margins ? owner.effectiveLayoutMargins : owner.safeAreaInsets
            var own = selfRect(of: owner, for: .left)
            own.x = own.x + Double(m.left); own.y = own.y + Double(m.top)
            own.width = own.width - Double(m.left + m.right); own.height = own.height - Double(m.top + m.bottom)
            own.margins = .zero
            return own
        case .readableContent:
            return readableRect(guide, margins: guideRect(owner.layoutMarginsGuide, owner: owner, positional: positional))
        case .keyboard:
            return keyboardRect(guide, own: selfRect(of: owner, for: .left))
        case .scrollContent:
            registration(of: owner)?.drivesContentSize = true
            return LayoutRect(x: .init(constant: 0), y: .init(constant: 0), width: .init(state.contentWidth),
                              height: .init(state.contentHeight))
        case .scrollFrame:
            // Only positions depend on the offset; "equal width" content needs no edit variable.
            if positional { editOffset(of: owner) }
            return LayoutRect(x: .init(state.offsetX), y: .init(state.offsetY), width: .init(state.width), height: .init(state.height))
        }
    }

    /// Rewrites a position in `container`'s bounds coordinates into `space`'s, one ancestor at a time.
    private func lift(_ expression: LayoutEngine.Expression, horizontal: Bool, from container: UIView,
                      to space: UIView?) throws -> LayoutEngine.Expression {
        var e = expression
        var c = container
        while c !== space {
            guard let parent = c.superview else {
                throw LayoutItemError(message: "the constraint's items have no common ancestor")
            }
            let state = register(c)
            e = e + (horizontal ? state.minX : state.minY)
            if c is UIScrollView {
                editOffset(of: c)
                e = e - (horizontal ? state.offsetX : state.offsetY)
            } else {
                e = e - Double(horizontal ? c.bounds.origin.x : c.bounds.origin.y)
            }
            c = parent
        }
        return e
    }
}
