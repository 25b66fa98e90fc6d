// Apple's Swift API exposes CGPointEqualToPoint, CGSizeEqualToSize and CGRectEqualToRect as
// `equalTo(_:)` methods; Foundation on Linux does not. They are provided so ported code
// compiles. Each forwards to `==`; for rectangles Foundation's `==` already compares the
// standardized rects (a negative-size rect equals the same area written the positive way, and
// all null rects are equal), which is what CGRectEqualToRect does.

extension CGPoint {
    /// Whether two points have equal coordinates (`CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool {
        self == point2
    }
}

extension CGSize {
    /// Whether two sizes have equal dimensions (`CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool {
        self == size2
    }
}

extension CGRect {
    /// Whether two rectangles cover the same area (`CGRectEqualToRect`).
    public func equalTo(_ rect2: CGRect) -> Bool {
        self == rect2
    }
}
