import Testing
import UIKit

/// Editing mode end to end: a grocery list written the classic iOS way (a `UITableViewController`
/// in a navigation controller, `editButtonItem` on the right, `commit editingStyle` removing the
/// item and calling `deleteRows`, `moveRowAt` moving it), driven by touches through the window.
///
/// Geometry, from the window alone: the navigation bar takes 0..44 (no status bar), so the table's
/// content starts at window y 44 and row i spans 44 + 44 i ..< 88 + 44 i. In editing mode the
/// delete control's column is 38 pt wide at the leading edge, the reorder control's 44 pt at the
/// trailing edge (ScrollKit's metrics, UITableViewCell+Editing), and the Delete button at least
/// 74 pt (SwipeActionsView).
@Suite(.serialized) @MainActor struct TableEditingTests {
    final class GroceryCell: UITableViewCell {
        var transitions: [String] = []
        override func willTransition(to state: StateMask) {
            super.willTransition(to: state)
            transitions.append("will \(state.rawValue)")
        }
        override func didTransition(to state: StateMask) {
            super.didTransition(to: state)
            transitions.append("did \(state.rawValue)")
        }
    }

    final class GroceryListViewController: UITableViewController {
        var items = ["Apples", "Bread", "Cheese", "Dates", "Eggs", "Flour"]
        var log: [String] = []
        /// Items that cannot be edited (nor moved).
        var locked: Set<String> = []
        /// A bug to test: commit calls deleteRows without removing the item from the model.
        var forgetsToUpdateTheModel = false
        /// Swipe-to-delete outside editing mode (see docs/PORTING.md).
        var swipeToDelete = false
        /// Rows may not be dropped above this one.
        var firstMovableRow = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Groceries"
            tableView.register(GroceryCell.self, forCellReuseIdentifier: "Item")
            navigationItem.rightBarButtonItem = editButtonItem
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            !locked.contains(items[indexPath.row])
        }

        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                forRowAt indexPath: IndexPath) {
            log.append("commit \(editingStyle) \(indexPath.row)")
            if editingStyle == .delete {
                if !forgetsToUpdateTheModel { items.remove(at: indexPath.row) }
                tableView.deleteRows(at: [indexPath], with: .fade)
            } else if editingStyle == .insert {
                items.insert("New", at: indexPath.row)
                tableView.insertRows(at: [indexPath], with: .automatic)
            }
        }

        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
            let item = items.remove(at: sourceIndexPath.row)
            items.insert(item, at: destinationIndexPath.row)
        }

        override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                                toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
            log.append("target \(proposedDestinationIndexPath.row)")
            return proposedDestinationIndexPath.row < firstMovableRow
                ? IndexPath(row: firstMovableRow, section: 0) : proposedDestinationIndexPath
        }

        override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            if swipeToDelete { return .delete }
            return super.tableView(tableView, editingStyleForRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            log.append("willBeginEditing \(indexPath.row)")
        }

        override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            log.append("didEndEditing \(indexPath.map { "\($0.row)" } ?? "nil")")
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("select \(indexPath.row)")
        }
    }

    /// A 320×480 window showing the list in a navigation controller, with a 60 Hz script clock.
    @MainActor final class GroceryHost {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let vc = GroceryListViewController(style: .plain)
        let nav: UINavigationController
        var time: TimeInterval = 0

        init(direction: UIUserInterfaceLayoutDirection? = nil, configure: (GroceryListViewController) -> Void = { _ in }) {
            HostClock.reset()
            window.hostLayoutDirection = direction
            configure(vc)
            nav = UINavigationController(rootViewController: vc)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            window.tick(timestamp: 0)
            run(0.1)
        }

        var table: UITableView { vc.tableView }

        func run(_ seconds: TimeInterval) {
            for _ in 0..<Int((seconds * 60).rounded()) { time += 1.0 / 60; window.tick(timestamp: time) }
        }

        /// A finger held 0.2 s (past the content-touch delay), then lifted.
        func tap(_ p: CGPoint) {
            window.sendTouch(.began, at: p, timestamp: time)
            window.tick(timestamp: time)
            run(0.2)
            window.sendTouch(.ended, at: p, timestamp: time)
            window.tick(timestamp: time)
        }

        /// A finger down at `from`, moved by `dy`/`dx` in `steps` 60 Hz moves; lifted after a
        /// 0.1 s rest unless `lift` is false.
        func drag(from: CGPoint, dx: CGFloat = 0, dy: CGFloat = 0, steps: Int = 12, lift: Bool = true) {
            window.sendTouch(.began, at: from, timestamp: time)
            window.tick(timestamp: time)
            for i in 1...steps {
                time += 1.0 / 60
                let f = CGFloat(i) / CGFloat(steps)
                window.sendTouch(.moved, at: CGPoint(x: from.x + dx * f, y: from.y + dy * f), timestamp: time)
                window.tick(timestamp: time)
            }
            guard lift else { return }
            run(0.1)
            window.sendTouch(.ended, at: CGPoint(x: from.x + dx, y: from.y + dy), timestamp: time)
            window.tick(timestamp: time)
        }

        func windowFrame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

        func cell(_ row: Int) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }

        var editButton: UIButton? {
            nav.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Edit" || $0.currentTitle == "Done" }
        }

        func tapEditButton() {
            guard let button = editButton else { return }
            let f = windowFrame(button)
            tap(CGPoint(x: f.midX, y: f.midY))
        }

        /// The visible rows' titles, top to bottom.
        var shownTitles: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }

        func buttons(in view: UIView) -> [UIButton] {
            view.subviews.flatMap { ($0 as? UIButton).map { [$0] } ?? buttons(in: $0) }
        }
    }

    /// Window y of row `i`'s top.
    func rowTop(_ i: Int) -> CGFloat { 44 + 44 * CGFloat(i) }

    @Test func theEditButtonSlidesTheControlsInAndDoneSlidesThemOut() throws {
        let host = GroceryHost()
        let table = host.table
        #expect(host.windowFrame(try #require(host.cell(0))) == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(host.editButton?.currentTitle == "Edit")
        // Not editing: content 320 wide less the 34-pt disclosure column (TableAppearance).
        #expect(try #require(host.cell(2)).contentView.frame == CGRect(x: 0, y: 0, width: 320 - 34, height: 44))

        host.tapEditButton()
        #expect(host.vc.isEditing && table.isEditing)
        #expect(host.editButton?.currentTitle == "Done")
        let cell = try #require(host.cell(2) as? GroceryCell)
        #expect(cell.isEditing && cell.editingStyle == .delete && cell.showsReorderControl)
        // Half-way through the 0.3 s slide the delete control is between its hidden and shown places.
        host.run(0.1)
        let control = try #require(cell.subviews.first { $0 is UIControl && !($0 is UIButton) })
        // The model is at the end at once; the presentation shows the slide (centre -19 → 19 in the cell).
        let midX = try #require(control.layer.presentation()).position.x
        #expect(midX > -19 && midX < 19)
        host.run(0.4)
        #expect(host.windowFrame(control) == CGRect(x: 0, y: rowTop(2), width: 38, height: 44))
        // The content indents by the control's column and gives the reorder column up; the
        // accessory gives way to the reorder control (editingAccessoryType is .none).
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 320 - 38 - 44, height: 44))
        #expect(host.windowFrame(try #require(cell.textLabel)).minX == 38 + 16)
        #expect(cell.separatorInset.left == 16)
        #expect(host.windowFrame(cell).minX == 0)
        let reorder = try #require(cell.subviews.first { type(of: $0) != UIView.self && $0.frame.width == 44 && $0.frame.minX == 276 })
        #expect(host.windowFrame(reorder) == CGRect(x: 276, y: rowTop(2), width: 44, height: 44))
        #expect(cell.transitions == ["will 1", "did 1"])

        host.tapEditButton()
        #expect(!host.vc.isEditing && !table.isEditing && !cell.isEditing)
        #expect(host.editButton?.currentTitle == "Edit")
        host.run(0.5)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320 - 34, height: 44))
        #expect(control.isHidden && reorder.isHidden)
        #expect(cell.transitions == ["will 1", "did 1", "will 0", "did 0"])
        #expect(host.vc.log.isEmpty)
    }

    @Test func theControlsAreDrawnWhereTheirFramesSay() throws {
        let host = GroceryHost()
        host.vc.setEditing(true, animated: false)
        host.run(0.1)
        let image = renderImage(of: host.window)
        let y = rowTop(2) + 22  // row 2's middle
        // The red circle (systemRed 255, 59, 48), 22 pt across, centred in the 38-pt column
        // (x 8…30), with a white bar 12 × 2 pt across its middle.
        let red = [255, 59, 48, 255], white = [255, 255, 255, 255]
        #expect(isNear(rgba(image, at: CGPoint(x: 19, y: y - 6)), red, tolerance: 4))
        #expect(isNear(rgba(image, at: CGPoint(x: 27.5, y: y)), red, tolerance: 4))
        #expect(isNear(rgba(image, at: CGPoint(x: 19, y: y)), white))
        #expect(isNear(rgba(image, at: CGPoint(x: 4, y: y)), white))  // left of the circle
        // The reorder control's middle line (196, 196, 199), 18 pt long and 2 pt thick, centred in
        // the 44-pt column at the trailing edge (x 276…320); white between the lines.
        #expect(isNear(rgba(image, at: CGPoint(x: 298, y: y)), [196, 196, 199, 255]))
        #expect(isNear(rgba(image, at: CGPoint(x: 298, y: y - 5)), [196, 196, 199, 255]))
        #expect(isNear(rgba(image, at: CGPoint(x: 298, y: y + 2.5)), white))
        #expect(isNear(rgba(image, at: CGPoint(x: 312, y: y)), white))  // beyond the line's end
    }

    @Test func theDeleteControlRevealsDeleteAndTappingItCommitsTheDelete() throws {
        let host = GroceryHost()
        host.vc.setEditing(true, animated: false)
        #expect(host.editButton?.currentTitle == "Done")
        host.run(0.1)
        let cheese = try #require(host.cell(2))
        // The red control: the 38-pt column's centre.
        host.tap(CGPoint(x: 19, y: rowTop(2) + 22))
        host.run(0.5)
        #expect(cheese.showingDeleteConfirmation)
        let delete = try #require(host.buttons(in: cheese).first)
        #expect(delete.title(for: .normal) == "Delete")
        let f = host.windowFrame(delete)
        #expect(f.maxX == 320 && f.minY == rowTop(2) && f.height == 44 && f.width >= 74)
        #expect(host.vc.log.isEmpty)  // nothing committed yet

        host.tap(CGPoint(x: f.midX, y: f.midY))
        #expect(host.vc.log == ["commit delete 2"])
        host.run(0.5)
        #expect(host.vc.items == ["Apples", "Bread", "Dates", "Eggs", "Flour"])
        #expect(host.table.numberOfRows(inSection: 0) == 5)
        #expect(host.shownTitles == host.vc.items)
        #expect(host.table.visibleCells.allSatisfy { $0.isEditing && $0.bounds.origin.x == 0 })
        #expect(host.windowFrame(try #require(host.cell(2))) == CGRect(x: 0, y: rowTop(2), width: 320, height: 44))
    }

    @Test func aSecondTapOnTheControlOrATapElsewhereHidesTheConfirmation() throws {
        let host = GroceryHost()
        host.vc.setEditing(true, animated: false)
        host.run(0.1)
        let bread = try #require(host.cell(1))
        host.tap(CGPoint(x: 19, y: rowTop(1) + 22))
        host.run(0.5)
        #expect(bread.showingDeleteConfirmation)
        host.tap(CGPoint(x: 19, y: rowTop(1) + 22))
        host.run(0.5)
        #expect(!bread.showingDeleteConfirmation && host.buttons(in: bread).isEmpty && bread.bounds.origin.x == 0)
        host.tap(CGPoint(x: 19, y: rowTop(1) + 22))
        host.run(0.5)
        host.tap(CGPoint(x: 150, y: rowTop(4) + 22))
        host.run(0.5)
        #expect(!bread.showingDeleteConfirmation && host.buttons(in: bread).isEmpty)
        #expect(host.vc.log.isEmpty)
        #expect(host.table.indexPathForSelectedRow == nil)  // no selection while editing by default
    }

    @Test func swipeToDeleteStillWorksOutsideEditingMode() throws {
        let host = GroceryHost { $0.swipeToDelete = true }
        let bread = try #require(host.cell(1))
        host.drag(from: CGPoint(x: 250, y: rowTop(1) + 22), dx: -150, steps: 15)
        host.run(0.5)
        #expect(host.table.contentOffset.y == -44)  // the swipe did not scroll
        let delete = try #require(host.buttons(in: bread).first)
        #expect(delete.title(for: .normal) == "Delete")
        #expect(host.vc.log == ["willBeginEditing 1"])
        #expect(!host.table.isEditing)
        let f = host.windowFrame(delete)
        host.tap(CGPoint(x: f.midX, y: f.midY))
        host.run(0.5)
        // The row is gone when the swipe closes, so the delegate hears nil.
        #expect(host.vc.log == ["willBeginEditing 1", "commit delete 1", "didEndEditing nil"])
        #expect(host.shownTitles == ["Apples", "Cheese", "Dates", "Eggs", "Flour"])
    }

    @Test func withoutSwipeToDeleteAHorizontalDragDoesNothing() throws {
        let host = GroceryHost()
        let bread = try #require(host.cell(1))
        host.drag(from: CGPoint(x: 250, y: rowTop(1) + 22), dx: -150, steps: 15)
        host.run(0.5)
        #expect(host.buttons(in: bread).isEmpty && bread.bounds.origin.x == 0 && host.vc.log.isEmpty)
    }

    @Test func draggingTheReorderControlMovesTheRowLiveAndMovesItOnRelease() throws {
        let host = GroceryHost()
        host.vc.setEditing(true, animated: false)
        host.run(0.1)
        let apples = try #require(host.cell(0)), bread = try #require(host.cell(1))
        let cheese = try #require(host.cell(2)), dates = try #require(host.cell(3))
        // Down by 100 pt from the reorder control of row 0: its centre goes to table y 122, in
        // row 2's slot (88..<132), so rows 1 and 2 slide up by one row and row 3 stays.
        host.drag(from: CGPoint(x: 298, y: rowTop(0) + 22), dy: 100, steps: 20, lift: false)
        host.run(0.5)
        #expect(host.table.contentOffset.y == -44)  // the table did not scroll
        #expect(host.windowFrame(apples).minY == rowTop(0) + 100)
        #expect(host.windowFrame(bread).minY == rowTop(0))
        #expect(host.windowFrame(cheese).minY == rowTop(1))
        #expect(host.windowFrame(dates).minY == rowTop(3))
        #expect(host.vc.log.last == "target 2")
        #expect(!host.vc.log.contains { $0.hasPrefix("move") })

        host.window.sendTouch(.ended, at: CGPoint(x: 298, y: rowTop(0) + 122), timestamp: host.time)
        host.window.tick(timestamp: host.time)
        #expect(host.vc.log.last == "move 0 to 2")
        #expect(host.vc.items == ["Bread", "Cheese", "Apples", "Dates", "Eggs", "Flour"])
        host.run(0.5)
        #expect(host.shownTitles == host.vc.items)
        for (i, cell) in host.table.visibleCells.enumerated() {
            #expect(host.windowFrame(cell) == CGRect(x: 0, y: rowTop(i), width: 320, height: 44))
        }
        #expect(host.cell(2) === apples)  // the row kept its cell
        #expect(host.table.isEditing && apples.isEditing)
    }

    /// The model changes under a drag (the app reloads, say, after a sync): the dragged row's index
    /// paths no longer name it, so lifting the finger moves nothing in the model.
    @Test func aReloadDuringAReorderDragEndsTheDragWithoutAMove() throws {
        let host = GroceryHost()
        host.vc.setEditing(true, animated: false)
        host.run(0.1)
        host.drag(from: CGPoint(x: 298, y: rowTop(0) + 22), dy: 100, steps: 20, lift: false)
        host.run(0.2)
        host.vc.items.insert("Avocados", at: 0)
        host.table.reloadData()
        host.run(0.2)
        host.window.sendTouch(.ended, at: CGPoint(x: 298, y: rowTop(0) + 122), timestamp: host.time)
        host.window.tick(timestamp: host.time)
        host.run(0.5)
        #expect(!host.vc.log.contains { $0.hasPrefix("move") })
        #expect(host.vc.items == ["Avocados", "Apples", "Bread", "Cheese", "Dates", "Eggs", "Flour"])
        #expect(host.shownTitles == host.vc.items)
        for (i, cell) in host.table.visibleCells.enumerated() {
            #expect(host.windowFrame(cell) == CGRect(x: 0, y: rowTop(i), width: 320, height: 44))
        }
    }

    @Test func holdingADraggedRowNearTheBottomEdgeScrollsTheTableUnderIt() throws {
        let host = GroceryHost { $0.items = (1...30).map { "Item \($0)" } }
        host.vc.setEditing(true, animated: false)
        host.run(0.1)
        let item2 = try #require(host.cell(1))
        // Row 1's control (window y 110, content y 66: the row's middle) down to window y 470,
        // 10 pt above the bottom edge, inside the 44-pt autoscroll band.
        host.drag(from: CGPoint(x: 298, y: rowTop(1) + 22), dy: 360, steps: 20, lift: false)
        host.run(1)
        let offset = host.table.contentOffset.y
        // At 34/44 of the band's depth the table scrolls at 600 × 34/44 ≈ 464 pt/s.
        #expect(offset > -44 + 300 && offset < 1320 - 480)
        // The row is still under the finger: its middle at the finger's content y.
        let fingerY = offset + 470
        #expect(item2.frame.midY == fingerY)
        host.window.sendTouch(.ended, at: CGPoint(x: 298, y: 470), timestamp: host.time)
        host.window.tick(timestamp: host.time)
        let destination = Int((fingerY / 44).rounded(.down))
        #expect(host.vc.log.last == "move 1 to \(destination)")
        #expect(host.vc.items[destination] == "Item 2")
        host.run(0.5)
        #expect(host.table.contentOffset.y == offset)
        #expect(host.cell(destination) === item2)
        #expect(host.shownTitles == Array(host.vc.items[host.table.indexPathsForVisibleRows!.first!.row...].prefix(host.shownTitles.count)))
    }

    @Test func theDelegateCanRedirectTheDropAndADropInPlaceMovesNothing() throws {
        let host = GroceryHost { $0.firstMovableRow = 1 }
        host.vc.setEditing(true, animated: false)
        host.run(0.1)
        // Row 3 dragged up to row 0's slot: the delegate sends it to row 1 instead.
        host.drag(from: CGPoint(x: 298, y: rowTop(3) + 22), dy: -132, steps: 20)
        host.run(0.5)
        #expect(host.vc.log.contains("target 0"))
        #expect(host.vc.log.last == "move 3 to 1")
        #expect(host.vc.items == ["Apples", "Dates", "Bread", "Cheese", "Eggs", "Flour"])
        #expect(host.shownTitles == host.vc.items)

        host.vc.log = []
        let before = host.vc.items
        host.drag(from: CGPoint(x: 298, y: rowTop(4) + 22), dy: 15, steps: 10)
        host.run(0.5)
        #expect(!host.vc.log.contains { $0.hasPrefix("move") })
        #expect(host.vc.items == before && host.shownTitles == before)
        #expect(host.windowFrame(try #require(host.cell(4))).minY == rowTop(4))
    }

    @Test func rowsThatCannotBeEditedNeitherIndentNorShowControls() throws {
        let host = GroceryHost { $0.locked = ["Bread"] }
        host.tapEditButton()
        host.run(0.5)
        let bread = try #require(host.cell(1)), cheese = try #require(host.cell(2))
        #expect(!bread.isEditing && cheese.isEditing)
        #expect(bread.contentView.frame == CGRect(x: 0, y: 0, width: 320 - 34, height: 44))
        #expect(bread.subviews.allSatisfy { !($0 is UIControl) || $0.isHidden || $0.frame.maxX <= 0 })
        // Its leading edge and trailing edge do nothing: no commit, no move, no scroll.
        host.tap(CGPoint(x: 19, y: rowTop(1) + 22))
        host.drag(from: CGPoint(x: 298, y: rowTop(1) + 22), dy: 60, steps: 12)
        host.run(1)
        #expect(host.vc.log.filter { !$0.hasPrefix("target") }.isEmpty)
        #expect(host.vc.items == ["Apples", "Bread", "Cheese", "Dates", "Eggs", "Flour"])
        #expect(!bread.showingDeleteConfirmation)
    }

    @Test func aCommitThatLeavesTheModelUnchangedReloadsTheTable() throws {
        let host = GroceryHost { $0.forgetsToUpdateTheModel = true }
        host.vc.setEditing(true, animated: false)
        host.run(0.1)
        host.tap(CGPoint(x: 19, y: rowTop(2) + 22))
        host.run(0.5)
        let cell2 = try #require(host.cell(2))
        let delete = try #require(host.buttons(in: cell2).first)
        let f = host.windowFrame(delete)
        host.tap(CGPoint(x: f.midX, y: f.midY))
        host.run(0.5)
        // iOS raises NSInternalInconsistencyException; ScrollKit logs it and reloads (TableUpdates).
        #expect(host.vc.log == ["commit delete 2"])
        #expect(host.table.numberOfRows(inSection: 0) == 6)
        #expect(host.shownTitles == host.vc.items)
        #expect(host.table.isEditing && host.table.visibleCells.allSatisfy { $0.isEditing && $0.bounds.origin.x == 0 })
        for (i, cell) in host.table.visibleCells.enumerated() {
            #expect(host.windowFrame(cell) == CGRect(x: 0, y: rowTop(i), width: 320, height: 44))
        }
    }

    @Test func selectionDuringEditingFollowsTheTwoProperties() throws {
        let host = GroceryHost()
        host.vc.setEditing(true, animated: false)
        host.run(0.1)
        host.tap(CGPoint(x: 150, y: rowTop(1) + 22))
        #expect(host.table.indexPathForSelectedRow == nil && host.vc.log.isEmpty)

        host.table.allowsSelectionDuringEditing = true
        host.tap(CGPoint(x: 150, y: rowTop(1) + 22))
        #expect(host.vc.log == ["select 1"])
        // A tap on the reorder control never selects.
        host.tap(CGPoint(x: 298, y: rowTop(3) + 22))
        #expect(host.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])

        host.table.allowsMultipleSelectionDuringEditing = true
        host.tap(CGPoint(x: 150, y: rowTop(4) + 22))
        #expect(host.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)])
        // Checkmark circles replace the delete controls (the 38-pt column stays); a tap on row 1's
        // circle deselects it, and no Delete confirmation appears.
        let bread = try #require(host.cell(1))
        let circle = try #require(bread.subviews.first { $0 is UIControl && !($0 is UIButton) })
        #expect(host.windowFrame(circle) == CGRect(x: 0, y: rowTop(1), width: 38, height: 44) && !circle.isHidden)
        host.tap(CGPoint(x: 19, y: rowTop(1) + 22))
        host.run(0.5)
        #expect(host.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(!bread.showingDeleteConfirmation && host.buttons(in: bread).isEmpty)
        #expect(host.vc.log == ["select 1", "select 4"])
        // Outside editing, the table's own (single) selection applies again.
        host.vc.setEditing(false, animated: false)
        host.tap(CGPoint(x: 150, y: rowTop(0) + 22))
        #expect(host.table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    }

    @Test func aDiffableDataSourceSubclassReordersItsSnapshot() throws {
        final class ReorderableDataSource: UITableViewDiffableDataSource<Int, String> {
            // Rows must be editable to move (iOS: rows that cannot be edited show no controls).
            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        }
        final class ChoresViewController: UIViewController {
            let tableView = UITableView(frame: .zero, style: .plain)
            var dataSource: ReorderableDataSource!
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.frame = view.bounds
                view.addSubview(tableView)
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Chore")
                dataSource = ReorderableDataSource(tableView: tableView) { tableView, indexPath, chore in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Chore", for: indexPath)
                    cell.textLabel?.text = chore
                    return cell
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["Dishes", "Laundry", "Plants", "Trash"])
                dataSource.apply(snapshot, animatingDifferences: false)
                tableView.setEditing(true, animated: false)
            }
        }
        let vc = ChoresViewController()
        let host = ScreenHost(vc)
        host.run(0.1)
        let cell = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.isEditing && cell.showsReorderControl && cell.editingStyle == .delete)
        // Row 0 (0..<44) dragged down by 100: its middle at 122, in row 2's slot.
        host.window.sendTouch(.began, at: CGPoint(x: 298, y: 22), timestamp: host.time)
        for i in 1...20 {
            host.time += 1.0 / 60
            host.window.sendTouch(.moved, at: CGPoint(x: 298, y: 22 + 5 * CGFloat(i)), timestamp: host.time)
            host.window.tick(timestamp: host.time)
        }
        host.window.sendTouch(.ended, at: CGPoint(x: 298, y: 122), timestamp: host.time)
        host.window.tick(timestamp: host.time)
        host.run(0.5)
        #expect(vc.dataSource.snapshot().itemIdentifiers == ["Laundry", "Plants", "Dishes", "Trash"])
        #expect(vc.tableView.visibleCells.map { $0.textLabel?.text } == ["Laundry", "Plants", "Dishes", "Trash"])
    }

    @Test func anInsertControlCommitsAtOnce() throws {
        final class WithAddRow: UITableViewController {
            var items = ["One", "Two"]
            var log: [String] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count + 1 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = indexPath.row < items.count ? items[indexPath.row] : "Add"
                return cell
            }
            override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
                indexPath.row == items.count ? .insert : .delete
            }
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                log.append("commit \(editingStyle) \(indexPath.row)")
                items.append("Item \(items.count + 1)")
                tableView.insertRows(at: [indexPath], with: .automatic)
            }
        }
        let vc = WithAddRow(style: .plain)
        let host = ScreenHost(vc)
        vc.isEditing = true
        #expect(vc.tableView.isEditing)
        host.run(0.1)
        let add = try #require(vc.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(add.editingStyle == .insert && !add.showsReorderControl)
        #expect(add.contentView.frame == CGRect(x: 38, y: 0, width: 320 - 38, height: 44))
        host.tap(CGPoint(x: 19, y: 88 + 22))
        #expect(vc.log == ["commit insert 2"])
        host.run(0.5)
        #expect(vc.tableView.visibleCells.map { $0.textLabel?.text } == ["One", "Two", "Item 3", "Add"])
    }
}
