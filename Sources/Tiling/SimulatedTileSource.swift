import UIKit

/// A local stand-in for a slow, flaky map server: every tile arrives after a latency drawn from a
/// seeded generator (so answers come out of order, deterministically), and a fraction fail.
/// Time is the host clock (`HostTimer`), so tests replay exactly.
@MainActor
public final class SimulatedTileSource: AsyncTileSource {
    /// A simulated tile's payload is its own key.
    public typealias Payload = TileKey
    /// Range of simulated load times (s, host clock), drawn from the seeded generator.
    public let latency: ClosedRange<TimeInterval>
    /// Fraction of loads that fail, 0…1.
    public let failureRate: Double
    private var random: SplitMix64
    /// Every tile asked for, in order.
    public private(set) var requested: [TileKey] = []
    /// Every load cancelled before it arrived, in order.
    public private(set) var cancelled: [TileKey] = []
    /// Every tile delivered, in order.
    public private(set) var delivered: [TileKey] = []

    /// A source with loads of `latency` seconds, failing at `failureRate`, reproducible from `seed`.
    public init(latency: ClosedRange<TimeInterval> = 0.05...0.4, failureRate: Double = 0, seed: UInt64 = 1) {
        let lo = latency.lowerBound.isFinite ? max(0, latency.lowerBound) : 0
        self.latency = lo...max(lo, latency.upperBound.isFinite ? latency.upperBound : lo)
        self.failureRate = failureRate.isFinite ? min(max(failureRate, 0), 1) : 0
        random = SplitMix64(seed: seed)
    }

    /// Delivers `key` after a simulated latency on the host clock, or fails; cancellable.
    public func loadTile(_ key: TileKey, completion: @escaping (Result<TileKey, TileLoadError>) -> Void) -> TileLoadRequest {
        requested.append(key)
        let delay = latency.lowerBound + (latency.upperBound - latency.lowerBound) * random.nextUnit()
        let fails = random.nextUnit() < failureRate
        var timer: HostTimer?
        let request = TileLoadRequest(key: key) { [weak self] in
            timer?.invalidate()
            self?.cancelled.append(key)
        }
        timer = HostTimer.after(delay) { [weak self] in
            guard !request.isCancelled else { return }
            self?.delivered.append(key)
            completion(fails ? .failure(TileLoadError("simulated server error for \(key)")) : .success(key))
        }
        return request
    }
}

/// A small, fast, seedable generator (SplitMix64: Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", 2014) for deterministic simulations: the tile source's delays,
/// the soak benchmark's gestures, and (through `mix`) the fractal terrain's heights.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    /// A stream that starts from `seed`; the same seed gives the same numbers.
    public init(seed: UInt64) { state = seed }
    /// The next number of the stream.
    public mutating func next() -> UInt64 {
        defer { state &+= 0x9E37_79B9_7F4A_7C15 }
        return Self.mix(state)
    }
    /// The number a stream at `value` gives next: the golden-ratio step, then the generator's
    /// finaliser. Also a good 64-bit hash of `value`.
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    public mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
