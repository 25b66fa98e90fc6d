import Foundation

/// The views above the first section and below the last (`tableHeaderView`, `tableFooterView`).
///
/// As Apple documents, the table respects only the height of the view's frame and sets its width
/// to the table's. ScrollKit also follows later changes of that height at the next layout (iOS wants
/// the view assigned again). The common `tableView.tableFooterView = UIView()` is a zero-height
/// footer and changes nothing (ScrollKit draws no separators below the last row anyway).
extension UITableView {
    /// A view shown above the first section, scrolling with the rows; the table keeps its frame's height
    /// and gives it the table's width.
    public var tableHeaderView: UIView? {
        get { tableHeaderViewStorage }
        set {
            guard newValue !== tableHeaderViewStorage else { return }
            tableHeaderViewStorage?.removeFromSuperview()
            tableHeaderViewStorage = newValue
            endsDidChange(adding: newValue)
        }
    }

    /// A view shown below the last section, scrolling with the rows; the table keeps its frame's height
    /// and gives it the table's width.
    public var tableFooterView: UIView? {
        get { tableFooterViewStorage }
        set {
            guard newValue !== tableFooterViewStorage else { return }
            tableFooterViewStorage?.removeFromSuperview()
            tableFooterViewStorage = newValue
            endsDidChange(adding: newValue)
        }
    }

    private func endsDidChange(adding view: UIView?) {
        // At the bottom of the subviews: pinned section headers scroll over it.
        if let view { insertSubview(view, at: 0) }
        updateTableExtents()
        setNeedsLayout()
    }

    /// Records the two views' heights in the geometry (after every load and update, so queries
    /// before the next layout include them).
    func updateTableExtents() {
        geometry.leadingExtent = Double(tableHeaderViewStorage?.frame.height ?? 0)
        geometry.trailingExtent = Double(tableFooterViewStorage?.frame.height ?? 0)
    }

    /// Puts the two views at the ends of the content, as wide as the table.
    func layoutTableHeaderAndFooter() {
        updateTableExtents()
        if let header = tableHeaderViewStorage {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterViewStorage {
            footer.frame = CGRect(x: 0, y: CGFloat(geometry.totalHeight - geometry.trailingExtent),
                                  width: bounds.width, height: footer.frame.height)
        }
    }
}
