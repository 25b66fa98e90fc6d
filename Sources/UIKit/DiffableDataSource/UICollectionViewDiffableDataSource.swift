import Foundation

/// A collection view's data source driven by snapshots (iOS 13): describe sections and items as
/// identifiers, `apply` a snapshot, and the data source performs the inserts, deletes, moves and
/// reloads (`SnapshotDiff`, fewest moves) as one animated batch update, so cells of items that did
/// not change stay on screen untouched and moved items keep their cells as they slide.
///
/// It becomes the collection view's `dataSource` when created; cells come from `cellProvider`
/// (usually `dequeueConfiguredReusableCell(using:for:item:)` with a `CellRegistration`),
/// supplementary views from `supplementaryViewProvider`. Sections can also be given as trees
/// (`NSDiffableDataSourceSectionSnapshot`, iOS 14): UICollectionViewDiffableDataSource+Sections.swift.
/// Applying: UICollectionViewDiffableDataSource+Apply.swift.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item. Returning nil shows an empty cell (logged; iOS raises).
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (a header, a footer…) of `elementKind` at an index path.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    /// Makes the supplementary views the layout asks for; nil (the default) shows empty views
    /// (logged; iOS raises when the layout has supplementary views and there is no provider).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// What expanding and collapsing outline rows asks and tells (UICollectionViewDiffableDataSource+Outline.swift).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// The collection view this data source feeds (weak: it holds its data source weakly too).
    weak var collectionView: UICollectionView?
    let cellProvider: CellProvider
    /// What the collection view shows: the last applied snapshot, its reload marks cleared.
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The trees applied with `apply(_:to:animatingDifferences:completion:)`, by section.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    let applyQueue = DiffableApplyQueue()

    /// Creates the data source, makes it `collectionView`'s `dataSource`, and keeps `cellProvider`.
    /// The collection view shows nothing until the first `apply`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshot queries

    /// A copy of the snapshot shown now (sections given as trees contribute their visible items).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item shown at `indexPath`, or nil when there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `itemIdentifier` is shown, or nil when it is not in the applied snapshot.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The identifier of the section at `index` (iOS 15), or nil outside the snapshot.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.sections.count ? current.sections[index] : nil
    }

    /// The index of the section `sectionIdentifier` (iOS 15), or nil when it is not in the snapshot.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.sectionPositions[sectionIdentifier] }

    // MARK: Applying (bodies in UICollectionViewDiffableDataSource+Apply.swift)

    /// Shows `snapshot`: diffs it against the current one and performs the changes as one batch
    /// update (iOS 15 semantics: always a diff), animated when `animatingDifferences` is true.
    /// `completion` runs when the batch's animation ended. Called from inside a callback of a
    /// running apply, it runs after that apply (logged). Section trees applied before are kept for
    /// sections whose items did not change, and forgotten for the others.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applyQueue.run("UICollectionViewDiffableDataSource.apply(_:animatingDifferences:completion:)") { [self] in
            forgetChangedSectionSnapshots(in: snapshot)
            applyDifferences(snapshot, animated: animatingDifferences, completion: completion)
        }
    }

    /// Shows `snapshot` with `reloadData()`, without diffing or animating (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        applyQueue.run("UICollectionViewDiffableDataSource.applySnapshotUsingReloadData(_:completion:)") { [self] in
            forgetChangedSectionSnapshots(in: snapshot)
            current = snapshot
            current.marks = .init()
            collectionView?.reloadData()
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

    /// `applySnapshotUsingReloadData(_:completion:)` that returns when the collection view reloaded (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            applySnapshotUsingReloadData(snapshot) { done.resume() }
        }
    }

    // MARK: UICollectionViewDataSource

    /// The number of sections in the applied snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.sections.count }

    /// The number of items in the applied snapshot's section at `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section >= 0 && section < current.itemsBySection.count ? current.itemsBySection[section].count : 0
    }

    /// The cell from `cellProvider` for the item at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath) else {
            Log.uikit.warning("UICollectionViewDiffableDataSource: the collection view asked for a cell at \(indexPath), outside the applied snapshot; returned an empty cell")
            return emptyCell(collectionView, at: indexPath)
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            Log.uikit.warning("UICollectionViewDiffableDataSource: the cell provider returned nil for \(String(describing: item)) at \(indexPath) (iOS raises an exception); showed an empty cell")
            return emptyCell(collectionView, at: indexPath)
        }
        if let listCell = cell as? UICollectionViewListCell { configureOutlineState(of: listCell, item: item, section: indexPath.section) }
        return cell
    }

    /// A plain cell from the collection view's own queue (so it is reused like any other).
    private func emptyCell(_ collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
        let identifier = "UICollectionViewDiffableDataSource.emptyCell"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// The view from `supplementaryViewProvider`.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            Log.uikit.warning("UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) at \(indexPath) (no supplementaryViewProvider, or it returned nil; iOS raises an exception); showed an empty view")
            let identifier = "UICollectionViewDiffableDataSource.emptyView"
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        }
        return view
    }
}
