import UIKit

/// Programmatic scrolling the ways apps do it: `scrollRectToVisible` to reveal a row, an animated
/// `setContentOffset`, and the delegate's end-of-animation callback.
class ScrollRectViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let rowHeight: CGFloat = 44
    private(set) var animationsEnded = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.delegate = self
        scrollView.contentSize = CGSize(width: view.bounds.width, height: rowHeight * 100)
        view.addSubview(scrollView)
    }

    func reveal(row: Int, animated: Bool) {
        let rect = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: scrollView.bounds.width, height: rowHeight)
        scrollView.scrollRectToVisible(rect, animated: animated)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        animationsEnded += 1
    }
}
