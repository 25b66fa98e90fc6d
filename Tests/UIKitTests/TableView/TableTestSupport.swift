import UIKit

/// A cell that counts how many were ever created, so a test can show that reuse bounds them.
final class CountingCell: UITableViewCell {
    @MainActor static var created = 0
    var reuseCount = 0

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.created += 1
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A list screen written the way an iOS developer writes a `UITableViewController`: the controller
/// owns the table as its view and is its data source and delegate. Rows, heights and titles come
/// from closures so each test states its data; every delegate call is logged in order.
@MainActor
class ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let style: UITableView.Style
    var tableView: UITableView!
    var rowCounts: [Int]
    var heightForRow: ((IndexPath) -> CGFloat)?
    var estimateForRow: ((IndexPath) -> CGFloat)?
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var viewForHeader: ((Int) -> UIView?)?
    var heightForHeader: ((Int) -> CGFloat)?
    var redirectSelection: ((IndexPath) -> IndexPath?)?
    var refuseHighlight: Set<IndexPath> = []
    var log: [String] = []
    var heightQueries = 0
    var didScrollCount = 0

    init(rows: [Int], style: UITableView.Style = .plain) {
        rowCounts = rows
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        tableView = UITableView(frame: UIScreen.main.bounds, style: style)
        tableView.register(CountingCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightQueries += 1
        return heightForRow?(indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimateForRow?(indexPath) ?? tableView.estimatedRowHeight
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { viewForHeader?(section) }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        heightForHeader?(section) ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.append("willDisplayHeader \(section)")
    }

    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.append("didEndDisplayingHeader \(section)")
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.row)")
        return !refuseHighlight.contains(indexPath)
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.row)") }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return redirectSelection.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }

    // UIScrollViewDelegate, through the same delegate property.
    func scrollViewDidScroll(_ scrollView: UIScrollView) { didScrollCount += 1 }

    /// The log without the scroll-driven display calls.
    var selectionLog: [String] { log.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") } }
}

/// A 320×480 window showing a list controller, with a script clock like ScrollViewFixture's.
@MainActor
final class TableFixture {
    let window: UIWindow
    let controller: ListViewController
    var time: TimeInterval = 0
    var tableView: UITableView { controller.tableView }

    init(_ controller: ListViewController, configure: (UITableView) -> Void = { _ in }) {
        HostClock.reset()
        CountingCell.created = 0
        self.controller = controller
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = controller.view
        configure(controller.tableView)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
    }

    /// The cells that are subviews of the table now.
    var liveCells: [UITableViewCell] { tableView.subviews.compactMap { $0 as? UITableViewCell } }

    func tick(after dt: TimeInterval = 1.0 / 60) {
        time += dt
        window.tick(timestamp: time)
    }

    /// A finger from `from` moving by `dy` over `duration` at 120 Hz, lifted while moving (a fling
    /// when fast). Calls `eachFrame` after every tick.
    func fling(from: CGPoint = CGPoint(x: 160, y: 400), dy: CGFloat, duration: TimeInterval = 0.1,
               eachFrame: () -> Void = {}) {
        let steps = max(1, Int((duration * 120).rounded()))
        window.sendTouch(.began, at: from, timestamp: time)
        window.tick(timestamp: time)
        var p = from
        for i in 1...steps {
            time += duration / Double(steps)
            p = CGPoint(x: from.x, y: from.y + dy * CGFloat(i) / CGFloat(steps))
            window.sendTouch(.moved, at: p, timestamp: time)
            window.tick(timestamp: time)
            eachFrame()
        }
        time += duration / Double(steps)
        window.sendTouch(.ended, at: CGPoint(x: p.x, y: p.y + dy / CGFloat(steps)), timestamp: time)
        window.tick(timestamp: time)
        eachFrame()
    }

    /// Ticks at 60 Hz while the table moves (at most `limit` seconds), calling `eachFrame`.
    func settle(limit: TimeInterval = 20, eachFrame: () -> Void = {}) {
        let end = time + limit
        repeat {
            tick()
            eachFrame()
        } while (tableView.isDecelerating || window.needsFrames) && time < end
    }

    func tap(_ p: CGPoint, hold: TimeInterval = 0.05) {
        window.sendTouch(.began, at: p, timestamp: time)
        window.tick(timestamp: time)
        time += hold
        window.sendTouch(.ended, at: p, timestamp: time)
        window.tick(timestamp: time)
    }
}
