import HostContextTesting
import Testing
import UIKit

/// Step 3: the cell styles' parts and where they go, accessories, separators and the selected look.
@Suite(.freshHostContext) @MainActor struct TableCellTests {
    private func laidOut(_ cell: UITableViewCell, width: CGFloat = 320, height: CGFloat = 44) -> UITableViewCell {
        cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func eachStyleHasTheLabelsUIKitGivesIt() {
        let plain = UITableViewCell(style: .default, reuseIdentifier: "a")
        #expect(plain.textLabel != nil && plain.detailTextLabel == nil && plain.imageView != nil)
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: "b")
        #expect(value1.textLabel != nil && value1.detailTextLabel != nil && value1.imageView != nil)
        let value2 = UITableViewCell(style: .value2, reuseIdentifier: "c")
        #expect(value2.detailTextLabel != nil && value2.imageView == nil)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: "d")
        #expect(subtitle.detailTextLabel != nil)
        #expect(subtitle.textLabel!.superview === subtitle.contentView)
        #expect(subtitle.reuseIdentifier == "d")
    }

    @Test func value1PutsTheDetailOnTheTrailingSide() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        _ = laidOut(cell)
        let detail = cell.detailTextLabel!.frame, text = cell.textLabel!.frame
        #expect(text.minX == 16)                         // the layout margin
        #expect(detail.maxX == CGFloat(320 - 16))
        #expect(detail.width == cell.detailTextLabel!.intrinsicContentSize.width)
        #expect(text.maxX <= detail.minX)
    }

    @Test func subtitlePutsTheDetailUnderTheText() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Subtitle"
        _ = laidOut(cell, height: 60)
        let text = cell.textLabel!.frame, detail = cell.detailTextLabel!.frame
        #expect(detail.minY == text.maxY)
        #expect(text.minX == 16 && detail.minX == 16)
        // The pair is centred vertically.
        #expect(isClose(text.minY, 60 - detail.maxY))
    }

    @Test func anAccessoryNarrowsTheContentView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        _ = laidOut(cell)
        #expect(cell.contentView.frame.width == 320)
        cell.accessoryType = .disclosureIndicator
        _ = laidOut(cell)
        #expect(cell.contentView.frame.width == CGFloat(320 - 34))
        cell.accessoryType = .checkmark
        _ = laidOut(cell)
        #expect(cell.contentView.frame.width == CGFloat(320 - 34))
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        cell.accessoryView = custom
        _ = laidOut(cell)
        #expect(custom.frame == CGRect(x: 320 - 16 - 50, y: 12, width: 50, height: 20))
        #expect(cell.contentView.frame.width == CGFloat(320 - 66))
    }

    @Test func theAccessoryIsDrawn() {
        func pixels(_ type: UITableViewCell.AccessoryType) -> Int {
            let cell = laidOut(UITableViewCell(style: .default, reuseIdentifier: nil))
            cell.accessoryType = type
            cell.layoutIfNeeded()
            let image = renderImage(of: cell, scale: 1)
            // Count non-white pixels in the accessory column above the separator.
            var count = 0
            for x in 290..<318 {
                for y in 4..<40 where rgba(image, at: CGPoint(x: x, y: y)) != [255, 255, 255, 255] { count += 1 }
            }
            return count
        }
        #expect(pixels(.none) == 0)
        #expect(pixels(.disclosureIndicator) > 10)
        #expect(pixels(.checkmark) > 10)
    }

    @Test func theSeparatorFollowsItsInsetAndTheTable() {
        let cell = laidOut(UITableViewCell(style: .default, reuseIdentifier: nil))
        let separator = cell.subviews.last!
        #expect(separator.frame == CGRect(x: 16, y: 43.5, width: 304, height: 0.5))  // one pixel at 2×
        cell.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
        cell.layoutIfNeeded()
        #expect(separator.frame == CGRect(x: 60, y: 43.5, width: 250, height: 0.5))

        let f = TableFixture(ListViewController(rows: [5])) { $0.separatorStyle = .none }
        #expect(f.tableView.visibleCells.allSatisfy { $0.subviews.last!.isHidden })
    }

    @Test func selectedAndHighlightedShowTheSelectedBackground() {
        let cell = laidOut(UITableViewCell(style: .default, reuseIdentifier: nil))
        let before = cell.subviews.count
        cell.setSelected(true, animated: true)
        #expect(cell.isSelected)
        #expect(cell.subviews.count == before + 1)
        let gray = cell.subviews.first!
        cell.layoutIfNeeded()
        #expect(gray.frame == cell.bounds)
        cell.isSelected = false
        #expect(cell.subviews.count == before)
        cell.isHighlighted = true
        #expect(cell.subviews.first === gray)

        let custom = UIView()
        cell.selectedBackgroundView = custom
        #expect(cell.subviews.contains { $0 === custom } && !cell.subviews.contains { $0 === gray })
        cell.selectionStyle = .none
        #expect(!cell.subviews.contains { $0 === custom })
        cell.isHighlighted = false
        cell.selectionStyle = .default
        #expect(!cell.subviews.contains { $0 === custom })
    }

    @Test func prepareForReuseClearsSelection() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.isSelected = true
        cell.isHighlighted = true
        cell.prepareForReuse()
        #expect(!cell.isSelected && !cell.isHighlighted)
    }
}
