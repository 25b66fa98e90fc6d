import HostContextTesting
import Testing
import UIKit

/// Step 4: taps select rows through the scroll view's content-touch delay, drags do not, and the
/// delegate hears it in UIKit's order.
@Suite(.freshHostContext) @MainActor struct TableSelectionTests {
    /// The middle of row `r` of 44-pt rows, in the window (the table fills it, offset 0).
    private func rowPoint(_ r: Int) -> CGPoint { CGPoint(x: 160, y: CGFloat(r) * 44 + 22) }
    private func path(_ r: Int) -> IndexPath { IndexPath(row: r, section: 0) }

    @Test func aQuickTapSelectsTheRow() {
        let vc = ListViewController(rows: [50])
        let f = TableFixture(vc)
        vc.log.removeAll()
        f.tap(rowPoint(2))
        #expect(vc.log == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2", "didSelect 2"])
        #expect(f.tableView.indexPathForSelectedRow == path(2))
        #expect(f.tableView.cellForRow(at: path(2))!.isSelected)
        #expect(!f.tableView.cellForRow(at: path(2))!.isHighlighted)
    }

    @Test func aRestingFingerHighlightsAfterTheContentTouchDelay() {
        let vc = ListViewController(rows: [50])
        let f = TableFixture(vc)
        f.time = 1
        f.window.sendTouch(.began, at: rowPoint(3), timestamp: f.time)
        f.window.tick(timestamp: f.time)
        let cell = f.tableView.cellForRow(at: path(3))!
        f.tick(after: 0.149)
        #expect(!cell.isHighlighted)
        f.tick(after: 0.001)   // 150 ms: UIScrollView's delaysContentTouches hands the touch over
        #expect(cell.isHighlighted)
        #expect(!cell.isSelected)
        f.tick(after: 0.1)
        f.window.sendTouch(.ended, at: rowPoint(3), timestamp: f.time)
        f.window.tick(timestamp: f.time)
        #expect(cell.isSelected && !cell.isHighlighted)
        #expect(vc.selectionLog.suffix(2) == ["willSelect 3", "didSelect 3"])
    }

    @Test func aDragScrollsAndSelectsNothing() {
        let vc = ListViewController(rows: [50])
        let f = TableFixture(vc)
        vc.log.removeAll()
        // Rest long enough to highlight, then drag: the pan cancels the row's touch.
        f.window.sendTouch(.began, at: rowPoint(5), timestamp: f.time)
        f.window.tick(timestamp: f.time)
        f.tick(after: 0.2)
        #expect(f.tableView.cellForRow(at: path(5))!.isHighlighted)
        for i in 1...12 {
            f.time += 1.0 / 60
            f.window.sendTouch(.moved, at: CGPoint(x: 160, y: rowPoint(5).y - CGFloat(i) * 10), timestamp: f.time)
            f.window.tick(timestamp: f.time)
        }
        f.window.sendTouch(.ended, at: CGPoint(x: 160, y: rowPoint(5).y - 120), timestamp: f.time)
        f.window.tick(timestamp: f.time)
        #expect(f.tableView.contentOffset.y > 50)
        #expect(vc.selectionLog == ["shouldHighlight 5", "didHighlight 5", "didUnhighlight 5"])
        #expect(f.tableView.indexPathForSelectedRow == nil)
        #expect(f.tableView.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isSelected })
    }

    @Test func aTapThatCatchesAFlingStopsItAndSelectsNothing() {
        let vc = ListViewController(rows: [500])
        let f = TableFixture(vc)
        f.fling(dy: -300, duration: 0.1)
        for _ in 0..<10 { f.tick() }
        #expect(f.tableView.isDecelerating)
        vc.log.removeAll()
        f.tap(CGPoint(x: 160, y: 200))
        let stoppedAt = f.tableView.contentOffset.y
        #expect(!f.tableView.isDecelerating)
        for _ in 0..<10 { f.tick() }
        #expect(f.tableView.contentOffset.y == stoppedAt)
        #expect(vc.selectionLog.isEmpty)
        #expect(f.tableView.indexPathForSelectedRow == nil)
    }

    @Test func tappingAnotherRowMovesTheSingleSelection() {
        let vc = ListViewController(rows: [50])
        let f = TableFixture(vc)
        f.tap(rowPoint(2))
        vc.log.removeAll()
        f.time += 0.5
        f.tap(rowPoint(4))
        #expect(vc.selectionLog == ["shouldHighlight 4", "didHighlight 4", "didUnhighlight 4",
                                    "willSelect 4", "willDeselect 2", "didDeselect 2", "didSelect 4"])
        #expect(f.tableView.indexPathsForSelectedRows == [path(4)])
        #expect(!f.tableView.cellForRow(at: path(2))!.isSelected)
    }

    @Test func willSelectCanRedirectOrRefuse() {
        let vc = ListViewController(rows: [50])
        let f = TableFixture(vc)
        vc.redirectSelection = { $0.row == 6 ? IndexPath(row: 0, section: 0) : nil }
        f.tap(rowPoint(6))
        #expect(f.tableView.indexPathForSelectedRow == path(0))
        #expect(vc.selectionLog.last == "didSelect 0")
        f.time += 0.5
        f.tap(rowPoint(7))     // willSelect returns nil: nothing changes
        #expect(f.tableView.indexPathForSelectedRow == path(0))
        #expect(vc.selectionLog.last == "willSelect 7")
    }

    @Test func shouldHighlightFalseAndAllowsSelectionFalseSelectNothing() {
        let vc = ListViewController(rows: [50])
        let f = TableFixture(vc)
        vc.refuseHighlight = [path(1)]
        f.tap(rowPoint(1))
        #expect(f.tableView.indexPathForSelectedRow == nil)
        #expect(vc.selectionLog == ["shouldHighlight 1"])
        f.tableView.allowsSelection = false
        vc.log.removeAll()
        f.time += 0.5
        f.tap(rowPoint(2))
        #expect(f.tableView.indexPathForSelectedRow == nil)
        #expect(vc.selectionLog.isEmpty)
    }

    @Test func multipleSelectionTogglesRows() {
        let vc = ListViewController(rows: [50])
        let f = TableFixture(vc) { $0.allowsMultipleSelection = true }
        f.tap(rowPoint(3)); f.time += 0.5
        f.tap(rowPoint(1)); f.time += 0.5
        #expect(f.tableView.indexPathsForSelectedRows == [path(1), path(3)])
        vc.log.removeAll()
        f.tap(rowPoint(3))
        #expect(vc.selectionLog.suffix(2) == ["willDeselect 3", "didDeselect 3"])
        #expect(f.tableView.indexPathsForSelectedRows == [path(1)])
    }

    @Test func selectingInCodeCallsNoDelegateAndCanScroll() {
        let vc = ListViewController(rows: [50])
        let f = TableFixture(vc)
        vc.log.removeAll()
        f.tableView.selectRow(at: path(30), animated: false, scrollPosition: .top)
        #expect(vc.selectionLog.isEmpty)
        #expect(f.tableView.contentOffset.y == CGFloat(30 * 44))
        f.tick()
        #expect(f.tableView.cellForRow(at: path(30))!.isSelected)
        f.tableView.deselectRow(at: path(30), animated: true)
        #expect(!f.tableView.cellForRow(at: path(30))!.isSelected)
        #expect(f.tableView.indexPathForSelectedRow == nil)
        #expect(vc.selectionLog.isEmpty)
        // The selection survives scrolling away and back (a reused cell shows it again).
        f.tableView.selectRow(at: path(31), animated: false, scrollPosition: .none)
        f.tableView.contentOffset = .zero; f.tick()
        f.tableView.contentOffset = CGPoint(x: 0, y: 30 * 44); f.tick()
        #expect(f.tableView.cellForRow(at: path(31))!.isSelected)
        #expect(f.tableView.visibleCells.filter(\.isSelected).count == 1)
    }
}
