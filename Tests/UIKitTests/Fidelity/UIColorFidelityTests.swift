import HostContextTesting
import Testing
import UIKit

/// UIColor as iOS code uses it: system colours at Apple's published light values, the component
/// accessors, descriptions, Display P3 and pattern colours that tile when painted.
@Suite(.freshHostContext) @MainActor
struct UIColorFidelityTests {
    func components(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    func bytes(_ color: UIColor) -> [Int] { components(color).map { Int(($0 * 255).rounded()) } }

    @Test func systemColoursHaveTheHIGLightValues() {
        // Apple HIG, Color, iOS system colours, Default (light) column.
        #expect(bytes(.systemRed) == [255, 59, 48, 255])
        #expect(bytes(.systemOrange) == [255, 149, 0, 255])
        #expect(bytes(.systemYellow) == [255, 204, 0, 255])
        #expect(bytes(.systemGreen) == [52, 199, 89, 255])
        #expect(bytes(.systemMint) == [0, 199, 190, 255])
        #expect(bytes(.systemTeal) == [48, 176, 199, 255])
        #expect(bytes(.systemCyan) == [50, 173, 230, 255])
        #expect(bytes(.systemBlue) == [0, 122, 255, 255])
        #expect(bytes(.systemIndigo) == [88, 86, 214, 255])
        #expect(bytes(.systemPurple) == [175, 82, 222, 255])
        #expect(bytes(.systemPink) == [255, 45, 85, 255])
        #expect(bytes(.systemBrown) == [162, 132, 94, 255])
        #expect(bytes(.systemGray) == [142, 142, 147, 255])
        #expect(bytes(.systemGray6) == [242, 242, 247, 255])
    }

    @Test func semanticColoursHaveTheirLightValues() {
        #expect(bytes(.label) == [0, 0, 0, 255])
        #expect(bytes(.secondaryLabel) == [60, 60, 67, 153])            // 60 % of 255
        #expect(bytes(.systemBackground) == [255, 255, 255, 255])
        #expect(bytes(.systemGroupedBackground) == [242, 242, 247, 255])
        #expect(bytes(.secondarySystemGroupedBackground) == [255, 255, 255, 255])
        #expect(bytes(.separator) == [60, 60, 67, 74])                  // 29 % of 255 = 73.95
        #expect(bytes(.opaqueSeparator) == [198, 198, 200, 255])
        #expect(bytes(.link) == bytes(.systemBlue))
        #expect(bytes(.tintColor) == bytes(.systemBlue))
        #expect(bytes(.lightText) == [255, 255, 255, 153])
    }

    @Test func descriptionsReadLikeIOS() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 1).description == "UIExtendedSRGBColorSpace 0.5 0.25 0 1")
        #expect(UIColor.white.description == "UIExtendedGrayColorSpace 1 1")
        #expect(UIColor(white: 0.5, alpha: 0.5).description == "UIExtendedGrayColorSpace 0.5 0.5")
        #expect(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).description == "UIDisplayP3ColorSpace 1 0 0 1")
        #expect(UIColor.systemRed.description == "<UIDynamicSystemColor; name = systemRedColor>")
    }

    @Test func hueSaturationBrightnessRoundTrip() {
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.systemBlue.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        // Python's colorsys.rgb_to_hsv(0, 122/255, 1) = (0.58692…, 1, 1).
        #expect(abs(h - 0.5869281045751634) < 1e-12 && s == 1 && v == 1 && a == 1)
        #expect(bytes(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)) == [0, 255, 255, 255])
        let back = UIColor(hue: h, saturation: s, brightness: v, alpha: a)
        #expect(bytes(back) == [0, 122, 255, 255])
    }

    @Test func whiteIsReadOnlyFromGrays() {
        var w: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a) && w == 0.25 && a == 0.5)
        #expect(!UIColor.systemRed.getWhite(&w, alpha: &a))
    }

    @Test func displayP3IsConvertedToSRGB() {
        // P3 (0.8, 0.4, 0.2): decode, P3→sRGB matrix, encode (computed separately in Python).
        let c = components(UIColor(displayP3Red: 0.8, green: 0.4, blue: 0.2, alpha: 1))
        #expect(abs(c[0] - 0.8595697527) < 1e-6 && abs(c[1] - 0.3704023689) < 1e-6 && abs(c[2] - 0.1234342622) < 1e-6)
        #expect(components(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)).allSatisfy { abs($0 - 0.5) < 1e-6 || $0 == 1 })
    }

    @Test func alphaComponentAndEquality() {
        let half = UIColor.systemRed.withAlphaComponent(0.5)
        #expect(bytes(half) == [255, 59, 48, 128])
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
        #expect(UIColor(cgColor: UIColor.systemGreen.cgColor) == .systemGreen)
    }

    @Test func patternColourTilesAViewBackground() {
        // A 2×2-pixel checker at scale 1: red top-left and bottom-right, blue elsewhere.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let tile = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { ctx in
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            ctx.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        let pattern = UIColor(patternImage: tile)
        var r: CGFloat = 0
        #expect(!pattern.getRed(&r, green: nil, blue: nil, alpha: nil))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 4))
        view.backgroundColor = pattern
        let image = renderImage(of: view, scale: 1)
        for y in 0..<4 {
            for x in 0..<6 {
                let expected = (x + y) % 2 == 0 ? [255, 0, 0, 255] : [0, 0, 255, 255]
                #expect(rgba(image, at: CGPoint(x: x, y: y)) == expected, "pixel \(x), \(y)")
            }
        }
    }
}
