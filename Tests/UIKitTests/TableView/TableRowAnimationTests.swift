import LogCapture
import Testing
import UIKit

/// Row animations on the host clock: cells slide and fade over 0.3 s with the ease-in-ease-out
/// curve, whose value at half time is one half (the curve is symmetric; the Bézier solve is exact
/// to about 1e-8), so a frame at 0.15 s shows every moving view halfway between where it was and
/// where it goes.
@Suite(.serialized) @MainActor struct TableRowAnimationTests {
    private func path(_ r: Int, _ s: Int = 0) -> IndexPath { IndexPath(row: r, section: s) }
    let half = UITableView.rowAnimationDuration / 2

    /// Where a view is drawn now (its presentation layer's frame).
    func shown(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? view.frame }
    func shownAlpha(_ view: UIView) -> CGFloat { CGFloat(view.layer.presentation()?.opacity ?? view.layer.opacity) }

    func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3 && abs(a.width - b.width) < 1e-3 && abs(a.height - b.height) < 1e-3
    }

    @Test func aDeletedRowSlidesOutLeftWhileTheRowsBelowMoveUp() {
        let vc = ListViewController(rows: [20])
        let f = TableFixture(vc)
        let deleted = f.tableView.cellForRow(at: path(2))!
        let below = f.tableView.cellForRow(at: path(5))!
        var completions: [Bool] = []
        vc.rowCounts = [19]
        f.tableView.performBatchUpdates({
            f.tableView.deleteRows(at: [path(2)], with: .left)
        }, completion: { completions.append($0) })
        f.tick()  // the layout pass starts the animation at this frame's time
        #expect(deleted.superview === f.tableView)  // still on screen, animating out
        #expect(f.tableView.cellForRow(at: path(4)) === below)
        f.tick(after: half)
        // Old row 5 (y 220) is row 4 now (y 176): halfway is 198. The deleted row is half its
        // width to the left.
        #expect(close(shown(below), CGRect(x: 0, y: 198, width: 320, height: 44)))
        #expect(close(shown(deleted), CGRect(x: -160, y: 88, width: 320, height: 44)))
        #expect(completions.isEmpty)
        f.tick(after: half)
        #expect(completions == [true])
        #expect(deleted.superview == nil)
        #expect(shown(below) == CGRect(x: 0, y: 176, width: 320, height: 44))
        // The deleted row's cell went back to the reuse queue and comes back for the next row needed.
        f.tableView.contentOffset.y = 100
        f.tick()
        #expect(f.tableView.visibleCells.contains { $0 === deleted })
    }

    @Test func anInsertedRowComesInFromTheRightAndAFadedOneFromTransparent() {
        let vc = ListViewController(rows: [20])
        let f = TableFixture(vc)
        let pushed = f.tableView.cellForRow(at: path(1))!
        vc.rowCounts = [22]
        f.tableView.beginUpdates()
        f.tableView.insertRows(at: [path(1)], with: .right)
        f.tableView.insertRows(at: [path(4)], with: .fade)
        f.tableView.endUpdates()
        f.tick()
        let fromRight = f.tableView.cellForRow(at: path(1))!
        let faded = f.tableView.cellForRow(at: path(4))!
        f.tick(after: half)
        #expect(close(shown(fromRight), CGRect(x: 160, y: 44, width: 320, height: 44)))
        #expect(abs(shownAlpha(faded) - 0.5) < 1e-3)
        #expect(close(shown(faded), CGRect(x: 0, y: 176, width: 320, height: 44)))
        // Old row 1 (y 44) is row 2 now (y 88).
        #expect(close(shown(pushed), CGRect(x: 0, y: 66, width: 320, height: 44)))
        f.tick(after: half)
        #expect(shown(fromRight).minX == 0 && shownAlpha(faded) == 1 && shown(pushed).minY == 88)
    }

    @Test func aMovedRowKeepsItsCellAndSelectionAndSlides() {
        let vc = ListViewController(rows: [20])
        let f = TableFixture(vc)
        f.tableView.selectRow(at: path(1), animated: false, scrollPosition: .none)
        let moved = f.tableView.cellForRow(at: path(1))!
        let row2 = f.tableView.cellForRow(at: path(2))!
        f.tableView.moveRow(at: path(1), to: path(6))
        #expect(f.tableView.indexPathForSelectedRow == path(6))
        f.tick()
        #expect(f.tableView.cellForRow(at: path(6)) === moved)
        #expect(f.tableView.cellForRow(at: path(1)) === row2)
        f.tick(after: half)
        // 44 → 264 (row 6), halfway 154; row 2 moves up from 88 to 44, halfway 66.
        #expect(close(shown(moved), CGRect(x: 0, y: 154, width: 320, height: 44)))
        #expect(close(shown(row2), CGRect(x: 0, y: 66, width: 320, height: 44)))
        f.tick(after: half)
        #expect(moved.frame.minY == 264 && moved.isSelected)
    }

    @Test func noneChangesAtOnceAndCompletesAtOnce() {
        let vc = ListViewController(rows: [20])
        let f = TableFixture(vc)
        let cell = f.tableView.cellForRow(at: path(0))!
        var completed: Bool?
        vc.rowCounts = [19]
        f.tableView.performBatchUpdates({ f.tableView.deleteRows(at: [path(0)], with: .none) },
                                        completion: { completed = $0 })
        #expect(completed == true)
        #expect(cell.superview == nil)
    }

    /// iOS raises NSInternalInconsistencyException; ScrollKit logs one line, reloads, and the
    /// completion runs at once with `false`. The table is then consistent with the data source.
    @Test func countsThatDisagreeLogOneLineReloadAndCompleteWithFalse() {
        let vc = ListViewController(rows: [20])
        let f = TableFixture(vc)
        var completed: Bool?
        let records = LogCapture.records {
            f.tableView.performBatchUpdates({
                vc.rowCounts = [25]  // five more rows, but only one insert
                f.tableView.insertRows(at: [path(0)], with: .fade)
            }, completion: { completed = $0 })
        }
        #expect(records.count == 1)
        #expect(records.first?.message.hasPrefix("invalid table update: section 0 has 25 rows after the update; 20 before") == true)
        #expect(completed == false)
        f.tick()
        #expect(f.tableView.numberOfRows(inSection: 0) == 25)
        #expect(f.tableView.contentSize.height == CGFloat(25 * 44))
        #expect(f.liveCells.count == 11)
        #expect(f.tableView.visibleCells.map { $0.frame.minY } == (0...10).map { CGFloat($0 * 44) })
    }

    @Test func reloadSectionsCrossFades() {
        let vc = ListViewController(rows: [3, 3])
        let f = TableFixture(vc)
        let old = f.tableView.cellForRow(at: path(0, 1))!
        f.tableView.reloadSections(IndexSet(integer: 1), with: .fade)
        f.tick()
        let new = f.tableView.cellForRow(at: path(0, 1))!
        #expect(new !== old)
        f.tick(after: half)
        #expect(abs(shownAlpha(old) - 0.5) < 1e-3 && abs(shownAlpha(new) - 0.5) < 1e-3)
        f.tick(after: half)
        #expect(old.superview == nil && shownAlpha(new) == 1)
    }
}
