import Foundation

/// A spinning indicator: 8 spokes, the brightest one stepping round once a second while animating
/// (the same spinner UIRefreshControl draws; iOS's has 8 spokes too). Hidden when stopped unless
/// `hidesWhenStopped` is false, as iOS's.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and, for the deprecated styles, colour.
    public enum Style: Int, Sendable {
        /// 20 × 20 pt (iOS 13+).
        case medium = 100
        /// 37 × 37 pt (iOS 13+).
        case large = 101
        /// Deprecated: large, white.
        case whiteLarge = 0
        /// Deprecated: medium, white.
        case white = 1
        /// Deprecated: medium, gray.
        case gray = 2
    }

    /// Spokes, and steps a second (a turn a second).
    static let spokes = 8

    /// The size and default colour.
    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// The spokes' colour (nil: the style's: white for the deprecated white styles, else the
    /// secondary label gray).
    open var color: UIColor! {
        get { storedColor ?? (style == .white || style == .whiteLarge ? .white : .secondaryLabel) }
        set { storedColor = newValue; setNeedsDisplay() }
    }
    private var storedColor: UIColor?
    /// Whether `stopAnimating()` hides the view (true by default, as on iOS).
    open var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    /// Whether it is spinning.
    open private(set) var isAnimating = false
    /// Which spoke is brightest (advances on the host clock while animating).
    private(set) var phase = 0 { didSet { if phase != oldValue { setNeedsDisplay() } } }
    private var displayLink: CADisplayLink?

    /// An indicator of `style`, stopped (and so hidden).
    public init(style: Style) {
        super.init(frame: .zero)
        self.style = style
        frame.size = intrinsicContentSize
        isOpaque = false
        isHidden = hidesWhenStopped
    }

    /// A medium indicator in `frame`, stopped (and so hidden).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isHidden = hidesWhenStopped
    }

    /// No archives on Linux: a medium indicator, stopped (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        isHidden = hidesWhenStopped
    }

    open override var intrinsicContentSize: CGSize {
        style == .large || style == .whiteLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Shows the view and starts spinning (nothing if it already spins).
    open func startAnimating() {
        isHidden = false
        guard !isAnimating else { return }
        isAnimating = true
        let start = HostClock.now
        phase = 0
        let link = CADisplayLink { [weak self] link in
            // An indicator freed while spinning stops its link here.
            guard let self else { link.invalidate(); return }
            self.phase = Int(((link.timestamp - start) * Double(Self.spokes)).rounded(.down)) % Self.spokes
        }
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    /// Stops spinning; hides the view when `hidesWhenStopped`.
    open func stopAnimating() {
        displayLink?.invalidate()
        displayLink = nil
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
    }

    /// Spokes around the centre, brightness falling off behind the current one.
    open override func draw(_ rect: CGRect) {
        let size = intrinsicContentSize.width
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = size / 2, inner = size / 4, width = max(2, size / 9)
        for i in 0..<Self.spokes {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 2 * .pi / CGFloat(Self.spokes)
            let path = UIBezierPath()
            path.move(to: CGPoint(x: centre.x + inner * cos(angle), y: centre.y + inner * sin(angle)))
            path.addLine(to: CGPoint(x: centre.x + (outer - width / 2) * cos(angle), y: centre.y + (outer - width / 2) * sin(angle)))
            path.lineWidth = width
            path.lineCapStyle = .round
            let age = (phase - i + Self.spokes) % Self.spokes
            color.withAlphaComponent(color.alpha * (1 - CGFloat(age) * 0.1)).setStroke()
            path.stroke()
        }
    }
}
