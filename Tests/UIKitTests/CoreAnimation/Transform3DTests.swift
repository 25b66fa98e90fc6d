import Foundation
import Testing
import UIKit

/// The CATransform3D functions, against matrices written out by hand from their definitions
/// (row vectors: p' = p × M, translation in the fourth row).
@Suite @MainActor
struct Transform3DTests {
    func close(_ a: CATransform3D, _ b: CATransform3D, within e: CGFloat = 1e-12) -> Bool {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        return zip(x, y).allSatisfy { abs($0 - $1) <= e }
    }

    @Test func makersAndPredicates() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && t.m11 == 1 && t.m44 == 1)
        #expect(!CATransform3DIsAffine(t))                         // a z translation is not 2D
        #expect(CATransform3DIsAffine(CATransform3DMakeTranslation(1, 2, 0)))
        let s = CATransform3DMakeScale(2, 3, 4)
        #expect(s.m11 == 2 && s.m22 == 3 && s.m33 == 4)
        #expect(CATransform3DEqualToTransform(s, s) && !CATransform3DEqualToTransform(s, t))
        // About z by θ: the same as CGAffineTransform(rotationAngle:) (a = cos, b = sin, c = -sin, d = cos).
        let r = CATransform3DMakeRotation(0.3, 0, 0, 2)
        let a = CGAffineTransform(rotationAngle: 0.3)
        #expect(close(r, CATransform3DMakeAffineTransform(a)))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(a)) == a)
        // About y by 90°: x goes to -z, z goes to x.
        let y = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(abs(y.m13 - -1) < 1e-12 && abs(y.m31 - 1) < 1e-12 && abs(y.m11) < 1e-12)
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))   // no axis
    }

    @Test func concatAppliesTheFirstThenTheSecond() {
        // Scale by 2 then move by (10, 0): (1, 1) → (2, 2) → (12, 2).
        let m = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(m.m11 == 2 && m.m22 == 2 && m.m41 == 10 && m.m42 == 0)
        // Translate(t, …) moves in t's own space: scale 2 after a move of 5 moves 10.
        let n = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)
        #expect(n.m41 == 10)
        let k = CATransform3DScale(CATransform3DMakeTranslation(5, 0, 0), 3, 3, 1)
        #expect(k.m11 == 3 && k.m41 == 5)
        let q = CATransform3DRotate(CATransform3DIdentity, .pi, 0, 0, 1)
        #expect(abs(q.m11 + 1) < 1e-12)
    }

    @Test func invertUndoesAndASingularMatrixComesBackUnchanged() {
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        let t = CATransform3DRotate(CATransform3DTranslate(p, 3, -4, 20), 0.7, 1, 1, 0)
        #expect(close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, within: 1e-9))
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test func aLayerTransformAndTheViewsTransform3DStayInStep() {
        _ = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.transform3D == CATransform3DMakeScale(2, 2, 1))
        #expect(view.layer.transform == CATransform3DMakeScale(2, 2, 1))
        view.transform3D = CATransform3DMakeTranslation(5, 6, 0)
        #expect(view.transform == CGAffineTransform(translationX: 5, y: 6))
        var p = CATransform3DIdentity
        p.m34 = -1 / 400
        view.transform3D = p
        #expect(view.layer.transform.m34 == CGFloat(-1) / 400)
        #expect(view.transform == .identity)
        let layer = CALayer()
        layer.transform = CATransform3D(m11: .nan, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(CATransform3DIsIdentity(layer.transform))           // non-finite: the identity
    }

    @Test func aViewsTransform3DAnimatesInAnAnimationBlock() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(view)
        window.tick(timestamp: 1)
        var target = CATransform3DIdentity
        target.m34 = -1 / 500
        target = CATransform3DTranslate(target, 0, 0, 100)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform3D = target })
        window.tick(timestamp: 1.5)
        let shown = view.layer.presentation()!.transform
        #expect(isClose(shown.m43, 50, within: 1e-9))               // entry by entry, half way
        #expect(isClose(shown.m44, 1 + (target.m44 - 1) / 2, within: 1e-9))
    }
}
