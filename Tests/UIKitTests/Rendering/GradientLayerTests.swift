import HostContextTesting
import Testing
import UIKit

/// A view backed by a gradient layer, as iOS code writes it.
final class GradientTestView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

/// CAGradientLayer drawn by the compositor: values checked against linear interpolation at pixel
/// centres, its place between background and sublayers, and bad input.
@Suite(.freshHostContext) @MainActor
struct GradientLayerTests {
    /// Expected opaque red→blue at `t`.
    func redBlue(_ t: Double) -> [Int] { [Int((255 * (1 - t)).rounded()), 0, Int((255 * t).rounded()), 255] }

    @Test func defaultAxialGradientRunsTopToBottom() {
        let view = GradientTestView(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
        view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let image = renderImage(of: view, scale: 1)
        for y in [0, 20, 50, 80, 99] {
            let p = rgba(image, at: CGPoint(x: 20, y: y))
            #expect(isNear(p, redBlue((Double(y) + 0.5) / 100)), "y \(y): \(p)")
        }
    }

    @Test func startEndPointsAndLocations() {
        let view = GradientTestView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let g = view.gradientLayer
        g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        g.startPoint = CGPoint(x: 0, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        g.locations = [0.5, 1]
        let image = renderImage(of: view, scale: 1)
        #expect(isNear(rgba(image, at: CGPoint(x: 10, y: 5)), [255, 0, 0, 255]))
        let t = (80.5 - 50) / 50
        #expect(isNear(rgba(image, at: CGPoint(x: 80, y: 5)), redBlue(t)))
        // A locations count that does not match the colours is ignored: evenly spaced.
        g.locations = [0.5]
        let even = renderImage(of: view, scale: 1)
        #expect(isNear(rgba(even, at: CGPoint(x: 10, y: 5)), redBlue(10.5 / 100)))
    }

    /// Radial: centre at startPoint, radii from endPoint; the end colour extends outside.
    @Test func radialGradientRadius() {
        let view = GradientTestView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let g = view.gradientLayer
        g.type = .radial
        g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 0.9, y: 0.9)   // radius 40 each way
        let image = renderImage(of: view, scale: 1)
        for x in [55, 70, 85] {
            let d = Double(x) + 0.5 - 50
            #expect(isNear(rgba(image, at: CGPoint(x: x, y: 50)), redBlue(d / 40), tolerance: 3), "x \(x)")
        }
        #expect(isNear(rgba(image, at: CGPoint(x: 95, y: 50)), [0, 0, 255, 255]))
        #expect(isNear(rgba(image, at: CGPoint(x: 2, y: 2)), [0, 0, 255, 255]))
    }

    /// Conic: starts at the direction of endPoint and turns clockwise (on screen, y down).
    @Test func conicGradientTurnsClockwise() {
        let view = GradientTestView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let g = view.gradientLayer
        g.type = .conic
        g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)   // starts pointing right
        let image = renderImage(of: view, scale: 1)
        // A quarter turn clockwise from "right" is "down": t = 0.25.
        #expect(isNear(rgba(image, at: CGPoint(x: 50, y: 90)), redBlue(0.25), tolerance: 4))
        #expect(isNear(rgba(image, at: CGPoint(x: 10, y: 50)), redBlue(0.5), tolerance: 4))
        #expect(isNear(rgba(image, at: CGPoint(x: 50, y: 10)), redBlue(0.75), tolerance: 4))
    }

    /// Above backgroundColor, rounded by cornerRadius, below sublayers; opacity applies.
    @Test func drawnBetweenBackgroundAndSublayersInsideCorners() {
        let view = GradientTestView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .green
        let g = view.gradientLayer
        g.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
        g.cornerRadius = 30
        let child = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        child.backgroundColor = .white
        view.addSubview(child)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.backgroundColor = .black
        container.addSubview(view)
        let image = renderImage(of: container, scale: 1)
        #expect(isNear(rgba(image, at: CGPoint(x: 20, y: 50)), [255, 0, 0, 255]))
        #expect(isNear(rgba(image, at: CGPoint(x: 50, y: 50)), [255, 255, 255, 255]))
        #expect(isNear(rgba(image, at: CGPoint(x: 1, y: 1)), [0, 0, 0, 255]))   // outside the corner
        #expect(g.presentation() is CAGradientLayer)
    }

    /// Nothing drawn for nil/empty/non-colour arrays, non-finite points or a zero size; later
    /// rendering still works.
    @Test func badInputDrawsNothing() {
        let view = GradientTestView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .green
        let g = view.gradientLayer
        for colors in [nil, [], ["red"]] as [[Any]?] {
            g.colors = colors
            #expect(isNear(rgba(renderImage(of: view, scale: 1), at: CGPoint(x: 10, y: 10)), [0, 255, 0, 255]))
        }
        g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        g.startPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(isNear(rgba(renderImage(of: view, scale: 1), at: CGPoint(x: 10, y: 10)), [0, 255, 0, 255]))
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 0.5, y: 0.5)   // degenerate: the last colour
        #expect(isNear(rgba(renderImage(of: view, scale: 1), at: CGPoint(x: 10, y: 10)), [0, 0, 255, 255]))
        g.type = .radial
        #expect(isNear(rgba(renderImage(of: view, scale: 1), at: CGPoint(x: 10, y: 10)), [0, 0, 255, 255]))
        g.endPoint = CGPoint(x: 1, y: 1)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        container.addSubview(view)
        view.frame.size = .zero
        #expect(rgba(renderImage(of: container, scale: 1), at: CGPoint(x: 10, y: 10))[3] == 0)
        view.frame.size = CGSize(width: 20, height: 20)
        #expect(rgba(renderImage(of: view, scale: 1), at: CGPoint(x: 10, y: 10))[3] == 255)
    }
}
