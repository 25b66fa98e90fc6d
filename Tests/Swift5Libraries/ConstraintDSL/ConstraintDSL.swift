// A small Auto Layout DSL written the way UIKit libraries are: Swift 5 language mode, plain
// (nonisolated) classes that build `NSLayoutConstraint`s, and the constraints a view owns kept on
// the view with associated objects. It compiles against ScrollKit unchanged but for keeping Apple's
// `ObjectiveC` import behind `canImport` (`import UIKit` brings associated objects; docs/PORTING.md).
import UIKit
#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// The edge or size a constraint ties (this library's own names).
public enum Edge {
    case left, right, top, bottom, width, height, centerX, centerY

    var attribute: NSLayoutConstraint.Attribute {
        switch self {
        case .left: return .left
        case .right: return .right
        case .top: return .top
        case .bottom: return .bottom
        case .width: return .width
        case .height: return .height
        case .centerX: return .centerX
        case .centerY: return .centerY
        }
    }
}

/// One constraint being described: `maker.edge(.top).equal(to: other, .bottom).plus(8)`.
/// A plain class: on iOS this is nonisolated code that creates constraints.
public final class ConstraintDraft {
    let view: UIView
    let edge: Edge
    var other: UIView?
    var otherEdge: Edge?
    var relation: NSLayoutConstraint.Relation = .equal
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority: UILayoutPriority = .required

    init(view: UIView, edge: Edge) {
        self.view = view
        self.edge = edge
    }

    /// Ties the edge to `edge` of `other` (the same edge when nil).
    @discardableResult public func equal(to other: UIView, _ edge: Edge? = nil) -> ConstraintDraft {
        self.other = other
        otherEdge = edge ?? self.edge
        return self
    }

    /// At least `other`'s edge.
    @discardableResult public func atLeast(_ other: UIView, _ edge: Edge? = nil) -> ConstraintDraft {
        relation = .greaterThanOrEqual
        return equal(to: other, edge)
    }

    /// A fixed length (width or height) or a fixed distance from the superview's same edge.
    @discardableResult public func equal(to constant: CGFloat) -> ConstraintDraft {
        self.constant = constant
        return self
    }

    @discardableResult public func plus(_ amount: CGFloat) -> ConstraintDraft {
        constant += amount
        return self
    }

    @discardableResult public func times(_ factor: CGFloat) -> ConstraintDraft {
        multiplier = factor
        return self
    }

    @discardableResult public func priority(_ value: Float) -> ConstraintDraft {
        priority = UILayoutPriority(rawValue: value)
        return self
    }

    /// The constraint this draft describes (made off the main actor in Swift 5 code, as on iOS).
    func build() -> NSLayoutConstraint {
        let isSize = edge == .width || edge == .height
        let target: UIView? = other ?? (isSize ? nil : view.superview)
        let targetAttribute: NSLayoutConstraint.Attribute = target == nil ? .notAnAttribute : (otherEdge ?? edge).attribute
        let constraint = NSLayoutConstraint(item: view, attribute: edge.attribute, relatedBy: relation,
                                            toItem: target, attribute: targetAttribute,
                                            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        return constraint
    }
}

/// Collects the drafts of one `makeConstraints` block.
public final class ConstraintMaker {
    let view: UIView
    var drafts: [ConstraintDraft] = []

    init(view: UIView) { self.view = view }

    public func edge(_ edge: Edge) -> ConstraintDraft {
        let draft = ConstraintDraft(view: view, edge: edge)
        drafts.append(draft)
        return draft
    }

    /// All four edges to the superview's, inset by `inset`.
    public func fillSuperview(inset: CGFloat = 0) {
        guard let superview = view.superview else { return }
        edge(.left).equal(to: superview).plus(inset)
        edge(.top).equal(to: superview).plus(inset)
        edge(.right).equal(to: superview).plus(-inset)
        edge(.bottom).equal(to: superview).plus(-inset)
    }
}

/// The list of constraints a view got from this library, kept on the view (an associated object).
public final class InstalledConstraints {
    public fileprivate(set) var constraints: [NSLayoutConstraint] = []
}

private var installedConstraintsKey: UInt8 = 0

/// The entry point: `view.layout.make { m in … }`.
public struct LayoutDSL {
    let view: UIView

    /// The constraints installed through this library (empty at first).
    public var installed: [NSLayoutConstraint] { storage(creating: false)?.constraints ?? [] }

    /// Builds and activates the block's constraints, adding them to the view's list.
    @discardableResult public func make(_ block: (ConstraintMaker) -> Void) -> [NSLayoutConstraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(view: view)
        block(maker)
        let made = maker.drafts.map { $0.build() }
        NSLayoutConstraint.activate(made)
        storage(creating: true)!.constraints += made
        return made
    }

    /// Deactivates the library's constraints on the view and builds the block's instead.
    @discardableResult public func remake(_ block: (ConstraintMaker) -> Void) -> [NSLayoutConstraint] {
        removeAll()
        return make(block)
    }

    /// Deactivates and forgets the library's constraints on the view.
    public func removeAll() {
        guard let list = storage(creating: false) else { return }
        NSLayoutConstraint.deactivate(list.constraints)
        objc_setAssociatedObject(view, &installedConstraintsKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    private func storage(creating: Bool) -> InstalledConstraints? {
        if let list = objc_getAssociatedObject(view, &installedConstraintsKey) as? InstalledConstraints { return list }
        guard creating else { return nil }
        let list = InstalledConstraints()
        objc_setAssociatedObject(view, &installedConstraintsKey, list, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return list
    }
}

extension UIView {
    public var layout: LayoutDSL { LayoutDSL(view: self) }
}

/// A plain helper object that lays out a labelled row: an example of library code that holds
/// views in a nonisolated class and constrains them there (a "layout helper" pattern).
public final class RowLayoutHelper {
    public let spacing: CGFloat
    public init(spacing: CGFloat) { self.spacing = spacing }

    /// Places `views` side by side in `container`, each `width` wide and as tall as the container.
    public func arrange(_ views: [UIView], in container: UIView, width: CGFloat) {
        var previous: UIView?
        for view in views {
            container.addSubview(view)
            view.layout.make { m in
                if let previous {
                    m.edge(.left).equal(to: previous, .right).plus(spacing)
                } else {
                    m.edge(.left).equal(to: container).plus(spacing)
                }
                m.edge(.top).equal(to: container)
                m.edge(.bottom).equal(to: container)
                m.edge(.width).equal(to: width)
            }
            previous = view
        }
    }
}
