import HostContextTesting
import Testing
import UIKit
import GalleryScreens

/// The Gallery's photo grid rendered headless: a reviewed PNG, and pixel checks of what it is
/// about, the grid's geometry: white 2-pt gaps at the x and y the flow layout computes, photos
/// between them.
@Suite(.freshHostContext) @MainActor struct PhotoGridRenderTests {
    @Test func photoGridGapsFallWhereTheFlowLayoutPutsThem() {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let grid = PhotoGridViewController()
        window.rootViewController = UINavigationController(rootViewController: grid)
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        window.tick(timestamp: 0.1)
        let cv = grid.collectionView!
        // Independently: 2-pt insets and spacing in 320 pt leave 316 = 3 × 104 + 2 × 2, so columns
        // start at x = 2, 108, 214 and rows every 106 pt from y = 2 (content coordinates).
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.frame == CGRect(x: 108, y: 108, width: 104, height: 104))
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "gallery-photo-grid")
        let top = -cv.contentOffset.y + cv.frame.minY   // where content y = 0 is on screen
        #expect(top == 44)                               // below the 44-pt navigation bar
        let white = [255, 255, 255, 255]
        // The vertical gaps between columns (x 106…108 and 212…214), at a row's middle.
        for y in [top + 2 + 52, top + 108 + 52, top + 214 + 52] {
            #expect(rgba(image, at: CGPoint(x: 107, y: y)) == white)
            #expect(rgba(image, at: CGPoint(x: 213, y: y)) == white)
            #expect(rgba(image, at: CGPoint(x: 1, y: y)) == white)        // the left inset
            #expect(rgba(image, at: CGPoint(x: 319, y: y)) == white)      // the right inset
            // Photos on both sides of each gap: not white.
            for x in [104.5, 109.5, 210.5, 215.5] as [CGFloat] { #expect(rgba(image, at: CGPoint(x: x, y: y)) != white) }
        }
        // The horizontal gaps between rows (y 106…108 and 212…214 in content), at a column's middle.
        for x in [54, 160, 266] as [CGFloat] {
            #expect(rgba(image, at: CGPoint(x: x, y: top + 107)) == white)
            #expect(rgba(image, at: CGPoint(x: x, y: top + 213)) == white)
            #expect(rgba(image, at: CGPoint(x: x, y: top + 1)) == white)
            #expect(rgba(image, at: CGPoint(x: x, y: top + 104.5)) != white)
            #expect(rgba(image, at: CGPoint(x: x, y: top + 109.5)) != white)
        }
    }
}
