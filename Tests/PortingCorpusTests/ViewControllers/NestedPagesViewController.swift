import UIKit

/// A horizontal paging scroll view whose pages are vertical scroll views (a common "tabs of lists"
/// layout): a horizontal drag turns pages, a vertical drag scrolls the page under the finger.
class NestedPagesViewController: UIViewController {
    let pager = UIScrollView()
    private(set) var pages: [UIScrollView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let size = view.bounds.size
        pager.frame = view.bounds
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: size.width * 3, height: size.height)
        view.addSubview(pager)
        for i in 0..<3 {
            let page = UIScrollView(frame: CGRect(x: size.width * CGFloat(i), y: 0, width: size.width, height: size.height))
            page.contentSize = CGSize(width: size.width, height: 2000)
            let stripe = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: 2000))
            stripe.backgroundColor = i == 1 ? .yellow : .cyan
            page.addSubview(stripe)
            pager.addSubview(page)
            pages.append(page)
        }
    }
}
