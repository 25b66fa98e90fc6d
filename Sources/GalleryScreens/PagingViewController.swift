import UIKit

/// Paging with a `UIPageControl` kept in sync both ways (Programming iOS, "Paging"): scrolling moves
/// the dots when the page settles; tapping the control scrolls to its page.
public final class PagingViewController: UIViewController, UIScrollViewDelegate {
    public static let pageColors: [UIColor] = [
        UIColor(red: 0.95, green: 0.45, blue: 0.35, alpha: 1), UIColor(red: 0.35, green: 0.7, blue: 0.45, alpha: 1),
        UIColor(red: 0.3, green: 0.5, blue: 0.9, alpha: 1), UIColor(red: 0.95, green: 0.75, blue: 0.3, alpha: 1),
    ]
    public private(set) var scrollView: UIScrollView!
    public private(set) var pageControl: UIPageControl!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let b = view.bounds
        let sv = UIScrollView(frame: b)
        sv.isPagingEnabled = true
        // Full-screen pages behind the navigation bar: no vertical inset (iOS would add the bar's
        // height to a navigation child's content view and let the pages move up and down).
        sv.contentInsetAdjustmentBehavior = .never
        sv.showsHorizontalScrollIndicator = false
        sv.delegate = self
        for (i, color) in Self.pageColors.enumerated() {
            let page = UIView(frame: CGRect(x: b.width * CGFloat(i), y: 0, width: b.width, height: b.height))
            page.backgroundColor = color
            let label = UILabel(frame: .zero)
            label.text = "Page \(i + 1)"
            label.font = .boldSystemFont(ofSize: 36)
            label.textColor = .white
            label.sizeToFit()
            label.center = CGPoint(x: b.width / 2, y: b.height / 2)
            page.addSubview(label)
            sv.addSubview(page)
        }
        sv.contentSize = CGSize(width: b.width * CGFloat(Self.pageColors.count), height: b.height)
        view.addSubview(sv)
        let pc = UIPageControl(frame: CGRect(x: 0, y: b.height - 44, width: b.width, height: 37))
        pc.numberOfPages = Self.pageColors.count
        pc.addAction(UIAction { [unowned self] _ in self.pageControlChanged() }, for: .valueChanged)
        view.addSubview(pc)
        scrollView = sv
        pageControl = pc
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int((scrollView.contentOffset.x / max(scrollView.bounds.width, 1)).rounded())
    }

    private func pageControlChanged() {
        let x = scrollView.bounds.width * CGFloat(pageControl.currentPage)
        scrollView.setContentOffset(CGPoint(x: x, y: 0), animated: true)
    }
}
