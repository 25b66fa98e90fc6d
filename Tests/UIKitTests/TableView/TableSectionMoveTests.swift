import Foundation
import LogCapture
import Testing
import UIKit

/// `moveSection(_:toSection:)` on a table: the section's rows keep their cells and slide, on the
/// row animation clock, to where the data source now has them; counts that disagree are logged and
/// the data reloaded. Frames are computed here: 44 pt rows, no headers, sections stacked.
@Suite(.serialized) @MainActor struct TableSectionMoveTests {
    /// Rows [2, 3, 1]: row r of section s starts at 44 · (rows before s + r).
    static func frame(_ s: Int, _ r: Int, counts: [Int]) -> CGRect {
        CGRect(x: 0, y: 44 * CGFloat(counts[..<s].reduce(0, +) + r), width: 320, height: 44)
    }

    static func makeFixture() -> TableFixture {
        let list = ListViewController(rows: [2, 3, 1])
        list.heightForHeader = { _ in 0 }
        return TableFixture(list) { $0.rowHeight = 44; $0.sectionFooterHeight = 0 }
    }

    @Test func aMovedSectionSlidesWithItsCells() {
        let fixture = Self.makeFixture()
        let table = fixture.tableView
        var before: [IndexPath: UITableViewCell] = [:]
        for s in 0..<3 {
            for r in 0..<[2, 3, 1][s] {
                let p = IndexPath(row: r, section: s)
                before[p] = table.cellForRow(at: p)
                #expect(before[p]?.frame == Self.frame(s, r, counts: [2, 3, 1]), "\(p)")
            }
        }
        let created = CountingCell.created
        fixture.controller.rowCounts = [3, 1, 2]          // the model: A moved after C
        table.moveSection(0, toSection: 2)
        fixture.tick()
        #expect(before[IndexPath(row: 0, section: 0)]?.layer.animationKeys() != nil)
        fixture.tick(after: TableViewRowAnimationTimes.duration + 0.1)
        // Old section 0 is new 2, old 1 is new 0, old 2 is new 1.
        let newSection = [2, 0, 1]
        for (p, cell) in before {
            let q = IndexPath(row: p.row, section: newSection[p.section])
            #expect(table.cellForRow(at: q) === cell, "\(p) → \(q)")
            #expect(cell.frame == Self.frame(q.section, q.row, counts: [3, 1, 2]), "\(q)")
            #expect(cell.layer.animationKeys() == nil)
        }
        #expect(CountingCell.created == created)
        #expect(fixture.liveCells.count == 6)
    }

    @Test func countsThatDisagreeAreLoggedAndReloaded() {
        let fixture = Self.makeFixture()
        let table = fixture.tableView
        // The model still has 2 rows where section 0 would now hold the old section 1's 3.
        fixture.controller.rowCounts = [2, 3, 1]
        let records = LogCapture.records { table.moveSection(0, toSection: 2) }
        #expect(records.count == 1)
        #expect(records.first?.message.contains("section") == true)
        fixture.tick()
        #expect(fixture.liveCells.count == 6)
        for s in 0..<3 {
            for r in 0..<[2, 3, 1][s] {
                #expect(table.cellForRow(at: IndexPath(row: r, section: s))?.frame == Self.frame(s, r, counts: [2, 3, 1]))
            }
        }
        // An index outside the table is the same kind of inconsistency.
        let outside = LogCapture.records { table.moveSection(7, toSection: 0) }
        #expect(outside.count == 1)
    }

    /// A diffable table applies a section move as a move: the section's rows keep their cells.
    @Test func aDiffableSectionMoveKeepsTheCells() {
        HostClock.reset()
        let vc = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.sectionHeaderHeight = 0
        table.sectionFooterHeight = 0
        vc.view.addSubview(table)
        let source = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "pear"], toSection: "fruit")
        snapshot.appendItems(["leek", "kale", "bean"], toSection: "veg")
        source.apply(snapshot, animatingDifferences: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        let apple = table.cellForRow(at: IndexPath(row: 0, section: 0))
        snapshot.moveSection("fruit", afterSection: "veg")
        source.apply(snapshot, animatingDifferences: true)
        window.tick(timestamp: 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === apple)
        #expect(apple?.frame == CGRect(x: 0, y: 3 * 44, width: 320, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "bean")
    }
}

/// The row animation's length, named here so the test reads as seconds.
enum TableViewRowAnimationTimes {
    @MainActor static var duration: TimeInterval { UITableView.rowAnimationDuration }
}
