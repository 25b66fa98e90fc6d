import UIKit

/// WWDC 2009 session 102: a horizontal paging scroll view whose pages are vertical lists; the
/// direction of a drag picks which one scrolls. Pages are as large as the view at any size; a
/// rotation or resize keeps the page that was on screen and each list's scroll position.
public final class NestedPagerViewController: UIViewController {
    public private(set) var pager: UIScrollView!
    public private(set) var lists: [UIScrollView] = []
    /// The page width the lists were last laid out for (0 before the first layout).
    private var laidOutWidth: CGFloat = 0
    /// The page to keep on screen through a size transition, noted before the size changes.
    private var pageBeforeTransition: Int?

    public override func viewDidLoad() {
        super.viewDidLoad()
        let pager = UIScrollView(frame: view.bounds)
        pager.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pager.isPagingEnabled = true
        pager.contentInsetAdjustmentBehavior = .never   // full-height pages behind the bar (see PagingViewController)
        pager.backgroundColor = .darkGray
        for page in 0..<3 {
            let list = UIScrollView(frame: .zero)
            list.backgroundColor = UIColor(hue: CGFloat(page) / 3, saturation: 0.15, brightness: 1, alpha: 1)
            var y: CGFloat = 10
            for row in 0..<30 {
                let lab = UILabel(frame: .zero)
                lab.text = "List \(page + 1), row \(row + 1)"
                lab.sizeToFit()
                lab.frame.origin = CGPoint(x: 16, y: y)
                list.addSubview(lab)
                y += lab.bounds.height + 12
            }
            list.contentSize = CGSize(width: 0, height: y)
            pager.addSubview(list)
            lists.append(list)
        }
        view.addSubview(pager)
        self.pager = pager
        layoutPages()
    }

    /// Rotation or a window resize: remember the page on screen for the layout at the new size.
    public override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        pageBeforeTransition = currentPage
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPages()
    }

    /// The page on screen, by the width the lists were laid out for.
    private var currentPage: Int {
        guard laidOutWidth > 0 else { return 0 }
        return min(max(Int((pager.contentOffset.x / laidOutWidth).rounded()), 0), lists.count - 1)
    }

    /// Lists as large as the pager, side by side, with the current page kept on screen.
    private func layoutPages() {
        let size = pager.bounds.size
        guard size.width > 0, size.width != laidOutWidth || lists.first?.frame.height != size.height else { return }
        let page = pageBeforeTransition ?? currentPage
        pageBeforeTransition = nil
        for (i, list) in lists.enumerated() {
            list.frame = CGRect(x: size.width * CGFloat(i), y: 0, width: size.width, height: size.height)
            list.contentSize.width = size.width
        }
        pager.contentSize = CGSize(width: size.width * CGFloat(lists.count), height: size.height)
        pager.contentOffset = CGPoint(x: size.width * CGFloat(page), y: 0)
        laidOutWidth = size.width
    }
}
