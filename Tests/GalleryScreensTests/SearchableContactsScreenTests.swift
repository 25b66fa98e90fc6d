import HeadlessHost
import Testing
import UIKit
import GalleryScreens

/// The "Contacts (search)" screen, opened from the Gallery's home list and driven through the
/// window: a tap in the navigation bar's search field, a name typed key by key, and the rendered
/// list checked by its pixels (one row of text left, the rows under it blank).
@Suite(.serialized) @MainActor struct SearchableContactsScreenTests {
    /// The first 500 contacts of the 100,000-contact directory, read from the directory itself.
    static func firstNames500() -> [String] {
        let directory = ContactDirectory(total: 100_000)
        var names: [String] = []
        for (s, section) in directory.sections.enumerated() {
            for row in 0..<section.count where names.count < 500 {
                names.append(directory.contact(at: IndexPath(row: row, section: s)).name)
            }
        }
        return names
    }

    /// Whether the band of rows `[top, top + 44)` shows any dark (text) pixel between x = 16 and 300.
    static func bandHasText(_ image: CGImage?, top: Int) -> Bool {
        guard let image else { return false }
        for y in top..<min(image.height, top + 44) {
            for x in 16..<300 {
                if let p = image.rgba(atX: x, y: y), p.red < 100, p.green < 100, p.blue < 100 { return true }
            }
        }
        return false
    }

    @Test func typingANameLeavesOneRow() throws {
        let index = try #require(GalleryScreen.all.firstIndex { $0.title == "Contacts (search)" })
        let (navigation, home) = GalleryHomeViewController.makeNavigationController()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: navigation)
        host.idle(0.1)
        home.open(index)
        host.idle(0.3)
        let screen = try #require(home.current as? SearchableContactsViewController)
        // The bar: the 44 pt title row and the 56 pt search row (no safe area in the headless window);
        // the list starts under it with all 500 names.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(screen.tableView.numberOfRows(inSection: 0) == 500)

        host.tap(at: CGPoint(x: 160, y: 44 + 28))
        host.idle(0.1)
        #expect(screen.searchController.isActive)
        // Searching: the search row and the scope row replace the title row; still 100 pt.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 56 + 44),
                "\(navigation.navigationBar.frame)")
        let before = GalleryScreensFillTheWindowTests.render(host.window)
        #expect(Self.bandHasText(before, top: 100) && Self.bandHasText(before, top: 144))

        let names = Self.firstNames500()
        let wanted = names[7]
        for ch in wanted {
            host.window.sendText(String(ch), timestamp: host.time)
            host.idle(1.0 / 60)
        }
        let matches = names.filter { $0.localizedCaseInsensitiveContains(wanted) }
        #expect(matches == [wanted])
        #expect(screen.tableView.numberOfRows(inSection: 0) == 1)
        host.idle(0.1)
        let after = GalleryScreensFillTheWindowTests.render(host.window)
        #expect(Self.bandHasText(after, top: 100))
        #expect(!Self.bandHasText(after, top: 144) && !Self.bandHasText(after, top: 188))

        // The Favourites scope (every fifth name): the 8th name is not one, so nothing is left.
        host.tap(at: CGPoint(x: 8 + 304 * 0.75, y: 56 + 6 + 16))
        #expect(screen.tableView.numberOfRows(inSection: 0) == (7 % 5 == 0 ? 1 : 0))
    }

    /// The Favourites suggestion: listed under the bar (search row 56 + scope row 44) while the field
    /// is empty; a tap turns it into a blue chip after the 28 pt magnifier area of the field (8 pt
    /// from the window's left, 10 pt down the search row) and the list keeps every fifth name;
    /// Backspace twice (select, delete) takes the token away and all 500 names come back.
    @Test func choosingTheFavouritesSuggestionPutsATokenInTheField() throws {
        let index = try #require(GalleryScreen.all.firstIndex { $0.title == "Contacts (search)" })
        let (navigation, home) = GalleryHomeViewController.makeNavigationController()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: navigation)
        host.idle(0.1)
        home.open(index)
        host.idle(0.3)
        let screen = try #require(home.current as? SearchableContactsViewController)
        host.tap(at: CGPoint(x: 160, y: 44 + 28))
        host.idle(0.1)
        let field = screen.searchController.searchBar.searchTextField
        #expect(field.tokens.isEmpty)
        host.tap(at: CGPoint(x: 160, y: 100 + 22))
        host.idle(0.1)
        #expect(field.tokens.map { $0.representedObject as? String } == ["favourites"])
        #expect(screen.tableView.numberOfRows(inSection: 0) == 100)
        let image = try #require(GalleryScreensFillTheWindowTests.render(host.window))
        if let path = ProcessInfo.processInfo.environment["SCROLLKIT_WRITE_SEARCH_TOKEN_PNG"] {
            try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: path))
        }
        let chip = try #require(image.rgba(atX: 8 + 28 + 3, y: 28))
        #expect(chip.red < 10 && abs(Int(chip.green) - 122) <= 3 && chip.blue > 250)
        for _ in 0..<2 {
            host.window.sendKeyPress(UIKey(keyCode: .keyboardDeleteOrBackspace), timestamp: host.time)
            host.window.sendKeyPress(UIKey(keyCode: .keyboardDeleteOrBackspace), phase: .ended, timestamp: host.time)
            host.idle(1.0 / 60)
        }
        #expect(field.tokens.isEmpty)
        #expect(screen.tableView.numberOfRows(inSection: 0) == 500)
    }
}
