import Testing
@testable import UIKit

/// The sparse row store under each table section, against a plain array of heights whose offsets
/// are summed here one by one (heights are multiples of 0.5 pt, so every sum is exact).
@Suite struct SparseRowHeightsTests {
    /// A dense model: the heights, and the rows a query should find, by linear scans.
    struct Model {
        var heights: [Double]
        func offset(_ m: Int) -> Double { heights.prefix(m).reduce(0, +) }
        /// Rows whose bottom is ≤ y, counted by walking the rows.
        func rowsEnding(atOrAbove y: Double) -> Int {
            var bottom = 0.0, n = 0
            for h in heights {
                bottom += h
                if bottom <= y { n += 1 } else { break }
            }
            return n
        }
    }

    /// A deterministic sequence of numbers (a linear congruential generator), so no test is random.
    struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private func expectAgree(_ rows: SparseRowHeights, _ model: Model, probes: [Double]) {
        #expect(rows.total == model.offset(model.heights.count))
        for m in [0, 1, model.heights.count / 2, model.heights.count - 1, model.heights.count] where m >= 0 {
            #expect(rows.offset(of: m) == model.offset(m), "offset of row \(m)")
        }
        for y in probes {
            #expect(rows.rowsEnding(atOrAbove: y) == model.rowsEnding(atOrAbove: y), "rows ending at or above \(y)")
        }
    }

    @Test func uniformRowsStoreNothing() {
        let rows = SparseRowHeights(count: 1_000_000, defaultHeight: 44, defaultMeasured: true)
        #expect(rows.storedCount == 0)
        #expect(rows.total == 44_000_000)
        #expect(rows.offset(of: 123_456) == 123_456 * 44)
        #expect(rows.rowsEnding(atOrAbove: 0) == 0)
        #expect(rows.rowsEnding(atOrAbove: 43.5) == 0)
        #expect(rows.rowsEnding(atOrAbove: 44) == 1)          // row 0 ends exactly at 44
        #expect(rows.rowsEnding(atOrAbove: 44 * 500_000) == 500_000)
        #expect(rows.rowsEnding(atOrAbove: 44 * 500_000 - 0.5) == 499_999)
        #expect(rows.rowsEnding(atOrAbove: 44_000_000) == 1_000_000)
        #expect(rows.rowsEnding(atOrAbove: 1e12) == 1_000_000)
        #expect(rows[999_999].height == 44 && rows[999_999].measured)
    }

    @Test func builderKeepsOnlyRowsThatDiffer() {
        var b = SparseRowHeights.Builder(defaultHeight: 44, defaultMeasured: false)
        for r in 0..<1000 { b.append(height: r % 100 == 7 ? 80 : 44, measured: r == 500) }
        b.appendDefaults(9000)
        let rows = b.build()
        #expect(rows.count == 10_000)
        #expect(rows.storedCount == 11)   // ten 80 pt rows and the measured row 500
        #expect(rows.entries.map(\.row) == [7, 107, 207, 307, 407, 500, 507, 607, 707, 807, 907])
        #expect(rows[500].height == 44 && rows[500].measured)
        #expect(rows.total == 10_000 * 44 + 10 * 36)
    }

    @Test func measuringRowsOfAMillionAgreesWithSums() {
        // A handful of measured rows in a million: offsets on both sides of each, and y probes at
        // every measured row's top and bottom, a hair either side.
        var rows = SparseRowHeights(count: 1_000_000, defaultHeight: 44, defaultMeasured: false)
        let measured: [(Int, Double)] = [(0, 100), (1, 0), (17, 60.5), (999_999, 10), (500_000, 0), (500_001, 200)]
        for (r, h) in measured { rows.set(row: r, height: h, measured: true) }
        #expect(rows.storedCount == measured.count)
        func offset(_ m: Int) -> Double {
            Double(m) * 44 + measured.filter { $0.0 < m }.reduce(0) { $0 + $1.1 - 44 }
        }
        #expect(rows.total == offset(1_000_000))
        for (r, h) in measured {
            #expect(rows.offset(of: r) == offset(r))
            #expect(rows.offset(of: r + 1) == offset(r) + h)
            #expect(rows[r].height == h && rows[r].measured)
            let top = offset(r), bottom = top + h
            // The row containing y is the count of rows ending at or above it.
            if h > 0 {
                #expect(rows.rowsEnding(atOrAbove: top) == r)
                #expect(rows.rowsEnding(atOrAbove: bottom - 0.25) == r)
            }
            #expect(rows.rowsEnding(atOrAbove: bottom) >= r + 1)
        }
        // Row 1 and row 500,000 are empty: a y at their top skips past them.
        #expect(rows.rowsEnding(atOrAbove: 100) == 2)
        #expect(rows.rowsEnding(atOrAbove: offset(500_000)) == 500_001)
        #expect(rows[2].height == 44 && !rows[2].measured)
    }

    @Test func randomMeasurementsAgreeWithADenseModel() {
        var seq = Sequence(state: 14)
        let count = 3000
        var rows = SparseRowHeights(count: count, defaultHeight: 30, defaultMeasured: false)
        var model = Model(heights: Array(repeating: 30, count: count))
        for step in 0..<600 {
            let r = seq.next(count)
            let h = Double(seq.next(8)) * 12.5   // 0, 12.5 … 87.5: empty rows included
            rows.set(row: r, height: h, measured: true)
            model.heights[r] = h
            if step % 50 == 0 {
                let total = model.offset(count)
                let probes = (0..<60).map { _ in Double(seq.next(Int(total * 2) + 10)) / 2 }
                    + [0, total, total - 0.5, total + 1, 30, 29.5]
                expectAgree(rows, model, probes: probes)
            }
        }
        expectAgree(rows, model, probes: [0, 1, 1000, model.offset(count)])
        #expect(rows.entries.map(\.row) == rows.entries.map(\.row).sorted())
    }

    @Test func zeroDefaultHeightSkipsEmptyRuns() {
        var rows = SparseRowHeights(count: 10, defaultHeight: 0, defaultMeasured: true)
        rows.set(row: 4, height: 20, measured: true)
        rows.set(row: 8, height: 5, measured: true)
        let model = Model(heights: [0, 0, 0, 0, 20, 0, 0, 0, 5, 0])
        expectAgree(rows, model, probes: [0, 10, 19.5, 20, 22, 25, 30])
    }
}
