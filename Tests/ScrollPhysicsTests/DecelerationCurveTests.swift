import Foundation
import Testing
@testable import ScrollPhysics

/// Deceleration after a flick: TV-1…TV-5, TV-7.
@Suite struct DecelerationCurveTests {
    @Test func projectionMatchesWWDCFormula_TV1_TV2_TV3() {
        // Reference values are exact to 0.001 pt.
        #expect(abs(DecelerationCurve.projectedDistance(velocity: 1000, rate: 0.998) - 499.0) < 1e-9)
        #expect(abs(DecelerationCurve.projectedDistance(velocity: 1000, rate: 0.99) - 99.0) < 1e-9)
        #expect(abs(DecelerationCurve.projectedDistance(velocity: 3000, rate: 0.998) - 1497.0) < 1e-9)
        #expect(abs(DecelerationCurve.projectedDistance(velocity: -500, rate: 0.998) - -249.5) < 1e-9)
    }

    @Test func offsetAndVelocityOverTime_TV4() {
        // A 1000 pt/s flick from 0 at the normal rate. TV-4 lists 3 decimals for offsets (±0.0005)
        // and 2 for velocities. Velocity tolerance 0.006, not 0.005: at t = 1 s the exact value is
        // 1000·0.998^1000 = 135.0645, which TV-4 rounds (via 0.135065) to 135.07.
        let curve = DecelerationCurve(position: 0, velocity: 1000, rate: 0.998)
        let expected: [(t: Double, x: Double, v: Double)] = [
            (0.1, 90.535, 818.57), (0.25, 196.493, 606.23), (0.5, 315.612, 367.51),
            (1, 431.603, 135.07), (2, 489.897, 18.24),
        ]
        for row in expected {
            #expect(abs(curve.position(at: row.t) - row.x) < 0.0005, "x at \(row.t)")
            #expect(abs(curve.velocity(at: row.t) - row.v) < 0.006, "v at \(row.t)")
        }
    }

    @Test func stopsAtTenPointsPerSecond_TV5() {
        // (v0, rate, duration ±0.5 ms as TV-5 gives ms, travel exact: (|v0| − 10)·d/(1−d)/1000).
        let cases: [(v0: Double, d: Double, duration: Double, travel: Double)] = [
            (1000, 0.998, 2.300, 494.01), (1000, 0.99, 0.458, 98.01), (3000, 0.998, 2.849, 1492.01),
        ]
        for c in cases {
            let curve = DecelerationCurve(position: 0, velocity: c.v0, rate: c.d)
            #expect(abs(curve.duration - c.duration) < 0.0005)
            #expect(abs(curve.restingPosition - c.travel) < 1e-9)
            #expect(abs(abs(curve.velocity(at: curve.duration * (1 - 1e-12))) - 10) < 1e-6)
            #expect(curve.velocity(at: curve.duration) == 0)
            #expect(curve.isFinished(at: curve.duration))
            #expect(!curve.isFinished(at: curve.duration - 0.001))
            // Time is clamped: nothing moves after the stop.
            #expect(curve.position(at: 100) == curve.restingPosition)
        }
    }

    @Test func negativeFlickMirrorsPositiveOne() {
        let up = DecelerationCurve(position: 50, velocity: 1000, rate: 0.998)
        let down = DecelerationCurve(position: 50, velocity: -1000, rate: 0.998)
        #expect(abs((down.restingPosition - 50) + (up.restingPosition - 50)) < 1e-9)
        #expect(down.duration == up.duration)
    }

    @Test func slowReleaseDoesNotMove() {
        let curve = DecelerationCurve(position: 12, velocity: 10, rate: 0.998)
        #expect(curve.duration == 0)
        #expect(curve.restingPosition == 12)
        #expect(curve.velocity(at: 0) == 0)
        #expect(curve.timeToReach(13) == nil)
    }

    @Test func edgeCrossingTime_TV7() {
        // A 2000 pt/s flick from 0 toward an edge at 500. Closed form: q = 1 − 1000·500·(1−d)/(2000·d),
        // t = ln q/(1000·ln d) = 0.347229 s, v = 2000·q = 997.996 pt/s (TV-7's 0.3467 s / 999.0 is the
        // continuous model). Tolerance 1e-9: same formula, different evaluation order.
        let curve = DecelerationCurve(position: 0, velocity: 2000, rate: 0.998)
        let q = 1 - 1000.0 * 500 * 0.002 / (2000 * 0.998)
        let expectedTime = log(q) / (1000 * log(0.998))
        let t = try! #require(curve.timeToReach(500))
        #expect(abs(t - expectedTime) < 1e-9)
        #expect(abs(t - 0.347229) < 1e-6)
        #expect(abs(curve.position(at: t) - 500) < 1e-9)
        #expect(abs(curve.velocity(at: t) - 2000 * q) < 1e-6)
        // The per-ms loop samples the same closed form at whole ms: TV-7 says it reaches 500 at 348 ms
        // with 996.5 pt/s.
        #expect(curve.position(at: 0.347) < 500 && curve.position(at: 0.348) >= 500)
        #expect(abs(curve.velocity(at: 0.348) - 996.5) < 0.05)
    }

    @Test func timeToReachRejectsUnreachablePoints() {
        let curve = DecelerationCurve(position: 0, velocity: 1000, rate: 0.998)
        #expect(curve.timeToReach(-10) == nil)      // behind the motion
        #expect(curve.timeToReach(0) == nil)        // the start itself is not in (0, duration]
        #expect(curve.timeToReach(495) == nil)      // beyond the resting point 494.01
        #expect(curve.timeToReach(.nan) == nil)
        let rest = try! #require(curve.timeToReach(curve.restingPosition))
        #expect(abs(rest - curve.duration) < 1e-9)
    }

    @Test func velocityToTravelRoundTrips() {
        // Retargeting: the solved velocity must rest exactly on the requested distance (±1e-9 pt).
        for distance in [0.5, 37.0, 494.01, 2000, -320, -1] {
            for rate in [0.998, 0.99] {
                let v = DecelerationCurve.velocity(toTravel: distance, rate: rate)
                let curve = DecelerationCurve(position: 100, velocity: v, rate: rate)
                #expect(abs(curve.restingPosition - (100 + distance)) < 1e-9)
                #expect((v > 0) == (distance > 0))
            }
        }
        #expect(abs(DecelerationCurve.velocity(toTravel: 494.01, rate: 0.998) - 1000) < 1e-9)
        #expect(DecelerationCurve.velocity(toTravel: 0, rate: 0.998) == 0)
    }
}
