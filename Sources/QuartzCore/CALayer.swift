/// Lets a view act for its layer, as UIView does for its CALayer on iOS.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Fills the layer's contents when the layer displays (`CALayer.display()`): a view runs its
    /// `draw(_:)` into a new backing store. Optional, as on iOS: the default does nothing.
    func display(_ layer: CALayer)
    /// The action for a change of `layer`'s property `event` (CALayer+Actions.swift): an action,
    /// `NSNull()` to have none, or nil to let the layer keep looking. Optional: the default is nil.
    /// A view answers `NSNull()`: its layer animates only inside `UIView.animate` blocks.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
    /// Lays out `layer`'s sublayers when its layout runs (`layoutSublayers()`). Optional: the
    /// default does nothing.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    public func layoutSublayers(of layer: CALayer) {}
}

/// A delegate that redraws part of its layer (a view: `UIView.setNeedsDisplay(_:)` keeps the
/// pixels outside the rect). `CALayer.setNeedsDisplay(_:)` hands the rect over; without one the
/// whole layer is marked.
package protocol CALayerPartialDisplayDelegate: AnyObject {
    @MainActor func layer(_ layer: CALayer, needsDisplayIn rect: CGRect)
}

/// The layer behind every view: geometry, opacity and the sublayer tree, plus animations on the host clock.
///
/// In ScrollKit the view owns geometry and mirrors it here (as on iOS, a view's frame is its layer's
/// frame), so renderers and `presentation()` read one tree. Compositing is `render(in:)`
/// (CALayer+Rendering.swift).
@preconcurrency @MainActor
open class CALayer {
    /// A layer with Core Animation's defaults: zero bounds at (0, 0), anchor point in the centre,
    /// fully opaque, visible, no sublayers.
    public required init() { bornInFrame = CATransaction.commitSerial }

    /// The frame commits counted when the layer was made (`CATransaction.commitSerial`): until the
    /// context it changes in commits a frame after that, the layer has no implicit animations, as a
    /// layer that was never committed has none on iOS.
    let bornInFrame: Int

    /// NSObject's description, `<ClassName: 0x…>`; subclasses override it, as on iOS (CALayer+Identity.swift).
    open var description: String { "<\(type(of: self)): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>" }

    /// The object that provides the contents (a view is its own layer's delegate); held weakly.
    public weak var delegate: CALayerDelegate?
    /// A name for debugging; ScrollKit does not look layers up by it.
    open var name: String?
    /// The layer's own coordinate space: its size, and the origin its contents and sublayers are drawn from.
    open var bounds: CGRect = .zero {
        didSet {
            if bounds.size != oldValue.size { setNeedsLayout() }
            // A layer that does not mask draws its sublayers in bounds coordinates: its origin moves them.
            if bounds.size != oldValue.size || (bounds.origin != oldValue.origin && sublayers != nil && !masksToBounds) {
                cullingBoxDidChange()
            }
            propertyDidChange("bounds", from: .rect(oldValue), to: .rect(bounds))
        }
    }
    /// Where the anchor point sits, in the superlayer's coordinates.
    open var position: CGPoint = .zero { didSet { cullingBoxDidChange(); propertyDidChange("position", from: .point(oldValue), to: .point(position)) } }
    /// The point of the bounds, in unit coordinates, placed at `position` and about which the
    /// transform applies; the centre (0.5, 0.5) by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { cullingBoxDidChange(); propertyDidChange("anchorPoint", from: .point(oldValue), to: .point(anchorPoint)) } }
    /// How opaque the layer and its sublayers are, from 0 (invisible) to 1 (the default).
    open var opacity: Float = 1 { didSet { propertyDidChange("opacity", from: .scalar(Double(oldValue)), to: .scalar(Double(opacity))) } }
    /// Whether the layer and its sublayers are left out of rendering.
    open var isHidden = false
    /// Whether contents and sublayers are clipped to the bounds (rounded by `cornerRadius`).
    open var masksToBounds = false { didSet { cullingBoxDidChange() } }
    /// Pixels per point of the backing store (UIScreen scale for views).
    open var contentsScale: CGFloat = 1

    // MARK: Appearance (drawn by `render(in:)`, CALayer+Rendering.swift)

    /// Filled behind the contents and sublayers, inside `cornerRadius`.
    open var backgroundColor: CGColor?
    /// Drawn inside the bounds edge, above the contents and sublayers (as Core Animation does).
    open var borderWidth: CGFloat = 0 { didSet { propertyDidChange("borderWidth", from: .scalar(Double(oldValue)), to: .scalar(Double(borderWidth))) } }
    /// The border's colour; opaque black by default, as in Core Animation.
    open var borderColor: CGColor? = .black
    /// Rounds the background and border; with `masksToBounds` it also clips contents and sublayers.
    open var cornerRadius: CGFloat = 0 { didSet { propertyDidChange("cornerRadius", from: .scalar(Double(oldValue)), to: .scalar(Double(cornerRadius))) } }
    /// The shadow's colour (Core Animation's default: opaque black); nil draws no shadow.
    open var shadowColor: CGColor? = .black { didSet { cullingBoxDidChange() } }
    /// How opaque the shadow is, 0 to 1; 0 (the default) draws no shadow.
    open var shadowOpacity: Float = 0 { didSet { cullingBoxDidChange(); propertyDidChange("shadowOpacity", from: .scalar(Double(oldValue)), to: .scalar(Double(shadowOpacity))) } }
    /// Where the shadow falls from the layer, in the layer's coordinates (y down): (0, -3) by
    /// default, as Apple documents, so the default shadow falls 3 points up.
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { cullingBoxDidChange(); propertyDidChange("shadowOffset", from: .size(oldValue), to: .size(shadowOffset)) } }
    /// The blur of the shadow, in points: 3 by default (CALayer+Shadow says how it is blurred).
    open var shadowRadius: CGFloat = 3 { didSet { cullingBoxDidChange(); propertyDidChange("shadowRadius", from: .scalar(Double(oldValue)), to: .scalar(Double(shadowRadius))) } }
    /// The shape of the shadow, in the layer's coordinates; nil (the default) shadows the layer's
    /// composited alpha: its background, contents and sublayers. A path is the fast way.
    open var shadowPath: CGPath? { didSet { cullingBoxDidChange(); if shadowPath == nil { shadowMaskCache = nil } else if shadowMaskCache == nil { shadowMaskCache = CGShadowMaskCache() } } }
    /// The blurred mask of `shadowPath`, kept while path, radius and scale stay (CGContext+Shadow).
    package private(set) var shadowMaskCache: CGShadowMaskCache?
    /// Values the compositor reads from subclasses (gradient and shape properties): a change makes
    /// the damage tracker repaint the layer. Nil for a plain layer.
    var subclassPaint: CALayerPaintKey? { nil }
    /// What a subclass paints outside its bounds, in layer space (a shape layer's stroked path); nil for none.
    var subclassPaintBox: CGRect? { nil }
    /// How many paints a subclass adds to CALayer's (a gradient, a fill and a stroke): with opacity
    /// below 1 two or more paints are composited as one group.
    var ownPaintCount: Int { 0 }

    /// A hint that the layer paints every pixel of its bounds opaquely.
    open var isOpaque = false
    /// The backing store: a `CGImage` drawn to fill the bounds (any other value is ignored).
    /// Assigning it satisfies a pending `setNeedsDisplay()`.
    open var contents: Any? { didSet { needsDisplayFlag = false; contentsAreBackingStore = false } }
    /// True while `contents` is the image a view's display pass drew (UIView sets it after
    /// assigning): a view whose `draw(_:)` stops painting drops that image, but never contents an
    /// app assigned itself (iOS leaves `contents` alone for a view that does not draw).
    package var contentsAreBackingStore = false
    /// A new layer needs display, so the first display pass asks a drawing view for its content.
    private var needsDisplayFlag = true

    /// Marks the contents stale; the next display pass redraws them.
    open func setNeedsDisplay() { needsDisplayFlag = true }
    /// Marks the part `r` of the contents (layer coordinates) stale, as Core Animation's
    /// `setNeedsDisplay(_:)` does: a view's layer passes it to the view, whose next `draw(_:)` gets
    /// that rect and keeps the pixels outside it (`UIView.setNeedsDisplay(_:)`); a `CATiledLayer`
    /// redraws only the tiles it touches; any other layer is displayed whole. An empty or
    /// non-finite rect marks nothing.
    open func setNeedsDisplay(_ r: CGRect) {
        let rect = r.standardized
        guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite,
              rect.height.isFinite else { return }
        if let partial = delegate as? CALayerPartialDisplayDelegate {
            partial.layer(self, needsDisplayIn: rect)
        } else {
            setNeedsDisplay()
        }
    }
    /// Whether the contents are stale (true for a layer that was never displayed).
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Reloads the contents, as iOS does: the delegate provides them (`display(_:)`; a view draws
    /// its `draw(_:)`). A layer without a delegate keeps its contents. `render(in:)` calls it for
    /// layers that need display, so a layer that was never on screen still renders its content.
    open func display() { delegate?.display(self) }

    /// Displays the layer if it is marked as needing display (`setNeedsDisplay()`, or never displayed).
    open func displayIfNeeded() { if needsDisplayFlag { display() } }
    /// The layer's transform about its anchor point (CALayer+Transform3D.swift says how a 3D one is
    /// drawn); animatable. `frame` follows it; `bounds` and `position` do not change.
    open var transform: CATransform3D = CATransform3DIdentity {
        didSet {
            if !transform.isFinite { transform = CATransform3DIdentity }
            noteNonAffineTransformOnce()
            cullingBoxDidChange()
            propertyDidChange("transform", from: .transform3D(oldValue), to: .transform3D(transform))
        }
    }
    /// Whether the non-affine transform notice was logged for this layer (CALayer+Transform3D.swift).
    var loggedNonAffineTransform = false

    /// The layer's transform as a 2D one (`CATransform3DGetAffineTransform(transform)`).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets the transform to a 2D one; `frame` follows it, `bounds` and `position` do not change.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The frame in the superlayer: bounds transformed about the anchor point and placed at
    /// `position`. Setting it sets `position` and `bounds.size` (keeping `bounds.origin`) so that
    /// the untransformed bounds fill it, as Core Animation does; with a transform that is not the
    /// identity Apple calls the frame undefined: ScrollKit then divides a scale out and, for a
    /// rotation or shear, only moves the layer. Non-finite values are ignored with one log line.
    open var frame: CGRect {
        get {
            let size = bounds.size
            let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                               width: size.width, height: size.height)
            let frame = local.applying(drawnAffineTransform).offsetBy(dx: position.x, dy: position.y)
            // Finite geometry can overflow (bounds 1e308 wide under a scale): NaN or infinite components
            // read 0, as UIView's do (docs/PORTING.md, "Bad input").
            guard !frame.isNull, [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
                if frame.isNull || frame.isInfinite { return .zero }
                func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
                return CGRect(x: finite(frame.origin.x), y: finite(frame.origin.y), width: finite(frame.size.width), height: finite(frame.size.height))
            }
            return frame
        }
        set { setFrame(newValue) }
    }

    /// How far in front of its siblings the layer is drawn: sublayers are drawn in increasing
    /// `zPosition`, equal values in `sublayers` order (0 by default). Animatable. ScrollKit has no
    /// depth buffer: it orders siblings only, and a `zPosition` does not move the layer on screen.
    open var zPosition: CGFloat = 0 { didSet { propertyDidChange("zPosition", from: .scalar(Double(oldValue)), to: .scalar(Double(zPosition))) } }

    /// A layer whose alpha cuts this layer's drawing (CALayer+Mask.swift): where the mask is
    /// transparent this layer, its sublayers, border and shadow are not drawn. It is placed in this
    /// layer's coordinates like a sublayer; it must not have a superlayer (one that has is taken
    /// from it, with one log line).
    open var mask: CALayer? { didSet { maskDidChange(from: oldValue) } }

    /// Actions by key (a property name) that `action(forKey:)` returns before the implicit ones;
    /// `NSNull()` turns the implicit animation of that property off. Nil by default.
    open var actions: [String: any CAAction]?

    /// How `contents` is placed in the bounds (CALayer+Contents.swift); `.resize` by default. A
    /// view's own backing store ignores it (it always fills the bounds).
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The part of `contents` drawn, in unit coordinates of the image; the whole image (0, 0, 1, 1)
    /// by default. Animatable.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { propertyDidChange("contentsRect", from: .rect(oldValue), to: .rect(contentsRect)) } }
    /// Whether Core Animation caches the layer as a bitmap. Accepted and stored; ScrollKit's
    /// compositor already keeps unchanged layers' pixels between frames (CARetainedFrame), so it
    /// draws the same pixels with or without it (docs/PORTING.md).
    open var shouldRasterize = false
    /// The scale of the `shouldRasterize` bitmap; stored, no effect (see `shouldRasterize`). 1 by default.
    open var rasterizationScale: CGFloat = 1

    /// Whether the layer's layout is stale (CALayer+Layout.swift).
    var needsLayoutFlag = false

    /// The layer this one is a sublayer of; nil for a root layer.
    public private(set) weak var superlayer: CALayer?
    /// The sublayers, back to front; nil when there are none, as in Core Animation. Any change to
    /// the list drops the spatial index of them (CALayer+SublayerIndex).
    public private(set) var sublayers: [CALayer]? { didSet { sublayerIndex = nil } }
    /// The index the walks cull many sublayers with, built on first use (CALayer+SublayerIndex).
    var sublayerIndex: SublayerSpatialIndex?
    /// This layer's position in its superlayer's `sublayers` when the superlayer's index was
    /// built; -1 when it was never indexed or has left (CALayer+SublayerIndex).
    var slotInSuperlayer = -1

    /// Adds `layer` in front of the other sublayers, taking it from its old superlayer first.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

    /// Inserts `layer` at `index` among the sublayers (past the end appends), taking it from its old
    /// superlayer first; inserting a layer into itself does nothing.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        // In place: a copy of the array per insert made building a list of n rows O(n²).
        if sublayers == nil { sublayers = [] }
        sublayers!.insert(layer, at: min(Int(index), sublayers!.count))
        layer.superlayer = self
        // The new sublayer may paint outside this layer's box (CALayer+SublayerIndex).
        cullingBoxDidChange()
    }

    /// Detaches the layer from its superlayer; does nothing for a root layer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
        slotInSuperlayer = -1
    }

    // MARK: Actions and layout (CALayer+Actions.swift, CALayer+Layout.swift)

    /// The action for a change of the property `event`: the delegate's, then `actions`', then
    /// `defaultAction(forKey:)`, then the implicit animation (CALayer+Actions.swift); nil when there
    /// is none. `NSNull` from the delegate or in `actions` is returned as is and means none.
    open func action(forKey event: String) -> (any CAAction)? { findAction(forKey: event) }
    /// A class's default action for `event`; nil (Core Animation's default), so the implicit
    /// animation applies. Subclasses override it to give their own.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }
    /// Property keys whose changes get the implicit animation; subclasses add theirs.
    class var implicitlyAnimatedKeys: Set<String> { layerAnimatableKeys }

    /// Marks the layer's layout as stale; it runs at the end of the frame (CALayer+Layout.swift).
    open func setNeedsLayout() { markNeedsLayout() }
    /// Whether the layer's layout is stale.
    open func needsLayout() -> Bool { needsLayoutFlag }
    /// Runs the layer's layout now if it is stale, then that of its sublayers that are.
    open func layoutIfNeeded() { runLayoutIfNeeded() }
    /// Lays out the sublayers; the default calls the delegate's `layoutSublayers(of:)`. Override it
    /// in a layer subclass (call super to keep the delegate's).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    /// The preferred size of the layer: the bounds' size, as Core Animation's default.
    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: Animations

    private var animations: [(key: String, animation: CABasicAnimation)] = []

    var hasAnimations: Bool { !animations.isEmpty }

    /// Adds an animation; one already under `key` is replaced (its completion gets `false`).
    open func add(_ animation: CABasicAnimation, forKey key: String?) {
        let key = key ?? "anim-\(HostScheduler.shared.serial())"
        removeAnimation(forKey: key)
        if animation.beginTime == 0 { animation.beginTime = HostClock.now }
        animation.joinOpenTransactions()
        animations.append((key, animation))
        // The walks never cull an animating layer by its model box (CALayer+SublayerIndex).
        cullingBoxDidChange()
        HostScheduler.shared.layerStartedAnimating(self)
    }

    /// The animation running under `key`, or nil.
    open func animation(forKey key: String) -> CABasicAnimation? {
        animations.first { $0.key == key }?.animation
    }

    /// The keys of the running animations in the order they were added; nil when none runs.
    open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.map(\.key) }

    /// Ends the animation under `key` at once (the layer shows its model value); its completion gets `false`.
    open func removeAnimation(forKey key: String) {
        guard let i = animations.firstIndex(where: { $0.key == key }) else { return }
        let removed = animations.remove(at: i).animation
        removed.didEnd(finished: false)
    }

    /// Ends every animation at once; each completion gets `false`.
    open func removeAllAnimations() {
        let removed = animations
        animations.removeAll()
        removed.forEach { $0.animation.didEnd(finished: false) }
    }

    func finishAnimations(at time: CFTimeInterval) {
        let done = animations.filter { $0.animation.isFinished(at: time) }
        guard !done.isEmpty else { return }
        animations.removeAll { entry in done.contains { $0.animation === entry.animation } }
        done.forEach { $0.animation.didEnd(finished: true) }
    }

    /// A copy of the layer as it appears at the current host time; with nothing animating it carries the
    /// model values. (The optional return is Apple's signature; this implementation always returns a copy,
    /// which tests and hit-testing of moving views rely on.)
    open func presentation() -> CALayer? {
        // Setting the copy's properties must not start implicit animations on it.
        CALayer.presentationDepth += 1
        defer { CALayer.presentationDepth -= 1 }
        let copy = makePresentationCopy()
        copy.bounds = bounds
        copy.position = position
        copy.anchorPoint = anchorPoint
        copy.opacity = opacity
        copy.isHidden = isHidden
        copy.masksToBounds = masksToBounds
        copy.contentsScale = contentsScale
        copy.backgroundColor = backgroundColor
        copy.borderWidth = borderWidth
        copy.borderColor = borderColor
        copy.cornerRadius = cornerRadius
        copy.isOpaque = isOpaque
        copy.contents = contents
        copy.needsDisplayFlag = needsDisplayFlag
        copy.contentsAreBackingStore = contentsAreBackingStore
        copy.transform = transform
        copy.zPosition = zPosition
        copy.mask = mask
        copy.contentsGravity = contentsGravity
        copy.contentsRect = contentsRect
        copy.shadowColor = shadowColor
        copy.shadowOpacity = shadowOpacity
        copy.shadowOffset = shadowOffset
        copy.shadowRadius = shadowRadius
        copy.shadowPath = shadowPath
        let now = HostClock.now
        for (_, anim) in animations {
            guard let value = anim.value(at: anim.externalTime?(now) ?? now) else { continue }
            copy.apply(value, keyPath: anim.keyPath)
        }
        return copy
    }

    /// A new layer of the class the presentation copy has; subclasses with properties of their own
    /// (CAGradientLayer, CAShapeLayer) return themselves' kind with those properties copied, so
    /// `presentation() as? CAShapeLayer` works as on iOS and the compositor reads them.
    func makePresentationCopy() -> CALayer { CALayer() }

    /// Sets the property at `keyPath` of a presentation copy; subclasses add theirs and call super.
    func apply(_ value: CAAnimatableValue, keyPath: String?) {
        switch (keyPath, value) {
        case let ("shadowOpacity", .scalar(v)): shadowOpacity = Float(v)
        case let ("shadowRadius", .scalar(v)): shadowRadius = CGFloat(v)
        case let ("shadowOffset", .size(s)): shadowOffset = s
        case let ("position", .point(p)): position = p
        case let ("bounds", .rect(r)): bounds = r
        case let ("bounds.size", .size(s)): bounds.size = s
        case let ("bounds.origin", .point(p)): bounds.origin = p
        case let ("opacity", .scalar(v)): opacity = Float(v)
        case let ("transform", .transform(t)): transform = CATransform3DMakeAffineTransform(t)
        case let ("transform", .transform3D(t)): transform = t
        case let ("anchorPoint", .point(p)): anchorPoint = p
        case let ("cornerRadius", .scalar(v)): cornerRadius = CGFloat(v)
        case let ("borderWidth", .scalar(v)): borderWidth = CGFloat(v)
        case let ("zPosition", .scalar(v)): zPosition = CGFloat(v)
        case let ("contentsRect", .rect(r)): contentsRect = r
        case let ("position.x", .scalar(v)): position.x = CGFloat(v)
        case let ("position.y", .scalar(v)): position.y = CGFloat(v)
        default: break
        }
    }
}

/// What a CALayer subclass paints beyond CALayer's own properties, in a form the damage tracker
/// compares frame to frame (CALayerSnapshot): numbers, colours, paths (by their elements) and names.
struct CALayerPaintKey: Equatable {
    var numbers: [CGFloat] = []
    var colors: [CGColor?] = []
    var paths: [[CGPathElement]?] = []
    var names: [String] = []
}
