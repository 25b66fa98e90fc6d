import Foundation

/// The section index (`sectionIndexTitles(for:)` and `tableView(_:sectionForSectionIndexTitle:at:)`):
/// titles are read at each load, the bar is kept along the trailing edge of the visible area
/// (inside the adjusted insets) above the rows and headers, and a title touched on the bar scrolls
/// its section's top to the top of the visible area at once (no animation, as on iOS).
///
/// Porting note: cells keep their full width under the bar (iOS narrows their content view).
extension UITableView {
    /// Reads the index titles (at load, after updates); no titles, or fewer rows than
    /// `sectionIndexMinimumDisplayRowCount`, remove the bar.
    func loadSectionIndex() {
        let rowCount = geometry.rowCounts.reduce(0, +)
        guard let titles = dataSource?.sectionIndexTitles(for: self), !titles.isEmpty,
              rowCount >= sectionIndexMinimumDisplayRowCount else {
            sectionIndexBar?.removeFromSuperview()
            sectionIndexBar = nil
            return
        }
        let bar = sectionIndexBar ?? TableSectionIndexBar(frame: .zero)
        bar.table = self
        bar.setTitles(titles, color: sectionIndexColor ?? TableAppearance.tint)
        sectionIndexBar = bar
    }

    /// Places the bar on the trailing edge of the visible area (every layout pass).
    func updateSectionIndex() {
        guard let bar = sectionIndexBar else { return }
        bar.setTitles(bar.titles, color: sectionIndexColor ?? TableAppearance.tint)
        bar.idleBackground = sectionIndexBackgroundColor
        bar.trackingBackground = sectionIndexTrackingBackgroundColor
        let inset = adjustedContentInset
        let frame = CGRect(x: bounds.maxX - inset.right - TableSectionIndexBar.width, y: bounds.minY + inset.top,
                           width: TableSectionIndexBar.width, height: max(0, bounds.height - inset.top - inset.bottom))
        if bar.frame != frame { bar.frame = frame }
        if bar.superview !== self { addSubview(bar) }
    }

    /// Scrolls the section of the index title at `index` to the top of the visible area, clamped to
    /// the content. A section the data source names that does not exist is ignored (logged).
    func scrollToSection(forIndexTitleAt index: Int) {
        guard let dataSource, let titles = sectionIndexBar?.titles, titles.indices.contains(index) else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        guard section >= 0, section < geometry.numberOfSections else {
            Log.uikit.warning("tableView(_:sectionForSectionIndexTitle: \"\(titles[index])\", at: \(index)) returned section \(section), which does not exist; not scrolled")
            return
        }
        let inset = adjustedContentInset
        let maxY = max(-inset.top, CGFloat(geometry.totalHeight) + inset.bottom - bounds.height)
        let y = min(max(rect(forSection: section).minY - inset.top, -inset.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false)
    }
}
