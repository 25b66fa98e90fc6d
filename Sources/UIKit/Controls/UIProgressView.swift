/// A bar showing how far a task has got (`progress` 0…1), as iOS's: a 4-pt capsule track with the
/// finished part in `progressTintColor` (the tint) over `trackTintColor` (iOS 14+'s rounded look;
/// the 4-pt height measured on iOS 17).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The two looks iOS offers; both draw the same here.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default` = 0
        /// The toolbar bar (drawn as `default`).
        case bar = 1
    }

    /// The bar's height (iOS 14+).
    public static let barHeight: CGFloat = 4
    /// How long `setProgress(_:animated: true)` takes (ScrollKit's choice; Apple documents none).
    static let animationDuration: TimeInterval = 0.25

    /// 0…1; values outside are clamped and NaN becomes 0.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0
    /// What is drawn: `progress`, or on its way to it during an animation.
    private(set) var shownProgress: Float = 0 { didSet { if shownProgress != oldValue { setNeedsDisplay() } } }
    private let growth = ControlTween()
    /// The finished part's colour (nil: the tint).
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The rest of the track (nil: the system gray 5 fill's look).
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// `default` or `bar`.
    open var progressViewStyle: Style = .default

    /// A progress view in `frame` (its height is the bar's when laid out by its intrinsic size).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// A progress view of `style`, at zero progress.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// No archives on Linux: an empty progress view (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// Sets the progress; with `animated` the bar grows or shrinks over 0.25 s on the host clock.
    open func setProgress(_ value: Float, animated: Bool) {
        let target = value.isNaN ? 0 : min(max(value, 0), 1)
        storedProgress = target
        growth.cancel()
        guard animated, window != nil, shownProgress != target else {
            shownProgress = target
            return
        }
        let from = shownProgress
        growth.run(duration: Self.animationDuration) { [weak self] t in
            self?.shownProgress = from + (target - from) * Float(t)
        }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }
    open override func tintColorDidChange() { setNeedsDisplay() }

    /// The track centred vertically in the bounds, the finished part from the leading edge.
    open override func draw(_ rect: CGRect) {
        let height = min(bounds.height, Self.barHeight)
        let track = CGRect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
        guard track.width > 0, track.height > 0 else { return }
        (trackTintColor ?? UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: height / 2).fill()
        let done = CGRect(x: 0, y: track.minY, width: track.width * CGFloat(shownProgress), height: height)
        guard done.width > 0 else { return }
        (progressTintColor ?? tintColor ?? .systemBlue).setFill()
        UIBezierPath(roundedRect: done, cornerRadius: height / 2).fill()
    }
}
