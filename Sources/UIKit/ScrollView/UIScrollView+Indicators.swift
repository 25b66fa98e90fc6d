import ScrollPhysics

extension UIScrollView {
    /// UIKit's indicator styles (UIScrollView.h: default is black with a white border, black and white
    /// are smaller single-colour bars).
    public enum IndicatorStyle: Int, Sendable {
        /// The standard indicator, meant to show on any background; ScrollKit draws it as a
        /// translucent dark bar (35 % black) without iOS's light border.
        case `default`
        /// A dark bar (50 % black) for light backgrounds.
        case black
        /// A light bar (50 % white) for dark backgrounds.
        case white
    }

    /// `flashScrollIndicators()`: shows the indicators for about 0.75 s (XNScrollView's hold), then
    /// fades them.
    func _flashScrollIndicators() {
        indicatorVisibility.flashUntil = HostClock.now + IndicatorVisibility.flashHold
        // After the hold the flash fades like the end of a motion (0.4 s); without a fade start the
        // indicators would vanish at once when the hold ends. A running motion fades at its own end.
        indicatorVisibility.fadeStart = indicatorVisibility.isActive ? nil : indicatorVisibility.flashUntil
        showIndicators()
        ensureDisplayLink()
    }

    func indicatorsMotionBegan() {
        indicatorVisibility.isActive = true
        indicatorVisibility.fadeStart = nil
        showIndicators()
    }

    func indicatorsMotionEnded() {
        indicatorVisibility.isActive = false
        indicatorVisibility.fadeStart = max(HostClock.now, indicatorVisibility.flashUntil ?? 0)
        ensureDisplayLink()
    }

    func indicatorsNeedFrames(at t: TimeInterval) -> Bool {
        guard let fade = indicatorVisibility.fadeStart else { return indicatorVisibility.flashUntil.map { t < $0 } ?? false }
        return t < fade + IndicatorVisibility.fadeDuration
    }

    func updateIndicatorAlpha(at t: TimeInterval) {
        let alpha = indicatorVisibility.alpha(at: t)
        verticalIndicator?.alpha = alpha
        horizontalIndicator?.alpha = alpha
        if alpha == 0, indicatorVisibility.flashUntil.map({ t >= $0 }) ?? false { indicatorVisibility.flashUntil = nil }
    }

    /// Adds the indicators as subviews the first time they are needed (they are real subviews, as the
    /// seeds warn) and keeps them above the content.
    private func showIndicators() {
        if showsVerticalScrollIndicator && canScroll(vertical: true) {
            if verticalIndicator == nil { verticalIndicator = ScrollIndicatorView() }
            if let v = verticalIndicator { bringIndicatorToFront(v) }
        }
        if showsHorizontalScrollIndicator && canScroll(vertical: false) {
            if horizontalIndicator == nil { horizontalIndicator = ScrollIndicatorView() }
            if let h = horizontalIndicator { bringIndicatorToFront(h) }
        }
        styleIndicators()
        updateIndicators()
        updateIndicatorAlpha(at: HostClock.now)
    }

    private func bringIndicatorToFront(_ indicator: UIView) {
        if indicator.superview !== self || subviews.last !== indicator { addSubview(indicator) }
    }

    func styleIndicators() {
        for indicator in [verticalIndicator, horizontalIndicator].compactMap({ $0 }) { indicator.style = indicatorStyle }
    }

    /// Places the indicators for the current offset (`IndicatorGeometry`): length proportional to the
    /// visible fraction (at least 36 pt), shrinking by the overscroll down to the thickness.
    func updateIndicators() {
        let range = offsetRange
        let inset = adjustedContentInset
        let edge = CGFloat(IndicatorGeometry.edgeInset), thick = CGFloat(IndicatorGeometry.thickness)
        if let v = verticalIndicator {
            let i = effectiveIndicatorInsets(vertical: true)
            let (length, position) = indicatorSpan(along: bounds.height, insets: (i.top, i.bottom),
                                                   content: contentSize.height + inset.top + inset.bottom,
                                                   offset: contentOffset.y, range: range.y)
            v.frame = CGRect(x: bounds.maxX - edge - thick - i.right, y: bounds.minY + i.top + edge + position,
                             width: thick, height: length)
        }
        if let h = horizontalIndicator {
            let i = effectiveIndicatorInsets(vertical: false)
            let (length, position) = indicatorSpan(along: bounds.width, insets: (i.left, i.right),
                                                   content: contentSize.width + inset.left + inset.right,
                                                   offset: contentOffset.x, range: range.x)
            h.frame = CGRect(x: bounds.minX + i.left + edge + position, y: bounds.maxY - edge - thick - i.bottom,
                             width: length, height: thick)
        }
    }

    /// One axis of the indicator geometry: its length and its position along the track.
    private func indicatorSpan(along visible: CGFloat, insets: (CGFloat, CGFloat), content: CGFloat, offset: CGFloat,
                               range: ClosedRange<Double>) -> (length: CGFloat, position: CGFloat) {
        let track = visible - insets.0 - insets.1 - 2 * CGFloat(IndicatorGeometry.edgeInset)
        let (length, position) = IndicatorGeometry.lengthAndPosition(
            track: Double(track), visible: Double(visible), content: Double(content),
            offset: Double(offset) - range.lowerBound, maxOffset: range.upperBound - range.lowerBound)
        return (CGFloat(length), CGFloat(position))
    }
}

/// When the indicators show: fully while the view is touched or moving, then a linear fade.
struct IndicatorVisibility {
    /// ScrollKit's choice (Apple publishes no timing): fade 0.4 s after motion ends; a flash holds
    /// about 0.75 s, as XNScrollView's does.
    static let fadeDuration: TimeInterval = 0.4
    static let flashHold: TimeInterval = 0.75

    var isActive = false
    var fadeStart: TimeInterval?
    var flashUntil: TimeInterval?

    func alpha(at t: TimeInterval) -> CGFloat {
        if isActive { return 1 }
        if let until = flashUntil, t < until { return 1 }
        guard let start = fadeStart else { return 0 }
        // 1e-9 s absorbs timestamp rounding (start + 0.4 − start < 0.4), which would otherwise leave
        // the indicator at alpha 2e-16 after the last frame of the fade.
        let elapsed = t - start
        if elapsed >= Self.fadeDuration - 1e-9 { return 0 }
        return CGFloat(min(1, max(0, 1 - elapsed / Self.fadeDuration)))
    }
}

/// One scroll indicator: a thin rounded bar that ignores touches. Its colour follows the style
/// (the colour is set here, so the renderer has nothing to decide).
final class ScrollIndicatorView: UIView {
    var style: UIScrollView.IndicatorStyle = .default {
        didSet {
            switch style {
            case .default: backgroundColor = UIColor(white: 0, alpha: 0.35)
            case .black: backgroundColor = UIColor(white: 0, alpha: 0.5)
            case .white: backgroundColor = UIColor(white: 1, alpha: 0.5)
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        alpha = 0
        style = .default
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
