import HostContextTesting
import Testing
import UIKit

/// The collection view screen of the corpus, driven through the window.
@Suite(.freshHostContext) @MainActor struct CollectionCorpusTests {
    @Test func theContactsGridLaysOutTwoColumnsAndSelectsByTap() {
        let vc = ContactsGridViewController()
        let host = CorpusHost(vc)
        let cv = vc.collectionView!
        // The collection view fills the 320×480 window through its constraints. Items are
        // (320 − 32 − 8) / 2 = 140 wide: two per line, 16 and 16 + 140 + 8 = 164 from the left.
        #expect(cv.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! ContactCell
        #expect(first.frame == CGRect(x: 16, y: 32 + 8, width: 140, height: 64))
        #expect(first.nameLabel.text == "Ada")
        #expect(first.nameLabel.frame.minX == 12)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))!.frame.minX == 164)
        // Section 0: header 32, inset 8, two lines of 64 with 8 between, inset 8 = 184; section 1's header.
        let header1 = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) as! LetterHeader
        #expect(header1.frame == CGRect(x: 0, y: 184, width: 320, height: 32))
        #expect(header1.label.text == "B")
        // A tap on "Bjarne" (section 1, item 1: x 164…304, y 184 + 32 + 8 = 224…288) selects it;
        // the controller deselects it at once, as iOS screens do.
        host.tap(at: CGPoint(x: 200, y: 250))
        #expect(vc.selected == ["Bjarne"])
        #expect(cv.indexPathsForSelectedItems == [])
        // Three sections of 184, 112 and 184 pt: exactly the window's height.
        #expect(cv.contentSize == CGSize(width: 320, height: 184 + 32 + 8 + 64 + 8 + 32 + 8 + 64 + 8 + 64 + 8))
    }
}
