import Foundation

/// Marking items and sections whose content changed while their identity did not.
///
/// A reload makes the data source ask for a new cell; a reconfigure (iOS 15) asks the cell provider
/// to configure the cell that is already on screen, which is cheaper and keeps the cell. The marks
/// travel with the snapshot to `apply`, which carries them out and forgets them.
extension NSDiffableDataSourceSnapshot {
    /// Marks items for reloading: `apply` has the data source make new cells for them. Items that are
    /// not in the snapshot are skipped (a logged line; iOS raises an exception).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in presentItems(identifiers, in: "reloadItems(_:)") { marks.reloadedItems.insert(item) }
    }

    /// Marks items for reconfiguring: `apply` asks the cell provider again for the cells already on
    /// screen (and the cell is kept). Items that are not in the snapshot are skipped (a logged line).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in presentItems(identifiers, in: "reconfigureItems(_:)") { marks.reconfiguredItems.insert(item) }
    }

    /// Marks sections for reloading: `apply` reloads their rows, headers and footers. Sections that
    /// are not in the snapshot are skipped (a logged line).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        var missing: [SectionIdentifierType] = []
        for section in identifiers {
            if sectionPositions[section] != nil { marks.reloadedSections.insert(section) } else { missing.append(section) }
        }
        if !missing.isEmpty {
            Log.uikit.warning("NSDiffableDataSourceSnapshot.reloadSections(_:): \(Self.describe(missing)) not in the snapshot (iOS raises an exception); skipped")
        }
    }

    /// The items marked with `reloadItems(_:)` since the snapshot was made, in the order marked.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { marks.reloadedItems.values }

    /// The items marked with `reconfigureItems(_:)` since the snapshot was made, in the order marked.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { marks.reconfiguredItems.values }

    /// The sections marked with `reloadSections(_:)` since the snapshot was made, in the order marked.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { marks.reloadedSections.values }

    private func presentItems(_ identifiers: [ItemIdentifierType], in call: String) -> [ItemIdentifierType] {
        let missing = identifiers.filter { locations[$0] == nil }
        if !missing.isEmpty {
            Log.uikit.warning("NSDiffableDataSourceSnapshot.\(call): \(Self.describe(missing)) not in the snapshot (iOS raises an exception); skipped")
        }
        return missing.isEmpty ? identifiers : identifiers.filter { locations[$0] != nil }
    }

    /// What was marked for reloading or reconfiguring; deleted identifiers are forgotten.
    struct ReloadMarks: Sendable {
        var reloadedItems = OrderedMarks<ItemIdentifierType>()
        var reconfiguredItems = OrderedMarks<ItemIdentifierType>()
        var reloadedSections = OrderedMarks<SectionIdentifierType>()

        var isEmpty: Bool { reloadedItems.values.isEmpty && reconfiguredItems.values.isEmpty && reloadedSections.values.isEmpty }

        mutating func forget(items: [ItemIdentifierType], sections: Set<SectionIdentifierType>) {
            reloadedItems.remove(items)
            reconfiguredItems.remove(items)
            reloadedSections.remove(sections)
        }
    }
}

/// Identifiers in the order they were first marked, without repeats (O(1) membership).
struct OrderedMarks<Value: Hashable & Sendable>: Sendable {
    private(set) var values: [Value] = []
    private var members = Set<Value>()

    func contains(_ value: Value) -> Bool { members.contains(value) }

    mutating func insert(_ value: Value) {
        if members.insert(value).inserted { values.append(value) }
    }

    mutating func remove(_ removed: some Sequence<Value>) {
        guard !members.isEmpty else { return }
        var changed = false
        for value in removed where members.remove(value) != nil { changed = true }
        if changed { values.removeAll { !members.contains($0) } }
    }
}
