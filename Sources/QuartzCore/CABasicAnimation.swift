/// A value a layer property can animate between.
public enum CAAnimatableValue: Equatable, Sendable {
    /// A number: `opacity` (Core Animation boxes it as `NSNumber`).
    case scalar(Double)
    /// A point: `position` or `bounds.origin`.
    case point(CGPoint)
    /// A size: `bounds.size`.
    case size(CGSize)
    /// A rectangle: `bounds`.
    case rect(CGRect)
    /// A 2D transform: `transform` set through `setAffineTransform(_:)` or a view's `transform`.
    case transform(CGAffineTransform)
    /// A 3D transform: a layer's `transform`. Interpolated entry by entry, which for the
    /// translations and scales of a sheet or a card is what Core Animation shows; a large rotation
    /// passes through a shrunk shape instead of turning (Core Animation decomposes the matrix).
    case transform3D(CATransform3D)
    /// A path: a CAShapeLayer's `path`. Two paths with the same elements (same kinds, same
    /// number of points) are interpolated point by point; any others jump to the new path at the end.
    case path(CGPath)

    /// Linear interpolation; mismatched kinds jump to the destination.
    package func interpolated(to other: CAAnimatableValue, _ f: Double) -> CAAnimatableValue {
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
        case let (.transform3D(a), .transform3D(b)):
            return .transform3D(CATransform3D(entries: zip(a.entries, b.entries).map { mix($0, $1) }))
        case let (.transform(a), .transform3D(b)):
            return CAAnimatableValue.transform3D(CATransform3DMakeAffineTransform(a)).interpolated(to: .transform3D(b), f)
        case let (.transform3D(a), .transform(b)):
            return CAAnimatableValue.transform3D(a).interpolated(to: .transform3D(CATransform3DMakeAffineTransform(b)), f)
        case let (.path(a), .path(b)):
            return CGPath.interpolated(from: a, to: b, f).map(CAAnimatableValue.path) ?? (f >= 1 ? other : self)
        default: return f >= 1 ? other : self
        }
    }
}

/// Animates one layer property from a value to a value, on the host clock.
///
/// As in Core Animation the layer's model value is already the destination; the animation only
/// changes what `presentation()` reports until it ends.
open class CABasicAnimation {
    /// The layer property animated: "position", "bounds", "bounds.size", "bounds.origin",
    /// "opacity", "transform", "shadowOpacity", "shadowRadius", "shadowOffset"; a CAGradientLayer's
    /// "startPoint" and "endPoint"; a CAShapeLayer's "strokeStart", "strokeEnd", "lineWidth" and
    /// "lineDashPhase". Other key paths animate nothing.
    open var keyPath: String?
    /// Where the animation starts; nil jumps straight to `toValue` (Core Animation would start from
    /// the current presentation value).
    open var fromValue: CAAnimatableValue?
    /// Where the animation ends, normally the layer's new model value.
    open var toValue: CAAnimatableValue?
    /// Absolute host time at which the animation starts (0: when added).
    open var beginTime: CFTimeInterval = 0
    /// Seconds one forward play lasts; 0.25 by default, Core Animation's default transaction duration.
    /// Zero, negative or non-finite durations finish at once.
    open var duration: CFTimeInterval = 0.25
    /// The pacing curve of each play; nil means linear, as in Core Animation.
    open var timingFunction: CAMediaTimingFunction?
    /// Called once when the animation ends (true) or is removed before its end (false).
    open var completion: ((Bool) -> Void)?
    /// The open transactions' completion groups the animation was added in (CATransaction).
    var transactionGroups: [CATransactionGroup] = []
    /// How many times the animation runs (Core Animation's `repeatCount`): 0 and 1 mean once, a
    /// fraction stops part-way through a cycle, `.infinity` repeats until removed. Negative or NaN
    /// counts mean once.
    open var repeatCount: Float = 0
    /// Whether each cycle plays forwards then backwards (Core Animation's `autoreverses`): a
    /// cycle then lasts twice `duration`.
    open var autoreverses = false

    /// Set by UIKit's `UIViewPropertyAnimator`: the animation's progress (0 at `fromValue`, 1 at
    /// `toValue`) comes from its animator, which may pause, scrub and reverse it, so it ignores
    /// `beginTime`, `duration` and the timing function and never ends by itself (the animator removes it).
    package var externalProgress: ((CFTimeInterval) -> Double)?
    /// Set by UIKit's interactive transitions: maps host time to the time the animation shows
    /// (an interaction controller scrubs it), so it never ends by itself (the driver removes it).
    package var externalTime: ((CFTimeInterval) -> CFTimeInterval)?

    /// An animation of the layer property at `keyPath` with the defaults (0.25 s, linear, once).
    public init(keyPath: String?) { self.keyPath = keyPath }
    /// An animation with no key path: as an action (`CALayer.actions`) it animates the property it
    /// is run for.
    public convenience init() { self.init(keyPath: nil) }

    /// One cycle: forwards, and back again when autoreversing.
    private var cycleDuration: CFTimeInterval { duration * (autoreverses ? 2 : 1) }

    /// From `beginTime` to the end of the last cycle (infinite for an infinite repeat count).
    var activeDuration: CFTimeInterval {
        let count = repeatCount.isNaN || repeatCount <= 0 ? 1 : Double(repeatCount)
        return count.isInfinite ? .infinity : cycleDuration * count
    }

    /// Where in one forward play the animation is at host time `time`, in seconds from 0 to
    /// `duration`: cycles repeat it, and the way back of an autoreversing cycle plays it backwards.
    func playTime(at time: CFTimeInterval) -> Double {
        let local = min(max(time - beginTime, 0), activeDuration)
        var phase = local.truncatingRemainder(dividingBy: cycleDuration)
        // The last cycle ends on its boundary (the end, or the start after the way back), not at
        // the next cycle's start.
        if local > 0, phase < 1e-12, local >= activeDuration - 1e-9 { phase = cycleDuration }
        return autoreverses && phase > duration ? max(0, 2 * duration - phase) : min(phase, duration)
    }

    /// Progress in [0, 1] after the timing function, at host time `time`: the timing function of
    /// the play time (so it runs backwards on the way back of an autoreversing cycle).
    func progress(at time: CFTimeInterval) -> Double {
        guard duration > 0, duration.isFinite else { return time >= beginTime ? 1 : 0 }
        let linear = playTime(at: time) / duration
        return timingFunction?.progress(at: linear) ?? linear
    }

    func value(at time: CFTimeInterval) -> CAAnimatableValue? {
        guard let from = fromValue, let to = toValue else { return toValue }
        if let externalProgress { return from.interpolated(to: to, externalProgress(time)) }
        return from.interpolated(to: to, progress(at: time))
    }

    func isFinished(at time: CFTimeInterval) -> Bool {
        if externalProgress != nil || externalTime != nil { return false }
        let end = duration.isFinite && duration > 0 ? activeDuration : 0
        return time >= beginTime + end - 1e-9
    }
}

/// iOS code writes `animation.fromValue = 0; animation.toValue = 1` (boxed as `NSNumber` on iOS):
/// number literals are scalars here.
extension CAAnimatableValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self = .scalar(value) }
    public init(integerLiteral value: Int) { self = .scalar(Double(value)) }
}
