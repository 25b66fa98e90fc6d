import Foundation
import HostContextTesting
import Testing
@testable import UIKit

/// A screen written the way an iOS developer writes one with a compositional layout: the
/// controller owns a `UICollectionView`, is its data source, and builds the layout with a section
/// provider. `sections` says how each section is described and how many items it has.
@MainActor
final class CompositionalScreen: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    let sections: [(count: Int, make: () -> NSCollectionLayoutSection)]
    var configuration = UICollectionViewCompositionalLayoutConfiguration()

    init(_ sections: [(count: Int, make: () -> NSCollectionLayoutSection)]) {
        self.sections = sections
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { [unowned self] index, _ in
            self.sections[index].make()
        }, configuration: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    /// The nested scroll view of an orthogonal section (found as iOS developers find it: a scroll
    /// view among the collection view's subviews).
    var orthogonalScrollViews: [UIScrollView] {
        collectionView.subviews.compactMap { $0 as? UIScrollView }.sorted { $0.frame.minY < $1.frame.minY }
    }
}

@MainActor func layoutSize(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
}

/// A section of full-width rows of `height` points.
@MainActor func listSection(height: CGFloat, header: CGFloat? = nil, pinned: Bool = false) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(height)))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(1), .absolute(height)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    if let header {
        let h = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(header)),
                                                            elementKind: "header", alignment: .top)
        h.pinToVisibleBounds = pinned
        section.boundarySupplementaryItems = [h]
    }
    return section
}

/// A sideways section of cards 80 % of the 320 pt width (minus 16 pt insets), 200 pt tall, 10 pt apart.
@MainActor func cardSection(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let width: NSCollectionLayoutDimension = behavior == .paging ? .fractionalWidth(1) : .fractionalWidth(0.8)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(width, .absolute(200)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = behavior
    if behavior != .paging {
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }
    return section
}

/// `UICollectionViewCompositionalLayout` end to end: frames on screen, nested orthogonal sections
/// driven by touches, their landing offsets after a fling, pinned headers while scrolling.
@Suite(.freshHostContext) @MainActor struct CompositionalLayoutTests {
    func show(_ screen: CompositionalScreen) -> UIWindow {
        let window = makeTestWindow()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    /// A drag that stops and holds 0.1 s before lifting, so the release has no velocity (a
    /// finger still for 40 ms gives 0, `VelocityTracker.stillTime`) and the offset stays where the finger left it.
    func dragAndHold(_ window: UIWindow, from: CGPoint, to: CGPoint, start: TimeInterval) -> TimeInterval {
        let t = drag(window, from: from, to: to, start: start, duration: 0.5, steps: 30, lift: false)
        window.tick(timestamp: t + 0.1)
        window.sendTouch(.ended, at: to, timestamp: t + 0.1)
        window.tick(timestamp: t + 0.1)
        return t + 0.1
    }

    func settle(_ window: UIWindow, from t: TimeInterval, seconds: TimeInterval = 4) {
        var time = t
        while time < t + seconds { time += frame60; window.tick(timestamp: time) }
    }

    @Test func cellsSitWhereTheSectionDescriptionPutsThem() {
        let screen = CompositionalScreen([
            (count: 10, make: {
                let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 4
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                return section
            }),
            (count: 3, make: { listSection(height: 50, header: 30) }),
        ])
        screen.configuration.interSectionSpacing = 20
        let window = show(screen)
        let cv = screen.collectionView!
        // Section 0: 5 rows of two 150-pt halves (300 / 2), 100 + 4 pt apart, inside 10 pt insets.
        let section0Height: CGFloat = 10 + 5 * 100 + 4 * 4 + 10
        // Section 1: a 30 pt header and three 50 pt rows, after 20 pt of inter-section spacing.
        let contentHeight: CGFloat = section0Height + 20 + 30 + 150
        #expect(cv.contentSize == CGSize(width: 320, height: contentHeight))
        // Item 3: second column (10 + 150) of the second row (10 + 104), inset by 2.
        let cell3 = cv.cellForItem(at: IndexPath(item: 3, section: 0))
        #expect(cell3?.frame == CGRect(x: 162, y: 116, width: 146, height: 96))
        cv.contentOffset = CGPoint(x: 0, y: 400)
        window.tick(timestamp: 0.1)
        let row1Top: CGFloat = section0Height + 20 + 30 + 50, headerTop: CGFloat = section0Height + 20
        let row1 = cv.cellForItem(at: IndexPath(item: 1, section: 1))
        #expect(row1?.frame == CGRect(x: 0, y: row1Top, width: 320, height: 50))
        let header = cv.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: headerTop, width: 320, height: 30))
    }

    @Test func aHorizontalDragScrollsOnlyTheSectionAndAVerticalOneTheCollectionView() {
        let screen = CompositionalScreen([(count: 6, make: { cardSection(.continuous) }), (count: 30, make: { listSection(height: 44) })])
        let window = show(screen)
        let cv = screen.collectionView!
        let row = screen.orthogonalScrollViews[0]
        #expect(row.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        // 16 + 6 × 230.4 + 5 × 10 + 16 pt of cards (0.8 × 288 each).
        let rowWidth: CGFloat = 16 + 6 * 230.4 + 50 + 16
        #expect(isClose(row.contentSize.width, rowWidth, within: 1e-9))
        // The cards are the nested scroll view's subviews, at their places in its content.
        let card1 = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(card1.superview === row)
        let card1X: CGFloat = 16 + 240.4
        #expect(isClose(card1.frame, CGRect(x: card1X, y: 0, width: 230.4, height: 200), within: 1e-9))
        // A horizontal drag held before lifting (no fling): 100 pt left, minus the 10 pt pan slop.
        var t = dragAndHold(window, from: CGPoint(x: 250, y: 100), to: CGPoint(x: 150, y: 100), start: 1)
        settle(window, from: t, seconds: 0.1)
        #expect(isClose(row.contentOffset.x, 90, within: 0.5))
        #expect(cv.contentOffset.y == 0)
        // A vertical drag over the same cards scrolls the collection view, not the row.
        t = dragAndHold(window, from: CGPoint(x: 160, y: 180), to: CGPoint(x: 160, y: 80), start: t + 1)
        settle(window, from: t, seconds: 0.1)
        #expect(isClose(cv.contentOffset.y, 90, within: 0.5))
        #expect(isClose(row.contentOffset.x, 90, within: 0.5))
    }

    /// A 1000 pt/s fling (150 pt in 0.15 s): the offset at release is 140 pt (150 − 10 pt slop).
    func fling(_ window: UIWindow, at y: CGFloat) -> TimeInterval {
        drag(window, from: CGPoint(x: 300, y: y), to: CGPoint(x: 150, y: y), start: 1, duration: 0.15, steps: 9)
    }

    @Test func continuousSectionsDecelerateToTheProjectedOffset() {
        let screen = CompositionalScreen([(count: 8, make: { cardSection(.continuous) })])
        let window = show(screen)
        let row = screen.orthogonalScrollViews[0]
        let t = fling(window, at: 100)
        #expect(isClose(row.contentOffset.x, 140, within: 1e-6))
        settle(window, from: t)
        // The per-millisecond deceleration with the 10 pt/s stop: (1000 − 10) · 0.998 / 0.002 / 1000 = 494.01
        // pt further.
        let landing: CGFloat = 140 + (1000 - 10) * 0.998 / 0.002 / 1000
        #expect(isClose(row.contentOffset.x, landing, within: 0.01))
    }

    @Test func groupPagingLandsOnTheNextGroupsLeadingEdge() {
        let screen = CompositionalScreen([(count: 8, make: { cardSection(.groupPaging) })])
        let window = show(screen)
        let row = screen.orthogonalScrollViews[0]
        let t = fling(window, at: 100)
        settle(window, from: t)
        // A free fling would reach 634 pt; one group per flick rests group 1 where group 0 began:
        // offset = its leading edge (16 + 240.4) − the 16 pt inset.
        #expect(isClose(row.contentOffset.x, 240.4, within: 0.01))
        #expect(!row.isDecelerating)
    }

    @Test func groupPagingCenteredCentresTheNextGroup() {
        let screen = CompositionalScreen([(count: 8, make: { cardSection(.groupPagingCentered) })])
        let window = show(screen)
        let row = screen.orthogonalScrollViews[0]
        settle(window, from: fling(window, at: 100))
        // Group 1's centre (16 + 240.4 + 115.2) under the 320 pt viewport's centre.
        let centred: CGFloat = 16 + 240.4 + 115.2 - 160
        #expect(isClose(row.contentOffset.x, centred, within: 0.01))
    }

    @Test func pagingSectionsPageByTheContainerWidth() {
        let screen = CompositionalScreen([(count: 4, make: { cardSection(.paging) })])
        let window = show(screen)
        let row = screen.orthogonalScrollViews[0]
        #expect(row.isPagingEnabled)
        settle(window, from: fling(window, at: 100))
        #expect(isClose(row.contentOffset.x, 320, within: 0.05))
    }

    @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionEnds() {
        let screen = CompositionalScreen([
            (count: 3, make: { listSection(height: 100) }),
            (count: 10, make: { listSection(height: 50, header: 40, pinned: true) }),
            (count: 10, make: { listSection(height: 50) }),
        ])
        let window = show(screen)
        let cv = screen.collectionView!
        let headerPath = IndexPath(item: 0, section: 1)
        // Section 1 starts at 300: header 300–340, rows 340–840.
        #expect(cv.supplementaryView(forElementKind: "header", at: headerPath)?.frame.minY == 300)
        // Dragging 260 pt up (plus the 10 pt slop) puts the offset at 450: the header sticks at 450.
        var t = dragAndHold(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 130), start: 1)
        settle(window, from: t, seconds: 0.1)
        #expect(isClose(cv.contentOffset.y, 260, within: 0.5))
        t = dragAndHold(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), start: t + 1)
        settle(window, from: t, seconds: 0.1)
        let y = cv.contentOffset.y
        #expect(isClose(y, 450, within: 0.5))
        let header = cv.supplementaryView(forElementKind: "header", at: headerPath)
        #expect(isClose(header?.frame.minY ?? -1, y, within: 1e-9))
        // Near the section's end (840) the header is pushed up with it: at most 840 − 40.
        cv.contentOffset = CGPoint(x: 0, y: 820)
        window.tick(timestamp: t + 1)
        #expect(cv.supplementaryView(forElementKind: "header", at: headerPath)?.frame.minY == 800)
    }

    @Test func theVisibleItemsHandlerScalesCardsByTheirDistanceFromTheCentre() {
        // The App Store's carousel: each card shrinks with its distance from the screen's centre.
        let screen = CompositionalScreen([(count: 6, make: {
            let section = cardSection(.continuous)
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                let centre = environment.container.contentSize.width / 2
                for item in items {
                    let scale = max(0.8, 1 - abs(item.frame.midX - offset.x - centre) / 1000)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
            return section
        })])
        let window = show(screen)
        let cv = screen.collectionView!
        let t = dragAndHold(window, from: CGPoint(x: 250, y: 100), to: CGPoint(x: 150, y: 100), start: 1)
        settle(window, from: t, seconds: 0.1)
        let offset = screen.orthogonalScrollViews[0].contentOffset.x
        #expect(isClose(offset, 90, within: 0.5))
        // Card 1's centre: 16 + 240.4 + 115.2 in the row's content.
        let card1Centre: CGFloat = 16 + 240.4 + 115.2
        let expected = 1 - abs(card1Centre - offset - 160) / 1000
        let card1 = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(isClose(card1?.transform.a ?? 0, expected, within: 1e-9))
        #expect(isClose(card1?.transform.d ?? 0, expected, within: 1e-9))
    }

    @Test func tenThousandItemsQueryOnlyWhatIsVisible() {
        let screen = CompositionalScreen([(count: 10_000, make: {
            let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.25), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(80)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        })])
        let window = show(screen)
        let cv = screen.collectionView!
        #expect(cv.contentSize.height == CGFloat(200_000))   // 2,500 rows × 80
        cv.contentOffset = CGPoint(x: 0, y: 100_000)
        window.tick(timestamp: 0.1)
        // 480 pt from y = 100,000: rows 1250…1255 (row 1249 ends and row 1256 starts exactly at
        // an edge, so neither shares area with the bounds), 4 items each.
        let attributes = cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds) ?? []
        #expect(attributes.count == 24)
        #expect(Set(attributes.map(\.indexPath.item)) == Set(5_000..<5_024))
        #expect(cv.visibleCells.count == 24)
    }
}

/// A cell whose fitting height depends on its item (40, 50, 60 pt, repeating), as a cell with
/// one, two or three lines of text would answer.
final class SteppedHeightCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.frame.size.height = 40 + 10 * CGFloat(layoutAttributes.indexPath.item % 3)
        return attributes
    }
}

@Suite(.freshHostContext) @MainActor struct CompositionalSelfSizingTests {
    @Test func estimatedHeightsBecomeTheCellsOwnHeights() {
        let screen = CompositionalScreen([(count: 40, make: {
            let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        })])
        let window = makeTestWindow()
        window.rootViewController = screen
        screen.loadViewIfNeeded()
        screen.collectionView.register(SteppedHeightCell.self, forCellWithReuseIdentifier: "cell")
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        let cv = screen.collectionView!
        let height = { (item: Int) -> CGFloat in 40 + 10 * CGFloat(item % 3) }
        let visible = cv.indexPathsForVisibleItems.map(\.item).sorted()
        #expect(visible.first == 0 && visible.count >= 9)
        for item in visible {
            let top = (0..<item).reduce(CGFloat(0)) { $0 + height($1) }
            let frame = cv.cellForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(frame == CGRect(x: 0, y: top, width: 320, height: height(item)), "item \(item)")
        }
        // Items measured so far (every visible one, and possibly one or two just below that were
        // shown at their estimate and pushed out as the cells above grew) count at their own
        // heights, the rest at the 44 pt estimate.
        let last = visible.last!
        let candidates = (last...(last + 2)).map { k in
            (0...k).reduce(CGFloat(0)) { $0 + height($1) } + CGFloat(40 - k - 1) * 44
        }
        #expect(candidates.contains(cv.contentSize.height), "\(cv.contentSize.height) not in \(candidates)")
    }
}
