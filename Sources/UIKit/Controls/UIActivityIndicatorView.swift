import Foundation

/// A spinning indicator: `SpinnerSpokes`, the brightest spoke stepping round once a second while
/// animating (the spinner UIRefreshControl draws too). Hidden when stopped unless
/// `hidesWhenStopped` is false, as iOS's.
@preconcurrency @MainActor
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
    private let spin = ControlTween()

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
        phase = 0
        spin.repeatForever { [weak self] elapsed in self?.phase = SpinnerSpokes.phase(elapsed: elapsed) }
    }

    /// Stops spinning; hides the view when `hidesWhenStopped`.
    open func stopAnimating() {
        spin.cancel()
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
    }

    /// Spokes around the centre, brightness falling off behind the current one.
    open override func draw(_ rect: CGRect) {
        let size = intrinsicContentSize.width, width = max(2, size / 9)
        SpinnerSpokes.draw(around: CGPoint(x: bounds.midX, y: bounds.midY), inner: size / 4, outer: size / 2 - width / 2,
                           lineWidth: width, phase: phase, color: color)
    }
}
