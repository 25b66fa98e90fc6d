import Testing
import CoreGraphics

/// `setBlendMode` follows the blend formulas (PDF 1.7 §11.3.5, which CoreGraphics documents its
/// modes by): the expected bytes are computed from them here.
@Suite(.serialized) @MainActor
struct BlendModeTests {
    /// A 4×1 context: left half opaque (0.4, 0.6, 0.8), right half transparent; then a fill of
    /// pixels 1…2 with `color` in `mode`.
    func blended(_ mode: CGBlendMode, _ color: CGColor) -> CGContext {
        let ctx = CGContext(width: 4, height: 1)!
        ctx.setFillColor(CGColor(red: 0.4, green: 0.6, blue: 0.8, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        ctx.setBlendMode(mode)
        ctx.setFillColor(color)
        ctx.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        return ctx
    }

    @Test func multiplyAndScreen() {
        let half = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        // multiply: 0.4·0.5 = 0.2 → 51; 0.6·0.5 = 0.3 → 77 (76.5); 0.8·0.5 = 0.4 → 102.
        #expect(matches(pixel(blended(.multiply, half), 1, 0), [51, 77, 102, 255]))
        // screen: 1 − (1 − 0.4)(1 − 0.5) = 0.7 → 179 (178.5); 0.8 → 204; 0.9 → 230 (229.5).
        #expect(matches(pixel(blended(.screen, half), 1, 0), [179, 204, 230, 255]))
        // Over transparent, both modes leave the source as it is.
        #expect(matches(pixel(blended(.multiply, half), 2, 0), [128, 128, 128, 255]))
    }

    @Test func porterDuffModesStayInsideTheShape() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let sourceIn = blended(.sourceIn, red)
        #expect(pixel(sourceIn, 0, 0) == [102, 153, 204, 255])   // outside the fill: untouched
        #expect(pixel(sourceIn, 1, 0) == [255, 0, 0, 255])       // inside, over opaque: the source
        #expect(pixel(sourceIn, 2, 0) == [0, 0, 0, 0])           // inside, over nothing: nothing
        let destinationOut = blended(.destinationOut, red)
        #expect(pixel(destinationOut, 1, 0) == [0, 0, 0, 0])
        #expect(pixel(destinationOut, 0, 0) == [102, 153, 204, 255])
        let copy = blended(.copy, CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(matches(pixel(copy, 1, 0), [0, 0, 255, 128]))
        #expect(pixel(blended(.clear, red), 1, 0) == [0, 0, 0, 0])
    }

    @Test func plusLighterAddsAndPlusDarkerFallsBackToNormal() {
        let gray = CGColor(red: 0.4, green: 0.4, blue: 0.4, alpha: 1)
        // 0.4 + 0.4 = 0.8 → 204; 0.6 + 0.4 = 1.0 → 255; 0.8 + 0.4 saturates at 255.
        #expect(matches(pixel(blended(.plusLighter, gray), 1, 0), [204, 255, 255, 255]))
        #expect(pixel(blended(.plusDarker, gray), 1, 0) == [102, 102, 102, 255])
    }

    @Test func blendModeIsPartOfTheSavedState() {
        let ctx = CGContext(width: 1, height: 1)!
        ctx.setFillColor(.white)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.saveGState()
        ctx.setBlendMode(.clear)
        ctx.restoreGState()
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(pixel(ctx, 0, 0) == [255, 0, 0, 255])
    }
}
