import Foundation

/// The navigation bar's search row: the top item's `searchController.searchBar` sits in
/// `searchArea` at the bottom of the bar, under the title row and the large title, as on iOS 11 and
/// later. The area is `searchAreaHeight` tall (set by the navigation controller as the content
/// scrolls) and clips the search bar, which is bottom-anchored in it, so a collapsing search bar
/// slides up under the title row with the content.
extension UINavigationBar {
    /// Shows `searchBar` in the search row (nil: none), taking it out of the row's previous bar.
    func installSearchBar(_ searchBar: UISearchBar?) {
        for view in searchArea.subviews where view !== searchBar { view.removeFromSuperview() }
        guard let searchBar, searchBar.superview !== searchArea else { return }
        searchBar.removeFromSuperview()
        searchBar.drawsBackground = false   // the bar's own background shows through, as on iOS
        searchArea.addSubview(searchBar)
    }

    /// Lays the search row out at the bottom of a bar whose contents end at `bottom`.
    func layoutSearchArea(width: CGFloat, bottom: CGFloat) {
        searchArea.frame = CGRect(x: 0, y: bottom - searchAreaHeight, width: width, height: searchAreaHeight)
        searchArea.isHidden = searchAreaHeight <= 0
        guard let searchBar = searchArea.subviews.first as? UISearchBar else { return }
        let full = searchBar.preferredHeight
        searchBar.frame = CGRect(x: 0, y: searchAreaHeight - full, width: width, height: full)
    }
}
