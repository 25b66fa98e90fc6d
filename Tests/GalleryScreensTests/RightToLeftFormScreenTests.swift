import HostContextTesting
import Testing
import UIKit
import GalleryScreens

/// "Settings form (right-to-left)" mirrors "Auto Layout: settings form": rendered side by side in
/// 320 × 480 windows, each label's frame is the mirror of its left-to-right twin (x' = 320 − maxX)
/// and its dark text pixels sit in the mirrored column range.
@Suite(.freshHostContext) @MainActor struct RightToLeftFormScreenTests {
    static func render(_ window: UIWindow) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { window.framePipeline.composite(into: $0.cgContext) }.cgImage
    }

    /// The columns holding text (dark) pixels in the rows of `rect`; nil when none.
    static func inkColumns(in image: CGImage?, rows rect: CGRect) -> ClosedRange<Int>? {
        guard let image else { return nil }
        var lo = Int.max, hi = Int.min
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in 0..<image.width {
                guard let p = image.rgba(atX: x, y: y), Int(p.red) + Int(p.green) + Int(p.blue) < 300 else { continue }
                lo = min(lo, x); hi = max(hi, x)
            }
        }
        return lo <= hi ? lo...hi : nil
    }

    static func window(_ vc: UIViewController) -> UIWindow {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    @Test func theLabelsArePaintedAtTheMirroredColumns() throws {
        let ltr = AutoLayoutFormViewController(), rtl = RightToLeftFormViewController()
        let left = Self.window(ltr), right = Self.window(rtl)
        let ltrLabels = ltr.contentView.subviews.compactMap { $0 as? UILabel }
        let rtlLabels = rtl.form.contentView.subviews.compactMap { $0 as? UILabel }
        #expect(ltrLabels.count == 8 && rtlLabels.count == 8)
        #expect(rtl.form.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(right.traitCollection.layoutDirection == .leftToRight)   // the window itself is not flipped
        let leftImage = Self.render(left), rightImage = Self.render(right)
        for (a, b) in zip(ltrLabels, rtlLabels) {
            let fa = a.convert(a.bounds, to: nil), fb = b.convert(b.bounds, to: nil)
            #expect(fa.minX == 20)
            #expect(fb == CGRect(x: 320 - fa.maxX, y: fa.minY, width: fa.width, height: fa.height))
            let ink = try #require(Self.inkColumns(in: leftImage, rows: fa))
            let mirroredInk = try #require(Self.inkColumns(in: rightImage, rows: fb))
            // The text fills its label (intrinsic width): the ink starts at the label's leading edge
            // in both, so the right-to-left ink spans the mirror of the left-to-right ink's columns
            // (two pixels for the glyphs' side bearings and rounding).
            #expect(ink.lowerBound >= 20 && ink.lowerBound <= 22)
            #expect(abs(mirroredInk.upperBound - (319 - ink.lowerBound)) <= 2)
            #expect(abs(mirroredInk.lowerBound - (319 - ink.upperBound)) <= 2)
        }
    }
}
