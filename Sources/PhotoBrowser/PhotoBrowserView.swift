import UIKit

/// The Photos-style browser of WWDC 2010 session 104: a paging scroll view 20 pt wider than the
/// screen (10 pt of black on each side of every page), whose pages are zooming `ImageScrollView`s.
///
/// Only visible pages exist: pages are tiled in `scrollViewDidScroll` from a set of visible pages and
/// a set of recycled ones, so paging through any number of photos holds at most 3 page views.
@MainActor
public final class PhotoBrowserView: UIView, UIScrollViewDelegate {
    /// Black space between pages (session 104: "a 20 point gap").
    public static let pageGap: CGFloat = 20

    /// The horizontal paging scroll view that holds the pages (with 20 pt gaps between them).
    public let pagingScrollView = UIScrollView(frame: .zero)
    /// The pages on screen now (at most two while turning).
    public private(set) var visiblePages: [ImageScrollView] = []
    /// Pages that left the screen, kept for reuse instead of being recreated.
    public private(set) var recycledPages: [ImageScrollView] = []
    /// Page views ever created (to check recycling).
    public private(set) var pagesCreated = 0
    /// Where the photos come from; setting it reloads the browser.
    public weak var source: PhotoSource? { didSet { reload() } }

    /// An empty browser; set `source` to show photos.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        pagingScrollView.isPagingEnabled = true
        pagingScrollView.backgroundColor = .black
        pagingScrollView.showsHorizontalScrollIndicator = false
        pagingScrollView.showsVerticalScrollIndicator = false
        pagingScrollView.delegate = self
        addSubview(pagingScrollView)
        layoutPagingScrollView()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The index of the page that fills most of the screen.
    public var currentPage: Int {
        let w = pagingScrollView.bounds.width
        guard w > 0 else { return 0 }
        return Int((pagingScrollView.contentOffset.x / w).rounded())
    }

    /// Recycles every page and lays the browser out again from `source` (after its photos changed).
    public func reload() {
        for page in visiblePages { page.removeFromSuperview() }
        recycledPages.append(contentsOf: visiblePages)
        visiblePages.removeAll()
        layoutPagingScrollView()
        tilePages()
    }

    private func layoutPagingScrollView() {
        let frame = bounds.insetBy(dx: -Self.pageGap / 2, dy: 0)
        pagingScrollView.frame = frame
        pagingScrollView.contentSize = CGSize(width: frame.width * CGFloat(source?.numberOfPhotos ?? 0), height: frame.height)
    }

    func frameForPage(at index: Int) -> CGRect {
        let w = pagingScrollView.bounds.width
        return CGRect(x: w * CGFloat(index) + Self.pageGap / 2, y: 0,
                      width: max(0, w - Self.pageGap), height: pagingScrollView.bounds.height)
    }

    /// Adds the pages that became visible and recycles those that left (they lose their zoom).
    public func tilePages() {
        guard let source, source.numberOfPhotos > 0, pagingScrollView.bounds.width > 0 else { return }
        let visible = pagingScrollView.bounds
        let w = visible.width
        let first = max(Int((visible.minX / w).rounded(.down)), 0)
        let last = min(Int(((visible.maxX - 1) / w).rounded(.down)), source.numberOfPhotos - 1)
        for page in visiblePages where page.index < first || page.index > last {
            page.removeFromSuperview()
            recycledPages.append(page)
        }
        visiblePages.removeAll { $0.superview == nil }
        guard first <= last else { return }
        for index in first...last where !visiblePages.contains(where: { $0.index == index }) {
            let page = dequeueRecycledPage() ?? makePage()
            page.frame = frameForPage(at: index)
            page.display(photoAt: index, from: source)
            pagingScrollView.addSubview(page)
            visiblePages.append(page)
        }
    }

    private func dequeueRecycledPage() -> ImageScrollView? { recycledPages.popLast() }

    private func makePage() -> ImageScrollView {
        pagesCreated += 1
        return ImageScrollView(frame: .zero)
    }

    /// Shows the pages that scrolled into view and recycles those that left (`UIScrollViewDelegate`).
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { tilePages() }

    /// Rotation or window resize: keep the current page and its zoom and centre point.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let expected = bounds.insetBy(dx: -Self.pageGap / 2, dy: 0)
        guard pagingScrollView.frame != expected else { return }
        let page = currentPage
        let states = visiblePages.map { ($0, $0.visibleState()) }
        layoutPagingScrollView()
        for (view, state) in states {
            view.frame = frameForPage(at: view.index)
            view.restore(state)
        }
        pagingScrollView.contentOffset = CGPoint(x: pagingScrollView.bounds.width * CGFloat(page), y: 0)
        tilePages()
    }
}
