import UIKit

/// The seeds' zoom gestures, as recipes an app attaches to the zoomed view (gesture recognizers on the
/// scalable subview "mediate automatically among the possibilities", Programming iOS 6, ch. 20).
@MainActor
public enum ZoomGestures {
    /// Apple's "zoomRectForScale:withCenter:": the rect in the zoom view's coordinates that, shown
    /// at `scale`, fills the scroll view's bounds around `center`.
    public static func zoomRect(forScale scale: CGFloat, center: CGPoint, in scrollView: UIScrollView) -> CGRect {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let size = CGSize(width: scrollView.bounds.width / s, height: scrollView.bounds.height / s)
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Double tap zooms in by `factor` around the tapped point; a two-finger tap zooms out by `factor`
    /// (the TapToZoom sample the seeds describe). Returns the two recognizers.
    @discardableResult
    public static func installTapToZoom(on view: UIView, in scrollView: UIScrollView,
                                        factor: CGFloat = 2) -> (zoomIn: UITapGestureRecognizer, zoomOut: UITapGestureRecognizer) {
        let zoomIn = UITapGestureRecognizer { [weak scrollView] gr in
            guard let scrollView, gr.state == .ended, let v = gr.view else { return }
            let target = min(scrollView.zoomScale * factor, scrollView.maximumZoomScale)
            scrollView.zoom(to: zoomRect(forScale: target, center: gr.location(in: v), in: scrollView), animated: true)
        }
        zoomIn.numberOfTapsRequired = 2
        let zoomOut = UITapGestureRecognizer { [weak scrollView] gr in
            guard let scrollView, gr.state == .ended, let v = gr.view else { return }
            let target = max(scrollView.zoomScale / factor, scrollView.minimumZoomScale)
            scrollView.zoom(to: zoomRect(forScale: target, center: gr.location(in: v), in: scrollView), animated: true)
        }
        zoomOut.numberOfTouchesRequired = 2
        view.isUserInteractionEnabled = true
        view.addGestureRecognizer(zoomIn)
        view.addGestureRecognizer(zoomOut)
        return (zoomIn, zoomOut)
    }

    /// The book's double-tap cycle: below 1 → actual size (horizontally centred, top); below the
    /// maximum → maximum; at the maximum → minimum.
    @discardableResult
    public static func installZoomCycle(on view: UIView, in scrollView: UIScrollView) -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer { [weak scrollView] gr in
            guard let sv = scrollView, gr.state == .ended, let v = gr.view else { return }
            if sv.zoomScale < 1 {
                sv.setZoomScale(1, animated: false)
                sv.setContentOffset(CGPoint(x: (v.bounds.width - sv.bounds.width) / 2, y: 0), animated: false)
            } else if sv.zoomScale < sv.maximumZoomScale {
                sv.setZoomScale(sv.maximumZoomScale, animated: true)
            } else {
                sv.setZoomScale(sv.minimumZoomScale, animated: true)
            }
        }
        tap.numberOfTapsRequired = 2
        view.isUserInteractionEnabled = true
        view.addGestureRecognizer(tap)
        return tap
    }
}
