import Testing
import CoreGraphics

/// Drawing through CGContext lands on the expected pixels: read back from `makeImage()`.
@Suite(.serialized) @MainActor
struct CGContextDrawingTests {
    @Test func fillRectPaintsExactlyThePixelsInside() {
        let ctx = CGContext(width: 10, height: 10)!
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 2, y: 3, width: 4, height: 5))
        #expect(pixel(ctx, 2, 3) == red)
        #expect(pixel(ctx, 5, 7) == red)
        #expect(pixel(ctx, 6, 7) == transparent)
        #expect(pixel(ctx, 2, 8) == transparent)
        #expect(pixel(ctx, 1, 3) == transparent)
    }

    @Test func makeImageIsASnapshot() {
        let ctx = CGContext(width: 4, height: 4)!
        ctx.setFillColor(.white)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let before = ctx.makeImage()!
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(before.rgba(atX: 1, y: 1)! == (255, 255, 255, 255))
        #expect(pixel(ctx, 1, 1) == blue)
    }

    @Test func scaleAndTranslateMoveTheFill() {
        let ctx = CGContext(width: 20, height: 20)!
        ctx.scaleBy(x: 2, y: 2)
        ctx.translateBy(x: 3, y: 1)
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))   // device (6,2)–(10,6)
        #expect(pixel(ctx, 6, 2) == green)
        #expect(pixel(ctx, 9, 5) == green)
        #expect(pixel(ctx, 10, 5) == transparent)
        #expect(pixel(ctx, 5, 2) == transparent)
    }

    @Test func strokeWidthIsCentredOnTheEdge() {
        let ctx = CGContext(width: 20, height: 20)!
        ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.setLineWidth(2)
        ctx.stroke(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(pixel(ctx, 4, 10) == blue)     // outside half of the left edge
        #expect(pixel(ctx, 5, 10) == blue)     // inside half
        #expect(pixel(ctx, 6, 10) == transparent)
        #expect(pixel(ctx, 10, 10) == transparent)
    }

    @Test func ellipsePathFillsTheMiddleNotTheCorners() {
        let ctx = CGContext(width: 20, height: 20)!
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(!ctx.isPathEmpty)
        ctx.fillPath()
        #expect(ctx.isPathEmpty)   // painting consumes the path, as in CoreGraphics
        #expect(pixel(ctx, 10, 10) == red)
        #expect(pixel(ctx, 10, 0)[3] > 200)
        #expect(pixel(ctx, 0, 0) == transparent)
        #expect(pixel(ctx, 19, 19) == transparent)
    }

    @Test func linesAndCurvesBuildATriangle() {
        let ctx = CGContext(width: 20, height: 20)!
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.move(to: CGPoint(x: 0, y: 0))
        ctx.addLine(to: CGPoint(x: 20, y: 0))
        ctx.addCurve(to: CGPoint(x: 0, y: 20), control1: CGPoint(x: 20, y: 0), control2: CGPoint(x: 0, y: 20))
        ctx.closePath()
        ctx.fillPath()
        #expect(pixel(ctx, 3, 3) == green)      // above the diagonal
        #expect(pixel(ctx, 16, 16) == transparent)
    }

    @Test func fillRectLeavesTheCurrentPathAlone() {
        let ctx = CGContext(width: 10, height: 10)!
        ctx.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(ctx.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fillPath()
        #expect(pixel(ctx, 2, 2) == red)
        #expect(pixel(ctx, 7, 7) == blue)
    }

    @Test func saveAndRestoreBringBackColourTransformAndClip() {
        let ctx = CGContext(width: 10, height: 10)!
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.saveGState()
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.translateBy(x: 5, y: 5)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.restoreGState()
        #expect(ctx.ctm == .identity)
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, 0, 0) == red)
        ctx.restoreGState()   // unbalanced: ignored
        #expect(ctx.ctm == .identity)
    }

    @Test func clipLimitsPainting() {
        let ctx = CGContext(width: 10, height: 10)!
        ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, 4, 5) == red)
        #expect(pixel(ctx, 5, 5) == transparent)
    }

    @Test func globalAlphaMultipliesColours() {
        let ctx = CGContext(width: 4, height: 4)!
        ctx.setAlpha(0.5)
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(matches(pixel(ctx, 1, 1), [255, 255, 255, 128]))
    }

    @Test func transparencyLayerCompositesOverlapsOnce() {
        let ctx = CGContext(width: 30, height: 10)!
        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        ctx.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
        ctx.endTransparencyLayer()
        // Without the group the overlap (x 10–20) would be 75 % opaque.
        #expect(matches(pixel(ctx, 5, 5), [0, 0, 0, 128]))
        #expect(matches(pixel(ctx, 15, 5), [0, 0, 0, 128]))
        #expect(matches(pixel(ctx, 25, 5), [0, 0, 0, 128]))
    }

    @Test func clearMakesPixelsTransparentAgain() {
        let ctx = CGContext(width: 4, height: 4)!
        ctx.setFillColor(.white)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.clear(CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(pixel(ctx, 1, 1) == transparent)
        #expect(pixel(ctx, 2, 1) == [255, 255, 255, 255])
    }

    @Test func didDrawStaysFalseUntilSomethingIsPainted() {
        let ctx = CGContext(width: 4, height: 4)!
        ctx.translateBy(x: 1, y: 1)
        ctx.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.beginPath()
        #expect(!ctx.didDraw)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ctx.didDraw)
    }

    @Test func unsupportedBitmapLayoutsAreRefused() {
        // 16 bits per component is not among iOS's bitmap-context formats here (BitmapFormats/ has the rest).
        let rgba16 = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(rgba16 == nil)
        #expect(CGContext(width: 0, height: 4) == nil)
    }
}
