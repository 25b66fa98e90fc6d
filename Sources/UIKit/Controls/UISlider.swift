/// A slider: dragging the thumb picks a value between `minimumValue` and `maximumValue`, sending
/// `.valueChanged` as it moves (or once on lift when `isContinuous` is false), as iOS's does.
/// Touches that start off the thumb do not move it (iOS's slider tracks the thumb only).
///
/// Geometry from iOS 17's slider (light appearance, measured on screenshots): a 4-pt capsule
/// track, the part before the thumb in `minimumTrackTintColor` (the tint), the rest in
/// `maximumTrackTintColor` (a light gray); a 28-pt white thumb; 31 pt tall (Interface Builder's
/// default slider height), the track across the whole width with the thumb's centre travelling
/// from half a thumb in at each end.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The track's thickness, the thumb's diameter and the slider's height.
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 28
    static let height: CGFloat = 31
    /// How far around the thumb a touch still catches it (iOS's hit area is larger than the thumb;
    /// ScrollKit's choice).
    static let thumbTouchSlop: CGFloat = 10

    /// The value, clamped to `minimumValue…maximumValue`; NaN is ignored.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0
    /// The lower end (0 by default); a value below it is raised to it.
    open var minimumValue: Float = 0 { didSet { if !minimumValue.isFinite { minimumValue = oldValue }; if maximumValue < minimumValue { maximumValue = minimumValue }; setValue(storedValue, animated: false) } }
    /// The upper end (1 by default); a value above it is lowered to it.
    open var maximumValue: Float = 1 { didSet { if !maximumValue.isFinite { maximumValue = oldValue }; if minimumValue > maximumValue { minimumValue = maximumValue }; setValue(storedValue, animated: false) } }
    /// Whether `.valueChanged` is sent while dragging (true) or only when the finger lifts.
    open var isContinuous = true
    /// The track before the thumb (nil: the tint).
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track after the thumb (nil: the system gray 4 fill's look).
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb (nil: white).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    private var dragOffset: CGFloat?
    private var valueAtTouchDown: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// No archives on Linux: a slider at 0 of 0…1 (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// Sets the value (clamped); sends no action. `animated` moves the thumb at once here.
    open func setValue(_ newValue: Float, animated: Bool) {
        guard !newValue.isNaN else { return }
        let clamped = min(max(newValue, minimumValue), maximumValue)
        if clamped != storedValue { storedValue = clamped; setNeedsDisplay() }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: max(size.width, Self.thumbDiameter), height: Self.height) }
    open override func tintColorDidChange() { setNeedsDisplay() }

    /// The x range the thumb's centre travels over.
    private var travel: (start: CGFloat, length: CGFloat) {
        let start = Self.thumbDiameter / 2
        return (start, max(0, bounds.width - Self.thumbDiameter))
    }

    /// The fraction 0…1 the value is along the range.
    private var fraction: CGFloat {
        let range = maximumValue - minimumValue
        return range > 0 ? CGFloat((storedValue - minimumValue) / range) : 0
    }

    /// The thumb's rect in the bounds (iOS's `thumbRect(forBounds:trackRect:value:)`).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let range = maximumValue - minimumValue
        let f = range > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / range) : 0
        let centreX = bounds.minX + Self.thumbDiameter / 2 + max(0, bounds.width - Self.thumbDiameter) * f
        return CGRect(x: centreX - Self.thumbDiameter / 2, y: bounds.midY - Self.thumbDiameter / 2,
                      width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// The track's rect in the bounds (iOS's `trackRect(forBounds:)`).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    open override func draw(_ rect: CGRect) {
        let track = trackRect(forBounds: bounds)
        guard track.width > 0 else { return }
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        (maximumTrackTintColor ?? UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        let done = CGRect(x: track.minX, y: track.minY, width: thumb.midX - track.minX, height: track.height)
        (minimumTrackTintColor ?? tintColor ?? .systemBlue).setFill()
        UIBezierPath(roundedRect: done, cornerRadius: track.height / 2).fill()
        UIColor(white: 0, alpha: 0.12).setFill()   // stands in for iOS's thumb shadow
        UIBezierPath(ovalIn: thumb.insetBy(dx: -0.5, dy: -0.5)).fill()
        (thumbTintColor ?? .white).setFill()
        UIBezierPath(ovalIn: thumb).fill()
    }

    /// Tracks only a touch that lands on (or near) the thumb, keeping where on the thumb it landed.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard thumb.insetBy(dx: -Self.thumbTouchSlop, dy: -Self.thumbTouchSlop).contains(p) else { return false }
        dragOffset = p.x - thumb.midX
        valueAtTouchDown = storedValue
        return true
    }

    /// Moves the value with the finger; the thumb's centre follows it, clamped to the range.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let dragOffset else { return false }
        let (start, length) = travel
        let f = length > 0 ? min(max((touch.location(in: self).x - dragOffset - start) / length, 0), 1) : 0
        let newValue = minimumValue + Float(f) * (maximumValue - minimumValue)
        if newValue != storedValue {
            storedValue = newValue
            setNeedsDisplay()
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if dragOffset != nil, !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
        dragOffset = nil
    }

    open override func cancelTracking(with event: UIEvent?) { dragOffset = nil }
}
