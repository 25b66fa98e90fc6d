import LayoutEngine

/// A rectangle that takes part in Auto Layout without being a view: spacing between views, a view's
/// margins (`layoutMarginsGuide`), or a scroll view's content and frame (`contentLayoutGuide`,
/// `frameLayoutGuide`).
///
/// A guide's rectangle lives in its owning view's bounds coordinates. Custom guides have their own
/// solver variables; the built-in ones are expressions of their view's variables (LayoutItemGeometry.swift),
/// which is how the scroll view rules of reference §3.2 are encoded.
@MainActor
open class UILayoutGuide: @MainActor CustomStringConvertible {
    /// What the guide's rectangle is made of.
    enum Kind {
        /// Free variables of its own (`addLayoutGuide`).
        case custom
        /// The owning view's bounds inset by its `layoutMargins`.
        case margins
        /// A scroll view's content rectangle (0, 0, contentW, contentH).
        case scrollContent
        /// A scroll view's visible rectangle (offset, frame size) in its bounds coordinates.
        case scrollFrame
        /// The owning view's bounds inset by its `safeAreaInsets` (App/UIView+SafeArea.swift).
        case safeArea
        /// The margins guide narrowed to `UIView.readableContentWidth`, centred (own width and minX variables).
        case readableContent
    }

    public internal(set) weak var owningView: UIView?
    open var identifier: String = ""
    let kind: Kind
    /// Variables of a custom guide: origin in the owning view's bounds coordinates, and size.
    let minX = Variable("guide.minX"), minY = Variable("guide.minY")
    let width = Variable("guide.width"), height = Variable("guide.height")

    public init() { kind = .custom }

    init(kind: Kind, owner: UIView, identifier: String) {
        self.kind = kind
        self.owningView = owner
        self.identifier = identifier
    }

    /// The solved rectangle in the owning view's coordinates (zero before the first layout pass).
    open var layoutFrame: CGRect { AutoLayoutEngine.solvedFrame(of: self) }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    public var description: String { "<UILayoutGuide:\(NSLayoutConstraint.address(self)) - \"\(identifier)\">" }
}

extension UIView {
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.kind == .custom else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayoutState.guides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        for c in constraintsReferencing(guide) { c.isActive = false }
        autoLayout?.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// Makes `layoutMarginsGuide` on first use (the open property is in Views/UIView.swift).
    func makeLayoutMarginsGuide() -> UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owner: self, identifier: "UIViewLayoutMarginsGuide")
        state.marginsGuide = guide
        return guide
    }

    /// Active constraints installed on this view or its ancestors that mention `item`.
    func constraintsReferencing(_ item: AnyObject) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var v: UIView? = self
        while let view = v {
            for c in view.autoLayout?.installed ?? [] where c.firstItem === item || c.secondItem === item { found.append(c) }
            v = view.superview
        }
        return found
    }
}
