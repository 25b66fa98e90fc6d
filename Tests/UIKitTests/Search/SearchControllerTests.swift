import HostContextTesting
import Testing
@testable import UIKit

/// `UISearchController` in a navigation bar, driven as a user drives it: a tap in the field, typed
/// text and keys through the window, the Cancel button, the scope bar, and finger drags of the table.
/// The window has a phone's safe area (status bar 47 pt). Expected geometry comes from the documented
/// sizes: the bar's title row 44 pt, the search bar 56 pt, the scope bar row 44 pt.
@Suite(.freshHostContext) @MainActor
struct SearchControllerTests {
    static let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    static let status: CGFloat = 47, titleRow: CGFloat = 44, searchRow: CGFloat = 56, scopeRow: CGFloat = 44

    /// A contacts list written the iOS way: a table view controller that filters its names as the
    /// search text changes, and logs every search callback in the order it arrives.
    final class NamesViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate,
                                     UISearchControllerDelegate {
        let names = (0..<60).map { "Name \($0)" }
        var shown: [String] = []
        var log: [String] = []
        let searchController: UISearchController

        init(resultsController: UIViewController? = nil) {
            searchController = UISearchController(searchResultsController: resultsController)
            super.init(style: .plain)
        }
        required init?(coder: NSCoder) { fatalError() }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Names"
            shown = names
            searchController.searchResultsUpdater = self
            searchController.delegate = self
            searchController.searchBar.delegate = self
            searchController.searchBar.scopeButtonTitles = ["All", "Even"]
            navigationItem.searchController = searchController
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = shown[indexPath.row]
            return cell
        }

        func updateSearchResults(for searchController: UISearchController) {
            let text = searchController.searchBar.text ?? ""
            log.append("update:\(text)")
            shown = text.isEmpty ? names : names.filter { $0.contains(text) }
            tableView.reloadData()
        }
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return true }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange:\(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope:\(selectedScope)") }
        func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
    }

    private func show(_ root: UIViewController) -> (UIWindow, UINavigationController) {
        let window = makeTestWindow()
        window.safeAreaInsets = Self.phone
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return (window, nav)
    }

    /// The middle of the search field: 8 pt margins, a 36 pt field centred in the 56 pt search row
    /// under the status bar and the title row.
    static let fieldCentre = CGPoint(x: 160, y: status + titleRow + searchRow / 2)

    @Test func theSearchBarSitsUnderTheTitleAndTheContentStartsBelowIt() {
        let names = NamesViewController()
        let (_, nav) = show(names)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: Self.status, width: 320, height: Self.titleRow + Self.searchRow))
        let top = Self.status + Self.titleRow + Self.searchRow
        #expect(names.tableView.adjustedContentInset.top == top)
        #expect(names.tableView.contentOffset.y == -top)
        let field = names.searchController.searchBar.searchTextField
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 8, y: Self.status + Self.titleRow + 10, width: 304, height: 36))
        #expect(names.searchController.searchBar.placeholder == "Search")
    }

    @Test func typingThroughTheWindowUpdatesTheResultsInIOSOrder() {
        let names = NamesViewController()
        let (window, nav) = show(names)
        var t = tap(window, at: Self.fieldCentre, time: 0.1)
        #expect(names.log == ["shouldBegin", "willPresent", "didBegin", "update:", "didPresent"])
        #expect(names.searchController.isActive)
        #expect(names.searchController.searchBar.searchTextField.isFirstResponder)
        // Searching hides the title row: the bar is the search row (and the scope bar it now shows)
        // right under the status bar, and the list starts below it.
        let active = Self.searchRow + Self.scopeRow
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: Self.status, width: 320, height: active))
        window.tick(timestamp: t + 0.02)
        #expect(names.tableView.adjustedContentInset.top == Self.status + active)
        #expect(names.searchController.searchBar.showsCancelButton)

        names.log = []
        for ch in ["1", "2"] {
            t += 0.1
            window.sendText(ch, timestamp: t)
            window.tick(timestamp: t)
        }
        #expect(names.log == ["textDidChange:1", "update:1", "textDidChange:12", "update:12"])
        #expect(names.shown == ["Name 12"])
        #expect(names.tableView.numberOfRows(inSection: 0) == 1)

        names.log = []
        t += 0.1
        window.sendKeyPress(UIKey(keyCode: .keyboardDeleteOrBackspace), timestamp: t)
        window.sendKeyPress(UIKey(keyCode: .keyboardDeleteOrBackspace), phase: .ended, timestamp: t)
        #expect(names.log == ["textDidChange:1", "update:1"])
        // "1" is in Name 1, Name 10…19, Name 21, 31, 41, 51: 15 names.
        #expect(names.shown.count == 15)

        names.log = []
        t += 0.1
        window.sendText("\n", timestamp: t)
        #expect(names.log == ["search"])
        #expect(names.searchController.searchBar.searchTextField.isFirstResponder)   // Search does not end editing
    }

    @Test func cancelEmptiesTheTextAndEndsTheSearch() {
        let names = NamesViewController()
        let (window, nav) = show(names)
        var t = tap(window, at: Self.fieldCentre, time: 0.1)
        t += 0.1
        window.sendText("4", timestamp: t)
        window.tick(timestamp: t)
        #expect(names.shown.count == 15)   // Name 4, 14, 24, 34, 40…49, 54
        names.log = []
        let cancel = names.searchController.searchBar.cancelButton
        let centre = cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil)
        #expect(centre.x > 320 - 8 - cancel.bounds.width && centre.x < 320 - 8)   // at the right, inside the margin
        t = tap(window, at: centre, time: t + 0.1)
        #expect(names.log == ["cancel", "willDismiss", "update:", "didEnd", "didDismiss"])
        #expect(names.searchController.searchBar.text == "")
        #expect(!names.searchController.isActive)
        #expect(!names.searchController.searchBar.showsCancelButton)
        #expect(names.shown.count == 60)
        window.tick(timestamp: t + 0.02)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: Self.status, width: 320, height: Self.titleRow + Self.searchRow))
        #expect(names.tableView.adjustedContentInset.top == Self.status + Self.titleRow + Self.searchRow)
    }

    @Test func scopeTapCallsTheDelegate() {
        let names = NamesViewController()
        let (window, _) = show(names)
        let t = tap(window, at: Self.fieldCentre, time: 0.1)
        window.tick(timestamp: t + 0.02)
        names.log = []
        // The scope bar: a 32 pt control 6 pt under the 56 pt search row, two equal segments across
        // 304 pt from x = 8; the second's centre is at 8 + 304 × 3/4.
        let y = Self.status + Self.searchRow + 6 + 16
        tap(window, at: CGPoint(x: 8 + 304 * 0.75, y: y), time: t + 0.1)
        #expect(names.log == ["scope:1"])
        #expect(names.searchController.searchBar.selectedScopeButtonIndex == 1)
        // Selecting it again says nothing; selecting in code says nothing.
        names.log = []
        tap(window, at: CGPoint(x: 8 + 304 * 0.75, y: y), time: t + 0.3)
        names.searchController.searchBar.selectedScopeButtonIndex = 0
        #expect(names.log == [])
    }

    @Test func dragsCollapseAndRevealTheSearchBar() {
        let names = NamesViewController()
        let (window, nav) = show(names)
        let table = names.tableView!
        let rest = Self.status + Self.titleRow + Self.searchRow   // 147
        // A 40 pt drag up: 30 pt of travel after the pan's 10 pt slop; the search row keeps 56 − 30.
        var t = drag(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 360), start: 0.1, duration: 0.5, steps: 30, lift: false)
        #expect(isClose(table.contentOffset.y, -rest + 30, within: 1e-6))
        #expect(isClose(nav.navigationBar.frame.height, Self.titleRow + 26, within: 1e-6))
        #expect(isClose(table.adjustedContentInset.top, Self.status + Self.titleRow + 26, within: 1e-6))
        // The content's top edge stays at the bar's bottom edge: nothing jumps.
        #expect(isClose(-table.contentOffset.y, nav.navigationBar.frame.maxY, within: 1e-6))
        // 40 pt more: the row is gone (56 pt collapsed), the bar is the title row.
        t = moveFinger(window, from: CGPoint(x: 160, y: 360), to: CGPoint(x: 160, y: 320), start: t, duration: 0.5, steps: 30)
        #expect(isClose(table.contentOffset.y, -rest + 70, within: 1e-6))
        #expect(nav.navigationBar.frame.height == Self.titleRow)
        #expect(table.adjustedContentInset.top == Self.status + Self.titleRow)
        // Back down 30 pt in the same drag: the row comes back point for point (no rubber band).
        t = moveFinger(window, from: CGPoint(x: 160, y: 320), to: CGPoint(x: 160, y: 350), start: t, duration: 0.5, steps: 30)
        #expect(isClose(table.contentOffset.y, -rest + 40, within: 1e-6))
        #expect(isClose(nav.navigationBar.frame.height, Self.titleRow + 16, within: 1e-6))
        #expect(isClose(-table.contentOffset.y, nav.navigationBar.frame.maxY, within: 1e-6))
        // Down to the top and past it: the whole row, and the release bounces back to rest.
        t = moveFinger(window, from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 420), start: t, duration: 0.5, steps: 30)
        #expect(nav.navigationBar.frame.height == Self.titleRow + Self.searchRow)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 420), timestamp: t + 0.2)
        tickFrames(window, from: t + 0.2, through: t + 3)
        #expect(isClose(table.contentOffset.y, -rest, within: 1e-3))
        #expect(table.adjustedContentInset.top == rest)
    }

    /// With a large title too, the search row collapses first, then the large title (as on iOS): the
    /// bar is 44 + 52 + 56 at rest; scrolling 56 pt takes the search row away, the next 52 the title.
    @Test func withALargeTitleTheSearchRowCollapsesFirst() {
        let names = NamesViewController()
        let window = makeTestWindow()
        window.safeAreaInsets = Self.phone
        let nav = UINavigationController(rootViewController: names)
        nav.navigationBar.prefersLargeTitles = true
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        let large: CGFloat = 52
        let rest = Self.status + Self.titleRow + large + Self.searchRow   // 199
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: Self.status, width: 320, height: Self.titleRow + large + Self.searchRow))
        #expect(names.tableView.contentOffset.y == -rest)
        // 70 pt of travel (80 pt drag less the slop): the 56 pt search row is gone, 14 pt of title too.
        var t = drag(window, from: CGPoint(x: 160, y: 420), to: CGPoint(x: 160, y: 340), start: 0.1, duration: 0.5, steps: 30, lift: false)
        #expect(isClose(names.tableView.contentOffset.y, -rest + 70, within: 1e-6))
        #expect(isClose(nav.navigationBar.frame.height, Self.titleRow + large - 14, within: 1e-6))
        #expect(names.tableView.adjustedContentInset.top == Self.status + Self.titleRow + large)
        // Back down 40 pt: the title is whole again and 26 pt of the search row are back.
        t = moveFinger(window, from: CGPoint(x: 160, y: 340), to: CGPoint(x: 160, y: 380), start: t, duration: 0.5, steps: 30)
        #expect(isClose(nav.navigationBar.frame.height, Self.titleRow + large + 26, within: 1e-6))
        #expect(isClose(-names.tableView.contentOffset.y, nav.navigationBar.frame.maxY, within: 1e-6))
    }

    @Test func withoutHidingWhenScrollingTheBarStays() {
        let names = NamesViewController()
        names.navigationItem.hidesSearchBarWhenScrolling = false
        let (window, nav) = show(names)
        drag(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), start: 0.1, duration: 0.5, steps: 30, lift: false)
        #expect(nav.navigationBar.frame.height == Self.titleRow + Self.searchRow)
        #expect(names.tableView.adjustedContentInset.top == Self.status + Self.titleRow + Self.searchRow)
    }

    /// A results controller: the dim shows while the text is empty, the results view once there is text.
    @Test func theResultsControllerReplacesTheDimOnceThereIsText() {
        let results = UIViewController()
        let names = NamesViewController(resultsController: results)
        let (window, nav) = show(names)
        let search = names.searchController
        #expect(search.obscuresBackgroundDuringPresentation)
        var t = tap(window, at: Self.fieldCentre, time: 0.1)
        window.tick(timestamp: t + 0.02)
        let overlay = search.view!
        #expect(overlay.superview === nav.view && !overlay.isHidden)
        #expect(overlay.frame == CGRect(x: 0, y: nav.navigationBar.frame.maxY, width: 320, height: 480 - nav.navigationBar.frame.maxY))
        #expect(!search.dimmingView.isHidden && results.view.isHidden)
        t += 0.1
        window.sendText("7", timestamp: t)
        #expect(search.dimmingView.isHidden && !results.view.isHidden && search.showsSearchResultsController)
        // Emptied again: the dim comes back.
        window.sendKeyPress(UIKey(keyCode: .keyboardDeleteOrBackspace), timestamp: t + 0.1)
        #expect(!search.dimmingView.isHidden && results.view.isHidden)
        // A tap on the dim (above the software keyboard) ends the search.
        tap(window, at: CGPoint(x: 160, y: nav.navigationBar.frame.maxY + 20), time: t + 0.2)
        #expect(!search.isActive && overlay.superview == nil)
    }
}
