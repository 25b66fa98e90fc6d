import CoreGraphics
import Testing

@Suite("applying(_:) on CGPoint, CGSize and CGRect")
struct CGAffineTransformGeometryTests {
    @Test func pointUsesRowVectorFormula() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        // x' = a·x + c·y + tx, y' = b·x + d·y + ty
        #expect(CGPoint(x: 4, y: 2).applying(t) == CGPoint(x: 8 - 2 + 5, y: 4 + 6 - 7))
    }

    @Test func pointThroughIdentityIsUnchanged() {
        let p = CGPoint(x: -3.5, y: 1e9)
        #expect(p.applying(.identity) == p)
    }

    @Test func sizeIgnoresTranslation() {
        let size = CGSize(width: 10, height: 20)
        #expect(size.applying(CGAffineTransform(translationX: 100, y: -100)) == size)
    }

    @Test func sizeKeepsNegativeResultsOfAFlip() {
        let size = CGSize(width: 10, height: 20)
        #expect(size.applying(CGAffineTransform(scaleX: 2, y: -1)) == CGSize(width: 20, height: -20))
    }

    @Test func sizeRotatesAsAVector() {
        let size = CGSize(width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(size, CGSize(width: -20, height: 10)))
    }

    @Test func rectTranslatesAndScalesExactly() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.applying(CGAffineTransform(translationX: 5, y: -5)) == CGRect(x: 15, y: 15, width: 30, height: 40))
        #expect(rect.applying(CGAffineTransform(scaleX: 2, y: 0.5)) == CGRect(x: 20, y: 10, width: 60, height: 20))
    }

    @Test func rectThroughAFlipIsStandardized() {
        let flipped = CGRect(x: 0, y: 0, width: 10, height: 5).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(flipped.origin == CGPoint(x: -10, y: 0))
        #expect(flipped.size == CGSize(width: 10, height: 5))
    }

    @Test func rectRotatedByQuarterTurnGivesTheBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(rotated, CGRect(x: -20, y: 0, width: 20, height: 10)))
    }

    @Test func rectRotatedByFortyFiveDegreesGrowsToContainAllCorners() {
        let rotated = CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let half = CGFloat(2).squareRoot() / 2
        #expect(isClose(rotated, CGRect(x: -half, y: 0, width: 2 * half, height: 2 * half)))
    }

    @Test func rectWithShearBoundsTheParallelogram() {
        // Shear x by y: corners (0,0) (4,0) (2,2) (6,2).
        let shear = CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)
        #expect(CGRect(x: 0, y: 0, width: 4, height: 2).applying(shear) == CGRect(x: 0, y: 0, width: 6, height: 2))
    }

    @Test func negativeSizeRectIsStandardizedEvenByIdentity() {
        let rect = CGRect(x: 10, y: 10, width: -10, height: -4)
        let result = rect.applying(.identity)
        #expect(result.origin == CGPoint(x: 0, y: 6))
        #expect(result.size == CGSize(width: 10, height: 4))
    }

    @Test func negativeSizeRectUnderTranslationMovesItsStandardForm() {
        let result = CGRect(x: 10, y: 10, width: -10, height: -4).applying(CGAffineTransform(translationX: 1, y: 2))
        #expect(result.origin == CGPoint(x: 1, y: 8))
        #expect(result.size == CGSize(width: 10, height: 4))
    }

    @Test func emptyRectStaysEmptyButMoves() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 1, y: 1))
        let result = CGRect(x: 3, y: 4, width: 0, height: 0).applying(t)
        #expect(result == CGRect(x: 7, y: 13, width: 0, height: 0))
        #expect(result.isEmpty)
        #expect(!result.isNull)
        #expect(CGRect.zero.applying(CGAffineTransform(translationX: 5, y: 5)) == CGRect(x: 5, y: 5, width: 0, height: 0))
    }

    @Test func zeroWidthRectKeepsItsHeight() {
        let result = CGRect(x: 2, y: 0, width: 0, height: 10).applying(CGAffineTransform(scaleX: 3, y: 3))
        #expect(result == CGRect(x: 6, y: 0, width: 0, height: 30))
    }

    @Test func nullRectStaysNull() {
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
        #expect(CGRect.null.applying(CGAffineTransform(rotationAngle: 1)).isNull)
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }

    @Test func infiniteRectStaysInfinite() {
        let rotated = CGRect.infinite.applying(CGAffineTransform(rotationAngle: 0.5))
        #expect(rotated.isInfinite)
        #expect(rotated == .infinite)
        #expect(CGRect.infinite.applying(CGAffineTransform(translationX: 5, y: 5)) == .infinite)
    }

    @Test func singularTransformCollapsesRectToALine() {
        let result = CGRect(x: 1, y: 1, width: 4, height: 4).applying(CGAffineTransform(scaleX: 0, y: 1))
        #expect(result == CGRect(x: 0, y: 1, width: 0, height: 4))
    }
}
