import LayoutEngine

/// A rectangle that takes part in Auto Layout without being a view: spacing between views, a view's
/// margins (`layoutMarginsGuide`), or a scroll view's content and frame (`contentLayoutGuide`,
/// `frameLayoutGuide`).
///
/// A guide's rectangle lives in its owning view's bounds coordinates. Custom guides have their own
/// solver variables; the built-in ones are expressions of their view's variables (LayoutItemGeometry.swift),
/// which is how the scroll view rules (docs/ARCHITECTURE.md#auto-layout) are encoded.
@preconcurrency @MainActor
open class UILayoutGuide: @MainActor CustomStringConvertible {
    /// Associated objects (ObjectiveCIdioms/), released with the guide.
    nonisolated public let objectRuntimeStorage = ObjectRuntimeStorage()
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
        /// The keyboard's rectangle in the owning view (`keyboardLayoutGuide`): an edit variable for its
        /// top, the view's bottom edge (Keyboard/UIKeyboardLayoutGuide.swift).
        case keyboard
    }

    /// The view whose bounds coordinates the guide lives in; nil until `addLayoutGuide(_:)` (held weakly).
    public internal(set) weak var owningView: UIView?
    /// A name for logs and constraint descriptions; the built-in guides have UIKit's names (`UIViewLayoutMarginsGuide`).
    open var identifier: String = ""
    let kind: Kind
    /// Variables of a custom guide: origin in the owning view's bounds coordinates, and size.
    let minX = Variable("guide.minX"), minY = Variable("guide.minY")
    let width = Variable("guide.width"), height = Variable("guide.height")

    /// A custom guide with its own position and size; add it to a view with `addLayoutGuide(_:)` before constraining it.
    public init() { kind = .custom }

    init(kind: Kind, owner: UIView, identifier: String) {
        self.kind = kind
        self.owningView = owner
        self.identifier = identifier
    }

    /// The solved rectangle in the owning view's coordinates (zero before the first layout pass).
    open var layoutFrame: CGRect { AutoLayoutEngine.solvedFrame(of: self) }

    /// The guide's leading edge (its left edge in ScrollKit's left-to-right layout).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The guide's trailing edge (its right edge in ScrollKit's left-to-right layout).
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The guide's horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The guide's vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    public var description: String { "<UILayoutGuide:\(NSLayoutConstraint.address(self)) - \"\(identifier)\">" }
}

extension UIView {
    /// Makes the receiver the owner of a custom `guide`, moving it from any previous owner.
    /// The built-in guides (margins, safe area, scroll guides) belong to their view and are ignored here.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.kind == .custom else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayoutState.guides.append(guide)
    }

    /// Removes `guide` from the receiver and deactivates the constraints that mention it; a guide the receiver does not own is ignored.
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
