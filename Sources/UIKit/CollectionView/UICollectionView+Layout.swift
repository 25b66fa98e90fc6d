import Foundation

/// The layout pass: tell the layout about bounds changes, let it prepare, ask it for the
/// attributes in the bounds, and make the views on screen match them.
///
/// Cost per pass: the layout's query for the visible rectangle (a flow layout answers in
/// O(log n + visible)), then O(visible · log visible) here. Views that leave the bounds end their
/// display first and go to the reuse queues, so the views entering can reuse them.
extension UICollectionView {
    /// Runs from `layoutSubviews` (the scroll view lays out after every offset change).
    func layoutElements() {
        guard !isLayingOutElements else { return }  // a callback laid out again: the running pass finishes the job
        isLayingOutElements = true
        defer { isLayingOutElements = false }
        loadIfNeeded()
        layoutBackgroundView()
        prepareLayoutIfNeeded()
        let anchor = firstVisibleItemFrame()
        // Self-sizing views report preferred sizes as they are displayed; the layout takes them and
        // the pass runs again before anything is drawn. A few rounds settle it (one in practice).
        syncOrthogonalContainers()
        for _ in 0..<4 {
            updateVisibleElements()
            updateOrthogonalSections()
            guard collectionViewLayout.needsPrepare, !needsReload else { break }
            prepareLayoutIfNeeded()
            keepInPlace(anchor)
        }
        restackElementViews()
        updatePrefetching()
        listSwipeActions?.updateForLayout()
    }

    /// The layout's `collectionViewContentSize` after `prepare()`, as the scroll view's content size.
    func prepareLayoutIfNeeded() {
        let layout = collectionViewLayout
        if layout.needsPrepare {
            layout.needsPrepare = false
            let context = layout.pendingInvalidation
            layout.pendingInvalidation = nil
            layout.prepare()
            if let adjustment = context?.contentOffsetAdjustment, adjustment != .zero,
               adjustment.x.isFinite, adjustment.y.isFinite {
                contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
            }
        }
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    private func layoutBackgroundView() {
        guard let backgroundView else { return }
        if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
        if backgroundView.frame != bounds { backgroundView.frame = bounds }
    }

    // MARK: Keeping the content in place while sizes change

    /// The first visible cell's index path and frame, before a pass that may change sizes above it.
    private func firstVisibleItemFrame() -> (IndexPath, CGRect)? {
        guard let key = visibleViews.keys.filter({ $0.category == .cell && orthogonalContainers[$0.indexPath.section] == nil }).min(),
              let view = visibleViews[key] else { return nil }
        return (key.indexPath, view.frame)
    }

    /// Moves the offset by however far the anchor item moved in the new layout, so what the user
    /// sees stays put when estimated sizes above it are replaced by measured ones (Flutter's scroll
    /// offset correction; UIKit keeps the visible content in place the same way).
    private func keepInPlace(_ anchor: (IndexPath, CGRect)?) {
        guard let (indexPath, before) = anchor, contains(indexPath),
              let now = collectionViewLayout.placedAttributesForItem(at: indexPath)?.frame else { return }
        let dx = now.minX - before.minX, dy = now.minY - before.minY
        guard dx != 0 || dy != 0, dx.isFinite, dy.isFinite else { return }
        contentOffset = CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy)
    }

    // MARK: Matching views to attributes

    /// Ends the display of elements that left the bounds, then displays the ones that entered, in
    /// element order, and gives every visible view its current attributes.
    func updateVisibleElements() {
        let rect = bounds
        var wanted: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.placedAttributesForElements(in: rect) ?? [] {
            guard isValid(attributes),
                  orthogonalContainers[attributes.indexPath.section] == nil || attributes.representedElementCategory != .cell,
                  attributes.frame.overlaps(rect) || attributes.frame.isEmpty && rect.contains(attributes.center) else { continue }
            wanted[attributes.elementKey] = attributes
        }
        let generation = dataGeneration
        for key in visibleViews.keys.sorted() where wanted[key] == nil && isHostedHere(key) {
            endDisplaying(key)
        }
        for key in wanted.keys.sorted() {
            // A callback reloaded or updated the data: these index paths are stale; lay out again.
            guard generation == dataGeneration, !needsReload else { setNeedsLayout(); return }
            show(key, wanted[key]!, in: self)
        }
    }

    /// Whether the element's view lives directly in the collection view (not in an orthogonal container).
    func isHostedHere(_ key: CollectionElementKey) -> Bool {
        key.category != .cell || orthogonalContainers[key.indexPath.section] == nil
    }

    /// Gives a visible element its attributes, or creates its view.
    func show(_ key: CollectionElementKey, _ attributes: UICollectionViewLayoutAttributes, in host: UIView) {
        if let view = visibleViews[key] {
            if view.superview !== host { insertElementView(view, into: host) }
            if let animation = pendingUpdateAnimation {
                animation.move(view, to: attributes, key: key, in: self)
            } else if appliedAttributes[key].map({ !$0.isEqual(attributes) }) ?? true {
                apply(attributes, to: view, key: key)
            }
        } else {
            display(key, attributes, in: host)
        }
    }

    /// Whether attributes name an element that exists (logged once per load otherwise).
    private func isValid(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let path = attributes.indexPath
        let ok: Bool
        if attributes.representedElementCategory == .cell {
            ok = contains(path)
        } else {
            ok = path.count >= 1 && path.section >= 0 && path.section < itemCounts.count
                && (attributes.representedElementCategory != .decorationView || attributes.representedElementKind != nil)
        }
        if !ok && !warnedAboutCounts {
            warnedAboutCounts = true
            Log.uikit.warning("the collection view layout returned attributes for \(attributes.representedElementKind ?? "a cell") at \(path), which does not exist; element skipped")
        }
        return ok
    }

    /// Whether an item exists in the loaded counts.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < itemCounts.count
            && indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section]
    }

    /// Asks the data source for the element's view and shows it with its attributes (its preferred
    /// attributes, if it sizes itself), then `willDisplay`.
    private func display(_ key: CollectionElementKey, _ attributes: UICollectionViewLayoutAttributes, in host: UIView) {
        let generation = dataGeneration
        let view: UICollectionReusableView
        if key.category == .decorationView {
            // The layout's own view: no data source involved (UICollectionView+Decoration.swift).
            guard let decoration = dequeueDecorationView(ofKind: key.kind ?? "", for: key.indexPath) else { return }
            view = decoration
        } else if key.category == .cell {
            guard let dataSource else { return }
            let cell = dataSource.collectionView(self, cellForItemAt: key.indexPath)
            guard generation == dataGeneration, !needsReload else { enqueue(cell); return }
            if cell.reuseIdentifier == nil && !cell.warnedNotDequeued {
                cell.warnedNotDequeued = true
                Log.uikit.warning("collectionView(_:cellForItemAt:) returned a cell not obtained from dequeueReusableCell(withReuseIdentifier:for:) for \(key.indexPath) (iOS raises an exception); shown, and not reused")
            }
            cell.isSelected = selectedItems.contains(key.indexPath)
            view = cell
        } else {
            guard let dataSource else { return }
            let kind = key.kind ?? ""
            let supplementary = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
            guard generation == dataGeneration, !needsReload else { enqueue(supplementary); return }
            view = supplementary
        }
        guard !visibleViews.values.contains(where: { $0 === view }) else {
            Log.uikit.warning("the data source returned a view already shown for another element (\(key.indexPath)); element left empty")
            return
        }
        if let animation = pendingUpdateAnimation {
            let start = animation.startingAttributes(for: key, final: attributes, in: self)
            UIView.performWithoutAnimation { apply(start, to: view, key: key) }
        } else {
            apply(attributes, to: view, key: key)
        }
        if view.superview !== host { insertElementView(view, into: host) }
        visibleViews[key] = view
        view.displayedKey = key
        prefetch.displayed(key)
        if key.category != .decorationView, collectionViewLayout.asksPreferredAttributes { offerPreferredAttributes(of: view, for: attributes) }
        if let animation = pendingUpdateAnimation { animation.move(view, to: attributes, key: key, in: self) }
        if let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView, let kind = key.kind {
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
        }
    }

    /// Sets a view's geometry, alpha and visibility from attributes, then its `apply(_:)`.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView, key: CollectionElementKey) {
        appliedAttributes[key] = attributes
        let size = attributes.size
        if view.bounds.size != size { view.bounds = CGRect(origin: view.bounds.origin, size: size) }
        if view.center != attributes.center { view.center = attributes.center }
        if view.transform != attributes.transform { view.transform = attributes.transform }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view.apply(attributes)
    }

    /// Removes an element's view, tells the delegate, and queues the view for reuse.
    func endDisplaying(_ key: CollectionElementKey) {
        guard let view = visibleViews.removeValue(forKey: key) else { return }
        appliedAttributes[key] = nil
        view.displayedKey = nil
        if let cell = view as? UICollectionViewCell, cell.isHighlighted { cell.isHighlighted = false }
        if touchedItem == key.indexPath && key.category == .cell { touchedItem = nil }
        view.removeFromSuperview()
        if let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView, let kind = key.kind {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        }
        enqueue(view)
    }

    /// Ends the display of every element (reloadData).
    func endDisplayingEverything() {
        for key in visibleViews.keys.sorted() { endDisplaying(key) }
        touchedItem = nil
    }

    /// Puts a new element view above the other element views of `host` (and its background view)
    /// and below everything else, such as the scroll indicators.
    func insertElementView(_ view: UIView, into host: UIView) {
        let background = host === self ? backgroundView : nil
        let isDecoration = (view as? UICollectionReusableView)?.displayedKey?.category == .decorationView
            || (view as? UICollectionReusableView)?.reuseIdentifier == Self.decorationReuseIdentifier
        // Decoration views go under the other element views (restackElementViews keeps that order).
        let index = isDecoration ? host.subviews.prefix { $0 === background }.count
            : host.subviews.prefix { $0 is UICollectionReusableView || $0 === background }.count
        host.insertSubview(view, at: index)
    }

    /// Orders the element views living in the collection view by `zIndex`, higher above lower,
    /// decoration views below the others of the same `zIndex`. Equal values keep their order, so the
    /// common case, every zIndex 0, moves nothing (moving a subview costs an Auto Layout rebuild).
    private func restackElementViews() {
        // By zIndex, then a decoration view under the other views of the same zIndex.
        let elements = subviews.compactMap { view -> (UIView, (Int, Int))? in
            guard let reusable = view as? UICollectionReusableView, let key = reusable.displayedKey,
                  visibleViews[key] === reusable else { return nil }
            return (view, (appliedAttributes[key]?.zIndex ?? 0, key.category == .decorationView ? 0 : 1))
        }
        guard zip(elements, elements.dropFirst()).contains(where: { $0.1 > $1.1 }) else { return }
        let ordered = elements.enumerated().sorted { a, b in
            a.element.1 != b.element.1 ? a.element.1 < b.element.1 : a.offset < b.offset
        }.map(\.element.0)
        let base = backgroundView?.superview === self ? 1 : 0
        for (i, view) in ordered.enumerated() where subviews.firstIndex(where: { $0 === view }) != base + i {
            insertSubview(view, at: base + i)
        }
    }
}
