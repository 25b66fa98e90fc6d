import Foundation
import LogCapture
import Testing
@testable import UIKit

/// The pure geometry of compositional layout: a section description and a container in, frames out.
/// Every expected number is worked out by hand in the test from the documented rules (fractions of
/// the containing group, insets inside the allotted space, groups stacked with interGroupSpacing).
@Suite(.serialized) @MainActor struct CompositionalResolverTests {
    private func resolver(width: CGFloat = 320, height: CGFloat = 480) -> CompositionalSectionResolver {
        let container = CompositionalContainer(contentSize: CGSize(width: width, height: height), contentInsets: .zero)
        return CompositionalSectionResolver(axis: .vertical, container: CGSize(width: width, height: height), crossOrigin: 0,
                                            environment: CompositionalEnvironment(container: container, traitCollection: UITraitCollection()))
    }
    private func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }
    private func near(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func aQuarterWidthItemFillsFourPerRowAndInsetsShrinkTheCell() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let r = resolver().resolve(section, itemCount: 10, start: 0)
        // 320 / 4 = 80 pt per item; item 5 is the second of the second row (y = 100 + 10).
        #expect(r.groupFrames.count == 3)
        #expect(r.itemFrames[5] == CGRect(x: 80 + 5, y: 110 + 5, width: 70, height: 90))
        #expect(r.itemFrames[9] == CGRect(x: 80 + 5, y: 220 + 5, width: 70, height: 90))
        #expect(r.frame == CGRect(x: 0, y: 0, width: 320, height: 3 * 100 + 2 * 10))
    }

    @Test func headersSitOutsideTheInsetsAndFootersFollowTheBottomInset() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 12, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                                 elementKind: "header", alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                                 elementKind: "footer", alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        let r = resolver().resolve(section, itemCount: 3, start: 1000)
        let width: CGFloat = 320 - 32
        #expect(r.boundaryFrames[0] == CGRect(x: 16, y: 1000, width: width, height: 44))
        #expect(r.itemFrames[0] == CGRect(x: 16, y: 1000 + 44 + 8, width: width, height: 50))
        #expect(r.itemFrames[2] == CGRect(x: 16, y: 1052 + 100, width: width, height: 50))
        #expect(r.boundaryFrames[1] == CGRect(x: 16, y: 1202 + 12, width: width, height: 30))
        #expect(r.frame.height == CGFloat(244))   // 44 + 8 + 150 + 12 + 30
        section.supplementariesFollowContentInsets = false
        #expect(resolver().resolve(section, itemCount: 3, start: 0).boundaryFrames[0] == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func aNestedVerticalGroupSplitsTheRemainingWidth() {
        // WWDC 2019's composite row: one item two thirds wide, then a column of two half-height items.
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(2.0 / 3), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), subitems: [small])
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
        let r = resolver(width: 300).resolve(NSCollectionLayoutSection(group: row), itemCount: 6, start: 0)
        #expect(r.groupFrames.count == 2)
        #expect(near(r.itemFrames[0], CGRect(x: 0, y: 0, width: 200, height: 200)))
        #expect(near(r.itemFrames[1], CGRect(x: 200, y: 0, width: 100, height: 100)))
        #expect(near(r.itemFrames[2], CGRect(x: 200, y: 100, width: 100, height: 100)))
        #expect(near(r.itemFrames[3], CGRect(x: 0, y: 200, width: 200, height: 200)))
    }

    @Test func countedGroupsRepeatOrShareTheWidth() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(60), .fractionalHeight(1)))
        let repeating = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), repeatingSubitem: item, count: 3)
        repeating.interItemSpacing = .fixed(10)
        let r1 = resolver().resolve(NSCollectionLayoutSection(group: repeating), itemCount: 4, start: 0)
        #expect(r1.itemFrames[2] == CGRect(x: 140, y: 0, width: 60, height: 40))
        #expect(r1.itemFrames[3] == CGRect(x: 0, y: 40, width: 60, height: 40))
        // The deprecated form resizes: (320 − 2 × 10) / 3 = 100 pt each.
        let shared = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitem: item, count: 3)
        shared.interItemSpacing = .fixed(10)
        let r2 = resolver().resolve(NSCollectionLayoutSection(group: shared), itemCount: 3, start: 0)
        #expect(r2.itemFrames.map(\.minX) == [0, 110, 220])
        #expect(r2.itemFrames.allSatisfy { $0.width == 100 })
    }

    @Test func flexibleSpacingSharesTheLeftoverLength() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(80), .absolute(80)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(80)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .flexible(0)
        let r = resolver().resolve(NSCollectionLayoutSection(group: group), itemCount: 3, start: 0)
        // 320 − 3 × 80 = 80 pt left, two gaps of 40.
        #expect(r.itemFrames.map(\.minX) == [0, 120, 240])
        // Flexible edge spacing on both sides (and top/bottom) centres a lone item.
        let lone = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(20)))
        lone.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
        let g2 = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(300), .absolute(60)), repeatingSubitem: lone, count: 1)
        #expect(resolver().resolve(NSCollectionLayoutSection(group: g2), itemCount: 1, start: 0).itemFrames[0]
                == CGRect(x: 100, y: 20, width: 100, height: 20))
        // Fixed edge spacing pushes the neighbour away.
        let spaced = NSCollectionLayoutItem(layoutSize: size(.absolute(50), .absolute(50)))
        spaced.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(7), top: .fixed(3), trailing: nil, bottom: nil)
        let g3 = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [spaced])
        let r3 = resolver().resolve(NSCollectionLayoutSection(group: g3), itemCount: 2, start: 0)
        #expect(r3.itemFrames == [CGRect(x: 7, y: 3, width: 50, height: 50), CGRect(x: 64, y: 3, width: 50, height: 50)])
    }

    @Test func estimatedHeightsTakeTheMeasuredSize() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 9, leading: 4, bottom: 9, trailing: 4)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let before = resolver().resolve(section, itemCount: 3, start: 0)
        // Insets apply on the absolute axis only (documented: ignored on an estimated axis).
        #expect(before.itemFrames.map(\.minY) == [0, 44, 88])
        #expect(before.itemFrames[0] == CGRect(x: 4, y: 0, width: 312, height: 44))
        let after = resolver().resolve(section, itemCount: 3, start: 0, measured: { $0 == 1 ? CGSize(width: 312, height: 80) : nil })
        #expect(after.itemFrames.map(\.minY) == [0, 44, 124])
        #expect(after.frame.height == CGFloat(168))   // 44 + 80 + 44
    }

    @Test func anOrthogonalSectionLaysItsGroupsOutInOneRow() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 6, trailing: 16)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "header", alignment: .top)]
        let r = resolver(width: 320).resolve(section, itemCount: 5, start: 100)
        let groupWidth = 0.8 * (320 - 32)   // 230.4: a fraction of the section's content width
        #expect(r.groupFrames.count == 5)
        for i in 0..<5 {
            let x = 16 + CGFloat(i) * (groupWidth + 10)
            #expect(near(r.itemFrames[i], CGRect(x: x, y: 0, width: groupWidth, height: 200)))
        }
        #expect(abs(r.orthogonalContentLength - (16 + 5 * groupWidth + 4 * 10 + 16)) < 1e-9)
        #expect(r.orthogonalFrame == CGRect(x: 0, y: 100 + 40 + 4, width: 320, height: 200))
        #expect(r.frame.height == CGFloat(250))   // 40 + 4 + 200 + 6
    }

    @Test func customGroupsPlaceTheProvidersFrames() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) { env in
            let w = env.container.effectiveContentSize.width
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: w / 2, height: 120)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: w / 2, y: 60, width: w / 2, height: 60), zIndex: 3)]
        }
        let r = resolver().resolve(NSCollectionLayoutSection(group: group), itemCount: 3, start: 0)
        #expect(r.itemFrames == [CGRect(x: 0, y: 0, width: 160, height: 120), CGRect(x: 160, y: 60, width: 160, height: 60),
                                 CGRect(x: 0, y: 120, width: 160, height: 120)])
        #expect(r.itemZIndices == [0, 3, 0])
    }

    @Test func aBadgeAnchorsToItsItemsCorner() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let r = resolver().resolve(NSCollectionLayoutSection(group: group), itemCount: 2, start: 0)
        #expect(r.itemSupplementaries.count == 2)
        #expect(r.itemSupplementaries[1].frame == CGRect(x: 100 + 100 - 20 + 10, y: -10, width: 20, height: 20))
    }

    @Test func badDimensionsAndEmptyGroupsAreLoggedAndDefined() {
        let (dims, records) = LogCapture.capture {
            (NSCollectionLayoutDimension.absolute(.nan), NSCollectionLayoutDimension.fractionalWidth(-2),
             NSCollectionLayoutDimension.fractionalHeight(1.5))
        }
        #expect(dims.0.dimension == 0 && dims.1.dimension == 0 && dims.2.dimension == 1.5)
        #expect(records.count == 3)
        let empty = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [])
        let (r, emptyLog) = LogCapture.capture { resolver().resolve(NSCollectionLayoutSection(group: empty), itemCount: 4, start: 0) }
        #expect(r.itemFrames == Array(repeating: .zero, count: 4))
        #expect(r.groupFrames.isEmpty && r.frame.height == 0)
        #expect(emptyLog.contains { $0.message.contains("holds no item") })
        let outside = NSCollectionLayoutGroup.custom(layoutSize: size(.absolute(100), .absolute(100))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 150, y: 0, width: 50, height: 50))]
        }
        let (r2, outsideLog) = LogCapture.capture { resolver().resolve(NSCollectionLayoutSection(group: outside), itemCount: 1, start: 0) }
        #expect(r2.itemFrames[0] == CGRect(x: 150, y: 0, width: 50, height: 50))
        #expect(outsideLog.contains { $0.message.contains("outside the group") })
    }
}
