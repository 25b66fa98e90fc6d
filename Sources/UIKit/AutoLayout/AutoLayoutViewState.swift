import LayoutEngine

/// Everything Auto Layout keeps for one view, allocated the first time the view touches a constraint
/// API. Views that never do keep `UIView.autoLayout == nil` and the plain layout path: no solver work
/// and no allocation per frame.
@MainActor
final class AutoLayoutViewState {
    /// The view's frame in its superview's bounds coordinates (superview-relative variables keep deep
    /// nesting from chaining positions).
    let minX: Variable, minY: Variable, width: Variable, height: Variable

    var translatesAutoresizingMask = true
    /// `UIView.constraints`: the active constraints installed on this view.
    var installed: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    /// UIKit's default margins for a plain view: 8 pt on every side.
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The margins as last set through `directionalLayoutMargins` (nil: last set through
    /// `layoutMargins`, which then hold). When set, `layoutMargins` is resolved from them in the
    /// view's current direction (UIView+DirectionalLayoutMargins.swift).
    var directionalMargins: NSDirectionalEdgeInsets?
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var needsUpdateConstraints = false

    /// The window/root engine the view is registered in (nil: not laid out by constraints).
    weak var engine: AutoLayoutEngine?
    /// Set on a layout root whose subtree holds constraints: one engine per root.
    var ownedEngine: AutoLayoutEngine?
    /// Set on a layout root (a window, or a view without a superview) once something was queued for
    /// its Auto Layout cycle: one cycle per root (AutoLayoutCycle.swift).
    var rootCycle: AutoLayoutCycle?

    // Scroll views only: the content size and offset as solver variables.
    lazy var contentWidth = Variable("contentW")
    lazy var contentHeight = Variable("contentH")
    lazy var offsetX = Variable("contentOffset.x")
    lazy var offsetY = Variable("contentOffset.y")
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    var ambiguousContentWidth = false
    var ambiguousContentHeight = false

    init(_ view: UIView) {
        let name = "\(type(of: view))"
        minX = Variable(name + ".minX"); minY = Variable(name + ".minY")
        width = Variable(name + ".width"); height = Variable(name + ".height")
    }
}

extension UIView {
    /// The view's Auto Layout state, created on first use.
    var autoLayoutState: AutoLayoutViewState {
        if let state = autoLayout { return state }
        let state = AutoLayoutViewState(self)
        autoLayout = state
        return state
    }

    /// Depth in the tree (the root is 0); orders update-constraints (bottom-up) and frame writes (top-down).
    var treeDepth: Int {
        var depth = 0
        var v = superview
        while let p = v { depth += 1; v = p.superview }
        return depth
    }

    var layoutRoot: UIView {
        var v = self
        while let p = v.superview { v = p }
        return v
    }
}
