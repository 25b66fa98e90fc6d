import Foundation
import ScrollPhysics

/// The scroll view's side of `UIRefreshControl`: placing the control above the content, telling it
/// how far the content is pulled, and the inset dance of beginning and ending a refresh.
extension UIScrollView {
    /// Installs a new control (or removes the old one): a subview above the content's top, behind it.
    func refreshControlDidChange(from old: UIRefreshControl?) {
        guard old !== refreshControl else { return }
        if let old {
            if old.isRefreshing { old.endRefreshing() }
            old.removeFromSuperview()
            old.scrollView = nil
        }
        guard let control = refreshControl else { return }
        control.scrollView = self
        alwaysBounceVertical = true  // a pull must be possible even when the content fits (as on iOS)
        insertSubview(control, at: 0)
        placeRefreshControl()
    }

    /// Runs after every offset or size change (RefreshControlScrollObserver): keeps the control across
    /// the top, above y = 0, and reports the pull (how far the content is below its resting top).
    func refreshControlScrollViewDidMove() {
        guard let control = refreshControl else { return }
        placeRefreshControl()
        let restingTop = adjustedContentInset.top - control.addedInset
        control.scrollViewDidMove(self, pull: -(contentOffset.y + restingTop))
    }

    private func placeRefreshControl() {
        guard let control = refreshControl else { return }
        let frame = CGRect(x: contentOffset.x, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        if control.frame != frame { control.frame = frame }
    }

    func refreshControlDidBeginRefreshing(_ control: UIRefreshControl) {
        guard control.addedInset == 0 else { return }
        control.addedInset = UIRefreshControl.height
        contentInset.top += UIRefreshControl.height
        // Mid-drag, the drag continues from where the content is shown (no jump): the rubber band
        // is now measured from the new top.
        if isDragging && isTracking {
            let shown = Double(contentOffset.y), range = offsetRange.y
            let raw = shown < range.lowerBound
                ? range.lowerBound - RubberBand.unconstrainedOverscroll(range.lowerBound - shown, dimension: Double(bounds.height))
                : shown
            dragOrigin.y = CGFloat(raw) + panGestureRecognizer.translation(in: self).y
        }
    }

    func refreshControlDidEndRefreshing(_ control: UIRefreshControl) {
        let added = control.addedInset
        guard added != 0 else { return }
        control.addedInset = 0
        contentInset.top -= added
        let top = -adjustedContentInset.top
        if !isTracking, contentOffset.y < top {
            setContentOffset(CGPoint(x: contentOffset.x, y: top), animated: true)
        }
    }
}

/// The refresh control follows every offset and size change of its scroll view.
struct RefreshControlScrollObserver: ScrollObserver {
    func scrollViewBoundsDidChange(_ scrollView: UIScrollView, from old: CGRect) { scrollView.refreshControlScrollViewDidMove() }
}
