import Foundation
import LogCapture
import Testing
import UIKit

/// `NSDiffableDataSourceSnapshot` built the way iOS code builds one, its queries, and what happens
/// to identifiers that break its rules (one logged line, a consistent snapshot).
@Suite(.serialized) @MainActor struct SnapshotTests {
    enum Section: Hashable, Sendable { case main, favourites, archive }

    @Test func appendInsertMoveAndQuery() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main, .archive])
        snapshot.insertSections([.favourites], beforeSection: .archive)
        snapshot.appendItems(["a", "b", "c"])                       // the last section: archive
        snapshot.appendItems(["d", "e"], toSection: .main)
        snapshot.insertItems(["x"], afterItem: "d")
        snapshot.insertItems(["y"], beforeItem: "a")
        snapshot.moveItem("e", beforeItem: "d")
        snapshot.moveItem("c", afterItem: "x")                     // across sections
        #expect(snapshot.sectionIdentifiers == [.main, .favourites, .archive])
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["e", "d", "x", "c"])
        #expect(snapshot.itemIdentifiers(inSection: .favourites) == [])
        #expect(snapshot.itemIdentifiers(inSection: .archive) == ["y", "a", "b"])
        #expect(snapshot.itemIdentifiers == ["e", "d", "x", "c", "y", "a", "b"])
        #expect(snapshot.numberOfItems == 7 && snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems(inSection: .archive) == 3)
        #expect(snapshot.indexOfItem("a") == 5)
        #expect(snapshot.indexOfItem("nope") == nil)
        #expect(snapshot.indexOfSection(.archive) == 2)
        #expect(snapshot.sectionIdentifier(containingItem: "c") == .main)
        snapshot.moveSection(.main, afterSection: .archive)
        #expect(snapshot.sectionIdentifiers == [.favourites, .archive, .main])
        #expect(snapshot.indexOfItem("e") == 3)
        snapshot.deleteItems(["d", "y"])
        #expect(snapshot.itemIdentifiers == ["a", "b", "e", "x", "c"])
        snapshot.deleteSections([.archive])
        #expect(snapshot.itemIdentifiers == ["e", "x", "c"])
        #expect(snapshot.sectionIdentifier(containingItem: "a") == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func reloadAndReconfigureMarksFollowDeletes() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main, .archive])
        snapshot.appendItems([1, 2, 3], toSection: .main)
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([2])
        snapshot.reloadSections([.archive])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1])
        #expect(snapshot.reconfiguredItemIdentifiers == [2])
        #expect(snapshot.reloadedSectionIdentifiers == [.archive])
        snapshot.deleteItems([3])
        snapshot.deleteSections([.archive])
        #expect(snapshot.reloadedItemIdentifiers == [1])
        #expect(snapshot.reloadedSectionIdentifiers == [])
    }

    /// 10,000 items appended one call at a time stay O(1) per append: the whole build takes well under
    /// the time a quadratic build would (50 million index updates) — checked by the query answers, and
    /// by the benchmark for time.
    @Test func tenThousandAppendsIndexEveryItem() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        for item in 0..<10_000 { snapshot.appendItems([item], toSection: item % 2) }
        #expect(snapshot.numberOfItems == 10_000)
        #expect(snapshot.indexOfItem(9_999) == 9_999)     // last of section 1: 5,000 + 4,999
        #expect(snapshot.indexOfItem(4_000) == 2_000)
        #expect(snapshot.sectionIdentifier(containingItem: 7_777) == 1)
    }

    // MARK: Bad input

    @Test func duplicateItemsKeepTheFirstOccurrenceWithOneLine() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main, .favourites])
        snapshot.appendItems(["a", "b"], toSection: .main)
        let records = LogCapture.records {
            snapshot.appendItems(["c", "a", "c", "d"], toSection: .favourites)
        }
        #expect(records.count == 1)
        #expect(records.first?.message.contains("supplied item identifiers are not unique") == true)
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["a", "b"])
        #expect(snapshot.itemIdentifiers(inSection: .favourites) == ["c", "d"])
        #expect(snapshot.numberOfItems == 4)
    }

    @Test func aSectionAppendedTwiceIsKeptOnce() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        let records = LogCapture.records {
            snapshot.appendSections([.main, .main])
            snapshot.appendSections([.main, .archive])
        }
        #expect(records.count == 2)
        #expect(snapshot.sectionIdentifiers == [.main, .archive])
    }

    @Test func operationsOnMissingIdentifiersChangeNothing() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        let records = LogCapture.records {
            snapshot.appendItems(["orphan"])                         // no sections yet
            snapshot.appendSections([.main])
            snapshot.appendItems(["a", "b"])
            snapshot.appendItems(["c"], toSection: .archive)         // no such section
            snapshot.insertItems(["c"], afterItem: "zzz")
            snapshot.insertSections([.archive], beforeSection: .favourites)
            snapshot.moveItem("a", beforeItem: "zzz")
            snapshot.moveItem("a", beforeItem: "a")
            snapshot.moveSection(.main, afterSection: .main)
            snapshot.deleteItems(["zzz"])
            snapshot.deleteSections([.archive])
            snapshot.reloadItems(["zzz"])
            _ = snapshot.numberOfItems(inSection: .archive)
            _ = snapshot.itemIdentifiers(inSection: .archive)
        }
        #expect(records.count == 12, "\(records)")
        #expect(records.allSatisfy { $0.level == .warning })
        #expect(snapshot.sectionIdentifiers == [.main])
        #expect(snapshot.itemIdentifiers == ["a", "b"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }
}
