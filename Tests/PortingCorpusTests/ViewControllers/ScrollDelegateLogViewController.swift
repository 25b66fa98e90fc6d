import UIKit

/// A view controller that is its scroll view's delegate and logs every callback, the way developers
/// debug scroll behaviour; also declines scroll-to-top while `allowsScrollToTop` is false.
class ScrollDelegateLogViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    private(set) var log: [String] = []
    var allowsScrollToTop = true
    private(set) var releaseVelocity: CGPoint?
    private(set) var proposedTarget: CGPoint?

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 5000)
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    private func note(_ s: String) {
        if s == "didScroll", log.last == "didScroll" { return }  // one entry per run of scrolls
        log.append(s)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { note("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        note("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        note("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { note("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { note("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { note("didEndScrollingAnimation") }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        note("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { note("didScrollToTop") }
}
