/// An on/off switch: a tap toggles it, animating the thumb, and sends `.valueChanged`, as iOS's
/// does (dragging the thumb, which iOS also allows, toggles on lift here: docs/PORTING.md).
///
/// Geometry and colours from iOS 13–17's switch in the light appearance: 51 × 31 pt whatever the
/// frame (UIKit ignores the frame's size), a capsule track in `onTintColor` (system green) when on
/// and the system gray 5 fill's look when off, a 27-pt white thumb 2 pt inside the track.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's fixed size (Apple: "the size of the frame is ignored"; 51 × 31 pt measured).
    public static let switchSize = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its inset from the track (measured on iOS 17 screenshots).
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    /// How long the thumb slides (ScrollKit's choice; Apple documents none).
    static let toggleDuration: TimeInterval = 0.25

    /// Whether the switch is on; setting it moves the thumb at once and sends no action.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on = false
    /// The track's colour when on (nil: system green).
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// 0 (off) … 1 (on): where the thumb is drawn, animated between the two.
    private(set) var thumbPosition: CGFloat = 0 { didSet { if thumbPosition != oldValue { setNeedsDisplay() } } }
    private let slide = ControlTween()

    /// A switch, off, at `frame`'s origin (its size is always `switchSize`).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
        isOpaque = false
    }

    /// No archives on Linux: an off switch at the origin (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.switchSize
        isOpaque = false
    }

    /// Sets the state; with `animated` the thumb slides over `toggleDuration` on the host clock.
    /// No action is sent (as on iOS: only the user's toggle sends `.valueChanged`).
    open func setOn(_ newOn: Bool, animated: Bool) {
        on = newOn
        slide.cancel()
        let target: CGFloat = newOn ? 1 : 0
        guard animated, window != nil, thumbPosition != target else {
            thumbPosition = target
            return
        }
        let from = thumbPosition
        slide.run(duration: Self.toggleDuration) { [weak self] t in
            // Ease in and out (the cosine curve the scroll view's programmatic animations use).
            let eased = CGFloat((1 - cos(Double.pi * t)) / 2)
            self?.thumbPosition = from + (target - from) * eased
        }
    }

    open override var intrinsicContentSize: CGSize { Self.switchSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    /// The thumb's rect in the bounds for a thumb position.
    func thumbRect(at position: CGFloat) -> CGRect {
        let travel = Self.switchSize.width - Self.thumbDiameter - 2 * Self.thumbInset
        return CGRect(x: Self.thumbInset + travel * position, y: Self.thumbInset, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    open override func draw(_ rect: CGRect) {
        let track = CGRect(origin: .zero, size: Self.switchSize)
        let onColor = onTintColor ?? .systemGreen
        // The off track is the system gray 5 fill (233, 233, 235 on white); the on colour fades in
        // as the thumb moves, so an animated toggle blends the two.
        UIColor(red: 233 / 255, green: 233 / 255, blue: 235 / 255, alpha: 1).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        if thumbPosition > 0 {
            onColor.withAlphaComponent(onColor.alpha * thumbPosition).setFill()
            UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        }
        let thumb = thumbRect(at: thumbPosition)
        // A hairline ring stands in for iOS's soft thumb shadow.
        UIColor(white: 0, alpha: 0.08).setFill()
        UIBezierPath(ovalIn: thumb.insetBy(dx: -0.5, dy: -0.5)).fill()
        (thumbTintColor ?? .white).setFill()
        UIBezierPath(ovalIn: thumb).fill()
    }

    /// A tap (lifted inside) toggles with the slide and sends `.valueChanged` before
    /// `.touchUpInside`'s actions, as iOS orders them.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, let touch = touches.first, inside(touch) {
            setOn(!on, animated: true)
            sendActions(for: .valueChanged)
        }
        super.touchesEnded(touches, with: event)
    }
}
