import Foundation
import Testing
import UIKit

/// Right to left, a compositional layout's sideways section reads from the right, as on iOS: card 0
/// at the right end, the nested scroll view starting at its right end, later cards uncovered by
/// dragging to the right. Content offsets are not flipped (0 is the left end, as for every scroll
/// view), so the start is the largest offset.
///
/// Geometry (CompositionalLayoutTests' `cardSection`): six cards 230.4 pt wide (0.8 × (320 − 32)),
/// 10 pt apart, inside 16-pt insets: the row's content is 16 + 6 × 230.4 + 5 × 10 + 16 = 1464.4 pt,
/// its largest offset 1464.4 − 320 = 1144.4. Left to right card i starts at 16 + 240.4 i in the
/// content; mirrored it ends at 1464.4 − 16 − 240.4 i.
@Suite(.serialized) @MainActor struct RightToLeftOrthogonalSectionTests {
    let rowWidth: CGFloat = 16 + 6 * 230.4 + 50 + 16
    var maxOffset: CGFloat { rowWidth - 320 }

    func show(_ screen: CompositionalScreen) -> UIWindow {
        let window = makeTestWindow()
        window.hostLayoutDirection = .rightToLeft
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    func settle(_ window: UIWindow, from t: TimeInterval, seconds: TimeInterval = 4) {
        var time = t
        while time < t + seconds { time += frame60; window.tick(timestamp: time) }
    }

    func windowFrame(_ view: UIView?) -> CGRect { view.map { $0.convert($0.bounds, to: nil) } ?? .null }

    @Test func theSectionStartsAtItsRightEndWithCardZeroOnTheRight() throws {
        let screen = CompositionalScreen([(count: 6, make: { cardSection(.continuous) }), (count: 10, make: { listSection(height: 44) })])
        _ = show(screen)
        let cv = try #require(screen.collectionView)
        let row = screen.orthogonalScrollViews[0]
        #expect(row.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(isClose(row.contentSize.width, rowWidth, within: 1e-9))
        #expect(isClose(row.contentOffset.x, maxOffset, within: 1e-9))
        // Card 0's right edge 16 pt from the window's right edge; card 1 after it to the left.
        let card0 = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(card0.superview === row)
        #expect(isClose(windowFrame(card0), CGRect(x: 320 - 16 - 230.4, y: 0, width: 230.4, height: 200), within: 1e-9))
        #expect(isClose(card0.frame.minX, rowWidth - 16 - 230.4, within: 1e-9))
        let card1 = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(isClose(windowFrame(card1).maxX, 320 - 16 - 240.4, within: 1e-9))
        // The collection view's answer for the item is where it shows.
        let attributes = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(isClose(attributes.frame, CGRect(x: 320 - 16 - 230.4, y: 0, width: 230.4, height: 200), within: 1e-9))
    }

    @Test func draggingRightUncoversTheLaterCards() throws {
        let screen = CompositionalScreen([(count: 6, make: { cardSection(.continuous) })])
        let window = show(screen)
        let row = screen.orthogonalScrollViews[0]
        // A 100 pt drag to the right, held before lifting: the content follows by 90 pt (10 pt slop).
        let t = drag(window, from: CGPoint(x: 150, y: 100), to: CGPoint(x: 250, y: 100), start: 1, duration: 0.5, steps: 30, lift: false)
        window.tick(timestamp: t + 0.1)
        window.sendTouch(.ended, at: CGPoint(x: 250, y: 100), timestamp: t + 0.1)
        settle(window, from: t + 0.1, seconds: 0.1)
        #expect(isClose(row.contentOffset.x, maxOffset - 90, within: 0.5))
        let card0 = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(isClose(windowFrame(card0).minX, 320 - 16 - 230.4 + 90, within: 0.5))
    }

    @Test func groupPagingLandsOnTheNextGroupsRightEdge() throws {
        let screen = CompositionalScreen([(count: 8, make: { cardSection(.groupPaging) })])
        let window = show(screen)
        let row = screen.orthogonalScrollViews[0]
        // Eight cards: 16 + 8 × 230.4 + 70 + 16 pt.
        let maxOffset = 16 + 8 * 230.4 + 70 + 16 - 320
        #expect(isClose(row.contentOffset.x, maxOffset, within: 1e-9))
        // A 1000 pt/s fling to the right: one group on, its right edge where group 0's was (16 pt
        // from the viewport's right edge): the left-to-right rest (240.4) measured from the right end.
        let t = drag(window, from: CGPoint(x: 20, y: 100), to: CGPoint(x: 170, y: 100), start: 1, duration: 0.15, steps: 9)
        settle(window, from: t)
        #expect(isClose(row.contentOffset.x, maxOffset - 240.4, within: 0.01))
        let card1 = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(isClose(windowFrame(card1).maxX, 320 - 16, within: 0.01))
    }
}
