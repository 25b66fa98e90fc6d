import UIKit

/// WWDC 2010 session 104's photo browser layout: the paging scroll view is 20 pt wider than the
/// screen, so each page carries a 10 pt gap on both sides; pages are recycled as the user pages,
/// keeping only the visible ones in the scroll view.
class PhotoPagesWithGapsViewController: UIViewController, UIScrollViewDelegate {
    let padding: CGFloat = 10
    let pageCount = 50
    let pagingScrollView = UIScrollView()
    private(set) var visiblePages: [Int: UIView] = [:]
    private var recycledPages: [UIView] = []
    private(set) var pagesCreated = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        var frame = view.bounds
        frame.origin.x -= padding
        frame.size.width += 2 * padding
        pagingScrollView.frame = frame
        pagingScrollView.isPagingEnabled = true
        pagingScrollView.backgroundColor = .black
        pagingScrollView.showsHorizontalScrollIndicator = false
        pagingScrollView.contentSize = CGSize(width: frame.width * CGFloat(pageCount), height: frame.height)
        pagingScrollView.delegate = self
        view.addSubview(pagingScrollView)
        tilePages()
    }

    func frameForPage(at index: Int) -> CGRect {
        var pageFrame = pagingScrollView.bounds
        pageFrame.size.width -= 2 * padding
        pageFrame.origin.x = pagingScrollView.bounds.width * CGFloat(index) + padding
        pageFrame.origin.y = 0
        return pageFrame
    }

    func tilePages() {
        let visibleBounds = pagingScrollView.bounds
        var first = Int((visibleBounds.minX / visibleBounds.width).rounded(.down))
        var last = Int(((visibleBounds.maxX - 1) / visibleBounds.width).rounded(.down))
        first = max(first, 0)
        last = min(last, pageCount - 1)
        for (index, page) in visiblePages where index < first || index > last {
            recycledPages.append(page)
            page.removeFromSuperview()
            visiblePages[index] = nil
        }
        guard first <= last else { return }
        for index in first...last where visiblePages[index] == nil {
            let page: UIView
            if let recycled = recycledPages.popLast() {
                page = recycled
            } else {
                page = UIView()
                pagesCreated += 1
            }
            page.frame = frameForPage(at: index)
            page.backgroundColor = index.isMultiple(of: 2) ? .white : .gray
            page.tag = index
            pagingScrollView.addSubview(page)
            visiblePages[index] = page
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        tilePages()
    }

    var currentPage: Int {
        Int((pagingScrollView.contentOffset.x / pagingScrollView.bounds.width).rounded())
    }
}
