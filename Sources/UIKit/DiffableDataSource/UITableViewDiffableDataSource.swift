import Foundation

/// A table's data source driven by snapshots (iOS 13): you describe the sections and rows as
/// identifiers in an `NSDiffableDataSourceSnapshot` and `apply` it; the data source works out the
/// inserts, deletes, moves and reloads (`SnapshotDiff`) and performs them on the table, so cells of
/// rows that did not change stay on screen untouched.
///
/// It becomes the table's `dataSource` when created and answers the counts and cells from the last
/// applied snapshot, asking `cellProvider` for each cell. Subclass it to give section titles
/// (`tableView(_:titleForHeaderInSection:)`), as on iOS. Keep a strong reference to it: the table
/// holds its data source weakly. Applying: UITableViewDiffableDataSource+Apply.swift.
///
/// Porting notes: ScrollKit's table cannot move rows yet, so a moved row is deleted at its old
/// place and inserted at its new one (a new cell; the other rows keep theirs); moves are as few as
/// possible, so this touches only the rows that really moved.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item: usually `tableView.dequeueReusableCell(withIdentifier:for:)`,
    /// configured from `itemIdentifier`. Returning nil shows an empty default cell (logged; iOS raises).
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    /// The animation `apply(_:animatingDifferences:completion:)` asks the table for when it animates
    /// (default `.automatic`, as on iOS).
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// The table this data source feeds (weak: the table owns neither its data source nor this).
    weak var tableView: UITableView?
    let cellProvider: CellProvider
    /// What the table shows: the last applied snapshot, its reload marks cleared.
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    let applyQueue = DiffableApplyQueue()

    /// Creates the data source, makes it `tableView`'s `dataSource`, and keeps `cellProvider` for
    /// the cells. The table shows nothing until the first `apply`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshot queries

    /// A copy of the snapshot the table shows now; change it and `apply` it to update the table.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item shown at `indexPath`, or nil when there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `itemIdentifier` is shown, or nil when it is not in the applied snapshot.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// The identifier of the section at `index` (iOS 15), or nil outside the snapshot.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.sections.count ? current.sections[index] : nil
    }

    /// The index of the section `sectionIdentifier` (iOS 15), or nil when it is not in the snapshot.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.sectionPositions[sectionIdentifier] }

    // MARK: Applying (bodies in UITableViewDiffableDataSource+Apply.swift)

    /// Shows `snapshot`: diffs it against the current one and performs the deletes, inserts, moves,
    /// reloads and reconfigures as one batch (iOS 15 semantics: always a diff, never `reloadData`),
    /// animated with `defaultRowAnimation` when `animatingDifferences` is true. `completion` runs
    /// when the batch (and its animations) finished. Called from inside a callback of a running
    /// apply, it runs after that apply (logged).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applyQueue.run("UITableViewDiffableDataSource.apply(_:animatingDifferences:completion:)") { [self] in
            applyDifferences(snapshot, animated: animatingDifferences, completion: completion)
        }
    }

    /// Shows `snapshot` with `reloadData()`, without diffing or animating (iOS 15): every visible
    /// cell is made again. Cheaper than a diff when almost everything changed.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        applyQueue.run("UITableViewDiffableDataSource.applySnapshotUsingReloadData(_:completion:)") { [self] in
            current = snapshot
            current.marks = .init()
            tableView?.reloadData()
            completion?()
        }
    }

    /// `apply(_:animatingDifferences:completion:)` that returns when the batch finished (iOS 15).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// `applySnapshotUsingReloadData(_:completion:)` that returns when the table reloaded (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            applySnapshotUsingReloadData(snapshot) { done.resume() }
        }
    }

    // MARK: UITableViewDataSource

    /// The number of sections in the applied snapshot.
    open func numberOfSections(in tableView: UITableView) -> Int { current.sections.count }

    /// The number of items in the applied snapshot's section at `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section >= 0 && section < current.itemsBySection.count ? current.itemsBySection[section].count : 0
    }

    /// The cell from `cellProvider` for the item at `indexPath`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath) else {
            Log.uikit.warning("UITableViewDiffableDataSource: the table asked for a cell at \(indexPath), outside the applied snapshot; returned an empty cell")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            Log.uikit.warning("UITableViewDiffableDataSource: the cell provider returned nil for \(String(describing: item)) at \(indexPath) (iOS raises an exception); showed an empty cell")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No header titles; override to title sections (use `sectionIdentifier(for:)`).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer titles; override to give sections footers.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: Editing (subclass to allow it, as on iOS)

    /// No row is editable (no swipe-to-delete, no delete control) unless a subclass returns `true`.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing: override to delete the item from a snapshot and apply it.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// No row shows a reorder control unless a subclass returns `true`.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Moves the dragged item in the applied snapshot, so that it agrees with the table, which has
    /// already moved the row (ScrollKit's choice; override to update your model too, and call super).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath, let item = current.item(at: sourceIndexPath),
              destinationIndexPath.section >= 0, destinationIndexPath.section < current.sections.count else { return }
        current.deleteItems([item])
        let rows = current.itemsBySection[destinationIndexPath.section]
        if destinationIndexPath.row >= 0, destinationIndexPath.row < rows.count {
            current.insertItems([item], beforeItem: rows[destinationIndexPath.row])
        } else {
            current.appendItems([item], toSection: current.sections[destinationIndexPath.section])
        }
    }
}
