import HostContextTesting
import Testing
import UIKit

/// A resizable image in an image view, as iOS apps build stretchable buttons and bubbles: the
/// 1-point caps keep their size, the interior tiles (default) or stretches.
@Suite(.freshHostContext) @MainActor
struct ResizableImageTests {
    /// 4×3 pt at the screen's scale (2, so the backing store draws it pixel for pixel): a blue
    /// 1-pt frame around an interior of one red and one green column.
    func source() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3), format: format).image { ctx in
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 2, y: 1, width: 1, height: 1))
        }
    }

    func render(_ image: UIImage) -> UIImage {
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 8, height: 4)
        return renderImage(of: view, scale: 2)
    }

    let blue = [0, 0, 255, 255], red = [255, 0, 0, 255], green = [0, 255, 0, 255]

    @Test func interiorTilesBetweenFixedCaps() {
        let image = source().resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(image.capInsets == UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1) && image.resizingMode == .tile)
        #expect(image.size == CGSize(width: 4, height: 3))
        let pixels = render(image)
        for x in 0..<8 {
            #expect(rgba(pixels, at: CGPoint(x: x, y: 0)) == blue, "top edge \(x)")
            #expect(rgba(pixels, at: CGPoint(x: x, y: 3)) == blue, "bottom edge \(x)")
        }
        #expect(rgba(pixels, at: CGPoint(x: 0, y: 1)) == blue && rgba(pixels, at: CGPoint(x: 7, y: 2)) == blue)
        // Interior columns 1…6 repeat red, green from the left.
        for x in 1...6 {
            let expected = x % 2 == 1 ? red : green
            #expect(rgba(pixels, at: CGPoint(x: x, y: 1)) == expected, "interior \(x)")
            #expect(rgba(pixels, at: CGPoint(x: x, y: 2)) == expected, "interior \(x)")
        }
    }

    @Test func stretchModeScalesTheInterior() {
        let image = source().resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
        let pixels = render(image)
        #expect(rgba(pixels, at: CGPoint(x: 0, y: 2)) == blue && rgba(pixels, at: CGPoint(x: 7, y: 0)) == blue)
        // Red fills the left of the six interior columns, green the right (middle columns blend).
        #expect(rgba(pixels, at: CGPoint(x: 1, y: 1)) == red)
        #expect(rgba(pixels, at: CGPoint(x: 6, y: 2)) == green)
    }

    @Test func oversizedCapsAreClamped() {
        let image = source().resizableImage(withCapInsets: UIEdgeInsets(top: -3, left: 10, bottom: .nan, right: 10))
        #expect(image.capInsets == UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0))
    }
}
