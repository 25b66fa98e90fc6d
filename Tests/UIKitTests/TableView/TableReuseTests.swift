import HostContextTesting
import Testing
import UIKit

/// Step 2: only the rows in the bounds have cells, cells are reused, and display calls come in order.
@Suite(.freshHostContext) @MainActor struct TableReuseTests {
    /// Rows with a cell for offset `y` in a 480-pt table of `count` rows of `h` pt, by arithmetic.
    private func expectedRows(offset y: CGFloat, count: Int, height h: CGFloat) -> [IndexPath] {
        let first = max(0, Int((y / h).rounded(.down)))
        let last = min(count - 1, Int(((y + 480) / h).rounded(.up)) - 1)
        guard first <= last else { return [] }
        return (first...last).map { IndexPath(row: $0, section: 0) }
    }

    @Test func aMillionRowsKeepOnlyTheVisibleCellsAliveWhileFlinging() {
        let count = 1_000_000
        let f = TableFixture(ListViewController(rows: [count])) { $0.rowHeight = 44 }
        #expect(f.tableView.contentSize.height == CGFloat(count) * 44)
        let maxCells = Int((480.0 / 44).rounded(.up)) + 1   // 11 rows span 480 pt, a 12th when half-shown
        var frames = 0
        let check = {
            frames += 1
            let y = f.tableView.contentOffset.y
            #expect(f.liveCells.count <= maxCells)
            #expect(f.tableView.indexPathsForVisibleRows == expectedRows(offset: y, count: count, height: 44))
        }
        for _ in 0..<3 {
            f.fling(dy: -400, duration: 0.1, eachFrame: check)
            f.settle(limit: 2, eachFrame: check)
        }
        #expect(f.tableView.contentOffset.y > 3000)  // the flings went far
        #expect(frames > 100)
        // Every cell ever made fits on one screen: the rest were reused.
        #expect(CountingCell.created <= maxCells)
        // Each visible cell shows its own row.
        for cell in f.tableView.visibleCells {
            let row = f.tableView.indexPath(for: cell)!.row
            #expect(cell.textLabel?.text == "Row \(row)")
            #expect(cell.frame.minY == CGFloat(row) * 44)
        }
    }

    /// The per-frame work does not grow with the row count: the same fling over 1,000 and
    /// 1,000,000 rows asks the data source and delegate the same questions, frame by frame.
    @Test func aFlingCostsTheSameCallsWithAThousandOrAMillionRows() {
        func run(_ count: Int) -> [String] {
            let vc = ListViewController(rows: [count])
            let f = TableFixture(vc) { $0.rowHeight = 44 }
            var trace: [String] = []
            let record = {
                trace.append("\(f.tableView.contentOffset.y) \(vc.heightQueries) \(CountingCell.created) \(vc.log.count)")
            }
            vc.heightQueries = 0
            vc.log.removeAll()
            f.fling(dy: -300, duration: 0.1, eachFrame: record)
            f.settle(limit: 1, eachFrame: record)
            return trace
        }
        let small = run(1_000), large = run(1_000_000)
        #expect(small.count > 60)
        #expect(small == large)
    }

    @Test func rowsLeavingEndDisplayBeforeRowsEnteringAreDisplayed() {
        let vc = ListViewController(rows: [100])
        let f = TableFixture(vc)
        // 480 pt of 44-pt rows: rows 0–10 (row 10 is cut at 484 pt).
        #expect(vc.log == (0...10).map { "willDisplay 0.\($0)" })
        vc.log.removeAll()
        f.tableView.contentOffset = CGPoint(x: 0, y: 3 * 44)
        f.tick()
        #expect(vc.log == ["didEndDisplaying 0.0", "didEndDisplaying 0.1", "didEndDisplaying 0.2",
                           "willDisplay 0.11", "willDisplay 0.12", "willDisplay 0.13"])
        // The three cells that left were reused for the three that came in (prepareForReuse once each).
        #expect(CountingCell.created == 11)
        let reused = f.tableView.visibleCells.compactMap { $0 as? CountingCell }.filter { $0.reuseCount == 1 }
        #expect(reused.count == 3)
        #expect(f.liveCells.count == 11)
    }

    /// A screen whose cells use an identifier it never registered.
    final class UnregisteredViewController: ListViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Missing", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func anUnregisteredIdentifierGivesADefaultCellInsteadOfCrashing() {
        let f = TableFixture(UnregisteredViewController(rows: [30]))
        #expect(f.tableView.visibleCells.count == 11)
        #expect(f.tableView.visibleCells.allSatisfy { type(of: $0) == UITableViewCell.self && $0.reuseIdentifier == "Missing" })
        #expect(CountingCell.created == 0)
        // Those cells are queued under their identifier and reused like any other.
        f.tableView.reloadData()
        #expect(f.tableView.dequeueReusableCell(withIdentifier: "Missing") != nil)
    }

    @Test func dequeueWithoutIndexPathReturnsNilForAnUnknownIdentifier() {
        let f = TableFixture(ListViewController(rows: [5]))
        #expect(f.tableView.dequeueReusableCell(withIdentifier: "Nope") == nil)
        // Registering a class that is not a cell is ignored (logged); nil unregisters.
        f.tableView.register(UIView.self, forCellReuseIdentifier: "Nope")
        #expect(f.tableView.dequeueReusableCell(withIdentifier: "Nope") == nil)
        f.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
        f.tableView.register(nil as AnyClass?, forCellReuseIdentifier: "Plain")  // as on iOS, where a nil nib is the other overload
        #expect(f.tableView.dequeueReusableCell(withIdentifier: "Plain") == nil)
        #expect(f.tableView.dequeueReusableCell(withIdentifier: "Cell") is CountingCell)
    }
}
