import Foundation
import UIKit

/// Measures diffable data sources at 10,000 items: building a snapshot, diffing two snapshots that
/// differ by 1,000 moved items, and applying that change to a table and to a collection view in a
/// window (apply plus the layout tick that shows it). Baselines in the same run: hashing 10,000 integers into a dictionary
/// (the least any identifier-based diff must do, twice) and an idle tick of the same table.
///
/// Wall-clock reads are allowed here (benchmarks are not library code). Each case alternates between
/// snapshot A and B (A → B, then B → A), so every sample applies a real change. Medians and p95.
@MainActor
struct DiffableBenchmark {
    let itemCount = 10_000
    let moveCount = 1_000
    let rounds = 41

    struct Result { let name: String; let median: Double; let p95: Double }

    /// A: items 0..<10,000 in 10 sections of 1,000. B: A with 1,000 items (chosen by a fixed LCG)
    /// each moved before another random item, possibly in another section.
    func snapshots() -> (NSDiffableDataSourceSnapshot<Int, Int>, NSDiffableDataSourceSnapshot<Int, Int>) {
        var a = NSDiffableDataSourceSnapshot<Int, Int>()
        a.appendSections(Array(0..<10))
        for s in 0..<10 { a.appendItems(Array((s * 1_000)..<((s + 1) * 1_000)), toSection: s) }
        var b = a
        var state: UInt64 = 0x5EED_D1FF
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33) % itemCount
        }
        var moved = 0
        while moved < moveCount {
            let item = next(), anchor = next()
            guard item != anchor else { continue }
            b.moveItem(item, beforeItem: anchor)
            moved += 1
        }
        return (a, b)
    }

    func measure(_ name: String, _ body: (Int) -> Void) -> Result {
        let clock = ContinuousClock()
        var samples: [Double] = []
        body(-1)  // warm-up
        for round in 0..<rounds {
            let start = clock.now
            body(round)
            let elapsed = clock.now - start
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        samples.sort()
        return Result(name: name, median: samples[samples.count / 2],
                      p95: samples[Int((Double(samples.count - 1) * 0.95).rounded())])
    }

    func run() {
        let (a, b) = snapshots()
        let diff = SnapshotDiff(from: a, to: b)
        let baseline = measure("baseline: 10,000 Ints into a [Int: Int]") { _ in
            var d: [Int: Int] = [:]
            for i in 0..<itemCount { d[i &* 7919] = i }
            precondition(d.count == itemCount)
        }
        let build = measure("snapshot: append 10,000 items (10 sections)") { _ in
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections(Array(0..<10))
            for k in 0..<10 { s.appendItems(Array((k * 1_000)..<((k + 1) * 1_000)), toSection: k) }
            precondition(s.numberOfItems == itemCount)
        }
        let diffAlone = measure("diff alone: 10,000 items, 1,000 moved") { round in
            let d = round % 2 == 0 ? SnapshotDiff(from: a, to: b) : SnapshotDiff(from: b, to: a)
            precondition(d.hasStructuralChanges)
        }

        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        window.addSubview(tableView)
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Item \(item)"
            return cell
        }
        dataSource.apply(a, animatingDifferences: false)
        var time = 0.0
        window.tick(timestamp: time)
        let idle = measure("baseline: idle tick of that table") { _ in
            time += 1.0 / 120
            window.tick(timestamp: time)
        }
        let table = measure("table: apply 1,000 moves + the layout tick") { round in
            dataSource.apply(round % 2 == 0 ? b : a, animatingDifferences: false)
            time += 1.0 / 120
            window.tick(timestamp: time)
        }
        precondition(tableView.numberOfRows(inSection: 0) == a.numberOfItems(inSection: 0) || tableView.numberOfRows(inSection: 0) == b.numberOfItems(inSection: 0))
        tableView.removeFromSuperview()

        // The same change on a collection view of full-width rows (moves are real moves there).
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in cell.tag += 1 }
        let collectionSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        collectionSource.apply(a, animatingDifferences: false)
        time += 1.0 / 120
        window.tick(timestamp: time)
        let collection = measure("collection view: apply 1,000 moves + the tick") { round in
            collectionSource.apply(round % 2 == 0 ? b : a, animatingDifferences: false)
            time += 1.0 / 120
            window.tick(timestamp: time)
        }

        print("ScrollKit diffable benchmark (\(itemCount) items, \(moveCount) moveItem calls → \(diff.movedItems.count) moves in the diff; median and p95 of \(rounds) rounds)")
        for r in [baseline, build, diffAlone, idle, table, collection] {
            let name = r.name.padding(toLength: 48, withPad: " ", startingAt: 0)
            print(name + String(format: " median %8.3f ms  p95 %8.3f ms  %7.1f× dictionary baseline",
                                r.median * 1000, r.p95 * 1000, r.median / baseline.median))
        }
    }
}
