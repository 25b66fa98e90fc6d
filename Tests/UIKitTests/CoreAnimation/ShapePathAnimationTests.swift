import HostContextTesting
import Testing
import UIKit

/// A CAShapeLayer's `path` animates: explicitly (CABasicAnimation "path") and implicitly, point by
/// point between paths with the same elements; other pairs jump at the end.
@Suite(.freshHostContext) @MainActor
struct ShapePathAnimationTests {
    func shapeScene() -> (UIWindow, CAShapeLayer) {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let shape = CAShapeLayer()
        shape.frame = view.bounds
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        view.layer.addSublayer(shape)
        window.tick(timestamp: 1)
        return (window, shape)
    }

    func points(_ path: CGPath?) -> [CGPoint] {
        (path?.elements ?? []).compactMap {
            switch $0 {
            case let .moveToPoint(p), let .addLineToPoint(p): return p
            default: return nil
            }
        }
    }

    @Test func anExplicitPathAnimationMovesEveryPointLinearly() {
        let (window, shape) = shapeScene()
        let from = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let to = CGPath(rect: CGRect(x: 100, y: 40, width: 50, height: 30), transform: nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.path = to
        CATransaction.commit()
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = .path(from)
        animation.toValue = .path(to)
        animation.duration = 2
        shape.add(animation, forKey: "morph")
        window.tick(timestamp: 1.5)                                  // a quarter, linear
        let shown = points((shape.presentation() as? CAShapeLayer)?.path)
        let a = points(from), b = points(to)
        #expect(shown.count == a.count && a.count == 4)
        for i in 0..<a.count {
            #expect(isClose(shown[i], CGPoint(x: a[i].x + (b[i].x - a[i].x) / 4, y: a[i].y + (b[i].y - a[i].y) / 4)))
        }
        window.tick(timestamp: 3)
        #expect((shape.presentation() as? CAShapeLayer)?.path == to)
    }

    @Test func aStandaloneShapeLayersPathAnimatesImplicitlyAndUnlikePathsJump() {
        let (window, shape) = shapeScene()
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 10), transform: nil)
        CATransaction.commit()
        window.tick(timestamp: 1.125)                                // half of 0.25 s
        #expect(isClose(points((shape.presentation() as? CAShapeLayer)?.path)[1], CGPoint(x: 20, y: 0), within: 1e-9))
        window.tick(timestamp: 2)
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        shape.path = ellipse                                         // different elements
        window.tick(timestamp: 2.1)
        #expect(points((shape.presentation() as? CAShapeLayer)?.path).count == 4)   // still the rectangle
        window.tick(timestamp: 2.25)
        #expect((shape.presentation() as? CAShapeLayer)?.path == ellipse)
    }
}
