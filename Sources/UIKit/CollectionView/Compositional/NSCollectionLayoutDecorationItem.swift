import Foundation

/// A view behind a whole section of a compositional layout (UIKit's
/// `NSCollectionLayoutDecorationItem`, iOS 13): add it to `NSCollectionLayoutSection.decorationItems`
/// and register the view class on the layout with `register(_:forDecorationViewOfKind:)`.
///
/// Its frame is the section's whole frame (boundary headers and footers, the section's content
/// insets and its groups, across the container's width), made smaller by the item's own
/// `contentInsets`, so a section inset by 16 with a background inset by 8 shows the background 8 pt
/// around the items. Its index path is the section's, item 0. Apple documents `zIndex` 0, the
/// default, as "below all other items in the section": the collection view stacks decoration views
/// under the cells and supplementary views of the same `zIndex`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The decoration kind; the layout's registered class for it makes the view.
    public let elementKind: String
    /// The stacking order among the section's elements (0: below all of them).
    public var zIndex = 0

    required init(elementKind: String) {
        self.elementKind = elementKind
        // The whole section: the size is not used, the section's frame is.
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background for a section, of decoration kind `elementKind`.
    public class func background(elementKind: String) -> Self { Self(elementKind: elementKind) }
}

extension UICollectionViewCompositionalLayout {
    /// The attributes of the `i`th decoration item of a section.
    func decorationAttributes(_ section: PlacedSection, _ i: Int) -> UICollectionViewLayoutAttributes {
        let item = section.description!.decorationItems[i]
        let a = attributesType.init()
        a.indexPath = IndexPath(item: 0, section: section.index)
        a.representedElementCategory = .decorationView
        a.representedElementKind = item.elementKind
        let f = section.resolved.frame, insets = item.contentInsets
        a.frame = CGRect(x: f.minX + insets.leading, y: f.minY + insets.top,
                         width: max(f.width - insets.leading - insets.trailing, 0),
                         height: max(f.height - insets.top - insets.bottom, 0))
        a.zIndex = item.zIndex
        return a
    }

    /// A decoration item of `kind` at the section of `indexPath`.
    func attributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, placed.indices.contains(indexPath.section), indexPath.item == 0,
              let items = placed[indexPath.section].description?.decorationItems,
              let i = items.firstIndex(where: { $0.elementKind == kind }) else { return nil }
        return decorationAttributes(placed[indexPath.section], i)
    }
}
