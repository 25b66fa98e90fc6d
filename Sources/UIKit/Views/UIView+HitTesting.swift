/// Finding the view under a point. Hidden views, views with alpha below 0.01, views with user
/// interaction disabled and views being animated without `.allowUserInteraction` are skipped with
/// their subtrees, as UIKit documents for `hitTest(_:with:)` and `UIView.AnimationOptions`.
extension UIView {
    func _point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    func _hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, animationsBlockingInteraction == 0,
              self.point(inside: point, with: event) else {
            return nil
        }
        for view in subviews.reversed() {
            // A singular transform (e.g. scaled to 0 at the end of a collapse animation) covers no area;
            // converting into it maps every point to its bounds centre, which would make it swallow
            // every touch in its superview.
            let t = view.transform
            if t.a * t.d - t.b * t.c == 0 { continue }
            if let hit = view.hitTest(view.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }
}
