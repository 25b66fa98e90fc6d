import UIKit

/// An outline list written as Apple's "Implementing Modern Collection Views" sample writes its
/// outline screen: `UICollectionViewCompositionalLayout.list(using:)`, two `CellRegistration`s of
/// `UICollectionViewListCell` (containers with an outline disclosure, leaves with a chevron), a
/// diffable data source fed a section snapshot whose parents start collapsed, and the selection
/// logged by the delegate.
///
/// The tree (A and B are header-style containers, A2 a cell-style one, C a leaf):
/// A [A1, A2 [A2a, A2b], A3], B [B1], C.
@MainActor
final class OutlineListTestController: UIViewController, UICollectionViewDelegate {
    enum Section: Hashable { case main }

    static let children: [String: [String]] = ["A": ["A1", "A2", "A3"], "A2": ["A2a", "A2b"], "B": ["B1"]]

    let appearance: UICollectionLayoutListConfiguration.Appearance
    var configure: ((inout UICollectionLayoutListConfiguration) -> Void)?
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    var selected: [String] = []
    var swiped: [String] = []

    init(appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
         configure: ((inout UICollectionLayoutListConfiguration) -> Void)? = nil) {
        self.appearance = appearance
        self.configure = configure
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        configureDataSource()
        configureSupplementaryViews()
        applyInitialSnapshot()
    }

    private func createLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let item = self.dataSource.itemIdentifier(for: indexPath), item == "C" else { return nil }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
                self.swiped.append(item)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [flag])
        }
        configure?(&configuration)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
        let containerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            let style: UICellAccessory.OutlineDisclosureOptions.Style = item == "A2" ? .cell : .header
            cell.accessories = [.outlineDisclosure(options: .init(style: style))]
        }
        let leafRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, item in
            if Self.children[item] != nil {
                return collectionView.dequeueConfiguredReusableCell(using: containerRegistration, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: leafRegistration, for: indexPath, item: item)
        }
    }

    /// A section header or footer: a title label placed by frame.
    final class TitleView: UICollectionReusableView {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            label.frame = CGRect(x: 16, y: 0, width: 200, height: 28)
            addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    private func configureSupplementaryViews() {
        let header = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            view.label.text = "Header"
        }
        let footer = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: UICollectionView.elementKindSectionFooter) { view, _, _ in
            view.label.text = "Footer"
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: kind == UICollectionView.elementKindSectionHeader ? header : footer,
                                                                  for: indexPath)
        }
    }

    private func applyInitialSnapshot() {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        func add(_ items: [String], to parent: String?) {
            snapshot.append(items, to: parent)
            for item in items { if let children = Self.children[item] { add(children, to: item) } }
        }
        add(["A", "B", "C"], to: nil)
        dataSource.apply(snapshot, to: .main, animatingDifferences: false)
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        selected.append(item)
    }
}
