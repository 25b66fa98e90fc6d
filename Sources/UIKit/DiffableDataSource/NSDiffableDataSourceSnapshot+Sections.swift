import Foundation

/// Adding, removing and reordering sections.
///
/// Identifiers that break the snapshot's rules (a section already present, or named twice in one
/// call; an anchor section that is not in the snapshot) make iOS trap or raise; ScrollKit logs one
/// line per call, skips what cannot be done and does the rest, so the snapshot stays consistent.
extension NSDiffableDataSourceSnapshot {
    /// Adds sections at the end, in order, each with no items.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let fresh = uniqueNewSections(identifiers, in: "appendSections(_:)")
        insertSections(fresh, at: sections.count)
    }

    /// Adds sections just before `toIdentifier`'s section, in order; nothing happens (a logged line)
    /// when `toIdentifier` is not in the snapshot.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let anchor = sectionPositions[toIdentifier] else {
            Self.warnMissingSection(toIdentifier, in: "insertSections(_:beforeSection:)", outcome: "inserted nothing")
            return
        }
        insertSections(uniqueNewSections(identifiers, in: "insertSections(_:beforeSection:)"), at: anchor)
    }

    /// Adds sections just after `toIdentifier`'s section, in order; nothing happens (a logged line)
    /// when `toIdentifier` is not in the snapshot.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let anchor = sectionPositions[toIdentifier] else {
            Self.warnMissingSection(toIdentifier, in: "insertSections(_:afterSection:)", outcome: "inserted nothing")
            return
        }
        insertSections(uniqueNewSections(identifiers, in: "insertSections(_:afterSection:)"), at: anchor + 1)
    }

    /// Removes sections with all their items. Sections that are not in the snapshot are skipped (one
    /// logged line).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var doomed = Set<SectionIdentifierType>()
        var missing: [SectionIdentifierType] = []
        for identifier in identifiers {
            if sectionPositions[identifier] != nil { doomed.insert(identifier) } else { missing.append(identifier) }
        }
        if !missing.isEmpty {
            Log.uikit.warning("NSDiffableDataSourceSnapshot.deleteSections(_:): \(Self.describe(missing)) not in the snapshot (iOS raises an exception); skipped")
        }
        guard !doomed.isEmpty else { return }
        var keptSections: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        var removedItems: [ItemIdentifierType] = []
        for (position, section) in sections.enumerated() {
            if doomed.contains(section) {
                removedItems += itemsBySection[position]
            } else {
                keptSections.append(section)
                keptItems.append(itemsBySection[position])
            }
        }
        for item in removedItems { locations[item] = nil }
        sections = keptSections
        itemsBySection = keptItems
        reindexSections(from: 0)
        marks.forget(items: removedItems, sections: doomed)
    }

    /// Moves `identifier`'s section, with its items, to just before `toIdentifier`'s section. Nothing
    /// happens (a logged line) when either is missing or they are the same section.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, in: "moveSection(_:beforeSection:)")
    }

    /// Moves `identifier`'s section, with its items, to just after `toIdentifier`'s section. Nothing
    /// happens (a logged line) when either is missing or they are the same section.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, in: "moveSection(_:afterSection:)")
    }

    // MARK: Helpers

    /// The identifiers that can be added: not in the snapshot and not repeated earlier in the list.
    /// Logs one line naming the rest.
    func uniqueNewSections(_ identifiers: [SectionIdentifierType], in call: String) -> [SectionIdentifierType] {
        var seen = Set<SectionIdentifierType>()
        var fresh: [SectionIdentifierType] = []
        var rejected: [SectionIdentifierType] = []
        for identifier in identifiers {
            if sectionPositions[identifier] == nil, seen.insert(identifier).inserted {
                fresh.append(identifier)
            } else {
                rejected.append(identifier)
            }
        }
        if !rejected.isEmpty {
            Log.uikit.warning("NSDiffableDataSourceSnapshot.\(call): section identifiers \(Self.describe(rejected)) are already in the snapshot or repeated (iOS traps: \"supplied section identifiers are not unique\"); kept the first occurrence, skipped \(rejected.count)")
        }
        return fresh
    }

    private mutating func insertSections(_ fresh: [SectionIdentifierType], at position: Int) {
        guard !fresh.isEmpty else { return }
        sections.insert(contentsOf: fresh, at: position)
        itemsBySection.insert(contentsOf: Array(repeating: [], count: fresh.count), at: position)
        reindexSections(from: position)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo toIdentifier: SectionIdentifierType,
                                      after: Bool, in call: String) {
        guard let from = sectionPositions[identifier] else {
            Self.warnMissingSection(identifier, in: call, outcome: "moved nothing")
            return
        }
        guard sectionPositions[toIdentifier] != nil else {
            Self.warnMissingSection(toIdentifier, in: call, outcome: "moved nothing")
            return
        }
        guard identifier != toIdentifier else {
            Log.uikit.warning("NSDiffableDataSourceSnapshot.\(call): a section cannot move relative to itself (\(String(describing: identifier))); moved nothing")
            return
        }
        let items = itemsBySection.remove(at: from)
        sections.remove(at: from)
        reindexSections(from: from)
        let anchor = sectionPositions[toIdentifier]! + (after ? 1 : 0)
        sections.insert(identifier, at: anchor)
        itemsBySection.insert(items, at: anchor)
        reindexSections(from: min(from, anchor))
    }

    /// Rebuilds `sectionPositions` for the sections at `start` and after (O(sections)).
    mutating func reindexSections(from start: Int) {
        if start == 0 { sectionPositions.removeAll(keepingCapacity: true) }
        for position in start..<sections.count { sectionPositions[sections[position]] = position }
        // Positions past the end belong to sections that are gone.
        if sectionPositions.count > sections.count {
            sectionPositions = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
        }
    }
}
