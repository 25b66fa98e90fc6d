import Testing
@testable import UIKit

/// The prefix-sum index under the table's geometry, with numbers summed by hand.
@Suite struct RowHeightIndexTests {
    @Test func rowHeightIndexFindsItemsByPrefixSums() {
        var index = RowHeightIndex(heights: [10, 0, 20, 5, 0, 0, 30])
        #expect(index.total == 65)
        #expect(index.offset(of: 3) == 30)
        #expect(index.index(containing: 0) == 0)
        #expect(index.index(containing: 9.99) == 0)
        #expect(index.index(containing: 10) == 2)   // the empty item 1 is skipped
        #expect(index.index(containing: 35) == 6)
        #expect(index.index(containing: 65) == 7)
        index.setHeight(50, at: 1)
        #expect(index.offset(of: 2) == 60)
        #expect(index.index(containing: 59) == 1)
    }
}
