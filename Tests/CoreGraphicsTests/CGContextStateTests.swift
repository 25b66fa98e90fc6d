import Testing
import CoreGraphics

/// `ctm` and `boundingBoxOfClipPath` report the state the drawing calls built, in CoreGraphics' terms.
@Suite(.serialized) @MainActor
struct CGContextStateTests {
    @Test func freshContextHasIdentityCTMAndFullClip() {
        let ctx = CGContext(width: 40, height: 30)!
        #expect(ctx.ctm == .identity)
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(ctx.width == 40 && ctx.height == 30 && ctx.bytesPerRow >= 160)
    }

    @Test func ctmComposesLikeCGAffineTransform() {
        let ctx = CGContext(width: 10, height: 10)!
        ctx.scaleBy(x: 2, y: 2)
        ctx.translateBy(x: 10, y: 5)
        ctx.rotate(by: .pi / 2)
        let expected = CGAffineTransform.identity.scaledBy(x: 2, y: 2).translatedBy(x: 10, y: 5).rotated(by: .pi / 2)
        #expect(isClose(ctx.ctm, expected))
        #expect(isClose(ctx.convertToDeviceSpace(CGPoint(x: 1, y: 0)), CGPoint(x: 20, y: 12)))
    }

    @Test func concatenatePrependsToTheCTM() {
        let ctx = CGContext(width: 10, height: 10)!
        ctx.translateBy(x: 100, y: 0)
        ctx.concatenate(CGAffineTransform(scaleX: 3, y: 3))
        #expect(ctx.ctm == CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 100, ty: 0))
    }

    @Test func singularTransformsAreIgnored() {
        let ctx = CGContext(width: 10, height: 10)!
        ctx.scaleBy(x: 0, y: 1)
        ctx.concatenate(CGAffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0))
        ctx.translateBy(x: .nan, y: 0)
        #expect(ctx.ctm == .identity)
    }

    @Test func boundingBoxOfClipPathIsInUserSpace() {
        let ctx = CGContext(width: 100, height: 100)!
        ctx.scaleBy(x: 2, y: 2)
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 50, height: 50))
        ctx.clip(to: CGRect(x: 10, y: 10, width: 100, height: 5))
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 40, height: 5))
        ctx.translateBy(x: 10, y: 10)
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 40, height: 5))
    }

    @Test func disjointClipsLeaveNothing() {
        let ctx = CGContext(width: 10, height: 10)!
        ctx.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.clip(to: CGRect(x: 5, y: 5, width: 2, height: 2))
        #expect(ctx.boundingBoxOfClipPath.isNull)
    }

    @Test func clippingToAPathUsesItsBoundingBox() {
        let ctx = CGContext(width: 100, height: 100)!
        ctx.addEllipse(in: CGRect(x: 10, y: 20, width: 30, height: 40))
        ctx.clip()
        #expect(isClose(ctx.boundingBoxOfClipPath, CGRect(x: 10, y: 20, width: 30, height: 40), within: 1))
        #expect(ctx.isPathEmpty)
    }
}
