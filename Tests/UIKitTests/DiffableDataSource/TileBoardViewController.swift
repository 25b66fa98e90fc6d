import UIKit

/// A board of numbered tiles in a collection view, written the iOS 14 way: a flow layout of
/// 80×80 tiles, four to a 320 pt row, a `CellRegistration` that counts how often it configures each
/// tile, and a diffable data source. The tests shuffle, reconfigure and move the tiles.
final class TileBoardViewController: UIViewController {
    enum Section: Hashable { case board }

    final class TileCell: UICollectionViewCell {
        let numberLabel = UILabel()
        var preparedForReuse = 0
        required init(frame: CGRect) {
            super.init(frame: frame)
            numberLabel.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
            contentView.addSubview(numberLabel)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func prepareForReuse() {
            super.prepareForReuse()
            preparedForReuse += 1
        }
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    /// What the label of each tile says, read by the registration (the tests change it, then reconfigure).
    var captions: [Int: String] = [:]
    var configurations: [Int: Int] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<TileCell, Int> { [unowned self] cell, _, tile in
            cell.numberLabel.text = self.captions[tile] ?? "\(tile)"
            self.configurations[tile, default: 0] += 1
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, tile in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tile)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.board])
        snapshot.appendItems(Array(0..<16))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The visible tiles by number.
    var tiles: [Int: TileCell] {
        var tiles: [Int: TileCell] = [:]
        for case let cell as TileCell in collectionView.visibleCells { tiles[Int(cell.numberLabel.text ?? "") ?? -1] = cell }
        return tiles
    }
}
