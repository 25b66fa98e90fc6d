import Testing
@testable import ScrollPhysics

/// Every model is total: NaN and infinite inputs give finite results, never a trap or a hang.
@Suite struct NonFiniteInputTests {
    let weird: [Double] = [.nan, .infinity, -.infinity, 0, -1, 1e300, -1e300, .leastNonzeroMagnitude]

    @Test func decelerationCurveStaysFinite() {
        for a in weird {
            for b in weird {
                let curve = DecelerationCurve(position: a, velocity: b, rate: a, stopSpeed: b)
                #expect(curve.duration.isFinite && curve.restingPosition.isFinite)
                #expect(curve.position(at: a).isFinite && curve.velocity(at: b).isFinite)
                #expect(DecelerationCurve.projectedDistance(velocity: a, rate: b).isFinite)
                #expect(DecelerationCurve.velocity(toTravel: a, rate: b, stopSpeed: a).isFinite)
                if let t = curve.timeToReach(b) { #expect(t.isFinite) }
            }
        }
        #expect(DecelerationCurve(position: 0, velocity: .nan, rate: 0.998).velocity0 == 0)
        #expect(DecelerationCurve(position: 0, velocity: 1, rate: .nan).rate == 0.998)
    }

    @Test func springStaysFinite() {
        for a in weird {
            for b in weird {
                let spring = DampedSpring(omega: a, dampingRatio: b, displacement: b, velocity: a)
                for t in weird {
                    #expect(spring.displacement(at: t).isFinite && spring.velocity(at: t).isFinite)
                }
                #expect(DampedSpring.bounce(displacement: a, velocity: b).displacement(at: 0.1).isFinite)
            }
        }
        // One settling search on the largest allowed inputs, to show it terminates.
        let huge = DampedSpring(omega: 1e300, dampingRatio: .infinity, displacement: .infinity, velocity: -.infinity)
        #expect(huge.settlingTime.isFinite)
    }

    @Test func otherModelsStayFinite() {
        for a in weird {
            for b in weird {
                #expect(RubberBand.displayedOverscroll(a, dimension: b).isFinite)
                #expect(RubberBand.unconstrainedOverscroll(a, dimension: b, coefficient: a).isFinite)
                let g = IndicatorGeometry.lengthAndPosition(track: a, visible: b, content: a, offset: b, maxOffset: a)
                #expect(g.length.isFinite && g.position.isFinite)
                #expect(ProgrammaticScrollCurve(from: a, to: b, duration: a).position(at: b).isFinite)
                _ = PagingTarget.targetPage(offset: a, velocity: b, pageSize: a, startPage: 1, pageCount: 3)
                _ = DirectionalLock.lock(forFirstMovement: a, b)
                var tracker = VelocityTracker()
                tracker.addSample(position: a, time: 0)
                tracker.addSample(position: b, time: 0.01)
                tracker.addSample(position: a, time: 0.02)
                #expect(tracker.velocity(at: b).isFinite)
            }
        }
    }
}
