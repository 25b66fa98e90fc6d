/// A row of segments, one selected: a tap (lifted inside a segment) selects it and sends
/// `.valueChanged`, as iOS's does. Segments are equal widths unless
/// `apportionsSegmentWidthsByContent` or `setWidth(_:forSegmentAt:)` says otherwise.
///
/// The look is iOS 13+'s (light appearance, measured on iOS 17 screenshots): 32 pt tall, a rounded
/// gray track (the tertiary system fill, 118/118/128 at 12 %, corner 8.9), the selected segment a
/// white rounded pill 2 pt inside it (`selectedSegmentTintColor` when set), titles 13 pt, the
/// selected one semibold (bold here: DejaVu has no semibold), thin separators between unselected
/// neighbours. Title widths plus 16 pt of padding each side size the control.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// `selectedSegmentIndex` when none is selected.
    public static let noSegment = -1
    static let height: CGFloat = 32
    static let segmentPadding: CGFloat = 16
    static let pillInset: CGFloat = 2
    static let cornerRadius: CGFloat = 8.9

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
    }
    private var segments: [Segment] = []

    /// The selected segment, or `noSegment`; an index out of range becomes `noSegment`.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if !(0..<segments.count).contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            if selectedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }
    /// Whether a tap highlights a segment only while the finger is down (no lasting selection).
    open var isMomentary = false
    /// Widths proportional to the segments' content instead of equal.
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// The selected pill's colour (nil: white).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }
    private var titleFont = UIFont.systemFont(ofSize: 13)
    private var selectedTitleFont = UIFont.boldSystemFont(ofSize: 13)

    /// A control with a segment per item: `String` titles or `UIImage`s (other values are skipped).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String { segments.append(Segment(title: title)) } else if let image = item as? UIImage { segments.append(Segment(image: image)) }
        }
        isOpaque = false
        frame.size = intrinsicContentSize
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// No archives on Linux: a control without segments (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment at `segment` (clamped to 0…count), moving the selection with it.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }
    /// Inserts an image segment at `segment` (clamped to 0…count).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }
    private func insert(_ s: Segment, at index: Int) {
        let i = min(max(0, index), segments.count)
        segments.insert(s, at: i)
        if selectedSegmentIndex >= i { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
    /// Removes a segment (nothing for an index out of range); removing the selected one selects none.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment } else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
    /// Sets a segment's title (nothing for an index out of range).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
    /// A segment's title (nil for an image segment or an index out of range).
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    /// Sets a segment's image.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        setNeedsDisplay()
    }
    /// A segment's image.
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    /// Enables or disables one segment (a disabled one cannot be selected by touch).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }
    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].isEnabled : false }
    /// A fixed width for one segment (0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), width.isFinite else { return }
        segments[segment].width = max(0, width)
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
    /// A segment's fixed width (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }

    /// The width a segment's content needs, padding included.
    private func contentWidth(_ s: Segment) -> CGFloat {
        if let title = s.title { return (title as NSString).size(withAttributes: [.font: selectedTitleFont]).width.rounded(.up) + 2 * Self.segmentPadding }
        if let image = s.image { return image.size.width + 2 * Self.segmentPadding }
        return 2 * Self.segmentPadding
    }

    open override var intrinsicContentSize: CGSize {
        let widest = segments.map(contentWidth).max() ?? 0
        let width = apportionsSegmentWidthsByContent
            ? segments.reduce(0) { $0 + ($1.width > 0 ? $1.width : contentWidth($1)) }
            : segments.reduce(0) { $0 + ($1.width > 0 ? $1.width : widest) }
        return CGSize(width: width, height: Self.height)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Each segment's rect in the bounds: fixed widths first, the rest shared equally (or by content).
    func segmentRects() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let free = max(0, bounds.width - fixed)
        let automatic = segments.filter { $0.width == 0 }
        let contentTotal = automatic.reduce(0) { $0 + contentWidth($1) }
        var x: CGFloat = 0
        return segments.map { s in
            let w: CGFloat
            if s.width > 0 { w = s.width } else if apportionsSegmentWidthsByContent, contentTotal > 0 {
                w = free * contentWidth(s) / contentTotal
            } else { w = free / CGFloat(max(1, automatic.count)) }
            defer { x += w }
            return CGRect(x: x, y: 0, width: w, height: bounds.height)
        }
    }

    open override func draw(_ rect: CGRect) {
        UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12).setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).fill()
        let rects = segmentRects()
        let shown = isMomentary ? highlightedSegment : selectedSegmentIndex
        for (i, r) in rects.enumerated() where i == shown {
            (selectedSegmentTintColor ?? .white).setFill()
            UIBezierPath(roundedRect: r.insetBy(dx: Self.pillInset, dy: Self.pillInset), cornerRadius: Self.cornerRadius - Self.pillInset).fill()
        }
        // Separators between neighbours neither of which is selected.
        UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3).setFill()
        for i in 1..<max(1, rects.count) where i != shown && i - 1 != shown {
            UIRectFill(CGRect(x: rects[i].minX - 0.5, y: rects[i].minY + 8, width: 1, height: rects[i].height - 16))
        }
        for (i, r) in rects.enumerated() {
            let s = segments[i]
            let colour: UIColor = !isEnabled || !s.isEnabled ? .tertiaryLabel : .label
            if let title = s.title {
                let font = i == shown ? selectedTitleFont : titleFont
                let size = (title as NSString).size(withAttributes: [.font: font])
                let origin = CGPoint(x: r.midX - min(size.width, r.width - 8) / 2, y: r.midY - size.height / 2)
                (title as NSString).draw(in: CGRect(origin: origin, size: CGSize(width: min(size.width, r.width - 8), height: size.height)),
                                         withAttributes: [.font: font, .foregroundColor: colour])
            } else if let image = s.image {
                image.draw(in: CGRect(x: r.midX - image.size.width / 2, y: r.midY - image.size.height / 2, width: image.size.width, height: image.size.height))
            }
        }
    }

    /// The segment under the finger while a momentary control is pressed.
    private var highlightedSegment = UISegmentedControl.noSegment { didSet { if highlightedSegment != oldValue { setNeedsDisplay() } } }

    private func segment(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return segmentRects().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isMomentary, let p = touches.first?.location(in: self), let i = segment(at: p), segments[i].isEnabled { highlightedSegment = i }
        super.touchesBegan(touches, with: event)
    }

    /// A tap lifted inside an enabled segment selects it (sending `.valueChanged` when it changed,
    /// or always for a momentary control).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, let p = touches.first?.location(in: self), let i = segment(at: p), segments[i].isEnabled {
            if isMomentary {
                highlightedSegment = Self.noSegment
                selectedSegmentIndex = i
                sendActions(for: .valueChanged)
                selectedSegmentIndex = Self.noSegment
            } else if i != selectedSegmentIndex {
                selectedSegmentIndex = i
                sendActions(for: .valueChanged)
            }
        } else {
            highlightedSegment = Self.noSegment
        }
        super.touchesEnded(touches, with: event)
    }
}
