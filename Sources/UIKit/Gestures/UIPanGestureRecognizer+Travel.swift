import Foundation

extension UIPanGestureRecognizer {
    /// Where the pan started, in `view`'s coordinates, and how far the fingers have moved since
    /// (window space). Used while the pan is still possible, to decide what a drag is (a row
    /// swipe, a reorder) before `translation(in:)` starts counting.
    func travel(in view: UIView) -> (start: CGPoint, movement: CGPoint)? {
        guard let start, let window = view.window else { return nil }
        let c = centroidInWindow
        return (view.convert(start, from: window), CGPoint(x: c.x - start.x, y: c.y - start.y))
    }
}
