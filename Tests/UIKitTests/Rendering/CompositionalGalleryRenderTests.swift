import Foundation
import GalleryScreens
import HostContextTesting
import Testing
import UIKit

/// The "App Store (compositional)" Gallery screen rendered headless against reviewed PNGs, with
/// pixel checks of what the layout is about: where sections, insets and cards fall, and the pinned
/// header on top of the list.
///
/// Geometry at 320×480 (section by section, from the screen's layout code): featured header 0–36,
/// 8 pt inset, banners 176 pt tall (0.55 × 320) inset 16 pt each side, so 44–220; 12 pt between
/// sections; top apps header 232–268, columns of three 64-pt rows 268–460 starting at x = 16;
/// categories header 472–508, tiles 508–604; the list's header at 616, rows from 652.
@Suite(.freshHostContext) @MainActor struct CompositionalGalleryRenderTests {
    func show(_ vc: UIViewController) -> UIWindow {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    /// HSB → RGB (0–255), the textbook sextant formula, independent of UIColor.
    func rgb(hue: Double, saturation s: Double, brightness v: Double) -> [Int] {
        let h = hue * 6, i = floor(h), f = h - i
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch Int(i) % 6 {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return [r, g, b].map { Int(($0 * 255).rounded()) } + [255]
    }

    /// The screen's tile colour for (section, item): golden-angle hues, saturation 0.55, brightness 0.85.
    func tileColor(section: Int, item: Int) -> [Int] {
        let hue = (Double(section * 7 + item) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
        return rgb(hue: hue, saturation: 0.55, brightness: 0.85)
    }

    @Test func theTopOfTheScreen() {
        let vc = AppStoreCompositionalViewController()
        let window = show(vc)
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "gallery-appstore-compositional-top")
        let headerGray = [245, 245, 245, 255]
        #expect(isNear(rgba(image, at: CGPoint(x: 8, y: 18)), headerGray))
        // The first banner, inside its 16 pt insets; white in the inset.
        #expect(isNear(rgba(image, at: CGPoint(x: 100, y: 100)), tileColor(section: 0, item: 0)))
        #expect(isNear(rgba(image, at: CGPoint(x: 8, y: 100)), [255, 255, 255, 255]))
        // The top apps' first row: a 48 pt icon at x 16, 8 pt below the row's top (268).
        #expect(isNear(rgba(image, at: CGPoint(x: 40, y: 300)), tileColor(section: 1, item: 0)))
        // The second column starts 16 + 253.44 + 12 pt in: its first icon shows at x 281.44…320.
        #expect(isNear(rgba(image, at: CGPoint(x: 300, y: 300)), tileColor(section: 1, item: 3)))
    }

    @Test func theListUnderItsPinnedHeader() {
        let vc = AppStoreCompositionalViewController()
        let window = show(vc)
        vc.collectionView.contentOffset = CGPoint(x: 0, y: 700)
        window.tick(timestamp: 0.1)
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "gallery-appstore-compositional-pinned")
        // The list's header (at 616 in the content, x 16…304 inside the insets) is pinned to the top.
        #expect(isNear(rgba(image, at: CGPoint(x: 20, y: 18)), [245, 245, 245, 255]))
        // Row 2 of the list: top at 652 + 2 × 64 − 700 = 80 on screen, its icon 88…136 at x 16…64.
        #expect(isNear(rgba(image, at: CGPoint(x: 40, y: 112)), tileColor(section: 3, item: 2)))
    }
}
