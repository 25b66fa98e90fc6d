import Foundation

/// UIKit's flow layout: items in lines that wrap across the scroll direction, in sections with
/// insets, optional headers and footers, and optional self-sizing cells.
///
/// The line-breaking and spacing rule is FlowSectionGeometry's. `prepare()` computes every section
/// (O(items)); queries for a rectangle binary-search the sections and lines (O(log n + found)).
/// Sizes and spacing come from the collection view's delegate when it adopts
/// `UICollectionViewDelegateFlowLayout`, else from the properties. Self-sizing:
/// UICollectionViewFlowLayout+SelfSizing.swift; pinned headers: UICollectionViewFlowLayout+Pinning.swift.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// True: in a right-to-left collection view the flow runs from the right (item 0 on the right), as on iOS.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    /// The direction the content scrolls; lines run across it.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows, stacked top to bottom (the default).
        case vertical
        /// Lines are columns, stacked left to right.
        case horizontal
    }

    /// What `sectionInset` is measured from (iOS 11).
    public enum SectionInsetReference: Int, Sendable {
        /// From the content inset's edges (the default): the section inset alone.
        case fromContentInset
        /// From the safe area: the part of the safe area the adjusted content inset does not already cover is added.
        case fromSafeArea
        /// From the layout margins: the collection view's margins, less what the adjusted content inset covers, are added.
        case fromLayoutMargins
    }

    /// The `estimatedItemSize` that asks every cell for its own size with no estimate of its own
    /// (iOS 10); ScrollKit starts unmeasured items at `itemSize` until they are displayed.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item unless the delegate gives one per item (50 × 50 by default, as on iOS).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least spacing between lines (10 by default, as on iOS).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least spacing between items of one line (10 by default, as on iOS); full lines spread wider.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items (zero by default).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What `sectionInset` is measured from (`.fromContentInset` by default).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// The size of each section header (zero by default: no headers). Only the height counts when
    /// scrolling vertically (headers span the width), only the width horizontally.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section footer, as for headers.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The scroll direction (`.vertical` by default).
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top of the visible area while its section scrolls
    /// under it (iOS 9); false by default.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom of the visible area while its section is on screen; false by default.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Non-zero turns on self-sizing: items start at this size (or at `itemSize` for
    /// `automaticSize`) and take the size their cell prefers when displayed
    /// (`preferredLayoutAttributesFitting(_:)`). Zero by default.
    open var estimatedItemSize: CGSize = .zero { didSet { measuredSizes.removeAll(); invalidateLayout() } }

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// No archives on Linux: the default flow layout.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Flow layouts use `UICollectionViewFlowLayoutInvalidationContext`.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    // MARK: State

    var sections: [FlowSectionGeometry] = []
    var contentSize: CGSize = .zero
    /// Sizes cells preferred, by index path (self-sizing).
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// Self-sizing headers' and footers' preferred sizes (with `estimatedItemSize` set), by kind and index path.
    var measuredSupplementarySizes: [SupplementaryKey: CGSize] = [:]
    /// Whether `prepare()` must recompute the sections (false after a scroll-only invalidation).
    var needsRecompute = true
    var preparedBoundsSize: CGSize = .zero
    var warnedAboutSizes = false
    /// The sections before the data changed, for deleted items' fade-out (kept until the update is finalized).
    var sectionsBeforeUpdate: [FlowSectionGeometry] = []
    var updateNotes = FlowUpdateNotes()

    // MARK: Overrides whose logic lives in the extensions (Swift cannot override in extensions)

    /// With `estimatedItemSize` set, a cell whose preferred size differs from the layout's by more than
    /// a hundredth of a point changes the layout (UICollectionViewFlowLayout+SelfSizing.swift).
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        flowShouldInvalidate(forPreferred: preferredAttributes, original: originalAttributes)
    }

    /// A context that carries the preferred size to `invalidateLayout(with:)`.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        flowInvalidationContext(forPreferred: preferredAttributes)
    }

    /// Inserted items fade in at their final place (alpha 0 → 1), as iOS's flow layout does.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        flowInitialAttributes(forAppearingItem: itemIndexPath)
    }

    /// Deleted items fade out where they were (alpha 1 → 0).
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        flowFinalAttributes(forDisappearingItem: itemIndexPath)
    }

    /// Notes which items and sections are inserted and deleted, for the fades.
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        flowNote(updateItems)
    }

    /// Forgets the update's inserts, deletes and old frames.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        updateNotes = FlowUpdateNotes()
        sectionsBeforeUpdate = []
    }

    override var asksPreferredAttributes: Bool { estimatedItemSize != .zero }

    var vertical: Bool { scrollDirection == .vertical }
    var flowDelegate: UICollectionViewDelegateFlowLayout? { collectionView?.delegate as? UICollectionViewDelegateFlowLayout }

    // MARK: Invalidation

    /// Notes what changed: a data or metrics change recomputes every section at the next `prepare()`;
    /// a scroll-only change (pinned headers) recomputes nothing.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if context.invalidateEverything || context.invalidateDataSourceCounts || (flow?.invalidateFlowLayoutDelegateMetrics ?? true)
            || (flow?.invalidateFlowLayoutAttributes ?? true) || context.invalidatedItemIndexPaths != nil
            || !(flow?.preferredSupplementarySizes.isEmpty ?? true) {
            needsRecompute = true
        }
        if context.invalidateDataSourceCounts {
            measuredSizes.removeAll()
            measuredSupplementarySizes.removeAll()
            sectionsBeforeUpdate = sections
        }
        if let flow {
            for (path, size) in flow.preferredSizes.sorted(by: { $0.key < $1.key }) { measuredSizes[path] = size }
            for (key, size) in flow.preferredSupplementarySizes { measuredSupplementarySizes[key] = size }
        }
        super.invalidateLayout(with: context)
    }

    /// True when the size across the scroll direction changes (lines rewrap), and for every scroll
    /// when headers or footers are pinned (their place follows the offset).

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let crossChanged = vertical ? newBounds.width != preparedBoundsSize.width : newBounds.height != preparedBoundsSize.height
        return crossChanged || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// A scroll with pinned headers invalidates nothing cached; a resize invalidates the metrics.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = UICollectionViewFlowLayoutInvalidationContext()
        let crossChanged = vertical ? newBounds.width != preparedBoundsSize.width : newBounds.height != preparedBoundsSize.height
        context.invalidateFlowLayoutDelegateMetrics = crossChanged
        context.invalidateFlowLayoutAttributes = crossChanged
        return context
    }

    // MARK: Preparing

    /// Computes every section's lines and frames from the current counts, sizes and metrics.
    open override func prepare() {
        super.prepare()
        guard let collectionView else { sections = []; contentSize = .zero; return }
        preparedBoundsSize = collectionView.bounds.size
        guard needsRecompute else { return }
        needsRecompute = false
        warnedAboutSizes = false
        let inset = collectionView.adjustedContentInset
        let crossSize = max(0, vertical ? collectionView.bounds.width - inset.left - inset.right
                                        : collectionView.bounds.height - inset.top - inset.bottom)
        let extra = insetReferenceExtra(in: collectionView)
        var main: CGFloat = 0
        var result: [FlowSectionGeometry] = []
        let sectionCount = collectionView.numberOfSections
        result.reserveCapacity(sectionCount)
        for s in 0..<sectionCount {
            let n = collectionView.numberOfItems(inSection: s)
            var sizes = [CGSize]()
            sizes.reserveCapacity(n)
            for i in 0..<n { sizes.append(size(ofItem: IndexPath(item: i, section: s), in: collectionView)) }
            var metrics = self.metrics(of: s, in: collectionView)
            metrics.inset = metrics.inset + extra
            let section = FlowSectionGeometry(itemSizes: sizes, metrics: metrics, vertical: vertical, crossSize: crossSize, start: main)
            if section.hadOversizedItem && !warnedAboutSizes {
                warnedAboutSizes = true
                Log.uikit.warning("UICollectionViewFlowLayout: an item in section \(s) is wider than the collection view minus the section insets (iOS's layout is undefined then); placed alone on its line")
            }
            main = section.mainMax
            result.append(section)
        }
        sections = result
        contentSize = vertical ? CGSize(width: crossSize, height: main) : CGSize(width: main, height: crossSize)
    }

    /// The content size the last `prepare()` computed.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// A section's metrics from the delegate (or the properties); NaN or negative values become 0.
    func metrics(of section: Int, in collectionView: UICollectionView) -> FlowSectionGeometry.Metrics {
        let d = flowDelegate
        let inset = d?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        return .init(inset: UIEdgeInsets(top: valid(inset.top, "a section inset"), left: valid(inset.left, "a section inset"),
                                         bottom: valid(inset.bottom, "a section inset"), right: valid(inset.right, "a section inset")),
                     lineSpacing: valid(d?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing, "minimumLineSpacing"),
                     interitemSpacing: valid(d?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing, "minimumInteritemSpacing"),
                     headerSize: selfSized(validSize(d?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize, "a header size"),
                                           UICollectionView.elementKindSectionHeader, section),
                     footerSize: selfSized(validSize(d?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize, "a footer size"),
                                           UICollectionView.elementKindSectionFooter, section))
    }

    /// An item's size: measured (self-sizing), else the estimate, else the delegate's or `itemSize`.
    func size(ofItem indexPath: IndexPath, in collectionView: UICollectionView) -> CGSize {
        if estimatedItemSize != .zero {
            if let measured = measuredSizes[indexPath] { return measured }
            return validSize(estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize, "estimatedItemSize")
        }
        return validSize(flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize,
                         "the size of item \(indexPath.item) in section \(indexPath.section)")
    }

    /// The insets added by `sectionInsetReference`: what the safe area or the margins reach beyond
    /// the adjusted content inset.
    private func insetReferenceExtra(in collectionView: UICollectionView) -> UIEdgeInsets {
        let adjusted = collectionView.adjustedContentInset, own = collectionView.contentInset
        let covered = UIEdgeInsets(top: adjusted.top - own.top, left: adjusted.left - own.left,
                                   bottom: adjusted.bottom - own.bottom, right: adjusted.right - own.right)
        let reference: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        return UIEdgeInsets(top: max(0, reference.top - covered.top), left: max(0, reference.left - covered.left),
                            bottom: max(0, reference.bottom - covered.bottom), right: max(0, reference.right - covered.right))
    }

    func valid(_ v: CGFloat, _ what: @autoclosure () -> String) -> CGFloat {
        if v.isFinite && v >= 0 { return v }
        warnInvalid(v, what())
        return 0
    }

    func validSize(_ s: CGSize, _ what: @autoclosure () -> String) -> CGSize {
        CGSize(width: valid(s.width, what()), height: valid(s.height, what()))
    }

    private func warnInvalid(_ v: CGFloat, _ what: String) {
        guard !warnedAboutSizes else { return }
        warnedAboutSizes = true
        Log.uikit.warning("UICollectionViewFlowLayout got \(v) for \(what); used 0 (further invalid values in this layout pass are not logged)")
    }

    // MARK: Queries

    /// The attributes of the items, headers and footers that intersect `rect`, in section and line order.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite else { return [] }
        let lo = vertical ? rect.minY : rect.minX, hi = vertical ? rect.maxY : rect.maxX
        var found: [UICollectionViewLayoutAttributes] = []
        for s in sectionIndexes(from: lo, to: hi) {
            let section = sections[s]
            if let header = headerAttributes(in: s), header.frame.overlaps(rect) { found.append(header) }
            var l = section.firstLine(endingAfter: lo)
            while l < section.lines.count && section.lines[l].mainMin <= hi {
                for i in section.lines[l].items where section.itemFrames[i].overlaps(rect) {
                    found.append(itemAttributes(IndexPath(item: i, section: s), frame: section.itemFrames[i]))
                }
                l += 1
            }
            if let footer = footerAttributes(in: s), footer.frame.overlaps(rect) { found.append(footer) }
        }
        return found
    }

    /// The sections whose extent meets `lo…hi` on the main axis (binary search for the first).
    func sectionIndexes(from lo: CGFloat, to hi: CGFloat) -> Range<Int> {
        var a = 0, b = sections.count
        while a < b {
            let mid = (a + b) / 2
            if sections[mid].mainMax < lo { a = mid + 1 } else { b = mid }
        }
        var end = a
        while end < sections.count && sections[end].mainMin <= hi { end += 1 }
        return a..<end
    }

    /// The item's attributes, or nil for an item the layout does not have.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        return itemAttributes(indexPath, frame: sections[indexPath.section].itemFrames[indexPath.item])
    }

    /// A header's or footer's attributes (`UICollectionView.elementKindSectionHeader`/`Footer`), or nil.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1 else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headerAttributes(in: indexPath.section)
        case UICollectionView.elementKindSectionFooter: return footerAttributes(in: indexPath.section)
        default: return nil
        }
    }

    func itemAttributes(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }
}

/// UIKit's flow layout invalidation context: whether the delegate's metrics or the computed
/// attributes are stale (both by default, as on iOS).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes, insets and spacing must be asked again (true by default).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the computed frames must be recomputed (true by default).
    open var invalidateFlowLayoutAttributes = true
    /// Sizes preferred by self-sizing cells, carried to the layout (UICollectionViewFlowLayout+SelfSizing).
    var preferredSizes: [IndexPath: CGSize] = [:]
    /// Sizes preferred by self-sizing headers and footers, by kind and index path.
    var preferredSupplementarySizes: [SupplementaryKey: CGSize] = [:]

    /// A context invalidating the metrics and attributes.
    public required init() { super.init() }
}
