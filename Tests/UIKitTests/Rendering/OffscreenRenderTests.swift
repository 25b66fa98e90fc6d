import HostContextTesting
import Testing
import UIKit

/// iOS's `CALayer.render(in:)` draws layer contents, displaying the layers that need it first: a
/// label or a `draw(_:)` view built in code and never put in a window still renders its content
/// into an image (the way apps make thumbnails and share images). Checked pixel by pixel at scale 1,
/// without calling the display pass: only `layer.render(in:)` runs.
@Suite(.freshHostContext) @MainActor
struct OffscreenRenderTests {
    /// Only the compositor: no `displayIfNeeded()` first (RenderSupport's `renderImage` runs one).
    func renderLayerOnly(_ view: UIView) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: CGRect(origin: .zero, size: view.bounds.size), format: format).image {
            view.layer.render(in: $0.cgContext)
        }
    }

    /// Pixels in `rect` (points = pixels at scale 1) darker than mid grey and opaque.
    func darkPixels(_ image: UIImage, in rect: CGRect) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = rgba(image, at: CGPoint(x: x, y: y))
                if p.count == 4, p[3] > 128, p[0] + p[1] + p[2] < 3 * 128 { n += 1 }
            }
        }
        return n
    }

    func label(_ text: String) -> UILabel {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        l.text = text
        l.font = .systemFont(ofSize: 24)
        l.textColor = .black
        l.backgroundColor = .white
        return l
    }

    @Test func aLabelNeverOnScreenRendersItsText() {
        _ = makeTestWindow()
        let l = label("Hello")
        #expect(l.window == nil)
        let image = renderLayerOnly(l)
        // "Hello" at 24 pt, left-aligned and centred vertically: its glyphs lie within x 0–80, y 5–35.
        let text = darkPixels(image, in: CGRect(x: 0, y: 5, width: 80, height: 30))
        #expect(text > 60, "text pixels where the label's text is: \(text)")
        // Right of the text the label is its white background only.
        #expect(darkPixels(image, in: CGRect(x: 120, y: 0, width: 80, height: 40)) == 0)
        #expect(rgba(image, at: CGPoint(x: 190, y: 20)) == [255, 255, 255, 255])
        // The same pixels as the display pass and compositor produce for it.
        let displayed = label("Hello")
        displayed.displayIfNeeded()
        #expect(image.pngData() == renderLayerOnly(displayed).pngData())
    }

    @Test func aDrawViewNeverOnScreenRendersItsDrawing() {
        _ = makeTestWindow()
        let v = SquareView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let image = renderLayerOnly(v)
        #expect(v.draws == 1)
        #expect(rgba(image, at: CGPoint(x: 20, y: 20)) == [255, 0, 0, 255])   // inside the square (10…30)
        #expect(rgba(image, at: CGPoint(x: 29, y: 29)) == [255, 0, 0, 255])
        #expect(rgba(image, at: CGPoint(x: 31, y: 31)) == [0, 0, 0, 0])       // outside: nothing drawn
        // A second render reuses the backing store; draw(_:) runs again only after setNeedsDisplay().
        _ = renderLayerOnly(v)
        #expect(v.draws == 1)
        v.color = .blue
        v.setNeedsDisplay()
        #expect(rgba(renderLayerOnly(v), at: CGPoint(x: 20, y: 20)) == [0, 0, 255, 255])
        #expect(v.draws == 2)
    }

    @Test func subviewsAndChangedTextAreDisplayedToo() {
        _ = makeTestWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 140))
        container.backgroundColor = .white
        let l = label("Hello")
        l.frame.origin = CGPoint(x: 0, y: 100)
        let square = SquareView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let hidden = SquareView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        hidden.isHidden = true
        container.addSubview(l)
        container.addSubview(square)
        container.addSubview(hidden)
        let image = renderLayerOnly(container)
        #expect(rgba(image, at: CGPoint(x: 120, y: 20)) == [255, 0, 0, 255])      // the square, offset by its frame
        #expect(darkPixels(image, in: CGRect(x: 0, y: 105, width: 80, height: 30)) > 60)
        // A hidden view is neither drawn nor displayed (it keeps its mark until shown, as on screen).
        #expect(hidden.draws == 0)
        #expect(rgba(image, at: CGPoint(x: 20, y: 20)) == [255, 255, 255, 255])
        // New text marks the label; the next render shows it, not the old backing store.
        let before = darkPixels(image, in: CGRect(x: 0, y: 100, width: 200, height: 40))
        l.text = "Hello, wide world"
        let after = darkPixels(renderLayerOnly(container), in: CGRect(x: 0, y: 100, width: 200, height: 40))
        #expect(after > before + 60, "longer text, more text pixels: \(before) → \(after)")
    }
}

/// A plain view whose `draw(_:)` fills a 20 × 20 pt square at (10, 10) and counts its calls.
final class SquareView: UIView {
    var color = UIColor.red
    private(set) var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        color.setFill()
        UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)).fill()
    }
}
