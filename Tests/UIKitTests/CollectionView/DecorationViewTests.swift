import Foundation
import LogCapture
import Testing
import UIKit

/// A bookcase layout written as an iOS developer writes a custom layout: 100×100 items, three to a
/// 120 pt row (10 pt margins and gaps), and a wooden shelf decoration 20 pt tall under every row,
/// the layout's own view (registered on the layout, never asked of the data source).
final class BookcaseShelfLayout: UICollectionViewLayout {
    static let shelfKind = "bookcase-shelf"
    private var items: [UICollectionViewLayoutAttributes] = []
    private var shelves: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    override init() {
        super.init()
        register(BookcaseShelfView.self, forDecorationViewOfKind: Self.shelfKind)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepare() {
        items = []
        shelves = []
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        for i in 0..<count {
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            a.frame = CGRect(x: 10 + CGFloat(i % 3) * 100, y: CGFloat(i / 3) * 120, width: 100, height: 100)
            items.append(a)
        }
        let rows = (count + 2) / 3
        for row in 0..<rows {
            let a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.shelfKind, with: IndexPath(item: row, section: 0))
            a.frame = CGRect(x: 0, y: CGFloat(row) * 120 + 100, width: 320, height: 20)
            shelves.append(a)
        }
        height = CGFloat(rows) * 120
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: height) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (items + shelves).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementKind == Self.shelfKind && shelves.indices.contains(indexPath.item) ? shelves[indexPath.item] : nil
    }
}

/// The shelf: counts how many were ever made, so reuse can be checked.
final class BookcaseShelfView: UICollectionReusableView {
    @MainActor static var created = 0
    required init(frame: CGRect) {
        super.init(frame: frame)
        BookcaseShelfView.created += 1
        backgroundColor = .brown
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Decoration views end to end: a custom layout's shelves and a compositional section background.
@Suite(.serialized) @MainActor struct DecorationViewTests {
    static func shelves(_ collectionView: UICollectionView) -> [BookcaseShelfView] {
        collectionView.subviews.compactMap { $0 as? BookcaseShelfView }.sorted { $0.frame.minY < $1.frame.minY }
    }

    @Test func aCustomLayoutShowsItsShelvesUnderTheBooks() {
        BookcaseShelfView.created = 0
        let grid = GridViewController(counts: [60], layout: BookcaseShelfLayout())
        let fixture = CollectionFixture(grid)
        let cv = fixture.collectionView
        // 480 pt tall: rows 0…3 are on screen (row 3 starts at 360, its shelf at 460…480).
        let shelves = Self.shelves(cv)
        #expect(shelves.map(\.frame) == (0..<4).map { CGRect(x: 0, y: CGFloat($0) * 120 + 100, width: 320, height: 20) })
        // Below every cell in the stacking order.
        let firstCell = cv.subviews.firstIndex { $0 is UICollectionViewCell }!
        for shelf in shelves { #expect(cv.subviews.firstIndex { $0 === shelf }! < firstCell) }
        // The data source and the display delegate never hear of them.
        #expect(grid.log.allSatisfy { $0.hasPrefix("willDisplay") })
        #expect(grid.log.count == 12)
        // Scroll through the whole bookcase: shelves leave, are queued, and come back reused.
        for step in 1...30 {
            cv.contentOffset = CGPoint(x: 0, y: min(CGFloat(step) * 80, cv.contentSize.height - 480))
            fixture.tick()
        }
        let y = cv.contentOffset.y
        #expect(isClose(y, 20 * 120 - 480, within: 0.01), "\(y)")
        // Visible: 1920…2400, rows 16…19; their shelves at row · 120 + 100.
        #expect(Self.shelves(cv).map(\.frame.minY) == [2020, 2140, 2260, 2380])
        #expect(BookcaseShelfView.created <= 6, "\(BookcaseShelfView.created) shelves made for 20 rows")
    }

    @Test func anUnregisteredKindIsLoggedOnceAndShowsNothing() {
        let layout = BookcaseShelfLayout()
        layout.register(nil, forDecorationViewOfKind: BookcaseShelfLayout.shelfKind)
        let grid = GridViewController(counts: [12], layout: layout)
        var fixture: CollectionFixture?
        let records = LogCapture.records { fixture = CollectionFixture(grid); fixture?.tick() }
        #expect(records.count == 1)
        #expect(Self.shelves(grid.collectionView).isEmpty)
        #expect(grid.collectionView.visibleCells.count == 12)
    }

    /// Two sections, each: a 30 pt header, content insets of 16, two rows of two 50 pt items, and
    /// a background inset by 8. Section frame: 30 + 16 + 100 + 16 = 162 pt tall, 320 wide; the
    /// background is that inset by 8 on every side.
    @Test func aCompositionalSectionBackgroundCoversItsSection() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(BookcaseShelfView.self, forDecorationViewOfKind: "card")
        let grid = GridViewController(counts: [4, 4], layout: layout)
        let fixture = CollectionFixture(grid)
        let cv = fixture.collectionView
        let cards = Self.shelves(cv)
        #expect(cards.map(\.frame) == [CGRect(x: 8, y: 8, width: 304, height: 146), CGRect(x: 8, y: 170, width: 304, height: 146)])
        #expect(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 1))?.frame == cards.last?.frame)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 2)) == nil)
        // Items sit on their cards: the first item of section 1 at 162 + 30 + 16.
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 16, y: 208, width: 144, height: 50))
        let firstCell = cv.subviews.firstIndex { $0 is UICollectionViewCell }!
        for card in cards { #expect(cv.subviews.firstIndex { $0 === card }! < firstCell) }
    }
}
