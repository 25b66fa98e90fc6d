import Testing
@testable import ScrollPhysics

/// Paging target: iAd JS's rule, TV-13.
@Suite struct PagingTargetTests {
    @Test func iAdColumn_TV13() {
        // Page size 320, drag started on page 0 of 5. TV-13 (iAd rule) gives offsets 0·320·0·320·320.
        let cases: [(offset: Double, velocity: Double, page: Int)] = [
            (100, 200, 0),   // slow: nearest page. Flutter's rule would turn the page here.
            (100, 350, 1),   // flick forward: next boundary
            (200, -350, 0),  // flick back: previous boundary
            (200, 0, 1),     // at rest past half a page: nearest
            (200, 250, 1),   // below 300 pt/s: still nearest
        ]
        for c in cases {
            #expect(PagingTarget.targetPage(offset: c.offset, velocity: c.velocity, pageSize: 320,
                                            startPage: 0, pageCount: 5) == c.page)
        }
    }

    @Test func thresholdIsStrictlyAbove300() {
        #expect(PagingTarget.targetPage(offset: 100, velocity: 300, pageSize: 320, startPage: 0, pageCount: 5) == 0)
        #expect(PagingTarget.targetPage(offset: 100, velocity: 300.01, pageSize: 320, startPage: 0, pageCount: 5) == 1)
    }

    @Test func movesAtMostOnePageFromTheStart() {
        // Dragged 2.8 pages from page 0 and released: capped at page 1.
        #expect(PagingTarget.targetPage(offset: 900, velocity: 0, pageSize: 320, startPage: 0, pageCount: 5) == 1)
        // Dragged back from page 3 to offset 100 with a backward flick: page 2, not 0.
        #expect(PagingTarget.targetPage(offset: 100, velocity: -1000, pageSize: 320, startPage: 3, pageCount: 5) == 2)
    }

    @Test func clampedToExistingPages() {
        #expect(PagingTarget.targetPage(offset: 1290, velocity: 2000, pageSize: 320, startPage: 4, pageCount: 5) == 4)
        #expect(PagingTarget.targetPage(offset: -50, velocity: -2000, pageSize: 320, startPage: 0, pageCount: 5) == 0)
    }

    @Test func degenerateInputsReturnTheClampedStartPage() {
        #expect(PagingTarget.targetPage(offset: 500, velocity: 900, pageSize: 0, startPage: 2, pageCount: 5) == 2)
        #expect(PagingTarget.targetPage(offset: 500, velocity: 900, pageSize: .nan, startPage: 9, pageCount: 5) == 4)
        #expect(PagingTarget.targetPage(offset: .nan, velocity: 0, pageSize: 320, startPage: -3, pageCount: 5) == 0)
        #expect(PagingTarget.targetPage(offset: .infinity, velocity: .nan, pageSize: 320, startPage: 1, pageCount: 5) == 2)
        #expect(PagingTarget.targetPage(offset: 1e300, velocity: 0, pageSize: 1e-300, startPage: Int.max, pageCount: Int.max) == Int.max - 1)
        #expect(PagingTarget.targetPage(offset: 100, velocity: 0, pageSize: 320, startPage: 0, pageCount: 0) == 0)
    }
}
