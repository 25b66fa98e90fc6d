import HostContextTesting
import Testing
@testable import UIKit

/// A million-row list with a data source only: every row takes `estimatedRowHeight` without a call
/// per row, and rows are measured (at `rowHeight`, or a few taller ones from the delegate) when shown.
@MainActor
final class MillionRowListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let rows: Int
    /// Rows whose real height differs from 44 pt.
    var tallRows: [Int: CGFloat] = [:]

    init(rows: Int) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }

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

/// Row heights are stored only for rows that differ from their section's default (issue 14: memory
/// independent of the row count), with the same offsets a row-by-row sum gives.
@Suite(.freshHostContext) @MainActor struct TableSparseHeightTests {
    func show(_ vc: UIViewController) -> UIWindow {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    @Test func aMillionUniformRowsStoreOnlyTheRowsShown() {
        let vc = MillionRowListController(rows: 1_000_000)
        let window = show(vc)
        let table = vc.tableView
        #expect(table.contentSize.height == CGFloat(44_000_000))
        // The 11 rows on screen (480 / 44 → rows 0…10) are measured: only they are stored.
        #expect(table.indexPathsForVisibleRows?.count == 11)
        #expect(table.geometry.storedRowCount == 11)
        table.scrollToRow(at: IndexPath(row: 600_000, section: 0), at: .top, animated: false)
        window.tick(timestamp: 1.0 / 60)
        #expect(table.contentOffset.y == CGFloat(600_000 * 44))
        #expect(table.geometry.storedRowCount <= 22)
        // Boundaries: y on a row's top belongs to that row; a hair above, to the row before.
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 600_000 * 44))?.row == 600_000)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 600_000 * 44 - 0.5))?.row == 599_999)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 0))?.row == 0)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 44_000_000 - 0.5))?.row == 999_999)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 44_000_000)) == nil)
        #expect(table.rectForRow(at: IndexPath(row: 999_999, section: 0)) == CGRect(x: 0, y: 43_999_956, width: 320, height: 44))
    }

    @Test func aHandfulOfMeasuredRowsMoveOnlyTheRowsBelowThem() {
        // Rows 100,000 and 100,001 are 100 pt and 0 pt tall: shown, they are measured, and the rows
        // below them move by the difference; nothing above moves.
        let vc = MillionRowListController(rows: 1_000_000)
        let window = show(vc)
        let table = vc.tableView
        let cell = TallRowDelegate(tall: [100_000: 100, 100_001: 0])
        table.delegate = cell
        table.scrollToRow(at: IndexPath(row: 99_999, section: 0), at: .top, animated: false)
        window.tick(timestamp: 1.0 / 60)
        #expect(table.geometry.storedRowCount <= 24)
        let expected: (Int) -> CGFloat = { r in CGFloat(r) * 44 + (r > 100_000 ? 56 : 0) + (r > 100_001 ? -44 : 0) }
        for r in [0, 99_999, 100_000, 100_001, 100_002, 100_003, 999_999] {
            #expect(table.rectForRow(at: IndexPath(row: r, section: 0)).minY == expected(r), "row \(r)")
        }
        #expect(table.contentSize.height == CGFloat(44_000_000 + 56 - 44))
        // The empty row 100,001: a y at its top finds row 100,002 (the first row reaching below it).
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: expected(100_001)))?.row == 100_002)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: expected(100_001) - 0.5))?.row == 100_000)
    }

    @Test func mixedSectionsOfDelegateHeightsKeepExactOffsets() {
        // No estimates: every height is asked at load. Section 0: 100,000 rows of 44 pt with a 90 pt
        // row every 10,000; section 1: 50 rows of 44 pt but row 3 (7.5 pt); section 2: uniform.
        let vc = ListViewController(rows: [100_000, 50, 30])
        vc.heightForRow = { ip in
            if ip.section == 0 && ip.row % 10_000 == 3 { return 90 }
            if ip.section == 1 && ip.row == 3 { return 7.5 }
            return 44
        }
        let f = TableFixture(vc) { $0.estimatedRowHeight = 0; $0.rowHeight = 44 }
        let table = f.tableView
        #expect(table.geometry.storedRowCount == 11)
        var y: CGFloat = 0
        var tops: [IndexPath: CGFloat] = [:]
        for s in 0..<3 {
            for r in 0..<[100_000, 50, 30][s] {
                let ip = IndexPath(row: r, section: s)
                tops[ip] = y
                y += vc.heightForRow!(ip)
            }
        }
        #expect(table.contentSize.height == y)
        for ip in [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0), IndexPath(row: 99_999, section: 0),
                   IndexPath(row: 0, section: 1), IndexPath(row: 3, section: 1), IndexPath(row: 4, section: 1),
                   IndexPath(row: 0, section: 2), IndexPath(row: 29, section: 2)] {
            #expect(table.rectForRow(at: ip).minY == tops[ip]!, "\(ip)")
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: tops[ip]!)) == ip, "\(ip)")
        }
        // The last point of section 1's short row, and the first of the next.
        let short = IndexPath(row: 3, section: 1)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: tops[short]! + 7)) == short)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: tops[short]! + 7.5)) == IndexPath(row: 4, section: 1))
    }

    @Test func invalidEstimatesStillBecomeZeroWithoutStoringTheRest() {
        // NaN and negative estimates count as 0 pt (docs/PORTING.md, "Bad input"): the two rows take no
        // space until shown, and only they (and the rows shown) are stored.
        let vc = ListViewController(rows: [1000])
        vc.estimateForRow = { ip in ip.row == 500 ? .nan : ip.row == 501 ? -5 : 44 }
        let f = TableFixture(vc) { $0.estimatedRowHeight = 44; $0.rowHeight = 44 }
        let table = f.tableView
        #expect(table.contentSize.height == CGFloat(998 * 44))
        #expect(table.rectForRow(at: IndexPath(row: 500, section: 0)) == CGRect(x: 0, y: 500 * 44, width: 320, height: 0))
        #expect(table.rectForRow(at: IndexPath(row: 502, section: 0)).minY == CGFloat(500 * 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 500 * 44))?.row == 502)
        #expect(table.geometry.storedRowCount == 2 + 11)
    }
}

/// A delegate that gives a few rows their own real height (the rest take `rowHeight`).
@MainActor
final class TallRowDelegate: UITableViewDelegate {
    let tall: [Int: CGFloat]
    init(tall: [Int: CGFloat]) { self.tall = tall }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tall[indexPath.row] ?? tableView.rowHeight
    }
}
