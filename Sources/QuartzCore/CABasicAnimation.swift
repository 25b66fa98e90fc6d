/// A value a layer property can animate between.
public enum CAAnimatableValue: Equatable, Sendable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CGAffineTransform)

    /// Linear interpolation; mismatched kinds jump to the destination.
    func interpolated(to other: CAAnimatableValue, _ f: Double) -> CAAnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(f) }
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + (b - a) * f)
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c),
                                                d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        default: return f >= 1 ? other : self
        }
    }
}

/// Animates one layer property from a value to a value, on the host clock.
///
/// As in Core Animation the layer's model value is already the destination; the animation only
/// changes what `presentation()` reports until it ends.
public final class CABasicAnimation {
    public var keyPath: String?
    public var fromValue: CAAnimatableValue?
    public var toValue: CAAnimatableValue?
    /// Absolute host time at which the animation starts (0: when added).
    public var beginTime: CFTimeInterval = 0
    public var duration: CFTimeInterval = 0.25
    public var timingFunction: CAMediaTimingFunction?
    /// Called once when the animation ends (true) or is removed before its end (false).
    public var completion: ((Bool) -> Void)?

    public init(keyPath: String?) { self.keyPath = keyPath }

    /// Progress in [0, 1] after the timing function, at host time `time`.
    func progress(at time: CFTimeInterval) -> Double {
        guard duration > 0, duration.isFinite else { return time >= beginTime ? 1 : 0 }
        let linear = min(max((time - beginTime) / duration, 0), 1)
        return timingFunction?.progress(at: linear) ?? linear
    }

    func value(at time: CFTimeInterval) -> CAAnimatableValue? {
        guard let from = fromValue, let to = toValue else { return toValue }
        return from.interpolated(to: to, progress(at: time))
    }

    func isFinished(at time: CFTimeInterval) -> Bool { time >= beginTime + max(duration, 0) - 1e-9 }
}
