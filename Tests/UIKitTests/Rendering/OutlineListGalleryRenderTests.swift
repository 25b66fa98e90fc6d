import Foundation
import GalleryScreens
import HostContextTesting
import Testing
import UIKit

/// The "Outline list (collection)" Gallery screen rendered headless against a reviewed PNG, with
/// pixel checks of the list's geometry computed from its documented metrics: an inset-grouped list
/// at 320 pt puts rows at x 16…304, the first 18 pt below the top, 44 pt each; Documents starts
/// expanded, so the rows are Documents, its three files (one level in), Photos, Music, and the list
/// ends at 18 + 6 × 44 = 282. A separator starts at the text: 16 (inset) + 10 per level + 16 (the
/// content's margin); none under the last row. Its colour is rgba(60, 60, 67, 0.29) over white.
@Suite(.freshHostContext) @MainActor struct OutlineListGalleryRenderTests {
    func show(_ vc: UIViewController) -> UIWindow {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        window.tick(timestamp: 0.5)   // past the first apply's update animation
        return window
    }

    /// The separator colour blended over white: 255 − 0.29 × (255 − c) per channel.
    var separatorOverWhite: [Int] { [60, 60, 67].map { Int((255 - 0.29 * (255 - Double($0))).rounded()) } + [255] }
    let white = [255, 255, 255, 255]
    let groupedGray = [242, 242, 247, 255]

    /// The bottom device pixel of row `i` (half a point above its bottom edge at 2×).
    func separatorY(_ i: Int) -> CGFloat { 18 + CGFloat(i + 1) * 44 - 0.25 }

    @Test func theExpandedOutline() {
        let vc = OutlineListViewController()
        let window = show(vc)
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "gallery-outline-list")
        // The grouped background beside and below the inset rows; white rows.
        #expect(isNear(rgba(image, at: CGPoint(x: 8, y: 100)), groupedGray))
        #expect(isNear(rgba(image, at: CGPoint(x: 312, y: 100)), groupedGray))
        #expect(isNear(rgba(image, at: CGPoint(x: 160, y: 10)), groupedGray))
        #expect(isNear(rgba(image, at: CGPoint(x: 160, y: 290)), groupedGray))
        #expect(isNear(rgba(image, at: CGPoint(x: 230, y: 18 + 44 + 22)), white))
        // Documents (level 0): its separator starts at 32.
        #expect(isNear(rgba(image, at: CGPoint(x: 28, y: separatorY(0))), white))
        #expect(isNear(rgba(image, at: CGPoint(x: 36, y: separatorY(0))), separatorOverWhite))
        #expect(isNear(rgba(image, at: CGPoint(x: 300, y: separatorY(0))), separatorOverWhite))
        // Budget (level 1): 10 pt further in, at 42.
        #expect(isNear(rgba(image, at: CGPoint(x: 38, y: separatorY(1))), white))
        #expect(isNear(rgba(image, at: CGPoint(x: 46, y: separatorY(1))), separatorOverWhite))
        // Music, the last row: no separator.
        #expect(isNear(rgba(image, at: CGPoint(x: 200, y: separatorY(5))), white))
    }

    @Test func tappingAFolderExpandsItInTheRender() {
        let vc = OutlineListViewController()
        let window = show(vc)
        // Photos is row 4 (its middle at 18 + 4 × 44 + 22 = 216): tap it, let the animation end.
        window.sendTouch(.began, at: CGPoint(x: 100, y: 216), timestamp: 1)
        window.tick(timestamp: 1.05)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 216), timestamp: 1.05)
        window.tick(timestamp: 1.05)
        window.tick(timestamp: 1.6)
        let image = renderImage(of: window)
        // Eight rows now: the list ends at 18 + 8 × 44 = 370; Music's separator is gone, the
        // Mountains row (a level-1 child, row 6) has one from x 42.
        #expect(isNear(rgba(image, at: CGPoint(x: 160, y: 375)), groupedGray))
        #expect(isNear(rgba(image, at: CGPoint(x: 200, y: 360)), white))
        #expect(isNear(rgba(image, at: CGPoint(x: 46, y: separatorY(5))), separatorOverWhite))
        #expect(isNear(rgba(image, at: CGPoint(x: 38, y: separatorY(5))), white))
    }
}

