import HostContextTesting
import Testing
import UIKit

/// The common iOS screen: a table pinned inside a controller's view with anchors. The table's own
/// frame comes from the constraints; its content size still comes from its rows.
@Suite(.freshHostContext) @MainActor struct TableAutoLayoutTests {
    final class SettingsViewController: UIViewController, UITableViewDataSource {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.translatesAutoresizingMaskIntoConstraints = false
            tableView.dataSource = self
            tableView.sectionHeaderHeight = 0
            tableView.sectionFooterHeight = 0
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            view.addSubview(tableView)
            NSLayoutConstraint.activate([
                tableView.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Setting \(indexPath.row)"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    @Test func aPinnedInsetGroupedTableSizesItsContentFromItsRows() {
        let window = makeTestWindow()
        let vc = SettingsViewController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        let t = vc.tableView
        #expect(t.frame == CGRect(x: 0, y: 20, width: 320, height: 460))
        #expect(t.contentSize == CGSize(width: 320, height: CGFloat(30 * 44)))
        #expect(!t.hasAmbiguousContentHeight)
        // .insetGrouped rows sit inside the 16-pt margins; 460 pt show rows 0–10.
        #expect(t.visibleCells.count == 11)
        #expect(t.visibleCells.allSatisfy { $0.frame.minX == 16 && $0.frame.width == 288 })
        #expect(t.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 16, y: 88, width: 288, height: 44))
    }
}
