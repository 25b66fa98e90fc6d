import Testing
import CoreGraphics

/// CGGradient drawn through CGContext, checked against the interpolation formula at pixel centres.
@Suite(.serialized) @MainActor
struct CGGradientTests {
    let redToBlue = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                               colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray,
                               locations: [0, 1])!

    /// Red→blue from x = 0 to x = 100: the pixel whose centre is x + 0.5 has t = (x + 0.5) / 100.
    @Test func linearGradientInterpolatesAtPixelCentres() {
        let ctx = CGContext(width: 100, height: 4)!
        ctx.drawLinearGradient(redToBlue, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        for x in [0, 10, 25, 49, 50, 75, 99] {
            let t = (Double(x) + 0.5) / 100
            let expected = [Int((255 * (1 - t)).rounded()), 0, Int((255 * t).rounded()), 255]
            #expect(matches(pixel(ctx, x, 2), expected, tolerance: 2), "x \(x): \(pixel(ctx, x, 2)) vs \(expected)")
        }
    }

    /// The gradient fills the clip, not a path: only the clipped rect is painted.
    @Test func gradientFillsTheClipOnly() {
        let ctx = CGContext(width: 100, height: 20)!
        ctx.clip(to: CGRect(x: 20, y: 5, width: 60, height: 10))
        ctx.drawLinearGradient(redToBlue, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        #expect(pixel(ctx, 50, 10)[3] == 255)
        #expect(pixel(ctx, 50, 2) == transparent)
        #expect(pixel(ctx, 10, 10) == transparent)
    }

    /// Without options nothing is painted before the start or after the end; each option extends
    /// its end colour.
    @Test func optionsExtendBeforeAndAfter() {
        func draw(_ options: CGGradientDrawingOptions) -> CGContext {
            let ctx = CGContext(width: 100, height: 4)!
            ctx.drawLinearGradient(redToBlue, start: CGPoint(x: 30, y: 0), end: CGPoint(x: 70, y: 0), options: options)
            return ctx
        }
        let none = draw([])
        #expect(pixel(none, 10, 1) == transparent)
        #expect(pixel(none, 90, 1) == transparent)
        #expect(matches(pixel(none, 50, 1), [Int((255 * (1 - 20.5 / 40)).rounded()), 0, Int((255 * 20.5 / 40).rounded()), 255], tolerance: 2))
        let before = draw(.drawsBeforeStartLocation)
        #expect(pixel(before, 10, 1) == red)
        #expect(pixel(before, 90, 1) == transparent)
        let after = draw(.drawsAfterEndLocation)
        #expect(pixel(after, 10, 1) == transparent)
        #expect(pixel(after, 90, 1) == blue)
        let both = draw([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(pixel(both, 0, 1) == red)
        #expect(pixel(both, 99, 1) == blue)
    }

    /// Concentric radial gradient, radius 10 → 40: a pixel at distance d has t = (d − 10) / 30;
    /// nothing inside 10 or outside 40 without options.
    @Test func radialGradientRingRadii() {
        let ctx = CGContext(width: 100, height: 100)!
        let c = CGPoint(x: 50, y: 50)
        ctx.drawRadialGradient(redToBlue, startCenter: c, startRadius: 10, endCenter: c, endRadius: 40, options: [])
        #expect(pixel(ctx, 50, 50) == transparent)                 // inside the start circle
        #expect(pixel(ctx, 50 + 45, 50) == transparent)            // outside the end circle
        for x in [62, 70, 80, 88] {
            let d = Double(x) + 0.5 - 50, t = (d - 10) / 30
            let expected = [Int((255 * (1 - t)).rounded()), 0, Int((255 * t).rounded()), 255]
            #expect(matches(pixel(ctx, x, 50), expected, tolerance: 3), "x \(x): \(pixel(ctx, x, 50)) vs \(expected)")
        }
        let both = CGContext(width: 100, height: 100)!
        both.drawRadialGradient(redToBlue, startCenter: c, startRadius: 10, endCenter: c, endRadius: 40,
                                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(pixel(both, 50, 50) == red)
        #expect(pixel(both, 98, 50) == blue)
    }

    /// Locations place the colours; the first colour fills up to the first location.
    @Test func locationsAndComponentsInitializer() {
        let g = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [0, 1, 0, 1, 0, 0, 1, 1],
                           locations: [0.5, 1], count: 2)!
        let ctx = CGContext(width: 100, height: 2)!
        ctx.drawLinearGradient(g, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        #expect(pixel(ctx, 20, 1) == green)
        let t = (75.5 - 50) / 50
        #expect(matches(pixel(ctx, 75, 1), [0, Int((255 * (1 - t)).rounded()), Int((255 * t).rounded()), 255], tolerance: 2))
    }

    /// Bad input: documented nil initializers, nothing drawn, and the context keeps working.
    @Test func badInputDrawsNothingAndLaterDrawingWorks() {
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: ["not a colour"] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [CGColor.black, CGColor.white] as CFArray, locations: [0]) == nil)
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [1, 0], locations: nil, count: 2) == nil)
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [], locations: nil, count: 0) == nil)
        // NaN locations become 0 rather than poisoning cairo.
        let nanStops = CGGradient(colorsSpace: nil, colors: [CGColor.black, CGColor.white] as CFArray, locations: [.nan, 1])!
        let ctx = CGContext(width: 20, height: 20)!
        let nan = CGFloat.nan, inf = CGFloat.infinity
        ctx.drawLinearGradient(redToBlue, start: CGPoint(x: nan, y: 0), end: CGPoint(x: 10, y: 0), options: [])
        ctx.drawLinearGradient(redToBlue, start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5), options: [.drawsAfterEndLocation])
        ctx.drawRadialGradient(redToBlue, startCenter: .zero, startRadius: inf, endCenter: .zero, endRadius: 4, options: [])
        ctx.drawRadialGradient(redToBlue, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: nan, options: [])
        ctx.drawRadialGradient(redToBlue, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 0, options: [])
        #expect(pixel(ctx, 5, 5) == transparent)
        // A negative radius is clamped to 0: a gradient from the centre outwards.
        ctx.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 10, y: 10), startRadius: -5, endCenter: CGPoint(x: 10, y: 10),
                               endRadius: 8, options: [])
        #expect(pixel(ctx, 10, 10)[3] == 255)
        ctx.drawLinearGradient(nanStops, start: .zero, end: CGPoint(x: 20, y: 0), options: [])
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(pixel(ctx, 1, 1) == green)
    }
}
