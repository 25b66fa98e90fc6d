import Foundation

/// Registration and reuse: views that leave the screen wait in a queue per reuse identifier (and
/// kind, for supplementary views) and are handed out again by the dequeue methods, after
/// `prepareForReuse()`.
///
/// Only the elements in the bounds have views, so the views ever created are about one screenful
/// plus the ones half on screen, whatever the item count.
extension UICollectionView {
    /// Registers a cell class for an identifier; `dequeueReusableCell(withReuseIdentifier:for:)`
    /// creates instances with `init(frame:)` when the queue is empty. Nil unregisters; a class that
    /// is not a `UICollectionViewCell` is ignored with a logged line (iOS fails later, at dequeue).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { registeredCellClasses[identifier] = nil; return }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            Log.uikit.warning("register(\(cellClass), forCellWithReuseIdentifier: \"\(identifier)\"): not a UICollectionViewCell subclass; ignored")
            return
        }
        registeredCellClasses[identifier] = cellType
    }

    /// Registers a supplementary view class for a kind (`UICollectionView.elementKindSectionHeader`,
    /// …) and an identifier. Nil unregisters; a class that is not a `UICollectionReusableView` is
    /// ignored with a logged line.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = ReuseKey(kind: elementKind, identifier: identifier)
        guard let viewClass else { registeredSupplementaryClasses[key] = nil; return }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            Log.uikit.warning("register(\(viewClass), forSupplementaryViewOfKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\"): not a UICollectionReusableView subclass; ignored")
            return
        }
        registeredSupplementaryClasses[key] = viewType
    }

    /// A queued cell for `identifier` (after `prepareForReuse()`), or a new one of the registered
    /// class, sized to the item's layout attributes; inside `reconfigureItems(at:)`, the cell being
    /// reconfigured.
    ///
    /// iOS raises an exception when no class is registered for `identifier`; ScrollKit logs one
    /// line and returns a plain `UICollectionViewCell` with that identifier, so the item still shows.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        // Inside reconfigureItems(at:): the cell on screen, as it is (no prepareForReuse, no resize).
        if let reconfigured = takeCellBeingReconfigured(withIdentifier: identifier) { return reconfigured }
        let cell: UICollectionViewCell
        if let queued = reusableCells[identifier]?.popLast() {
            queued.prepareForReuse()
            cell = queued
        } else if let cellType = registeredCellClasses[identifier] {
            cell = cellType.init(frame: .zero)
        } else {
            Log.uikit.warning("dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(indexPath)) with no class registered for that identifier (iOS raises an exception); returned a plain UICollectionViewCell")
            cell = UICollectionViewCell(frame: .zero)
        }
        cell.reuseIdentifier = identifier
        if let attributes = collectionViewLayout.placedAttributesForItem(at: indexPath) {
            cell.bounds = CGRect(origin: .zero, size: attributes.size)
        }
        return cell
    }

    /// A queued or new supplementary view of `elementKind` for `identifier`, sized to its layout
    /// attributes. An unregistered kind and identifier log one line and return a plain
    /// `UICollectionReusableView` (iOS raises an exception).
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = ReuseKey(kind: elementKind, identifier: identifier)
        let view: UICollectionReusableView
        if let queued = reusableSupplementaryViews[key]?.popLast() {
            queued.prepareForReuse()
            view = queued
        } else if let viewType = registeredSupplementaryClasses[key] {
            view = viewType.init(frame: .zero)
        } else {
            Log.uikit.warning("dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\") with no class registered for them (iOS raises an exception); returned a plain UICollectionReusableView")
            view = UICollectionReusableView(frame: .zero)
        }
        view.reuseIdentifier = identifier
        view.reuseKind = elementKind
        if let attributes = collectionViewLayout.placedAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
            view.bounds = CGRect(origin: .zero, size: attributes.size)
        }
        return view
    }

    /// Puts a view that left the screen back in its queue (views without an identifier, made
    /// without dequeueing, are let go).
    func enqueue(_ view: UICollectionReusableView) {
        guard let identifier = view.reuseIdentifier else { return }
        if let cell = view as? UICollectionViewCell {
            reusableCells[identifier, default: []].append(cell)
        } else if let kind = view.reuseKind {
            reusableSupplementaryViews[ReuseKey(kind: kind, identifier: identifier), default: []].append(view)
        }
    }

    /// The data source has no `viewForSupplementaryElementOfKind` but the layout has supplementary
    /// elements: one logged line per collection view and an empty view.
    func missingSupplementaryView(kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if !warnedAboutSupplementary {
            warnedAboutSupplementary = true
            Log.uikit.warning("the layout has \"\(kind)\" elements but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) (iOS raises an exception); empty views shown")
        }
        return UICollectionReusableView(frame: .zero)
    }
}
