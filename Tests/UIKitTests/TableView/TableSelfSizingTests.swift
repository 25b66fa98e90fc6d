import HostContextTesting
import Testing
import UIKit

/// A cell whose height comes from its constraints: an 8-pt margin above and below a block whose
/// height the data source sets, as an iOS self-sizing cell is written.
final class BlockCell: UITableViewCell {
    let block = UIView()
    var blockHeight: NSLayoutConstraint!

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        block.translatesAutoresizingMaskIntoConstraints = false
        block.backgroundColor = .systemBlue
        contentView.addSubview(block)
        blockHeight = block.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            block.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            blockHeight,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A list of self-sizing rows: row r's block is 20 + 10·(r mod 4) pt, so its row is 36 + 10·(r mod 4).
@MainActor
final class SelfSizingListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let rows: Int
    var displayed: [Int] = []
    var cellRequests = 0

    init(rows: Int) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    static func blockHeight(_ row: Int) -> CGFloat { 20 + 10 * CGFloat(row % 4) }
    static func rowHeight(_ row: Int) -> CGFloat { blockHeight(row) + 16 }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(BlockCell.self, forCellReuseIdentifier: "Block")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Block", for: indexPath) as! BlockCell
        cell.blockHeight.constant = Self.blockHeight(indexPath.row)
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath.row)
    }
}

@Suite(.freshHostContext) @MainActor struct TableSelfSizingTests {
    func show(_ vc: UIViewController) -> UIWindow {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    @Test func withoutEstimatesEveryRowTakesItsHeightFromItsConstraints() {
        let vc = SelfSizingListController(rows: 100)
        vc.loadViewIfNeeded()
        vc.tableView.estimatedRowHeight = 0
        let window = show(vc)
        let t = vc.tableView
        // Rows repeat 36, 46, 56, 66 pt: 25 × 204 = 5,100 pt.
        let expected = (0..<100).reduce(CGFloat(0)) { $0 + SelfSizingListController.rowHeight($1) }
        #expect(expected == 5100)
        #expect(t.contentSize.height == expected)
        var top: CGFloat = 0
        for row in 0..<12 {
            let h = SelfSizingListController.rowHeight(row)
            #expect(t.rectForRow(at: IndexPath(row: row, section: 0)) == CGRect(x: 0, y: top, width: 320, height: h))
            if let cell = t.cellForRow(at: IndexPath(row: row, section: 0)) as? BlockCell {
                // The window's Auto Layout pass places the block inside the self-sized cell.
                #expect(cell.frame == CGRect(x: 0, y: top, width: 320, height: h))
                #expect(cell.block.frame == CGRect(x: 16, y: 8, width: 288, height: h - 16))
            } else if top < 480 {
                Issue.record("row \(row) at \(top) should be on screen")
            }
            top += h
        }
        _ = window
    }

    @Test func withEstimatesOnlyTheRowsShownAreMeasuredAndEachCellIsConfiguredOnce() {
        let vc = SelfSizingListController(rows: 100)
        vc.loadViewIfNeeded()
        vc.tableView.estimatedRowHeight = 44
        _ = show(vc)
        let t = vc.tableView
        // Rows are measured top-down while their top is inside the 480-pt window.
        var top: CGFloat = 0, shown = 0
        while top < 480 { top += SelfSizingListController.rowHeight(shown); shown += 1 }
        #expect(shown == 10)  // 36+46+56+66 twice is 408, +36 = 444, +46 = 490
        #expect(t.visibleCells.count == shown)
        #expect(t.contentSize.height == top + CGFloat(100 - shown) * 44)
        #expect(vc.displayed == Array(0..<shown))
        // The data source configured each shown row once: measuring and showing use the same cell.
        #expect(vc.cellRequests == shown)
    }

    /// Rows above the viewport that resolve to heights other than their estimates while the finger
    /// drags the list down do not move what is on screen: row 150 follows the finger exactly, and the
    /// offset absorbs the difference between real and estimated heights of the rows that appeared.
    @Test func rowsResolvingAboveTheViewportDoNotMoveWhatIsOnScreen() {
        let vc = SelfSizingListController(rows: 200)
        vc.loadViewIfNeeded()
        vc.tableView.estimatedRowHeight = 44
        let window = show(vc)
        let t = vc.tableView
        let anchor = IndexPath(row: 150, section: 0)
        t.scrollToRow(at: anchor, at: .top, animated: false)
        var time: TimeInterval = 0.1
        window.tick(timestamp: time)
        // The first screen (rows 0–9, measured at load) has its real heights; rows 10–149 are
        // still 44-pt estimates.
        let row150Top = (0..<10).reduce(CGFloat(0)) { $0 + SelfSizingListController.rowHeight($1) } + CGFloat(140 * 44)
        #expect(row150Top == 6650)
        #expect(t.contentOffset.y == row150Top)
        #expect(t.cellForRow(at: anchor)?.frame.minY == row150Top)

        func screenY() -> CGFloat? { t.cellForRow(at: anchor).map { $0.frame.minY - t.contentOffset.y } }
        func displayedAbove() -> Set<Int> { Set(vc.displayed.filter { $0 < 150 }) }

        var finger = CGPoint(x: 160, y: 100)
        window.sendTouch(.began, at: finger, timestamp: time)
        window.tick(timestamp: time)
        finger.y += 15  // past the 10-pt slop: the drag begins
        time += 1.0 / 60
        window.sendTouch(.moved, at: finger, timestamp: time)
        window.tick(timestamp: time)
        guard let y0 = screenY() else { Issue.record("row 150 left the screen"); return }
        let offset0 = t.contentOffset.y
        let measured0 = displayedAbove()
        var totalCorrection: CGFloat = 0
        for k in 1...6 {
            finger.y += 20
            time += 1.0 / 60
            window.sendTouch(.moved, at: finger, timestamp: time)
            window.tick(timestamp: time)
            // Independently: every row above 150 shown so far was measured; its error moves the offset.
            let correction = displayedAbove().subtracting(measured0).reduce(CGFloat(0)) {
                $0 + SelfSizingListController.rowHeight($1) - 44
            }
            totalCorrection = correction
            #expect(screenY() == y0 + 20 * CGFloat(k), "step \(k): row 150 must follow the finger")
            #expect(abs(t.contentOffset.y - (offset0 - 20 * CGFloat(k) + correction)) < 1e-9, "step \(k)")
            // Every shown row sits directly below the one before it (no gaps or overlaps on screen).
            let frames = t.visibleCells.map(\.frame)
            for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.maxY == b.minY) }
        }
        #expect(!displayedAbove().subtracting(measured0).isEmpty)
        #expect(totalCorrection != 0)  // the estimates were wrong, so the test exercised a correction
        window.sendTouch(.ended, at: finger, timestamp: time)
    }

    @Test func aCellWithoutConstraintsIsTheStandard44Points() {
        let f = TableFixture(ListViewController(rows: [30]))
        #expect(f.tableView.rowHeight == UITableView.automaticDimension)
        #expect(f.tableView.visibleCells.allSatisfy { $0.frame.height == 44 })
        #expect(f.tableView.contentSize.height == CGFloat(30 * 44))
    }
}
