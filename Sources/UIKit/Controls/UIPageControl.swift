/// A row of dots showing which page is current; tapping left or right of the current dot moves one
/// page and sends `.valueChanged` (UIKit's behaviour), and the app keeps it in sync with a paging
/// scroll view both ways.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// Dot geometry (7 pt dots, 9 pt apart: the classic iOS page control).
    static let dotDiameter: CGFloat = 7
    static let dotSpacing: CGFloat = 9

    /// How many dots to show; negative values become 0, and `currentPage` is clamped to the new range.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            setNeedsDisplay()
        }
    }
    /// The index of the highlighted dot, clamped to `0..<numberOfPages`; set it as the scroll view pages.
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(0, currentPage), max(0, numberOfPages - 1))
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }
    /// Whether to draw nothing when there is only one page (or none).
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The colour of the other dots: translucent white by default, the classic iOS look.
    open var pageIndicatorTintColor: UIColor? = UIColor(white: 1, alpha: 0.35) { didSet { setNeedsDisplay() } }
    /// The colour of the current page's dot: white by default.
    open var currentPageIndicatorTintColor: UIColor? = .white { didSet { setNeedsDisplay() } }

    /// A page control with no pages in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// No archives on Linux: a page control with no pages and a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// Width for `pageCount` dots, height of one row (UIKit's `size(forNumberOfPages:)`).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(0, pageCount))
        return CGSize(width: n * Self.dotDiameter + max(0, n - 1) * Self.dotSpacing + 2 * Self.dotSpacing, height: 37)
    }

    /// The frames of the dots, centred in the bounds.
    public var dotFrames: [CGRect] {
        let content = size(forNumberOfPages: numberOfPages).width - 2 * Self.dotSpacing
        var x = bounds.midX - content / 2
        return (0..<numberOfPages).map { _ in
            defer { x += Self.dotDiameter + Self.dotSpacing }
            return CGRect(x: x, y: bounds.midY - Self.dotDiameter / 2, width: Self.dotDiameter, height: Self.dotDiameter)
        }
    }

    open override func draw(_ rect: CGRect) {
        guard !(hidesForSinglePage && numberOfPages <= 1) else { return }
        for (i, dot) in dotFrames.enumerated() {
            (i == currentPage ? currentPageIndicatorTintColor : pageIndicatorTintColor)?.setFill()
            UIBezierPath(ovalIn: dot).fill()
        }
    }

    /// A tap left or right of the current dot moves one page that way and sends `valueChanged`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, bounds.contains(touch.location(in: self)), numberOfPages > 1 {
            let current = dotFrames.indices.contains(currentPage) ? dotFrames[currentPage].midX : bounds.midX
            let target = touch.location(in: self).x < current ? currentPage - 1 : currentPage + 1
            if (0..<numberOfPages).contains(target) {
                currentPage = target
                sendActions(for: .valueChanged)
            }
        }
        super.touchesEnded(touches, with: event)
    }
}
