/// UIKit's scroll view delegate. All methods are optional (defaults in the extension). The order in which
/// ScrollKit calls them is UIKit's (see UIScrollView's doc comment and
/// docs/ARCHITECTURE.md#a-scroll-views-activity).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed, by the user, an animation or code; called once per change.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag was recognized and the content is about to follow the finger.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// `velocity` is in points per millisecond; change `targetContentOffset` to retarget the deceleration.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` is true when the content keeps moving (a flick, a bounce back
    /// or a paging snap) and `scrollViewDidEndDecelerating(_:)` will follow.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content is about to keep moving on its own after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The motion after a drag came to rest (or was caught by a new touch).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated scroll started from code (`setContentOffset(_:animated:)`,
    /// `scrollRectToVisible(_:animated:)`) finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Asked before a scroll-to-top request scrolls the view; return false to refuse it.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A scroll-to-top request finished at the top.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed (the content inset, the safe area or the adjustment behaviour).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// The subview that pinches and zoom calls scale; nil (the default) means the view does not zoom.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch or an animated zoom is about to scale `view`, the view for zooming.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// The zoom scale changed, by a pinch, an animation or code; called once per change.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A pinch (after any bounce back into the scale range) or an animated zoom ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    /// Does nothing by default.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing by default: the deceleration keeps its own target.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing by default.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Allows the scroll to top by default (true).
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing by default.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// No view by default (nil), so the scroll view does not zoom.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing by default.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing by default.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
