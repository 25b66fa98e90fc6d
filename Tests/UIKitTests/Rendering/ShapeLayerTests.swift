import HostContextTesting
import Testing
import UIKit

/// A view backed by a shape layer, as iOS code writes it.
final class ShapeTestView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
}

/// CAShapeLayer drawn by the compositor: fill, stroke, partial strokes by length, animation.
@Suite(.freshHostContext) @MainActor
struct ShapeLayerTests {
    /// A white 200×100 container holding `shape` (a zero-size sublayer at the origin, as iOS code
    /// often adds one), rendered at scale 1.
    func render(_ shape: CAShapeLayer) -> UIImage {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.backgroundColor = .white
        container.layer.addSublayer(shape)
        return renderImage(of: container, scale: 1)
    }

    func isStroked(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> Bool { rgba(image, at: CGPoint(x: x, y: y))[1] < 60 }

    @Test func defaultsAreApples() {
        let s = CAShapeLayer()
        #expect(s.fillColor == CGColor.black)
        #expect(s.strokeColor == nil)
        #expect(s.lineWidth == 1)
        #expect(s.strokeStart == 0 && s.strokeEnd == 1)
        #expect(s.lineCap == .butt && s.lineJoin == .miter && s.fillRule == .nonZero)
        #expect(s.miterLimit == 10 && s.lineDashPattern == nil)
    }

    /// strokeEnd 0.5 on a 180 pt line from x = 10: exactly the first 90 pt (to x = 100) are stroked.
    @Test func strokeEndCutsTheLineByLength() {
        let shape = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 50))
        path.addLine(to: CGPoint(x: 190, y: 50))
        shape.path = path.cgPath
        shape.strokeColor = UIColor.red.cgColor
        shape.lineWidth = 6
        shape.strokeEnd = 0.5
        let image = render(shape)
        #expect(isStroked(image, 11, 50))
        #expect(isStroked(image, 99, 50))
        #expect(!isStroked(image, 101, 50))
        #expect(!isStroked(image, 150, 50))
        shape.strokeStart = 0.25   // from 55
        let middle = render(shape)
        #expect(!isStroked(middle, 54, 50) && isStroked(middle, 56, 50) && isStroked(middle, 99, 50))
    }

    /// A ring from the top, clockwise, strokeEnd 0.25: the quarter from 12 to 3 o'clock.
    @Test func progressRingQuarter() {
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(arcCenter: CGPoint(x: 100, y: 50), radius: 40, startAngle: -.pi / 2,
                                  endAngle: 3 * .pi / 2, clockwise: true).cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.red.cgColor
        shape.lineWidth = 8
        shape.strokeEnd = 0.25
        let image = render(shape)
        func onRing(_ degrees: CGFloat) -> Bool {
            let a = degrees * .pi / 180
            return isStroked(image, 100 + 40 * cos(a), 50 + 40 * sin(a))
        }
        #expect(onRing(-80) && onRing(-45) && onRing(-10))     // y down: -90° is the top
        #expect(!onRing(10) && !onRing(45) && !onRing(180) && !onRing(-100))
    }

    /// Fill colour and even-odd: a square with a square hole.
    @Test func fillRuleEvenOdd() {
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 20, y: 10, width: 80, height: 80))
        path.addRect(CGRect(x: 40, y: 30, width: 40, height: 40))
        shape.path = path
        shape.fillColor = UIColor.blue.cgColor
        #expect(isNear(rgba(render(shape), at: CGPoint(x: 60, y: 50)), [0, 0, 255, 255]))
        shape.fillRule = .evenOdd
        let holed = render(shape)
        #expect(isNear(rgba(holed, at: CGPoint(x: 60, y: 50)), [255, 255, 255, 255]))
        #expect(isNear(rgba(holed, at: CGPoint(x: 30, y: 50)), [0, 0, 255, 255]))
    }

    /// Dashes: [10, 10] on a horizontal line: painted, gap, painted.
    @Test func lineDashPattern() {
        let shape = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 50))
        path.addLine(to: CGPoint(x: 200, y: 50))
        shape.path = path.cgPath
        shape.strokeColor = UIColor.red.cgColor
        shape.lineWidth = 4
        shape.lineDashPattern = [10, 10]
        let image = render(shape)
        #expect(isStroked(image, 5, 50) && !isStroked(image, 15, 50) && isStroked(image, 25, 50))
        shape.lineDashPattern = [NSNumber(value: -1), NSNumber(value: Double.nan)]   // ignored: a solid line
        #expect(isStroked(render(shape), 15, 50))
    }

    /// Animating strokeEnd with CABasicAnimation: halfway through, half the line is drawn.
    @Test func strokeEndAnimates() {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let view = ShapeTestView(frame: window.bounds)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 50))
        path.addLine(to: CGPoint(x: 190, y: 50))
        view.shapeLayer.path = path.cgPath
        view.shapeLayer.strokeColor = UIColor.red.cgColor
        view.shapeLayer.lineWidth = 6
        view.shapeLayer.fillColor = nil
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        view.shapeLayer.add(animation, forKey: "progress")
        window.tick(timestamp: 0.5)
        let halfway = renderImage(of: window, scale: 1)
        #expect(isStroked(halfway, 95, 50) && !isStroked(halfway, 105, 50))
        #expect((view.shapeLayer.presentation() as? CAShapeLayer)?.strokeEnd == 0.5)
        window.tick(timestamp: 1.5)
        #expect(isStroked(renderImage(of: window, scale: 1), 185, 50))
    }

    /// Bad input draws nothing and never breaks later rendering.
    @Test func badInput() {
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 50, height: 50)).cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.red.cgColor
        for (width, start, end) in [(CGFloat.nan, 0.0, 1.0), (-2, 0, 1), (2, 0.8, 0.2), (2, .nan, 1), (.infinity, 0, 1)] as [(CGFloat, CGFloat, CGFloat)] {
            shape.lineWidth = width; shape.strokeStart = start; shape.strokeEnd = end
            #expect(!isStroked(render(shape), 10, 30))
        }
        shape.path = CGMutablePath()
        shape.lineWidth = 2; shape.strokeStart = 0; shape.strokeEnd = 1
        #expect(!isStroked(render(shape), 10, 30))
        shape.path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 50, height: 50)).cgPath
        #expect(isStroked(render(shape), 10, 30))
    }
}
