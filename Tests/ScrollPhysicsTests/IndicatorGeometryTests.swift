import Testing
@testable import ScrollPhysics

/// Scroll indicator geometry: TV-19 (with the project's 2.5 pt floor instead of XN's 9 pt).
@Suite struct IndicatorGeometryTests {
    // A 500 pt view over 2000 pt of content, track = bounds for easy numbers: maxOffset 1500.
    func geometry(_ offset: Double) -> (length: Double, position: Double) {
        IndicatorGeometry.lengthAndPosition(track: 500, visible: 500, content: 2000, offset: offset, maxOffset: 1500)
    }

    @Test func lengthShrinksByOverscroll_TV19() {
        // TV-19: 125 / 75 / 25 / 9 pt; the last is XN's 9 pt floor, the project's floor is 2.5 pt.
        #expect(geometry(0) == (125, 0))
        #expect(geometry(-50) == (75, 0))
        #expect(geometry(-100) == (25, 0))
        #expect(geometry(-200) == (2.5, 0))
    }

    @Test func positionIsProportionalAndPinnedWhenOverscrolled() {
        #expect(geometry(750) == (125, 187.5))          // halfway: (500 − 125)/2
        #expect(geometry(1500) == (125, 375))
        #expect(geometry(1600) == (25, 475))            // bottom overscroll of 100: pinned to the end
    }

    @Test func minimumLengthAndShortContent() {
        let long = IndicatorGeometry.lengthAndPosition(track: 494, visible: 500, content: 100_000, offset: 0, maxOffset: 99_500)
        #expect(long.length == 36)
        let short = IndicatorGeometry.lengthAndPosition(track: 494, visible: 500, content: 300, offset: 0, maxOffset: 0)
        #expect(short == (494, 0))
        let shortPulled = IndicatorGeometry.lengthAndPosition(track: 494, visible: 500, content: 300, offset: 20, maxOffset: 0)
        #expect(shortPulled == (474, 20))
    }

    @Test func degenerateInputsStayFinite() {
        #expect(IndicatorGeometry.lengthAndPosition(track: .nan, visible: 500, content: 2000, offset: 0, maxOffset: 1500) == (0, 0))
        let r = IndicatorGeometry.lengthAndPosition(track: 500, visible: .nan, content: .infinity, offset: -.infinity, maxOffset: .nan)
        #expect(r.length == 2.5 && r.position == 0)
        let tiny = IndicatorGeometry.lengthAndPosition(track: 1, visible: 500, content: 2000, offset: 10, maxOffset: 1500)
        #expect(tiny.length == 1 && tiny.position == 0)
    }
}
