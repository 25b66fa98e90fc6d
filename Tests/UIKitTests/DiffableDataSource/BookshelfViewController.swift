import UIKit

/// A list of books in a collection view, written the iOS 14 way: a flow layout of full-width rows, a
/// `CellRegistration` and a `SupplementaryRegistration` for the header, a diffable data source, and
/// a button that moves the last book to the top with an animated `apply`.
final class BookshelfViewController: UIViewController {
    enum Section: Hashable { case shelf }

    struct Book: Hashable {
        let title: String
    }

    final class BookCell: UICollectionViewCell {
        let titleLabel = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.frame = CGRect(x: 16, y: 0, width: 280, height: 44)
            contentView.addSubview(titleLabel)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class ShelfHeader: UICollectionReusableView {
        let titleLabel = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.frame = CGRect(x: 16, y: 0, width: 280, height: 30)
            addSubview(titleLabel)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Book>!
    let moveButton = UIButton(type: .system)
    var configurations: [String: Int] = [:]
    var moveCompleted = false

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 44, width: 320, height: 436), collectionViewLayout: layout)
        view.addSubview(collectionView)
        moveButton.setTitle("Last to top", for: .normal)
        moveButton.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        moveButton.addTarget(self, action: Self.moveTapped, for: .touchUpInside)
        view.addSubview(moveButton)

        let cellRegistration = UICollectionView.CellRegistration<BookCell, Book> { [unowned self] cell, indexPath, book in
            cell.titleLabel.text = book.title
            self.configurations[book.title, default: 0] += 1
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<ShelfHeader>(elementKind: UICollectionView.elementKindSectionHeader) { header, kind, indexPath in
            header.titleLabel.text = "Shelf"
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, book in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: book)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Book>()
        snapshot.appendSections([.shelf])
        snapshot.appendItems(["A", "B", "C", "D", "E", "F", "G", "H"].map(Book.init))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func moveTapped() {
        var snapshot = dataSource.snapshot()
        guard let last = snapshot.itemIdentifiers.last, let first = snapshot.itemIdentifiers.first else { return }
        snapshot.moveItem(last, beforeItem: first)
        dataSource.apply(snapshot, animatingDifferences: true) { [weak self] in self?.moveCompleted = true }
    }
}

/// A folder outline in a collection view: one section given as an `NSDiffableDataSourceSectionSnapshot`
/// tree; selecting a parent expands or collapses it by applying the changed tree (the iOS code a
/// list without disclosure accessories uses).
final class FoldersViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Hashable { case main }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    var configurations: [String: Int] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.delegate = self
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<BookshelfViewController.BookCell, String> { [unowned self] cell, indexPath, folder in
            let level = self.dataSource.snapshot(for: .main).level(of: folder)
            cell.titleLabel.text = String(repeating: "  ", count: level) + folder
            self.configurations[folder, default: 0] += 1
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, folder in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: folder)
        }
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["Mail", "Notes", "Trash"])
        tree.append(["Inbox", "Sent"], to: "Mail")
        tree.append(["Ideas"], to: "Notes")
        dataSource.apply(tree, to: .main, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let folder = dataSource.itemIdentifier(for: indexPath) else { return }
        var tree = dataSource.snapshot(for: .main)
        guard !tree.snapshot(of: folder).items.isEmpty else { return }
        if tree.isExpanded(folder) { tree.collapse([folder]) } else { tree.expand([folder]) }
        dataSource.apply(tree, to: .main)
    }
}
