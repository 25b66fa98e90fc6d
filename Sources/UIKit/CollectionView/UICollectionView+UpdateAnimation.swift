import Foundation

/// Animating an update or a layout change on the host clock: one `UIView.animate` block of
/// `UICollectionView.updateAnimationDuration` in which the layout pass runs.
///
/// Inside it, surviving views move from where they are to their new attributes; views that appear
/// start at the layout's `initialLayoutAttributesForAppearingItem(at:)` (or supplementary
/// equivalent; nil: their final attributes) and move to their final ones; views that go away
/// (deleted or reloaded elements) move to `finalLayoutAttributesForDisappearingItem(at:)` (nil: they
/// stay) and are removed, with `didEndDisplaying`, when the animation ends; survivors that leave
/// the bounds move to their new place first and end their display then too. The batch's
/// completion runs after the animation, on the tick that ends it.
extension UICollectionView {
    func animateUpdate(leaving: [(CollectionElementKey, UICollectionReusableView)], completion: @escaping (Bool) -> Void) {
        let animation = CollectionUpdateAnimation()
        let layout = collectionViewLayout
        var departing: [(CollectionElementKey, UICollectionReusableView)] = []
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState], animations: {
            for (key, view) in leaving {
                let final: UICollectionViewLayoutAttributes?
                if key.category == .cell {
                    final = layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
                } else if key.category == .decorationView {
                    final = layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
                } else {
                    final = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
                }
                if let final { self.apply(final, to: view, key: key) }
                view.displayedKey = nil
                departing.append((key, view))
            }
            self.appliedAttributes = self.appliedAttributes.filter { self.visibleViews[$0.key] != nil }
            self.pendingUpdateAnimation = animation
            self.layoutElementsDuringUpdate()
            self.pendingUpdateAnimation = nil
            departing += animation.survivorsLeaving
        }, completion: { finished in
            for (key, view) in departing {
                guard view.displayedKey == nil else { continue }  // shown again meanwhile
                view.removeFromSuperview()
                if let cell = view as? UICollectionViewCell {
                    self.collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
                } else if key.category == .supplementaryView, let kind = key.kind {
                    self.collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
                }
                self.enqueue(view)
            }
            completion(finished)
        })
    }

    /// The layout pass inside the animation block: survivors that leave the bounds are kept until
    /// the animation ends instead of ending their display at once.
    private func layoutElementsDuringUpdate() {
        isLayingOutElements = true
        defer { isLayingOutElements = false }
        syncOrthogonalContainers()
        let rect = bounds
        var wanted: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for a in collectionViewLayout.placedAttributesForElements(in: rect) ?? []
        where a.frame.overlaps(rect) && isHostedHere(a.elementKey) {
            wanted[a.elementKey] = a
        }
        let layout = collectionViewLayout
        for key in visibleViews.keys.sorted() where wanted[key] == nil && isHostedHere(key) {
            let view = visibleViews.removeValue(forKey: key)!
            let target: UICollectionViewLayoutAttributes?
            switch key.category {
            case .cell: target = layout.placedAttributesForItem(at: key.indexPath)
            case .supplementaryView: target = layout.placedAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
            case .decorationView: target = layout.placedAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
            }
            if let target { apply(target, to: view, key: key) }
            appliedAttributes[key] = nil
            view.displayedKey = nil
            pendingUpdateAnimation?.survivorsLeaving.append((key, view))
        }
        for key in wanted.keys.sorted() { show(key, wanted[key]!, in: self) }
        for section in orthogonalContainers.keys.sorted() { layoutOrthogonalSection(orthogonalContainers[section]!) }
    }

    /// Changes the layout, animating the visible views to their places in the new one.
    func transitionLayout(to layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        let old = collectionViewLayout
        guard animated, window != nil, !needsReload else {
            collectionViewLayout = layout
            layoutIfNeeded()
            if let completion { UIView.animate(withDuration: 0, animations: {}, completion: completion) }
            return
        }
        layout.prepareForTransition(from: old)
        old.prepareForTransition(to: layout)
        for view in visibleViews.values { view.willTransition(from: old, to: layout) }
        collectionViewLayout = layout
        prepareLayoutIfNeeded()
        animateUpdate(leaving: []) { [weak self] finished in
            if let self { for view in self.visibleViews.values { view.didTransition(from: old, to: layout) } }
            completion?(finished)
        }
        layout.finalizeLayoutTransition()
    }
}

/// The state of one animated layout pass: where appearing views start, and which survivors leave.
@MainActor
final class CollectionUpdateAnimation {
    var survivorsLeaving: [(CollectionElementKey, UICollectionReusableView)] = []

    /// Where an appearing view starts: the layout's initial attributes, else its final ones. Applied
    /// without animation (it is placed there before the move begins).
    func startingAttributes(for key: CollectionElementKey, final: UICollectionViewLayoutAttributes,
                            in collectionView: UICollectionView) -> UICollectionViewLayoutAttributes {
        let layout = collectionView.collectionViewLayout
        let initial: UICollectionViewLayoutAttributes?
        switch key.category {
        case .cell: initial = layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView: initial = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: initial = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
        return initial ?? final
    }

    /// Moves a view to its attributes inside the animation block.
    func move(_ view: UICollectionReusableView, to attributes: UICollectionViewLayoutAttributes, key: CollectionElementKey,
              in collectionView: UICollectionView) {
        collectionView.apply(attributes, to: view, key: key)
    }
}
