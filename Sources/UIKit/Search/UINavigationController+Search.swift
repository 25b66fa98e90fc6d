import Foundation

/// `navigationItem.searchController` (iOS 11): the search bar in the navigation bar, under the title
/// row and the large title, collapsing and coming back with the content as Apple documents for
/// `hidesSearchBarWhenScrolling` ("visible only when the scroll position equals the top of your
/// content view. When the user scrolls down, the search bar collapses into the navigation bar.
/// Scrolling back to the top reveals the search bar again").
///
/// - Height: the search row is the search bar's preferred height (56 pt; 100 with a scope bar).
/// - Safe area: the controller's top safe area includes the *visible* part of the row, so its
///   content scroll view's `adjustedContentInset.top` shrinks as the row collapses and grows as it
///   comes back, as UIKit's does; the content never jumps, because the row's bottom edge follows the
///   content's top.
/// - Collapse: with the content scrolled `d` points up from its resting top with the row shown
///   (`contentOffset.y + contentInset.top + status bar + 44 + large title + row`), the row shows
///   `row − d` points, clamped to 0…row; the search bar collapses before the large title does.
///   While collapsed, the scroll view may move down by the collapsed part without rubber-banding
///   (`UIScrollView.revealableTopInset`), so reversing a drag brings the row back point for point.
///   ScrollKit does not snap a half-collapsed row open or shut when scrolling stops, as iOS does.
/// - While the search is active the row stays whole; with `hidesNavigationBarDuringPresentation` the
///   title row and large title go away and the safe area is the status bar plus the search row.
extension UINavigationController {
    /// The top item's search controller, if it has one.
    var topSearchController: UISearchController? { stack.last?.storedNavigationItem?.searchController }

    /// Whether an active search hides the title row of `item`.
    func searchHidesTitleRow(_ item: UINavigationItem?) -> Bool {
        guard let search = item?.searchController else { return false }
        return search.isActive && search.hidesNavigationBarDuringPresentation
    }

    /// The height of `item`'s search row now (0 without a search controller).
    func visibleSearchHeight(_ item: UINavigationItem?) -> CGFloat {
        guard let item, let search = item.searchController else { return 0 }
        let full = search.searchBar.preferredHeight
        if search.isActive || !item.hidesSearchBarWhenScrolling { return full }
        return min(full, max(0, full - item.searchBarCollapse))
    }

    /// The bar's height under the status bar for the controller at `index`, with `large` points of
    /// large title: the title row, the large title, the search row.
    func barContentHeight(at index: Int, large: CGFloat) -> CGFloat {
        let item = stack[index].storedNavigationItem
        let row = searchHidesTitleRow(item) ? 0 : UINavigationBar.standardHeight + large
        return row + visibleSearchHeight(item)
    }

    /// The content scroll view of the top controller moved: the search row follows it.
    func updateSearchBarCollapse(for scrollView: UIScrollView) {
        guard let top = stack.last, let item = top.storedNavigationItem, let search = item.searchController,
              item.hidesSearchBarWhenScrolling, !search.isActive,
              controllerAwaitingTopAlignment !== top else { return }
        let full = search.searchBar.preferredHeight
        var expandedTop = scrollView.contentInset.top
        if scrollView.contentInsetAdjustmentBehavior != .never {
            let status = view.safeAreaInsets.top - effectiveAdditionalSafeAreaInsets.top
            let large = stack.indices.last.map(wantsLargeTitle(at:)) == true ? UINavigationBar.largeTitleHeight : 0
            expandedTop += max(0, status) + UINavigationBar.standardHeight + large + full
        }
        let scrolled = scrollView.contentOffset.y + expandedTop
        guard scrolled.isFinite else { return }
        let collapse = min(full, max(0, scrolled))
        scrollView.revealableTopInset = collapse
        guard collapse != item.searchBarCollapse else { return }
        item.searchBarCollapse = collapse
        updateChildInsets()
    }

    /// The search controller's overlay, when shown, covers the area under the bar.
    func layoutSearchOverlay() {
        guard let overlay = topSearchController?.viewIfLoaded, overlay.superview === viewIfLoaded else { return }
        let top = navigationBar.frame.maxY
        overlay.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: max(0, view.bounds.height - top))
    }

    /// The top item's search became active or inactive, or its bar changed height.
    func searchStateDidChange() {
        updateChildInsets()
        viewIfLoaded?.setNeedsLayout()
    }

    /// Whether the scroll view's movement matters to the bar: large titles or a search row.
    var barFollowsContentScrollView: Bool {
        navigationBar.prefersLargeTitles || topSearchController != nil
    }
}
