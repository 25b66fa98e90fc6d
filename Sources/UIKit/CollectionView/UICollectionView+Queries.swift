import Foundation

/// Loading the counts, questions about sections, items and visible views, and scrolling an item into view.
extension UICollectionView {
    /// Discards the visible views and the selection and asks the data source again: counts at once,
    /// views at the next layout. The layout is invalidated (its `prepare()` runs again).
    public func reloadData() {
        setNeedsReload()
        loadIfNeeded()
    }

    /// Loads the counts if `reloadData` (or a new data source) asked for it: the visible views end
    /// their display first and the selection is cleared, as on iOS.
    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        endDisplayingEverything()
        selectedItems.removeAll()
        cancelAllPrefetching()
        warnedAboutCounts = false
        itemCounts = loadCounts()
        dataGeneration += 1
        let context = collectionViewLayout.makeInvalidationContext()
        context.markEverythingInvalid()
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// The data source's counts; negative counts become 0 (one logged line per load).
    func loadCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = validCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        return (0..<sections).map { validCount(dataSource.collectionView(self, numberOfItemsInSection: $0), "collectionView(_:numberOfItemsInSection: \($0))") }
    }

    func validCount(_ n: Int, _ what: String) -> Int {
        if n >= 0 { return n }
        Log.uikit.warning("UICollectionView got \(n) from \(what); used 0")
        return 0
    }

    /// How many sections the data source reported (loading the data first if a reload is pending).
    public var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    /// How many items `section` has; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        guard section >= 0, section < itemCounts.count else { return 0 }
        return itemCounts[section]
    }

    /// The layout's attributes for the item (nil if the layout has none), after preparing it.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        prepareLayoutIfNeeded()
        return collectionViewLayout.placedAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for a supplementary element (nil if the layout has none).
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        prepareLayoutIfNeeded()
        return collectionViewLayout.placedAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item at a point in the collection view's coordinates, or nil over empty space or a supplementary view.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        prepareLayoutIfNeeded()
        guard point.x.isFinite, point.y.isFinite else { return nil }
        for (section, container) in orthogonalContainers.sorted(by: { $0.key < $1.key }) where container.frame.contains(point) {
            let inner = container.convert(point, from: self)
            return collectionViewLayout.layoutAttributesForOrthogonalSection(section, in: CGRect(origin: inner, size: CGSize(width: 1, height: 1)))
                .last { $0.representedElementCategory == .cell && $0.frame.contains(inner) && !$0.isHidden }?.indexPath
        }
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.placedAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && contains($0.indexPath)
        }
        // The topmost: highest zIndex, then the last in the layout's order.
        return hits.enumerated().max { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }?.element.indexPath
    }

    /// The item a visible cell shows, or nil.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        guard let key = cell.displayedKey, key.category == .cell, visibleViews[key] === cell else { return nil }
        return key.indexPath
    }

    /// The index path of a visible supplementary view, or nil.
    public func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        guard let key = supplementaryView.displayedKey, visibleViews[key] === supplementaryView else { return nil }
        return key.indexPath
    }

    /// The item's cell if it is on screen, else nil (as on iOS).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[.cell(indexPath)] as? UICollectionViewCell
    }

    /// The cells on screen, in index-path order (after the last layout pass).
    public var visibleCells: [UICollectionViewCell] {
        visibleViews.keys.filter { $0.category == .cell }.sorted().compactMap { visibleViews[$0] as? UICollectionViewCell }
    }

    /// The items whose cells are on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The supplementary view of `elementKind` at `indexPath` if it is on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[.supplementary(elementKind, indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { visibleViews[.supplementary(elementKind, $0)] }
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// Scrolls so the item sits at `scrollPosition` in the visible area (inside the adjusted
    /// insets): one vertical option (`.top`, `.centeredVertically`, `.bottom`) and one horizontal
    /// (`.left`, `.centeredHorizontally`, `.right`); an axis with no option scrolls the least
    /// distance that shows the item. The offset is clamped to the content. An item that does not
    /// exist is ignored (iOS raises an exception; here a logged line).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        prepareLayoutIfNeeded()
        guard contains(indexPath), let frame = collectionViewLayout.placedAttributesForItem(at: indexPath)?.frame else {
            Log.uikit.warning("scrollToItem(at: \(indexPath)) names an item that does not exist; ignored")
            return
        }
        if scrollPosition.isInvalidCombination {
            Log.uikit.warning("scrollToItem(at:at:) with more than one vertical or horizontal position \(scrollPosition.rawValue); used the least distance on that axis")
        }
        let inset = adjustedContentInset
        let x = Self.target(lo: frame.minX, hi: frame.maxX, offset: contentOffset.x, size: bounds.width, before: inset.left, after: inset.right,
                            start: scrollPosition.contains(.left), middle: scrollPosition.contains(.centeredHorizontally),
                            end: scrollPosition.contains(.right), content: contentSize.width)
        let y = Self.target(lo: frame.minY, hi: frame.maxY, offset: contentOffset.y, size: bounds.height, before: inset.top, after: inset.bottom,
                            start: scrollPosition.contains(.top), middle: scrollPosition.contains(.centeredVertically),
                            end: scrollPosition.contains(.bottom), content: contentSize.height)
        setContentOffset(CGPoint(x: x, y: y), animated: animated)
    }

    /// One axis of `scrollToItem`: where the offset goes for the element spanning `lo…hi`.
    private static func target(lo: CGFloat, hi: CGFloat, offset: CGFloat, size: CGFloat, before: CGFloat, after: CGFloat,
                               start: Bool, middle: Bool, end: Bool, content: CGFloat) -> CGFloat {
        let visible = size - before - after
        var o: CGFloat
        let chosen = [start, middle, end].filter { $0 }.count == 1
        if chosen && start { o = lo - before }
        else if chosen && middle { o = (lo + hi) / 2 - before - visible / 2 }
        else if chosen && end { o = hi - before - visible }
        else if lo < offset + before { o = lo - before }
        else if hi > offset + before + visible { o = hi - before - visible }
        else { return offset }
        let maximum = max(-before, content + after - size)
        o = min(max(o, -before), maximum)
        return o
    }
}

extension UICollectionView.ScrollPosition {
    /// Two positions on one axis (iOS raises for this).
    var isInvalidCombination: Bool {
        [Self.top, .centeredVertically, .bottom].filter(contains).count > 1
            || [Self.left, .centeredHorizontally, .right].filter(contains).count > 1
    }
}
