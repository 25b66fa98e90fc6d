import HostContextTesting
import Testing
import UIKit

/// frame, bounds, center and transform stay one coherent geometry, mirrored in the layer; `convert`
/// goes through bounds origins and transforms; bad geometry is sanitised, never stored.
@Suite(.freshHostContext) @MainActor
struct ViewGeometryTests {
    @Test func frameSetsCenterAndBoundsSize() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        window.addSubview(view)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        view.bounds.size = CGSize(width: 40, height: 20)
        // Resizing the bounds keeps the center: the frame shrinks about it.
        #expect(view.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
    }

    @Test func boundsOriginMovesContentNotFrame() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        window.addSubview(view)
        view.bounds.origin = CGPoint(x: 30, y: 5)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        // The bounds origin is the point of the view's space at its top-left corner.
        #expect(view.convert(CGPoint(x: 30, y: 5), to: window) == CGPoint(x: 10, y: 20))
        #expect(view.convert(CGPoint(x: 10, y: 20), from: window) == CGPoint(x: 30, y: 5))
    }

    @Test func transformScalesFrameAboutCenter() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
        window.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.center == CGPoint(x: 120, y: 110))
        #expect(view.bounds.size == CGSize(width: 40, height: 20))
        #expect(isClose(view.frame, CGRect(x: 80, y: 80, width: 80, height: 60)))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 100, y: 100, width: 40, height: 20))
    }

    @Test func rotatedFrameIsBoundingBox() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(view)
        view.center = CGPoint(x: 160, y: 240)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(view.frame, CGRect(x: 140, y: 190, width: 40, height: 100)))
    }

    @Test func layerMirrorsViewGeometry() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        window.addSubview(view)
        view.bounds.origin = CGPoint(x: 5, y: 6)
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        view.alpha = 0.25
        view.isHidden = true
        view.clipsToBounds = true
        #expect(view.layer.position == view.center)
        #expect(view.layer.bounds == view.bounds)
        #expect(view.layer.affineTransform() == view.transform)
        #expect(isClose(view.layer.frame, view.frame))
        #expect(view.layer.opacity == 0.25)
        #expect(view.layer.isHidden)
        #expect(view.layer.masksToBounds)
        #expect(view.layer.delegate === view)
    }

    @Test func convertBetweenSiblingsThroughScaleAndBoundsOrigin() {
        let window = makeTestWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 100, width: 50, height: 50))
        window.addSubview(a)
        window.addSubview(b)
        a.transform = CGAffineTransform(scaleX: 2, y: 2)   // frame (-50,-50,200,200)
        b.bounds.origin = CGPoint(x: 10, y: 10)
        // a's (0,0) is at window (-50,-50); in b: (-50 - 200 + 10, -50 - 100 + 10).
        #expect(isClose(a.convert(CGPoint.zero, to: b), CGPoint(x: -240, y: -140)))
        #expect(isClose(b.convert(CGPoint(x: -240, y: -140), to: a), .zero))
        #expect(isClose(b.convert(CGPoint(x: 200, y: 100), from: nil), CGPoint(x: 10, y: 10)))
    }

    @Test func convertThroughNestedRotationRoundTrips() {
        let window = makeTestWindow()
        let outer = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 20, y: 30, width: 80, height: 40))
        window.addSubview(outer)
        outer.addSubview(inner)
        outer.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // outer's bounds point (0,0) sits at its centre (150,160) + R90·(-100,-100) = (250, 60).
        #expect(isClose(outer.convert(CGPoint.zero, to: window), CGPoint(x: 250, y: 60)))
        let p = CGPoint(x: 7, y: 11)
        let there = inner.convert(p, to: window)
        #expect(isClose(inner.convert(there, from: window), p, within: 1e-9))
        // inner (0,0) is outer (20,30) → window (250 - 30, 60 + 20).
        #expect(isClose(inner.convert(CGPoint.zero, to: window), CGPoint(x: 220, y: 80)))
    }

    @Test func convertRectGivesBoundingBox() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(view)
        view.transform = CGAffineTransform(scaleX: -1, y: 2)
        let r = view.convert(view.bounds, to: window)
        #expect(isClose(r, view.frame))
        #expect(isClose(window.convert(r, to: view), view.bounds))
    }

    @Test func convertFromNilViewMeansWindowSpace() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        window.addSubview(view)
        #expect(view.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 31, y: 42))
        #expect(view.convert(CGPoint(x: 31, y: 42), from: nil) == CGPoint(x: 1, y: 2))
    }

    @Test func nonFiniteGeometryIsReplacedByZero() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        window.addSubview(view)
        view.frame = CGRect(x: CGFloat.nan, y: 5, width: CGFloat.infinity, height: 20)
        #expect(view.frame == CGRect(x: 0, y: 5, width: 0, height: 20))
        view.center = CGPoint(x: CGFloat.nan, y: 7)
        #expect(view.center == CGPoint(x: 0, y: 7))
        view.frame = .infinite
        #expect(view.frame == .zero)
        view.frame = .null
        #expect(view.frame == .zero)
        view.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(view.transform == .identity)
        view.alpha = .nan
        #expect(view.alpha == 1)
        view.alpha = 3
        #expect(view.alpha == 1)
        view.alpha = -1
        #expect(view.alpha == 0)
        #expect(view.layer.position.x.isFinite && view.layer.bounds.width.isFinite)
    }

    @Test func negativeFrameSizeIsStandardizedAndNegativeBoundsClamped() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: -20, height: -30))
        window.addSubview(view)
        #expect(view.frame == CGRect(x: -10, y: -20, width: 20, height: 30))
        view.bounds = CGRect(x: 0, y: 0, width: -5, height: 8)
        #expect(view.bounds.size == CGSize(width: 0, height: 8))
    }

    @Test func zeroSizeViewConvertsAndIsNeverHit() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        window.addSubview(view)
        #expect(view.convert(CGPoint.zero, to: window) == CGPoint(x: 50, y: 50))
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
    }

    @Test func singularTransformDoesNotProduceNaN() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        window.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 0, y: 0)
        let p = view.convert(CGPoint(x: 100, y: 100), from: window)
        #expect(p.x.isFinite && p.y.isFinite)
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window)
    }
}
