import HostContextTesting
import Testing
import Foundation
import UIKit

/// Cards with shadows, gradient overlays and progress rings (CardFeedViewController), written as
/// iOS code is, rendered through the window as the host renders it; key pixels against the
/// documented formulas (σ = shadowRadius, gradient stops interpolated linearly).
@Suite(.freshHostContext) @MainActor struct CardFeedCorpusTests {
    /// Straight RGBA at a point (window points) of a window render.
    func color(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> [Double] {
        let p = image.cgImage!.rgba(atX: Int(x * image.scale), y: Int(y * image.scale))!
        return [Double(p.red), Double(p.green), Double(p.blue), Double(p.alpha)]
    }

    /// The pixel centre (in points) of the pixel under a point.
    func centre(_ v: CGFloat, _ scale: CGFloat) -> Double { (Double(Int(v * scale)) + 0.5) / Double(scale) }

    func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.0.squareRoot())) }

    @Test func cardShadowGradientOverlayAndProgressRing() {
        let vc = CardFeedViewController()
        let host = CorpusHost(vc)
        host.run(for: 0.1)
        let image = renderWindow(host.window)
        let s = image.scale
        // Shadow: the card's path (y 40…240) moved 8 down is 48…248, blurred with σ = 10, at 30 %.
        // Below the card, at the middle of its width, only the bottom edge matters.
        for y in [243.0, 246, 252, 260] as [CGFloat] {
            let alpha = 0.3 * phi((248 - centre(y, s)) / 10)
            let expected = 255 * (1 - alpha)
            #expect(abs(color(image, 160, y)[0] - expected) <= 4, "below y \(y): \(color(image, 160, y)[0]) vs \(expected)")
        }
        // Above the card the shadow is weaker: it was moved down.
        let above = 255 * (1 - 0.3 * phi((centre(35, s) - 48) / 10))
        #expect(abs(color(image, 160, 35)[0] - above) <= 4)
        #expect(color(image, 160, 35)[0] > color(image, 160, 245)[0])
        // Gradient overlay: clear above half the photo, black at 0.8 at its bottom.
        let orange = [0.9, 0.6, 0.2].map { $0 * 255 }
        #expect(zip(color(image, 160, 40 + 50), orange).allSatisfy { abs($0 - $1) <= 1 })
        let t = (centre(40 + 105, s) - 40) / 140
        let a = 0.8 * (t - 0.5) / 0.5
        let expected = orange.map { $0 * (1 - a) }
        #expect(zip(color(image, 160, 40 + 105), expected).allSatisfy { abs($0 - $1) <= 3 }, "\(color(image, 160, 145)) vs \(expected)")
        // Ring: centre (270, 210) in the window, radius 17; a quarter from 12 o'clock is blue.
        func ring(_ degrees: Double, in image: UIImage) -> [Double] {
            let r = degrees * .pi / 180
            return color(image, 270 + 17 * cos(r), 210 + 17 * sin(r))
        }
        let blue = [0.0, 122, 255], gray = [170.0, 170, 170]
        func isNear(_ c: [Double], _ e: [Double]) -> Bool { zip(c, e).allSatisfy { abs($0 - $1) <= 30 } }
        #expect(isNear(ring(-45, in: image), blue), "\(ring(-45, in: image))")
        #expect(isNear(ring(45, in: image), gray), "\(ring(45, in: image))")
        #expect(isNear(ring(180, in: image), gray))

        // Animated to 75 %: from 0 to 1 over 0.5 s, the model value 0.75 after it.
        vc.ring.setProgress(0.75, animated: true)
        host.run(for: 0.25)
        let halfway = renderWindow(host.window)
        #expect(isNear(ring(45, in: halfway), blue))
        #expect(isNear(ring(135, in: halfway), gray))
        host.run(for: 0.5)
        let done = renderWindow(host.window)
        #expect(isNear(ring(135, in: done), blue))
        #expect(isNear(ring(-135, in: done), gray))
    }
}
