import HostContextTesting
import Testing
import UIKit

/// A layer's `contents` image placed by `contentsGravity`, cut by `contentsRect` and sized by
/// `contentsScale`, read back from the window's pixels. The image is 20 × 10 pixels: its left half
/// red, its right half blue, so where the halves land says where and how large it was drawn.
@Suite(.freshHostContext) @MainActor
struct ContentsGravityTests {
    static let red = [255, 0, 0, 255], blue = [0, 0, 255, 255], white = [255, 255, 255, 255]

    func halves() -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }.cgImage!
    }

    /// A white window with a 100 × 100 layer at (0, 0) showing the image; returns a pixel reader.
    func show(_ configure: (CALayer) -> Void) -> (CGFloat, CGFloat) -> [Int] {
        let window = makeTestWindow()
        window.backgroundColor = .white
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.contents = halves()
        configure(layer)
        window.layer.addSublayer(layer)
        window.tick(timestamp: 0)
        let image = renderImage(of: window, scale: 1)
        return { x, y in rgba(image, at: CGPoint(x: x, y: y)) }
    }

    @Test func resizeAspectFitsTheImageCentred() {
        // Scale min(100/20, 100/10) = 5: 100 × 50, from y = 25 to 75.
        let px = show { $0.contentsGravity = .resizeAspect }
        #expect(px(25, 50) == Self.red && px(75, 50) == Self.blue)
        #expect(px(50, 20) == Self.white && px(50, 80) == Self.white)
        #expect(px(50, 26) != Self.white)
    }

    @Test func resizeAspectFillCoversTheBoundsAndOverflowsUnlessMasked() {
        // Scale max(5, 10) = 10: 200 × 100 from x = −50; the halves meet at x = 50 (pixels
        // near it are blended by the scaling filter, so the checks keep a pixel away).
        let px = show { $0.contentsGravity = .resizeAspectFill; $0.masksToBounds = true }
        #expect(px(40, 50) == Self.red && px(59, 50) == Self.blue)
        #expect(px(1, 1) == Self.red && px(98, 98) == Self.blue)
        #expect(px(120, 50) == Self.white)          // masked to the bounds
        let overflowing = show { $0.contentsGravity = .resizeAspectFill }
        #expect(overflowing(120, 50) == Self.blue)    // on iOS the image reaches past the bounds
    }

    @Test func edgeGravitiesPlaceTheImageAtItsOwnSize() {
        let centre = show { $0.contentsGravity = .center }     // 20 × 10 at (40, 45)
        #expect(centre(45, 50) == Self.red && centre(55, 50) == Self.blue && centre(35, 50) == Self.white && centre(50, 44) == Self.white)
        let topLeft = show { $0.contentsGravity = .topLeft }
        #expect(topLeft(5, 5) == Self.red && topLeft(15, 5) == Self.blue && topLeft(25, 5) == Self.white && topLeft(5, 15) == Self.white)
        let bottomRight = show { $0.contentsGravity = .bottomRight }
        #expect(bottomRight(85, 95) == Self.red && bottomRight(95, 95) == Self.blue && bottomRight(75, 95) == Self.white)
        let top = show { $0.contentsGravity = .top }           // x 40…60, y 0…10
        #expect(top(45, 5) == Self.red && top(55, 5) == Self.blue && top(50, 15) == Self.white)
    }

    @Test func contentsScaleSizesTheImageInPoints() {
        // 20 × 10 pixels at 2 pixels per point: 10 × 5 points, centred at (45…55, 47.5…52.5).
        let px = show { $0.contentsGravity = .center; $0.contentsScale = 2 }
        #expect(px(47, 50) == Self.red && px(53, 50) == Self.blue)
        #expect(px(43, 50) == Self.white && px(50, 45) == Self.white)
    }

    @Test func contentsRectDrawsTheSelectedPart() {
        let rightHalf = show { $0.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1) }
        #expect(rightHalf(5, 5) == Self.blue && rightHalf(95, 95) == Self.blue)
        let leftHalf = show { $0.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1) }
        #expect(leftHalf(95, 95) == Self.red)
        // The selected 10 × 10 part at its own size, centred: (45…55).
        let cut = show { $0.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1); $0.contentsGravity = .center }
        #expect(cut(46, 50) == Self.blue && cut(44, 50) == Self.white)
    }

    @Test func changingTheGravityRepaintsTheNextFrame() {
        let window = makeTestWindow()
        window.backgroundColor = .white
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.contents = halves()
        window.layer.addSublayer(layer)
        window.tick(timestamp: 0)
        #expect(rgba(renderImage(of: window, scale: 1), at: CGPoint(x: 5, y: 5)) == Self.red)
        layer.contentsGravity = .bottomRight
        window.tick(timestamp: 0.1)
        #expect(rgba(renderImage(of: window, scale: 1), at: CGPoint(x: 5, y: 5)) == Self.white)
    }
}
