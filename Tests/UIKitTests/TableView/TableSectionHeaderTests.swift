import Testing
import UIKit

/// Step 6: section headers and footers; sticky headers in the plain style.
@Suite(.serialized) @MainActor struct TableSectionHeaderTests {
    private func headers(_ t: UITableView) -> [String: CGRect] {
        var out: [String: CGRect] = [:]
        for case let v as UITableViewHeaderFooterView in t.subviews { out[v.textLabel?.text ?? "?"] = v.frame }
        return out
    }

    /// Three titled sections of 20 rows; 30-pt headers: section s starts at s × (30 + 880).
    private func titled(_ style: UITableView.Style) -> TableFixture {
        let vc = ListViewController(rows: [20, 20, 20], style: style)
        vc.headerTitles = [0: "A", 1: "B", 2: "C"]
        return TableFixture(vc) { $0.sectionHeaderHeight = 30; $0.sectionFooterHeight = 0 }
    }

    @Test func plainHeadersPinToTheTopUntilTheNextSectionPushesThem() {
        let f = titled(.plain)
        let t = f.tableView
        #expect(headers(t) == ["A": CGRect(x: 0, y: 0, width: 320, height: 30)])
        t.contentOffset = CGPoint(x: 0, y: 300); f.tick()
        #expect(headers(t) == ["A": CGRect(x: 0, y: 300, width: 320, height: 30)])   // pinned
        t.contentOffset = CGPoint(x: 0, y: 890); f.tick()
        // Section 0 ends at 910: its header is pushed up to 880; B scrolls in at 910.
        #expect(headers(t) == ["A": CGRect(x: 0, y: 880, width: 320, height: 30),
                               "B": CGRect(x: 0, y: 910, width: 320, height: 30)])
        t.contentOffset = CGPoint(x: 0, y: 1000); f.tick()
        #expect(headers(t) == ["B": CGRect(x: 0, y: 1000, width: 320, height: 30)])
        // Rows scroll under the pinned header: it is drawn above them.
        let header = t.subviews.first { $0 is UITableViewHeaderFooterView }!
        let headerIndex = t.subviews.firstIndex { $0 === header }!
        #expect(t.subviews.prefix(headerIndex).allSatisfy { $0 is UITableViewCell })
    }

    @Test func aPinnedHeaderCoversTheFooterScrollingUnderIt() {
        let vc = ListViewController(rows: [20, 20])
        vc.headerTitles = [0: "A", 1: "B"]
        vc.footerTitles = [0: "end of A"]
        let f = TableFixture(vc) { $0.sectionHeaderHeight = 30; $0.sectionFooterHeight = 20 }
        // Section 0: header 0–30, rows 30–910, footer 910–930. At 905, A is pushed to 900–930.
        f.tableView.contentOffset = CGPoint(x: 0, y: 905); f.tick()
        let views = f.tableView.subviews.compactMap { $0 as? UITableViewHeaderFooterView }
        let a = views.first { $0.textLabel?.text == "A" }!, footer = views.first { $0.textLabel?.text == "end of A" }!
        #expect(a.frame.minY == 900 && footer.frame.minY == 910)
        let index = { (v: UIView) in f.tableView.subviews.firstIndex { $0 === v }! }
        #expect(index(a) > index(footer))
    }

    @Test func plainHeadersPinUnderTheTopInset() {
        let f = titled(.plain)
        f.tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
        f.tableView.contentOffset = CGPoint(x: 0, y: 200); f.tick()
        #expect(headers(f.tableView)["A"]?.minY == 264)
    }

    @Test func groupedHeadersScrollWithTheRows() {
        let f = titled(.grouped)
        let t = f.tableView
        t.contentOffset = CGPoint(x: 0, y: 10); f.tick()
        #expect(headers(t) == ["A": CGRect(x: 0, y: 0, width: 320, height: 30)])
        t.contentOffset = CGPoint(x: 0, y: 300); f.tick()
        #expect(headers(t).isEmpty)
        t.contentOffset = CGPoint(x: 0, y: 890); f.tick()
        #expect(headers(t) == ["B": CGRect(x: 0, y: 910, width: 320, height: 30)])
    }

    @Test func topPaddingGoesAboveEachHeader() {
        let vc = ListViewController(rows: [2, 2])
        vc.headerTitles = [0: "A", 1: "B"]
        let f = TableFixture(vc) { $0.sectionHeaderHeight = 30; $0.sectionFooterHeight = 0; $0.sectionHeaderTopPadding = 10 }
        #expect(f.tableView.rectForHeader(inSection: 1) == CGRect(x: 0, y: 10 + 30 + 88 + 10, width: 320, height: 30))
        #expect(f.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 40)
        #expect(f.tableView.contentSize.height == CGFloat(2 * (10 + 30 + 88)))
    }

    @Test func delegateHeaderViewsAndHeightsAreUsed() {
        let vc = ListViewController(rows: [10, 10], style: .grouped)
        var made: [Int: UIView] = [:]
        vc.viewForHeader = { section in
            let view = UIView()
            made[section] = view
            return view
        }
        vc.heightForHeader = { $0 == 0 ? 50 : 20 }
        let f = TableFixture(vc) { $0.sectionFooterHeight = 0 }
        #expect(made[0]?.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(made[0]?.superview === f.tableView)
        #expect(f.tableView.rectForHeader(inSection: 1).minY == CGFloat(50 + 440))
        vc.log.removeAll()
        f.tableView.contentOffset = CGPoint(x: 0, y: 100); f.tick()
        // Header 0 (0–50) left the bounds [100, 580); header 1 (490–510) came in.
        #expect(vc.log.filter { $0.contains("Header") } == ["didEndDisplayingHeader 0", "willDisplayHeader 1"])
    }

    /// A header view class the way iOS code registers one.
    final class SectionHeader: UITableViewHeaderFooterView {
        @MainActor static var created = 0
        required init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            SectionHeader.created += 1
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func registeredHeaderViewsAreReusedAcrossSections() {
        let vc = ListViewController(rows: Array(repeating: 3, count: 200), style: .grouped)
        let f = TableFixture(vc) {
            $0.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
            $0.sectionHeaderHeight = 30
            $0.sectionFooterHeight = 0
        }
        SectionHeader.created = 0
        vc.viewForHeader = { [unowned f] section in
            let view = f.tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")!
            view.textLabel?.text = "Section \(section)"
            return view
        }
        f.tableView.reloadData()
        f.tick()
        #expect(f.tableView.dequeueReusableHeaderFooterView(withIdentifier: "Nope") == nil)
        // Sections are 30 + 132 = 162 pt: a 480-pt screen shows at most 4 headers at once.
        for step in 1...40 {
            f.tableView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 97); f.tick()
            let shown = f.tableView.subviews.compactMap { $0 as? SectionHeader }
            #expect(shown.count <= 4)
            for view in shown {
                let section = (0..<200).first { f.tableView.headerView(forSection: $0) === view }
                #expect(view.textLabel?.text == section.map { "Section \($0)" })
            }
        }
        #expect(SectionHeader.created <= 5)
    }

    @Test func automaticHeightsGiveTitledHeadersRoom() {
        let vc = ListViewController(rows: [3, 3])
        vc.headerTitles = [1: "Second"]
        vc.footerTitles = [0: "Note"]
        let f = TableFixture(vc)
        let t = f.tableView
        // Plain: an untitled header takes no room, titled headers and footers do.
        #expect(t.rectForHeader(inSection: 0).height == 0)
        #expect(t.rectForHeader(inSection: 1).height > 0)
        #expect(t.rectForFooter(inSection: 0).height > 0)
        #expect(t.rectForFooter(inSection: 1).height == 0)
        let footer = t.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.first { $0.textLabel?.text == "Note" }
        #expect(footer?.frame.minY == CGFloat(3 * 44))
    }
}
