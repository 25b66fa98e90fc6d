import Foundation

/// Adding, removing and reordering items.
///
/// Bad identifiers are handled as for sections: iOS traps on an item that is already in the snapshot
/// (or named twice) and raises on an anchor or target that is missing; ScrollKit logs one line per
/// call, keeps the first occurrence of a duplicate, skips what cannot be done and does the rest.
extension NSDiffableDataSourceSnapshot {
    /// Adds items at the end of `sectionIdentifier`'s section, or of the last section when it is nil.
    /// Nothing is added (a logged line) when there is no such section.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let call = "appendItems(_:toSection:)"
        guard let target = sectionIdentifier ?? sections.last else {
            Log.uikit.warning("NSDiffableDataSourceSnapshot.\(call): there are no sections (iOS raises: add a section first); appended nothing")
            return
        }
        guard let position = sectionPositions[target] else {
            Self.warnMissingSection(target, in: call, outcome: "appended nothing")
            return
        }
        addItems(identifiers, section: position, at: itemsBySection[position].count, in: call)
    }

    /// Adds items just before `beforeIdentifier`, in its section; nothing happens (a logged line) when
    /// `beforeIdentifier` is not in the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, nextTo: beforeIdentifier, after: false, in: "insertItems(_:beforeItem:)")
    }

    /// Adds items just after `afterIdentifier`, in its section; nothing happens (a logged line) when
    /// `afterIdentifier` is not in the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, nextTo: afterIdentifier, after: true, in: "insertItems(_:afterItem:)")
    }

    /// Removes items. Items that are not in the snapshot are skipped (one logged line). O(items
    /// removed + size of the sections they were in).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomedBySection: [Int: Set<ItemIdentifierType>] = [:]
        var missing: [ItemIdentifierType] = []
        var removed: [ItemIdentifierType] = []
        for identifier in identifiers {
            guard let location = locations[identifier], let position = sectionPositions[location.section] else {
                missing.append(identifier)
                continue
            }
            if doomedBySection[position, default: []].insert(identifier).inserted { removed.append(identifier) }
        }
        if !missing.isEmpty {
            Log.uikit.warning("NSDiffableDataSourceSnapshot.deleteItems(_:): \(Self.describe(missing)) not in the snapshot; skipped")
        }
        for (position, doomed) in doomedBySection {
            let first = doomed.map { locations[$0]!.offset }.min()!
            itemsBySection[position].removeAll { doomed.contains($0) }
            for item in doomed { locations[item] = nil }
            reindexItems(section: position, from: first)
        }
        marks.forget(items: removed, sections: [])
    }

    /// Removes every item and every section, leaving an empty snapshot (as on iOS, where the sections
    /// go too and must be appended again).
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves `identifier` to just before `toIdentifier` (possibly into another section). Nothing
    /// happens (a logged line) when either is missing or they are the same item.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: false, in: "moveItem(_:beforeItem:)")
    }

    /// Moves `identifier` to just after `toIdentifier` (possibly into another section). Nothing
    /// happens (a logged line) when either is missing or they are the same item.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: true, in: "moveItem(_:afterItem:)")
    }

    // MARK: Helpers

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], nextTo anchor: ItemIdentifierType, after: Bool, in call: String) {
        guard let location = locations[anchor], let position = sectionPositions[location.section] else {
            Log.uikit.warning("NSDiffableDataSourceSnapshot.\(call): item \(String(describing: anchor)) is not in the snapshot (iOS raises an exception); inserted nothing")
            return
        }
        addItems(identifiers, section: position, at: location.offset + (after ? 1 : 0), in: call)
    }

    /// Adds the identifiers that are not in the snapshot yet (nor repeated earlier in the list) to the
    /// section at `position`, at `offset`, logging one line about the others. One hash update per
    /// identifier: the index entry is written as the uniqueness check, and put back for a duplicate.
    mutating func addItems(_ identifiers: [ItemIdentifierType], section position: Int, at offset: Int, in call: String) {
        let section = sections[position]
        var fresh: [ItemIdentifierType] = []
        fresh.reserveCapacity(identifiers.count)
        var rejected: [ItemIdentifierType] = []
        locations.reserveCapacity(locations.count + identifiers.count)
        for identifier in identifiers {
            if let previous = locations.updateValue(Location(section: section, offset: offset + fresh.count), forKey: identifier) {
                locations[identifier] = previous
                rejected.append(identifier)
            } else {
                fresh.append(identifier)
            }
        }
        if !rejected.isEmpty {
            Log.uikit.warning("NSDiffableDataSourceSnapshot.\(call): item identifiers \(Self.describe(rejected)) are already in the snapshot or repeated (iOS traps: \"Fatal: supplied item identifiers are not unique\"); kept the first occurrence, skipped \(rejected.count)")
        }
        guard !fresh.isEmpty else { return }
        if offset == itemsBySection[position].count {
            itemsBySection[position].append(contentsOf: fresh)
        } else {
            itemsBySection[position].insert(contentsOf: fresh, at: offset)
            reindexItems(section: position, from: offset + fresh.count)
        }
    }

    /// Inserts already-checked identifiers into the section at `position`, at `offset`.
    mutating func insertItems(_ fresh: [ItemIdentifierType], section position: Int, at offset: Int) {
        guard !fresh.isEmpty else { return }
        if offset == itemsBySection[position].count {
            itemsBySection[position].append(contentsOf: fresh)
        } else {
            itemsBySection[position].insert(contentsOf: fresh, at: offset)
        }
        locations.reserveCapacity(locations.count + fresh.count)
        reindexItems(section: position, from: offset)
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, nextTo anchor: ItemIdentifierType, after: Bool, in call: String) {
        guard let from = locations[identifier], let fromPosition = sectionPositions[from.section] else {
            Log.uikit.warning("NSDiffableDataSourceSnapshot.\(call): item \(String(describing: identifier)) is not in the snapshot (iOS raises an exception); moved nothing")
            return
        }
        guard locations[anchor] != nil else {
            Log.uikit.warning("NSDiffableDataSourceSnapshot.\(call): item \(String(describing: anchor)) is not in the snapshot (iOS raises an exception); moved nothing")
            return
        }
        guard identifier != anchor else {
            Log.uikit.warning("NSDiffableDataSourceSnapshot.\(call): an item cannot move relative to itself (\(String(describing: identifier))); moved nothing")
            return
        }
        itemsBySection[fromPosition].remove(at: from.offset)
        locations[identifier] = nil
        reindexItems(section: fromPosition, from: from.offset)
        let target = locations[anchor]!
        insertItems([identifier], section: sectionPositions[target.section]!, at: target.offset + (after ? 1 : 0))
    }

    /// Records the section and offset of the items at `start` and after in the section at `position`.
    mutating func reindexItems(section position: Int, from start: Int) {
        let section = sections[position]
        let items = itemsBySection[position]
        for offset in start..<items.count {
            locations[items[offset]] = Location(section: section, offset: offset)
        }
    }
}
