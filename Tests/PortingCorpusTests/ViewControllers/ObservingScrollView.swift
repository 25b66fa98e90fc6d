import UIKit

/// A scroll view subclass that watches its own geometry the way iOS code often does: observers on
/// overridden `contentSize` and `contentOffset`, and an override of `setContentOffset(_:animated:)`.
/// On iOS every offset change (drag, deceleration, animation) goes through the `contentOffset`
/// setter, so the observer sees all of them.
class ObservingScrollView: UIScrollView {
    private(set) var contentSizes: [CGSize] = []
    private(set) var offsets: [CGPoint] = []
    private(set) var animatedTargets: [CGPoint] = []

    override var contentSize: CGSize {
        didSet { contentSizes.append(contentSize) }
    }

    override var contentOffset: CGPoint {
        didSet { offsets.append(contentOffset) }
    }

    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if animated { animatedTargets.append(contentOffset) }
        super.setContentOffset(contentOffset, animated: animated)
    }
}

/// Hosts an ObservingScrollView over a 320×2000 content view.
class ObservedListViewController: UIViewController {
    let scrollView = ObservingScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 2000))
        content.backgroundColor = .lightGray
        scrollView.addSubview(content)
        scrollView.contentSize = content.frame.size
    }

    func scrollToBottom() {
        let bottom = scrollView.contentSize.height - scrollView.bounds.height + scrollView.adjustedContentInset.bottom
        scrollView.setContentOffset(CGPoint(x: 0, y: bottom), animated: true)
    }
}
