import HostContextTesting
import Testing
import UIKit

/// `UITableViewController` subclassed as on iOS: `override func tableView(…)`.
@Suite(.freshHostContext) @MainActor struct TableViewControllerTests {
    final class FruitsViewController: UITableViewController {
        let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]
        var selected: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
            cell.textLabel?.text = fruits[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath.row)
        }
    }

    @Test func theTableIsTheViewAndTheControllerServesIt() {
        let f = ScreenHost(FruitsViewController(style: .insetGrouped))
        let vc = f.vc
        #expect(vc.view === vc.tableView)
        #expect(vc.tableView.style == .insetGrouped)
        #expect(vc.tableView.dataSource === vc)
        #expect(vc.tableView.delegate === vc)
        #expect(vc.tableView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(vc.tableView.numberOfRows(inSection: 0) == 5)
        #expect(vc.tableView.visibleCells.map { $0.textLabel?.text } == vc.fruits.map(Optional.init))
    }

    @Test func aTapSelectsAndTheSelectionIsClearedWhenTheViewAppearsAgain() {
        let f = ScreenHost(FruitsViewController(style: .plain))
        let vc = f.vc
        // Row 2 spans 88..132 pt.
        f.tap(CGPoint(x: 100, y: 110))
        #expect(vc.selected == [2])
        #expect(vc.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        // Another screen replaces it, then it comes back: viewWillAppear clears the selection.
        f.window.rootViewController = UIViewController()
        f.run(0.1)
        f.window.rootViewController = vc
        f.run(0.1)
        #expect(vc.tableView.indexPathForSelectedRow == nil)

        vc.clearsSelectionOnViewWillAppear = false
        f.tap(CGPoint(x: 100, y: 22))
        f.window.rootViewController = UIViewController()
        f.run(0.1)
        f.window.rootViewController = vc
        f.run(0.1)
        #expect(vc.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }
}

/// A 320×480 window showing a controller, with a 60 Hz script clock.
@MainActor
final class ScreenHost<VC: UIViewController> {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let vc: VC
    var time: TimeInterval = 0

    init(_ vc: VC) {
        HostClock.reset()
        self.vc = vc
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
    }

    func run(_ seconds: TimeInterval) {
        for _ in 0..<Int((seconds * 60).rounded()) { time += 1.0 / 60; window.tick(timestamp: time) }
    }

    /// A finger held 0.2 s (past the content-touch delay), then lifted.
    func tap(_ p: CGPoint) {
        window.sendTouch(.began, at: p, timestamp: time)
        window.tick(timestamp: time)
        run(0.2)
        window.sendTouch(.ended, at: p, timestamp: time)
        window.tick(timestamp: time)
    }
}
