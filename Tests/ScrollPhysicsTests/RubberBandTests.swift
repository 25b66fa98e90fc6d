import Testing
@testable import ScrollPhysics

/// Rubber banding while dragging: TV-8, TV-9.
@Suite struct RubberBandTests {
    @Test func wideViewMatchesPublishedTable_TV8() {
        // d = 960, c = 0.55; the gist quotes 2 decimals (±0.005).
        let table: [(x: Double, b: Double)] = [(5, 2.74), (10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65)]
        for row in table {
            #expect(abs(RubberBand.displayedOverscroll(row.x, dimension: 960) - row.b) < 0.005)
        }
    }

    @Test func fiveHundredPointView_TV9() {
        // d = 500; TV-9 gives 3 decimals (±0.0005). 100 pt past the edge shows 49.55 pt.
        let table: [(x: Double, b: Double)] = [(50, 26.066), (100, 49.550), (200, 90.164), (1000, 261.905)]
        for row in table {
            #expect(abs(RubberBand.displayedOverscroll(row.x, dimension: 500) - row.b) < 0.0005)
        }
        #expect(abs(RubberBand.unconstrainedOverscroll(49.5495, dimension: 500) - 100) < 0.001)
    }

    @Test func signFollowsOverscrollAndInverseRoundTrips() {
        #expect(abs(RubberBand.displayedOverscroll(-100, dimension: 500) + 49.5495) < 0.0001)
        for x in [-2000.0, -100, -0.5, 0.5, 100, 2000] {
            let b = RubberBand.displayedOverscroll(x, dimension: 500)
            #expect(abs(b) < 500)
            #expect(abs(RubberBand.unconstrainedOverscroll(b, dimension: 500) - x) < 1e-9 * max(1, abs(x)))
        }
    }

    @Test func degenerateInputsStayFinite() {
        #expect(RubberBand.displayedOverscroll(100, dimension: 0) == 0)
        #expect(RubberBand.displayedOverscroll(100, dimension: -5) == 0)
        #expect(RubberBand.displayedOverscroll(100, dimension: .nan) == 0)
        #expect(RubberBand.displayedOverscroll(.nan, dimension: 500) == 0)
        #expect(RubberBand.displayedOverscroll(.infinity, dimension: 500) == 500)
        // Past the asymptote the inverse returns a large finite value, about 1.8e9·d.
        let far = RubberBand.unconstrainedOverscroll(600, dimension: 500)
        #expect(far.isFinite && far > 1e11)
        #expect(RubberBand.unconstrainedOverscroll(-500, dimension: 500) == -far)
    }
}
