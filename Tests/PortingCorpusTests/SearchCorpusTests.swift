import HostContextTesting
import Testing
import UIKit

/// Search screens written the iOS way (ViewControllers/CandySearch…, ProductsResults…,
/// HeaderSearchBar…, HeaderSearchController…), compiled unchanged and driven through the window:
/// taps in the search field, typed text, the scope bar and Cancel. The window has no safe area, so
/// a navigation bar starts at y = 0: the title row 44 pt, the search row 56 pt (its 36 pt field
/// 10 pt down), and while searching the search row then the 44 pt scope row at the top.
@Suite(.freshHostContext) @MainActor struct SearchCorpusTests {
    /// Types `text` one character per frame, as a keyboard does.
    private func type(_ text: String, in host: CorpusHost) {
        for ch in text {
            host.window.sendText(String(ch), timestamp: host.time)
            host.run(for: 1.0 / 60)
        }
    }

    /// The centre of the titled button inside `view` (the search bar's Cancel), in the window.
    private func centre(ofButtonTitled title: String, in view: UIView, host: CorpusHost) -> CGPoint? {
        func find(_ v: UIView) -> UIButton? {
            if let b = v as? UIButton, b.currentTitle == title, !b.isHidden { return b }
            for sub in v.subviews { if let b = find(sub) { return b } }
            return nil
        }
        guard let button = find(view) else { return nil }
        return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: host.window)
    }

    @Test func candySearchFiltersByTextAndScope() {
        let candies = CandySearchViewController()
        let nav = UINavigationController(rootViewController: candies)
        let host = CorpusHost(nav)
        host.run(for: 0.1)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44 + 56))
        #expect(candies.tableView.numberOfRows(inSection: 0) == 12)
        host.tap(at: CGPoint(x: 160, y: 44 + 28))
        host.run(for: 0.1)
        #expect(candies.searchController.isActive)
        // Searching: no dim (the list filters itself), the scope bar under the search row.
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 56 + 44))
        #expect(candies.searchController.view.superview == nil || candies.searchController.view.isHidden)
        type("choc", in: host)
        // Chocolate Bar, Chocolate Chip, Dark Chocolate, Chocolate Coin.
        #expect(candies.tableView.numberOfRows(inSection: 0) == 4)
        // The scope bar: four equal segments over 304 pt from x = 8, centred 56 + 6 + 16 down.
        let scopeY: CGFloat = 56 + 6 + 16
        host.tap(at: CGPoint(x: 8 + 304 * 2.5 / 4, y: scopeY))   // "Hard"
        #expect(candies.searchController.searchBar.selectedScopeButtonIndex == 2)
        #expect(candies.tableView.numberOfRows(inSection: 0) == 0)
        host.tap(at: CGPoint(x: 8 + 304 * 1.5 / 4, y: scopeY))   // "Chocolate"
        #expect(candies.tableView.numberOfRows(inSection: 0) == 4)
        // Cancel: the search ends, the whole list is back.
        let cancel = centre(ofButtonTitled: "Cancel", in: nav.navigationBar, host: host)
        #expect(cancel != nil)
        if let cancel { host.tap(at: cancel) }
        host.run(for: 0.1)
        #expect(!candies.searchController.isActive)
        #expect(candies.searchController.searchBar.text == "")
        #expect(candies.tableView.numberOfRows(inSection: 0) == 12)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44 + 56))
    }

    @Test func aResultsControllerShowsTheMatchesOverTheDimmedList() {
        let products = ProductsMainViewController()
        let nav = UINavigationController(rootViewController: products)
        let host = CorpusHost(nav)
        host.run(for: 0.1)
        host.tap(at: CGPoint(x: 160, y: 44 + 28))
        host.run(for: 0.1)
        #expect(products.presentedCount == 1)
        let overlay = products.searchController.view!
        let results = products.searchController.searchResultsController as! ProductsResultsTableController
        // Empty text: the list is dimmed under the bar, the results not shown yet.
        #expect(!overlay.isHidden && results.view.isHidden)
        #expect(overlay.frame.minY == 56)
        type("ipad", in: host)
        #expect(results.filteredProducts == ["iPad", "iPad mini"])
        #expect(results.tableView.numberOfRows(inSection: 0) == 2)
        #expect(!results.view.isHidden)
        #expect(products.tableView.numberOfRows(inSection: 0) == 9)   // the main list is untouched
        // The results cover the list below the bar: a point there hit-tests into the results table.
        let hit = host.window.hitTest(CGPoint(x: 160, y: 120), with: nil)
        #expect(hit?.isDescendant(of: results.tableView) == true)
        if let cancel = centre(ofButtonTitled: "Cancel", in: nav.navigationBar, host: host) { host.tap(at: cancel) }
        #expect(products.dismissedCount == 1)
        #expect(overlay.superview == nil)
    }

    @Test func aPlainSearchBarInTheTableHeader() {
        let cities = HeaderSearchBarViewController()
        let host = CorpusHost(cities)
        host.run(for: 0.1)
        let bar = cities.searchBar
        // The header: the table's width, the search bar's 56 pt.
        #expect(bar.convert(bar.bounds, to: host.window) == CGRect(x: 0, y: 0, width: 320, height: 56))
        host.tap(at: CGPoint(x: 160, y: 28))
        #expect(bar.searchTextField.isFirstResponder)
        #expect(bar.showsCancelButton)
        type("b", in: host)
        #expect(cities.filtered == ["Berlin", "Bern", "Brussels"])
        type("e", in: host)
        #expect(cities.tableView.numberOfRows(inSection: 0) == 2)
        host.window.sendText("\n", timestamp: host.time)   // the Search key
        #expect(cities.searchTaps == 1)
        #expect(!bar.searchTextField.isFirstResponder)
        host.tap(at: CGPoint(x: 100, y: 28))
        if let cancel = centre(ofButtonTitled: "Cancel", in: bar, host: host) { host.tap(at: cancel) }
        #expect(bar.text == "")
        #expect(!bar.showsCancelButton)
        #expect(!bar.searchTextField.isFirstResponder)
        #expect(cities.tableView.numberOfRows(inSection: 0) == 15)
    }

    @Test func aSearchControllerBarInTheTableHeaderDimsUntilThereIsText() {
        let colors = HeaderSearchControllerViewController()
        let host = CorpusHost(colors)
        host.run(for: 0.1)
        let search = colors.resultSearchController
        #expect(search.searchBar.convert(search.searchBar.bounds, to: host.window) == CGRect(x: 0, y: 0, width: 320, height: 56))
        host.tap(at: CGPoint(x: 160, y: 28))
        #expect(search.isActive)
        // The dim covers the window below the bar.
        #expect(search.view.superview === host.window && !search.view.isHidden)
        #expect(search.view.frame == CGRect(x: 0, y: 56, width: 320, height: 480 - 56))
        type("re", in: host)
        #expect(colors.shown == ["Red", "Green"])
        #expect(colors.tableView.numberOfRows(inSection: 0) == 2)
        #expect(search.view.isHidden)   // text: the dim is gone and the filtered list shows
        if let cancel = centre(ofButtonTitled: "Cancel", in: search.searchBar, host: host) { host.tap(at: cancel) }
        #expect(!search.isActive)
        #expect(colors.tableView.numberOfRows(inSection: 0) == 10)
    }
}
