import UIKit

/// Onboarding pages in a paging scroll view, with a page control kept in step through the scroll
/// view delegate and a "Skip" sheet that is modal for VoiceOver. VoiceOver users turn pages with
/// a three-finger swipe; the delegate tells VoiceOver which page it is by name.
final class AccessiblePagesViewController: UIViewController, UIScrollViewAccessibilityDelegate {
    let titles = ["Welcome", "Photos", "Sharing", "Privacy"]
    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    private(set) var pageLabels: [UILabel] = []
    let skipSheet = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.isPagingEnabled = true
        scrollView.delegate = self
        scrollView.showsHorizontalScrollIndicator = false
        view.addSubview(scrollView)
        for title in titles {
            let label = UILabel()
            label.text = title
            label.textAlignment = .center
            scrollView.addSubview(label)
            pageLabels.append(label)
        }
        pageControl.numberOfPages = titles.count
        view.addSubview(pageControl)
        skipSheet.isHidden = true
        skipSheet.accessibilityViewIsModal = true
        let question = UILabel()
        question.text = "Skip the tour?"
        question.frame = CGRect(x: 16, y: 16, width: 200, height: 24)
        skipSheet.addSubview(question)
        view.addSubview(skipSheet)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: size.width * CGFloat(titles.count), height: size.height)
        for (i, label) in pageLabels.enumerated() {
            label.frame = CGRect(x: CGFloat(i) * size.width, y: size.height / 2 - 20, width: size.width, height: 40)
        }
        pageControl.frame = CGRect(x: 0, y: size.height - 60, width: size.width, height: 30)
        skipSheet.frame = CGRect(x: 0, y: size.height - 200, width: size.width, height: 200)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView.bounds.width > 0 else { return }
        pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }

    func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? {
        "\(titles[pageControl.currentPage]), page \(pageControl.currentPage + 1) of \(titles.count)"
    }

    func showSkipSheet() {
        skipSheet.isHidden = false
        UIAccessibility.post(notification: .screenChanged, argument: skipSheet)
    }
}
