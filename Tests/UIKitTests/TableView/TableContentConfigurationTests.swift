import HostContextTesting
import Testing
import UIKit

/// `contentConfiguration` with `UIListContentConfiguration`, as iOS 14 code configures cells.
@Suite(.freshHostContext) @MainActor struct TableContentConfigurationTests {
    final class ContactsController: UIViewController, UITableViewDataSource {
        let tableView = UITableView(frame: .zero, style: .plain)
        var style: UITableViewCell.CellStyle = .default
        var secondary: String? = "Chemist"

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = view.bounds
            tableView.dataSource = self
            tableView.estimatedRowHeight = 0  // measure every row at load
            view.addSubview(tableView)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Person")
                ?? UITableViewCell(style: style, reuseIdentifier: "Person")
            var content = cell.defaultContentConfiguration()
            content.text = "Marie Curie"
            content.secondaryText = secondary
            cell.contentConfiguration = content
            return cell
        }
    }

    func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? labels(in: $0) }
    }

    func height(_ text: String, size: CGFloat, width: CGFloat) -> CGFloat {
        let probe = UILabel()
        probe.numberOfLines = 0
        probe.font = .systemFont(ofSize: size)
        probe.text = text
        return probe.sizeThatFits(CGSize(width: width, height: 0)).height
    }

    @Test func theDefaultConfigurationFollowsTheCellStyle() {
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration().secondaryTextProperties.font.pointSize == 12)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(plain.text == nil && plain.textProperties.font.pointSize == 17 && !plain.prefersSideBySideTextAndSecondaryText)
    }

    @Test func aSubtitleConfigurationStacksItsTextsAndSizesTheRow() {
        let vc = ContactsController()
        vc.style = .subtitle
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        HostClock.reset()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        // 11-pt margins, the 17-pt name, 3 pt, the 12-pt detail: the row's height.
        let textH = height("Marie Curie", size: 17, width: 288), detailH = height("Chemist", size: 12, width: 288)
        let expected = max(44, 11 + textH + 3 + detailH + 11)
        #expect(vc.tableView.rectForRow(at: IndexPath(row: 3, section: 0)).height == expected)
        #expect(vc.tableView.contentSize.height == 20 * expected)
        let cell = vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        let shown = labels(in: cell.contentView).filter { !$0.isHidden }
        #expect(shown.map(\.text) == ["Marie Curie", "Chemist"])
        let name = shown[0].convert(shown[0].bounds, to: cell), detail = shown[1].convert(shown[1].bounds, to: cell)
        #expect(name.minX == 16 && detail.minX == 16)
        #expect(abs(detail.minY - (name.maxY + 3)) < 1e-9)
        // The built-in labels are not used.
        #expect(cell.contentView.subviews.count == 1 && cell.contentView.subviews[0] is UIListContentView)
    }

    @Test func aValueConfigurationPutsTheSecondaryTextOnTheTrailingSide() {
        let vc = ContactsController()
        vc.style = .value1
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        HostClock.reset()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        let cell = vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        let detail = labels(in: cell.contentView).first { $0.text == "Chemist" }!
        let frame = detail.convert(detail.bounds, to: cell)
        #expect(frame.maxX == CGFloat(320 - 16))
        #expect(vc.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == max(44, 22 + height("Marie Curie", size: 17, width: 288)))
    }

    @Test func settingAnotherConfigurationUpdatesTheSameView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "One"
        cell.contentConfiguration = content
        let view = cell.contentView.subviews.first
        content.text = "Two"
        content.secondaryText = nil
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first === view)
        #expect(labels(in: cell.contentView).filter { !$0.isHidden }.map(\.text) == ["Two"])
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.isEmpty)
    }
}
