import HostContextTesting
import Testing
import UIKit
import GalleryScreens

/// The Gallery's contacts screen scrolled 100 pt into the M section: M's header pinned at the top,
/// rows under it with their separators, and the A–Z index on the right. A reviewed PNG, plus pixel
/// checks of what the screen is about, computed from the documented geometry and colours.
@Suite(.freshHostContext) @MainActor struct ContactsRenderTests {
    @Test func contactsWithThePinnedMHeader() {
        HostClock.reset()
        let vc = ContactsViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        let table = vc.tableView!
        let rowsBeforeM = (0..<12).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
        let mTop = CGFloat(12 * 28 + rowsBeforeM * 52)
        table.contentOffset = CGPoint(x: 0, y: mTop + 100)
        window.tick(timestamp: 0.1)
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "gallery-contacts-m")

        // The pinned header band (plain header gray #F7F7F7) fills the top 28 pt.
        for y in [2.0, 14, 26] as [CGFloat] {
            #expect(isNear(rgba(image, at: CGPoint(x: 250, y: y)), [247, 247, 247, 255]), "header band at y \(y)")
        }
        // Row 1 passes under the header (its top half is hidden by the band). Row k of M starts 28 + 52k pt below M's top, so on screen at 28 + 52k − 100; its 0.5-pt
        // separator (rgba(60, 60, 67, 0.29) over white = 198, 198, 200) is the last half point of
        // the row. Between separators the row is white.
        let separator = [198, 198, 200, 255]
        for k in 1...8 {
            let bottom = CGFloat(28 + 52 * (k + 1) - 100)
            #expect(isNear(rgba(image, at: CGPoint(x: 280, y: bottom - 0.25)), separator), "separator of row \(k)")
            #expect(isNear(rgba(image, at: CGPoint(x: 280, y: bottom - 0.75)), [255, 255, 255, 255]), "above separator \(k)")
            #expect(isNear(rgba(image, at: CGPoint(x: 280, y: bottom + 0.25)), [255, 255, 255, 255]), "below separator \(k)")
            // The separator is inset 16 pt on the left: the first 16 pt are white.
            #expect(isNear(rgba(image, at: CGPoint(x: 8, y: bottom - 0.25)), [255, 255, 255, 255]), "inset of row \(k)")
        }
    }
}
