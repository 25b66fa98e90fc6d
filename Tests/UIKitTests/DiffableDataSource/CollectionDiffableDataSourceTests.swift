import Foundation
import LogCapture
import Testing
import UIKit

/// `UICollectionViewDiffableDataSource` end to end: the bookshelf (registrations, a header, an
/// animated move) and the folder outline (section snapshots expanded by a tap), in a 320×480
/// window. Frames are computed here from the flow layouts: 44 pt rows of full width, under a 30 pt
/// header on the shelf.
@Suite(.serialized) @MainActor struct CollectionDiffableDataSourceTests {
    typealias Host = ControllerWindowHost

    static func cells<Cell: UICollectionViewCell>(_ collectionView: UICollectionView, as type: Cell.Type, text: (Cell) -> String?) -> [String: Cell] {
        var cells: [String: Cell] = [:]
        for case let cell as Cell in collectionView.visibleCells {
            cells[(text(cell) ?? "?").trimmingCharacters(in: .whitespaces)] = cell
        }
        return cells
    }

    static func shelfCells(_ vc: BookshelfViewController) -> [String: BookshelfViewController.BookCell] {
        cells(vc.collectionView, as: BookshelfViewController.BookCell.self) { $0.titleLabel.text }
    }

    /// Row `i` under the 30 pt header.
    static func shelfFrame(_ i: Int) -> CGRect { CGRect(x: 0, y: 30 + CGFloat(i) * 44, width: 320, height: 44) }

    @Test func registrationsConfigureCellsAndTheHeader() {
        let vc = BookshelfViewController()
        // The first apply (in viewDidLoad, before the collection view loaded) is a clean batch.
        let records = LogCapture.records { _ = Host(vc) }
        #expect(records.isEmpty, "\(records)")
        let cells = Self.shelfCells(vc)
        #expect(Set(cells.keys) == Set(["A", "B", "C", "D", "E", "F", "G", "H"]))
        for (i, title) in ["A", "B", "C", "D", "E", "F", "G", "H"].enumerated() {
            #expect(cells[title]?.frame == Self.shelfFrame(i), "\(title)")
        }
        let header = vc.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first as? BookshelfViewController.ShelfHeader
        #expect(header?.titleLabel.text == "Shelf")
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(vc.configurations.values.allSatisfy { $0 == 1 })
    }

    /// The move is one `moveItem` (the diff keeps A–G in place): H slides from row 7 to row 0 and
    /// the others one row down, on the collection view's ease-in-ease-out update animation, in
    /// their own cells; nothing is configured again.
    @Test func anAnimatedMoveSlidesTheCellsItKeeps() {
        let vc = BookshelfViewController()
        let host = Host(vc)
        let before = Self.shelfCells(vc)
        host.tick(at: 1)
        host.tap(CGPoint(x: 160, y: 22))
        let start = host.time
        let duration = UICollectionView.updateAnimationDuration
        // Halfway through a symmetric ease-in-ease-out curve the progress is exactly one half.
        host.tick(at: start + duration / 2)
        let h = before["H"]!, a = before["A"]!
        let hMid = h.layer.presentation()!.position, aMid = a.layer.presentation()!.position
        #expect(isClose(hMid.y, (Self.shelfFrame(7).midY + Self.shelfFrame(0).midY) / 2, within: 0.5), "H at \(hMid)")
        #expect(isClose(aMid.y, (Self.shelfFrame(0).midY + Self.shelfFrame(1).midY) / 2, within: 0.5), "A at \(aMid)")
        #expect(hMid.x == 160)
        #expect(!vc.moveCompleted)
        host.tick(at: start + duration + 1.0 / 60)
        #expect(vc.moveCompleted)
        let after = Self.shelfCells(vc)
        for (i, title) in ["H", "A", "B", "C", "D", "E", "F", "G"].enumerated() {
            #expect(after[title] === before[title], "\(title) got a new cell")
            #expect(after[title]?.frame == Self.shelfFrame(i), "\(title)")
        }
        #expect(vc.configurations.values.allSatisfy { $0 == 1 })
        #expect(vc.dataSource.indexPath(for: BookshelfViewController.Book(title: "H")) == IndexPath(item: 0, section: 0))
    }

    @Test func tappingAParentExpandsItsChildrenBelowIt() {
        let vc = FoldersViewController()
        let host = Host(vc)
        func folderCells() -> [String: BookshelfViewController.BookCell] {
            Self.cells(vc.collectionView, as: BookshelfViewController.BookCell.self) { $0.titleLabel.text }
        }
        func row(_ i: Int) -> CGRect { CGRect(x: 0, y: CGFloat(i) * 44, width: 320, height: 44) }
        let before = folderCells()
        #expect(Set(before.keys) == ["Mail", "Notes", "Trash"])
        host.tick(at: 1)
        host.tap(CGPoint(x: 160, y: 22))              // Mail
        host.tick(at: host.time + 0.5)                 // past the update animation
        let after = folderCells()
        let order = ["Mail", "Inbox", "Sent", "Notes", "Trash"]
        #expect(Set(after.keys) == Set(order))
        for (i, folder) in order.enumerated() { #expect(after[folder]?.frame == row(i), "\(folder)") }
        #expect(after["Inbox"]?.titleLabel.text == "  Inbox")    // one level in
        for folder in ["Mail", "Notes", "Trash"] { #expect(after[folder] === before[folder], "\(folder) got a new cell") }
        #expect(vc.dataSource.snapshot(for: .main).isExpanded("Mail"))
        #expect(vc.dataSource.snapshot().itemIdentifiers == order)
        // Tapping Mail again collapses it.
        host.tap(CGPoint(x: 160, y: 22))
        host.tick(at: host.time + 0.5)
        #expect(Set(folderCells().keys) == ["Mail", "Notes", "Trash"])
        #expect(folderCells()["Notes"]?.frame == row(1))
    }
}
