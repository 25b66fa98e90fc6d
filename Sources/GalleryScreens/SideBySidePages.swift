import UIKit

/// Pages as large as their paging scroll view, side by side, that keep the page on screen when the
/// scroll view's size changes (a rotation or a window resize): at a new width the old offset is
/// another page. The paging screens own one; `viewWillTransition(to:with:)` calls
/// `rememberPage(in:)` and `viewDidLayoutSubviews()` calls `layout(_:in:)`.
@MainActor
struct SideBySidePages {
    /// The page width the pages were last laid out for (0 before the first layout).
    private var laidOutWidth: CGFloat = 0
    /// The page to keep on screen through a size transition, noted before the size changes.
    private var pageBeforeTransition: Int?

    /// The page on screen, by the width the pages were laid out for.
    func currentPage(in scrollView: UIScrollView, count: Int) -> Int {
        guard laidOutWidth > 0 else { return 0 }
        return min(max(Int((scrollView.contentOffset.x / laidOutWidth).rounded()), 0), count - 1)
    }

    /// Notes the page on screen before a size transition, for the layout at the new size.
    mutating func rememberPage(in scrollView: UIScrollView, count: Int) {
        pageBeforeTransition = currentPage(in: scrollView, count: count)
    }

    /// Sizes `pages` to the scroll view, side by side, and scrolls to the page that was on screen.
    /// Returns false, changing nothing, when the size is the one already laid out (or empty).
    @discardableResult
    mutating func layout(_ pages: [UIView], in scrollView: UIScrollView) -> Bool {
        let size = scrollView.bounds.size
        guard size.width > 0, size.width != laidOutWidth || pages.first?.frame.height != size.height else { return false }
        let page = pageBeforeTransition ?? currentPage(in: scrollView, count: pages.count)
        pageBeforeTransition = nil
        for (i, view) in pages.enumerated() {
            view.frame = CGRect(x: size.width * CGFloat(i), y: 0, width: size.width, height: size.height)
        }
        scrollView.contentSize = CGSize(width: size.width * CGFloat(pages.count), height: size.height)
        scrollView.contentOffset = CGPoint(x: size.width * CGFloat(page), y: 0)
        laidOutWidth = size.width
        return true
    }
}
