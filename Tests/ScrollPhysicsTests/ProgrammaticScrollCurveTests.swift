import Foundation
import Testing
@testable import ScrollPhysics

/// setContentOffset(animated:): 0.3 s cosine ease-in-out (ScrollKit's choice).
@Suite struct ProgrammaticScrollCurveTests {
    @Test func easesFromStartToEndIn300ms() {
        let curve = ProgrammaticScrollCurve(from: 100, to: 500)
        #expect(curve.position(at: 0) == 100)
        #expect(abs(curve.position(at: 0.15) - 300) < 1e-9)                          // halfway in time and space
        #expect(abs(curve.position(at: 0.075) - (100 + 400 * (1 - cos(.pi / 4)) / 2)) < 1e-9)  // 158.58 pt
        #expect(curve.position(at: 0.3) == 500 && curve.position(at: 7) == 500)
        #expect(curve.position(at: -1) == 100)
        #expect(!curve.isFinished(at: 0.299) && curve.isFinished(at: 0.3))
    }

    @Test func startsAndEndsAtRest() {
        // Mean speed over the first and last millisecond is 400·(1 − cos(π/300))/2/0.001 ≈ 11 pt/s,
        // against a peak of 400·π/(2·0.3) ≈ 2094 pt/s.
        let curve = ProgrammaticScrollCurve(from: 0, to: 400)
        #expect((curve.position(at: 0.001) - curve.position(at: 0)) / 0.001 < 12)
        #expect((curve.position(at: 0.3) - curve.position(at: 0.299)) / 0.001 < 12)
    }

    @Test func degenerateInputs() {
        let instant = ProgrammaticScrollCurve(from: 0, to: 80, duration: 0)
        #expect(instant.position(at: 0) == 80 && instant.isFinished(at: 0))
        let nan = ProgrammaticScrollCurve(from: .nan, to: 80, duration: .nan)
        #expect(nan.position(at: .nan) == 80)
        let curve = ProgrammaticScrollCurve(from: .nan, to: .infinity)
        #expect(curve.position(at: 0.1).isFinite && curve.position(at: .nan) == 0)
    }
}
