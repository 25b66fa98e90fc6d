/// Insets and the valid offset range: `adjustedContentInset` (content inset plus the safe area the
/// view overlaps, per `contentInsetAdjustmentBehavior`), the indicator insets that follow it
/// (`automaticallyAdjustsScrollIndicatorInsets`), and where content smaller than the view rests
/// (`contentAlignmentPoint`, iOS 17.4).
extension UIScrollView {
    func adjustedInsetMayHaveChanged() {
        let adjusted = adjustedContentInset
        guard adjusted != lastAdjustedInset else { return }
        let old = lastAdjustedInset
        lastAdjustedInset = adjusted
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        updateIndicators()
        keyValueDidChange("adjustedContentInset", from: old)
    }

    /// The scroll view's own safe area (the part of the window's safe area it overlaps plus view
    /// controllers' `additionalSafeAreaInsets` and bars, App/UIView+SafeArea.swift), per
    /// `contentInsetAdjustmentBehavior`, as Apple documents each case:
    /// - `.always`: every edge; `.never`: none;
    /// - `.scrollableAxes`: only on axes that scroll (content plus insets larger than the view, or
    ///   `alwaysBounce…`);
    /// - `.automatic`: as `.scrollableAxes`, except that "content is always adjusted vertically when the
    ///   scroll view is the content view of a view controller that is currently displayed by a
    ///   navigation or tab bar controller" (a short list under a navigation bar still starts below it).
    var safeAreaContribution: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return .zero }
        var overlap = safeAreaInsets
        guard overlap != .zero else { return .zero }
        if contentInsetAdjustmentBehavior != .always {
            let alwaysVertical = contentInsetAdjustmentBehavior == .automatic && isContentViewOfNavigationChild
            if !alwaysVertical, !canScroll(vertical: true) { overlap.top = 0; overlap.bottom = 0 }
            if !canScroll(vertical: false) { overlap.left = 0; overlap.right = 0 }
        }
        return overlap
    }

    /// Whether this scroll view is the content view of a controller in a navigation controller: the
    /// controller's root view, or the root view's first subview (where UIKit looked for it before
    /// `setContentScrollView`, UINavigationController.contentScrollView(of:)).
    var isContentViewOfNavigationChild: Bool {
        if let owner = viewController { return owner.parent is UINavigationController }
        guard let parent = superview, parent.subviews.first === self, let owner = parent.viewController else { return false }
        return owner.parent is UINavigationController
    }

    /// The insets the indicators are drawn with: the per-axis indicator insets plus, when
    /// `automaticallyAdjustsScrollIndicatorInsets` is on (iOS's default), the safe-area part of the
    /// adjusted content inset, so indicators stay clear of a notch or home indicator.
    func effectiveIndicatorInsets(vertical: Bool) -> UIEdgeInsets {
        let own = vertical ? verticalScrollIndicatorInsets : horizontalScrollIndicatorInsets
        return automaticallyAdjustsScrollIndicatorInsets ? own + safeAreaContribution : own
    }

    /// The smallest and largest valid offsets (content plus adjusted insets, never smaller than the bounds).
    var offsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        offsetRange(forContentSize: contentSize)
    }

    /// The valid offsets for content of `size` (at the top, also the `revealableTopInset` a collapsed
    /// search row can give back). Where the content (with its insets) is smaller than
    /// the view the range is one offset, placed by `contentAlignmentPoint`: (0, 0) keeps the content
    /// at the top-left (UIKit's behaviour before iOS 17.4), 0.5 centres it, 1 puts it at the far edge.
    func offsetRange(forContentSize size: CGSize) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let inset = adjustedContentInset
        func axis(_ before: CGFloat, _ after: CGFloat, _ content: CGFloat, _ dim: CGFloat, _ align: CGFloat) -> ClosedRange<Double> {
            let lo = Double(0 - before)  // 0 − x: no negative zero in traces
            let hi = Double(content + after - dim)
            guard hi < lo else { return lo...hi }
            let rest = align == 0 ? lo : lo - (lo - hi) * Double(align)
            return rest...rest
        }
        return (axis(inset.left, inset.right, size.width, bounds.width, contentAlignmentPoint.x),
                axis(inset.top + revealableTopInset, inset.bottom, size.height, bounds.height, contentAlignmentPoint.y))
    }

    /// Content smaller than the view moves to its aligned place when the alignment, the content size
    /// or the view's size changes while nothing else moves it (no finger, motion or zoom). With the
    /// default alignment (0, 0) nothing moves, as before iOS 17.4.
    func alignSmallContentIfIdle() {
        guard contentAlignmentPoint != .zero, case .idle = activity else { return }
        let range = offsetRange
        var p = contentOffset
        if range.x.lowerBound == range.x.upperBound { p.x = CGFloat(range.x.lowerBound) }
        if range.y.lowerBound == range.y.upperBound { p.y = CGFloat(range.y.lowerBound) }
        if p != contentOffset { applyOffset(p) }
    }
}
