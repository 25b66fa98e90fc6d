import Foundation

/// Highlight and selection, by touch and in code.
///
/// Touches reach the collection view through the responder chain (a cell and its content forward
/// unhandled touches to their superview), after the scroll view's content-touch delay: a finger
/// that rests 150 ms highlights its item; a quick tap delivers began and ended together at the
/// lift, so the item highlights and is selected then; a drag cancels the content touches, so
/// nothing is selected.
///
/// Delegate order for a tap (as iOS developers report it; not checked on a device here):
/// `shouldHighlightItemAt → didHighlightItemAt → shouldSelectItemAt → didUnhighlightItemAt →
/// [didDeselectItemAt (the previously selected item, single selection)] → didSelectItemAt`. In
/// multiple selection a tap on a selected item asks `shouldDeselectItemAt`, then
/// `didUnhighlightItemAt → didDeselectItemAt`. A tap on the selected item in single selection
/// selects it again (`didSelectItemAt`; it stays selected). Selecting and deselecting in code
/// calls no delegate methods (Apple's documentation of `selectItem(at:animated:scrollPosition:)`).
/// An item whose `shouldHighlightItemAt` is false does not highlight, but a tap still asks to select it.
extension UICollectionView {
    func collectionTouchesBegan(_ touches: Set<UITouch>) {
        guard let touch = touches.first, touchedItem == nil, allowsSelection,
              let indexPath = itemUnder(touch) else { return }
        touchedItem = indexPath
        touchedItemHighlighted = collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        guard touchedItemHighlighted else { return }
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func collectionTouchesEnded(_ touches: Set<UITouch>) {
        guard let indexPath = touchedItem else { return }
        let stillOver = touches.first.map { itemUnder($0) == indexPath } ?? false
        endTouch(selecting: stillOver)
    }

    /// The item under a touch: the cell the touch began in (or its content), else by position.
    private func itemUnder(_ touch: UITouch) -> IndexPath? {
        var view = touch.view
        while let v = view, v !== self {
            if let cell = v as? UICollectionViewCell, let path = indexPath(for: cell) { return path }
            if let reusable = v as? UICollectionReusableView, reusable.displayedKey?.category == .supplementaryView { return nil }
            view = v.superview
        }
        return indexPathForItem(at: touch.location(in: self))
    }

    /// The finger lifted (`selecting`) or the touch was cancelled: unhighlight, then select or toggle.
    func endTouch(selecting: Bool) {
        guard let indexPath = touchedItem else { return }
        let highlighted = touchedItemHighlighted
        touchedItem = nil
        touchedItemHighlighted = false
        guard selecting, contains(indexPath) else {
            unhighlight(indexPath, wasHighlighted: highlighted)
            return
        }
        if let cell = cellForItem(at: indexPath) as? UICollectionViewListCell, cell.togglesOutlineOnCellTap {
            // A header-style outline row toggles instead of selecting (UICellAccessory.OutlineDisclosureOptions).
            unhighlight(indexPath, wasHighlighted: highlighted)
            cell.outlineTapped(cell.headerOutlineHandler)
            return
        }
        if allowsMultipleSelection && selectedItems.contains(indexPath) {
            let allowed = collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            unhighlight(indexPath, wasHighlighted: highlighted)
            guard allowed else { return }
            setItem(indexPath, selected: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let allowed = collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight(indexPath, wasHighlighted: highlighted)
        guard allowed, contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for old in selectedItems.sorted() where old != indexPath {
                setItem(old, selected: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        setItem(indexPath, selected: true)
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath, wasHighlighted: Bool) {
        guard wasHighlighted else { return }
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    func setItem(_ indexPath: IndexPath, selected: Bool) {
        if selected { selectedItems.insert(indexPath) } else { selectedItems.remove(indexPath) }
        if let cell = cellForItem(at: indexPath), cell.isSelected != selected { cell.isSelected = selected }
    }

    // MARK: Selection in code

    /// The selected items in index-path order; an empty array when none is selected (Apple's documentation).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    /// Selects an item without calling the delegate, then scrolls it to `scrollPosition` (`[]`: no
    /// scrolling). Nil deselects everything. In single selection the other items are deselected.
    /// An item that does not exist is ignored (logged); nothing happens while `allowsSelection` is false.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for item in selectedItems.sorted() { setItem(item, selected: false) }
            return
        }
        guard contains(indexPath) else {
            Log.uikit.warning("selectItem(at: \(indexPath)) names an item that does not exist; ignored")
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for item in selectedItems.sorted() where item != indexPath { setItem(item, selected: false) }
        }
        setItem(indexPath, selected: true)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without calling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedItems.contains(indexPath) else { return }
        setItem(indexPath, selected: false)
    }
}
