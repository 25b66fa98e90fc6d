import LayoutEngine

/// A relation between two layout attributes, `first.attr1 REL multiplier × second.attr2 + constant`,
/// UIKit's unit of Auto Layout.
///
/// A constraint does nothing until it is active. Activating it installs it on the nearest common
/// ancestor of its items (`UIView.constraints`); the engine of that view's layout root (AutoLayoutEngine)
/// picks it up at the next layout pass. `constant` changes in place in the solver (no remove and re-add,
/// `Solver.updateConstant`); `priority` changes re-add the constraint. Items are held weakly (UIKit's are
/// `unowned(unsafe)`), so constraints never keep views alive.
///
/// See also: `NSLayoutAnchor` (the usual way to make constraints), `constraints(withVisualFormat:…)`,
/// `UIView.layoutIfNeeded()`, AutoLayoutEngine.swift.
@preconcurrency @MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// Associated objects (ObjectiveCIdioms/), released with the constraint.
    nonisolated public let objectRuntimeStorage = ObjectRuntimeStorage()
    /// Raw values follow the SDK's `NSLayoutAttribute` numbering (the VFL options are `1 << attribute`).
    public enum Attribute: Int, Sendable {
        /// The left edge, whatever the layout direction.
        case left = 1
        /// The right edge, whatever the layout direction.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge; the left edge in ScrollKit, which lays out left to right.
        case leading
        /// The trailing edge; the right edge in ScrollKit, which lays out left to right.
        case trailing
        /// The width of the frame.
        case width
        /// The height of the frame.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text on iOS; ScrollKit does not measure baselines and uses the bottom edge.
        case lastBaseline
        /// The baseline of the first line of text on iOS; ScrollKit does not measure baselines and uses the top edge.
        case firstBaseline
        /// The left edge inset by the view's left `layoutMargins`.
        case leftMargin
        /// The right edge inset by the view's right `layoutMargins`.
        case rightMargin
        /// The top edge inset by the view's top `layoutMargins`.
        case topMargin
        /// The bottom edge inset by the view's bottom `layoutMargins`.
        case bottomMargin
        /// The leading edge inset by the view's margin (the left margin in ScrollKit).
        case leadingMargin
        /// The trailing edge inset by the view's margin (the right margin in ScrollKit).
        case trailingMargin
        /// The horizontal centre of the rectangle inside the view's `layoutMargins`.
        case centerXWithinMargins
        /// The vertical centre of the rectangle inside the view's `layoutMargins`.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint to a constant (a fixed width or height).
        case notAnAttribute = 0
        /// The older name of `lastBaseline`.
        public static let baseline = Attribute.lastBaseline
    }

    /// How a constraint's two sides compare; raw values as the SDK's `NSLayoutRelation`.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// The view or `UILayoutGuide` on the left side of the relation (held weakly).
    public private(set) weak var firstItem: AnyObject?
    /// The view or guide on the right side, or nil for a constraint to a constant (held weakly).
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of `firstItem` the constraint sets.
    public let firstAttribute: Attribute
    /// The attribute of `secondItem`; `.notAnAttribute` when there is no second item.
    public let secondAttribute: Attribute
    /// Whether the first side equals, is at most, or is at least the second.
    public let relation: Relation
    /// The factor applied to the second attribute; fixed at creation, as on iOS (a non-finite value becomes 1).
    public let multiplier: CGFloat

    /// Changed in place in the solver at the next layout pass.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite { constant = oldValue; return }
            AutoLayoutCycle.constraintConstantDidChange(self)
        }
    }

    /// Changing a required priority to an optional one (or back) after activation is an error in UIKit
    /// (an exception); here it is allowed and the constraint is re-added.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            AutoLayoutCycle.constraintPriorityDidChange(self)
        }
    }

    /// A name shown in logs ("Unable to simultaneously satisfy constraints…").
    open var identifier: String?

    /// UIKit's `shouldBeArchived`; kept for source compatibility, it has no effect here.
    open var shouldBeArchived = false

    // MARK: Engine bookkeeping (AutoLayoutEngine)

    /// The view the constraint is installed on while active (nearest common ancestor of its items).
    weak var installedOn: UIView?
    /// Activation order, so that engines re-add constraints in the order the app added them.
    var sequence = 0
    /// The solver's form of this constraint while it is in an engine, and `first − m·second` constant
    /// part (the solver constant is `base − constant`).
    var solverConstraint: LayoutEngine.Constraint?
    weak var liveEngine: AutoLayoutEngine?
    var solverBase: Double = 0
    /// Set when the engine rejected (broke) this constraint; it stays active, as in UIKit.
    var isBroken = false
    /// How `description` names the kind ("NSLayoutConstraint", "NSAutoresizingMaskLayoutConstraint", …).
    var kindName = "NSLayoutConstraint"

    /// UIKit's designated factory: `view1.attr1 relation multiplier × view2.attr2 + c`. Items are views or
    /// `UILayoutGuide`s; `toItem` is nil (and `attr2` `.notAnAttribute`) for a constant width or height.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constant = c.isFinite ? c : 0
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Setting true installs it on the nearest common
    /// ancestor of its items; items with no common ancestor are refused with a log line (UIKit throws).
    open var isActive: Bool {
        get { installedOn != nil }
        set { newValue ? AutoLayoutCycle.activate(self, on: nil) : AutoLayoutCycle.deactivate(self) }
    }

    /// Activates every constraint in `constraints`; the same as setting `isActive` on each, in order.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates every constraint in `constraints`, removing them from the views they are installed on.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    // MARK: Description (UIKit's log format)

    public var description: String {
        let name = identifier.map { " '\($0)'" } ?? ""
        return "<\(kindName):\(Self.address(self))\(name) \(formula)   (\(isActive ? "active" : "inactive"))>"
    }

    /// `UILabel:0x….leading == UIScrollView:0x….leading + 10`, as UIKit prints it.
    var formula: String {
        var text = "\(Self.itemName(firstItem)).\(firstAttribute.name) \(relation.symbol) "
        if let second = secondItem {
            text += "\(Self.itemName(second)).\(secondAttribute.name)"
            if multiplier != 1 { text += "*\(Self.number(multiplier))" }
            if constant != 0 { text += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))" }
        } else {
            text += Self.number(constant)
        }
        if !priority.isRequired { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        return text
    }

    static func number(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(Double(v))
    }

    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    static func itemName(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide { return "'\(guide.identifier)'" }
        return "\(type(of: item)):\(address(item))"
    }
}

extension NSLayoutConstraint.Attribute {
    var name: String {
        switch self {
        case .left: "left"; case .right: "right"; case .top: "top"; case .bottom: "bottom"
        case .leading: "leading"; case .trailing: "trailing"; case .width: "width"; case .height: "height"
        case .centerX: "centerX"; case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"; case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"; case .rightMargin: "rightMargin"; case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"; case .leadingMargin: "leadingMargin"; case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"; case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// Width and height: sizes, which never depend on where an item sits.
    var isSize: Bool { self == .width || self == .height }
    /// Attributes measured along x (sizes included).
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    var solverRelation: LayoutEngine.Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
