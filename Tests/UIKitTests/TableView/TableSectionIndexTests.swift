import HostContextTesting
import Testing
@testable import UIKit

/// A letter-indexed list as iOS developers write one: five sections A–E of 30 rows, title headers
/// and `sectionIndexTitles(for:)`.
@MainActor
final class IndexedListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let letters = ["A", "B", "C", "D", "E"]
    var indexQueries: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.rowHeight = 44
        tableView.sectionHeaderHeight = 28
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int { letters.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { letters[section] }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        indexQueries.append(title)
        return letters.firstIndex(of: title)!
    }
}

@Suite(.freshHostContext) @MainActor struct TableSectionIndexTests {
    // Geometry the test expects, from the documented constants: a 16-pt bar on the right edge with
    // 14-pt titles centred vertically; sections of 28 + 30 × 44 = 1,348 pt.
    let sectionHeight: CGFloat = 28 + 30 * 44
    let blockTop: CGFloat = (480 - 5 * 14) / 2

    func titleCentre(_ i: Int) -> CGPoint { CGPoint(x: 312, y: blockTop + 14 * CGFloat(i) + 7) }

    @Test func touchingAndDraggingAlongTheIndexScrollsToEachSection() {
        HostClock.reset()
        let vc = IndexedListController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        let t = vc.tableView
        guard let bar = t.subviews.first(where: { $0 is TableSectionIndexBar }) else {
            Issue.record("no index bar"); return
        }
        #expect(bar.frame == CGRect(x: 304, y: 0, width: 16, height: 480))
        #expect(window.hitTest(titleCentre(2), with: nil) === bar)

        // A finger rests on "C" (held past the scroll view's 150-ms content-touch delay).
        var time: TimeInterval = 0
        window.sendTouch(.began, at: titleCentre(2), timestamp: time)
        for _ in 0..<15 { time += 1.0 / 60; window.tick(timestamp: time) }
        #expect(vc.indexQueries == ["C"])
        #expect(t.contentOffset.y == 2 * sectionHeight)
        #expect(t.headerView(forSection: 2)?.frame.minY == t.contentOffset.y)
        #expect(t.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 2))
        // The bar moved with the visible area.
        #expect(bar.frame == CGRect(x: 304, y: 2 * sectionHeight, width: 16, height: 480))

        // Dragging down the index to "E": the table follows title by title; the rows do not scroll
        // under the finger (the scroll view's pan does not begin on the index).
        var offsets: [CGFloat] = []
        for step in 1...8 {
            time += 1.0 / 60
            window.sendTouch(.moved, at: CGPoint(x: 312, y: titleCentre(2).y + 3.5 * CGFloat(step)), timestamp: time)
            window.tick(timestamp: time)
            offsets.append(t.contentOffset.y)
            #expect(!t.isDragging)
        }
        #expect(vc.indexQueries == ["C", "D", "E"])
        // E's top, 4 × 1,348 = 5,392, is below the last offset the content allows (6,740 − 480 =
        // 6,260), so E's header reaches the top. The finger is over C, D, D, D, D, E, E, E.
        #expect(offsets == [2, 3, 3, 3, 3, 4, 4, 4].map { CGFloat($0) * sectionHeight })
        window.sendTouch(.ended, at: titleCentre(4), timestamp: time)
        window.tick(timestamp: time + 0.1)
        #expect(t.contentOffset.y == 4 * sectionHeight)
    }

    @Test func aDragStartingBesideTheIndexStillScrollsTheRows() {
        HostClock.reset()
        let vc = IndexedListController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        var time: TimeInterval = 0
        window.sendTouch(.began, at: CGPoint(x: 290, y: 300), timestamp: time)
        for i in 1...6 {
            time += 1.0 / 60
            window.sendTouch(.moved, at: CGPoint(x: 290, y: 300 - 20 * CGFloat(i)), timestamp: time)
            window.tick(timestamp: time)
        }
        #expect(vc.tableView.isDragging)
        #expect(vc.tableView.contentOffset.y > 0)
        #expect(vc.indexQueries.isEmpty)
        window.sendTouch(.ended, at: CGPoint(x: 290, y: 180), timestamp: time)
    }

    @Test func noTitlesMeansNoBar() {
        let f = TableFixture(ListViewController(rows: [10]))
        #expect(!f.tableView.subviews.contains { $0 is TableSectionIndexBar })
    }
}
