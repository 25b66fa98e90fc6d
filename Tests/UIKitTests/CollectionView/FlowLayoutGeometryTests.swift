import HostContextTesting
import Testing
import UIKit

/// The flow layout's frames and content sizes against numbers worked out by hand from Apple's rule:
/// items fill a line while they fit with at least `minimumInteritemSpacing`; full lines spread to
/// touch both insets; the last line keeps the minimum spacing from the leading inset.
@Suite(.freshHostContext) @MainActor struct FlowLayoutGeometryTests {
    private func path(_ i: Int, _ s: Int = 0) -> IndexPath { IndexPath(item: i, section: s) }

    /// 320 pt wide, 70×50 items, spacing 10, insets 10: 300 pt available; three items take
    /// 3·70 + 2·10 = 230 ≤ 300 and four 310 > 300, so three per line, spread by (300 − 210)/2 = 45.
    @Test func fullLinesSpreadAndTheLastLineIsLeftAligned() {
        let grid = GridViewController(counts: [8])
        let f = CollectionFixture(grid) { cv in
            let layout = grid.flowLayout
            layout.itemSize = CGSize(width: 70, height: 50)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        let cv = f.collectionView
        let xs: [CGFloat] = [10, 125, 240]
        for i in 0..<6 {
            let frame = cv.layoutAttributesForItem(at: path(i))!.frame
            #expect(frame == CGRect(x: xs[i % 3], y: 10 + CGFloat(i / 3) * 60, width: 70, height: 50))
        }
        // The last line (items 6 and 7) keeps the 10-pt minimum from the left inset.
        #expect(cv.layoutAttributesForItem(at: path(6))!.frame == CGRect(x: 10, y: 130, width: 70, height: 50))
        #expect(cv.layoutAttributesForItem(at: path(7))!.frame == CGRect(x: 90, y: 130, width: 70, height: 50))
        // Three lines of 50 with two 10-pt gaps and 10-pt insets: 10 + 170 + 10.
        #expect(cv.contentSize == CGSize(width: 320, height: 190))
        // The cells on screen sit at those frames.
        #expect(cv.visibleCells.count == 8)
        #expect(cv.cellForItem(at: path(4))!.frame == CGRect(x: 125, y: 70, width: 70, height: 50))
    }

    /// Items of different heights: a line is as tall as its tallest item, smaller ones are centred.
    @Test func aLineIsAsTallAsItsTallestItemAndCentresTheOthers() {
        let grid = GridViewController(counts: [4])
        grid.sizeForItem = { CGSize(width: 100, height: $0.item == 1 ? 80 : 40) }
        let f = CollectionFixture(grid) { _ in grid.flowLayout.minimumInteritemSpacing = 5 }
        let cv = f.collectionView
        // 320 wide, no insets: 100·3 + 2·5 = 310 fits; spread (320 − 300)/2 = 10.
        #expect(cv.layoutAttributesForItem(at: path(0))!.frame == CGRect(x: 0, y: 20, width: 100, height: 40))
        #expect(cv.layoutAttributesForItem(at: path(1))!.frame == CGRect(x: 110, y: 0, width: 100, height: 80))
        #expect(cv.layoutAttributesForItem(at: path(2))!.frame == CGRect(x: 220, y: 20, width: 100, height: 40))
        // Line 2 starts after 80 + the default 10-pt line spacing.
        #expect(cv.layoutAttributesForItem(at: path(3))!.frame == CGRect(x: 0, y: 90, width: 100, height: 40))
        #expect(cv.contentSize.height == 130)
    }

    /// Headers span the width above each section, footers below; sections follow one another.
    @Test func headersAndFootersFrameEachSection() {
        let grid = GridViewController(counts: [3, 2])
        let f = CollectionFixture(grid) { _ in
            let layout = grid.flowLayout
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.headerReferenceSize = CGSize(width: 999, height: 30)   // the width is ignored vertically
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        }
        let cv = f.collectionView
        let header0 = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: path(0, 0))!
        #expect(header0.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(header0.representedElementCategory == .supplementaryView)
        // Section 0: header 30, inset 5, one line of 100 (3 × 100 + 2 × 10 = 320 fits exactly), inset 5, footer 20.
        #expect(cv.layoutAttributesForItem(at: path(2, 0))!.frame == CGRect(x: 220, y: 35, width: 100, height: 100))
        let footer0 = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: path(0, 0))!
        #expect(footer0.frame == CGRect(x: 0, y: 140, width: 320, height: 20))
        // Section 1 starts at 160.
        #expect(cv.layoutAttributesForItem(at: path(0, 1))!.frame == CGRect(x: 0, y: 195, width: 100, height: 100))
        #expect(cv.layoutAttributesForItem(at: path(1, 1))!.frame == CGRect(x: 110, y: 195, width: 100, height: 100))
        #expect(cv.contentSize.height == CGFloat(160 + 30 + 5 + 100 + 5 + 20))
        // The views are on screen with the data source's titles.
        let headers = cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader) as! [TitleHeaderView]
        #expect(headers.map { $0.label.text } == ["Header 0", "Header 1"])
        #expect(headers[1].frame == CGRect(x: 0, y: 160, width: 320, height: 30))
    }

    /// Horizontal scrolling: lines are columns, filled top to bottom and spread to the insets;
    /// headers stand to the left of their section at full height.
    @Test func horizontalScrollingStacksItemsInColumns() {
        let grid = GridViewController(counts: [7])
        let f = CollectionFixture(grid) { _ in
            let layout = grid.flowLayout
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 60, height: 100)
            layout.headerReferenceSize = CGSize(width: 40, height: 999)
            layout.sectionInset = UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        }
        let cv = f.collectionView
        // 480 tall minus 40 of insets = 440: 4 × 100 + 3 × 10 = 430 fits, 5 do not; spread (440 − 400)/3.
        let gap = CGFloat(40) / 3
        let header = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: path(0))!
        #expect(header.frame == CGRect(x: 0, y: 0, width: 40, height: 480))
        for i in 0..<4 {
            #expect(isClose(cv.layoutAttributesForItem(at: path(i))!.frame,
                            CGRect(x: 50, y: 20 + CGFloat(i) * (100 + gap), width: 60, height: 100), within: 1e-9))
        }
        // The last column keeps the minimum spacing: y = 20, 130, 240, at x = 50 + 60 + 10.
        #expect(cv.layoutAttributesForItem(at: path(6))!.frame == CGRect(x: 120, y: 240, width: 60, height: 100))
        #expect(cv.contentSize == CGSize(width: 40 + 10 + 60 + 10 + 60 + 10, height: 480))
    }

    /// A pinned header stays at the top of the visible area while its section scrolls under it,
    /// and the next section's header pushes it away.
    @Test func pinnedHeadersStayAtTheTopUntilPushed() {
        let grid = GridViewController(counts: [20, 20])
        let f = CollectionFixture(grid) { _ in
            let layout = grid.flowLayout
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        let cv = f.collectionView
        // Section 0: header 40, 7 lines of 100 with 6 gaps of 10 = 760: it ends at 800.
        cv.contentOffset = CGPoint(x: 0, y: 300)
        f.tick()
        let header0 = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path(0, 0))!
        #expect(header0.frame.minY == 300)
        // The header's view is above the cells.
        let cell = cv.visibleCells.first!
        #expect(cv.subviews.firstIndex { $0 === header0 }! > cv.subviews.firstIndex { $0 === cell }!)
        // At 780 the header would reach past its section's end (800): it is pushed up to 760.
        cv.contentOffset = CGPoint(x: 0, y: 780)
        f.tick()
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path(0, 0))!.frame.minY == 760)
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path(0, 1))!.frame.minY == 800)
    }

    /// Per-section insets and spacing from the delegate, and `sectionInsetReference`.
    @Test func sectionInsetsCanBeMeasuredFromTheSafeArea() {
        let grid = GridViewController(counts: [2])
        let f = CollectionFixture(grid) { cv in
            let layout = grid.flowLayout
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
            layout.sectionInsetReference = .fromSafeArea
        }
        f.window.safeAreaInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        f.tick()
        // The vertical collection view's adjusted inset covers no left/right safe area (that axis
        // does not scroll), so the whole 30 pt is added: the first item at 30 + 10, the last line left-aligned.
        let cv = f.collectionView
        #expect(cv.layoutAttributesForItem(at: path(0))!.frame.minX == 40)
        #expect(cv.layoutAttributesForItem(at: path(1))!.frame.minX == 150)
    }
}
