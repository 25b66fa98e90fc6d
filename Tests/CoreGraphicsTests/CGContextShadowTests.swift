import Testing
import Foundation
import CoreGraphics

/// Alpha of every pixel of a context (0–255), row by row.
func alphaField(_ ctx: CGContext) -> [[Int]] {
    (0..<ctx.height).map { y in (0..<ctx.width).map { x in pixel(ctx, x, y)[3] } }
}

/// The alpha-weighted centroid (pixel centres) of the pixels with x ≥ `fromX`.
func alphaCentroid(_ field: [[Int]], fromX: Int) -> CGPoint {
    var sx = 0.0, sy = 0.0, total = 0.0
    for (y, row) in field.enumerated() {
        for x in fromX..<row.count where row[x] > 0 {
            let a = Double(row[x])
            sx += a * (Double(x) + 0.5); sy += a * (Double(y) + 0.5); total += a
        }
    }
    return total > 0 ? CGPoint(x: sx / total, y: sy / total) : CGPoint(x: -1, y: -1)
}

/// Standard normal cumulative distribution (the profile of a Gaussian-blurred edge).
func normalCDF(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.0.squareRoot())) }

/// `setShadow` checked against the offset and the Gaussian it approximates.
@Suite(.serialized) @MainActor
struct CGContextShadowTests {
    /// A 40×40 square at (20, 20) with a shadow moved by (60, 40): the shadow's alpha has its
    /// centroid at the square's centre plus the offset, and its edge falls off like a Gaussian of
    /// σ = blur / 2, symmetrically about the edge.
    @Test func shadowIsOffsetAndBlurredLikeAGaussian() {
        let ctx = CGContext(width: 160, height: 120)!
        ctx.setShadow(offset: CGSize(width: 60, height: 40), blur: 8, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 20, y: 20, width: 40, height: 40))
        #expect(pixel(ctx, 40, 40) == red)                       // the square over its shadow
        let field = alphaField(ctx)
        let c = alphaCentroid(field, fromX: 66)                  // the shadow only (square ends at 60, +3σ = 72 < 80 − 12)
        #expect(abs(c.x - 100) < 0.5 && abs(c.y - 80) < 0.5, "centroid \(c)")
        #expect(pixel(ctx, 100, 80) == blue)
        // The shadow's left edge is at x = 80 (row 80, far from corners). σ = 4.
        let sigma = 4.0
        for x in 70...90 {
            let expected = 255 * normalCDF((Double(x) + 0.5 - 80) / sigma)
            #expect(abs(Double(field[80][x]) - expected) <= 12, "x \(x): \(field[80][x]) vs \(expected)")
        }
        // Symmetric about the edge: a(80 + k) + a(79 − k) = 255.
        for k in 0..<10 { #expect(abs(field[80][80 + k] + field[80][79 - k] - 255) <= 3, "k \(k)") }
        #expect(field[80][80 - 14] == 0)                          // nothing beyond 3σ and a bit
    }

    /// Apple's default shadow colour is black at one-third alpha; restoring the state ends it.
    @Test func defaultColourAndStateRestore() {
        let ctx = CGContext(width: 100, height: 40)!
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: 30, height: 0), blur: 0)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 20, width: 20, height: 20))
        #expect(matches(pixel(ctx, 40, 10), [0, 0, 0, 85], tolerance: 1))
        #expect(pixel(ctx, 40, 30) == transparent)
    }

    /// Strokes, images and gradients are shadowed too; the clip limits shadow and paint alike.
    @Test func everyPaintIsShadowedInsideTheClip() {
        let ctx = CGContext(width: 100, height: 100)!
        ctx.setShadow(offset: CGSize(width: 0, height: 50), blur: 0, color: .black)
        ctx.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.setLineWidth(4)
        ctx.stroke(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(pixel(ctx, 10, 60)[3] == 255)                    // the stroke's shadow
        let source = CGContext(width: 10, height: 10)!
        source.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        source.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.draw(source.makeImage()!, in: CGRect(x: 50, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, 55, 55) == [0, 0, 0, 255])
        ctx.clip(to: CGRect(x: 70, y: 0, width: 30, height: 55))
        let g = CGGradient(colorsSpace: nil, colors: [CGColor.white, CGColor.white] as CFArray, locations: nil)!
        ctx.drawLinearGradient(g, start: CGPoint(x: 70, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        #expect(pixel(ctx, 80, 52) == [255, 255, 255, 255])      // the gradient itself
        #expect(pixel(ctx, 80, 60) == transparent)               // its shadow is outside the clip
    }

    /// Bad input: NaN and infinite offsets and blurs, negative blur: documented outcomes, and
    /// drawing goes on working.
    @Test func badShadowInputNeverBreaksDrawing() {
        let ctx = CGContext(width: 40, height: 40)!
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.setShadow(offset: CGSize(width: CGFloat.nan, height: 10), blur: -3, color: .black)   // sharp, x offset 0
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, 5, 15) == [0, 0, 0, 255])
        ctx.setShadow(offset: CGSize(width: 20, height: 0), blur: .infinity, color: .black)      // no shadow
        ctx.fill(CGRect(x: 0, y: 20, width: 10, height: 10))
        #expect(pixel(ctx, 25, 25) == transparent)
        ctx.setShadow(offset: CGSize(width: 20, height: 0), blur: .nan, color: .black)           // sharp
        ctx.fill(CGRect(x: 0, y: 30, width: 10, height: 10))
        #expect(pixel(ctx, 25, 35) == [0, 0, 0, 255])
        ctx.setShadow(offset: .zero, blur: 4, color: nil)                                         // off
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 30, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, 35, 5) == green)
        #expect(pixel(ctx, 35, 15) == transparent)
    }
}
