import Foundation
import HostContextTesting
import Testing
import UIKit

/// A header whose banner is pinned inside 8 pt top and bottom margins and is 40 + 10 · section
/// tall: its Auto Layout height is 56 + 10 · section (computed here, not asked of the layout).
final class BannerSectionHeader: UICollectionReusableView {
    let banner = UIView()
    var bannerHeight: NSLayoutConstraint!
    required init(frame: CGRect) {
        super.init(frame: frame)
        banner.translatesAutoresizingMaskIntoConstraints = false
        addSubview(banner)
        bannerHeight = banner.heightAnchor.constraint(equalToConstant: 40)
        // 999, as on iOS: the estimated size the view first gets must not break a required constraint.
        bannerHeight.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            banner.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            banner.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            banner.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            bannerHeight,
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Two 44 pt rows per section under a banner header; the layout is given.
final class BannerSectionsViewController: UIViewController, UICollectionViewDataSource {
    let layout: UICollectionViewLayout
    var collectionView: UICollectionView!
    init(layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(BannerSectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "banner")
        collectionView.dataSource = self
        view = collectionView
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "banner", for: indexPath) as! BannerSectionHeader
        header.bannerHeight.constant = 40 + 10 * CGFloat(indexPath.section)
        return header
    }
}

/// Self-sizing section headers in a flow layout (with `estimatedItemSize`) and in a compositional
/// layout (an `.estimated` boundary item): each header takes its Auto Layout height and the
/// sections below move down by the difference.
@Suite(.freshHostContext) @MainActor struct CollectionSelfSizingHeaderTests {
    static func show(_ vc: BannerSectionsViewController) {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        window.tick(timestamp: 1.0 / 60)
    }

    /// Header s is 56 + 10s tall; each section is its header then two 44 pt rows.
    static func expectStacked(_ cv: UICollectionView) {
        var y: CGFloat = 0
        for s in 0..<3 {
            let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: s))
            #expect(header?.frame == CGRect(x: 0, y: y, width: 320, height: 56 + 10 * CGFloat(s)), "header \(s)")
            y += 56 + 10 * CGFloat(s)
            for i in 0..<2 {
                #expect(cv.cellForItem(at: IndexPath(item: i, section: s))?.frame == CGRect(x: 0, y: y, width: 320, height: 44), "item \(s).\(i)")
                y += 44
            }
        }
        #expect(cv.contentSize.height == y)
    }

    @Test func flowLayoutHeadersSizeThemselves() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 320, height: 44)
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 320, height: 30)   // the estimate
        let vc = BannerSectionsViewController(layout: layout)
        Self.show(vc)
        Self.expectStacked(vc.collectionView)
    }

    @Test func compositionalEstimatedHeadersSizeThemselves() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                                                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
        ]
        let vc = BannerSectionsViewController(layout: UICollectionViewCompositionalLayout(section: section))
        Self.show(vc)
        Self.expectStacked(vc.collectionView)
    }
}
