import Foundation
import HostContextTesting
import SeededPropertyCheck
import Testing
import UIKit

/// Batch updates on a table of many sections, random but seeded: after `performBatchUpdates` every
/// cell on screen sits at the index path where the data source now has the row it shows. The new
/// data is made first and the batch derived from identifiers (deletes name old paths, inserts new
/// ones, as UIKit's rules say), so the expected place of each row comes from the data, not from the
/// table's index arithmetic.
@Suite(.freshHostContext) @MainActor struct TableBatchPropertyTests {
    /// A list screen as iOS code writes one, showing `sections` (row identifiers per section).
    final class IdentifierListViewController: UIViewController, UITableViewDataSource {
        var sections: [[String]]
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)

        init(sections: [[String]]) {
            self.sections = sections
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func loadView() {
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            tableView.dataSource = self
            tableView.rowHeight = 44
            view = tableView
        }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }
    }

    @Test func cellsOnScreenShowTheRowsTheDataSourceHasThereAfterABatch() async {
        let input = zip(Gen.int(in: 200...2400), Gen.int(in: 0...1_000_000), Gen.double(in: 0...1))
        await seededPropertyCheck(seed: 16_061, count: 10, input: input) { sectionCount, salt, where_ in
            var rng = SplitMix64(state: UInt64(salt))
            var serial = 0
            func newID() -> String { serial += 1; return "r\(serial)" }
            let old: [[String]] = (0..<sectionCount).map { _ in (0..<rng.next(upTo: 3)).map { _ in newID() } }
            // The new data: some sections deleted, some rows deleted, rows and sections inserted.
            var kept: [(section: Int?, rows: [String])] = []
            for (s, rows) in old.enumerated() where rng.next(upTo: 20) != 0 {
                var rows = rows.filter { _ in rng.next(upTo: 6) != 0 }
                if rng.next(upTo: 8) == 0 { rows.insert(newID(), at: rng.next(upTo: rows.count + 1)) }
                kept.append((s, rows))
                if rng.next(upTo: 25) == 0 { kept.append((nil, (0..<rng.next(upTo: 3)).map { _ in newID() })) }
            }
            let new = kept.map(\.rows)

            let controller = IdentifierListViewController(sections: old)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = controller
            window.layoutIfNeeded()
            let table = controller.tableView
            table.contentOffset.y = CGFloat(where_) * max(0, table.contentSize.height - 480)
            window.layoutIfNeeded()

            // The batch, from identifiers.
            let oldSurvivors = Set(kept.compactMap(\.section))
            var deletedSections = IndexSet(), insertedSections = IndexSet()
            for s in 0..<old.count where !oldSurvivors.contains(s) { deletedSections.insert(s) }
            var deletes: [IndexPath] = [], inserts: [IndexPath] = []
            for (t, entry) in kept.enumerated() {
                guard let s = entry.section else { insertedSections.insert(t); continue }
                let newRows = Set(entry.rows), oldRows = Set(old[s])
                for (r, id) in old[s].enumerated() where !newRows.contains(id) { deletes.append(IndexPath(row: r, section: s)) }
                for (r, id) in entry.rows.enumerated() where !oldRows.contains(id) { inserts.append(IndexPath(row: r, section: t)) }
            }
            controller.sections = new
            var completed: Bool?
            table.performBatchUpdates({
                table.deleteSections(deletedSections, with: .none)
                table.insertSections(insertedSections, with: .none)
                table.deleteRows(at: deletes, with: .none)
                table.insertRows(at: inserts, with: .none)
            }, completion: { completed = $0 })
            window.layoutIfNeeded()
            #expect(completed == true)
            #expect(table.numberOfSections == new.count)
            var checked = 0
            for cell in table.visibleCells {
                guard let path = table.indexPath(for: cell) else { Issue.record("a visible cell has no index path"); continue }
                #expect(cell.textLabel?.text == new[path.section][path.row], "\(path)")
                checked += 1
            }
            #expect(checked > 0 || new.allSatisfy(\.isEmpty))
        }
    }
}

extension SplitMix64 {
    /// 0..<bound (0 for a bound of 0 or less).
    mutating func next(upTo bound: Int) -> Int { bound <= 0 ? 0 : Int.random(in: 0..<bound, using: &self) }
}
