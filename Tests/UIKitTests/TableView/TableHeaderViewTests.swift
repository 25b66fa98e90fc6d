import HostContextTesting
import Testing
import UIKit

/// `tableHeaderView` and `tableFooterView`: views at the two ends of the content.
@Suite(.freshHostContext) @MainActor struct TableHeaderViewTests {
    private func path(_ r: Int, _ s: Int = 0) -> IndexPath { IndexPath(row: r, section: s) }

    @Test func theHeaderViewPushesTheRowsDownAndTheFooterViewEndsTheContent() {
        let vc = ListViewController(rows: [30])
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        let f = TableFixture(vc) { $0.tableHeaderView = header; $0.tableFooterView = footer }
        let t = f.tableView
        // Only the height is respected; the width follows the table (Apple's documentation).
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(footer.frame == CGRect(x: 0, y: CGFloat(100 + 30 * 44), width: 320, height: 60))
        #expect(t.contentSize.height == CGFloat(100 + 30 * 44 + 60))
        #expect(t.rectForRow(at: path(0)).minY == 100)
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 50)) == nil)
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 100)) == path(0))
        // 480 pt of bounds hold the header and rows 0–8 (row 8 ends at 496).
        #expect(t.indexPathsForVisibleRows == (0...8).map { path($0) })
        t.scrollToRow(at: path(29), at: .bottom, animated: false)
        #expect(t.contentOffset.y == CGFloat(100 + 30 * 44 - 480))
    }

    @Test func anEmptyFooterViewChangesNothing() {
        let f = TableFixture(ListViewController(rows: [5])) { $0.tableFooterView = UIView() }
        #expect(f.tableView.contentSize.height == CGFloat(5 * 44))
    }

    @Test func sectionHeadersPinOnlyAfterTheTableHeaderScrollsAway() {
        let vc = ListViewController(rows: [20, 20])
        vc.headerTitles = [0: "A", 1: "B"]
        let f = TableFixture(vc) {
            $0.sectionHeaderHeight = 30
            $0.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        }
        let a = { f.tableView.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.first { $0.textLabel?.text == "A" } }
        f.tableView.contentOffset = CGPoint(x: 0, y: 50); f.tick()
        #expect(a()?.frame.minY == 100)
        f.tableView.contentOffset = CGPoint(x: 0, y: 150); f.tick()
        #expect(a()?.frame.minY == 150)
        // Changing the header's height moves everything at the next layout.
        f.tableView.tableHeaderView?.frame.size.height = 40
        f.tableView.setNeedsLayout()
        f.tick()
        #expect(f.tableView.rectForRow(at: path(0)).minY == 70)
    }
}
