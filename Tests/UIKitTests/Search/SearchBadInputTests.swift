import HostContextTesting
import Testing
@testable import UIKit

/// A search bar and search controller given odd input: documented outcomes (docs/PORTING.md, "Bad
/// input"), never a trap. Also the bar's own sizes.
@Suite(.freshHostContext) @MainActor
struct SearchBadInputTests {
    final class ScopeLog: UISearchBarDelegate, UISearchControllerDelegate {
        var log: [String] = []
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope:\(selectedScope)") }
        func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    }

    @Test func theBarIs56TallAnd100WithItsScopeBar() {
        let bar = UISearchBar()
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 56))
        bar.scopeButtonTitles = ["One", "Two"]
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 56)   // hidden until showsScopeBar
        bar.showsScopeBar = true
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == CGFloat(56 + 44))
        bar.scopeButtonTitles = []
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 56)     // no titles, no scope bar
    }

    @Test func aScopeIndexOutsideTheTitlesSelectsNoSegmentUntilTapped() {
        let window = makeTestWindow()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let log = ScopeLog()
        bar.delegate = log
        bar.scopeButtonTitles = ["One", "Two"]
        bar.showsScopeBar = true
        window.addSubview(bar)
        window.tick(timestamp: 0)
        bar.selectedScopeButtonIndex = 7
        #expect(bar.selectedScopeButtonIndex == 7)
        #expect(bar.scopeBar.selectedSegmentIndex == UISegmentedControl.noSegment)
        // A tap on the first segment (centre at 8 + 304/4, 56 + 6 + 16 down) selects it and says so.
        tap(window, at: CGPoint(x: 8 + 76, y: 78), time: 0.1)
        #expect(bar.selectedScopeButtonIndex == 0)
        #expect(log.log == ["scope:0"])
    }

    @Test func activatingASearchOutsideAWindowShowsNothing() {
        let search = UISearchController(searchResultsController: UIViewController())
        let log = ScopeLog()
        search.delegate = log
        search.isActive = true
        #expect(search.isActive)
        #expect(log.log == ["willPresent", "didPresent"])
        #expect(search.viewIfLoaded?.superview == nil)
        search.isActive = false
        #expect(!search.isActive)
    }
}
