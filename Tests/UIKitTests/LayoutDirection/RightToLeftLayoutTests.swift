import Foundation
import Testing
import UIKit

/// Right-to-left layout: the same view controller in a left-to-right and a right-to-left window.
/// Every expected frame is worked out from the constraints by hand for the left-to-right window,
/// and its mirror from x' = width − maxX; nothing is read back from the code under test.
@Suite(.serialized) @MainActor struct RightToLeftLayoutTests {
    /// A 320 × 480 key window in `direction`, showing `vc`, laid out at t = 0.
    static func window(_ vc: UIViewController, _ direction: UIUserInterfaceLayoutDirection) -> UIWindow {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.hostLayoutDirection = direction
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    static func mirrored(_ r: CGRect, width: CGFloat = 320) -> CGRect {
        CGRect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height)
    }

    /// A title 20 pt in from the leading edge, a 60 × 30 button 16 pt in from the trailing edge, and
    /// a horizontal stack of three 50 × 40 views 10 pt apart starting 10 pt from the leading edge.
    final class RowViewController: UIViewController {
        let heading = UIView(), button = UIView(), stack = UIStackView()
        let boxes = (0..<3).map { _ in UIView() }
        override func viewDidLoad() {
            super.viewDidLoad()
            for v in [heading, button, stack] as [UIView] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            stack.axis = .horizontal
            stack.spacing = 10
            for box in boxes {
                box.translatesAutoresizingMaskIntoConstraints = false
                box.widthAnchor.constraint(equalToConstant: 50).isActive = true
                box.heightAnchor.constraint(equalToConstant: 40).isActive = true
                stack.addArrangedSubview(box)
            }
            NSLayoutConstraint.activate([
                heading.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                heading.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                heading.widthAnchor.constraint(equalToConstant: 100),
                heading.heightAnchor.constraint(equalToConstant: 20),
                view.trailingAnchor.constraint(equalTo: button.trailingAnchor, constant: 16),
                button.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                button.widthAnchor.constraint(equalToConstant: 60),
                button.heightAnchor.constraint(equalToConstant: 30),
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            ])
        }
    }

    @Test func leadingTrailingConstraintsAndStackViewsMirror() {
        let ltr = RowViewController(), rtl = RowViewController()
        _ = Self.window(ltr, .leftToRight)
        _ = Self.window(rtl, .rightToLeft)
        let title = CGRect(x: 20, y: 10, width: 100, height: 20)
        let button = CGRect(x: 320 - 16 - 60, y: 10, width: 60, height: 30)
        let boxes = (0..<3).map { CGRect(x: CGFloat($0) * 60, y: 0, width: 50, height: 40) }
        let stack = CGRect(x: 10, y: 100, width: 170, height: 40)
        #expect(ltr.heading.frame == title && ltr.button.frame == button && ltr.stack.frame == stack)
        #expect(ltr.boxes.map(\.frame) == boxes)
        #expect(rtl.heading.frame == Self.mirrored(title))
        #expect(rtl.button.frame == Self.mirrored(button))
        #expect(rtl.stack.frame == Self.mirrored(stack))
        // Inside the stack (170 wide) the first arranged view is on the right.
        #expect(rtl.boxes.map(\.frame) == boxes.map { Self.mirrored($0, width: 170) })
        #expect(rtl.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(rtl.traitCollection.layoutDirection == .rightToLeft)
        #expect(ltr.traitCollection.layoutDirection == .leftToRight)
    }

    @Test func changingTheWindowsDirectionLaysOutAgain() {
        let vc = RowViewController()
        let window = Self.window(vc, .leftToRight)
        #expect(vc.heading.frame.minX == 20)
        window.hostLayoutDirection = .rightToLeft
        window.tick(timestamp: 1.0 / 60)
        // The rebuilt solver reaches the same frame up to rounding.
        #expect(abs(vc.heading.frame.minX - (320 - 120)) < 1e-9)
        window.hostLayoutDirection = nil
        window.tick(timestamp: 2.0 / 60)
        #expect(vc.heading.frame.minX == 20)
    }

    @Test func semanticContentAttributesDecideTheDirectionOfASubtree() {
        let vc = RowViewController()
        _ = Self.window(vc, .rightToLeft)
        // Playback controls never flip; a forced attribute reaches the views below it.
        vc.stack.semanticContentAttribute = .playback
        vc.view.window?.tick(timestamp: 1.0 / 60)
        #expect(vc.stack.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(vc.boxes[0].frame.minX == 0)
        #expect(vc.boxes[0].traitCollection.layoutDirection == .rightToLeft)
        vc.view.semanticContentAttribute = .forceLeftToRight
        vc.view.window?.tick(timestamp: 2.0 / 60)
        #expect(vc.heading.frame.minX == 20)
        #expect(vc.boxes[0].traitCollection.layoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
    }

    @Test func aForcedDirectionTellsTheViewsBelowTheirTraitsChanged() {
        final class Listening: UIView {
            var heard: [UITraitEnvironmentLayoutDirection] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                heard.append(traitCollection.layoutDirection)
            }
        }
        let vc = UIViewController()
        let child = Listening()
        vc.view.addSubview(child)
        let window = Self.window(vc, .leftToRight)
        vc.view.semanticContentAttribute = .forceRightToLeft
        window.tick(timestamp: 1.0 / 60)
        #expect(child.heard == [.rightToLeft])
    }

    @Test func aHorizontalScrollViewKeepsItsOffsetFromTheLeftEdge() {
        let vc = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        scroll.contentSize = CGSize(width: 960, height: 200)
        vc.view.addSubview(scroll)
        let window = Self.window(vc, .rightToLeft)
        #expect(scroll.contentOffset == .zero)
        scroll.setContentOffset(CGPoint(x: 100, y: 0), animated: false)
        window.tick(timestamp: 1.0 / 60)
        #expect(scroll.contentOffset == CGPoint(x: 100, y: 0))
        #expect(scroll.bounds.minX == 100)
    }

    @Test func theLocaleDecidesTheDirection() {
        #expect(UIUserInterfaceLayoutDirection(localeIdentifier: "ar_EG.UTF-8") == .rightToLeft)
        #expect(UIUserInterfaceLayoutDirection(localeIdentifier: "he") == .rightToLeft)
        #expect(UIUserInterfaceLayoutDirection(localeIdentifier: "fa-IR") == .rightToLeft)
        #expect(UIUserInterfaceLayoutDirection(localeIdentifier: "en_US.UTF-8") == .leftToRight)
        #expect(UIUserInterfaceLayoutDirection(localeIdentifier: "C") == .leftToRight)
        #expect(UIUserInterfaceLayoutDirection(localeIdentifier: "") == .leftToRight)
        #expect(UIUserInterfaceLayoutDirection(localeIdentifier: "arn") == .leftToRight)  // Mapudungun, not Arabic
    }

    @Test func theApplicationsDirectionReachesWindowsWithoutOneOfTheirOwn() {
        let saved = UIApplication.hostLayoutDirection
        defer { UIApplication.hostLayoutDirection = saved }
        UIApplication.hostLayoutDirection = .rightToLeft
        let vc = RowViewController()
        _ = Self.window(vc, .rightToLeft)
        let plain = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(plain.traitCollection.layoutDirection == .rightToLeft)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
    }

    // MARK: Frame-based layouts

    final class SettingsTable: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Wi-Fi"
            cell.detailTextLabel?.text = "Home"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    static func windowFrame(_ view: UIView?) -> CGRect { view.map { $0.convert($0.bounds, to: nil) } ?? .null }

    @Test func tableCellsMirrorTheirContentAccessoryAndSeparator() throws {
        let ltr = SettingsTable(style: .plain), rtl = SettingsTable(style: .plain)
        _ = Self.window(ltr, .leftToRight)
        _ = Self.window(rtl, .rightToLeft)
        let a = try #require(ltr.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let b = try #require(rtl.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        // Left to right: the text 16 pt from the left, the 34 pt disclosure column on the right.
        #expect(Self.windowFrame(a.textLabel).minX == 16)
        #expect(Self.windowFrame(a.contentView) == CGRect(x: 0, y: 0, width: 320 - 34, height: a.bounds.height))
        for (name, view) in [("text", \UITableViewCell.textLabel), ("detail", \UITableViewCell.detailTextLabel)] as [(String, KeyPath<UITableViewCell, UILabel?>)] {
            #expect(Self.windowFrame(b[keyPath: view]) == Self.mirrored(Self.windowFrame(a[keyPath: view])), "\(name)")
        }
        #expect(Self.windowFrame(b.contentView) == Self.mirrored(Self.windowFrame(a.contentView)))
        #expect(Self.windowFrame(b.contentView).minX == 34)
        // The separator keeps its 16 pt inset on the leading side: the right.
        let separator = { (cell: UITableViewCell) in cell.subviews.last.map(Self.windowFrame) ?? .null }
        #expect(separator(b) == Self.mirrored(separator(a)))
    }

    @Test func theNavigationBarPutsTheBackButtonOnTheRight() throws {
        func stack(_ direction: UIUserInterfaceLayoutDirection) -> (UINavigationController, UIWindow) {
            let first = UIViewController(), second = UIViewController()
            first.title = "Settings"
            second.title = "Wi-Fi"
            second.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            let nav = UINavigationController(rootViewController: first)
            let window = Self.window(nav, direction)
            nav.pushViewController(second, animated: false)
            window.tick(timestamp: 1.0 / 60)
            return (nav, window)
        }
        let (ltr, _) = stack(.leftToRight), (rtl, _) = stack(.rightToLeft)
        func buttons(_ nav: UINavigationController) -> [UIButton] { nav.navigationBar.subviews.compactMap { $0 as? UIButton } }
        let back = try #require(buttons(ltr).first { $0.currentTitle?.hasSuffix("Settings") == true })
        let rtlBack = try #require(buttons(rtl).first { $0.currentTitle?.hasSuffix("Settings") == true })
        let edit = try #require(buttons(ltr).first { $0.currentTitle == "Edit" })
        let rtlEdit = try #require(buttons(rtl).first { $0.currentTitle == "Edit" })
        #expect(back.frame.minX == 8 && back.currentTitle == "‹ Settings")
        #expect(rtlBack.frame == Self.mirrored(back.frame) && rtlBack.currentTitle == "› Settings")
        #expect(rtlEdit.frame == Self.mirrored(edit.frame) && rtlEdit.frame.minX == 8)
        #expect(rtlBack.accessibilityLabel == "Settings")
    }

    final class Grid: UIViewController, UICollectionViewDataSource {
        let collectionView: UICollectionView
        init(collectionViewLayout layout: UICollectionViewLayout) {
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func loadView() {
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            view = collectionView
        }
    }

    @Test func aFlowLayoutStartsFromTheRight() throws {
        func grid(_ direction: UIUserInterfaceLayoutDirection) -> Grid {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 10
            let vc = Grid(collectionViewLayout: layout)
            _ = Self.window(vc, direction)
            return vc
        }
        let ltr = grid(.leftToRight), rtl = grid(.rightToLeft)
        for item in 0..<7 {
            let path = IndexPath(item: item, section: 0)
            let a = try #require(ltr.collectionView.cellForItem(at: path)).frame
            let b = try #require(rtl.collectionView.cellForItem(at: path)).frame
            #expect(b == Self.mirrored(a), "item \(item)")
            #expect(rtl.collectionView.layoutAttributesForItem(at: path)?.frame == b)
        }
        #expect(try #require(rtl.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))).frame.maxX == 320)
        #expect(rtl.collectionView.indexPathForItem(at: CGPoint(x: 300, y: 50)) == IndexPath(item: 0, section: 0))
        #expect(rtl.collectionView.contentOffset == .zero)
    }
}

/// `UIView.appearance()`: recorded values reach views when they first join a window.
@Suite(.serialized) @MainActor struct AppearanceProxyTests {
    @Test func appearanceForcesAnAppRightToLeftAndStylesLabels() {
        UIView.appearance().semanticContentAttribute = .forceRightToLeft
        UILabel.appearance().textColor = .red
        defer {
            UIView.appearance().semanticContentAttribute = nil
            UILabel.appearance().textColor = nil
        }
        #expect(UIView.appearance().semanticContentAttribute == .forceRightToLeft)
        let vc = RightToLeftLayoutTests.RowViewController()
        let label = UILabel(), styled = UILabel()
        styled.textColor = .blue
        vc.loadViewIfNeeded()
        vc.view.addSubview(label)
        #expect(label.textColor != .red)   // not yet in a window
        _ = RightToLeftLayoutTests.window(vc, .leftToRight)
        vc.view.addSubview(styled)
        // Every view joined forced right to left: the left-to-right window shows the mirrored row.
        #expect(vc.heading.frame == CGRect(x: 200, y: 10, width: 100, height: 20))
        #expect(label.textColor == .red)
        // A view's own later set wins.
        label.textColor = .green
        vc.view.addSubview(label)
        #expect(label.textColor == .green)
    }
}
