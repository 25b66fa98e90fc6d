import Foundation

/// Cell reuse (WWDC 2009 session 102's tiling with reuse): cells that leave the screen wait in a
/// queue per reuse identifier and are handed out again by `dequeueReusableCell`.
///
/// Only the rows in the bounds have cells, so the cells ever created are about one screenful plus
/// the one or two rows that are half on screen, whatever the row count.
extension UITableView {
    /// Registers a cell class for an identifier; `dequeueReusableCell(withIdentifier:for:)` creates
    /// instances with `init(style: .default, reuseIdentifier:)` when the queue is empty. Nil
    /// unregisters; a class that is not a `UITableViewCell` is ignored with a logged line (iOS would
    /// fail later, at dequeue).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { registeredCellClasses[identifier] = nil; return }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            Log.uikit.warning("register(\(cellClass), forCellReuseIdentifier: \"\(identifier)\"): not a UITableViewCell subclass; ignored")
            return
        }
        registeredCellClasses[identifier] = cellType
    }

    /// A queued cell for `identifier`, or a new one of the registered class, or nil if neither
    /// (as on iOS). The cell gets `prepareForReuse()` before it is returned.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = takeCellBeingReconfigured(withIdentifier: identifier) { return cell }  // reconfigureRows(at:)
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredCellClasses[identifier] else { return nil }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// A queued or new cell for `identifier`, sized for the row at `indexPath`.
    ///
    /// iOS raises an exception when no class is registered for `identifier`; ScrollKit logs one line
    /// and returns a default `UITableViewCell` with that identifier, so the row still shows.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let dequeued = dequeueReusableCell(withIdentifier: identifier) {
            cell = dequeued
        } else {
            Log.uikit.warning("dequeueReusableCell(withIdentifier: \"\(identifier)\", for:) with no class registered for that identifier (iOS raises an exception); returned a default UITableViewCell")
            cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        if geometry.contains(indexPath) {
            let column = rowColumn
            cell.bounds.size = CGSize(width: column.width, height: CGFloat(geometry.height(ofItem: geometry.itemIndex(ofRow: indexPath))))
        }
        return cell
    }

    /// Puts a cell that left the screen back in its identifier's queue (cells without an
    /// identifier are dropped, as on iOS).
    func enqueueReusableCell(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        reusableCells[identifier, default: []].append(cell)
    }

    // MARK: Header and footer views

    /// Registers a header/footer view class for `dequeueReusableHeaderFooterView(withIdentifier:)`.
    /// Nil unregisters; a class that is not a `UITableViewHeaderFooterView` is ignored (logged).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { registeredHeaderFooterClasses[identifier] = nil; return }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            Log.uikit.warning("register(\(aClass), forHeaderFooterViewReuseIdentifier: \"\(identifier)\"): not a UITableViewHeaderFooterView subclass; ignored")
            return
        }
        registeredHeaderFooterClasses[identifier] = viewType
    }

    /// A queued header/footer view for `identifier` (after `prepareForReuse()`), or a new one of the
    /// registered class, or nil if neither, as on iOS. Views with an identifier are queued when
    /// their section scrolls away.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = reusableHeaderFooterViews[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let made = registeredHeaderFooterClasses[identifier].map { $0.init(reuseIdentifier: identifier) }
        made?.tableStyle = style   // defaultContentConfiguration() follows the table's style
        return made
    }

    /// Queues a header or footer view that left the screen: title views for titles, views with a
    /// reuse identifier for their identifier; other views are let go.
    func enqueueSectionView(_ view: UIView) {
        guard let view = view as? UITableViewHeaderFooterView else { return }
        if view.isTitleView {
            reusableTitleViews.append(view)
        } else if let identifier = view.reuseIdentifier {
            reusableHeaderFooterViews[identifier, default: []].append(view)
        }
    }
}
