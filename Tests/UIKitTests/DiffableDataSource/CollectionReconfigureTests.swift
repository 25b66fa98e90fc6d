import Foundation
import LogCapture
import Testing
import UIKit

/// Reconfiguring collection items (iOS 15): `reconfigureItems(at:)` and a snapshot's
/// `reconfigureItems(_:)` run the registration again in the cell already on screen — the same
/// instance, no `prepareForReuse()`, same frame — while a reload gives the item another cell.
@Suite(.serialized) @MainActor struct CollectionReconfigureTests {
    static func host(_ vc: UIViewController) -> UIWindow {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    @Test func aSnapshotReconfigureKeepsTheCell() {
        let vc = TileBoardViewController()
        let window = Self.host(vc)
        let cell = vc.tiles[6]!
        let frame = cell.frame
        let reusesBefore = cell.preparedForReuse
        vc.captions[6] = "106"
        var snapshot = vc.dataSource.snapshot()
        snapshot.reconfigureItems([6])
        vc.dataSource.apply(snapshot, animatingDifferences: true)
        window.tick(timestamp: 0.5)
        #expect(vc.tiles[106] === cell)
        #expect(vc.tiles[6] == nil)
        #expect(cell.preparedForReuse == reusesBefore)
        #expect(cell.frame == frame)
        #expect(vc.configurations[6] == 2)
        #expect(vc.configurations.filter { $0.key != 6 }.values.allSatisfy { $0 == 1 })
        #expect(vc.collectionView.visibleCells.count == 16)
    }

    @Test func reconfigureItemsAtKeepsTheCellAndAReloadReplacesIt() {
        let vc = TileBoardViewController()
        let window = Self.host(vc)
        let cell = vc.tiles[3]!
        vc.captions[3] = "103"
        vc.collectionView.reconfigureItems(at: [IndexPath(item: 3, section: 0)])
        #expect(cell.numberLabel.text == "103")
        #expect(vc.tiles[103] === cell)
        #expect(cell.preparedForReuse == 0)
        // A reload, by contrast, shows another cell (the old one goes to the queue when its fade ends).
        vc.captions[3] = "203"
        var snapshot = vc.dataSource.snapshot()
        snapshot.reloadItems([3])
        vc.dataSource.apply(snapshot, animatingDifferences: false)
        window.tick(timestamp: 1.0 / 60)
        #expect(vc.tiles[203] !== cell)
        #expect(vc.tiles[203]?.frame == CGRect(x: 240, y: 0, width: 80, height: 80))
    }

    @Test func anItemOutsideIsIgnoredWithALoggedLine() {
        let vc = TileBoardViewController()
        _ = Self.host(vc)
        let records = LogCapture.records {
            vc.collectionView.reconfigureItems(at: [IndexPath(item: 99, section: 0), IndexPath(item: 0, section: 3)])
        }
        #expect(records.count == 2)
        #expect(vc.collectionView.visibleCells.count == 16)
        #expect(vc.configurations.values.allSatisfy { $0 == 1 })
    }
}
