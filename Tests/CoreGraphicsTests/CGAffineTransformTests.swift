import CoreGraphics
import Foundation
import Testing

@Suite("CGAffineTransform construction and identity")
struct CGAffineTransformTests {
    @Test func identityHasUnitDiagonalAndNoTranslation() {
        let t = CGAffineTransform.identity
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(t.isIdentity)
    }

    @Test func emptyInitializerIsTheZeroMatrixLikeTheImportedCStruct() {
        let t = CGAffineTransform()
        #expect(t == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(!t.isIdentity)
    }

    @Test func unlabeledInitializerMatchesLabeledOne() {
        #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    @Test func translationInitializerFillsTxTy() {
        #expect(CGAffineTransform(translationX: 3, y: -4) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: -4))
    }

    @Test func scaleInitializerFillsDiagonal() {
        #expect(CGAffineTransform(scaleX: 2, y: -3) == CGAffineTransform(a: 2, b: 0, c: 0, d: -3, tx: 0, ty: 0))
    }

    @Test func rotationInitializerUsesCosSinLayout() {
        let angle: CGFloat = 0.7
        let t = CGAffineTransform(rotationAngle: angle)
        #expect(t == CGAffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0))
    }

    @Test func rotationByHalfPiMapsXAxisToYAxis() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(p, CGPoint(x: 0, y: 1)))
    }

    @Test func rotationIsNotSnappedToExactZeros() {
        // Apple leaves the rounding residue of cos(π/2) in place; so do we.
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(t.a == cos(CGFloat.pi / 2))
        #expect(t.a != 0)
        #expect(!t.isIdentity)
    }

    @Test func degenerateConstructorsAreIdentity() {
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
    }

    @Test func negativeZeroStillCountsAsIdentity() {
        #expect(CGAffineTransform(a: 1, b: -0.0, c: -0.0, d: 1, tx: -0.0, ty: 0).isIdentity)
    }

    @Test func nonIdentityIsDetected() {
        #expect(!CGAffineTransform(translationX: 0.001, y: 0).isIdentity)
        #expect(!CGAffineTransform(a: 1, b: 0, c: 1e-300, d: 1, tx: 0, ty: 0).isIdentity)
    }

    @Test func entriesAreMutable() {
        var t = CGAffineTransform.identity
        t.tx = 7
        t.d = 3
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 3, tx: 7, ty: 0))
    }

    @Test func equalTransformsHashEqually() {
        let zero = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let negativeZero = CGAffineTransform(a: 1, b: -0.0, c: -0.0, d: 1, tx: -0.0, ty: -0.0)
        #expect(zero == negativeZero)
        #expect(zero.hashValue == negativeZero.hashValue)
        #expect(Set([zero, negativeZero, .identity]).count == 1)
        #expect(Set([CGAffineTransform.identity, CGAffineTransform(scaleX: 2, y: 2)]).count == 2)
    }

    @Test func nanEntriesAreNeverEqual() {
        let t = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(t != t)
    }

    @Test func descriptionMatchesApplesPrintedForm() {
        #expect(CGAffineTransform.identity.description
            == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
        #expect("\(CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 10, ty: -20))"
            == "CGAffineTransform(a: 2.0, b: 0.5, c: -1.0, d: 3.0, tx: 10.0, ty: -20.0)")
    }

    @Test func encodesAsUnkeyedArrayInMatrixOrder() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5.5, ty: -6)
        let data = try JSONEncoder().encode(t)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5.5,-6]")
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
    }

    @Test func decodingTooFewEntriesThrows() {
        let data = Data("[1,0,0,1,0]".utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CGAffineTransform.self, from: data)
        }
    }

    @Test func isSendable() {
        let t: any Sendable = CGAffineTransform.identity
        #expect(t is CGAffineTransform)
    }
}
