import Foundation

/// What the standard controls and scroll views do for VoiceOver's gestures: UIResponder's default
/// `accessibilityIncrement()`, `accessibilityDecrement()` and `accessibilityScroll(_:)` come here.
@MainActor
enum AccessibilityActions {
    /// A slider moves by a tenth of its range per swipe, as VoiceOver's does on iOS (and sends
    /// `.valueChanged`); a page control moves one page.
    static let sliderStepFraction: Float = 0.1

    static func adjust(_ responder: UIResponder, by steps: Int) {
        switch responder {
        case let slider as UISlider:
            let old = slider.value
            slider.setValue(old + Float(steps) * sliderStepFraction * (slider.maximumValue - slider.minimumValue), animated: false)
            if slider.value != old { slider.sendActions(for: .valueChanged) }
        case let pages as UIPageControl:
            let target = min(max(0, pages.currentPage + steps), max(0, pages.numberOfPages - 1))
            guard target != pages.currentPage else { return }
            pages.currentPage = target
            pages.sendActions(for: .valueChanged)
        default:
            break
        }
    }

    /// How much of the previous screen stays visible after a three-finger scroll of a scroll view that
    /// does not page: one standard 44 pt row, kept as context. Apple documents no number for it; a
    /// paging scroll view moves exactly one page.
    static let scrollOverlap: CGFloat = 44

    /// A three-finger swipe on a scroll view: one page along the swipe's axis (the bounds for a paging
    /// scroll view; the visible length less `scrollOverlap` otherwise), clamped to the content,
    /// without animation, then `.pageScrolled` with the position ("Page 2 of 5", or the delegate's
    /// `accessibilityScrollStatus(for:)`). False, and nothing posted, when it cannot move that way.
    static func scroll(_ scrollView: UIScrollView, _ direction: UIAccessibilityScrollDirection) -> Bool {
        let inset = scrollView.adjustedContentInset
        let size = scrollView.bounds.size, content = scrollView.contentSize
        let minX = -inset.left, maxX = max(minX, content.width + inset.right - size.width)
        let minY = -inset.top, maxY = max(minY, content.height + inset.bottom - size.height)
        let horizontal: Bool
        let forward: Bool
        switch direction {
        case .left: horizontal = true; forward = true
        case .right: horizontal = true; forward = false
        case .up: horizontal = false; forward = true
        case .down: horizontal = false; forward = false
        case .next, .previous:
            // Reading order follows the axis that scrolls: vertical unless only the width does.
            horizontal = maxY <= minY && maxX > minX
            forward = direction == .next
        }
        let visible = horizontal ? size.width - inset.left - inset.right : size.height - inset.top - inset.bottom
        let step = scrollView.isPagingEnabled ? (horizontal ? size.width : size.height) : max(1, visible - scrollOverlap)
        guard step > 0 else { return false }
        let lower = horizontal ? minX : minY, upper = horizontal ? maxX : maxY
        let current = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let target = min(upper, max(lower, current + (forward ? step : -step)))
        guard abs(target - current) > 0.5 else { return false }
        var offset = scrollView.contentOffset
        if horizontal { offset.x = target } else { offset.y = target }
        scrollView.setContentOffset(offset, animated: false)
        let pages = 1 + Int(((upper - lower) / step).rounded(.up))
        let page = target >= upper ? pages : min(pages, 1 + Int(((target - lower) / step).rounded()))
        let status = (scrollView.delegate as? UIScrollViewAccessibilityDelegate)?.accessibilityScrollStatus(for: scrollView)
            ?? "Page \(page) of \(pages)"
        UIAccessibility.post(notification: .pageScrolled, argument: status)
        return true
    }
}

/// A scroll view delegate that tells VoiceOver what to say after an accessibility scroll, in place of
/// "Page 2 of 5" (for content loaded lazily, whose page count the scroll view cannot know).
@preconcurrency @MainActor
public protocol UIScrollViewAccessibilityDelegate: UIScrollViewDelegate {
    /// The status to speak after `scrollView` scrolled by a page; nil for the default.
    func accessibilityScrollStatus(for scrollView: UIScrollView) -> String?
    /// The attributed form; ScrollKit reads the plain one.
    func accessibilityAttributedScrollStatus(for scrollView: UIScrollView) -> NSAttributedString?
}

extension UIScrollViewAccessibilityDelegate {
    /// Nil: the default status.
    public func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? { nil }
    /// Nil: the plain status.
    public func accessibilityAttributedScrollStatus(for scrollView: UIScrollView) -> NSAttributedString? { nil }
}
