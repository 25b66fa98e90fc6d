import Foundation

extension NSCollectionLayoutSection {
    /// A list section (iOS 14): one full-width column of rows estimated at 44 pt that size
    /// themselves, with the configuration's headers, footers, insets and separators
    /// (`UICollectionLayoutListConfiguration` documents the metrics). Use it in a section provider to
    /// mix lists with other sections; the layout environment gives the width.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                             heightDimension: .estimated(ListMetrics.estimatedRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let grouped = configuration.isGrouped
        let side = configuration.isInset ? ListMetrics.insetMargin : 0
        let hasHeader = configuration.headerMode == .supplementary
        let hasFooter = configuration.footerMode == .supplementary
        section.contentInsets = NSDirectionalEdgeInsets(top: grouped && !hasHeader ? ListMetrics.groupedGap : 0, leading: side,
                                                        bottom: grouped && !hasFooter ? ListMetrics.groupedGap : 0, trailing: side)
        if hasHeader {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                              heightDimension: .estimated(ListMetrics.estimatedHeaderHeight(grouped: grouped)))
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
            section.listHeaderTopPadding = Self.checkedPadding(configuration.headerTopPadding)
        }
        if hasFooter {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                              heightDimension: .estimated(ListMetrics.estimatedFooterHeight(grouped: grouped)))
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.listConfiguration = configuration
        return section
    }

    private static func checkedPadding(_ padding: CGFloat?) -> CGFloat {
        guard let padding else { return 0 }
        guard padding.isFinite, padding >= 0 else {
            Log.uikit.warning("UICollectionLayoutListConfiguration.headerTopPadding \(padding) is not a finite non-negative number; using 0")
            return 0
        }
        return padding
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration` (iOS 14). The collection view
    /// takes the list's background colour when the layout is first prepared in it.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        })
        layout.listBackgroundColor = configuration.resolvedBackgroundColor
        return layout
    }

    /// Gives the collection view the list's background once per collection view it lays out, so a
    /// colour the app sets afterwards stays.
    func applyListBackground(to collectionView: UICollectionView) {
        guard let color = listBackgroundColor, listBackgroundTarget !== collectionView else { return }
        listBackgroundTarget = collectionView
        collectionView.backgroundColor = color
    }

    /// The list attributes of a row of a list section (nil for other sections).
    func listItemAttributes(_ section: PlacedSection, _ item: Int) -> ListItemAttributes? {
        guard let configuration = section.description?.listConfiguration else { return nil }
        let isLast = item == section.resolved.itemFrames.count - 1
        let isHeaderItem = configuration.headerMode == .firstItemInSection && item == 0
        return ListItemAttributes(appearance: configuration.appearance,
                                  showsSeparator: configuration.showsSeparators && !isLast && !isHeaderItem)
    }
}

extension UICollectionView {
    /// The list configuration of a section laid out by a compositional list, or nil.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              layout.placed.indices.contains(section) else { return nil }
        return layout.placed[section].description?.listConfiguration
    }
}
