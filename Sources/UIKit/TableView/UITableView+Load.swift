import Foundation

/// Loading counts and heights from the data source and delegate (reloadData's work), and the rules
/// that turn what they return into heights.
extension UITableView {
    /// Loads the data if `reloadData` (or a new data source, or a changed height property) asked for
    /// it: the visible cells end their display first, the selection is cleared (as iOS's
    /// `reloadData` does), then counts and heights are read in one O(rows) pass.
    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        endDisplayingEverything()
        selectedRows.removeAll()
        warnedAboutHeights = false
        geometry = loadGeometry()
    }

    private func loadGeometry() -> TableGeometry {
        guard let dataSource else { return TableGeometry() }
        let delegate = tableDelegate
        let sectionCount = validCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        let estimating = estimatedRowHeight != 0
        var sections: [(padding: Double, header: Double, rows: [Double], rowsMeasured: Bool, footer: Double)] = []
        sections.reserveCapacity(sectionCount)
        for s in 0..<sectionCount {
            let rowCount = validCount(dataSource.tableView(self, numberOfRowsInSection: s), "tableView(_:numberOfRowsInSection:) for section \(s)")
            var rows = [Double]()
            rows.reserveCapacity(rowCount)
            if estimating {
                let uniform = delegate == nil ? Double(resolvedEstimate(estimatedRowHeight)) : nil
                for r in 0..<rowCount {
                    rows.append(uniform ?? Double(resolvedEstimate(delegate!.tableView(self, estimatedHeightForRowAt: IndexPath(row: r, section: s)))))
                }
            } else {
                for r in 0..<rowCount { rows.append(Double(rowHeight(at: IndexPath(row: r, section: s)))) }
            }
            let header = headerHeight(in: s, delegate: delegate, dataSource: dataSource)
            let footer = footerHeight(in: s, delegate: delegate, dataSource: dataSource)
            let padding = header > 0 ? Double(validHeight(sectionHeaderTopPadding == UITableView.automaticDimension ? 0 : sectionHeaderTopPadding, "sectionHeaderTopPadding")) : 0
            sections.append((padding, Double(header), rows, !estimating, Double(footer)))
        }
        return TableGeometry(sections: sections)
    }

    /// The row's real height: the delegate's, else `rowHeight`; automatic → 44 pt.
    func rowHeight(at indexPath: IndexPath) -> CGFloat {
        let raw = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if raw == UITableView.automaticDimension { return UITableView.standardRowHeight }
        return validHeight(raw, "the height of row \(indexPath.row) in section \(indexPath.section)")
    }

    /// An estimate: automatic → `rowHeight` if that is set, else 44 pt.
    private func resolvedEstimate(_ raw: CGFloat) -> CGFloat {
        guard raw == UITableView.automaticDimension else { return validHeight(raw, "an estimated row height") }
        if rowHeight == UITableView.automaticDimension { return UITableView.standardRowHeight }
        return validHeight(rowHeight, "rowHeight")
    }

    private func headerHeight(in s: Int, delegate: UITableViewDelegate?, dataSource: UITableViewDataSource) -> CGFloat {
        let raw = delegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight
        guard raw == UITableView.automaticDimension else { return validHeight(raw, "the header height of section \(s)") }
        let hasTitle = dataSource.tableView(self, titleForHeaderInSection: s) != nil
        return TableAppearance.automaticHeaderHeight(style: style, hasTitle: hasTitle)
    }

    private func footerHeight(in s: Int, delegate: UITableViewDelegate?, dataSource: UITableViewDataSource) -> CGFloat {
        let raw = delegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight
        guard raw == UITableView.automaticDimension else { return validHeight(raw, "the footer height of section \(s)") }
        let hasTitle = dataSource.tableView(self, titleForFooterInSection: s) != nil
        return TableAppearance.automaticFooterHeight(style: style, hasTitle: hasTitle)
    }

    /// NaN, infinite or negative heights become 0, logged once per load (README, "Bad input").
    func validHeight(_ h: CGFloat, _ what: @autoclosure () -> String) -> CGFloat {
        if h.isFinite && h >= 0 { return h }
        if !warnedAboutHeights {
            warnedAboutHeights = true
            print("ScrollKit: UITableView got \(h) for \(what()); used 0 (further invalid heights in this load are not logged)")
        }
        return 0
    }

    private func validCount(_ n: Int, _ what: String) -> Int {
        if n >= 0 { return n }
        print("ScrollKit: UITableView got \(n) from \(what); used 0")
        return 0
    }
}
