import UIKit

/// Paging with a `UIPageControl` kept in sync both ways (Programming iOS, "Paging"): scrolling moves
/// the dots when the page settles; tapping the control scrolls to its page. Pages are as large as the
/// view at any size; a rotation or resize keeps the page that was on screen.
public final class PagingViewController: UIViewController, UIScrollViewDelegate {
    public static let pageColors: [UIColor] = [
        UIColor(red: 0.95, green: 0.45, blue: 0.35, alpha: 1), UIColor(red: 0.35, green: 0.7, blue: 0.45, alpha: 1),
        UIColor(red: 0.3, green: 0.5, blue: 0.9, alpha: 1), UIColor(red: 0.95, green: 0.75, blue: 0.3, alpha: 1),
    ]
    public private(set) var scrollView: UIScrollView!
    public private(set) var pageControl: UIPageControl!
    private var pages: [UIView] = []
    /// The pages' layout at the scroll view's size, keeping the page on screen through a resize.
    private var sideBySide = SideBySidePages()

    public override func viewDidLoad() {
        super.viewDidLoad()
        let b = view.bounds
        let sv = UIScrollView(frame: b)
        sv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sv.isPagingEnabled = true
        // Full-screen pages behind the navigation bar: no vertical inset (iOS would add the bar's
        // height to a navigation child's content view and let the pages move up and down).
        sv.contentInsetAdjustmentBehavior = .never
        sv.showsHorizontalScrollIndicator = false
        sv.delegate = self
        for (i, color) in Self.pageColors.enumerated() {
            let page = UIView(frame: .zero)
            page.backgroundColor = color
            let label = UILabel(frame: .zero)
            label.text = "Page \(i + 1)"
            label.font = .boldSystemFont(ofSize: 36)
            label.textColor = .white
            label.sizeToFit()
            label.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
            page.addSubview(label)
            sv.addSubview(page)
            pages.append(page)
        }
        view.addSubview(sv)
        // 37 pt tall, its top 44 pt above the bottom edge, across the whole width.
        let pc = UIPageControl(frame: CGRect(x: 0, y: b.height - 44, width: b.width, height: 37))
        pc.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        pc.numberOfPages = Self.pageColors.count
        pc.addAction(UIAction { [unowned self] _ in self.pageControlChanged() }, for: .valueChanged)
        view.addSubview(pc)
        scrollView = sv
        pageControl = pc
        layoutPages()
    }

    /// Rotation or a window resize: remember the page on screen, which the layout at the new size
    /// scrolls back to (the old offset means another page at the new width).
    public override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sideBySide.rememberPage(in: scrollView, count: pages.count)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPages()
    }

    /// Pages as large as the scroll view, side by side, each with its label in the middle.
    private func layoutPages() {
        guard sideBySide.layout(pages, in: scrollView) else { return }
        for page in pages {
            page.subviews.first?.center = CGPoint(x: page.bounds.width / 2, y: page.bounds.height / 2)
        }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int((scrollView.contentOffset.x / max(scrollView.bounds.width, 1)).rounded())
    }

    private func pageControlChanged() {
        let x = scrollView.bounds.width * CGFloat(pageControl.currentPage)
        scrollView.setContentOffset(CGPoint(x: x, y: 0), animated: true)
    }
}
