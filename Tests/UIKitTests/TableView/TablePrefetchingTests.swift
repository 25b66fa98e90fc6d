import HostContextTesting
import Testing
import UIKit

/// A photo-list screen as iOS developers write one for prefetching: the controller is the data
/// source, the delegate and the prefetch data source, and records what it is asked.
@MainActor
final class PrefetchingListController: UIViewController, UITableViewDataSource, UITableViewDelegate,
                                       UITableViewDataSourcePrefetching {
    let tableView = UITableView(frame: .zero, style: .plain)
    var events: [(kind: String, rows: [Int], visible: [Int])] = []
    var landing: CGPoint?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.rowHeight = 44
        tableView.estimatedRowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        events.append(("prefetch", indexPaths.map(\.row), visibleRows))
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        events.append(("cancel", indexPaths.map(\.row), visibleRows))
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        landing = targetContentOffset.pointee
    }

    var visibleRows: [Int] { (tableView.indexPathsForVisibleRows ?? []).map(\.row) }
    var prefetched: [Int] { events.filter { $0.kind == "prefetch" }.flatMap(\.rows) }
    var cancelled: [Int] { events.filter { $0.kind == "cancel" }.flatMap(\.rows) }
}

@Suite(.freshHostContext) @MainActor struct TablePrefetchingTests {
    /// A fling down the list: the rows of the screen where it will land (the target offset the
    /// delegate is told at release) are prefetched at once, long before they are on screen, and
    /// every row is displayed only after it was prefetched. Reversing cancels what did not come.
    @Test func aFlingPrefetchesItsLandingScreenAndAReversalCancels() {
        HostClock.reset()
        let vc = PrefetchingListController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        #expect(vc.events.isEmpty)  // nothing moved yet

        // A fast upward flick: 300 pt in 0.1 s at 120 Hz.
        var time: TimeInterval = 0
        window.sendTouch(.began, at: CGPoint(x: 160, y: 400), timestamp: time)
        window.tick(timestamp: time)
        for i in 1...12 {
            time += 1.0 / 120
            window.sendTouch(.moved, at: CGPoint(x: 160, y: 400 - 25 * CGFloat(i)), timestamp: time)
            window.tick(timestamp: time)
        }
        time += 1.0 / 120
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 75), timestamp: time)
        window.tick(timestamp: time)
        guard let landing = vc.landing else { Issue.record("no release target"); return }
        #expect(vc.tableView.isDecelerating)
        #expect(landing.y > vc.tableView.contentOffset.y + 480, "the fling must land more than a screen away")

        // The landing screen's rows, from the target offset and the 44-pt rows alone.
        let landingRows = Array(Int(landing.y / 44)...Int((landing.y + 480 - 0.001) / 44))
        #expect(Set(landingRows).isSubset(of: Set(vc.prefetched)))
        // While the view was dragged, the next screen below was asked for ahead of time.
        let firstPrefetch = vc.events.first { $0.kind == "prefetch" }
        #expect(firstPrefetch.map { $0.rows.min()! > $0.visible.max()! } == true)

        // Every row that comes on screen during the deceleration was prefetched before it did.
        var seen = Set(vc.visibleRows)
        while vc.tableView.isDecelerating && time < 10 {
            time += 1.0 / 60
            window.tick(timestamp: time)
            for row in vc.visibleRows where !seen.contains(row) {
                seen.insert(row)
                #expect(vc.prefetched.contains(row), "row \(row) shown without being prefetched")
            }
        }
        #expect(abs(vc.tableView.contentOffset.y - landing.y) < 0.5)
        #expect(vc.cancelled.isEmpty)

        // Now the finger drags the list back up (offset decreasing): the rows prefetched below the
        // screen and never shown are cancelled, and rows above the screen are prefetched.
        let lastVisible = vc.visibleRows.max()!
        let pending = Set(vc.prefetched).subtracting(seen)
        #expect(!pending.isEmpty)
        time += 0.5
        window.sendTouch(.began, at: CGPoint(x: 160, y: 200), timestamp: time)
        window.tick(timestamp: time)
        for i in 1...4 {
            time += 1.0 / 60
            window.sendTouch(.moved, at: CGPoint(x: 160, y: 200 + 15 * CGFloat(i)), timestamp: time)
            window.tick(timestamp: time)
        }
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 260), timestamp: time + 0.2)
        #expect(Set(vc.cancelled) == pending)
        #expect(vc.cancelled.allSatisfy { $0 > lastVisible })
        let afterCancel = vc.events.drop { $0.kind != "cancel" }.dropFirst()
        #expect(afterCancel.contains { $0.kind == "prefetch" && $0.rows.max()! < $0.visible.min()! })
    }

    @Test func noPrefetchingWhenDisabled() {
        HostClock.reset()
        let vc = PrefetchingListController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        vc.tableView.isPrefetchingEnabled = false
        window.tick(timestamp: 0)
        vc.tableView.contentOffset.y = 1000
        window.tick(timestamp: 0.1)
        #expect(vc.events.isEmpty)
        #expect(vc.visibleRows.first == 22)  // 1000 / 44
    }
}
