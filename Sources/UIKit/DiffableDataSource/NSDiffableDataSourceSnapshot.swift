import Foundation

/// The state of a table's or collection view's data at one moment: sections in order, each with its
/// items in order, named by identifiers (UIKit's diffable data source model, iOS 13; the `Sendable`
/// constraints are iOS 18's).
///
/// Build one, hand it to a diffable data source's `apply(_:animatingDifferences:completion:)`, and the
/// data source works out which sections and rows were inserted, deleted, moved or reloaded
/// (`SnapshotDiff`). Identifiers must be unique across the whole snapshot; iOS traps on duplicates,
/// ScrollKit logs one line and keeps the first occurrence (docs/PORTING.md, "Bad input").
///
/// Storage is hash-indexed so that every question about an identifier is O(1) (plus O(sections) for
/// global indexes): the section of every item and its offset in that section are kept up to date by
/// each mutation. Appending k items is O(k); inserting, deleting or moving inside a section re-indexes
/// the items after the change, O(section size), like the array shift it accompanies.
/// Mutations: NSDiffableDataSourceSnapshot+Sections.swift and +Items.swift; reloads: +Reloads.swift.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    /// Where an item is: its section's identifier and its offset among that section's items.
    struct Location: Sendable {
        var section: Section
        var offset: Int
    }

    /// Section identifiers in order.
    var sections: [Section] = []
    /// Each section's items in order, parallel to `sections`.
    var itemsBySection: [[Item]] = []
    /// Position of every section in `sections`.
    var sectionPositions: [Section: Int] = [:]
    /// Where every item is.
    var locations: [Item: Location] = [:]
    /// Items and sections marked with `reloadItems`, `reconfigureItems` and `reloadSections`, in the
    /// order they were marked (what the three `…Identifiers` properties report).
    var marks = ReloadMarks()

    /// Creates an empty snapshot: no sections, no items.
    public init() {}

    // MARK: Counts

    /// How many items the snapshot holds, in all sections.
    public var numberOfItems: Int { locations.count }

    /// How many sections the snapshot holds.
    public var numberOfSections: Int { sections.count }

    /// How many items `identifier`'s section holds; 0 (and a logged line) for a section that is not
    /// in the snapshot (iOS raises an exception).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let position = sectionPositions[identifier] else {
            Self.warnMissingSection(identifier, in: "numberOfItems(inSection:)", outcome: "returned 0")
            return 0
        }
        return itemsBySection[position].count
    }

    // MARK: Identifiers

    /// Every section identifier, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item identifier, section by section, in order.
    public var itemIdentifiers: [ItemIdentifierType] { Array(itemsBySection.joined()) }

    /// The items of `identifier`'s section, in order; empty (and a logged line) for a section that is
    /// not in the snapshot (iOS raises an exception).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let position = sectionPositions[identifier] else {
            Self.warnMissingSection(identifier, in: "itemIdentifiers(inSection:)", outcome: "returned no items")
            return []
        }
        return itemsBySection[position]
    }

    /// The section that holds `identifier`, or nil when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        locations[identifier]?.section
    }

    /// The item's index in `itemIdentifiers` (counting across sections), or nil when it is not in the
    /// snapshot. O(sections).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = locations[identifier], let position = sectionPositions[location.section] else { return nil }
        return itemsBySection[..<position].reduce(location.offset) { $0 + $1.count }
    }

    /// The section's index in `sectionIdentifiers`, or nil when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionPositions[identifier] }

    // MARK: Internal queries (the diff and the data sources)

    /// The index path of an item: section position and offset. O(1).
    func indexPath(of item: Item) -> IndexPath? {
        guard let location = locations[item], let position = sectionPositions[location.section] else { return nil }
        return IndexPath(item: location.offset, section: position)
    }

    /// The item at an index path, or nil outside the snapshot. O(1).
    func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < itemsBySection.count else { return nil }
        let items = itemsBySection[indexPath.section]
        return indexPath.item >= 0 && indexPath.item < items.count ? items[indexPath.item] : nil
    }

    func contains(item: Item) -> Bool { locations[item] != nil }

    /// A short, bounded description of identifiers for log lines (at most three, then a count).
    static func describe<T>(_ values: some Collection<T>) -> String {
        let shown = values.prefix(3).map { String(describing: $0) }.joined(separator: ", ")
        return values.count > 3 ? "\(shown) and \(values.count - 3) more" : shown
    }

    static func warnMissingSection(_ identifier: Section, in call: String, outcome: String) {
        Log.uikit.warning("NSDiffableDataSourceSnapshot.\(call): section \(String(describing: identifier)) is not in the snapshot (iOS raises an exception); \(outcome)")
    }
}
