import Foundation

/// Self-sizing rows: a row whose height is `UITableView.automaticDimension` (from `rowHeight` or
/// the delegate's `heightForRowAt`) takes the height that the Auto Layout constraints inside its
/// cell's `contentView` give at the row's width, as on iOS 11 and later.
///
/// The cell is asked for once, when the row is first measured: the table calls
/// `tableView(_:cellForRowAt:)`, fits `contentView` with `systemLayoutSizeFitting` (width required,
/// height as small as the constraints allow), and keeps that cell to display the row in the same
/// layout pass, so the data source configures each displayed cell once. A cell whose content view
/// holds no constraints is 44 pt (`standardRowHeight`), the height of a one-line default cell.
///
/// How the offset stays stable when an estimate was wrong: rows are measured when they enter the
/// bounds (UITableView+Layout's `measureRowsInBounds`). Before measuring, the table notes the
/// topmost row that is already on screen (the anchor) and its top; if rows above it then resolve
/// to heights other than their estimates, the anchor's top moves by the difference, and the table
/// moves `contentOffset` by exactly that difference in the same pass. A running drag or
/// deceleration is shifted with it (UIScrollView's `contentOffset` setter), so what is on screen
/// does not move: only the content above it, which is off screen, grows or shrinks, and the
/// scroll indicator adjusts. Flutter's slivers call this "scroll offset correction".
extension UITableView {
    /// The height of the row's cell as its constraints decide it; the cell is kept for display
    /// (`keepingCell`) or queued for reuse at once.
    func selfSizedHeight(at indexPath: IndexPath, keepingCell: Bool) -> CGFloat {
        guard let dataSource else { return UITableView.standardRowHeight }
        let generation = geometryGeneration
        // A row already on screen (shown before it could be measured) is measured with its cell.
        if let shown = visibleCellsByPath[indexPath] {
            return shown.fittingHeight(forWidth: rowColumn.width).map { validHeight($0, "the self-sized height of row \(indexPath.row) in section \(indexPath.section)") }
                ?? UITableView.standardRowHeight
        }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        let width = rowColumn.width
        let fitted = cell.fittingHeight(forWidth: width)
        let height = fitted.map { validHeight($0, "the self-sized height of row \(indexPath.row) in section \(indexPath.section)") }
            ?? UITableView.standardRowHeight
        // The cell takes its row's size now, so its constraints and its content view agree
        // before any layout pass solves them.
        cell.bounds.size = CGSize(width: width, height: height)
        cell.layoutCellContent()
        if keepingCell, generation == geometryGeneration, !needsReload,
           !visibleCellsByPath.values.contains(where: { $0 === cell }) {
            if let replaced = preparedCells.updateValue(cell, forKey: indexPath), replaced !== cell {
                enqueueReusableCell(replaced)
            }
        } else if !visibleCellsByPath.values.contains(where: { $0 === cell }) {
            enqueueReusableCell(cell)
        }
        return height
    }

    /// Queues the cells measured in this layout pass that were not displayed (their row left the
    /// bounds when the offset was corrected, or the data changed).
    func flushPreparedCells() {
        guard !preparedCells.isEmpty else { return }
        for key in preparedCells.keys.sorted() {
            if let cell = preparedCells.removeValue(forKey: key) { enqueueReusableCell(cell) }
        }
    }
}

extension UITableViewCell {
    /// The cell height the content view's constraints give at `width` (the content view is narrower
    /// by the accessory), or nil when the content view holds no constraints.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat? {
        let contentWidth = max(0, width - accessoryReservedWidth)
        if !contentView.holdsConstraints, let configured = configuredContentView {
            // A configuration's view (UIListContentView) measures itself; rows stay at least 44 pt.
            return max(UITableView.standardRowHeight, configured.sizeThatFits(CGSize(width: contentWidth, height: 0)).height)
        }
        guard contentView.holdsConstraints else { return builtInLabelsHeight(forContentWidth: contentWidth) }
        let size = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                       withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        return size.height
    }
}

extension UIView {
    /// Whether this view or a descendant has constraints installed (the ones `systemLayoutSizeFitting` reads).
    var holdsConstraints: Bool {
        if autoLayout?.installed.isEmpty == false { return true }
        return subviews.contains { $0.holdsConstraints }
    }
}
