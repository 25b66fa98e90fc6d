import UIKit

/// The Gallery's outline list: a `UICollectionView` with an inset-grouped list layout
/// (`UICollectionViewCompositionalLayout.list(using:)`), `UICollectionViewListCell`s configured by
/// registrations, and a diffable data source fed a section snapshot tree, as Apple's "Implementing
/// Modern Collection Views" sample builds its outline. Folders toggle their children when tapped
/// (outline disclosure, header style); files show a chevron, a checkmark or a count; swiping a file
/// left reveals a Delete action that removes it.
///
/// Geometry at 320 pt (the list's metrics): rows 16 pt in from each side, 18 pt below the top,
/// 44 pt tall; a child row's content and separator move 10 pt right per level.
public final class OutlineListViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Hashable { case main }

    /// The folder tree: folders (with children) in order, then files.
    static let tree: [(String, [String])] = [
        ("Documents", ["Budget.numbers", "Letter.pages", "Notes.txt"]),
        ("Photos", ["Beach.jpg", "Mountains.jpg"]),
        ("Music", ["Concerto.m4a", "Sonata.m4a", "Étude.m4a"]),
    ]
    /// Files marked done (checkmark) and file counts shown as a label.
    static let checked: Set<String> = ["Letter.pages"]

    /// The list.
    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Outline"
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in self?.deleteAction(at: indexPath) }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        configureDataSource()
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        for (folder, files) in Self.tree {
            snapshot.append([folder])
            snapshot.append(files, to: folder)
        }
        snapshot.expand(["Documents"])
        dataSource.apply(snapshot, to: .main, animatingDifferences: false)
    }

    private static func isFolder(_ item: String) -> Bool { tree.contains { $0.0 == item } }

    private func configureDataSource() {
        let folderRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, folder in
            var content = cell.defaultContentConfiguration()
            content.text = folder
            content.textProperties.font = .boldSystemFont(ofSize: 17)
            cell.contentConfiguration = content
            let count = Self.tree.first { $0.0 == folder }?.1.count ?? 0
            cell.accessories = [.label(text: "\(count)"), .outlineDisclosure(options: .init(style: .header))]
        }
        let fileRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, file in
            var content = cell.defaultContentConfiguration()
            content.text = file
            cell.contentConfiguration = content
            cell.accessories = Self.checked.contains(file) ? [.checkmark()] : [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, item in
            Self.isFolder(item)
                ? collectionView.dequeueConfiguredReusableCell(using: folderRegistration, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(using: fileRegistration, for: indexPath, item: item)
        }
    }

    private func deleteAction(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let item = dataSource.itemIdentifier(for: indexPath), !Self.isFolder(item) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            var snapshot = self.dataSource.snapshot(for: .main)
            snapshot.delete([item])
            self.dataSource.apply(snapshot, to: .main, animatingDifferences: true)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Deselects a tapped file, as a list that opens nothing does.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
