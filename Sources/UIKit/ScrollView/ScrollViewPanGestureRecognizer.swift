/// The scroll view's own pan recognizer (public as `panGestureRecognizer: UIPanGestureRecognizer`).
///
/// It tells the scroll view when a finger lands (tracking starts, a running motion is caught) and
/// when the gesture is over (tracking ends), which a plain pan has no reason to report.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    /// The centroid's travel since touch-down, in window coordinates (what picks the drag's direction).
    var movement: CGPoint {
        guard let s = start else { return .zero }
        let c = centroidInWindow
        return CGPoint(x: c.x - s.x, y: c.y - s.y)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count == touches.count, let scrollView, scrollView.touchDown() {
            // The touch stopped a moving view: it is not a tap on the content.
            touches.forEach { scrollView.window?.pipeline.withhold($0) }
        }
        super.touchesBegan(touches, with: event)
    }

    /// Dragging and zooming at once with two fingers, as Photos does.
    override func recognizesAlongside(_ other: UIGestureRecognizer) -> Bool { other === scrollView?.scrollPinch }

    override func reset() {
        super.reset()
        scrollView?.touchUp()
    }
}

/// The scroll view's own pinch recognizer (public as `pinchGestureRecognizer`).
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    weak var scrollView: UIScrollView?
    override func recognizesAlongside(_ other: UIGestureRecognizer) -> Bool { other === scrollView?.scrollPan }
}
