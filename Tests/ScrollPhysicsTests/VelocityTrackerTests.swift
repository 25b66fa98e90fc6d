import Testing
@testable import ScrollPhysics

/// Release velocity: TV-14.
@Suite struct VelocityTrackerTests {
    @Test func leastSquaresOverTV14Samples() {
        // t = 0, 8, 16, 24, 32 ms; x = 0, 10, 19, 27, 33 pt. LSQ degree 1: 664/640 pt/ms = 1037.5 pt/s.
        var tracker = VelocityTracker()
        for (t, x) in zip([0.0, 8, 16, 24, 32], [0.0, 10, 19, 27, 33]) {
            tracker.addSample(position: x, time: t / 1000)
        }
        #expect(abs(tracker.velocity(at: 0.032) - 1037.5) < 1e-6)
    }

    @Test func constantSpeedGivesThatSpeed() {
        // 120 Hz samples at −750 pt/s for 200 ms: only the last 100 ms count, slope exact to 1e-6.
        var tracker = VelocityTracker()
        for i in 0...24 {
            let t = Double(i) / 120
            tracker.addSample(position: 400 - 750 * t, time: t)
        }
        #expect(abs(tracker.velocity(at: 0.2) - -750) < 1e-6)
        #expect(tracker.samples.allSatisfy { $0.time >= 0.2 - VelocityTracker.horizon - 1e-12 })
    }

    @Test func fingerStillFor40msGivesZero() {
        // Moves at 1000 pt/s until 32 ms, then holds still; lifting 40 ms after the last change → 0.
        var tracker = VelocityTracker()
        for i in 0...4 { tracker.addSample(position: Double(i) * 8, time: Double(i) * 0.008) }
        #expect(abs(tracker.velocity(at: 0.032) - 1000) < 1e-6)
        #expect(tracker.velocity(at: 0.071) != 0)          // 39 ms still: not yet
        #expect(tracker.velocity(at: 0.072) == 0)          // 40 ms still, no new events
        tracker.addSample(position: 32, time: 0.056)       // events that repeat the same position
        tracker.addSample(position: 32, time: 0.072)
        #expect(tracker.velocity(at: 0.072) == 0)
    }

    @Test func outOfOrderAndInvalidSamplesAreIgnored() {
        var tracker = VelocityTracker()
        tracker.addSample(position: 0, time: 0.000)
        tracker.addSample(position: 10, time: 0.010)
        tracker.addSample(position: 500, time: 0.005)      // older than the newest: ignored
        tracker.addSample(position: .nan, time: 0.015)
        tracker.addSample(position: 15, time: .infinity)
        tracker.addSample(position: 20, time: 0.020)
        #expect(tracker.samples.count == 3)
        #expect(abs(tracker.velocity(at: 0.020) - 1000) < 1e-6)
    }

    @Test func tooFewSamplesOrResetGiveZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.addSample(position: 5, time: 1)
        #expect(tracker.velocity(at: 1) == 0)
        tracker.addSample(position: 9, time: 1.01)
        #expect(tracker.velocity(at: 1.01) != 0)
        tracker.reset()
        #expect(tracker.samples.isEmpty && tracker.velocity(at: 1.01) == 0)
    }
}
