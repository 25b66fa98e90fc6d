import HostContextTesting
import Testing
import Foundation
import UIKit

/// CALayer shadows drawn by the compositor: offset, spread, shadowPath, masksToBounds, defaults.
@Suite(.freshHostContext) @MainActor
struct LayerShadowTests {
    /// Darkness (255 − red) of every pixel of a render over white, at scale 1.
    func darkness(_ image: UIImage) -> [[Int]] {
        let cg = image.cgImage!
        return (0..<cg.height).map { y in (0..<cg.width).map { x in 255 - Int(cg.rgba(atX: x, y: y)!.red) } }
    }

    func centroid(_ field: [[Int]], x range: Range<Int>) -> CGPoint {
        var sx = 0.0, sy = 0.0, total = 0.0
        for (y, row) in field.enumerated() {
            for x in range where row[x] > 0 {
                sx += Double(row[x]) * (Double(x) + 0.5); sy += Double(row[x]) * (Double(y) + 0.5); total += Double(row[x])
            }
        }
        return CGPoint(x: sx / total, y: sy / total)
    }

    /// A white scene with a 40×40 card at (20, 70) casting its shadow 80 pt right, 10 pt down.
    func scene(configure: (UIView) -> Void) -> (container: UIView, card: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 70, width: 40, height: 40))
        card.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 80, height: 10)
        configure(card)
        container.addSubview(card)
        return (container, card)
    }

    @Test func defaultsAreApples() {
        let layer = CALayer()
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowColor == CGColor.black)
        #expect(layer.shadowPath == nil)
        // No shadow by default: a view renders as before.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        container.backgroundColor = .white
        container.addSubview(view)
        #expect(isNear(rgba(renderImage(of: container, scale: 1), at: CGPoint(x: 10, y: 22)), [255, 255, 255, 255], tolerance: 0))
    }

    /// The shadow's darkness has its centroid at the card's centre plus the offset, and its edge
    /// falls off like a Gaussian of σ = shadowRadius, symmetrically.
    @Test func shadowOffsetAndSpread() {
        let (container, _) = scene { _ in }
        let field = darkness(renderImage(of: container, scale: 1))
        let c = centroid(field, x: 70..<200)
        #expect(abs(c.x - 120) < 0.5 && abs(c.y - 100) < 0.5, "centroid \(c)")
        // Left edge of the shadow at x = 100, row 100.
        for x in 90...110 {
            let expected = 255 * normalCDF((Double(x) + 0.5 - 100) / 4)
            #expect(abs(Double(field[100][x]) - expected) <= 12, "x \(x): \(field[100][x]) vs \(expected)")
        }
        for k in 0..<10 { #expect(abs(field[100][100 + k] + field[100][99 - k] - 255) <= 3, "k \(k)") }
        // The card itself is white: its own pixels are not darkened by the shadow underneath.
        #expect(field[90][40] == 0)
    }

    /// At scale 2 the blur and offset scale with the points: the same centroid in points.
    @Test func shadowScalesWithTheScreen() {
        let (container, _) = scene { _ in }
        let image = renderImage(of: container, scale: 2)
        let cg = image.cgImage!
        var sx = 0.0, sy = 0.0, total = 0.0
        for y in 0..<cg.height { for x in 140..<cg.width {
            let d = Double(255 - Int(cg.rgba(atX: x, y: y)!.red))
            sx += d * (Double(x) + 0.5) / 2; sy += d * (Double(y) + 0.5) / 2; total += d
        } }
        #expect(abs(sx / total - 120) < 0.5 && abs(sy / total - 100) < 0.5)
    }

    /// shadowPath: the shadow is the path's (here a 20×20 square at the card's top-left), not the card's.
    @Test func shadowPathGivesTheShape() {
        let (container, _) = scene { card in
            card.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        }
        let field = darkness(renderImage(of: container, scale: 1))
        let c = centroid(field, x: 70..<200)
        #expect(abs(c.x - 110) < 0.5 && abs(c.y - 90) < 0.5, "centroid \(c)")
    }

    /// The shadow is made from the layer's composited alpha: a transparent layer with one opaque
    /// child casts the child's shadow.
    @Test func shadowFollowsSublayersAlpha() {
        let (container, card) = scene { card in card.backgroundColor = nil }
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        child.backgroundColor = .white
        card.addSubview(child)
        let field = darkness(renderImage(of: container, scale: 1))
        let c = centroid(field, x: 70..<200)
        #expect(abs(c.x - 130) < 0.5 && abs(c.y - 110) < 0.5, "centroid \(c)")
    }

    /// masksToBounds clips the shadow away (it lies outside the bounds), as on iOS.
    @Test func masksToBoundsClipsTheShadow() {
        let (container, _) = scene { card in card.clipsToBounds = true }
        let field = darkness(renderImage(of: container, scale: 1))
        #expect(field.allSatisfy { $0.allSatisfy { $0 == 0 } })
    }

    /// Opacity and colour: a red shadow at opacity 0.5 over white.
    @Test func shadowColourAndOpacity() {
        let (container, _) = scene { card in
            card.layer.shadowColor = UIColor.blue.cgColor
            card.layer.shadowOpacity = 0.5
            card.layer.shadowRadius = 0
        }
        #expect(isNear(rgba(renderImage(of: container, scale: 1), at: CGPoint(x: 120, y: 100)), [128, 128, 255, 255], tolerance: 1))
    }

    /// Bad input: NaN/infinite radius and offset, negative radius, a zero-size layer: no crash,
    /// documented outcome (non-finite values count as 0), and later renders still work.
    @Test func badShadowValues() {
        for (radius, offset) in [(CGFloat.nan, CGSize(width: 80, height: 10)), (-5, CGSize(width: 80, height: 10)),
                                 (.infinity, CGSize(width: 80, height: 10)), (4, CGSize(width: CGFloat.nan, height: .infinity))] {
            let (container, _) = scene { card in card.layer.shadowRadius = radius; card.layer.shadowOffset = offset }
            let image = renderImage(of: container, scale: 1)
            #expect(image.cgImage != nil)
        }
        let (container, card) = scene { card in card.layer.shadowRadius = -5 }
        #expect(isNear(rgba(renderImage(of: container, scale: 1), at: CGPoint(x: 120, y: 100)), [0, 0, 0, 255], tolerance: 1))
        card.frame.size = .zero
        #expect(isNear(rgba(renderImage(of: container, scale: 1), at: CGPoint(x: 120, y: 100)), [255, 255, 255, 255], tolerance: 0))
        card.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        #expect(isNear(rgba(renderImage(of: container, scale: 1), at: CGPoint(x: 105, y: 85)), [0, 0, 0, 255], tolerance: 1))
    }
}

/// Standard normal cumulative distribution (the profile of a Gaussian-blurred edge).
func normalCDF(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.0.squareRoot())) }

/// A shadowPath's blurred mask is made once and reused while the layer only moves (scrolling),
/// and made again when the path or radius changes.
@Suite(.freshHostContext) @MainActor
struct LayerShadowMaskCacheTests {
    @Test func maskIsReusedWhileTheLayerMoves() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 6
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 8).cgPath
        container.addSubview(card)
        var first: [Int] = []
        for (i, y) in [20, 20.25, 33.5, 60, 20].enumerated() as EnumeratedSequence<[CGFloat]> {
            card.frame.origin.y = y
            let image = renderImage(of: container, scale: 2)
            if i == 0 { first = rgba(image, at: CGPoint(x: 50, y: 66)) }
            if i == 4 { #expect(rgba(image, at: CGPoint(x: 50, y: 66)) == first) }   // back where it was: same pixels
        }
        #expect(card.layer.shadowMaskCache?.masksMade == 1)
        card.layer.shadowRadius = 8
        _ = renderImage(of: container, scale: 2)
        #expect(card.layer.shadowMaskCache?.masksMade == 2)
        // Still a shadow where the formula puts it: below the card (bottom at 60), 3 pt higher than it by the default offset, blurred.
        #expect(rgba(renderImage(of: container, scale: 2), at: CGPoint(x: 50, y: 62))[0] < 250)
    }
}
