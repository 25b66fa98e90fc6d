import Foundation

/// UIKit's compositional layout (iOS 13): a layout built from items, groups and sections
/// (`NSCollectionLayoutSection`), one description for every section or one per section from a
/// provider that sees the layout environment.
///
/// How it works here: `prepare()` resolves every section with `CompositionalSectionResolver`
/// (pure geometry: fractions of the container and groups, insets, spacing, boundary items) and
/// caches the frames; `layoutAttributesForElements(in:)` finds the sections, and inside them the
/// groups, that meet the rectangle by binary search, so a query costs O(log n + visible elements)
/// for 10,000 items. Sections with `orthogonalScrollingBehavior` other than `.none` get a nested
/// scroll view (`CompositionalOrthogonalScrollView`) that carries their cells sideways; pinned
/// headers (`pinToVisibleBounds`) are placed against the visible bounds at each query, and a
/// bounds change invalidates only them. Estimated dimensions start at the estimate and take the
/// size a displayed cell prefers (`preferredLayoutAttributesFitting(_:)`).
///
/// See also `UICollectionViewCompositionalLayoutConfiguration`, `NSCollectionLayoutSection`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// True: in a right-to-left collection view the sections are mirrored, as on iOS.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    private let fixedSection: NSCollectionLayoutSection?
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
    /// The layout-wide settings; setting them invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    /// Resolved sections of the last `prepare()`.
    var placed: [PlacedSection] = []
    var contentSize: CGSize = .zero
    var axis: LayoutAxis = .vertical
    /// Sizes displayed cells and supplementary views preferred, for estimated dimensions.
    var measuredItems: [IndexPath: CGSize] = [:]
    var measuredSupplementaries: [SupplementaryKey: CGSize] = [:]
    /// One nested scroll view per orthogonal section, kept from pass to pass (their offsets survive).
    var orthogonalScrollViews: [Int: CompositionalOrthogonalScrollView] = [:]
    /// Whether the next `prepare()` must resolve the sections again (false after a scroll that only
    /// moves pinned headers).
    var needsResolve = true
    var lastSize: CGSize?
    /// Whether any resolved section has an estimated item or boundary dimension.
    var hasEstimatedDimensions = false
    /// The background `list(using:)` gives the collection view, and the view it was given to.
    var listBackgroundColor: UIColor?
    weak var listBackgroundTarget: UICollectionView?

    /// A layout repeating one section description for every section.
    public init(section: NSCollectionLayoutSection) {
        fixedSection = section; sectionProvider = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }
    /// A layout repeating one section description, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section; sectionProvider = nil; self.configuration = configuration
        super.init()
    }
    /// A layout asking `sectionProvider` for each section's description.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        fixedSection = nil; self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }
    /// A layout asking `sectionProvider` for each section's description, with a configuration.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = nil; self.sectionProvider = sectionProvider; self.configuration = configuration
        super.init()
    }
    /// No archives on Linux: an empty layout with the default configuration (porting guide).
    public required init?(coder: NSCoder) {
        fixedSection = nil; sectionProvider = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    // MARK: Preparing

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if !(context is PinnedBoundsInvalidationContext) { needsResolve = true }
        super.invalidateLayout(with: context)
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else { placed = []; contentSize = .zero; return }
        applyListBackground(to: collectionView)
        let size = collectionView.bounds.size
        if size != lastSize { needsResolve = true }
        guard needsResolve else { return }
        needsResolve = false
        lastSize = size
        resolveSections(in: collectionView)
    }

    private func resolveSections(in collectionView: UICollectionView) {
        axis = configuration.scrollDirection == .horizontal ? .horizontal : .vertical
        let size = collectionView.bounds.size
        var spacing = configuration.interSectionSpacing
        if !spacing.isFinite || spacing < 0 {
            Log.uikit.warning("UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing \(spacing) is not a finite non-negative number; using 0")
            spacing = 0
        }
        var cursor: CGFloat = 0
        placed = []
        let count = collectionView.numberOfSections
        for s in 0..<count {
            if s > 0 { cursor += spacing }
            let (environmentContainer, _) = containerFor(reference: .automatic, collectionView: collectionView, size: size)
            let environment = CompositionalEnvironment(container: environmentContainer, traitCollection: collectionView.traitCollection)
            guard let description = fixedSection ?? sectionProvider?(s, environment) else {
                Log.uikit.warning("UICollectionViewCompositionalLayout: the section provider returned nil for section \(s); the section is left empty")
                var empty = ResolvedSection()
                empty.frame = axis.rect(main: cursor, cross: 0, mainLength: 0, crossLength: axis.cross(size))
                placed.append(PlacedSection(description: nil, resolved: empty, index: s))
                continue
            }
            let (container, crossOrigin) = containerFor(reference: description.contentInsetsReference, collectionView: collectionView, size: size)
            let resolver = CompositionalSectionResolver(axis: axis, container: container.effectiveContentSize, crossOrigin: crossOrigin,
                                                        environment: CompositionalEnvironment(container: container, traitCollection: collectionView.traitCollection))
            let measured = measuredItems
            let measuredSup = measuredSupplementaries
            let items = collectionView.numberOfItems(inSection: s)
            let resolved = resolver.resolve(description, itemCount: items, start: cursor,
                                            measured: { measured[IndexPath(item: $0, section: s)] },
                                            measuredSupplementary: { i in
                                                let kind = description.boundarySupplementaryItems[i].elementKind
                                                return measuredSup[SupplementaryKey(kind: kind, indexPath: Self.boundaryIndexPath(description, i, section: s))]
                                            })
            placed.append(PlacedSection(description: description, resolved: resolved, index: s))
            cursor = axis.maxMain(resolved.frame)
        }
        contentSize = axis.size(main: cursor, cross: axis.cross(size))
        hasEstimatedDimensions = placed.contains { $0.description.map(Self.hasEstimates) ?? false }
        if placed.contains(where: { $0.description?.listConfiguration?.hasSwipeActions ?? false }) {
            collectionView.installListSwipeRecognizerIfNeeded()
        }
        syncOrthogonalScrollViews()
    }

    /// The container a section is laid out in: the collection view's size less the insets its
    /// `contentInsetsReference` names, on the cross axis (`.automatic` is the safe area, as on iOS).
    private func containerFor(reference: UIContentInsetsReference, collectionView: UICollectionView,
                              size: CGSize) -> (CompositionalContainer, CGFloat) {
        let reference = reference == .automatic ? configuration.contentInsetsReference : reference
        var before: CGFloat = 0, after: CGFloat = 0
        switch reference {
        case .none: break
        case .automatic, .safeArea:
            let s = collectionView.safeAreaInsets
            (before, after) = axis == .vertical ? (s.left, s.right) : (s.top, s.bottom)
        case .layoutMargins:
            let m = collectionView.layoutMargins
            (before, after) = axis == .vertical ? (m.left, m.right) : (m.top, m.bottom)
        case .readableContent:
            let f = collectionView.readableContentGuide.layoutFrame
            (before, after) = axis == .vertical ? (f.minX, size.width - f.maxX) : (f.minY, size.height - f.maxY)
        }
        before = before.isFinite ? max(before, 0) : 0
        after = after.isFinite ? max(after, 0) : 0
        let insets = axis == .vertical
            ? NSDirectionalEdgeInsets(top: 0, leading: before, bottom: 0, trailing: after)
            : NSDirectionalEdgeInsets(top: before, leading: 0, bottom: after, trailing: 0)
        return (CompositionalContainer(contentSize: size, contentInsets: insets), before)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    // MARK: Queries (UICollectionViewCompositionalLayout+Attributes.swift)

    /// The cells, headers, footers and badges meeting `rect`: sections, then groups, found by
    /// binary search (cells of orthogonal sections live in their nested scroll views).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributesForElements(in: rect)
    }
    /// The cell at `indexPath` (in an orthogonal section: where its nested scroll view shows it now).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesForItem(at: indexPath)
    }
    /// A boundary item (index path: the section and its position among that section's items of
    /// the kind) or an item's badge (the item's index path).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }
    /// A section's decoration item of `elementKind` (index path: the section, item 0).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesForDecorationView(ofKind: elementKind, at: indexPath)
    }
    /// Pinned boundary items move with every scroll, so a bounds change re-queries them (without
    /// resolving the sections again); a size change lays everything out again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size || hasPinnedItems
    }
    /// For a scroll (same size): a context that keeps the resolved sections.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        guard let collectionView, newBounds.size == collectionView.bounds.size else {
            return super.invalidationContext(forBoundsChange: newBounds)
        }
        return PinnedBoundsInvalidationContext()
    }

    // MARK: Estimated dimensions (UICollectionViewCompositionalLayout+SelfSizing.swift)

    /// True when a displayed element prefers another size on an axis its description estimates.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredSizeChangesLayout(preferredAttributes, original: originalAttributes)
    }
    /// Keeps the preferred size, so the next `prepare()` lays the element out at it.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        recordPreferredSize(preferredAttributes)
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
    /// Only layouts with estimated dimensions ask displayed views for their preferred size.
    override var asksPreferredAttributes: Bool { hasEstimatedDimensions }

    // MARK: Orthogonal sections (UICollectionViewCompositionalLayout+Orthogonal.swift)

    override func orthogonalSectionContainers() -> [OrthogonalSectionContainer] {
        orthogonalScrollViews.keys.sorted().map { orthogonalScrollViews[$0]! }
    }
    override func layoutAttributesForOrthogonalSection(_ section: Int, in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        attributesForOrthogonalSection(section, in: rect)
    }

    private static func hasEstimates(_ section: NSCollectionLayoutSection) -> Bool {
        func estimated(_ size: NSCollectionLayoutSize) -> Bool { size.widthDimension.isEstimated || size.heightDimension.isEstimated }
        func walk(_ item: NSCollectionLayoutItem) -> Bool {
            estimated(item.layoutSize) || ((item as? NSCollectionLayoutGroup)?.subitems.contains(where: walk) ?? false)
        }
        return walk(section.group) || section.boundarySupplementaryItems.contains { estimated($0.layoutSize) }
    }

    /// The index path of boundary item `i` of a section: the section and the item's position among
    /// that section's boundary items of the same kind (a section's one header is item 0, as on iOS).
    static func boundaryIndexPath(_ section: NSCollectionLayoutSection, _ i: Int, section s: Int) -> IndexPath {
        let kind = section.boundarySupplementaryItems[i].elementKind
        let same = section.boundarySupplementaryItems[..<i].filter { $0.elementKind == kind }.count
        return IndexPath(item: same, section: s)
    }
}

/// One section of the last `prepare()`: its description (nil when the provider gave none) and geometry.
struct PlacedSection {
    var description: NSCollectionLayoutSection?
    var resolved: ResolvedSection
    var index: Int
    var isOrthogonal: Bool { resolved.orthogonalFrame != nil }
}

/// A supplementary element's identity: its kind and index path.
struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
}

/// The context of a scroll that only moves pinned boundary items: the sections need not be
/// resolved again.
final class PinnedBoundsInvalidationContext: UICollectionViewLayoutInvalidationContext {}
