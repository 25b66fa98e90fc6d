import UIKit

/// "App Store (compositional)": a `UICollectionViewCompositionalLayout` the way the App Store's
/// Today/Apps tabs are built (WWDC 2019 session 215's examples): a paging featured banner, a
/// group-paging section of app rows three to a column, a continuous row of square category tiles,
/// then a long vertical list under a header pinned to the top while it scrolls by. The content is
/// generated from the index paths, so every run draws the same frames.
public final class AppStoreCompositionalViewController: UIViewController, UICollectionViewDataSource {
    /// The collection view (public for tests and the headless script).
    public private(set) var collectionView: UICollectionView!

    /// The sections, top to bottom, with their item counts and titles.
    public enum Section: Int, CaseIterable {
        /// Full-width banners, paging by the screen's width.
        case featured
        /// Columns of three app rows, paging a column at a time.
        case topApps
        /// Square category tiles scrolling freely.
        case categories
        /// A vertical list under a pinned header.
        case more
        var title: String {
            switch self {
            case .featured: return "Featured"
            case .topApps: return "Top Free Apps"
            case .categories: return "Categories"
            case .more: return "More to Explore"
            }
        }
        var itemCount: Int {
            switch self {
            case .featured: return 5
            case .topApps: return 12
            case .categories: return 10
            case .more: return 30
            }
        }
    }

    /// The element kind of the section titles.
    public static let headerKind = "section-header"

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .white
        collectionView.register(AppTileCell.self, forCellWithReuseIdentifier: AppTileCell.reuseIdentifier)
        collectionView.register(SectionHeaderView.self, forSupplementaryViewOfKind: Self.headerKind,
                                withReuseIdentifier: SectionHeaderView.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    /// The layout: one section provider switching on the section, as iOS code does.
    public static func makeLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        return UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            let width = environment.container.effectiveContentSize.width
            let section: NSCollectionLayoutSection
            switch Section(rawValue: index) ?? .more {
            case .featured:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(width * 0.55)), subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .paging
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 0)
            case .topApps:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1.0 / 3)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.88), heightDimension: .absolute(3 * 64)), subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            case .categories:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(96), heightDimension: .absolute(96)), subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            case .more:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(64)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(64)), subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
            }
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
                elementKind: headerKind, alignment: .top)
            header.pinToVisibleBounds = index == Section.more.rawValue
            section.boundarySupplementaryItems = [header]
            return section
        }, configuration: configuration)
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { Section.allCases.count }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Section(rawValue: section)?.itemCount ?? 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: AppTileCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? AppTileCell, let section = Section(rawValue: indexPath.section) {
            cell.configure(section: section, item: indexPath.item)
        }
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: SectionHeaderView.reuseIdentifier, for: indexPath)
        (view as? SectionHeaderView)?.label.text = Section(rawValue: indexPath.section)?.title
        return view
    }
}
