import UIKit

/// Programming iOS 7, ch. 7, paging: a paging scroll view coordinated with a UIPageControl. The
/// delegate updates the control when a page settles; tapping the control scrolls to its page.
class PagedColorsViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    let colors: [UIColor] = [.red, .green, .blue, .orange]
    private(set) var pagesSettled: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let w = view.bounds.width, h = view.bounds.height
        scrollView.frame = view.bounds
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        view.addSubview(scrollView)
        for (i, color) in colors.enumerated() {
            let page = UIView(frame: CGRect(x: CGFloat(i) * w, y: 0, width: w, height: h))
            page.backgroundColor = color
            scrollView.addSubview(page)
        }
        scrollView.contentSize = CGSize(width: w * CGFloat(colors.count), height: h)

        pageControl.numberOfPages = colors.count
        pageControl.frame = CGRect(x: 0, y: h - 50, width: w, height: 30)
        pageControl.addTarget(self, action: Self.userDidPage, for: .valueChanged)
        view.addSubview(pageControl)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let x = scrollView.contentOffset.x
        let w = scrollView.bounds.size.width
        pageControl.currentPage = Int(x / w)
        pagesSettled.append(pageControl.currentPage)
    }

    func userDidPage(_ sender: UIPageControl) {
        let p = sender.currentPage
        let w = scrollView.bounds.size.width
        scrollView.setContentOffset(CGPoint(x: CGFloat(p) * w, y: 0), animated: true)
    }
}
