/// A rectangle in the view tree, with UIKit's geometry, hierarchy, layout and hit-testing semantics.
///
/// Geometry is stored as `center`, `bounds` and `transform` (as on iOS); `frame` is derived from them
/// and every change is mirrored into `layer`. Non-finite geometry from app code is replaced by 0 and
/// negative frame sizes are standardized (docs/PORTING.md, "Bad input"). See also: UIView+Hierarchy,
/// UIView+Conversion, UIView+HitTesting, UIView+Layout, UIView+Animation.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the backing layer; subclasses override it as on iOS
    /// (`override class var layerClass: AnyClass { CATiledLayer.self }`). A class that is not a
    /// `CALayer` gets a plain `CALayer` and one logged line.
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer that draws this view and holds its geometry; its class is `layerClass`.
    /// Get-only and `open`, as on iOS; made once in the initializer and never replaced.
    open var layer: CALayer { backingLayer }

    private let backingLayer: CALayer

    /// A view with `frame` in its superview's coordinates, with no background colour and no subviews.
    public init(frame: CGRect) {
        backingLayer = Self.makeLayer()
        super.init()
        configureLayer()
        self.frame = frame
    }

    /// There are no archives on Linux (no NIB or storyboard loading, no `NSKeyedUnarchiver` of
    /// views): this makes the same view as `init(frame: .zero)` and reads nothing from `coder`. It
    /// exists so that iOS subclasses' `required init?(coder:)` compile unchanged (docs/PORTING.md).
    public required init?(coder: NSCoder) {
        backingLayer = Self.makeLayer()
        super.init()
        configureLayer()
        self.frame = .zero
    }

    private static func makeLayer() -> CALayer {
        guard let type = layerClass as? CALayer.Type else {
            Log.uikit.warning("\(self).layerClass \(layerClass) is not a CALayer subclass; using CALayer")
            return CALayer()
        }
        return type.init()
    }

    /// Tiled view classes already told that their tiles draw on the main thread: the notice is
    /// once per class, not per view (a list of tiled cells would repeat it for every cell).
    private static var tiledTypesNoticed = Set<ObjectIdentifier>()

    private func configureLayer() {
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        // A tiled layer's scale picks its levels of detail (CATiledLayer): it stays as made.
        screenScaleFollowed = layer is CATiledLayer ? nil : layer.contentsScale
        if let tiled = layer as? CATiledLayer {
            // A tiled view draws tile by tile: each call is `draw(_:)` with the tile as the rect,
            // on a drawing thread, as on iOS. The compiler knows: the view's `draw(_:)` is reached
            // through UITiledDrawing, whose `draw(_:)` is nonisolated. The view is held weakly: a
            // tile finishing after the view is gone draws nothing.
            guard let drawing = self as? any UITiledDrawing else {
                // iOS code whose draw is main-actor code still draws, on the main thread.
                if UIView.tiledTypesNoticed.insert(ObjectIdentifier(type(of: self))).inserted {
                    Log.uikit.notice("\(type(of: self)) is backed by a CATiledLayer but does not adopt UITiledDrawing: its tiles are drawn on the main thread (adopt it, with a nonisolated draw(_:), to draw them on drawing threads; docs/PORTING.md)")
                }
                tiled.mainActorTileDrawer = { [weak self] ctx, rect in
                    let depth = UIView.pushTileContext(ctx)
                    self?.draw(rect)
                    UIView.popTileContexts(to: depth)
                }
                return
            }
            tiled.tileDrawer = { [weak drawing] ctx, rect in
                let depth = UIView.pushTileContext(ctx)
                drawing?.draw(rect)
                UIView.popTileContexts(to: depth)
            }
        }
    }

    /// Makes a tile's context current for a `draw(_:)` and returns the stack depth under it.
    nonisolated static func pushTileContext(_ ctx: CGContext) -> Int {
        let depth = GraphicsThreadState.current.contexts.count
        UIGraphicsPushContext(ctx)
        return depth
    }

    /// Drops the tile's context and any a draw pushed and never popped: drawing threads are
    /// pooled, and the main thread's stack must not grow from one tile to the next.
    nonisolated static func popTileContexts(to depth: Int) {
        let state = GraphicsThreadState.current
        state.contexts.removeSubrange(min(depth, state.contexts.count)...)
    }

    /// A view with a zero frame, the same as `init(frame: .zero)`.
    public convenience override init() { self.init(frame: .zero) }

    // MARK: Geometry

    /// Where the middle of the bounds sits in the superview's coordinates; animatable. Non-finite
    /// values become 0.
    open var center: CGPoint = .zero {
        willSet { keyValueWillChange("center") }
        didSet {
            defer { keyValueDidChange("center") }
            center = Finite.point(center)
            recordAnimation("position", from: .point(oldValue), to: .point(center))
            layer.position = center
            if let state = autoLayout { AutoLayoutCycle.geometryDidChange(self, state) }  // Auto Layout: masks, root size
        }
    }

    /// The view's own coordinate system: `origin` is what a scroll view calls its content offset.
    open var bounds: CGRect = .zero {
        willSet { keyValueWillChange("bounds") }
        didSet {
            defer { keyValueDidChange("bounds") }
            // Assigning inside didSet does not re-enter the observer (Swift semantics).
            var b = Finite.rect(bounds)
            // `CGRect.width` is already the absolute value: clamp the raw size instead.
            b.size = CGSize(width: max(0, b.size.width), height: max(0, b.size.height))
            if b != bounds { bounds = b }
            guard bounds != oldValue else { return }
            recordAnimation("bounds", from: .rect(oldValue), to: .rect(bounds))
            layer.bounds = bounds
            if bounds.size != oldValue.size {
                resizeSubviews(from: oldValue.size)
                superview?.setNeedsLayout()
            }
            setNeedsLayout()
            if let state = autoLayout { AutoLayoutCycle.geometryDidChange(self, state) }  // Auto Layout: masks, root size
            boundsDidChange(from: oldValue)
        }
    }

    /// Hook for subclasses that react to their own bounds (UIScrollView's offset path).
    func boundsDidChange(from old: CGRect) {}

    /// The affine transform applied about `center`, e.g. a scale or rotation; animatable. A transform with
    /// a non-finite entry is replaced by the identity.
    open var transform: CGAffineTransform = .identity {
        didSet {
            transform = Finite.transform(transform)
            recordAnimation("transform", from: .transform(oldValue), to: .transform(transform))
            layer.setAffineTransform(transform)
        }
    }

    /// The bounding box of the transformed bounds in the superview.
    open var frame: CGRect {
        get {
            let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
            // Finite bounds and transform can still overflow (bounds 1e308 wide scaled by 10; found by
            // FuzzGeometryStrings): components that come out NaN or infinite read 0, as set ones do.
            return Finite.rect(local.applying(transform).offsetBy(dx: center.x, dy: center.y))
        }
        /// With a non-identity `transform`, Apple calls the frame undefined, but UIKit keeps the
        /// transform and sizes the bounds so the transformed bounds fill the new frame; code such as
        /// the PhotoScroller sample's centring `layoutSubviews` (setting a zoomed view's frame)
        /// depends on it. A scale (with or without flips) divides the size by the scale; a rotation
        /// or shear has no single answer, so only the centre moves.
        set {
            keyValueWillChange("frame")
            defer { keyValueDidChange("frame") }
            let r = Finite.rect(newValue).standardized
            center = CGPoint(x: r.midX, y: r.midY)
            let t = transform
            if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
                bounds.size = CGSize(width: r.width / abs(t.a), height: r.height / abs(t.d))
            } else if t.a * t.d - t.b * t.c == 0 {
                bounds.size = r.size
            }
        }
    }

    // MARK: Appearance and interaction

    /// A number app code gives the view to find it again with `viewWithTag(_:)`; 0 by default.
    open var tag: Int = 0
    /// Whether the view and its subviews are left undrawn and skipped by hit-testing.
    open var isHidden = false {
        willSet { keyValueWillChange("hidden") }
        didSet {
            defer { keyValueDidChange("hidden") }
            layer.isHidden = isHidden
            // A stack view re-arranges around hidden arranged views (Views/UIStackView.swift).
            if isHidden != oldValue, let stack = superview as? UIStackView { stack.arrangedSubviewHiddenDidChange(self) }
        }
    }
    /// The opacity of the view and its subviews, from 0 (invisible) to 1; animatable. Below 0.01 the
    /// view is skipped by hit-testing, as on iOS. Values are clamped to [0, 1] and NaN becomes 1.
    open var alpha: CGFloat = 1 {
        willSet { keyValueWillChange("alpha") }
        didSet {
            defer { keyValueDidChange("alpha") }
            alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1
            recordAnimation("opacity", from: .scalar(Double(oldValue)), to: .scalar(Double(alpha)))
            layer.opacity = Float(alpha)
        }
    }
    /// A hint that the view fills its bounds with opaque pixels; ScrollKit stores it but does not use
    /// it to skip drawing.
    open var isOpaque = true

    /// How content is fitted to the bounds (UIImageView draws with it); UIKit's default is `.scaleToFill`.
    public enum ContentMode: Int, Sendable {
        /// Stretch the content to fill the bounds exactly, changing its aspect ratio if needed.
        case scaleToFill
        /// Scale the content to fit inside the bounds, keeping its aspect ratio (may leave empty bands).
        case scaleAspectFit
        /// Scale the content to cover the bounds, keeping its aspect ratio (may crop it).
        case scaleAspectFill
        /// Redraw the content whenever the bounds change size (iOS). ScrollKit redraws a view only
        /// when it is marked, so call `setNeedsDisplay()` on a size change; placement is as `scaleToFill`.
        case redraw
        /// Centre the content at its own size.
        case center
        /// Centre the content horizontally along the top edge, at its own size.
        case top
        /// Centre the content horizontally along the bottom edge, at its own size.
        case bottom
        /// Centre the content vertically along the left edge, at its own size.
        case left
        /// Centre the content vertically along the right edge, at its own size.
        case right
        /// Put the content in the top-left corner, at its own size.
        case topLeft
        /// Put the content in the top-right corner, at its own size.
        case topRight
        /// Put the content in the bottom-left corner, at its own size.
        case bottomLeft
        /// Put the content in the bottom-right corner, at its own size.
        case bottomRight
    }
    /// How content is fitted to the bounds when they change size; changing it redraws the view.
    open var contentMode: ContentMode = .scaleToFill { didSet { if contentMode != oldValue { setNeedsDisplay() } } }
    /// The colour filling the bounds behind the content; nil (the default) is transparent.
    open var backgroundColor: UIColor? { didSet { layer.backgroundColor = backgroundColor?.cgColor } }
    /// Whether subviews and content are cut off at the bounds; false by default.
    open var clipsToBounds = false { didSet { layer.masksToBounds = clipsToBounds } }
    /// Whether touches reach the view; when false, hit-testing skips it and its subviews.
    open var isUserInteractionEnabled = true
    /// Animation blocks without `.allowUserInteraction` running on this view: while any runs, the
    /// view and its subtree are skipped by hit-testing, as UIKit does.
    var animationsBlockingInteraction = 0
    /// Whether the view hears more than one finger at a time; false by default, so only its first
    /// finger is delivered to it.
    open var isMultipleTouchEnabled = false
    /// Whether the view wants touches to itself alone while it tracks one; ScrollKit stores it but its
    /// touch delivery does not enforce it yet.
    open var isExclusiveTouch = false
    /// Pixels per point of the view's backing store (the layer's `contentsScale`); the scale of the
    /// screen of the view's window by default, following it when the screen's scale changes or the
    /// view moves to a window (Rendering/UIView+ScreenScale.swift). Setting it (or the layer's
    /// `contentsScale`) fixes the value: it no longer follows the screen, as on iOS. Non-finite or
    /// non-positive values become 1.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            layer.contentsScale = newValue.isFinite && newValue > 0 ? newValue : 1
            screenScaleFollowed = nil
        }
    }

    // MARK: Core Animation glue

    /// The view's layer transform in 3D (iOS 13), about `center`. An affine one sets `transform`;
    /// any other is given to the layer only, and `transform`, `frame`, hit-testing and coordinate
    /// conversion keep the affine part (CALayer+Transform3D says how the layer draws it).
    /// Animatable inside `UIView.animate` blocks.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set {
            let t = newValue
            if CATransform3DIsAffine(t) { transform = CATransform3DGetAffineTransform(t); return }
            let old = layer.transform
            transform = CATransform3DGetAffineTransform(t)
            recordAnimation("transform", from: .transform3D(old), to: .transform3D(t))
            layer.transform = t
        }
    }

    /// A view whose alpha cuts this view's drawing: where the mask view is transparent, this view
    /// and its subviews are not drawn. Its frame is in this view's coordinates; it must not be in a
    /// view tree (one that is is removed from its superview). Its layer becomes `layer.mask`.
    /// Hit-testing ignores the mask, as on iOS.
    open var mask: UIView? {
        didSet {
            guard mask !== oldValue else { return }
            if let mask, mask.superview != nil { mask.removeFromSuperview() }
            layer.mask = mask?.layer
        }
    }

    /// The view's layer asks for the action of a property change: a view answers `NSNull()`, so its
    /// own layer changes at once outside animation blocks (UIView.animate records its changes
    /// itself), as on iOS. Sublayers a view adds are standalone layers and animate implicitly.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { UIView.noAction }
    /// One `NSNull` for every answer: layers ask at each geometry change (every scrolled frame).
    private static let noAction = NSNull()

    /// Lays out sublayers of the view's layer when the layer's layout runs (after the view layout
    /// pass, at the end of the frame; a change of the bounds' size marks it). Does nothing by
    /// default; override it to size layers you added (call super). `layoutSubviews()` is run by the
    /// view layout pass, not from here.
    open func layoutSublayers(of layer: CALayer) {}

    // MARK: Layout direction (UIView+LayoutDirection)

    /// What the view shows, which decides whether it flips in a right-to-left interface: ordinary
    /// content (`.unspecified`, the default) flips, playback and spatial controls never do, and the
    /// forced values fix the direction of the view and the views below it.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutDirectionState.attribute ?? .unspecified }
        set { setSemanticContentAttribute(newValue) }
    }
    var layoutDirectionState = LayoutDirectionState()

    // MARK: Tree (storage; operations in UIView+Hierarchy)

    /// The view this one is a subview of; nil for a window or a view not yet added.
    open var superview: UIView? { _superview }
    /// Back to front, as on iOS.
    open var subviews: [UIView] { _subviews }
    weak var _superview: UIView?
    var _subviews: [UIView] = []
    weak var viewController: UIViewController?

    /// The window the view is in (the view itself for a window); nil while it is not in one.
    open var window: UIWindow? {
        var v: UIView? = self
        while let current = v {
            if let w = current as? UIWindow { return w }
            v = current.superview
        }
        return nil
    }

    /// The next responder: the view controller whose root view this is, otherwise the superview.
    open override var next: UIResponder? { viewController ?? superview }

    // MARK: Gesture recognizers

    /// The attached recognizers (nil when none). Setting the list removes the recognizers not in it
    /// and adds the new ones, in order, as `addGestureRecognizer` does.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers }
        set {
            let wanted = newValue ?? []
            for old in _gestureRecognizers ?? [] where !wanted.contains(where: { $0 === old }) { removeGestureRecognizer(old) }
            for recognizer in wanted where recognizer.view !== self { addGestureRecognizer(recognizer) }
        }
    }
    var _gestureRecognizers: [UIGestureRecognizer]?

    /// Attaches `recognizer` to the view, taking it off any view it was attached to before.
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        var list = _gestureRecognizers ?? []
        list.append(recognizer)
        _gestureRecognizers = list
        recognizer.view = self
    }

    /// Detaches `recognizer` from the view; a recognizer attached elsewhere is left alone.
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.detach()
        _gestureRecognizers?.removeAll { $0 === recognizer }
        if _gestureRecognizers?.isEmpty == true { _gestureRecognizers = nil }
        recognizer.view = nil
    }

    /// Asked before a recognizer leaves `.possible`; returning false makes it fail (iOS 6+).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Autoresizing

    /// Whether subviews are resized by their `autoresizingMask` when the bounds change size; true by
    /// default.
    open var autoresizesSubviews = true
    /// How the view follows its superview's size changes: which margins and sizes stretch; none by
    /// default.
    open var autoresizingMask: AutoresizingMask = []

    /// Which of a view's margins and sizes stretch when its superview changes size (UIKit's raw values).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches (UIKit value 1 << 0).
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches (UIKit value 1 << 1).
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches (UIKit value 1 << 2).
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches (UIKit value 1 << 3).
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches (UIKit value 1 << 4).
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches (UIKit value 1 << 5).
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    // MARK: Layout state (operations in UIView+Layout)

    var needsLayout = true
    /// The part of the view `draw(_:)` must redraw on the next display pass (nil: nothing).
    var needsDisplayRect: CGRect?
    /// The screen scale the layer's `contentsScale` was last given by UIKit; nil once the app set the
    /// scale itself, and for tiled layers (Rendering/UIView+ScreenScale.swift).
    var screenScaleFollowed: CGFloat?
    /// A view below this one (not this one) is marked for layout: the per-frame layout pass walks
    /// only the paths to marked views and never looks at the subviews of a view whose own layout
    /// is all that changed (a scrolling scroll view; UIView+Layout.swift). False for a new view,
    /// which has no subviews; adding one marks it and so sets this.
    var descendantNeedsLayout = false

    // MARK: Overridable entry points
    // Swift on Linux cannot override methods declared in extensions, so UIKit's overridable methods
    // are declared here and forward to their implementations in UIView+Hierarchy, +HitTesting, +Layout.
    /// Whether `point`, in the view's coordinates, is inside it; the default checks the bounds.
    /// Override it to grow or shrink the touch area.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { return _point(inside: point, with: event) }
    /// The deepest visible, interactive descendant (or the view itself) containing `point`, front to back;
    /// nil when the view is hidden, nearly transparent, not interactive or does not contain `point`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { return _hitTest(point, with: event) }
    /// The shape UIKit Dynamics collides the view as (`UIDynamicItem`): its bounds by default;
    /// override to return `.ellipse` for a round view.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// The outline for `.path` collisions (Dynamics/DynamicContact.swift: collided as the bounds).
    open var collisionBoundingPath: UIBezierPath { UIBezierPath(rect: bounds) }
    /// The size the view would like within `size`; the default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { return _sizeThatFits(size) }
    /// Adds `view` in front of the other subviews, removing it from its old superview first.
    open func addSubview(_ view: UIView) { _addSubview(view) }
    /// Adds `view` at `index` in `subviews` (0 is the back), removing it from its old superview first.
    open func insertSubview(_ view: UIView, at index: Int) { _insertSubview(view, at: index) }
    /// Adds `view` just in front of `sibling`, removing it from its old superview first.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) { _insertSubview(view, aboveSubview: sibling) }
    /// Adds `view` just behind `sibling`, removing it from its old superview first.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) { _insertSubview(view, belowSubview: sibling) }
    /// Moves the subview `view` in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) { _bringSubviewToFront(view) }
    /// Moves the subview `view` behind its siblings.
    open func sendSubviewToBack(_ view: UIView) { _sendSubviewToBack(view) }
    /// Swaps the subviews at the two indices in `subviews`.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { _exchangeSubview(at: index1, withSubviewAt: index2) }
    /// Takes the view out of its superview (and out of its window); does nothing when it has none.
    open func removeFromSuperview() { _removeFromSuperview() }
    /// Called after `subview` was added; override to react. The default does nothing.
    open func didAddSubview(_ subview: UIView) { _didAddSubview(subview) }
    /// Called before `subview` is removed; override to react. The default does nothing.
    open func willRemoveSubview(_ subview: UIView) { _willRemoveSubview(subview) }
    /// Called before the view moves to `newSuperview` (nil: before it is removed), before
    /// `willMove(toWindow:)`; override to react. The default does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called before the view enters `newWindow` or leaves its window (nil), for the moved view and
    /// each of its subviews, top down; override to react. The default does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view got a new superview (or lost it); override to react. The default does nothing.
    open func didMoveToSuperview() { _didMoveToSuperview() }
    /// Called after the view entered or left a window; override to react. The default does nothing.
    open func didMoveToWindow() { _didMoveToWindow() }
    /// Positions the subviews; override to lay them out by hand (constraint-based frames are set by
    /// the layout pass). Call `setNeedsLayout()` rather than calling this directly.
    open func layoutSubviews() { _layoutSubviews() }
    /// Resizes the view to `sizeThatFits` of its current size, keeping its origin.
    open func sizeToFit() { _sizeToFit() }
    /// Marks the view for layout: `layoutSubviews` runs on the next layout pass, not at once.
    open func setNeedsLayout() { _setNeedsLayout() }
    /// Runs any pending layout of this view and its subviews now.
    open func layoutIfNeeded() { _layoutIfNeeded() }
    /// Whether `view` is this view or one of its ancestors.
    open func isDescendant(of view: UIView) -> Bool { _isDescendant(of: view) }
    /// The first view with `tag` in this view's subtree, the view itself first; nil when none has it.
    open func viewWithTag(_ tag: Int) -> UIView? { _viewWithTag(tag) }
    /// `point` in this view's coordinates, converted to `view`'s (the window's when `view` is nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { _convert(point, to: view) }
    /// `point` in `view`'s coordinates (the window's when `view` is nil), converted to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { _convert(point, from: view) }
    /// The bounding box of the converted corners (exact for translations and scales, as on iOS).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { _convert(rect, to: view) }
    /// The bounding box of `rect` in `view`'s coordinates (the window's when nil), converted to this
    /// view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { _convert(rect, from: view) }

    /// Asked for each ancestor before a touch reaches `view` (TouchDeliveryPipeline); UIScrollView
    /// answers with `touchesShouldBegin(_:with:in:)`.
    func shouldDeliverContentTouches(_ touches: Set<UITouch>, with event: UIEvent, to view: UIView) -> Bool { true }

    // MARK: Display (the renderer in QuartzCore draws what is marked; see UIView+Rendering)

    /// Marks the whole view for redrawing: its `draw(_:)` runs on the next display pass.
    open func setNeedsDisplay() { setNeedsDisplay(bounds) }

    /// Marks part of the view for redrawing; dirty rects accumulate until the display pass.
    open func setNeedsDisplay(_ rect: CGRect) {
        let r = rect.standardized
        guard !r.isNull, !r.isEmpty, r.minX.isFinite, r.minY.isFinite else { return }
        if let tiled = layer as? CATiledLayer { return tiled.setNeedsDisplay(r) }
        needsDisplayRect = needsDisplayRect.map { $0.union(r) } ?? r
        // As on iOS, the layer is marked too: `render(in:)` displays it even off screen.
        layer.setNeedsDisplay()
    }

    /// Draws the view's content in its own coordinates; UIGraphicsGetCurrentContext() is the target.
    /// The default draws nothing (backgroundColor is drawn by the layer, as on iOS); it notes that it
    /// ran, so the display pass learns which classes keep no backing store (UIView+Display).
    open func draw(_ rect: CGRect) { UIView.defaultDrawRan = true }

    // MARK: Tint (see Views/UIView+Tint.swift)

    /// The tint set on this view (nil: inherited).
    var storedTintColor: UIColor?
    /// The colour controls and templates draw their accent in: the first tint set on this view or
    /// an ancestor, else the system blue (a window's default, as on iOS). Setting nil inherits again.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set { setStoredTintColor(newValue) }
    }
    /// Whether the tint is dimmed (`.dimmed` draws it desaturated on iOS, behind a modal). Stored
    /// only: it is neither resolved up the hierarchy nor drawn differently here (docs/PORTING.md).
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic
    /// Called when `tintColor` changes for this view: set on it, or on an ancestor it inherits from,
    /// or the view moved under another tint. Views that draw with the tint redraw here.
    open func tintColorDidChange() {}

    // MARK: Auto Layout
    // Stored state and overridable members for AutoLayout/ (Swift on Linux cannot override members
    // declared in extensions). `autoLayout` stays nil for views that never touch a constraint API, so
    // they keep the plain layout path. See AutoLayout/UIView+Constraints.swift for the rest of the API.

    /// Per-view Auto Layout state (variables, installed constraints, priorities, margins), made on first use.
    var autoLayout: AutoLayoutViewState?

    /// The natural size of the content (`UIView.noIntrinsicMetric` on an axis without one). Enters the
    /// layout as hugging (`<=`) and compression-resistance (`>=`) constraints; call
    /// `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// True by default for views made in code: the autoresizing mask and frame become required
    /// constraints, so other constraints on the same frame conflict, as on iOS.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayoutState.translatesAutoresizingMask = newValue
            translatesAutoresizingMaskDidChange()
        }
    }

    /// Insets for margin attributes, `layoutMarginsGuide` and VFL's `|-[v]`; 8 pt on every side by default.
    /// After `directionalLayoutMargins` was set, these are its values in the view's current direction
    /// (leading is the right edge right to left); setting them makes the margins physical again.
    open var layoutMargins: UIEdgeInsets {
        get { resolvedLayoutMargins }
        set { setPhysicalLayoutMargins(newValue.finite) }
    }

    /// The layout margins by leading and trailing edge (iOS 11): set them and `layoutMargins` follows
    /// the view's `effectiveUserInterfaceLayoutDirection`, now and when it changes; read them and
    /// `layoutMargins` are given in the current direction (UIView+DirectionalLayoutMargins.swift).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { currentDirectionalLayoutMargins }
        set { setDirectionalLayoutMargins(newValue) }
    }

    /// Called after `layoutMargins` changed; override to react. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// UIKit's form: `<UILabel: 0x…; frame = (10 20; 100 30); tag = 3; hidden = YES; layer = <CALayer: 0x…>>`
    /// (tag and hidden only when set), with the numbers printed as `%g` does.
    open override var description: String {
        func g(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        let f = frame
        var parts = ["frame = (\(g(f.minX)) \(g(f.minY)); \(g(f.width)) \(g(f.height)))"]
        if tag != 0 { parts.append("tag = \(tag)") }
        if isHidden { parts.append("hidden = YES") }
        parts.append("layer = <\(type(of: layer)): \(UIResponder.address(of: layer))>")
        return "<\(type(of: self)): \(addressDescription); " + parts.joined(separator: "; ") + ">"
    }

    /// Override to add or change constraints in the update phase (deepest views first, before the solve);
    /// call super last. Runs after `setNeedsUpdateConstraints()`.
    open func updateConstraints() { _updateConstraints() }

    /// UIKit asks this to decide whether to run the constraint pass for views without constraints; here
    /// the pass runs whenever constraints exist, so it is informational.
    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: Anchors and guides
    // Open and get-only, as in UIKit (`var topAnchor: NSLayoutYAxisAnchor { get }` on an open class), so
    // subclasses can override them; declared here because Swift on Linux cannot override members declared
    // in extensions. Anchors are made per call, as cheap handles; the guides live in `autoLayout`
    // (AutoLayout/NSLayoutAnchor.swift, AutoLayout/UILayoutGuide.swift).

    /// The leading edge, for constraints with other x-axis anchors; ScrollKit lays out left to right, so
    /// it is the left edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The trailing edge, for constraints with other x-axis anchors; the right edge in ScrollKit's
    /// left-to-right layout.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The left edge, whatever the layout direction.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The right edge, whatever the layout direction.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The horizontal centre of the frame.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The top edge, for constraints with other y-axis anchors.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The bottom edge, for constraints with other y-axis anchors.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre of the frame.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    /// The baseline of the first line of text on iOS; ScrollKit does not measure baselines, so it is
    /// the top edge (LayoutItemGeometry.swift).
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    /// The baseline of the last line of text on iOS; ScrollKit does not measure baselines, so it is
    /// the bottom edge (LayoutItemGeometry.swift).
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    /// The frame's width: relates to other dimensions (with a multiplier) or to a constant.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The frame's height: relates to other dimensions (with a multiplier) or to a constant.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    /// Guides added with `addLayoutGuide(_:)`.
    open var layoutGuides: [UILayoutGuide] { autoLayout?.guides ?? [] }
    /// The view's bounds inset by `layoutMargins` (the target of VFL's `|-[v]-|`); made on first use and
    /// then the same guide.
    open var layoutMarginsGuide: UILayoutGuide { makeLayoutMarginsGuide() }
    /// The view's bounds inset by `safeAreaInsets`, as an Auto Layout guide (iOS 11).
    open var safeAreaLayoutGuide: UILayoutGuide { makeSafeAreaLayoutGuide() }
    /// The layout margins guide narrowed, centred, to `UIView.readableContentWidth` where wider (iOS 9).
    open var readableContentGuide: UILayoutGuide { makeReadableContentGuide() }

    // MARK: Safe area and traits (App/UIView+SafeArea.swift, App/UITraitCollection.swift)

    /// Cached safe area, its guides and `insetsLayoutMarginsFromSafeArea`.
    var environment = ViewEnvironmentState()
    /// The part of the window's safe area (plus view controllers' `additionalSafeAreaInsets`) this view overlaps.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
    /// Called after `safeAreaInsets` changed; override to react. The default does nothing.
    open func safeAreaInsetsDidChange() {}
    /// Called after the view's trait collection changed, with the one before; override to react. The
    /// default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
