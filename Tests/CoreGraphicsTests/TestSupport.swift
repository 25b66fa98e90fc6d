import CoreGraphics

// Tolerant comparisons for results that go through sin/cos or division, where Apple's own
// results are only equal to the mathematical value up to rounding.

/// The tolerance the brief asks for: rotation results must be within 1e-12 of the exact value.
let tolerance: CGFloat = 1e-12

func isClose(_ lhs: CGFloat, _ rhs: CGFloat, within epsilon: CGFloat = tolerance) -> Bool {
    abs(lhs - rhs) <= epsilon
}

func isClose(_ lhs: CGPoint, _ rhs: CGPoint, within epsilon: CGFloat = tolerance) -> Bool {
    isClose(lhs.x, rhs.x, within: epsilon) && isClose(lhs.y, rhs.y, within: epsilon)
}

func isClose(_ lhs: CGSize, _ rhs: CGSize, within epsilon: CGFloat = tolerance) -> Bool {
    isClose(lhs.width, rhs.width, within: epsilon) && isClose(lhs.height, rhs.height, within: epsilon)
}

/// Compares the stored origin and size (not the standardized ones), so a test can tell
/// whether `applying(_:)` really produced a standardized rectangle.
func isClose(_ lhs: CGRect, _ rhs: CGRect, within epsilon: CGFloat = tolerance) -> Bool {
    isClose(lhs.origin, rhs.origin, within: epsilon) && isClose(lhs.size, rhs.size, within: epsilon)
}

func isClose(_ lhs: CGAffineTransform, _ rhs: CGAffineTransform,
             within epsilon: CGFloat = tolerance) -> Bool {
    isClose(lhs.a, rhs.a, within: epsilon) && isClose(lhs.b, rhs.b, within: epsilon)
        && isClose(lhs.c, rhs.c, within: epsilon) && isClose(lhs.d, rhs.d, within: epsilon)
        && isClose(lhs.tx, rhs.tx, within: epsilon) && isClose(lhs.ty, rhs.ty, within: epsilon)
}
