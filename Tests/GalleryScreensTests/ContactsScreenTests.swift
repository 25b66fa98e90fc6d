import HostContextTesting
import Testing
import UIKit
import GalleryScreens

/// The "Contacts (100,000 rows)" screen, driven through the window.
@Suite(.freshHostContext) @MainActor struct ContactsScreenTests {
    @Test func hundredThousandContactsInLetterSectionsWithOnlyAScreenOfCells() {
        let f = ScreenFixture(ContactsViewController())
        let table = f.vc.tableView!
        #expect(table.numberOfSections == 26)
        let rows = (0..<26).map { table.numberOfRows(inSection: $0) }
        #expect(rows.reduce(0, +) == 100_000)
        // Each section is 28 pt of header and 52 pt per row (fixed heights): the content height.
        #expect(table.contentSize.height == CGFloat(26 * 28 + 100_000 * 52))
        // 480 pt show the A header and rows 0–8 (28 + 9 × 52 = 496).
        #expect(table.visibleCells.count == 9)
        #expect(table.visibleCells.first?.textLabel?.text == f.vc.directory.contact(at: IndexPath(row: 0, section: 0)).name)
        #expect(table.headerView(forSection: 0)?.frame.minY == 0)
    }

    @Test func namesAreSortedWithinASectionAndStartWithItsLetter() {
        let directory = ContactDirectory(total: 100_000)
        for (s, section) in directory.sections.enumerated() where section.count > 0 {
            var previous = ""
            for row in stride(from: 0, to: section.count, by: max(1, section.count / 400)) {
                let name = directory.contact(at: IndexPath(row: row, section: s)).name
                let last = String(name.split(separator: " ").last!)
                #expect(last.hasPrefix(section.letter))
                #expect(last >= previous, "section \(section.letter) row \(row)")
                previous = last
            }
        }
    }

    @Test func touchingMOnTheIndexBringsTheMSectionUnderItsPinnedHeader() {
        let f = ScreenFixture(ContactsViewController())
        let table = f.vc.tableView!
        let rows = (0..<26).map { table.numberOfRows(inSection: $0) }
        // The index bar: 26 titles of 14 pt centred in 480 pt; M is the 13th (index 12).
        let blockTop = (480 - 26 * 14) / 2.0
        let m = CGPoint(x: 312, y: blockTop + 12 * 14 + 7)
        f.window.sendTouch(.began, at: m, timestamp: f.time)
        f.run(0.25)
        f.window.sendTouch(.ended, at: m, timestamp: f.time)
        f.run(0.1)
        let mTop = CGFloat(12 * 28 + rows[0..<12].reduce(0, +) * 52)
        #expect(table.contentOffset.y == mTop)
        #expect(table.headerView(forSection: 12)?.textLabel?.text == "M")
        #expect(table.headerView(forSection: 12)?.frame.minY == mTop)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 12))

        // A drag scrolls within M; the M header stays pinned at the top of the visible area.
        f.drag(CGPoint(x: 160, y: 400), CGPoint(x: 160, y: 200), duration: 0.5, holdAtEnd: 0.2)
        f.run(0.5)
        #expect(table.contentOffset.y > mTop + 150)
        #expect(table.headerView(forSection: 12)?.frame.minY == table.contentOffset.y)
    }
}
