import UIKit

/// Issue 27's page view controller screen: generated photos in a `UIPageViewController` (scroll style,
/// 16 pt between pages) with page dots, written as an iOS developer writes one: a subclass that is its
/// own data source and delegate, pages made once and kept, the current index followed in
/// `didFinishAnimating`. Every page fills the page view controller at any size (the page view
/// controller lays its pages out; each page's drawing follows its bounds).
public final class PhotoPagesViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    /// How many photos the screen pages through.
    public static let pageCount = 6
    /// The gap between two pages while swiping (`.interPageSpacing`).
    public static let spacing: CGFloat = 16

    /// The photos, one controller each.
    public let pages: [PhotoPageViewController] = (0..<PhotoPagesViewController.pageCount).map { PhotoPageViewController(index: $0) }
    /// The index of the page on screen, as the delegate last reported it.
    public private(set) var currentIndex = 0

    public init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal,
                   options: [.interPageSpacing: NSNumber(value: Double(Self.spacing))])
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.12, alpha: 1)
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    /// Shows page `index` (scrolling to it when `animated`), as a caller outside a swipe would.
    public func show(page index: Int, animated: Bool) {
        guard pages.indices.contains(index), index != currentIndex else { return }
        let direction: NavigationDirection = index > currentIndex ? .forward : .reverse
        currentIndex = index
        setViewControllers([pages[index]], direction: direction, animated: animated)
    }

    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? PhotoPageViewController, page.index > 0 else { return nil }
        return pages[page.index - 1]
    }

    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? PhotoPageViewController, page.index + 1 < pages.count else { return nil }
        return pages[page.index + 1]
    }

    public func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { currentIndex }

    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let page = viewControllers?.first as? PhotoPageViewController else { return }
        currentIndex = page.index
    }
}

/// One generated photo: a colour field with rings and its number, drawn at the page's size.
public final class PhotoPageViewController: UIViewController {
    /// The photo's place in the pages (0-based).
    public let index: Int
    private let caption = UILabel()

    /// The photo at `index`.
    public init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
        title = "Photo \(index + 1)"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func loadView() {
        let photo = GeneratedPhotoPageView(frame: UIScreen.main.bounds)
        photo.hue = CGFloat(index % 12) / 12
        view = photo
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "Photo \(index + 1) of \(PhotoPagesViewController.pageCount)"
        caption.font = .boldSystemFont(ofSize: 28)
        caption.textColor = .white
        caption.textAlignment = .center
        view.addSubview(caption)
    }

    /// The caption sits in the middle of the safe area (below the navigation bar, above the dots).
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        caption.frame = CGRect(x: safe.minX, y: safe.midY - 20, width: safe.width, height: 40)
    }
}

/// The photo's drawing: a colour field with concentric rings about its centre and a light grid,
/// redrawn when its size changes.
final class GeneratedPhotoPageView: UIView {
    var hue: CGFloat = 0 { didSet { setNeedsDisplay() } }

    private var drawnSize = CGSize.zero

    override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.size != drawnSize {   // a resize or rotation: redraw at the new size
            drawnSize = bounds.size
            setNeedsDisplay()
        }
    }

    override func draw(_ rect: CGRect) {
        UIColor(hue: hue, saturation: 0.5, brightness: 0.85, alpha: 1).setFill()
        UIBezierPath(rect: bounds).fill()
        UIColor(hue: hue, saturation: 0.7, brightness: 0.55, alpha: 1).setStroke()
        for i in 0..<10 {
            let r = CGFloat(30 + 30 * i)
            let ring = UIBezierPath(ovalIn: CGRect(x: bounds.midX - r, y: bounds.midY - r, width: 2 * r, height: 2 * r))
            ring.lineWidth = 4
            ring.stroke()
        }
        UIColor(white: 1, alpha: 0.3).setStroke()
        let grid = gridPath(size: bounds.size, spacing: 40)
        grid.lineWidth = 1
        grid.stroke()
    }
}
