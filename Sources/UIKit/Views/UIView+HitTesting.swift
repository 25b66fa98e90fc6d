/// Finding the view under a point. Hidden views, views with alpha below 0.01 and views with
/// user interaction disabled are skipped with their subtrees, as UIKit documents for `hitTest(_:with:)`.
extension UIView {
    func _point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    func _hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }
}
