import Foundation
import HostContextTesting
import Testing
@testable import UIKit

/// Search tokens and suggestions (iOS 13 and 16) driven as a user drives them: a tap in the
/// navigation bar's search field, typed text and Backspace through the window, a tap on a listed
/// suggestion. Geometry from the documented sizes (SearchControllerTests): status bar 47 pt, title
/// row 44, search row 56 with the 36 pt field 8 pt from the left, scope row 44. Chip metrics are
/// SearchTokenView's (24 pt tall, 6 pt padding, 15 pt text, 4 pt apart) after the 28 pt magnifier area.
@Suite(.freshHostContext) @MainActor
struct SearchTokensAndSuggestionsTests {
    static let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    static let status: CGFloat = 47, titleRow: CGFloat = 44, searchRow: CGFloat = 56, scopeRow: CGFloat = 44
    static let fieldCentre = CGPoint(x: 160, y: status + titleRow + searchRow / 2)

    /// A mail-style search written the iOS 16 way: suggestions while typing, a chosen suggestion
    /// turned into a token that filters the list, tokens removed with Backspace.
    final class MailboxViewController: UITableViewController, UISearchResultsUpdating {
        let messages = ["Invoice from Ana", "Lunch with Ben", "Invoice from Cy", "Trip with Ana"]
        var shown: [String] = []
        var log: [String] = []
        let searchController = UISearchController(searchResultsController: nil)
        let suggestions = [UISearchSuggestionItem(localizedSuggestion: "From Ana"),
                           UISearchSuggestionItem(localizedSuggestion: "Invoices", localizedDescription: "Bills and receipts")]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Mail"
            shown = messages
            suggestions[0].representedObject = "Ana"
            suggestions[1].representedObject = "Invoice"
            searchController.searchResultsUpdater = self
            searchController.searchSuggestions = suggestions
            navigationItem.searchController = searchController
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = shown[indexPath.row]
            return cell
        }

        func updateSearchResults(for searchController: UISearchController) {
            let field = searchController.searchBar.searchTextField
            let filters = field.tokens.compactMap { $0.representedObject as? String }
            let text = field.text ?? ""
            log.append("update:\(text):\(filters.joined(separator: ","))")
            shown = messages.filter { m in filters.allSatisfy { m.contains($0) } && (text.isEmpty || m.contains(text)) }
            tableView.reloadData()
        }

        func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion) {
            log.append("selected:\(searchSuggestion.localizedSuggestion ?? "")")
            let field = searchController.searchBar.searchTextField
            let token = UISearchToken(icon: nil, text: searchSuggestion.localizedSuggestion ?? "")
            token.representedObject = searchSuggestion.representedObject
            field.replaceTextualPortion(of: field.textualRange, with: token, at: field.tokens.count)
            searchController.searchSuggestions = nil
            updateSearchResults(for: searchController)
        }
    }

    private func show(_ root: UIViewController) -> UIWindow {
        let window = makeTestWindow()
        window.safeAreaInsets = Self.phone
        window.rootViewController = UINavigationController(rootViewController: root)
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    func backspace(_ window: UIWindow, at t: TimeInterval) {
        window.sendKeyPress(UIKey(keyCode: .keyboardDeleteOrBackspace), timestamp: t)
        window.sendKeyPress(UIKey(keyCode: .keyboardDeleteOrBackspace), phase: .ended, timestamp: t)
        window.tick(timestamp: t)
    }

    /// A chip's width for `text`: padding, the title at 15 pt, padding, rounded up.
    static func chipWidth(_ text: String) -> CGFloat {
        (6 + (text as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 15)]).width + 6).rounded(.up)
    }

    @Test func tokensAreChipsBeforeTheText() throws {
        let mail = MailboxViewController()
        let window = show(mail)
        let field = mail.searchController.searchBar.searchTextField
        var t = tap(window, at: Self.fieldCentre, time: 0.1)
        let ana = UISearchToken(icon: nil, text: "Ana")
        ana.representedObject = "Ana"
        field.insertToken(ana, at: 0)
        field.insertToken(UISearchToken(icon: nil, text: "Work"), at: 1)
        #expect(field.tokens.map { $0 as AnyObject === ana } == [true, false])
        #expect(field.text == "")
        t += 0.1
        window.sendText("Inv", timestamp: t)
        window.tick(timestamp: t)
        #expect(field.text == "Inv")  // tokens are never part of the text
        #expect(mail.shown == ["Invoice from Ana"])
        // The text starts after both chips and their 4 pt gaps, past the 28 pt magnifier area.
        let textStart = 28 + Self.chipWidth("Ana") + 4 + Self.chipWidth("Work") + 4
        #expect(field.textRect(forBounds: field.bounds).minX == textStart)
        // The first chip in the default colour (systemBlue 0, 122, 255), 3 pt into its left padding
        // at the field's middle; the field's gray just before it.
        let image = renderImage(of: window)
        let fieldFrame = field.convert(field.bounds, to: nil)
        #expect(isNear(rgba(image, at: CGPoint(x: fieldFrame.minX + 28 + 3, y: fieldFrame.midY)), [0, 122, 255, 255], tolerance: 3))
        #expect(isNear(rgba(image, at: CGPoint(x: fieldFrame.minX + 28 + Self.chipWidth("Ana") + 2, y: fieldFrame.midY)),
                        rgba(image, at: CGPoint(x: fieldFrame.minX + 26, y: fieldFrame.midY))))
        // tokenBackgroundColor recolours the chips.
        field.tokenBackgroundColor = .systemGreen
        window.tick(timestamp: t + 0.1)
        let green = renderImage(of: window)
        #expect(isNear(rgba(green, at: CGPoint(x: fieldFrame.minX + 28 + 3, y: fieldFrame.midY)), [52, 199, 89, 255], tolerance: 3))
    }

    @Test func backspaceAtTheStartSelectsThenDeletesTheLastToken() throws {
        let mail = MailboxViewController()
        let window = show(mail)
        let field = mail.searchController.searchBar.searchTextField
        var t = tap(window, at: Self.fieldCentre, time: 0.1)
        for (name, filter) in [("Ana", "Ana"), ("Invoices", "Invoice")] {
            let token = UISearchToken(icon: nil, text: name)
            token.representedObject = filter
            field.insertToken(token, at: field.tokens.count)
        }
        t += 0.1
        window.sendText("x", timestamp: t)
        window.tick(timestamp: t)
        mail.log = []
        // The first Backspace deletes the text; the second selects the last token (drawn darker:
        // systemBlue at 70 %), and nothing is reported; the third deletes it, reported as an edit.
        t += 0.1; backspace(window, at: t)
        #expect(field.text == "" && field.tokens.count == 2)
        #expect(mail.log == ["update::Ana,Invoice"])
        t += 0.1; backspace(window, at: t)
        #expect(field.tokens.count == 2 && mail.log.count == 1)
        let fieldFrame = field.convert(field.bounds, to: nil)
        let secondChip = CGPoint(x: fieldFrame.minX + 28 + Self.chipWidth("Ana") + 4 + 3, y: fieldFrame.midY)
        #expect(isNear(rgba(renderImage(of: window), at: secondChip), [0, 85, 179, 255], tolerance: 3))
        t += 0.1; backspace(window, at: t)
        #expect(field.tokens.map { $0.representedObject as? String } == ["Ana"])
        #expect(mail.log == ["update::Ana,Invoice", "update::Ana"])
        #expect(mail.shown == ["Invoice from Ana", "Trip with Ana"])
        // Typing after a selection deselects: Backspace, then a letter, keeps the token.
        t += 0.1; backspace(window, at: t)
        t += 0.1
        window.sendText("T", timestamp: t)
        window.tick(timestamp: t)
        t += 0.1; backspace(window, at: t)
        #expect(field.text == "" && field.tokens.count == 1)
    }

    @Test func tappingASuggestionAsksTheUpdaterWhichTurnsItIntoAToken() throws {
        let mail = MailboxViewController()
        let window = show(mail)
        let list = mail.searchController.suggestionsView
        // Not editing: no list.
        #expect(list.window == nil || list.isHidden)
        let t = tap(window, at: Self.fieldCentre, time: 0.1)
        window.tick(timestamp: t + 0.02)
        // Searching: the bar is the search and scope rows under the status bar; the list's rows
        // start right under it, 44 pt each.
        let listTop = Self.status + Self.searchRow
        #expect(!list.isHidden && list.window === window)
        #expect(list.convert(list.bounds, to: nil) == CGRect(x: 0, y: listTop, width: 320, height: 88))
        mail.log = []
        // A tap on the second row: "Invoices".
        _ = tap(window, at: CGPoint(x: 160, y: listTop + 44 + 22), time: t + 0.2)
        #expect(mail.log.first == "selected:Invoices")
        #expect(mail.searchController.searchBar.searchTextField.tokens.map(\.representedObject).compactMap { $0 as? String } == ["Invoice"])
        #expect(mail.shown == ["Invoice from Ana", "Invoice from Cy"])
        #expect(list.isHidden)  // the updater cleared the suggestions
    }

    @Test func anUpdaterWithoutTheSelectingMethodIgnoresTheTap() throws {
        final class Plain: UIViewController, UISearchResultsUpdating {
            let searchController = UISearchController(searchResultsController: nil)
            var updates = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                searchController.searchResultsUpdater = self
                searchController.searchSuggestions = [UISearchSuggestionItem(localizedSuggestion: "Anything")]
                navigationItem.searchController = searchController
            }
            func updateSearchResults(for searchController: UISearchController) { updates += 1 }
        }
        let plain = Plain()
        let window = show(plain)
        let t = tap(window, at: Self.fieldCentre, time: 0.1)
        let before = plain.updates
        _ = tap(window, at: CGPoint(x: 160, y: Self.status + Self.searchRow + 22), time: t + 0.2)
        #expect(plain.updates == before)
        #expect(plain.searchController.searchBar.text == "" && plain.searchController.isActive)
        // Ending the edit hides the list.
        plain.searchController.searchBar.resignFirstResponder()
        #expect(plain.searchController.suggestionsView.isHidden)
    }

    @Test func scopeBarActivationDecidesWhenTheScopeBarShows() {
        func controller(_ activation: UISearchController.ScopeBarActivation) -> (UIWindow, UISearchController) {
            let vc = UITableViewController(style: .plain)
            let search = UISearchController(searchResultsController: nil)
            search.searchBar.scopeButtonTitles = ["All", "Unread"]
            search.scopeBarActivation = activation
            vc.navigationItem.searchController = search
            return (show(vc), search)
        }
        let (w1, onText) = controller(.onTextEntry)
        var t = tap(w1, at: Self.fieldCentre, time: 0.1)
        #expect(onText.isActive && !onText.searchBar.showsScopeBar)
        t += 0.1
        w1.sendText("a", timestamp: t)
        #expect(onText.searchBar.showsScopeBar)
        let (w2, manual) = controller(.manual)
        _ = tap(w2, at: Self.fieldCentre, time: 0.1)
        #expect(manual.isActive && !manual.searchBar.showsScopeBar)
        let (w3, automatic) = controller(.automatic)
        _ = tap(w3, at: Self.fieldCentre, time: 0.1)
        #expect(automatic.searchBar.showsScopeBar)
    }

    @Test func badTokenIndexesChangeNothing() {
        let field = UISearchTextField(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
        field.insertToken(UISearchToken(icon: nil, text: "A"), at: 1)
        field.removeToken(at: 0)
        #expect(field.tokens.isEmpty)
        field.insertToken(UISearchToken(icon: nil, text: "A"), at: 0)
        field.removeToken(at: -1)
        field.replaceTextualPortion(of: field.textualRange, with: UISearchToken(icon: nil, text: "B"), at: 3)
        #expect(field.tokens.map(\.text) == ["A"])
    }
}
