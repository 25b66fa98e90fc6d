import UIKit

/// WWDC 2009 session 102: a horizontal paging scroll view whose pages are vertical lists; the
/// direction of a drag picks which one scrolls.
public final class NestedPagerViewController: UIViewController {
    public private(set) var pager: UIScrollView!
    public private(set) var lists: [UIScrollView] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        let b = view.bounds
        let pager = UIScrollView(frame: b)
        pager.isPagingEnabled = true
        pager.contentInsetAdjustmentBehavior = .never   // full-height pages behind the bar (see PagingViewController)
        pager.backgroundColor = .darkGray
        for page in 0..<3 {
            let list = UIScrollView(frame: CGRect(x: b.width * CGFloat(page), y: 0, width: b.width, height: b.height))
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
            list.contentSize = CGSize(width: b.width, height: y)
            pager.addSubview(list)
            lists.append(list)
        }
        pager.contentSize = CGSize(width: b.width * 3, height: b.height)
        view.addSubview(pager)
        self.pager = pager
    }
}
