import Foundation

/// UIKit's collection view: items in sections, placed by a `UICollectionViewLayout`, on ScrollKit's
/// `UIScrollView`, whose physics, content-touch delay, indicators, insets and delegate apply unchanged.
///
/// Only the elements whose layout attributes intersect the bounds have views; views that leave
/// wait in reuse queues (UICollectionView+Reuse.swift), so the views alive stay about one screenful
/// whatever the item count. The layout pass (UICollectionView+Layout.swift) asks the layout for
/// the attributes in the bounds at every `layoutSubviews` (the scroll view lays out after each
/// offset change). Selection and touches: UICollectionView+Selection.swift; queries and scrolling
/// to an item: UICollectionView+Queries.swift; updates and their animation:
/// UICollectionView+Updates.swift and UICollectionView+UpdateAnimation.swift; prefetching:
/// UICollectionView+Prefetching.swift; self-sizing: UICollectionView+SelfSizing.swift; the seam
/// for nested sideways sections: UICollectionView+OrthogonalSections.swift.
///
/// Porting notes: `delegate` is the scroll view's (see UICollectionViewDelegate); data is loaded at
/// the first layout or the first query after `reloadData()`, as iOS loads it lazily.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put an
    /// item: at most one vertical and one horizontal position; empty (`[]`) scrolls the least
    /// distance that shows the item (UIKit's Swift API has no `.none`). UIKit's raw values.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// A position from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// What kind of view a set of layout attributes describes.
    public enum ElementCategory: UInt, Sendable {
        /// A cell, one per item, from the data source's `cellForItemAt`.
        case cell
        /// A supplementary view (header, footer, badge…), from `viewForSupplementaryElementOfKind`.
        case supplementaryView
        /// A decoration view, owned by the layout (`UICollectionViewLayout.register(_:forDecorationViewOfKind:)`).
        case decorationView
    }

    /// The kind of a flow layout's section headers (UIKit's string, `UICollectionElementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers (UIKit's string, `UICollectionElementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Creates a collection view placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        install(layout)
        backgroundColor = .systemBackground
        addGestureRecognizer(contextMenus.recognizer)
    }

    /// Long-press context menus for items (Menus/ContextMenuDriver.swift).
    lazy var contextMenus = ContextMenuDriver(source: self)

    /// No archives on Linux: a collection view with a zero frame and a flow layout (docs/PORTING.md).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        install(collectionViewLayout)
        addGestureRecognizer(contextMenus.recognizer)
    }

    /// The layout placing the items; setting it swaps layouts at once (see `setCollectionViewLayout(_:animated:)`).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            install(collectionViewLayout)
        }
    }

    /// Changes the layout; `animated` moves the visible views to their new places over
    /// `UICollectionView.updateAnimationDuration` on the host clock.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout, then calls `completion` (after the animation, on the host clock, when animated).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        transitionLayout(to: layout, animated: animated, completion: completion)
    }

    /// The object that supplies counts, cells and supplementary views; held weakly. Setting it
    /// reloads the data at the next layout.
    open weak var dataSource: UICollectionViewDataSource? { didSet { setNeedsReload() } }

    /// The object told ahead of time which items will appear (UICollectionView+Prefetching.swift); held weakly.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?

    /// Whether `prefetchDataSource` is asked (true by default, as on iOS 10 and later).
    open var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled { cancelAllPrefetching() } }
    }

    /// A view behind all the content that does not scroll (nil by default), sized to the bounds.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects an item (true by default); false also ignores `selectItem` in code.
    open var allowsSelection = true
    /// Whether several items can be selected at once (false by default); a tap on a selected item then deselects it.
    open var allowsMultipleSelection = false

    /// How long animated updates and layout changes take: Apple does not document the collection
    /// view's duration, so ScrollKit uses UIKit's default animation duration, 0.2 s (the documented
    /// default of `UIView.setAnimationDuration(_:)`).
    public static let updateAnimationDuration: TimeInterval = 0.2

    // MARK: State (read by the extensions)

    /// Item counts per section, as the data source last reported them.
    var itemCounts: [Int] = []
    var needsReload = true
    /// Bumped whenever the counts are replaced (loads, updates), so a layout pass whose data source
    /// or delegate reloaded in a callback stops using index paths from before.
    var dataGeneration = 0
    /// The views on screen, by element.
    var visibleViews: [CollectionElementKey: UICollectionReusableView] = [:]
    /// The attributes each visible view was last given.
    var appliedAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    var registeredCellClasses: [String: UICollectionViewCell.Type] = [:]
    var registeredSupplementaryClasses: [ReuseKey: UICollectionReusableView.Type] = [:]
    var reusableCells: [String: [UICollectionViewCell]] = [:]
    var reusableSupplementaryViews: [ReuseKey: [UICollectionReusableView]] = [:]
    var selectedItems: Set<IndexPath> = []
    /// The item under a finger that may become a tap (UICollectionView+Selection).
    var touchedItem: IndexPath?
    var touchedItemHighlighted = false
    var warnedAboutCounts = false
    var warnedAboutSupplementary = false
    /// The decoration kinds already logged as having no registered class.
    var warnedDecorationKinds: Set<String> = []
    /// Views leaving in an update animation: removed and queued when it ends.
    var disappearingViews: [UICollectionReusableView] = []
    /// Prefetch bookkeeping (UICollectionView+Prefetching).
    var prefetch = CollectionPrefetchState()
    /// The containers of orthogonal sections (UICollectionView+OrthogonalSections), by section.
    var orthogonalContainers: [Int: OrthogonalSectionContainer] = [:]
    /// Set while an update animation is being set up, so the layout pass animates what it changes.
    var pendingUpdateAnimation: CollectionUpdateAnimation?
    /// The bounds before a resize made inside an animation block, until the layout pass that tells
    /// the layout (`prepare(forAnimatedBoundsChange:)`).
    var pendingAnimatedBoundsChange: CGRect?
    /// The batch being collected by `performBatchUpdates` (nil outside one), and its completions.
    var pendingBatch: CollectionUpdates?
    var pendingBatchCompletions: [(Bool) -> Void] = []
    /// A layout pass running now: a callback that lays out again re-enters, which is refused.
    var isLayingOutElements = false
    /// Swipes list rows open, once a list section with swipe actions is laid out
    /// (List/UICollectionView+ListSwipeActions).
    var listSwipeActions: SwipeActionsController?

    /// The delegate seen as a collection view delegate (nil when it is only a scroll view delegate).
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    struct ReuseKey: Hashable {
        var kind: String
        var identifier: String
    }

    private func install(_ layout: UICollectionViewLayout) {
        if let other = layout.collectionView, other !== self {
            Log.uikit.warning("a UICollectionViewLayout was installed in a second collection view; it now lays out only the new one")
            other.collectionViewLayout = UICollectionViewFlowLayout()
        }
        layout.collectionView = self
        layout.needsPrepare = true
        setNeedsLayout()
    }

    func setNeedsReload() {
        needsReload = true
        collectionViewLayout.needsPrepare = true
        setNeedsLayout()
    }

    /// Called by the layout's `invalidateLayout(with:)`.
    func layoutDidInvalidate() { setNeedsLayout() }

    /// Lays out the scroll view, then loads the data if needed and places the visible elements.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let oldBounds = pendingAnimatedBoundsChange else { return layoutElements() }
        pendingAnimatedBoundsChange = nil
        loadIfNeeded()
        prepareLayoutIfNeeded()
        collectionViewLayout.prepare(forAnimatedBoundsChange: oldBounds)
        layoutElements()
        collectionViewLayout.finalizeAnimatedBoundsChange()
    }

    // Touches that reach the collection view (from its cells, through the responder chain) select
    // items (UICollectionView+Selection); they are not forwarded further up the chain.
    /// Highlights the item under the finger (after the scroll view's content-touch delay); a touch
    /// beside a list row swiped open only closes it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if listSwipeActions?.closeOnTouch() == true { return }
        collectionTouchesBegan(touches)
    }

    /// A horizontal drag on a list row with swipe actions swipes the row instead of scrolling; the
    /// list swipe recognizer begins only for such drags.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let swipes = listSwipeActions {
            if gestureRecognizer === swipes.recognizer { return swipes.panIsRowSwipe(swipes.recognizer) }
            if gestureRecognizer === panGestureRecognizer, let pan = gestureRecognizer as? UIPanGestureRecognizer,
               swipes.panIsRowSwipe(pan) { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    /// Does nothing: a finger that moves far enough is taken by the scroll view's pan, which cancels the touch.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Selects (or, in multiple selection, toggles) the touched item when the finger lifts.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { collectionTouchesEnded(touches) }
    /// Removes the highlight without selecting, as when a drag turns the touch into a scroll.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { endTouch(selecting: false) }

    /// The adjusted inset changed (content inset, safe area): the layout's extent across the
    /// scroll direction may have changed, so it is invalidated.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        collectionViewLayout.invalidateLayout()
    }

    /// The safe area changed: a flow layout measuring its insets from it (`sectionInsetReference`) lays out again.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        collectionViewLayout.invalidateLayout()
    }

    /// The layout margins changed: a flow layout measuring its insets from them lays out again.
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        collectionViewLayout.invalidateLayout()
    }

    /// Every bounds change (each scroll, each resize) is offered to the layout before it happens,
    /// so `shouldInvalidateLayout(forBoundsChange:)` can compare the new bounds with
    /// `collectionView.bounds`, as iOS layouts do.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let layout = collectionViewLayout
            if newValue != super.bounds, layout.collectionView === self, layout.shouldInvalidateLayout(forBoundsChange: newValue) {
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newValue))
            }
            // A resize inside an animation block: the next layout pass brackets its placement
            // with prepare(forAnimatedBoundsChange:) and finalizeAnimatedBoundsChange() (the first
            // bounds of a run of changes is the one the layout animates from).
            if newValue.size != super.bounds.size, AnimationContext.isRecording, pendingAnimatedBoundsChange == nil {
                pendingAnimatedBoundsChange = super.bounds
                setNeedsLayout()
            }
            super.bounds = newValue
        }
    }

    // MARK: Scroll view hooks

    /// A released drag asks the layout where to rest (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`)
    /// before the delegate's `scrollViewWillEndDragging`.
    override func adjustedReleaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let target = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        guard target.x.isFinite, target.y.isFinite else { return proposed }
        return target
    }

    /// A fling will rest at `offset`: prefetch the items there.
    override func flingWillRest(at offset: CGPoint) {
        prefetchForLanding(at: offset)
    }
}
