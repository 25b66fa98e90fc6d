import HostContextTesting
import Testing
import UIKit

/// The corpus's diffable data source screen, driven through the window: the rows come from the
/// snapshot, and the Sort button's `apply` reorders them, keeping the cells of the rows the diff
/// leaves in place (the longest run already in order).
@Suite(.freshHostContext) @MainActor struct DiffableCorpusTests {
    @Test func sortingReordersTheRowsAndKeepsTheCellsThatStay() {
        let vc = GroceryListViewController()
        let host = CorpusHost(vc)
        let table = vc.tableView!
        func cellsByName() -> [String: UITableViewCell] {
            Dictionary(uniqueKeysWithValues: table.visibleCells.map { ($0.textLabel?.text ?? "?", $0) })
        }
        /// Rows of 44 pt under the 44 pt header view; untitled plain sections add nothing.
        func expectOrder(_ names: [String]) {
            let cells = cellsByName()
            for (i, name) in names.enumerated() {
                #expect(cells[name]?.frame == CGRect(x: 0, y: 44 + CGFloat(i) * 44, width: 320, height: 44), "\(name)")
            }
        }
        expectOrder(["Pears", "Apples", "Bananas", "Cherries", "Milk", "Butter", "Cheese"])
        let before = cellsByName()
        host.tap(at: CGPoint(x: 160, y: 22))
        host.run(for: 1)
        expectOrder(["Apples", "Bananas", "Cherries", "Pears", "Butter", "Cheese", "Milk"])
        let after = cellsByName()
        // Produce: Apples, Bananas, Cherries kept their order (Pears moves); dairy: Butter, Cheese (Milk moves).
        for name in ["Apples", "Bananas", "Cherries", "Butter", "Cheese"] {
            #expect(after[name] === before[name], "\(name) got a new cell")
        }
        #expect(table.numberOfRows(inSection: 0) == 4 && table.numberOfRows(inSection: 1) == 3)
    }
}
