import ScrollPhysics

/// UIKit's scroll view: a view whose bounds origin (`contentOffset`) moves over a larger content area.
///
/// One path changes the offset (`applyOffset`), and it is the only place that calls
/// `scrollViewDidScroll`, moves the indicators and marks the view for layout. What the view is
/// doing is one `activity` value (ScrollActivity.swift; idle, tracking, dragging, decelerating,
/// animating to an offset, pinching, zoom-animating), changed in one place (`beginActivity`,
/// UIScrollView+Activity, which also owns the display link that runs motions on the host clock).
/// Dragging lives in UIScrollView+Dragging, content touches in UIScrollView+ContentTouches,
/// indicators in UIScrollView+Indicators, programmatic scrolling in UIScrollView+Programmatic,
/// zooming in UIScrollView+Zooming.
///
/// Delegate order (UIKit's; docs/ARCHITECTURE.md#a-scroll-views-activity): drag `willBeginDragging → didScroll*
/// → willEndDragging → didEndDragging(decelerate)`, then, if decelerating, `willBeginDecelerating → didScroll*
/// → didEndDecelerating`; animated programmatic scroll `didScroll* → didEndScrollingAnimation`; scroll to top
/// `shouldScrollToTop → didScroll* → didScrollToTop`.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The object told about scrolling, dragging, decelerating and zooming, and asked for the view to
    /// zoom; held weakly, as on iOS. Calls follow the order in the type's summary above.
    weak open var delegate: UIScrollViewDelegate?

    /// A scroll view of `frame` with UIKit's defaults: clipping on, scrolling and bouncing on, no
    /// content size, zoom range 1…1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureScrollView()
    }

    /// No archives on Linux: a scroll view with a zero frame and default settings (docs/PORTING.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureScrollView()
    }

    private func configureScrollView() {
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
    // Overridable members live in the class body (Swift on Linux cannot override members declared in
    // extensions); their logic stays in the extension files.

    /// Non-finite components become 0 and negative ones 0 (docs/PORTING.md, "Bad input").
    open var contentSize: CGSize = .zero {
        willSet { keyValueWillChange("contentSize") }
        didSet {
            defer { keyValueDidChange("contentSize") }
            contentSize = CGSize(width: max(0, Finite.value(contentSize.width)), height: max(0, Finite.value(contentSize.height)))
            if contentSize != oldValue { updateIndicators(); alignSmallContentIfIdle() }
        }
    }

    /// The bounds origin. Setting it while the view decelerates or animates shifts that motion (it
    /// continues from the new place, as UIKit's incremental animation does); during a drag the drag
    /// continues from the new place. Non-finite values are ignored.
    ///
    /// As on iOS, the scroll view's own machinery (drags, deceleration, bounces, animations, zooms,
    /// wheel and keys) moves the offset through this setter, so a subclass's override observes every
    /// change; `applyOffset` marks those calls so they do not shift the motion that makes them.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let fromMachinery = isApplyingOffset
            isApplyingOffset = false
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            keyValueWillChange("contentOffset")
            defer { keyValueDidChange("contentOffset") }
            if !fromMachinery {
                activityDidShift(by: CGPoint(x: newValue.x - bounds.origin.x, y: newValue.y - bounds.origin.y))
            }
            bounds.origin = newValue
        }
    }

    /// Non-finite inset values are replaced by 0; negative insets are valid (as in UIKit).
    open var contentInset: UIEdgeInsets = .zero {
        willSet { keyValueWillChange("contentInset") }
        didSet {
            defer { keyValueDidChange("contentInset") }
            contentInset = contentInset.finite
            if contentInset != oldValue { adjustedInsetMayHaveChanged() }
        }
    }

    /// How the safe area this view overlaps is added to `contentInset` to make `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `scrollableAxes`, but always vertically when the scroll view is the content view of a
        /// controller in a navigation controller (Apple's documentation of the case).
        case automatic
        /// Adds the safe area only on axes that scroll (content larger than the view, or `alwaysBounce…` on).
        case scrollableAxes
        /// Never adds the safe area: `adjustedContentInset` equals `contentInset`.
        case never
        /// Always adds the safe area on both axes, whether they scroll or not.
        case always
    }
    /// Which safe-area insets `adjustedContentInset` includes; `.automatic` by default, as on iOS.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedInsetMayHaveChanged() }
    }

    /// `contentInset` plus the part of the window's safe area this view overlaps, per
    /// `contentInsetAdjustmentBehavior` (automatic and scrollableAxes: only on axes that scroll).
    open var adjustedContentInset: UIEdgeInsets { contentInset + safeAreaContribution }

    /// Called when `adjustedContentInset` changes, just before the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)`; subclasses override it (call `super`). Does nothing here.
    open func adjustedContentInsetDidChange() {}

    /// Where content smaller than the view rests, in the unit square of the frame (iOS 17.4): (0, 0)
    /// the top-left (the default), (0.5, 0.5) centred, (1, 1) the bottom-right. Drags bounce back to
    /// that place and zooming out ends there; an idle view moves there when this, the content size
    /// or the view's size changes. Components are clamped to 0...1; NaN is ignored.
    open var contentAlignmentPoint: CGPoint = .zero {
        didSet {
            let x = contentAlignmentPoint.x.isNaN ? oldValue.x : min(max(contentAlignmentPoint.x, 0), 1)
            let y = contentAlignmentPoint.y.isNaN ? oldValue.y : min(max(contentAlignmentPoint.y, 0), 1)
            contentAlignmentPoint = CGPoint(x: x, y: y)
            if contentAlignmentPoint != oldValue { updateIndicators(); alignSmallContentIfIdle() }
        }
    }

    var lastAdjustedInset = UIEdgeInsets.zero
    /// Points above the adjusted top inset the content may still move down by without rubber-banding:
    /// the collapsed part of a navigation bar's search row, which scrolling down brings back (and the
    /// adjusted inset grows with it). UINavigationController+Search.swift sets it; 0 otherwise.
    var revealableTopInset: CGFloat = 0
    /// Set by `applyOffset` for the one `contentOffset` assignment it makes.
    var isApplyingOffset = false

    /// Whether content on this axis is larger than the view (or `alwaysBounce…` asks to move anyway).
    func canScroll(vertical: Bool) -> Bool {
        guard isScrollEnabled else { return false }
        let inset = contentInset
        if vertical { return alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height }
        return alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
    }

    // MARK: Scrolling from code (UIScrollView+Programmatic)

    /// Moves to `offset`, stopping any deceleration. Animated: `didScroll` every frame, then
    /// `scrollViewDidEndScrollingAnimation`. A non-finite offset is ignored.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { _setContentOffset(contentOffset, animated: animated) }

    /// Scrolls the least distance that shows `rect` (content coordinates) inside the inset bounds,
    /// through `setContentOffset(_:animated:)`. Non-finite or null rects are ignored.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { _scrollRectToVisible(rect, animated: animated) }

    /// Stops scroll and zoom animations (deceleration, bounces, programmatic scrolls and zooms) where
    /// they are (iOS 17.4); a bouncing view goes to the edge and a paging one to the nearest page.
    open func stopScrollingAndZooming() { _stopScrollingAndZooming() }

    // MARK: Behaviour

    /// Whether the user can scroll by dragging; false disables the pan gesture recognizer. Code can
    /// still set the offset. True by default.
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Both axes' bounce (iOS 17.4 split it): reads true if either axis bounces, sets both.
    open var bounces: Bool {
        get { bouncesHorizontally || bouncesVertically }
        set { bouncesHorizontally = newValue; bouncesVertically = newValue }
    }
    /// Whether dragging, decelerating and animating past a horizontal edge rubber-band (iOS 17.4).
    open var bouncesHorizontally = true
    /// Whether dragging, decelerating and animating past a vertical edge rubber-band (iOS 17.4).
    open var bouncesVertically = true
    /// Whether the host keyboard (arrows, Page Up/Down, space) scrolls this view (iOS 17); on by default.
    open var allowsKeyboardScrolling = true
    /// How dragging this view dismisses the software keyboard: `.none` (the default), `.onDrag`,
    /// `.interactive` (Keyboard/UIScrollView+KeyboardDismiss.swift).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a fling or a zoom animation asks the tiled layers in the content to draw the tiles
    /// of where it will come to rest before it gets there (a ScrollKit addition, the
    /// predictive prefetch; UIScrollView+TilePrefetch.swift). On by default.
    public var prefetchesTiledContent = true
    /// Lets a vertical drag move and rubber-band the content even when it is no taller than the view
    /// (when `bouncesVertically` is on). False by default.
    open var alwaysBounceVertical = false
    /// Lets a horizontal drag move and rubber-band the content even when it is no wider than the view
    /// (when `bouncesHorizontally` is on). False by default.
    open var alwaysBounceHorizontal = false
    /// Locks a drag to one axis when its first movement is within 30° of that axis (`DirectionalLock`);
    /// a diagonal start leaves the drag free. False by default.
    open var isDirectionalLockEnabled = false
    /// Makes drags and flicks come to rest on multiples of the view's bounds size, at most one page
    /// per flick, with a spring of its own rather than `decelerationRate` (`PagingTarget`). False by default.
    open var isPagingEnabled = false
    /// Whether a scroll-to-top request (the status-bar tap on iOS, `UIWindow.requestScrollToTop()`
    /// from the host here) may scroll this view; as on iPhone, only when exactly one visible scroll
    /// view in the window has it on. True by default.
    open var scrollsToTop = true
    /// Whether a touch reaches the content only after about 150 ms without a drag starting (the delay Apple's
    /// header describes; 150 ms is iAd JS's), so a drag that starts on a button does not highlight it. True by
    /// default.
    open var delaysContentTouches = true
    /// Whether a drag that starts after the content received a touch cancels that touch (asking
    /// `touchesShouldCancel(in:)`); false leaves the touch with the content and does not scroll. True by default.
    open var canCancelContentTouches = true

    /// How quickly a flick slows down: the fraction of its speed kept after each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A custom rate, the fraction of speed kept per millisecond (Swift's spelling for a raw value).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 per millisecond, the value reverse engineering and re-implementations of iOS agree on
        /// (sources: the Scroll Physics article, Sources/UIKit/UIKit.docc/ScrollPhysicsModel.md).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// The quick stop of picker-like views: 0.99 per millisecond (same sources), so a flick
        /// travels about a fifth as far as at `.normal`.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    /// Any value in (0, 1) works; others are clamped by `DecelerationCurve` (0.998 for NaN).
    open var decelerationRate: DecelerationRate = .normal

    // MARK: State flags (UIKit's; docs/ARCHITECTURE.md#a-scroll-views-activity), all read from `activity`

    /// A finger is on the content (from touch-down, before any drag is recognized, until lift).
    open var isTracking: Bool { activity.isTracking }
    /// A drag has been recognized; stays true through the deceleration that follows it.
    open var isDragging: Bool { activity.isDragging }
    /// The content is still moving after the finger lifted: a deceleration, a bounce back from an
    /// edge or a paging snap, until it comes to rest.
    open var isDecelerating: Bool { activity.isDecelerating }
    /// True only while the user pinches (UIKit's documented meaning); zooms from code and the bounce
    /// after a pinch report through `isZoomAnimating`.
    open var isZooming: Bool { activity.isZooming }
    /// A zoom animates back into the scale range after a pinch past it.
    open var isZoomBouncing: Bool { activity.zoomAnimation?.isScaleBounce ?? false }
    /// A zoom animates: `setZoomScale(_:animated: true)`, `zoom(to:animated: true)` or the bounce
    /// after a pinch (iOS 17.4).
    open var isZoomAnimating: Bool { activity.zoomAnimation != nil }
    /// A scroll animates: `setContentOffset(_:animated: true)`, `scrollRectToVisible(_:animated: true)`,
    /// keyboard scrolling or scroll to top (iOS 17.4); a deceleration reports through `isDecelerating`.
    open var isScrollAnimating: Bool { activity.isScrollAnimating }

    /// What the scroll view is doing (ScrollActivity.swift); written only by `beginActivity`, which
    /// applies `ScrollActivity.reduce` (ScrollActivityReducer.swift) and runs its effects.
    var activity: ScrollActivity = .idle {
        willSet { activityFlagsWillChange(to: newValue) }
        didSet { activityFlagsDidChange(from: oldValue) }
    }

    // MARK: Recognizers

    /// The recognizer that drags the content; configure it or make other recognizers depend on it,
    /// as on iOS, but do not change its target or delegate.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    let scrollPan = ScrollViewPanGestureRecognizer()
    /// The pinch that zooms; nil while zooming is impossible (no `viewForZooming`, or a scale range
    /// of one value), as on iOS.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoomingIsPossible ? scrollPinch : nil }
    let scrollPinch = ScrollViewPinchGestureRecognizer()

    // MARK: Zoom state (see UIScrollView+Zooming)

    /// The smallest scale the zoom view may reach (1 by default, so no zooming until the range is
    /// widened). Non-finite or non-positive values are ignored.
    open var minimumZoomScale: CGFloat = 1 { didSet { minimumZoomScale = Self.validScale(minimumZoomScale, oldValue) } }
    /// The largest scale the zoom view may reach (1 by default). Non-finite or non-positive values
    /// are ignored.
    open var maximumZoomScale: CGFloat = 1 { didSet { maximumZoomScale = Self.validScale(maximumZoomScale, oldValue) } }
    /// Whether a pinch may go past the scale range, resisting, and animate back when it ends; false
    /// stops it at the limits. True by default.
    open var bouncesZoom = true

    /// The zoom view's scale (its transform's `a`); 1 without a zoom view. Setting it calls
    /// `setZoomScale(_:animated: false)`.
    open var zoomScale: CGFloat {
        get { zoomView?.transform.a ?? 1 }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` (clamped to the range) about the centre of the bounds (test case
    /// TV-15: 2× on a 320×460 view moves the offset by half the bounds).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { _setZoomScale(scale, animated: animated) }

    /// Zooms so that `rect` (in the zoom view's coordinates) fills the bounds as far as the range allows.
    open func zoom(to rect: CGRect, animated: Bool) { _zoom(to: rect, animated: animated) }
    var warnedAboutZoomView = false
    let contentTouchDelay = ContentTouchDelayRecognizer()

    /// Runs the current motion each frame (UIScrollView+Activity).
    var displayLink: CADisplayLink?

    /// A pull-to-refresh control shown above the content (iOS 10); nil removes it. See UIRefreshControl.
    open var refreshControl: UIRefreshControl? { didSet { refreshControlDidChange(from: oldValue) } }

    // MARK: Indicators (see UIScrollView+Indicators)

    /// Whether the vertical indicator appears while the content moves vertically. True by default.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator appears while the content moves horizontally. True by default.
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colour scheme; `.default` by default.
    open var indicatorStyle: IndicatorStyle = .default { didSet { styleIndicators() } }
    /// How far the vertical indicator's track stays from the view's edges (zero by default).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { updateIndicators() } }
    /// How far the horizontal indicator's track stays from the view's edges (zero by default).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { updateIndicators() } }
    /// Whether the indicators also stay clear of the safe area this view overlaps (the safe-area
    /// part of `adjustedContentInset`, added to the insets above); true by default, as on iOS 13+.
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { updateIndicators() } }
    /// Sets both axes' indicator insets (the pre-iOS 11.1 property); reads the vertical one.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue.finite; horizontalScrollIndicatorInsets = newValue.finite }
    }
    var verticalIndicator: ScrollIndicatorView?
    var horizontalIndicator: ScrollIndicatorView?
    var indicatorVisibility = IndicatorVisibility()

    /// Shows the indicators for about 0.75 s, then fades them (XNScrollView's hold).
    open func flashScrollIndicators() { _flashScrollIndicators() }

    // MARK: The offset path

    private var isReportingScroll = false

    /// The machinery's way to move: through the `contentOffset` setter (so overrides observe it),
    /// without shifting the running motion; the bounds observer reports `scrollViewDidScroll`.
    func applyOffset(_ p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else { return }
        isApplyingOffset = true
        contentOffset = p
        isApplyingOffset = false
    }

    override func boundsDidChange(from old: CGRect) {
        if old.size != bounds.size { adjustedInsetMayHaveChanged(); alignSmallContentIfIdle() }
        updateIndicators()
        for observer in Self.scrollObservers { observer.scrollViewBoundsDidChange(self, from: old) }
        guard old.origin != bounds.origin else { return }
        // A delegate that sets the offset inside scrollViewDidScroll gets its change applied, but no
        // nested scrollViewDidScroll (which could recurse forever): docs/PORTING.md, "Bad input".
        guard !isReportingScroll else { return }
        isReportingScroll = true
        delegate?.scrollViewDidScroll(self)
        isReportingScroll = false
    }

    /// Leaving the window stops any motion without delegate calls; joining one recomputes the
    /// safe-area part of `adjustedContentInset`. Subclasses that override it call `super`.
    open override func didMoveToWindow() {
        if window == nil { stopMotion(.silently) }
        adjustedInsetMayHaveChanged()
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer { return panShouldBegin() }
        if gestureRecognizer === scrollPinch { return zoomingIsPossible }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Layout guides (open, as in UIKit; made in AutoLayout/UIScrollView+AutoLayout.swift)

    /// The content rectangle (0, 0, contentSize): pin content edges here to define `contentSize`.
    open var contentLayoutGuide: UILayoutGuide { makeContentLayoutGuide() }

    /// The scroll view's frame, seen from its content: the visible rectangle. Use its width for
    /// "equal width" content; pinning a subview's edges to it makes the subview float.
    open var frameLayoutGuide: UILayoutGuide { makeFrameLayoutGuide() }

    // MARK: Content touches (delivery policy in UIScrollView+ContentTouches)

    /// Asked before content touches are delivered to `view`; false keeps them from it. Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked before a drag takes touches that `view` already has; default: true unless `view` is a
    /// `UIControl`, so a drag that starts on a button does not scroll (the button keeps the touch).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Subclass hooks (internal: UICollectionView)

    /// Where a released drag comes to rest, given the proposal (a page, or the deceleration's end)
    /// and the velocity in points per millisecond; asked before the delegate's
    /// `scrollViewWillEndDragging`. UICollectionView asks its layout here. The default keeps the proposal.
    func adjustedReleaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// A released drag will decelerate to `offset` (the projected landing point, after the delegate's
    /// retarget). UICollectionView prefetches the items there. The default does nothing.
    func flingWillRest(at offset: CGPoint) {}

    override func shouldDeliverContentTouches(_ touches: Set<UITouch>, with event: UIEvent, to view: UIView) -> Bool {
        touchesShouldBegin(touches, with: event, in: view)
    }
}
