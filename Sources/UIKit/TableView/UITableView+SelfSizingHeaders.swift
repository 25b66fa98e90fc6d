import Foundation

/// Self-sizing section headers and footers (iOS 11): with `sectionHeaderHeight` (or the delegate's
/// `heightForHeaderInSection`) at `automaticDimension` and `estimatedSectionHeaderHeight` not 0, a
/// header view from the delegate's `viewForHeaderInSection` whose subtree holds Auto Layout
/// constraints is as tall as they make it at the table's row width (a `UITableViewHeaderFooterView`
/// is fitted by its `contentView`). Footers alike.
///
/// When: ScrollKit fits the view when its section loads (`reloadData`, a section insert or
/// reload), asking the delegate for the view once to measure it and again when the header is
/// shown; the measured view goes back to the reuse queue (a dequeued header) or is let go. The
/// estimate is therefore never shown as a placeholder, and nothing moves when the header appears;
/// the cost is one fit per section at load. Views without constraints, and title headers, keep
/// the style's automatic heights.
extension UITableView {
    /// The fitted height of the section's header (or footer) view, or nil when it does not size itself.
    func selfSizedSectionViewHeight(header: Bool, section s: Int) -> CGFloat? {
        guard (header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight) != 0,
              let delegate = tableDelegate,
              let view = header ? delegate.tableView(self, viewForHeaderInSection: s) : delegate.tableView(self, viewForFooterInSection: s)
        else { return nil }
        defer {
            let shown = header ? headerViews[s] : footerViews[s]
            if shown !== view { enqueueSectionView(view) }
        }
        let root = (view as? UITableViewHeaderFooterView)?.contentView ?? view
        guard root.subtreeHasConstraints else { return nil }
        let size = root.systemLayoutSizeFitting(CGSize(width: rowColumn.width, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        return validHeight(size.height, "the self-sized \(header ? "header" : "footer") height of section \(s)")
    }
}
