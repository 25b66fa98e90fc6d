import UIKit

/// WWDC 2009 session 102: a horizontal paging scroll view whose pages are vertical lists; the
/// direction of a drag picks which one scrolls. Pages are as large as the view at any size; a
/// rotation or resize keeps the page that was on screen and each list's scroll position.
public final class NestedPagerViewController: UIViewController {
    public private(set) var pager: UIScrollView!
    public private(set) var lists: [UIScrollView] = []
    /// The lists' layout at the pager's size, keeping the page on screen through a resize.
    private var sideBySide = SideBySidePages()

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
        sideBySide.rememberPage(in: pager, count: lists.count)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPages()
    }

    /// Lists as large as the pager, side by side; each list scrolls vertically only.
    private func layoutPages() {
        guard sideBySide.layout(lists, in: pager) else { return }
        for list in lists { list.contentSize.width = list.bounds.width }
    }
}
