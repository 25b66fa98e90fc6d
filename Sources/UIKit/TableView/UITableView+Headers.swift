import Foundation

/// Section headers and footers: the delegate's views, or title views for the data source's titles.
///
/// In `.plain` style the header of the section at the top of the visible area (inside the adjusted
/// top inset) stays pinned there until the section's end pushes it up, as on iOS; in the grouped
/// styles headers scroll with the rows. Footers scroll with the rows in every style (iOS pins plain
/// footers to the bottom; ScrollKit does not yet).
extension UITableView {
    func updateSectionViews() {
        var wantedHeaders: [(Int, CGRect)] = []
        var wantedFooters: [(Int, CGRect)] = []
        if geometry.itemCount > 0 {
            let last = geometry.itemCount - 1
            let first = geometry.section(ofItem: min(geometry.firstItem(below: Double(bounds.minY)), last))
            let lastSection = geometry.section(ofItem: min(geometry.firstItem(below: Double(bounds.maxY)), last))
            for s in first...lastSection {
                if geometry.headerHeight(s) > 0 {
                    let frame = headerFrame(s)
                    if frame.intersects(bounds) { wantedHeaders.append((s, frame)) }
                }
                let footer = rectForFooter(inSection: s)
                let frame = CGRect(x: rowColumn.x, y: footer.minY, width: rowColumn.width, height: footer.height)
                if footer.height > 0 && frame.intersects(bounds) { wantedFooters.append((s, frame)) }
            }
        }
        updateSectionViews(header: false, wanted: wantedFooters)
        updateSectionViews(header: true, wanted: wantedHeaders)
    }

    /// Where the header is drawn now: pinned in `.plain` style.
    private func headerFrame(_ s: Int) -> CGRect {
        let natural = rectForHeader(inSection: s)
        var y = natural.minY
        if style == .plain {
            let pinnedTop = bounds.minY + adjustedContentInset.top
            let sectionBottom = CGFloat(geometry.span(ofSection: s).bottom)
            y = max(natural.minY, min(pinnedTop, sectionBottom - natural.height))
        }
        return CGRect(x: rowColumn.x, y: y, width: rowColumn.width, height: natural.height)
    }

    private func updateSectionViews(header: Bool, wanted: [(Int, CGRect)]) {
        let shown = header ? headerViews : footerViews
        let wantedSections = Set(wanted.map { $0.0 })
        for s in shown.keys.sorted() where !wantedSections.contains(s) {
            endDisplayingSectionView(header: header, section: s)
        }
        for (s, frame) in wanted {
            if let view = (header ? headerViews : footerViews)[s] {
                if view.frame != frame { view.frame = frame }
                continue
            }
            guard let view = makeSectionView(header: header, section: s) else { continue }
            view.frame = frame
            // Cells are inserted at the bottom; footers go right above them and headers above the
            // footers (a pinned header covers what scrolls under it); indicators stay on top.
            let index = visibleCellsByPath.count + (header ? footerViews.count : 0)
            insertSubview(view, at: min(index, subviews.count))
            if header {
                headerViews[s] = view
                tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: s)
            } else {
                footerViews[s] = view
                tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: s)
            }
        }
    }

    private func makeSectionView(header: Bool, section s: Int) -> UIView? {
        if let view = header ? tableDelegate?.tableView(self, viewForHeaderInSection: s)
                             : tableDelegate?.tableView(self, viewForFooterInSection: s) {
            return view
        }
        guard let title = header ? dataSource?.tableView(self, titleForHeaderInSection: s)
                                 : dataSource?.tableView(self, titleForFooterInSection: s) else { return nil }
        let view = reusableTitleViews.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.prepareForReuse()
        view.configureAsTitle(title, header: header, style: style)
        return view
    }

    func endDisplayingSectionView(header: Bool, section s: Int) {
        guard let view = header ? headerViews.removeValue(forKey: s) : footerViews.removeValue(forKey: s) else { return }
        pendingRowAnimation?.oldFrames[ObjectIdentifier(view)] = nil
        view.removeFromSuperview()
        if header {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: s)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: s)
        }
        enqueueSectionView(view)
    }

    /// The header view of a section on screen, if it is a `UITableViewHeaderFooterView`.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerViews[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of a section on screen, if it is a `UITableViewHeaderFooterView`.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        footerViews[section] as? UITableViewHeaderFooterView
    }
}
