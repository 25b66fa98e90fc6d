import CoreGraphics
import Testing

@Suite("CGAffineTransform composition and inversion")
struct CGAffineTransformCompositionTests {
    /// A transform with every entry non-trivial, so order mistakes cannot cancel out.
    let general = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)

    @Test func prependedOperationsRunBeforeTheExistingTransform() {
        // The brief's canonical example: the scale runs first, then the translation.
        let t = CGAffineTransform.identity.translatedBy(x: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
    }

    @Test func translatedByPrependsATranslation() {
        let expected = CGAffineTransform(translationX: 4, y: -2).concatenating(general)
        #expect(general.translatedBy(x: 4, y: -2) == expected)
        #expect(general.translatedBy(x: 4, y: -2) == CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 15, ty: -9))
    }

    @Test func scaledByPrependsAScale() {
        let expected = CGAffineTransform(scaleX: 3, y: 0.5).concatenating(general)
        #expect(general.scaledBy(x: 3, y: 0.5) == expected)
        #expect(general.scaledBy(x: 3, y: 0.5) == CGAffineTransform(a: 6, b: 3, c: -0.5, d: 1.5, tx: 5, ty: -7))
    }

    @Test func rotatedByPrependsARotation() {
        let angle: CGFloat = 0.4
        let expected = CGAffineTransform(rotationAngle: angle).concatenating(general)
        #expect(general.rotated(by: angle) == expected)
    }

    @Test func rotationThenTranslationTranslatesInRotatedSpace() {
        // translatedBy runs first, so (0,0) goes to (10,0) and is then rotated to (0,10).
        let t = CGAffineTransform.identity.rotated(by: .pi / 2).translatedBy(x: 10, y: 0)
        #expect(isClose(CGPoint.zero.applying(t), CGPoint(x: 0, y: 10)))
    }

    @Test func concatenatingAppliesReceiverFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(p.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
    }

    @Test func concatenatingIsTheRowVectorMatrixProduct() {
        let other = CGAffineTransform(a: 0.5, b: -2, c: 4, d: 1, tx: 3, ty: 9)
        // [a b; c d; tx ty] × [a' b'; c' d'; tx' ty'] with the implicit third column (0,0,1).
        let expected = CGAffineTransform(a: 2 * 0.5 + 1 * 4, b: 2 * -2 + 1 * 1,
                                         c: -1 * 0.5 + 3 * 4, d: -1 * -2 + 3 * 1,
                                         tx: 5 * 0.5 + -7 * 4 + 3, ty: 5 * -2 + -7 * 1 + 9)
        #expect(general.concatenating(other) == expected)
        #expect(general.concatenating(other) != other.concatenating(general))
    }

    @Test func concatenatingMatchesApplyingInSequence() {
        let other = CGAffineTransform(rotationAngle: 1.1).translatedBy(x: -3, y: 8)
        let p = CGPoint(x: 3.25, y: -1.5)
        #expect(isClose(p.applying(general.concatenating(other)), p.applying(general).applying(other)))
    }

    @Test func identityIsNeutralForConcatenation() {
        #expect(general.concatenating(.identity) == general)
        #expect(CGAffineTransform.identity.concatenating(general) == general)
    }

    @Test func invertedHasExactEntriesForScaleAndTranslation() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        #expect(t.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
    }

    @Test func invertedRoundTripsAGeneralTransform() {
        let t = CGAffineTransform.identity.translatedBy(x: 10, y: 20).rotated(by: 0.3).scaledBy(x: 2, y: 3)
        let inverse = t.inverted()
        #expect(isClose(t.concatenating(inverse), .identity))
        #expect(isClose(inverse.concatenating(t), .identity))
        let p = CGPoint(x: -7, y: 13)
        #expect(isClose(p.applying(t).applying(inverse), p))
        #expect(isClose(inverse.inverted(), t))
    }

    @Test func invertedShearRoundTrips() {
        #expect(isClose(general.concatenating(general.inverted()), .identity))
    }

    @Test func identityInvertsToIdentity() {
        #expect(CGAffineTransform.identity.inverted() == .identity)
    }

    @Test func singularTransformInvertsToItselfUnchanged() {
        let flattenX = CGAffineTransform(scaleX: 0, y: 2).translatedBy(x: 3, y: 4)
        #expect(flattenX.inverted() == flattenX)
        let dependentRows = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(dependentRows.inverted() == dependentRows)
        #expect(CGAffineTransform().inverted() == CGAffineTransform())
    }

    @Test func nearlySingularButInvertibleIsInverted() {
        // Powers of two keep the arithmetic exact: only an exactly zero determinant is singular.
        let tiny = CGAffineTransform(scaleX: 0x1p-40, y: 1)
        #expect(tiny.inverted() == CGAffineTransform(scaleX: 0x1p40, y: 1))
    }
}
