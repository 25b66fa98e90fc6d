import Foundation

/// Large titles (iOS 11): with `navigationBar.prefersLargeTitles`, a controller whose item resolves to
/// a large title gets a bar `UINavigationBar.largeTitleHeight` (52 pt) taller while its content is at
/// the top, and the bar collapses to the standard 44 pt as the content scrolls up, as on iOS.
///
/// - Which controllers: `largeTitleDisplayMode` `.always` yes, `.never` no, `.automatic` as the
///   controller below it in the stack (the root: yes): Apple's `.automatic`, "Inherit the display
///   mode from the previous navigation item".
/// - Safe area: such a controller's top safe area includes the whole expanded bar (status bar + 44 +
///   52), so its content scroll view's `adjustedContentInset.top` includes the 52 pt and stays put
///   while the bar collapses (the content never jumps).
/// - Collapse: the large title area shows `52 − d` points, where d is how far the content scroll view
///   has scrolled up from its resting top (`contentOffset.y + adjustedContentInset.top`), clamped to
///   0…52: 52 at rest, 0 from 52 pt of scrolling on. Pulling down past the top keeps it at 52 (iOS
///   stretches the title there; ScrollKit does not).
/// - Which scroll view: the controller's content scroll view (its root view, or the root view's first
///   subview, `contentScrollView(of:)`); without one the title stays large.
extension UINavigationController {
    /// Whether the controller at `index` in the stack shows a large title (see above).
    func wantsLargeTitle(at index: Int) -> Bool {
        guard navigationBar.prefersLargeTitles, stack.indices.contains(index) else { return false }
        var i = index
        while i >= 0 {
            switch stack[i].navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: i -= 1
            }
        }
        return true
    }

    /// The extra height the top controller's bar has now: 0…52.
    func visibleLargeTitleHeight() -> CGFloat {
        guard let index = stack.indices.last, wantsLargeTitle(at: index) else { return 0 }
        let full = UINavigationBar.largeTitleHeight
        guard let scrollView = contentScrollView(of: stack[index]), scrollView.window != nil else { return full }
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        guard scrolled.isFinite else { return full }
        return min(full, max(0, full - scrolled))
    }

    /// The content scroll view of the top controller moved: the bar follows it.
    func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard barFollowsContentScrollView, isViewLoaded, let top = stack.last,
              contentScrollView(of: top) === scrollView else { return }
        updateSearchBarCollapse(for: scrollView)
        layoutBars()
    }
}

extension UIScrollView {
    /// Tells the navigation controller whose child this is the content view of that it scrolled
    /// (large titles collapse with it). Cheap when there is none: a couple of pointer checks.
    func notifyNavigationControllerOfScroll() {
        let owner = viewController ?? superview.flatMap { $0.subviews.first === self ? $0.viewController : nil }
        guard let nav = owner?.parent as? UINavigationController, nav.barFollowsContentScrollView else { return }
        nav.contentScrollViewDidScroll(self)
    }
}

/// The navigation bar follows its content scroll view's offset: the large title and the search bar
/// collapse with the content.
struct NavigationBarScrollObserver: ScrollObserver {
    func scrollViewBoundsDidChange(_ scrollView: UIScrollView, from old: CGRect) {
        guard old.origin != scrollView.bounds.origin else { return }
        scrollView.notifyNavigationControllerOfScroll()
    }
}
