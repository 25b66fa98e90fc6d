import Foundation

/// Cell reuse (WWDC 2009 session 102's tiling with reuse): cells that leave the screen wait in a
/// queue per reuse identifier and are handed out again by `dequeueReusableCell`.
///
/// Only the rows in the bounds have cells, so the cells ever created are about one screenful plus
/// the one or two rows that are half on screen, whatever the row count.
extension UITableView {
    /// Registers a cell class for an identifier; `dequeueReusableCell(withIdentifier:for:)` creates
    /// instances with `init(style: .default, reuseIdentifier:)` when the queue is empty. Pass nil to
    /// unregister. (iOS's parameter is `AnyClass?`; Swift on Linux can only create cells from a
    /// class with a `required` initializer, so this takes `UITableViewCell.Type?`.)
    public func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
    }

    /// A queued cell for `identifier`, or a new one of the registered class, or nil if neither
    /// (as on iOS). The cell gets `prepareForReuse()` before it is returned.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
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
            print("ScrollKit: dequeueReusableCell(withIdentifier: \"\(identifier)\", for:) with no class registered for that identifier (iOS raises an exception); returned a default UITableViewCell")
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

    /// Registers a header/footer view class for `dequeueReusableHeaderFooterView(withIdentifier:)`
    /// (iOS takes `AnyClass?`; see `register(_:forCellReuseIdentifier:)`). Nil unregisters.
    public func register(_ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterClasses[identifier] = aClass
    }

    /// A queued header/footer view for `identifier` (after `prepareForReuse()`), or a new one of the
    /// registered class, or nil if neither, as on iOS. Views with an identifier are queued when
    /// their section scrolls away.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = reusableHeaderFooterViews[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return registeredHeaderFooterClasses[identifier].map { $0.init(reuseIdentifier: identifier) }
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
