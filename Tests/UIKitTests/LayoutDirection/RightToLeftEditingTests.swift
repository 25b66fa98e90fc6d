import Foundation
import Testing
@testable import UIKit

/// Right to left, a table's editing mode is the left-to-right one mirrored, as iOS mirrors its
/// cells: the delete control in the 38-pt column at the right edge, the reorder control in the
/// 44-pt column at the left edge, the content indented from the right, the Delete confirmation
/// uncovered on the left; and the disclosure chevron points left. The grocery list and its
/// geometry are TableEditingTests' (row i spans window y 44 + 44 i ..< 88 + 44 i); every expected
/// frame here is that test's left-to-right frame mirrored in the 320-pt window (x' = 320 − maxX).
@Suite(.serialized) @MainActor struct RightToLeftEditingTests {
    typealias GroceryHost = TableEditingTests.GroceryHost

    func rowTop(_ i: Int) -> CGFloat { 44 + 44 * CGFloat(i) }

    @Test func theEditingControlsSwapSides() throws {
        let host = GroceryHost(direction: .rightToLeft)
        host.vc.setEditing(true, animated: false)
        host.run(0.1)
        let cell = try #require(host.cell(2))
        // Left to right: control (0, 38 wide), content (38, 238 wide), reorder (276, 44 wide).
        let control = try #require(cell.subviews.first { $0 is UIControl && !($0 is UIButton) })
        #expect(host.windowFrame(control) == CGRect(x: 320 - 38, y: rowTop(2), width: 38, height: 44))
        #expect(cell.contentView.frame == CGRect(x: 44, y: 0, width: 320 - 38 - 44, height: 44))
        // The text 16 pt from the content's leading (right) edge.
        #expect(host.windowFrame(try #require(cell.textLabel)).maxX == 320 - 38 - 16)
        let reorder = try #require(cell.subviews.first { type(of: $0) != UIView.self && $0.frame.width == 44 && $0.frame.minX == 0 })
        #expect(host.windowFrame(reorder) == CGRect(x: 0, y: rowTop(2), width: 44, height: 44))

        // Leaving editing slides them out beyond their own edges: the control past the right one.
        host.vc.setEditing(false, animated: false)
        host.run(0.1)
        #expect(control.isHidden && reorder.isHidden)
        #expect(control.frame.minX == 320 && reorder.frame.maxX == 0)
        #expect(cell.contentView.frame == CGRect(x: 34, y: 0, width: 320 - 34, height: 44))
    }

    @Test func theControlsAreDrawnOnTheirMirroredSides() throws {
        let host = GroceryHost(direction: .rightToLeft)
        host.vc.setEditing(true, animated: false)
        host.run(0.1)
        let image = renderImage(of: host.window)
        let y = rowTop(2) + 22
        let red = [255, 59, 48, 255], white = [255, 255, 255, 255], grip = [196, 196, 199, 255]
        // The red circle centred in the right column (x 282…320, centre 301), its white bar across.
        #expect(isNear(rgba(image, at: CGPoint(x: 301, y: y - 6)), red, tolerance: 4))
        #expect(isNear(rgba(image, at: CGPoint(x: 301, y: y)), white))
        #expect(isNear(rgba(image, at: CGPoint(x: 316, y: y)), white))  // right of the circle
        // The grip's middle line, 18 pt long, centred in the left column (x 0…44, centre 22).
        #expect(isNear(rgba(image, at: CGPoint(x: 22, y: y)), grip))
        #expect(isNear(rgba(image, at: CGPoint(x: 22, y: y - 5)), grip))
        #expect(isNear(rgba(image, at: CGPoint(x: 8, y: y)), white))  // beyond the line's end
    }

    @Test func tappingTheRightHandControlRevealsDeleteOnTheLeft() throws {
        let host = GroceryHost(direction: .rightToLeft)
        host.vc.setEditing(true, animated: false)
        host.run(0.1)
        let cheese = try #require(host.cell(2))
        host.tap(CGPoint(x: 320 - 19, y: rowTop(2) + 22))
        host.run(0.5)
        #expect(cheese.showingDeleteConfirmation)
        let delete = try #require(host.buttons(in: cheese).first)
        #expect(delete.title(for: .normal) == "Delete")
        let f = host.windowFrame(delete)
        #expect(f.minX == 0 && f.minY == rowTop(2) && f.height == 44 && f.width >= 74)
        host.tap(CGPoint(x: f.midX, y: f.midY))
        #expect(host.vc.log == ["commit delete 2"])
        host.run(0.5)
        #expect(host.vc.items == ["Apples", "Bread", "Dates", "Eggs", "Flour"])
    }

    @Test func draggingTheLeftHandGripMovesTheRow() throws {
        let host = GroceryHost(direction: .rightToLeft)
        host.vc.setEditing(true, animated: false)
        host.run(0.1)
        // Down 100 pt from row 0's grip (the left column's centre, x 22): into row 2's slot.
        host.drag(from: CGPoint(x: 22, y: rowTop(0) + 22), dy: 100, steps: 20)
        #expect(host.vc.log.last == "move 0 to 2")
        #expect(host.vc.items == ["Bread", "Cheese", "Apples", "Dates", "Eggs", "Flour"])
        #expect(host.table.contentOffset.y == -44)
    }

    /// The chevron is two 2-pt gray strokes meeting at a tip 3.5 pt from the centre of a point 4 pt
    /// from the accessory column's centre towards the content (TableCellAccessoryView): left to
    /// right the column is x 286…320, the tip at x 302.5 on the right; right to left the column is
    /// x 0…34 and the tip at 17.5, on the left, with the open side towards x 24.5.
    @Test func theDisclosureChevronPointsLeft() throws {
        func isGray(_ p: [Int]) -> Bool { p.count == 4 && p[0] < 230 && p[0] > 150 && p[2] < 235 }
        func isWhite(_ p: [Int]) -> Bool { isNear(p, [255, 255, 255, 255]) }
        let y = rowTop(2) + 22
        let ltr = renderImage(of: GroceryHost().window)
        #expect(isGray(rgba(ltr, at: CGPoint(x: 302, y: y))))
        #expect(isWhite(rgba(ltr, at: CGPoint(x: 296, y: y))))
        let host = GroceryHost(direction: .rightToLeft)
        let rtl = renderImage(of: host.window)
        // The tip on the left, nothing where the arms open on the right.
        #expect(isGray(rgba(rtl, at: CGPoint(x: 18, y: y))))
        #expect(isWhite(rgba(rtl, at: CGPoint(x: 24, y: y))))
        // The upper arm passes through (21, y − 3), half-way from the tip to its end at (24.5, y − 6).
        #expect(isGray(rgba(rtl, at: CGPoint(x: 21, y: y - 3))))
        // Flipping the window back to left to right redraws it pointing right.
        host.window.hostLayoutDirection = .leftToRight
        host.run(0.1)
        let back = renderImage(of: host.window)
        #expect(isGray(rgba(back, at: CGPoint(x: 302, y: y))))
        #expect(isWhite(rgba(back, at: CGPoint(x: 296, y: y))))
    }
}
