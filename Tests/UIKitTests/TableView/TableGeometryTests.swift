import HostContextTesting
import Testing
import UIKit

/// Step 1: a table's content size and row positions come from the heights the delegate gives
/// (prefix sums), estimated rows count at their estimate until displayed, and measuring keeps the
/// row on screen where it was.
@Suite(.freshHostContext) @MainActor struct TableGeometryTests {
    /// Tops of the rows of one section from a height formula, summed here independently.
    private func tops(_ count: Int, _ height: (Int) -> CGFloat) -> [CGFloat] {
        var y: CGFloat = 0
        return (0..<count).map { r in defer { y += height(r) }; return y }
    }

    @Test func theDefaultRowHeightIsAutomaticAndResolvesTo44() {
        let f = TableFixture(ListViewController(rows: [20]))
        #expect(f.tableView.rowHeight == UITableView.automaticDimension)
        #expect(f.tableView.estimatedRowHeight == UITableView.automaticDimension)
        #expect(f.tableView.contentSize == CGSize(width: 320, height: 20 * 44))
        #expect(f.tableView.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 132, width: 320, height: 44))
    }

    @Test func contentSizeSumsFixedRowsOverSections() {
        let f = TableFixture(ListViewController(rows: [10, 0, 25])) { $0.rowHeight = 50 }
        #expect(f.tableView.numberOfSections == 3)
        #expect(f.tableView.numberOfRows(inSection: 2) == 25)
        #expect(f.tableView.numberOfRows(inSection: 7) == 0)
        #expect(f.tableView.contentSize.height == CGFloat(35 * 50))
        // Section 2's rows follow section 0's (section 1 is empty; plain untitled headers are 0 pt).
        #expect(f.tableView.rectForRow(at: IndexPath(row: 0, section: 2)).minY == 500)
    }

    @Test func heightForRowAtPlacesEveryCellWithoutEstimates() {
        let vc = ListViewController(rows: [100])
        let height: (Int) -> CGFloat = { 30 + CGFloat($0 % 5) * 10 }
        vc.heightForRow = { height($0.row) }
        let f = TableFixture(vc) { $0.estimatedRowHeight = 0 }
        let expectedTops = tops(100, height)
        #expect(f.tableView.contentSize.height == (0..<100).reduce(0) { $0 + height($1) })
        for cell in f.tableView.visibleCells {
            let row = f.tableView.indexPath(for: cell)!.row
            #expect(cell.frame == CGRect(x: 0, y: expectedTops[row], width: 320, height: height(row)))
        }
        // Rows 0… until the bounds' bottom (480 pt) have cells.
        let lastVisible = expectedTops.lastIndex(where: { $0 < 480 })!
        #expect(f.tableView.indexPathsForVisibleRows == (0...lastVisible).map { IndexPath(row: $0, section: 0) })
        // Without estimates every height is asked at load.
        #expect(vc.heightQueries >= 100)
    }

    @Test func estimatedRowsCountAtTheirEstimateUntilDisplayed() {
        let vc = ListViewController(rows: [1000])
        vc.heightForRow = { _ in 60 }
        let f = TableFixture(vc) { $0.estimatedRowHeight = 44 }
        // Rows measured at 60 until the 480-pt bounds are filled: 8 of them.
        let measured = Int((480.0 / 60).rounded(.up))
        #expect(f.tableView.contentSize.height == CGFloat(measured) * 60 + CGFloat(1000 - measured) * 44)
        #expect(vc.heightQueries < 20)
    }

    @Test func perRowEstimatesComeFromTheDelegate() {
        let vc = ListViewController(rows: [100])
        vc.heightForRow = { _ in 50 }
        vc.estimateForRow = { $0.row < 50 ? 20 : 30 }
        let f = TableFixture(vc)
        // 480 pt of 50-pt rows are measured (10 rows); the rest count at their estimates.
        #expect(f.tableView.contentSize.height == CGFloat(10 * 50 + 40 * 20 + 50 * 30))
        #expect(f.tableView.rectForRow(at: IndexPath(row: 60, section: 0)).minY == CGFloat(10 * 50 + 40 * 20 + 10 * 30))
    }

    @Test func measuringRowsAboveKeepsTheVisibleRowInPlace() {
        let vc = ListViewController(rows: [1000])
        vc.heightForRow = { _ in 60 }
        let f = TableFixture(vc) { $0.estimatedRowHeight = 44 }
        let t = f.tableView
        // Jump far down: the rows there are measured (44 → 60 pt) as they appear; a jump is where the
        // caller put the offset, so nothing is corrected.
        t.setContentOffset(CGPoint(x: 0, y: 500 * 44), animated: false)
        f.tick()
        #expect(t.contentOffset.y == CGFloat(500 * 44))
        let anchor = t.indexPathsForVisibleRows!.first!
        let screenY = { t.cellForRow(at: anchor)!.frame.minY - t.contentOffset.y }
        let (y0, offset0, height0) = (screenY(), t.contentOffset.y, t.contentSize.height)
        // Scroll up 100 pt: the rows coming in above grow from 44 to 60 pt each.
        t.contentOffset.y -= 100
        f.tick()
        let growth = t.contentSize.height - height0
        #expect(growth > 0 && growth.truncatingRemainder(dividingBy: 16) == 0)
        // The anchor row moved exactly as far as the content was scrolled: the growth above it went
        // into the offset (Flutter's scroll offset correction).
        #expect(screenY() == y0 + 100)
        #expect(t.contentOffset.y == offset0 - 100 + growth)
        // The rows above it are laid out at their measured height, back to back.
        let cells = t.visibleCells
        for (a, b) in zip(cells, cells.dropFirst()) { #expect(a.frame.maxY == b.frame.minY) }
    }

    @Test func theDelegateIsTheScrollViewsDelegateToo() {
        let vc = ListViewController(rows: [100])
        let f = TableFixture(vc)
        #expect(f.tableView.delegate === vc)
        f.fling(dy: -200, duration: 0.2)
        f.settle()
        #expect(vc.didScrollCount > 0)
        #expect(f.tableView.contentOffset.y > 0)
    }

    @Test func invalidHeightsBecomeZero() {
        let vc = ListViewController(rows: [10])
        vc.heightForRow = { ip in ip.row == 1 ? -5 : ip.row == 2 ? .nan : 40 }
        let f = TableFixture(vc) { $0.estimatedRowHeight = 0 }
        #expect(f.tableView.contentSize.height == CGFloat(8 * 40))
        #expect(f.tableView.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 40, width: 320, height: 0))
        #expect(f.tableView.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 40)
    }
}
