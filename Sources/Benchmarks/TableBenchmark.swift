import Foundation
import UIKit

/// Measures `UITableView` at large row counts, against baselines measured in the same run:
///
/// 1. a deceleration tick of a 1,000,000-row table against a 1,000-row one (goal: ≤ 1 % of an
///    8.33 ms frame and the same cost whatever the row count): one slow-decaying fling covers
///    every measured tick; each tick is timed alone, and the median and 95th percentile reported;
/// 2. `reloadData()` of 100,000 rows with estimated heights (goal ≤ 5 ms), the delegate answering
///    `estimatedHeightForRowAt` for every row as a `UITableViewController` subclass does (as iOS asks
///    it: the content size is the sum of the estimates), 41 rounds with the fastest shown, then the
///    tick that displays the first screen; against the same for 1,000 rows; and with a data source
///    alone (no delegate call per row);
/// 3. resident memory (/proc/self/statm, freed heap trimmed first) added by each table after its
///    fling, and the number of cells ever created (goal: independent of the row count; row heights
///    are stored only for rows that differ from the default, SparseRowHeights), as a ratio of the
///    1,000,000-row table's to the 1,000-row one's, each the median of three runs.
@MainActor
struct TableBenchmark {
    static let frameBudget = 1.0 / 120.0

    /// A list controller as the Gallery's contacts screen writes one (fixed-height rows, estimates).
    final class List: UITableViewController {
        let rows: Int
        var cellsCreated = 0
        init(rows: Int) { self.rows = rows; super.init(style: .plain) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = 44
            tableView.estimatedRowHeight = 44
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? {
                cellsCreated += 1
                return UITableViewCell(style: .default, reuseIdentifier: "Cell")
            }()
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// The same list without a delegate: only a data source, so every row takes `estimatedRowHeight`
    /// without a call per row (the floor of a reload).
    final class PlainList: UIViewController, UITableViewDataSource {
        let rows: Int
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        init(rows: Int) { self.rows = rows; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = 44
            tableView.estimatedRowHeight = 44
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.dataSource = self
            view.addSubview(tableView)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
    }

    struct Stats { let median: Double; let p95: Double; let fastest: Double }

    static func stats(_ samples: [Double]) -> Stats {
        let s = samples.sorted()
        return Stats(median: s[s.count / 2], p95: s[min(s.count - 1, Int(Double(s.count) * 0.95))], fastest: s[0])
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// A window showing a fresh list of `rows` rows, laid out once.
    static func makeWindow(rows: Int) -> (UIWindow, List) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let list = List(rows: rows)
        window.rootViewController = list
        window.makeKeyAndVisible()
        window.tick(timestamp: HostClock.now + 1.0 / 120)
        return (window, list)
    }

    /// Deceleration ticks of a table of `rows` rows, each timed alone.
    func decelerationTicks(rows: Int, ticks: Int = 600) -> (Stats, List, Int) {
        HostClock.reset()
        GigapixelBenchmark.trimHeap()
        let before = RenderBenchmark.residentBytes()
        let (window, list) = Self.makeWindow(rows: rows)
        list.tableView.decelerationRate = .init(rawValue: 0.9995)  // about 12 s of motion
        TickBenchmark.flick(list.tableView, in: window)
        var time = HostClock.now
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<ticks {
            time += 1.0 / 120
            let start = clock.now
            window.tick(timestamp: time)
            samples.append(Self.seconds(clock.now - start))
        }
        precondition(list.tableView.isDecelerating, "the table stopped before the benchmark ended")
        let added = RenderBenchmark.residentBytes() - before
        return (Self.stats(samples), list, added)
    }

    /// `reloadData()` plus the tick that shows the first screen, `rounds` times; `plain` uses the
    /// list without a delegate.
    func reload(rows: Int, rounds: Int = 41, plain: Bool = false) -> (reload: Stats, firstTick: Stats) {
        HostClock.reset()
        let window: UIWindow, table: UITableView
        if plain {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let list = PlainList(rows: rows)
            window.rootViewController = list
            window.makeKeyAndVisible()
            window.tick(timestamp: HostClock.now + 1.0 / 120)
            table = list.tableView
        } else {
            let made = Self.makeWindow(rows: rows)
            window = made.0
            table = made.1.tableView
        }
        let clock = ContinuousClock()
        var reloads: [Double] = [], ticks: [Double] = []
        var time = HostClock.now
        for _ in 0..<rounds {
            let start = clock.now
            table.reloadData()
            let mid = clock.now
            time += 1.0 / 120
            window.tick(timestamp: time)
            reloads.append(Self.seconds(mid - start))
            ticks.append(Self.seconds(clock.now - mid))
        }
        precondition(table.numberOfRows(inSection: 0) == rows && !table.visibleCells.isEmpty)
        return (Self.stats(reloads), Self.stats(ticks))
    }

    func run() {
        _ = decelerationTicks(rows: 1_000, ticks: 120)  // warm-up: first-use costs stay out of the baseline
        let (small, smallList, smallMemory0) = decelerationTicks(rows: 1_000)
        let (large, largeList, largeMemory0) = decelerationTicks(rows: 1_000_000)
        // Resident memory moves by whole pages and with the allocator's arenas: two more runs of
        // each (shorter flings; the memory is what the table holds after them) and the median.
        func median3(_ a: Int, _ b: Int, _ c: Int) -> Int { [a, b, c].sorted()[1] }
        let smallMemory = median3(smallMemory0, decelerationTicks(rows: 1_000, ticks: 120).2, decelerationTicks(rows: 1_000, ticks: 120).2)
        let largeMemory = median3(largeMemory0, decelerationTicks(rows: 1_000_000, ticks: 120).2, decelerationTicks(rows: 1_000_000, ticks: 120).2)
        let reloadSmall = reload(rows: 1_000)
        let reloadLarge = reload(rows: 100_000)
        let reloadPlain = reload(rows: 100_000, plain: true)
        func ms(_ s: Double) -> String { String(format: "%8.4f ms", s * 1000) }
        func pct(_ s: Double) -> String { String(format: "%6.2f%%", 100 * s / Self.frameBudget) }
        print("ScrollKit table benchmark (per-tick times; 120 Hz frame = 8.33 ms)")
        print("1. deceleration tick (600 ticks each, timed one by one)      median      p95   median of frame")
        print("   1,000 rows (baseline)                               \(ms(small.median)) \(ms(small.p95))  \(pct(small.median))")
        print("   1,000,000 rows                                      \(ms(large.median)) \(ms(large.p95))  \(pct(large.median))")
        print(String(format: "   ratio 1,000,000 / 1,000 rows: median %.2f×, p95 %.2f×", large.median / small.median, large.p95 / small.p95))
        print("2. reloadData() with estimated heights (41 rounds)           median      p95  fastest")
        print("   1,000 rows (baseline)                               \(ms(reloadSmall.reload.median)) \(ms(reloadSmall.reload.p95)) \(ms(reloadSmall.reload.fastest))")
        print("   100,000 rows                                        \(ms(reloadLarge.reload.median)) \(ms(reloadLarge.reload.p95)) \(ms(reloadLarge.reload.fastest))")
        print("   next tick (first screen's cells), 100,000 rows      \(ms(reloadLarge.firstTick.median)) \(ms(reloadLarge.firstTick.p95))")
        print("   100,000 rows, data source only (no estimate calls)  \(ms(reloadPlain.reload.median)) \(ms(reloadPlain.reload.p95))")
        print(String(format: "   ratio 100,000 / 1,000 rows: %.1f× (row count ratio 100×)",
                     reloadLarge.reload.median / reloadSmall.reload.median))
        let mib = 1024.0 * 1024.0
        print("3. resident memory added by the table after its fling, and cells ever created")
        print(String(format: "   1,000 rows:      %+.2f MiB, %d cells", Double(smallMemory) / mib, smallList.cellsCreated))
        print(String(format: "   1,000,000 rows:  %+.2f MiB, %d cells (dense row heights would be 17 bytes a row, %.1f MiB)",
                     Double(largeMemory) / mib, largeList.cellsCreated, 17_000_000 / mib))
        print(String(format: "   difference 1,000,000 − 1,000 rows: %+.2f MiB; ratio %.2f× (row count ratio 1,000×)",
                     Double(largeMemory - smallMemory) / mib, Double(max(largeMemory, 1)) / Double(max(smallMemory, 1))))
    }
}
