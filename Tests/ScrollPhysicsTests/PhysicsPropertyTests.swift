import Foundation
import ScrollPhysics
import SeededPropertyCheck
import Testing

/// Properties of the physics for any input, with fixed seeds: frame-rate independence of the
/// deceleration, a rubber band that never passes its limit, and flicks that end inside the content.
@Suite struct PhysicsPropertyTests {
    static let velocities = Gen.double(in: -12_000...12_000)
    static let rates = Gen.double(in: 0.95...0.9995)
    static let frameRates = pick([24.0, 30, 48, 60, 90, 120, 144, 240])

    /// A host that re-starts the curve every frame from the state it reached (as a per-frame
    /// integrator would) follows the closed form at every frame and rests at the same place, whatever
    /// the frame rate: offsets depend on time since release, not on how often they are sampled.
    @Test func decelerationSteppedAtAnyFrameRateFollowsTheClosedForm() async {
        await seededPropertyCheck(seed: 16_001, count: 150, input: zip(Self.velocities, Self.rates, Self.frameRates)) { v0, rate, hz in
            let curve = DecelerationCurve(position: 0, velocity: v0, rate: rate)
            var stepped = curve
            var t = 0.0
            let dt = 1 / hz
            var frames = 0
            while !curve.isFinished(at: t) && frames < 100_000 {
                let next = DecelerationCurve(position: stepped.position(at: dt), velocity: stepped.velocity(at: dt), rate: rate)
                t += dt
                frames += 1
                stepped = next
                let scale = max(1, abs(curve.position(at: t)))
                #expect(abs(stepped.position0 - curve.position(at: t)) <= 1e-9 * scale + 1e-9,
                        "frame \(frames) at \(hz) Hz")
                if abs(stepped.position0 - curve.position(at: t)) > 1e-9 * scale + 1e-9 { return }
            }
            #expect(abs(stepped.restingPosition - curve.restingPosition) <= 1e-9 * max(1, abs(curve.restingPosition)))
        }
    }

    /// `b = c·x·d/(d + c·|x|)` stays strictly inside one view dimension for any overscroll, grows
    /// with it, keeps its sign, and the catch inversion gives the overscroll back.
    @Test func theRubberBandNeverPassesItsLimit() async {
        let overscroll = Gen.double(in: -1e7...1e7)
        let dimension = Gen.double(in: 1...5000)
        let extra = Gen.double(in: 0...500)
        await seededPropertyCheck(seed: 16_002, count: 300, input: zip(overscroll, dimension, extra)) { x, d, more in
            let b = RubberBand.displayedOverscroll(x, dimension: d)
            #expect(abs(b) < d)
            #expect(b == 0 || (b > 0) == (x > 0))
            #expect(abs(b) <= abs(x) * RubberBand.coefficient + 1e-9)      // the slope at 0 is the steepest
            let further = RubberBand.displayedOverscroll(x + (x >= 0 ? more : -more), dimension: d)
            #expect(abs(further) >= abs(b))                                  // monotonic
            if abs(b) < 0.99 * d {                                           // invertible away from the asymptote
                let back = RubberBand.unconstrainedOverscroll(b, dimension: d)
                #expect(abs(back - x) <= 1e-6 * max(1, abs(x)))
            }
        }
    }

    /// A flick released anywhere inside `[0, max]`: if its resting place lies beyond an edge, the
    /// crossing is found and the bounce spring from there settles within 0.05 pt of the edge; either
    /// way the motion ends inside `[0, max]`.
    @Test func aFlickEndsInsideTheContentOnceTheBounceEnds() async {
        let maxOffset = Gen.double(in: 0...5000)
        let where01 = Gen.double(in: 0...1)
        await seededPropertyCheck(seed: 16_003, count: 300, input: zip(maxOffset, where01, Self.velocities, Self.rates)) { max, at, v0, rate in
            let start = max * at
            let curve = DecelerationCurve(position: start, velocity: v0, rate: rate)
            let edge = v0 > 0 ? max : 0
            let beyond = v0 > 0 ? curve.restingPosition > edge : curve.restingPosition < edge
            guard beyond else {
                #expect(curve.restingPosition >= -1e-9 && curve.restingPosition <= max + 1e-9)
                return
            }
            let crossing = try #require(curve.timeToReach(edge), "no crossing found from \(start) at \(v0) pt/s")
            #expect(abs(curve.position(at: crossing) - edge) < 1e-6)
            let spring = DampedSpring.bounce(displacement: 0, velocity: curve.velocity(at: crossing))
            let settle = spring.settlingTime
            #expect(settle < DampedSpring.settlingTimeCap)
            #expect(spring.isSettled(at: settle))
            let final = edge + spring.displacement(at: settle)
            #expect(final >= -DampedSpring.settledDisplacement && final <= max + DampedSpring.settledDisplacement)
            // It did overshoot the edge on the way (the bounce starts moving outward).
            #expect(abs(spring.displacement(at: min(settle, 0.02))) > 0)
        }
    }
}
