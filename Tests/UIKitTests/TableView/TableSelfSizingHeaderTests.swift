import Foundation
import HostContextTesting
import Testing
import UIKit

/// A settings-style screen whose section headers are `UITableViewHeaderFooterView`s holding a
/// banner pinned to the content view's edges with 8 pt margins, the banner 40 + 10 · section tall,
/// so each header's Auto Layout height is 56 + 10 · section (computed here, not asked of the table).
final class BannerHeadersViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    final class BannerHeader: UITableViewHeaderFooterView {
        let banner = UIView()
        var bannerHeight: NSLayoutConstraint!
        required init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            banner.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(banner)
            bannerHeight = banner.heightAnchor.constraint(equalToConstant: 40)
        // 999, as on iOS: the estimated size the view first gets must not break a required constraint.
        bannerHeight.priority = UILayoutPriority(999)
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                banner.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                banner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                banner.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                bannerHeight,
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    var tableView: UITableView!
    let rows = [2, 3, 4]

    override func loadView() {
        tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.register(BannerHeader.self, forHeaderFooterViewReuseIdentifier: "banner")
        tableView.rowHeight = 44
        tableView.sectionHeaderHeight = UITableView.automaticDimension
        tableView.estimatedSectionHeaderHeight = 30
        tableView.sectionFooterHeight = 0
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "banner") as! BannerHeader
        header.bannerHeight.constant = 40 + 10 * CGFloat(section)
        return header
    }
}

@Suite(.freshHostContext) @MainActor struct TableSelfSizingHeaderTests {
    @Test func automaticHeadersTakeTheirAutoLayoutHeight() {
        HostClock.reset()
        let vc = BannerHeadersViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        let table = vc.tableView!
        var y: CGFloat = 0
        for s in 0..<3 {
            let header: CGFloat = 56 + 10 * CGFloat(s)
            #expect(table.rectForHeader(inSection: s) == CGRect(x: 0, y: y, width: 320, height: header), "header \(s)")
            y += header
            for r in 0..<vc.rows[s] {
                #expect(table.rectForRow(at: IndexPath(row: r, section: s)).minY == y, "row \(s).\(r)")
                y += 44
            }
        }
        #expect(table.contentSize.height == y)
        // The header on screen has that height, and its banner is laid out inside the margins.
        let first = table.headerView(forSection: 0) as? BannerHeadersViewController.BannerHeader
        #expect(first?.frame.height == 56)
        first?.layoutIfNeeded()
        #expect(first?.banner.frame == CGRect(x: 16, y: 8, width: 288, height: 40))
    }

    @Test func aZeroEstimateTurnsSelfSizingOff() {
        HostClock.reset()
        let vc = BannerHeadersViewController()
        _ = vc.view
        vc.tableView.estimatedSectionHeaderHeight = 0
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        // Plain style, no title: the automatic header height is 0 (ScrollKit's TableAppearance).
        #expect(vc.tableView.rectForHeader(inSection: 1).height == 0)
    }
}
