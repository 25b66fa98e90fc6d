import Foundation

/// UIKit's abstract collection view layout: the object that decides where every cell and
/// supplementary view goes. Subclass it (or `UICollectionViewFlowLayout`) exactly as on iOS:
/// override `prepare()` to compute and cache attributes, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)`.
///
/// When the collection view calls what (UICollectionView+Layout.swift): `prepare()` after every
/// invalidation, before it asks for the content size and the attributes of the visible rectangle;
/// `shouldInvalidateLayout(forBoundsChange:)` whenever its bounds change (every scroll);
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` when a self-sizing
/// cell prefers another size; `prepare(forCollectionViewUpdates:)`, the appearing/disappearing
/// attributes and `finalizeCollectionViewUpdates()` around animated updates;
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` when a drag is released.
///
/// Orthogonal sections (the compositional layout's sideways-scrolling sections) plug in through
/// `orthogonalSectionContainers()` (UICollectionView+OrthogonalSections.swift).
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout, set when the layout is installed (held weakly).
    open internal(set) weak var collectionView: UICollectionView?

    /// Whether the collection view mirrors this layout in the direction opposite to
    /// `developmentLayoutDirection` (LayoutDirection/UICollectionViewLayout+Direction.swift). False
    /// for a custom layout, as on iOS; flow and compositional layouts answer true.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    /// The direction the layout's answers are written for: left to right.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The decoration view classes by kind (`register(_:forDecorationViewOfKind:)`).
    var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]
    /// Whether `prepare()` must run before the next query (set by invalidation).
    var needsPrepare = true
    /// The invalidation contexts since the last `prepare()`, for layouts that look at them.
    var pendingInvalidation: UICollectionViewLayoutInvalidationContext?

    /// A layout with no collection view yet.
    public init() {}

    /// No archives on Linux: the default layout (docs/PORTING.md).
    public required init?(coder: NSCoder) {}

    // MARK: Classes

    /// The class of the attributes this layout makes; the collection view creates appearing and
    /// disappearing attributes of this class. Override to return your subclass.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of invalidation contexts `invalidateLayout()` and the bounds/preferred-size checks create.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// `layoutAttributesClass` as a type the collection view can instantiate (falls back to the base class).
    var attributesType: UICollectionViewLayoutAttributes.Type {
        (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    }

    /// Attributes of `layoutAttributesClass` for a cell (through its required `init()`, since a
    /// convenience initializer cannot be called on a metatype).
    func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = attributesType.init()
        attributes.indexPath = indexPath
        return attributes
    }

    /// Attributes of `layoutAttributesClass` for a supplementary view.
    func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = attributesType.init()
        attributes.indexPath = indexPath
        attributes.representedElementCategory = .supplementaryView
        attributes.representedElementKind = kind
        return attributes
    }

    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        ((type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    // MARK: Invalidation

    /// Marks the whole layout stale: `prepare()` runs again before the next layout pass's queries.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.markEverythingInvalid()
        invalidateLayout(with: context)
    }

    /// Marks what `context` names stale. The collection view applies its `contentOffsetAdjustment`
    /// (and `contentSizeAdjustment`) at the next layout pass; subclasses override to drop only the
    /// cached parts the context names, and call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        if let pending = pendingInvalidation { pending.merge(context) } else { pendingInvalidation = context }
        collectionView?.layoutDidInvalidate()
    }

    /// Whether a change of the collection view's bounds (a scroll or a resize) needs a new layout.
    /// The default, as on iOS, is `false`; layouts that depend on the visible rectangle (pinned
    /// headers, a size that follows the width) return `true`.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Called when the collection view's size changes inside an animation block (a resize or
    /// rotation animated with `UIView.animate`), after `prepare()` and before the visible elements
    /// are placed at their new attributes, with the bounds before the change. Layouts record what
    /// they need to animate from (iOS's contract); the default does nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after the elements were placed for an animated bounds change (the end of the layout
    /// pass that began with `prepare(forAnimatedBoundsChange:)`); clear what was recorded there.
    open func finalizeAnimatedBoundsChange() {}


    /// The context for a bounds change this layout asked to invalidate for (everything, by default).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.markEverythingInvalid()
        return context
    }

    /// Whether a self-sizing element's preferred attributes (from its view's
    /// `preferredLayoutAttributesFitting(_:)`) change the layout. The base layout returns `false`,
    /// as on iOS; `UICollectionViewFlowLayout` with estimated sizes returns `true` when the size differs.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The context for a preferred-size change: it names the element's index path.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        if preferredAttributes.representedElementCategory == .cell {
            context.invalidateItems(at: [preferredAttributes.indexPath])
        } else if let kind = preferredAttributes.representedElementKind {
            context.invalidateSupplementaryElements(ofKind: kind, at: [preferredAttributes.indexPath])
        }
        return context
    }

    // MARK: Providing the layout

    /// Computes and caches what the queries below answer; called after each invalidation, before the
    /// collection view asks anything else. The default does nothing.
    open func prepare() {}

    /// The size of everything the layout places; the collection view's `contentSize`. Zero by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that intersects `rect` (content coordinates). Called at each
    /// layout pass with the visible rectangle. Nil (the default) shows nothing.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`, or nil if the layout has none.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view (a header, a footer…) at `indexPath`, or nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view of `elementKind` at `indexPath`, or nil (the default).
    /// Decoration views the collection view shows come from `layoutAttributesForElements(in:)`;
    /// this is asked for one by kind and index path (UICollectionViewLayout+Decoration.swift).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Scrolling

    /// Where a released drag should come to rest, given where the deceleration would end
    /// (`proposedContentOffset`) and the release velocity (points per millisecond, as the scroll
    /// view delegate's). Return another offset to snap; the default keeps the proposal. Called
    /// before the delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, which
    /// may still change it.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to keep after a layout change or an animated update (the default keeps the proposal).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates

    /// Called at the start of an animated update with what changes (inserts, deletes, moves,
    /// reloads), after the data source reports the new counts and before `prepare()` for them.
    /// The default does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called once the update's animations are set up (they run on the host clock after it). The default does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item that appears during an update starts its animation (after-update index path).
    /// Nil, the default, starts it at its final attributes (so it appears without moving).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item that disappears during an update ends its animation (before-update index
    /// path). Nil, the default, leaves it where it was until it is removed.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view that appears during an update starts; nil: at its final attributes.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view that disappears during an update ends; nil: where it was.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a decoration view that appears during an update starts; nil: at its final attributes.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                   at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a decoration view that disappears during an update ends; nil: where it was.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Called before an animated layout change (`setCollectionViewLayout(_:animated:)`) to this layout.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called before an animated layout change away from this layout.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called when a layout change's animations are set up.
    open func finalizeLayoutTransition() {}

    /// Whether the collection view asks displayed views for `preferredLayoutAttributesFitting(_:)`
    /// (self-sizing). True for custom layouts (iOS asks them too; their default
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:…)` ignores the answer); a flow layout
    /// only with `estimatedItemSize`, since fitting Auto Layout content costs a solve per cell.
    var asksPreferredAttributes: Bool { true }

    // MARK: The seam for nested (orthogonal) sections

    /// Scroll views the collection view should host above its cells, one per section that scrolls
    /// across the main axis (a ScrollKit seam for `UICollectionViewCompositionalLayout`'s orthogonal
    /// sections; iOS keeps this private). The default is none.
    ///
    /// The contract (UICollectionView+OrthogonalSections.swift): each container is a
    /// `UIScrollView` whose `frame` is in the collection view's content coordinates and whose
    /// `sectionIndex` names the section whose items it carries. At every layout pass, after
    /// `prepare()`, the collection view adds the containers as subviews (and removes ones no longer
    /// returned), and places the cells of those sections *inside* the container: it asks the layout
    /// for the section's item attributes in the container's content coordinates through
    /// `layoutAttributesForOrthogonalSection(_:in:)`, so the container scrolls its cells sideways by its
    /// own physics while reuse, selection, `willDisplay` and updates stay the collection view's.
    func orthogonalSectionContainers() -> [OrthogonalSectionContainer] { [] }

    /// The attributes of the items of orthogonal section `section` that intersect `rect`, in the
    /// container's content coordinates (see `orthogonalSectionContainers()`).
    func layoutAttributesForOrthogonalSection(_ section: Int, in rect: CGRect) -> [UICollectionViewLayoutAttributes] { [] }
}
