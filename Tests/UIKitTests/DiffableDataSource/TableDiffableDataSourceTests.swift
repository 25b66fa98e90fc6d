import Foundation
import LogCapture
import Testing
import UIKit

/// `UITableViewDiffableDataSource` end to end: a contacts screen (FriendsListViewController) in a
/// 320×480 window, driven by taps on its buttons and rows. Frames are computed here from the plain
/// table's geometry: buttons take the top 44 pt, then each titled section is a 28 pt header and
/// 44 pt rows.
@Suite(.serialized) @MainActor struct TableDiffableDataSourceTests {
    typealias Contact = FriendsListViewController.Contact

    @MainActor final class Host {
        let window: UIWindow
        var time: TimeInterval = 0
        init(_ root: UIViewController) {
            HostClock.reset()
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = root
            window.makeKeyAndVisible()
            window.tick(timestamp: 0)
        }
        func tick(_ seconds: TimeInterval = 1.0 / 60) {
            time += seconds
            window.tick(timestamp: time)
        }
        func tap(_ p: CGPoint) {
            window.sendTouch(.began, at: p, timestamp: time)
            tick(0.05)
            window.sendTouch(.ended, at: p, timestamp: time)
            tick()
        }
    }

    /// Where each row is expected, in table coordinates: sections of `names` in order, each a 28 pt
    /// title header and 44 pt rows.
    static func expectedFrames(_ sections: [[String]]) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        var y: CGFloat = 0
        for names in sections {
            y += 28
            for name in names {
                frames[name] = CGRect(x: 0, y: y, width: 320, height: 44)
                y += 44
            }
        }
        return frames
    }

    /// The cells on screen by the contact they show (the star stripped).
    static func cellsByName(_ tableView: UITableView) -> [String: UITableViewCell] {
        var cells: [String: UITableViewCell] = [:]
        for cell in tableView.visibleCells {
            let text = cell.textLabel?.text ?? "?"
            cells[String(text.split(separator: " ")[0])] = cell
        }
        return cells
    }

    /// Names whose rows intersect the table's 436 pt bounds at offset 0.
    static func visibleNames(_ frames: [String: CGRect]) -> Set<String> {
        Set(frames.filter { $0.value.minY < 436 }.keys)
    }

    @Test func theFirstSnapshotShowsRowsUnderTitledSections() {
        let vc = FriendsListViewController()
        let (host, records) = LogCapture.capture { Host(vc) }
        #expect(records.isEmpty, "\(records)")
        #expect(vc.tableView.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
        let sections = [["Ann", "Bob"], ["Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]]
        let frames = Self.expectedFrames(sections)
        let cells = Self.cellsByName(vc.tableView)
        #expect(Set(cells.keys) == Self.visibleNames(frames))
        for (name, cell) in cells { #expect(cell.frame == frames[name], "\(name)") }
        #expect(vc.tableView.numberOfSections == 2 && vc.tableView.numberOfRows(inSection: 1) == 8)
        #expect(vc.tableView.rectForHeader(inSection: 1).minY == CGFloat(116))   // 28 + 2 × 44
        // Queries in both directions.
        #expect(vc.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 1)) == Contact(name: "Eve"))
        #expect(vc.dataSource.indexPath(for: Contact(name: "Jon")) == IndexPath(row: 7, section: 1))
        #expect(vc.dataSource.itemIdentifier(for: IndexPath(row: 9, section: 1)) == nil)
        #expect(vc.dataSource.sectionIdentifier(for: 1) == .everyone && vc.dataSource.index(for: .favourites) == 0)
        // A tap on Cat's row selects it; the delegate reads the item back from the data source.
        let cat = frames["Cat"]!
        host.tap(CGPoint(x: 160, y: 44 + cat.midY))
        #expect(vc.selected == ["Cat"])
    }

    @Test func shufflingKeepsTheCellsOfRowsThatStayAndMovesTheirFrames() {
        let vc = FriendsListViewController()
        let host = Host(vc)
        let before = Self.cellsByName(vc.tableView)
        #expect(vc.configurations.values.allSatisfy { $0 == 1 })
        host.tap(CGPoint(x: 80, y: 22))   // Shuffle
        host.tick(1)                      // any row animation has ended
        let sections = [["Ann", "Bob", "Eve"], ["Jon", "Cat", "Kim", "Dan", "Fay", "Gus", "Ivy"]]
        let frames = Self.expectedFrames(sections)
        let after = Self.cellsByName(vc.tableView)
        #expect(Set(after.keys) == Self.visibleNames(frames))
        for (name, cell) in after { #expect(cell.frame == frames[name], "\(name) at \(cell.frame)") }
        for (section, names) in sections.enumerated() {
            #expect(vc.tableView.numberOfRows(inSection: section) == names.count)
            for (row, name) in names.enumerated() {
                #expect(vc.dataSource.itemIdentifier(for: IndexPath(row: row, section: section))?.name == name)
            }
        }
        // Rows that neither moved nor changed keep their cells, unconfigured again.
        for name in ["Ann", "Bob", "Cat", "Dan", "Fay", "Gus"] {
            #expect(after[name] === before[name], "\(name) got a new cell")
            #expect(vc.configurations[name] == 1, "\(name) was configured again")
        }
        // Kim is new and Jon was below the screen: one configuration each. Eve moved on screen,
        // which the table performs with moveRow(at:to:): she keeps her cell and is not configured again.
        #expect(vc.configurations["Kim"] == 1 && vc.configurations["Jon"] == 1)
        #expect(vc.configurations["Eve"] == 1)
        #expect(after["Eve"] === before["Eve"], "Eve got a new cell")
    }

    @Test func reconfiguringARowUpdatesItsCellInPlace() {
        let vc = FriendsListViewController()
        let host = Host(vc)
        let dan = Self.cellsByName(vc.tableView)["Dan"]!
        host.tap(CGPoint(x: 240, y: 22))   // Star Dan
        host.tick()
        #expect(Self.cellsByName(vc.tableView)["Dan"] === dan)
        #expect(dan.textLabel?.text == "Dan ★")
        #expect(vc.configurations["Dan"] == 2)
        #expect(vc.configurations.filter { $0.key != "Dan" }.values.allSatisfy { $0 == 1 })
        #expect(vc.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)   // applied and forgotten
    }

    @Test func reloadsMakeNewCellsAndReloadDataConfiguresEveryRow() {
        let vc = FriendsListViewController()
        let host = Host(vc)
        var snapshot = vc.dataSource.snapshot()
        snapshot.reloadItems([Contact(name: "Bob")])
        var completed = false
        vc.dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
        #expect(completed)
        host.tick()
        #expect(vc.configurations["Bob"] == 2 && vc.configurations["Ann"] == 1)
        vc.dataSource.applySnapshotUsingReloadData(vc.dataSource.snapshot())
        host.tick()
        #expect(vc.configurations["Ann"] == 2 && vc.configurations["Bob"] == 3)
    }

    @Test func anApplyFromInsideACallbackRunsAfterTheRunningOne() {
        let vc = FriendsListViewController()
        let host = Host(vc)
        // While the shuffle's batch ends Hal's row, the delegate applies another snapshot.
        vc.onEndDisplaying = {
            var snapshot = vc.dataSource.snapshot()
            snapshot.deleteItems([Contact(name: "Ann")])
            vc.dataSource.apply(snapshot, animatingDifferences: false)
        }
        let records = LogCapture.records {
            host.tap(CGPoint(x: 80, y: 22))
            host.tick(1)
        }
        #expect(records.filter { $0.message.contains("while another apply is in progress") }.count == 1)
        let sections = [["Bob", "Eve"], ["Jon", "Cat", "Kim", "Dan", "Fay", "Gus", "Ivy"]]
        #expect(vc.dataSource.snapshot().itemIdentifiers.map(\.name) == sections.flatMap { $0 })
        #expect(vc.tableView.numberOfRows(inSection: 0) == 2)
        let frames = Self.expectedFrames(sections)
        for (name, cell) in Self.cellsByName(vc.tableView) { #expect(cell.frame == frames[name], "\(name)") }
    }

    @Test func aNilCellFromTheProviderShowsAnEmptyRow() {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        let records = LogCapture.records {
            dataSource.apply(snapshot)
            window.tick(timestamp: 0)
        }
        #expect(records.count == 2 && records.allSatisfy { $0.message.contains("returned nil") })
        #expect(tableView.visibleCells.count == 2)
    }
}
