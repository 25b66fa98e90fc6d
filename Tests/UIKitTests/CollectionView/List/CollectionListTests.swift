import Foundation
import LogCapture
import Testing
import UIKit

/// Collection view lists end to end in a 320×480 window: `UICollectionViewCompositionalLayout.list`,
/// `UICollectionViewListCell` with accessories, and outline expansion by tap through the diffable
/// data source's section snapshots. Expected numbers come from the documented metrics: a row is
/// `max(44, 11 + text height + 11)`; symbol accessories take 34 pt; indentation is 10 pt a level;
/// the separator starts at the text (content view x + 16) and is one device pixel thick.
@Suite(.serialized) @MainActor struct CollectionListTests {
    @MainActor final class Host: ControllerWindowHost {
        /// A finger dragged by `delta` in 12 frames at 60 Hz, resting 0.1 s before it lifts.
        func drag(from: CGPoint, by delta: CGPoint) {
            window.sendTouch(.began, at: from, timestamp: time)
            tick(at: time + 1.0 / 60)
            var p = from
            for i in 1...12 {
                p = CGPoint(x: from.x + delta.x * CGFloat(i) / 12, y: from.y + delta.y * CGFloat(i) / 12)
                window.sendTouch(.moved, at: p, timestamp: time)
                tick(at: time + 1.0 / 60)
            }
            tick(at: time + 0.1)
            window.sendTouch(.ended, at: p, timestamp: time)
            tick(at: time + 1.0 / 60)
        }
        /// Taps, then lets the update animation finish.
        func tapAndSettle(_ p: CGPoint) {
            tap(p)
            tick(at: time + 0.5)
        }
    }

    /// The height of a one-line 17 pt text, measured by a label of its own.
    static var textHeight: CGFloat {
        let probe = UILabel()
        probe.font = .systemFont(ofSize: 17)
        probe.text = "A"
        return probe.sizeThatFits(CGSize(width: 200, height: 0)).height
    }
    /// A list row of one line: the text between 11 pt margins, at least 44 pt.
    static var rowHeight: CGFloat { max(44, 11 + textHeight + 11) }
    static var pixel: CGFloat { 1 / max(UIScreen.main.scale, 1) }

    /// The separator: the cell's subview in the separator colour (rgba(60, 60, 67, 0.29)).
    static func separator(_ cell: UICollectionViewListCell) -> UIView {
        let color = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
        return cell.subviews.first { $0.backgroundColor == color }!
    }
    /// The symbol accessories (controls drawn by the cell), left to right.
    static func symbols(_ cell: UICollectionViewListCell) -> [UIControl] {
        cell.subviews.compactMap { $0 as? UIControl }.sorted { $0.frame.minX < $1.frame.minX }
    }

    static func cells(_ vc: OutlineListTestController) -> [String: UICollectionViewListCell] {
        var out: [String: UICollectionViewListCell] = [:]
        for case let cell as UICollectionViewListCell in vc.collectionView.visibleCells {
            if let text = (cell.contentConfiguration as? UIListContentConfiguration)?.text { out[text] = cell }
        }
        return out
    }

    /// The visible rows from top to bottom.
    static func order(_ vc: OutlineListTestController) -> [String] {
        cells(vc).sorted { $0.value.frame.minY < $1.value.frame.minY }.map(\.key)
    }

    static func expectRows(_ vc: OutlineListTestController, _ titles: [String], x: CGFloat = 0, width: CGFloat = 320, top: CGFloat = 0,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let cells = cells(vc)
        #expect(order(vc) == titles, sourceLocation: sourceLocation)
        for (i, title) in titles.enumerated() {
            let expected = CGRect(x: x, y: top + CGFloat(i) * rowHeight, width: width, height: rowHeight)
            #expect(cells[title]?.frame == expected, "\(title)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Layout

    @Test func plainListRowsTakeTheirContentsHeightFullWidth() {
        let vc = OutlineListTestController()
        let records = LogCapture.records { _ = Host(vc) }
        #expect(records.isEmpty, "\(records)")
        Self.expectRows(vc, ["A", "B", "C"])
        #expect(vc.collectionView.contentSize == CGSize(width: 320, height: 3 * Self.rowHeight))
        #expect(vc.collectionView.backgroundColor == UIColor.white)
    }

    @Test func insetGroupedListInsetsRowsAndKeepsTheGroupGaps() {
        let vc = OutlineListTestController(appearance: .insetGrouped)
        _ = Host(vc)
        // 16 pt on each side, 18 pt above the section (no header) and below it (no footer).
        Self.expectRows(vc, ["A", "B", "C"], x: 16, width: 288, top: 18)
        #expect(vc.collectionView.contentSize.height == 18 + 3 * Self.rowHeight + 18)
        #expect(vc.collectionView.backgroundColor == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
    }

    @Test func supplementaryHeaderAndFooterWithHeaderTopPadding() {
        let vc = OutlineListTestController(appearance: .plain) { configuration in
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            configuration.headerTopPadding = 10
        }
        let host = Host(vc)
        _ = host
        // Plain headers and footers are estimated at 28 pt; views without constraints keep it.
        let header = vc.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first
        let footer = vc.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).first
        #expect(header?.frame == CGRect(x: 0, y: 10, width: 320, height: 28))
        Self.expectRows(vc, ["A", "B", "C"], top: 38)
        #expect(footer?.frame == CGRect(x: 0, y: 38 + 3 * Self.rowHeight, width: 320, height: 28))
    }

    @Test func firstItemHeadersAndSidebarsDrawNoSeparatorWhereUIKitDrawsNone() {
        let header = OutlineListTestController(appearance: .grouped) { $0.headerMode = .firstItemInSection }
        _ = Host(header)
        var cells = Self.cells(header)
        #expect(Self.separator(cells["A"]!).isHidden)          // the section's header item
        #expect(!Self.separator(cells["B"]!).isHidden)
        Self.expectRows(header, ["A", "B", "C"], top: 18)        // grouped: full width, 18 pt gap
        let sidebar = OutlineListTestController(appearance: .sidebar)
        _ = Host(sidebar)
        cells = Self.cells(sidebar)
        #expect(cells.values.allSatisfy { Self.separator($0).isHidden })   // sidebars show no separators
        Self.expectRows(sidebar, ["A", "B", "C"], x: 16, width: 288, top: 18)
        #expect(cells["A"]!.subviews.first?.backgroundColor == .clear)     // a sidebar row's background
    }

    // MARK: Cells

    @Test func separatorsStartAtTheTextAndSkipTheLastRow() {
        let vc = OutlineListTestController()
        _ = Host(vc)
        let cells = Self.cells(vc)
        let a = cells["A"]!, c = cells["C"]!
        // A: an outline disclosure (34 pt) on the trailing side.
        #expect(a.contentView.frame == CGRect(x: 0, y: 0, width: 320 - 34, height: Self.rowHeight))
        let separator = Self.separator(a)
        #expect(!separator.isHidden)
        #expect(separator.frame == CGRect(x: 16, y: Self.rowHeight - Self.pixel, width: 304, height: Self.pixel))
        #expect(Self.separator(c).isHidden)   // the section's last row
        #expect(!Self.separator(cells["B"]!).isHidden)
    }

    @Test func accessoriesTakeTheirSlotsAndEditingOnesTakeNone() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = UILabel()
        label.text = "12"
        label.sizeToFit()
        let labelWidth = label.bounds.width
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        cell.accessories = [.delete(displayed: .always), .label(text: "12"), .checkmark(),
                            .customView(configuration: .init(customView: badge, placement: .trailing())),
                            .reorder(), .delete()]   // the last two show only while editing: never here
        cell.layoutIfNeeded()
        let trailing = (labelWidth + 16) + 34 + (20 + 16)
        #expect(cell.contentView.frame == CGRect(x: 34, y: 0, width: 320 - 34 - trailing, height: 44))
        #expect(Self.symbols(cell).count == 2)                       // the delete control and the checkmark
        #expect(Self.symbols(cell)[0].frame == CGRect(x: 0, y: 0, width: 34, height: 44))
        #expect(Self.symbols(cell)[1].frame == CGRect(x: 320 - 36 - 34, y: 0, width: 34, height: 44))
        // The badge sits last, with its 16 pt margin on the outer (right) side, centred vertically.
        #expect(badge.frame == CGRect(x: 320 - 36, y: 12, width: 20, height: 20))
        // Indentation moves the content and the leading accessory.
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(isClose(cell.contentView.frame.minX, 20 + 34, within: 1e-9))
        cell.indentsAccessories = false
        cell.layoutIfNeeded()
        #expect(isClose(cell.contentView.frame.minX, 20 + 34, within: 1e-9))
        // Bad input: a negative level counts as 0.
        cell.indentationLevel = -3
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 34)
    }

    // MARK: Outline

    @Test func tappingAHeaderRowInsertsItsChildrenInOrderAndCollapsesAgain() {
        let vc = OutlineListTestController()
        let host = Host(vc)
        let before = Self.cells(vc)
        host.tick(at: 1)
        host.tapAndSettle(CGPoint(x: 100, y: Self.rowHeight / 2))     // A, header style: anywhere toggles
        Self.expectRows(vc, ["A", "A1", "A2", "A3", "B", "C"])
        #expect(vc.selected.isEmpty)                                    // a header row is not selectable
        #expect(vc.dataSource.snapshot(for: .main).isExpanded("A"))
        let cells = Self.cells(vc)
        #expect(cells["A"] === before["A"] && cells["B"] === before["B"])
        #expect(Self.symbols(cells["A"]!).count == 1)
        let chevron = Self.symbols(cells["A"]!)[0]
        #expect(chevron.transform == CGAffineTransform(rotationAngle: .pi / 2))
        // Children are one level in: 10 pt of indentation, separator at 10 + 16.
        let a1 = cells["A1"]!
        #expect(a1.indentationLevel == 1)
        #expect(a1.contentView.frame == CGRect(x: 10, y: 0, width: 320 - 10 - 34, height: Self.rowHeight))
        #expect(Self.separator(a1).frame.minX == 26)
        // Collapse.
        host.tapAndSettle(CGPoint(x: 100, y: Self.rowHeight / 2))
        Self.expectRows(vc, ["A", "B", "C"])
        #expect(Self.symbols(Self.cells(vc)["A"]!)[0].transform == .identity)
    }

    @Test func aCellStyleOutlineTogglesFromItsAccessoryAndSelectsFromItsContent() {
        let vc = OutlineListTestController()
        let host = Host(vc)
        host.tick(at: 1)
        host.tapAndSettle(CGPoint(x: 100, y: Self.rowHeight / 2))                 // expand A
        let a2Mid = 2 * Self.rowHeight + Self.rowHeight / 2
        host.tapAndSettle(CGPoint(x: 100, y: a2Mid))                              // A2's content: selects
        #expect(vc.selected == ["A2"])
        Self.expectRows(vc, ["A", "A1", "A2", "A3", "B", "C"])
        // The selected row shows the list's gray (systemGray4, #D1D1D6) under its content.
        let gray = UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
        #expect(Self.cells(vc)["A2"]!.isSelected)
        #expect(Self.cells(vc)["A2"]!.subviews.first?.backgroundColor == gray)
        #expect(Self.cells(vc)["A1"]!.subviews.first?.backgroundColor == .white)
        host.tapAndSettle(CGPoint(x: 320 - 17, y: a2Mid))                         // A2's chevron: expands
        Self.expectRows(vc, ["A", "A1", "A2", "A2a", "A2b", "A3", "B", "C"])
        #expect(vc.selected == ["A2"])
        let a2a = Self.cells(vc)["A2a"]!
        #expect(a2a.indentationLevel == 2)
        #expect(a2a.contentView.frame.minX == 20)
        #expect(Self.separator(a2a).frame.minX == 36)
    }

    @Test func handlersCanRefuseAnExpandAndProvideChildrenLazily() {
        let vc = OutlineListTestController()
        let host = Host(vc)
        var log: [String] = []
        vc.dataSource.sectionSnapshotHandlers.shouldExpandItem = { item in log.append("should \(item)"); return item != "A" }
        vc.dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("will \($0)") }
        vc.dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("collapse \($0)") }
        vc.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
            log.append("children of \(parent): \(current.items)")
            var children = current
            children.append(["\(parent)2"])
            return children
        }
        host.tick(at: 1)
        host.tapAndSettle(CGPoint(x: 100, y: Self.rowHeight / 2))          // A: refused
        Self.expectRows(vc, ["A", "B", "C"])
        host.tapAndSettle(CGPoint(x: 100, y: Self.rowHeight * 1.5))        // B: lazily gets B2
        Self.expectRows(vc, ["A", "B", "B1", "B2", "C"])
        host.tapAndSettle(CGPoint(x: 100, y: Self.rowHeight * 1.5))        // B collapses
        Self.expectRows(vc, ["A", "B", "C"])
        #expect(log == ["should A", "should B", "will B", "children of B: [\"B1\"]", "collapse B"])
    }

    // MARK: Swipe actions

    @Test func aLeftSwipeOpensTheProvidersActionsAndATapRunsThem() {
        let vc = OutlineListTestController()
        let host = Host(vc)
        host.tick(at: 1)
        let c = Self.cells(vc)["C"]!
        let cMid = 2 * Self.rowHeight + Self.rowHeight / 2
        // C has Flag on its trailing side: released past half the button, the row stays open by the
        // button's width (at least the table's 74 pt), without scrolling.
        host.drag(from: CGPoint(x: 250, y: cMid), by: CGPoint(x: -120, y: 0))
        host.tick(at: host.time + 0.5)
        let open = c.bounds.origin.x
        #expect(open >= 74 && open < 120, "open by \(open)")
        #expect(vc.collectionView.contentOffset.y == 0)
        #expect(vc.selected.isEmpty)
        // The button fills the uncovered strip at the right edge; tapping it runs the action and closes the row.
        host.tap(CGPoint(x: 320 - open / 2, y: cMid))
        host.tick(at: host.time + 0.5)
        #expect(vc.swiped == ["C"])
        #expect(c.bounds.origin.x == 0)
        #expect(vc.selected.isEmpty)
    }

    @Test func aTapBesideAnOpenRowOnlyClosesIt() {
        let vc = OutlineListTestController()
        let host = Host(vc)
        host.tick(at: 1)
        let c = Self.cells(vc)["C"]!
        host.drag(from: CGPoint(x: 250, y: 2.5 * Self.rowHeight), by: CGPoint(x: -120, y: 0))
        host.tick(at: host.time + 0.5)
        #expect(c.bounds.origin.x > 0)
        host.tapAndSettle(CGPoint(x: 100, y: 1.5 * Self.rowHeight))       // B: closes C, does not expand B
        #expect(c.bounds.origin.x == 0)
        Self.expectRows(vc, ["A", "B", "C"])
        #expect(vc.swiped.isEmpty)
    }

    @Test func aNegativeHeaderTopPaddingIsLoggedAndCountsAsZero() {
        let vc = OutlineListTestController(appearance: .plain) { configuration in
            configuration.headerMode = .supplementary
            configuration.headerTopPadding = -5
        }
        let records = LogCapture.records { _ = Host(vc) }
        #expect(records.contains { $0.message.contains("headerTopPadding") })
        let header = vc.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first
        #expect(header?.frame.minY == 0)
    }
}
