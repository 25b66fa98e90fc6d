import ScrollPhysics

/// UIKit's scroll view: a view whose bounds origin (`contentOffset`) moves over a larger content area.
///
/// One path changes the offset (`applyOffset`), and it is the only place that calls
/// `scrollViewDidScroll`, moves the indicators and marks the view for layout. Dragging lives in
/// UIScrollView+Dragging, motion after the finger lifts in UIScrollView+Motion (per-axis
/// `ScrollAxisMotion`s driven by a display link on the host clock), content touches in
/// UIScrollView+ContentTouches, indicators in UIScrollView+Indicators, programmatic scrolling in
/// UIScrollView+Programmatic.
///
/// Delegate order (reference §10): drag `willBeginDragging → didScroll* → willEndDragging →
/// didEndDragging(decelerate)`, then, if decelerating, `willBeginDecelerating → didScroll* →
/// didEndDecelerating`; animated programmatic scroll `didScroll* → didEndScrollingAnimation`;
/// scroll to top `shouldScrollToTop → didScroll* → didScrollToTop`.
@MainActor
open class UIScrollView: UIView {
    public weak var delegate: UIScrollViewDelegate?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        scrollPan.scrollView = self
        scrollPan.addTarget { [unowned self] _ in self.handlePan() }
        addGestureRecognizer(contentTouchDelay)
        addGestureRecognizer(panGestureRecognizer)
        scrollPinch.scrollView = self
        scrollPinch.addTarget { [unowned self] _ in self.handlePinch() }
        addGestureRecognizer(scrollPinch)
    }

    // MARK: Geometry

    /// Non-finite components become 0 and negative ones 0 (README, "Bad input").
    public var contentSize: CGSize = .zero {
        didSet {
            contentSize = CGSize(width: max(0, Finite.value(contentSize.width)), height: max(0, Finite.value(contentSize.height)))
            if contentSize != oldValue { updateIndicators() }
        }
    }

    /// The bounds origin. Setting it while the view decelerates or animates shifts that motion (it
    /// continues from the new place, as UIKit's incremental animation does); during a drag the drag
    /// continues from the new place. Non-finite values are ignored.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            let delta = CGPoint(x: newValue.x - bounds.origin.x, y: newValue.y - bounds.origin.y)
            motionX?.shift(by: Double(delta.x))
            motionY?.shift(by: Double(delta.y))
            if isDragging { dragOrigin.x += delta.x; dragOrigin.y += delta.y }
            applyOffset(newValue)
        }
    }

    /// Non-finite inset values are replaced by 0; negative insets are valid (as in UIKit).
    public var contentInset: UIEdgeInsets = .zero {
        didSet {
            contentInset = contentInset.finite
            if contentInset != oldValue { adjustedInsetMayHaveChanged() }
        }
    }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedInsetMayHaveChanged() }
    }

    /// `contentInset` plus the part of the window's safe area this view overlaps, per
    /// `contentInsetAdjustmentBehavior` (automatic and scrollableAxes: only on axes that scroll).
    public var adjustedContentInset: UIEdgeInsets { contentInset + safeAreaContribution }

    private var lastAdjustedInset = UIEdgeInsets.zero
    func adjustedInsetMayHaveChanged() {
        let adjusted = adjustedContentInset
        guard adjusted != lastAdjustedInset else { return }
        lastAdjustedInset = adjusted
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        updateIndicators()
    }

    open func adjustedContentInsetDidChange() {}

    private var safeAreaContribution: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return .zero }
        // The scroll view's own safe area: the window's part it overlaps plus view controllers'
        // additionalSafeAreaInsets (App/UIView+SafeArea.swift).
        var overlap = safeAreaInsets
        guard overlap != .zero else { return .zero }
        if contentInsetAdjustmentBehavior != .always {
            if !canScroll(vertical: true) { overlap.top = 0; overlap.bottom = 0 }
            if !canScroll(vertical: false) { overlap.left = 0; overlap.right = 0 }
        }
        return overlap
    }

    /// The smallest and largest valid offsets (content plus adjusted insets, never smaller than the bounds).
    var offsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let inset = adjustedContentInset
        let minX = Double(0 - inset.left), minY = Double(0 - inset.top)  // 0 − x: no negative zero in traces
        let maxX = max(minX, Double(contentSize.width + inset.right - bounds.width))
        let maxY = max(minY, Double(contentSize.height + inset.bottom - bounds.height))
        return (minX...maxX, minY...maxY)
    }

    /// Whether content on this axis is larger than the view (or `alwaysBounce…` asks to move anyway).
    func canScroll(vertical: Bool) -> Bool {
        guard isScrollEnabled else { return false }
        let inset = contentInset
        if vertical { return alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height }
        return alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
    }

    // MARK: Behaviour

    public var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    public var bounces = true
    /// Whether a fling or a zoom animation asks the tiled layers in the content to draw the tiles
    /// of where it will come to rest before it gets there (a ScrollKit addition, issue 7's
    /// predictive prefetch; UIScrollView+TilePrefetch.swift). On by default.
    public var prefetchesTiledContent = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var isDirectionalLockEnabled = false
    public var isPagingEnabled = false
    public var scrollsToTop = true
    public var delaysContentTouches = true
    public var canCancelContentTouches = true

    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Reference §1.1: 0.998 and 0.99 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    /// Any value in (0, 1) works; others are clamped by `DecelerationCurve` (0.998 for NaN).
    public var decelerationRate: DecelerationRate = .normal

    // MARK: State flags (reference §10 and the README's table)

    /// A finger is on the content (from touch-down, before any drag is recognized, until lift).
    public internal(set) var isTracking = false
    /// A drag has been recognized; stays true through the deceleration that follows it.
    public internal(set) var isDragging = false
    public internal(set) var isDecelerating = false
    public internal(set) var isZooming = false
    public internal(set) var isZoomBouncing = false

    // MARK: Recognizers

    public var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    let scrollPan = ScrollViewPanGestureRecognizer()
    /// The pinch that zooms; nil while zooming is impossible (no `viewForZooming`, or a scale range
    /// of one value), as on iOS.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoomingIsPossible ? scrollPinch : nil }
    let scrollPinch = ScrollViewPinchGestureRecognizer()

    // MARK: Zoom state (see UIScrollView+Zooming)

    public var minimumZoomScale: CGFloat = 1 { didSet { minimumZoomScale = Self.validScale(minimumZoomScale, oldValue) } }
    public var maximumZoomScale: CGFloat = 1 { didSet { maximumZoomScale = Self.validScale(maximumZoomScale, oldValue) } }
    public var bouncesZoom = true
    var zoomAnimation: ZoomAnimation?
    /// The scale when the pinch began and the centroid at the previous pinch event.
    var pinchStart: (scale: CGFloat, centroid: CGPoint)?
    var warnedAboutZoomView = false
    let contentTouchDelay = ContentTouchDelayRecognizer()

    // MARK: Motion state (see UIScrollView+Motion)

    var motionX: ScrollAxisMotion?
    var motionY: ScrollAxisMotion?
    var motionKind: MotionKind = .none
    var displayLink: CADisplayLink?
    var dragOrigin = CGPoint.zero
    var dragLock: DirectionalLock = .free
    var dragStartPage = (x: 0, y: 0)
    var offsetTrackerX = VelocityTracker(), offsetTrackerY = VelocityTracker()

    // MARK: Indicators (see UIScrollView+Indicators)

    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    public var indicatorStyle: IndicatorStyle = .default { didSet { styleIndicators() } }
    public var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { updateIndicators() } }
    public var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { updateIndicators() } }
    /// Sets both axes' indicator insets (the pre-iOS 11.1 property); reads the vertical one.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue.finite; horizontalScrollIndicatorInsets = newValue.finite }
    }
    var verticalIndicator: ScrollIndicatorView?
    var horizontalIndicator: ScrollIndicatorView?
    var indicatorVisibility = IndicatorVisibility()

    // MARK: The offset path

    private var isReportingScroll = false

    /// Sets the bounds origin; the bounds observer calls `offsetDidChange`.
    func applyOffset(_ p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else { return }
        bounds.origin = p
    }

    override func boundsDidChange(from old: CGRect) {
        if old.size != bounds.size { adjustedInsetMayHaveChanged() }
        updateIndicators()
        guard old.origin != bounds.origin else { return }
        contentOffsetDidChangeForConstraints()  // Auto Layout: floating views (one suggestValue per scroll)
        // A delegate that sets the offset inside scrollViewDidScroll gets its change applied, but no
        // nested scrollViewDidScroll (which could recurse forever): README, "Bad input".
        guard !isReportingScroll else { return }
        isReportingScroll = true
        delegate?.scrollViewDidScroll(self)
        isReportingScroll = false
    }

    open override func didMoveToWindow() {
        if window == nil { stopMotion(notify: false) }
        adjustedInsetMayHaveChanged()
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer { return panShouldBegin() }
        if gestureRecognizer === scrollPinch { return zoomingIsPossible }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Content touches (delivery policy in UIScrollView+ContentTouches)

    /// Asked before content touches are delivered to `view`; false keeps them from it. Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked before a drag takes touches that `view` already has; default: true unless `view` is a
    /// `UIControl`, so a drag that starts on a button does not scroll (TV-24).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    override func shouldDeliverContentTouches(_ touches: Set<UITouch>, with event: UIEvent, to view: UIView) -> Bool {
        touchesShouldBegin(touches, with: event, in: view)
    }
}
