import HostContextTesting
import Testing
import UIKit

/// Table and collection view controllers written the iOS way (issue 27 items 1–3 and 10): built-in
/// cells that size themselves, context menus, header configurations, configuration states, the
/// status bar and the old layout guides, driven through the window.
@Suite(.freshHostContext) @MainActor struct TableControllersCorpusTests {
    /// The views under `view` (depth first).
    func descendants(of view: UIView) -> [UIView] { view.subviews.flatMap { [$0] + descendants(of: $0) } }

    /// The window frame of the visible label showing `text`, if any.
    func labelFrame(_ text: String, in window: UIWindow) -> CGRect? {
        descendants(of: window).compactMap { $0 as? UILabel }.first { $0.text == text && !$0.isHidden && $0.window != nil }
            .map { $0.convert($0.bounds, to: nil) }
    }

    /// A finger held still at `p` for `seconds` (60 Hz frames), then lifted.
    func press(_ host: CorpusHost, at p: CGPoint, for seconds: TimeInterval) {
        host.window.sendTouch(.began, at: p, timestamp: host.time)
        host.tick()
        host.run(for: seconds)
        host.lift(at: p)
    }

    // MARK: Notes: built-in cells that self-size, the background view, the context menu

    @Test func defaultCellsWithWrappingTextGetRowsAsTallAsTheirText() {
        let vc = NotesListViewController()
        let host = CorpusHost(UINavigationController(rootViewController: vc))
        let font = UIFont.systemFont(ofSize: 17)   // the default cell's text font (iOS's Body size)
        // The long note's lines at the text column (320 less the 16 pt margins on both sides),
        // counted from a plain label's wrapped height in whole lines of the font.
        let probe = UILabel()
        probe.font = font
        probe.numberOfLines = 0
        probe.text = vc.notes[1]
        let column: CGFloat = 320 - 32
        let wrapped = probe.sizeThatFits(CGSize(width: column, height: CGFloat.greatestFiniteMagnitude)).height
        let lines = (wrapped / font.lineHeight).rounded()
        #expect(lines >= 3)
        // iOS: the text plus the 11 pt top and bottom margins of a cell's content; one-line rows stay 44 pt.
        let expected = lines * font.lineHeight + 2 * 11
        let table = vc.tableView!
        #expect(abs(table.rectForRow(at: IndexPath(row: 1, section: 0)).height - expected) < 0.5)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.textLabel!.frame.height >= lines * font.lineHeight - 0.5)
        _ = host
    }

    @Test func theEmptyStateBackgroundViewFillsTheTableAndStaysPutWhileItScrolls() {
        let vc = NotesListViewController()
        let host = CorpusHost(vc)
        let table = vc.tableView!
        #expect(table.backgroundView == nil)
        vc.notes = []
        table.reloadData()
        vc.updateEmptyState()
        host.run(for: 0.1)
        #expect(table.backgroundView === vc.emptyLabel)
        #expect(table.subviews.first === vc.emptyLabel)   // behind everything else
        #expect(vc.emptyLabel.frame == table.bounds)
        #expect(labelFrame("No Notes", in: host.window) == CGRect(x: 0, y: 0, width: 320, height: 480))
        // Pulled down (the table always bounces), the label keeps to the visible bounds.
        host.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 120), steps: 12, lift: false)
        #expect(table.contentOffset.y < 0)
        #expect(labelFrame("No Notes", in: host.window) == CGRect(x: 0, y: 0, width: 320, height: 480))
        host.lift(at: CGPoint(x: 160, y: 220))
    }

    @Test func aLongPressShowsTheMenuAndDeleteRunsItsHandler() {
        let vc = NotesListViewController()
        let host = CorpusHost(vc)
        let row0 = vc.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        let p = CGPoint(x: row0.midX, y: row0.midY)
        // Held 0.4 s: not long enough (the press recognizer waits 0.5 s), no menu.
        host.window.sendTouch(.began, at: p, timestamp: host.time)
        host.tick()
        host.run(for: 0.4)
        #expect(labelFrame("Share", in: host.window) == nil)
        host.run(for: 0.2)
        #expect(vc.menuEvents == ["willDisplay"])
        let share = labelFrame("Share", in: host.window), pin = labelFrame("Pin", in: host.window)
        let delete = labelFrame("Delete", in: host.window)
        #expect(share != nil && pin != nil && delete != nil)
        if let share, let pin, let delete {
            #expect(share.maxY <= pin.minY && pin.maxY <= delete.minY)   // in the menu's order
        }
        host.lift(at: p)
        #expect(vc.tableView.indexPathsForSelectedRows == nil)   // the press did not select the row
        #expect(vc.notes.count == 4)
        if let delete { host.tap(at: CGPoint(x: delete.midX, y: delete.midY)) }
        #expect(vc.menuEvents == ["willDisplay", "willEnd"])
        #expect(vc.notes == ["Call the plumber about the leaking tap in the upstairs bathroom before Friday, and ask whether the boiler can be serviced on the same visit",
                             "Book tickets", "Pick up the dry cleaning"])
        #expect(labelFrame("Share", in: host.window) == nil)   // the menu closed
        host.run(for: 0.5)
        #expect(vc.tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test func aTapOutsideTheMenuClosesItWithoutRunningAnAction() {
        let vc = NotesListViewController()
        let host = CorpusHost(vc)
        let row2 = vc.tableView.rectForRow(at: IndexPath(row: 2, section: 0))
        press(host, at: CGPoint(x: row2.midX, y: row2.midY), for: 0.6)
        #expect(labelFrame("Pin", in: host.window) != nil)
        host.tap(at: CGPoint(x: 10, y: 470))
        #expect(labelFrame("Pin", in: host.window) == nil)
        #expect(vc.pinned.isEmpty && vc.shared.isEmpty && vc.notes.count == 4)
        // A short tap on a row still selects it.
        host.tap(at: CGPoint(x: row2.midX, y: row2.midY))
        #expect(vc.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        // And the next long press on another row pins that row's note.
        let row3 = vc.tableView.rectForRow(at: IndexPath(row: 3, section: 0))
        press(host, at: CGPoint(x: row3.midX, y: row3.midY), for: 0.6)
        if let pin = labelFrame("Pin", in: host.window) { host.tap(at: CGPoint(x: pin.midX, y: pin.midY)) }
        #expect(vc.pinned == ["Pick up the dry cleaning"])
    }

    // MARK: Contacts: UITableViewController overrides and header configurations

    @Test func headersComeFromTheOverriddenDelegateMethodsWithTheirConfigurations() {
        let vc = ContactsIndexViewController(style: .plain)
        let host = CorpusHost(vc)
        let table = vc.tableView!
        #expect(vc.headerViewRequests > 0)
        // Section 1 starts after section 0's header and five 52 pt rows (heightForRowAt, heightForHeaderInSection).
        let h = ContactsIndexViewController.headerHeight, r = ContactsIndexViewController.rowHeight
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == h + 5 * r + h)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: h + 5 * r, width: 320, height: h))
        let header = table.headerView(forSection: 0)!
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "A")
        #expect(header.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .systemGroupedBackground)
        #expect(labelFrame("A", in: host.window) != nil)
        #expect(vc.displayedRows.contains(IndexPath(row: 0, section: 0)))
        // Separators measured from the automatic 16 pt inset: 16 + 40.
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.separatorInset.left == 56)
        #expect(vc.sectionIndexTitles(for: table) == ["A", "B", "C", "D", "E"])
    }

    // MARK: Settings: configuration states under an opaque bar

    @Test func optionCellsRestyleThemselvesForTheSelectedState() {
        let vc = AccountSettingsViewController()
        let nav = UINavigationController(rootViewController: vc)
        nav.navigationBar.isTranslucent = false
        let host = CorpusHost(nav, size: CGSize(width: 390, height: 844), safeArea: UIWindow.phoneSafeAreaInsets)
        let table = vc.tableView!
        // Not extended under the opaque bar: the table starts below it (47 pt status bar + 44 pt bar,
        // iOS's navigation bar height), and has no top safe-area inset of its own.
        #expect(isClose(table.frame.minY, 47 + 44))
        #expect(table.safeAreaInsets.top == 0)
        let cell1 = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! AccountSettingsViewController.OptionCell
        #expect(cell1.updates >= 1)   // asked before it was first displayed
        #expect(cell1.accessoryType == .none)
        #expect(cell1.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .white)
        let frame1 = cell1.convert(cell1.bounds, to: nil)
        host.tap(at: CGPoint(x: frame1.midX, y: frame1.midY))
        host.run(for: 0.1)
        #expect(cell1.isSelected)
        #expect(cell1.accessoryType == .checkmark)
        #expect(cell1.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == AccountSettingsViewController.selectedTint)
        #expect(cell1.backgroundConfiguration?.cornerRadius == 10)
        // Choosing another option deselects this one, which styles itself back.
        let cell0 = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let frame0 = cell0.convert(cell0.bounds, to: nil)
        host.tap(at: CGPoint(x: frame0.midX, y: frame0.midY))
        host.run(for: 0.1)
        #expect(!cell1.isSelected && cell1.accessoryType == .none)
        #expect(cell1.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .white)
        #expect(cell0.accessoryType == .checkmark)
    }

    @Test func theSignOutRowsHandlerRunsOnEachStateChange() {
        let vc = AccountSettingsViewController()
        let host = CorpusHost(UINavigationController(rootViewController: vc), size: CGSize(width: 390, height: 844),
                              safeArea: UIWindow.phoneSafeAreaInsets)
        let cell = vc.tableView.cellForRow(at: IndexPath(row: 0, section: 1))!
        #expect(vc.signOutHandlerStates == [false])   // once before display
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Sign Out")
        let frame = cell.convert(cell.bounds, to: nil)
        host.window.sendTouch(.began, at: CGPoint(x: frame.midX, y: frame.midY), timestamp: host.time)
        host.run(for: 0.2)
        #expect(vc.signOutHandlerStates.last == true)   // highlighted under the finger
        #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .systemGray4)
        host.lift(at: CGPoint(x: frame.midX, y: frame.midY))
        host.run(for: 0.1)
        #expect(vc.signedOut)
        #expect(vc.signOutHandlerStates.last == false)   // deselected again
    }

    // MARK: The photo grid: UICollectionViewController, the status bar, menus

    @Test func theGridPushesAFullScreenPhotoThatHidesTheStatusBar() {
        let grid = PhotoAlbumGridViewController()
        let nav = UINavigationController(rootViewController: grid)
        let host = CorpusHost(nav, size: CGSize(width: 390, height: 844), safeArea: UIWindow.phoneSafeAreaInsets)
        host.window.simulatedStatusBar = .notchedPhone
        #expect(host.window.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        // Three columns of squares with 2 pt gaps: (390 − 2 × 2) / 3.
        let side = (390 - 2 * 2) / 3.0
        let item4 = grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!
        #expect(abs(item4.frame.width - side) < 1e-9)
        let f = item4.convert(item4.bounds, to: nil)
        host.tap(at: CGPoint(x: f.midX, y: f.midY))
        host.run(for: 0.6)
        #expect(grid.opened == ["Photo 5"])
        #expect(nav.topViewController is FullScreenPhotoViewController)
        #expect(host.window.statusBarFrame == .zero)   // hidden by the pushed controller
        // A notched phone's safe area stays when the status bar hides.
        #expect(host.window.safeAreaInsets.top == 47)
        // A tap shows the chrome: the status bar comes back.
        host.tap(at: CGPoint(x: 195, y: 400))
        #expect(host.window.statusBarFrame.height == 47)
        // Back to the grid: the selection is cleared as the grid appears again.
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(item4.backgroundConfiguration?.strokeWidth == 3)   // outlined by its update handler
        _ = nav.popViewController(animated: false)
        host.run(for: 0.1)
        #expect(grid.collectionView.indexPathsForSelectedItems == [])
        #expect(item4.backgroundConfiguration?.strokeWidth == 0)
        #expect(host.window.statusBarFrame.height == 47)
    }

    @Test func aLongPressOnAPhotoOffersFavoriteAndRemove() {
        let grid = PhotoAlbumGridViewController()
        let host = CorpusHost(UINavigationController(rootViewController: grid), size: CGSize(width: 390, height: 844),
                              safeArea: UIWindow.phoneSafeAreaInsets)
        let cell = grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        let f = cell.convert(cell.bounds, to: nil)
        press(host, at: CGPoint(x: f.midX, y: f.midY), for: 0.6)
        #expect(grid.opened.isEmpty)   // held, not tapped
        guard let remove = labelFrame("Remove", in: host.window) else { Issue.record("no menu"); return }
        #expect(labelFrame("Favorite", in: host.window) != nil)
        host.tap(at: CGPoint(x: remove.midX, y: remove.midY))
        host.run(for: 0.5)
        #expect(grid.photos.count == 29 && !grid.photos.contains("Photo 2"))
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 29)
    }

    // MARK: Old layout guides and a status-bar-forwarding navigation controller

    @Test func theLayoutGuidesMeasureTheStatusBarAndNavigationBar() {
        let vc = LegacyGuidesListViewController()
        let nav = StatusBarForwardingNavigationController(rootViewController: vc)
        // An iPhone 8: 375 × 667 with a 20 pt status bar and no other insets.
        let host = CorpusHost(nav, size: CGSize(width: 375, height: 667))
        host.window.simulatedStatusBar = .homeButtonPhone
        host.run(for: 0.1)
        #expect(host.window.safeAreaInsets.top == 20)
        // The guide's length is the status bar and the 44 pt navigation bar (iOS 7's 64 pt).
        #expect(isClose(vc.topLayoutGuide.length, 20 + 44))
        #expect(vc.bottomLayoutGuide.length == 0)
        #expect(isClose(vc.banner.frame.minY, 64) && vc.banner.frame.height == LegacyGuidesListViewController.bannerHeight)
        #expect(isClose(vc.tableView.frame.minY, 64 + 40) && isClose(vc.tableView.frame.maxY, 667))
        // Pushing a controller that hides the status bar gives its 20 pt back on a home-button phone.
        let photo = FullScreenPhotoViewController(title: "Photo")
        nav.pushViewController(photo, animated: false)
        host.run(for: 0.1)
        #expect(host.window.statusBarFrame == .zero)
        #expect(host.window.safeAreaInsets.top == 0)
        #expect(photo.view.safeAreaInsets.top == 0)
        _ = nav.popViewController(animated: false)
        host.run(for: 0.1)
        #expect(host.window.safeAreaInsets.top == 20)
        #expect(isClose(vc.banner.frame.minY, 64))
    }
}
