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
        resetPrefetching()
        warnedAboutHeights = false
        geometry = loadGeometry()
        geometryGeneration += 1
        updateTableExtents()
        loadSectionIndex()
    }

    private func loadGeometry() -> TableGeometry {
        guard let dataSource else { return TableGeometry() }
        let sectionCount = validCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        return TableGeometry(sections: (0..<sectionCount).map { s in
            let rowCount = validCount(dataSource.tableView(self, numberOfRowsInSection: s),
                                      "tableView(_:numberOfRowsInSection:) for section \(s)")
            return loadSection(s, rows: loadRowHeights(section: s, rowCount: rowCount))
        })
    }

    /// Heights for a section's rows: estimates (measured later, when displayed) unless
    /// `estimatedRowHeight` is 0, then real heights. Only rows whose height differs from
    /// `rowDefaults()` are stored, so uniform rows cost no memory per row (SparseRowHeights).
    ///
    /// The delegate's `estimatedHeightForRowAt` is asked for every row, as iOS asks it: the
    /// content size is the sum of the estimates (Apple's "Estimating the height of a table's
    /// scrolling area"), and the answers are what later corrections are measured against.
    func loadRowHeights(section s: Int, rowCount: Int) -> SparseRowHeights {
        let defaults = rowDefaults()
        var rows = SparseRowHeights.Builder(defaultHeight: defaults.height, defaultMeasured: defaults.measured)
        // One index path whose row is changed in place: `IndexPath(row:section:)` allocates (it is
        // built from an array), and a reload of 100,000 rows would spend most of its time there.
        var indexPath = IndexPath(row: 0, section: s)
        if estimatedRowHeight == 0 {
            for r in 0..<rowCount {
                indexPath[1] = r
                rows.append(height: Double(rowHeight(at: indexPath)), measured: true)
            }
        } else if let delegate = tableDelegate {
            let common = estimatedRowHeightForLoad
            for r in 0..<rowCount {
                indexPath[1] = r
                let raw = delegate.tableView(self, estimatedHeightForRowAt: indexPath)
                // The common answer (the table's own estimate) skips the resolution rules.
                let height = raw == common ? defaults.height : Double(resolvedEstimate(raw))
                rows.append(height: height, measured: false)
            }
        } else {
            rows.appendDefaults(rowCount)
        }
        return rows.build()
    }

    /// One new row's height (an inserted row), by the same rules as `loadRowHeights`.
    func loadRowHeight(at indexPath: IndexPath) -> (height: Double, measured: Bool) {
        if estimatedRowHeight == 0 { return (Double(rowHeight(at: indexPath)), true) }
        if let delegate = tableDelegate {
            return (Double(resolvedEstimate(delegate.tableView(self, estimatedHeightForRowAt: indexPath))), false)
        }
        return (Double(resolvedEstimate(estimatedRowHeight)), false)
    }

    /// The height a section's rows are stored against, and whether it is real: the resolved
    /// `estimatedRowHeight` when estimating, else `rowHeight` (44 pt when automatic, the most likely
    /// self-sized height). Only a default: rows that differ are stored one by one. Invalid values
    /// give 0 here without logging; `validHeight` logs them when a row actually takes them.
    func rowDefaults() -> (height: Double, measured: Bool) {
        func quiet(_ h: CGFloat) -> Double { h.isFinite && h >= 0 ? Double(h) : 0 }
        func resolvedRowHeight() -> Double {
            rowHeight == UITableView.automaticDimension ? Double(UITableView.standardRowHeight) : quiet(rowHeight)
        }
        guard estimatedRowHeight != 0 else { return (resolvedRowHeight(), true) }
        guard estimatedRowHeight == UITableView.automaticDimension else { return (quiet(estimatedRowHeight), false) }
        return (resolvedRowHeight(), false)
    }

    /// `estimatedRowHeight` when it resolves to itself (finite, ≥ 0, not automatic), so a delegate
    /// answer equal to it is the default without further checks; NaN (equal to nothing) otherwise.
    private var estimatedRowHeightForLoad: CGFloat {
        estimatedRowHeight.isFinite && estimatedRowHeight >= 0 && estimatedRowHeight != UITableView.automaticDimension
            ? estimatedRowHeight : .nan
    }

    /// A section's header and footer heights around the given rows.
    func loadSection(_ s: Int, rows: SparseRowHeights) -> TableGeometry.Section {
        let header = dataSource.map { headerHeight(in: s, delegate: tableDelegate, dataSource: $0) } ?? 0
        let footer = dataSource.map { footerHeight(in: s, delegate: tableDelegate, dataSource: $0) } ?? 0
        let padding = header > 0 && sectionHeaderTopPadding != UITableView.automaticDimension
            ? validHeight(sectionHeaderTopPadding, "sectionHeaderTopPadding") : 0
        return TableGeometry.Section(padding: Double(padding), header: Double(header), rows: rows,
                                     footer: Double(footer))
    }

    /// The row's real height: the delegate's, else `rowHeight`; automatic → the cell's own height
    /// from its constraints (UITableView+SelfSizing), whose cell is kept for display when
    /// `keepingCell` (the row is about to be shown).
    func rowHeight(at indexPath: IndexPath, keepingCell: Bool = false) -> CGFloat {
        let raw = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if raw == UITableView.automaticDimension { return selfSizedHeight(at: indexPath, keepingCell: keepingCell) }
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
        if let fitted = selfSizedSectionViewHeight(header: true, section: s) { return fitted }
        let hasTitle = dataSource.tableView(self, titleForHeaderInSection: s) != nil
        return TableAppearance.automaticHeaderHeight(style: style, hasTitle: hasTitle)
    }

    private func footerHeight(in s: Int, delegate: UITableViewDelegate?, dataSource: UITableViewDataSource) -> CGFloat {
        let raw = delegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight
        guard raw == UITableView.automaticDimension else { return validHeight(raw, "the footer height of section \(s)") }
        if let fitted = selfSizedSectionViewHeight(header: false, section: s) { return fitted }
        let hasTitle = dataSource.tableView(self, titleForFooterInSection: s) != nil
        return TableAppearance.automaticFooterHeight(style: style, hasTitle: hasTitle)
    }

    /// NaN, infinite or negative heights become 0, logged once per load (docs/PORTING.md, "Bad input").
    func validHeight(_ h: CGFloat, _ what: @autoclosure () -> String) -> CGFloat {
        if h.isFinite && h >= 0 { return h }
        if !warnedAboutHeights {
            warnedAboutHeights = true
            Log.uikit.warning("UITableView got \(h) for \(what()); used 0 (further invalid heights in this load are not logged)")
        }
        return 0
    }

    func validCount(_ n: Int, _ what: String) -> Int {
        if n >= 0 { return n }
        Log.uikit.warning("UITableView got \(n) from \(what); used 0")
        return 0
    }
}
