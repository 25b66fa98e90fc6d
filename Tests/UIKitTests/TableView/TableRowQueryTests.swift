import HostContextTesting
import Testing
import UIKit

/// Step 5: reloading, scrolling to a row, and asking where rows are.
@Suite(.freshHostContext) @MainActor struct TableRowQueryTests {
    private func path(_ r: Int, _ s: Int = 0) -> IndexPath { IndexPath(row: r, section: s) }

    @Test func scrollToRowPositionsTheRowAsAsked() {
        let f = TableFixture(ListViewController(rows: [100]))
        let t = f.tableView
        t.scrollToRow(at: path(50), at: .top, animated: false)
        #expect(t.contentOffset.y == CGFloat(50 * 44))
        t.scrollToRow(at: path(50), at: .middle, animated: false)
        #expect(t.contentOffset.y == CGFloat(50 * 44 + 22 - 240))
        t.scrollToRow(at: path(50), at: .bottom, animated: false)
        #expect(t.contentOffset.y == CGFloat(51 * 44 - 480))
        t.scrollToRow(at: path(45), at: .none, animated: false)   // already visible: no move
        #expect(t.contentOffset.y == CGFloat(51 * 44 - 480))
        t.scrollToRow(at: path(70), at: .none, animated: false)   // below: the least move shows it
        #expect(t.contentOffset.y == CGFloat(71 * 44 - 480))
        t.scrollToRow(at: path(99), at: .top, animated: false)    // clamped to the content's end
        #expect(t.contentOffset.y == CGFloat(100 * 44 - 480))
        t.scrollToRow(at: path(500), at: .top, animated: false)   // no such row: ignored
        #expect(t.contentOffset.y == CGFloat(100 * 44 - 480))
        f.tick()
        #expect(t.indexPathsForVisibleRows?.first == path(89))
    }

    @Test func scrollToRowAnimatedArrivesAtTheSameOffset() {
        let f = TableFixture(ListViewController(rows: [100]))
        f.tableView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        f.tableView.scrollToRow(at: path(40), at: .top, animated: true)
        f.settle()
        #expect(f.tableView.contentOffset.y == CGFloat(40 * 44 - 20))   // the row sits under the top inset
        #expect(f.tableView.cellForRow(at: path(40))!.frame.minY == CGFloat(40 * 44))
    }

    @Test func rowsAndSectionsAreFoundByPoint() {
        let f = TableFixture(ListViewController(rows: [10, 20])) { $0.sectionHeaderHeight = 30; $0.sectionFooterHeight = 0 }
        let t = f.tableView
        // Section 0: header 0–30, rows 30–470; section 1: header 470–500, rows from 500.
        #expect(t.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 30 + 440))
        #expect(t.rectForRow(at: path(0, 1)) == CGRect(x: 0, y: 500, width: 320, height: 44))
        #expect(t.indexPathForRow(at: CGPoint(x: 5, y: 10)) == nil)          // a header
        #expect(t.indexPathForRow(at: CGPoint(x: 5, y: 30)) == path(0))
        #expect(t.indexPathForRow(at: CGPoint(x: 5, y: 469.9)) == path(9))
        #expect(t.indexPathForRow(at: CGPoint(x: 5, y: 500 + 44 * 3 + 1)) == path(3, 1))
        #expect(t.indexPathForRow(at: CGPoint(x: 5, y: 99_999)) == nil)
        #expect(t.rectForRow(at: path(20, 1)) == .zero)
        #expect(t.contentSize.height == CGFloat(30 + 440 + 30 + 880))
    }

    @Test func rowsInARectAreFoundInOrder() {
        let f = TableFixture(ListViewController(rows: [100]))
        // 44-pt rows: y 100–300 touches rows 2 (88–132) to 6 (264–308).
        #expect(f.tableView.indexPathsForRows(in: CGRect(x: 0, y: 100, width: 320, height: 200)) == (2...6).map { path($0) })
        #expect(f.tableView.indexPathsForRows(in: CGRect(x: 0, y: 99_000, width: 320, height: 10)) == nil)
    }

    @Test func cellForRowIsNilOffScreen() {
        let f = TableFixture(ListViewController(rows: [100]))
        #expect(f.tableView.cellForRow(at: path(3)) != nil)
        #expect(f.tableView.cellForRow(at: path(30)) == nil)
        #expect(f.tableView.visibleCells.count == 11)
    }

    @Test func reloadDataReadsTheNewCountsAndClearsTheSelection() {
        let vc = ListViewController(rows: [100])
        let f = TableFixture(vc)
        f.tableView.selectRow(at: path(2), animated: false, scrollPosition: .none)
        vc.rowCounts = [3, 4]
        vc.log.removeAll()
        f.tableView.reloadData()
        #expect(f.tableView.numberOfSections == 2)
        #expect(f.tableView.numberOfRows(inSection: 1) == 4)
        #expect(f.tableView.indexPathForSelectedRow == nil)
        #expect(vc.log == (0...10).map { "didEndDisplaying 0.\($0)" })
        f.tick()
        #expect(f.tableView.indexPathsForVisibleRows == [path(0), path(1), path(2), path(0, 1), path(1, 1), path(2, 1), path(3, 1)])
        #expect(f.tableView.contentSize.height == CGFloat(7 * 44))
    }

    @Test func reloadRowsAsksForTheRowsAgain() {
        let vc = ListViewController(rows: [100])
        var tall: Set<Int> = []
        vc.heightForRow = { tall.contains($0.row) ? 100 : 44 }
        let f = TableFixture(vc) { $0.estimatedRowHeight = 0 }
        tall = [1]
        vc.log.removeAll()
        f.tableView.reloadRows(at: [path(1)], with: .automatic)
        f.tick()
        // Row 1 grows by 56 pt, which pushes row 10 (then at 496 pt) out of the 480-pt bounds.
        #expect(vc.log == ["didEndDisplaying 0.1", "didEndDisplaying 0.10", "willDisplay 0.1"])
        #expect(f.tableView.cellForRow(at: path(1))!.frame == CGRect(x: 0, y: 44, width: 320, height: 100))
        #expect(f.tableView.cellForRow(at: path(2))!.frame.minY == 144)
        #expect(CountingCell.created == 11)   // the new row 1 reused a queued cell
        #expect(f.tableView.contentSize.height == CGFloat(99 * 44 + 100))
    }
}
