import Foundation
import HostContextTesting
import Testing
import UIKit

/// UIImage(named:) as iOS apps call it: from a bundle (here the test target's `Bundle.module`,
/// whose resources are Fidelity/NamedImages), screen-scale variants first, asset-catalog folders
/// before loose files. The files are solid colours, so the variant chosen shows in its pixels:
/// star.png blue 2×2 px, star@2x.png red 4×4, star@3x.png green 6×6, plain.png yellow 3×1;
/// Assets.xcassets/Icons/Badge.imageset: badge@2x magenta 8×4, badge@3x cyan 12×6.
@Suite(.freshHostContext) @MainActor
struct NamedImageTests {
    /// The image for a screen of `screenScale`, as a view on that screen asks for it (its traits).
    func named(_ name: String, screenScale: CGFloat) -> UIImage? {
        UIImage(named: name, in: .module, compatibleWith: UITraitCollection(displayScale: screenScale))
    }

    func colour(_ image: UIImage?) -> [Int] { image.map { rgba($0, at: .zero) } ?? [] }

    @Test func screenScaleVariantIsChosen() throws {
        let two = try #require(named("star", screenScale: 2))
        #expect(two.scale == 2 && two.size == CGSize(width: 2, height: 2))
        #expect(colour(two) == [255, 0, 0, 255])
        let three = try #require(named("star", screenScale: 3))
        #expect(three.scale == 3 && three.size == CGSize(width: 2, height: 2))
        #expect(colour(three) == [0, 255, 0, 255])
        let one = try #require(named("star", screenScale: 1))
        #expect(one.scale == 1 && colour(one) == [0, 0, 255, 255])
        // Without traits, the main screen's scale (2) chooses.
        #expect(UIScreen.main.scale == 2)
        #expect(UIImage(named: "star", in: .module, compatibleWith: nil)?.scale == 2)
    }

    @Test func missingScalesFallBackLikeIOS() throws {
        // Only a 1× file: used at 2× with scale 1 (size in points = pixels).
        let plain = try #require(named("plain", screenScale: 2))
        #expect(plain.scale == 1 && plain.size == CGSize(width: 3, height: 1))
        #expect(colour(plain) == [255, 255, 0, 255])
        // A catalog without a 1× file: at 1× the next larger (2×) is used.
        let badge = try #require(named("Badge", screenScale: 1))
        #expect(badge.scale == 2 && badge.size == CGSize(width: 4, height: 2))
        #expect(colour(badge) == [255, 0, 255, 255])
    }

    @Test func assetCatalogImageSetsAreRead() throws {
        let badge = try #require(named("Badge", screenScale: 3))
        #expect(badge.scale == 3 && badge.size == CGSize(width: 4, height: 2))
        #expect(colour(badge) == [0, 255, 255, 255])
    }

    @Test func namesWithExtensionsAndMissingNames() {
        #expect(named("star.png", screenScale: 2)?.scale == 2)
        #expect(named("nothing-by-this-name", screenScale: 2) == nil)
        #expect(named("", screenScale: 2) == nil)
        #expect(UIImage(named: "star") == nil)   // not in Bundle.main
        #expect(UIImage(systemName: "star.fill") == nil)
    }

    @Test func repeatedLookupsShareTheCachedPixels() throws {
        let a = try #require(named("star", screenScale: 2)), b = try #require(named("star", screenScale: 2))
        #expect(a.cgImage === b.cgImage)
        #expect(a.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(a.renderingMode == .automatic && a.imageOrientation == .up)
        let png = try #require(a.pngData())
        #expect(UIImage(data: png, scale: 2)?.size == CGSize(width: 2, height: 2))
    }

    @Test func colourSetsGiveTheirLightColour() throws {
        // Brand: hex bytes FF 3B 30 (the dark entry, with "appearances", is skipped).
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        brand.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a].map { Int(($0 * 255).rounded()) } == [255, 59, 48, 255])
        // Accent, inside a group folder: floats.
        let accent = try #require(UIColor(named: "Accent", in: .module, compatibleWith: nil))
        #expect(accent == UIColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 0.5))
        #expect(UIColor(named: "NoSuchColour", in: .module, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Brand") == nil)   // not in Bundle.main
    }
}
