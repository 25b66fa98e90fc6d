import HostContextTesting
import Testing
import UIKit

/// Step 7: inserting and deleting rows keeps the surviving rows' cells and selection; updates that
/// disagree with the data source reload instead of crashing.
@Suite(.freshHostContext) @MainActor struct TableUpdateTests {
    private func path(_ r: Int, _ s: Int = 0) -> IndexPath { IndexPath(row: r, section: s) }

    @Test func insertedRowsPushTheOthersDownAndKeepTheirCells() {
        let vc = ListViewController(rows: [20])
        let f = TableFixture(vc)
        let oldRow0 = f.tableView.cellForRow(at: path(0))!
        let oldRow3 = f.tableView.cellForRow(at: path(3))!
        vc.rowCounts = [22]
        vc.log.removeAll()
        f.tableView.insertRows(at: [path(0), path(5)], with: .automatic)
        #expect(f.tableView.numberOfRows(inSection: 0) == 22)
        #expect(f.tableView.contentSize.height == CGFloat(20 * 44))   // until the next layout
        f.tick()
        #expect(f.tableView.contentSize.height == CGFloat(22 * 44))
        // Old row 0 is row 1 now; old row 3 is row 4 (row 5 is the second insert, after it).
        #expect(f.tableView.cellForRow(at: path(1)) === oldRow0)
        #expect(f.tableView.cellForRow(at: path(4)) === oldRow3)
        #expect(oldRow3.frame.minY == CGFloat(4 * 44))
        // The screen holds rows 0–10 again: old rows 9 and 10 (now 11 and 12) left, the two new
        // rows came in.
        #expect(vc.log == ["didEndDisplaying 0.11", "didEndDisplaying 0.12", "willDisplay 0.0", "willDisplay 0.5"])
    }

    @Test func deletedRowsEndTheirDisplayAndTheSelectionFollows() {
        let vc = ListViewController(rows: [20])
        let f = TableFixture(vc)
        f.tableView.selectRow(at: path(4), animated: false, scrollPosition: .none)
        let oldRow4 = f.tableView.cellForRow(at: path(4))!
        vc.rowCounts = [18]
        vc.log.removeAll()
        f.tableView.deleteRows(at: [path(1), path(3)], with: .fade)
        #expect(vc.log == ["didEndDisplaying 0.1", "didEndDisplaying 0.3"])
        #expect(f.tableView.indexPathForSelectedRow == path(2))
        f.tick()
        #expect(f.tableView.cellForRow(at: path(2)) === oldRow4)
        #expect(oldRow4.isSelected && oldRow4.frame.minY == CGFloat(2 * 44))
        #expect(f.tableView.contentSize.height == CGFloat(18 * 44))
        #expect(f.tableView.indexPathsForVisibleRows == (0...10).map { path($0) })
    }

    @Test func aBatchDeletesByOldPathsAndInsertsByNewOnes() {
        let vc = ListViewController(rows: [10])
        let f = TableFixture(vc)
        let oldRow1 = f.tableView.cellForRow(at: path(1))!
        var completed = false
        f.tableView.performBatchUpdates({
            vc.rowCounts = [10]
            f.tableView.deleteRows(at: [path(0)], with: .automatic)
            f.tableView.insertRows(at: [path(9)], with: .automatic)
        }, completion: { completed = $0 })
        // The completion waits for the row animation (TableRowAnimationTests times it).
        #expect(!completed)
        f.tick()
        f.tick(after: UITableView.rowAnimationDuration)
        #expect(completed)
        #expect(f.tableView.cellForRow(at: path(0)) === oldRow1)
        #expect(f.tableView.numberOfRows(inSection: 0) == 10)
    }

    @Test func countsThatDisagreeWithTheUpdatesReloadInstead() {
        let vc = ListViewController(rows: [20])
        let f = TableFixture(vc)
        f.tableView.selectRow(at: path(2), animated: false, scrollPosition: .none)
        vc.log.removeAll()
        // The data source still says 20 rows: an insert cannot be right (iOS throws here).
        f.tableView.insertRows(at: [path(0)], with: .automatic)
        #expect(f.tableView.numberOfRows(inSection: 0) == 20)
        #expect(vc.log == (0...10).map { "didEndDisplaying 0.\($0)" })   // reloadData's
        #expect(f.tableView.indexPathForSelectedRow == nil)
        f.tick()
        #expect(f.tableView.visibleCells.count == 11)
        // Deleting a row that does not exist does the same.
        f.tableView.deleteRows(at: [path(40)], with: .automatic)
        f.tick()
        #expect(f.tableView.numberOfRows(inSection: 0) == 20)
        #expect(f.tableView.contentSize.height == CGFloat(20 * 44))
    }
}

/// `reloadSections(_:with:)`: the named sections are read again, the others keep their cells.
@Suite(.freshHostContext) @MainActor struct TableSectionReloadTests {
    @Test func reloadingOneSectionKeepsTheOthers() {
        let vc = ListViewController(rows: [3, 3, 3])
        vc.headerTitles = [1: "Old"]
        let f = TableFixture(vc) { $0.sectionHeaderHeight = 30 }
        let keptCell = f.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        f.tableView.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
        vc.rowCounts = [3, 5, 3]
        vc.headerTitles = [1: "New"]
        vc.log.removeAll()
        f.tableView.reloadSections(IndexSet(integer: 1), with: .automatic)
        #expect(f.tableView.numberOfRows(inSection: 1) == 5)
        #expect(f.tableView.indexPathForSelectedRow == nil)
        #expect(vc.log.filter { $0.hasPrefix("didEnd") } == ["didEndDisplaying 1.0", "didEndDisplaying 1.1", "didEndDisplaying 1.2", "didEndDisplayingHeader 1"])
        f.tick()
        #expect(f.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === keptCell)
        #expect(f.tableView.headerView(forSection: 1)?.textLabel?.text == "New")
        // An explicit sectionHeaderHeight reserves 30 pt per section, titled or not.
        #expect(f.tableView.contentSize.height == CGFloat(11 * 44 + 3 * 30))
        // A section that does not exist reloads everything instead.
        f.tableView.reloadSections(IndexSet(integer: 7), with: .automatic)
        #expect(f.tableView.numberOfSections == 3)
    }
}

/// A data source that changes its data and reloads from inside a display callback.
@Suite(.freshHostContext) @MainActor struct TableReentrantReloadTests {
    final class ShrinkingViewController: ListViewController {
        var shrunk = false
        var askedAfterShrinking: [Int] = []
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            if shrunk { askedAfterShrinking.append(indexPath.row) }
            let cell = super.tableView(tableView, cellForRowAt: indexPath)
            if indexPath.row == 3 && !shrunk {
                shrunk = true
                rowCounts = [2]
                tableView.reloadData()
            }
            return cell
        }
    }

    @Test func reloadingFromCellForRowAtDoesNotUseStaleRows() {
        let vc = ShrinkingViewController(rows: [50])
        let f = TableFixture(vc)
        f.tick()
        #expect(f.tableView.numberOfRows(inSection: 0) == 2)
        // Rows 4–10 of the old data were never asked for (an array-backed source would trap).
        #expect(vc.askedAfterShrinking == [0, 1])
        #expect(f.tableView.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(f.liveCells.count == 2)
        #expect(f.tableView.contentSize.height == CGFloat(2 * 44))
    }
}

/// `insertSections`/`deleteSections`, alone and mixed with row updates in one batch.
@Suite(.freshHostContext) @MainActor struct TableSectionUpdateTests {
    @Test func insertingASectionMovesTheLaterSectionsAndTheirViews() {
        let vc = ListViewController(rows: [2, 2])
        vc.headerTitles = [0: "A", 1: "B"]
        let f = TableFixture(vc) { $0.sectionHeaderHeight = 30 }
        let headerB = f.tableView.headerView(forSection: 1)!
        let cellB0 = f.tableView.cellForRow(at: IndexPath(row: 0, section: 1))!
        f.tableView.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
        vc.rowCounts = [2, 3, 2]
        vc.headerTitles = [0: "A", 1: "New", 2: "B"]
        f.tableView.insertSections(IndexSet(integer: 1), with: .automatic)
        #expect(f.tableView.numberOfSections == 3)
        #expect(f.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 2))
        f.tick()
        #expect(f.tableView.headerView(forSection: 2) === headerB)
        #expect(f.tableView.headerView(forSection: 1)?.textLabel?.text == "New")
        #expect(f.tableView.cellForRow(at: IndexPath(row: 0, section: 2)) === cellB0)
        // Sections: 30 + 88, 30 + 132, 30 + 88.
        #expect(cellB0.frame.minY == CGFloat(30 + 88 + 30 + 132 + 30))
        #expect(f.tableView.contentSize.height == CGFloat(3 * 30 + 7 * 44))
    }

    @Test func deletingASectionEndsItsDisplayAndBatchesWithRows() {
        let vc = ListViewController(rows: [2, 2, 3])
        let f = TableFixture(vc)
        let lastCell = f.tableView.cellForRow(at: IndexPath(row: 2, section: 2))!
        vc.log.removeAll()
        f.tableView.performBatchUpdates({
            vc.rowCounts = [2, 2]
            f.tableView.deleteSections(IndexSet(integer: 1), with: .fade)
            f.tableView.deleteRows(at: [IndexPath(row: 0, section: 2)], with: .fade)   // old numbering
            f.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)   // new numbering
            vc.rowCounts = [3, 2]
        })
        #expect(vc.log == ["didEndDisplaying 1.0", "didEndDisplaying 1.1", "didEndDisplaying 2.0"])
        f.tick()
        #expect(f.tableView.numberOfSections == 2)
        #expect(f.tableView.cellForRow(at: IndexPath(row: 1, section: 1)) === lastCell)
        #expect(f.tableView.contentSize.height == CGFloat(5 * 44))
    }

    @Test func sectionCountsThatDisagreeReloadInstead() {
        let vc = ListViewController(rows: [2, 2])
        let f = TableFixture(vc)
        f.tableView.deleteSections(IndexSet(integer: 0), with: .automatic)   // the data source still has 2
        #expect(f.tableView.numberOfSections == 2)
        f.tick()
        #expect(f.tableView.visibleCells.count == 4)
    }
}
