import Foundation

/// A finger release and what the deceleration model (the Scroll Physics article,
/// Sources/UIKit/UIKit.docc/ScrollPhysicsModel.md) says the offset does after it, computed from the formula
/// alone, not from ScrollKit's physics:
///
///     x(t) = x0 + (v0/1000) · d · (1 − d^(1000 t)) / (1 − d),   v(t) = v0 · d^(1000 t)
///
/// with `d` the deceleration rate per millisecond, `v0` the release velocity in pt/s and `t` the time
/// since release. It stops when the speed falls to 10 pt/s (the same table), and where it leaves the
/// content the reference hands over to a bounce spring, so the curve ends there.
public struct ReleaseReference: Sendable {
    /// The release's host time, seconds.
    public let time: Double
    /// The offset on the plotted axis at release.
    public let offset: Double
    /// The release velocity on that axis, pt/s (positive: the offset increases).
    public let velocity: Double
    /// The deceleration rate per millisecond.
    public let rate: Double

    /// A release at `time` from `offset` with `velocity` (pt/s) and deceleration `rate` per millisecond.
    public init(time: Double, offset: Double, velocity: Double, rate: Double) {
        self.time = time
        self.offset = offset
        self.velocity = velocity
        self.rate = rate
    }

    /// Speed at which deceleration stops, pt/s (iAd JS `MINIMUM_VELOCITY`).
    public static let stopSpeed = 10.0
    /// Below this release speed no deceleration starts, pt/s (iAd JS `MIN_VELOCITY_FOR_DECELERATION`, without
    /// paging).
    public static let minimumFlickSpeed = 250.0

    /// The reference offset `t` seconds after release.
    public func offset(after t: Double) -> Double {
        offset + velocity / 1000 * rate * (1 - pow(rate, 1000 * t)) / (1 - rate)
    }

    /// How long the reference decelerates before the speed reaches `stopSpeed`.
    public var duration: Double {
        guard abs(velocity) > Self.stopSpeed, rate > 0, rate < 1 else { return 0 }
        return log(Self.stopSpeed / abs(velocity)) / (1000 * log(rate))
    }

    /// The curve sampled every `step` seconds until it stops or leaves `lower...upper`
    /// (the last point is the crossing, clamped).
    public func samples(step: Double = 1.0 / 120, lower: Double, upper: Double) -> [(time: Double, offset: Double)] {
        var points: [(Double, Double)] = []
        var t = 0.0
        let end = duration
        while true {
            let x = offset(after: min(t, end))
            if x < lower || x > upper {
                points.append((time + min(t, end), min(max(x, lower), upper)))
                break
            }
            points.append((time + min(t, end), x))
            if t >= end { break }
            t += step
        }
        return points
    }

    /// The release velocity of a finger from its positions in the trailing 100 ms before the lift
    /// (the release-velocity window of `VelocityTracker`): the displacement between the first and last sample in
    /// that window over their time apart; zero when the finger rested 40 ms or more before lifting.
    /// Returns the finger's velocity (pt/s); the content moves the opposite way.
    public static func fingerVelocity(samples: [(time: Double, position: Double)], liftTime: Double) -> Double {
        let window = samples.filter { $0.time >= liftTime - 0.1 - 1e-9 && $0.time <= liftTime + 1e-9 }
        guard let first = window.first, let last = window.last, last.time > first.time else { return 0 }
        // When the finger reached the place it lifts from: the start of the trailing run of equal positions.
        var arrived = last.time
        for sample in window.reversed() {
            guard sample.position == last.position else { break }
            arrived = sample.time
        }
        if liftTime - arrived >= 0.04 - 1e-9 { return 0 }
        return (last.position - first.position) / (last.time - first.time)
    }
}
