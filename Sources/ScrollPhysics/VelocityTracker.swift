/// Release velocity from recent offset samples.
///
/// WHY a least-squares line over 100 ms: a two-point slope follows the noise of the last event,
/// while a longer window lags behind a flick that speeds up. 100 ms is the horizon Android and
/// Flutter use. WHY the 40 ms stillness rule: without it a finger that stops dead and then lifts
/// still flings (Flutter issue #97761); 40 ms is Android's `ASSUME_POINTER_STOPPED_TIME`.
public struct VelocityTracker: Sendable, Equatable {
    /// Samples older than this (s) before the newest one are ignored (Android's and Flutter's 100 ms).
    public static let horizon: Double = 0.100
    /// A position unchanged for this long (s) before the query time gives velocity 0 (Android's 40 ms).
    public static let stillTime: Double = 0.040
    /// Most samples kept (Android and Flutter keep 20).
    public static let capacity = 20

    /// One offset sample.
    public struct Sample: Sendable, Equatable {
        /// Offset of the sample (pt).
        public let position: Double
        /// Timestamp of the sample (s, the event's).
        public let time: Double
        /// A sample of `position` at `time`.
        public init(position: Double, time: Double) {
            self.position = position
            self.time = time
        }
    }

    /// Retained samples, oldest first, with strictly increasing times.
    public private(set) var samples: [Sample] = []

    /// A tracker with no samples (velocity 0).
    public init() {}

    /// Records `position` (pt) at `time` (s). Non-finite values and times older than the newest
    /// sample are ignored; a sample at the newest sample's exact time replaces it (coalesced events).
    public mutating func addSample(position: Double, time: Double) {
        guard position.isFinite, time.isFinite else { return }
        let sample = Sample(position: FiniteInput.value(position), time: time)
        if let last = samples.last {
            if time < last.time { return }
            if time == last.time { samples[samples.count - 1] = sample; return }
        }
        samples.append(sample)
        let oldest = time - Self.horizon
        if let keepFrom = samples.firstIndex(where: { $0.time >= oldest }), keepFrom > 0 {
            samples.removeFirst(keepFrom)
        }
        if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
    }

    /// Forgets every sample (a new touch sequence).
    public mutating func reset() { samples.removeAll() }

    /// Velocity (pt/s) at `time` (s): the least-squares slope of position against time over the
    /// samples no older than `horizon` before the newest. 0 with fewer than 2 such samples, or when the
    /// position has not changed during the `stillTime` before `time`. NaN `time` means the newest
    /// sample's time. The result is always finite.
    public func velocity(at time: Double) -> Double {
        guard let newest = samples.last else { return 0 }
        let now = time.isNaN ? newest.time : time
        let window = samples.filter { $0.time >= newest.time - Self.horizon }
        guard window.count >= 2 else { return 0 }

        // Time of the last sample whose position differs from its predecessor.
        var lastChange: Double?
        for i in stride(from: window.count - 1, to: 0, by: -1) where window[i].position != window[i - 1].position {
            lastChange = window[i].time
            break
        }
        // 1e-9 s absorbs rounding in timestamps like 0.032 + 0.040.
        guard let changed = lastChange, now - changed < Self.stillTime - 1e-9 else { return 0 }

        return Self.leastSquaresSlope(window)
    }

    /// Slope of the degree-1 least-squares fit, computed about the means for accuracy; 0 if degenerate.
    static func leastSquaresSlope(_ points: [Sample]) -> Double {
        let n = Double(points.count)
        let meanT = points.reduce(0) { $0 + $1.time } / n
        let meanX = points.reduce(0) { $0 + $1.position } / n
        var sxy = 0.0, sxx = 0.0
        for p in points {
            let dt = p.time - meanT
            sxy += dt * (p.position - meanX)
            sxx += dt * dt
        }
        guard sxx > 0 else { return 0 }
        let slope = sxy / sxx
        return slope.isFinite ? FiniteInput.value(slope) : 0
    }
}
