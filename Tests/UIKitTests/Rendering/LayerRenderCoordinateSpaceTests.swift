import HostContextTesting
import Testing
import HeadlessHost
import UIKit

/// Core Animation's `render(in:)` draws a layer in its own coordinate space: the bounds origin is
/// not subtracted, so content at layer point (0, 300) lands at context point (0, 300). A scrolled
/// scroll view is the common layer whose bounds origin is not zero, and the iOS idioms for capturing
/// its visible part rely on that (issue 24, item 2).
///
/// The scroll view holds 100-pt bands, band `i` filled with `color(i)`; it is scrolled by a finger
/// through the window (HeadlessHost), so the offset is whatever the drag left. Expected pixels come
/// from the band layout alone: the band under content point y is `Int(y / 100)`.
@Suite(.freshHostContext) @MainActor
struct LayerRenderCoordinateSpaceTests {
    static let bandHeight: CGFloat = 100
    static let bands = 20

    /// Band colours as straight RGBA bytes: each band differs from its neighbours in every channel
    /// that matters here, and none is near another.
    static func color(_ band: Int) -> [Int] { [(band * 53) % 256, (band * 97 + 40) % 256, (255 - band * 12) % 256, 255] }

    struct Scene {
        let host: HeadlessHost
        let scrollView: UIScrollView
    }

    /// A 200×300 pt window at scale 1 with a full-window scroll view of `bands` bands, scrolled up
    /// by a finger dragging from y 280 to y 20 and held still before lifting (no fling).
    func scrolledScene() -> Scene {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300), scale: 1)
        let sv = UIScrollView(frame: host.window.bounds)
        for i in 0..<Self.bands {
            let band = UIView(frame: CGRect(x: 0, y: CGFloat(i) * Self.bandHeight, width: 200, height: Self.bandHeight))
            let c = Self.color(i)
            band.backgroundColor = UIColor(red: CGFloat(c[0]) / 255, green: CGFloat(c[1]) / 255, blue: CGFloat(c[2]) / 255, alpha: 1)
            sv.addSubview(band)
        }
        sv.contentSize = CGSize(width: 200, height: CGFloat(Self.bands) * Self.bandHeight)
        host.window.addSubview(sv)
        host.runFrames(2)
        var d = FingerDrag(from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 20), steps: 26,
                           timing: .evenlyOver(0.5), lift: .none)
        d.id = 0
        host.drag(d)
        host.advance(by: 0.3)                       // held still: the lift carries no velocity
        host.touch(.ended, at: CGPoint(x: 100, y: 20))
        host.runFrames(30)
        return Scene(host: host, scrollView: sv)
    }

    /// The straight RGBA bytes of the pixel at (x, y) of `image` (scale 1).
    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
        guard let p = image.cgImage?.rgba(atX: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    /// Rows of the image and the content y each should show, checked away from band edges.
    func expectShowsContent(_ image: UIImage, fromContentY top: CGFloat, rows: [Int],
                            sourceLocation: SourceLocation = #_sourceLocation) {
        for row in rows {
            let contentY = top + CGFloat(row) + 0.5
            let band = Int(contentY / Self.bandHeight)
            let inBand = contentY - CGFloat(band) * Self.bandHeight
            guard inBand > 2, inBand < Self.bandHeight - 2 else { continue }
            #expect(pixel(image, 100, row) == Self.color(band), "row \(row) should show content y \(contentY), band \(band)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func theScrolledScrollViewMovedByTheDrag() {
        let s = scrolledScene()
        // The finger moved 260 pt; the offset is that less the pan's start slop, and not a whole band.
        #expect(s.scrollView.contentOffset.y > 200 && s.scrollView.contentOffset.y <= 260)
        #expect(s.scrollView.contentOffset.y.truncatingRemainder(dividingBy: Self.bandHeight) != 0)
    }

    /// `UIGraphicsImageRenderer(bounds: sv.bounds).image { sv.layer.render(in: $0.cgContext) }`: the
    /// renderer moves the origin to the bounds origin, and the layer draws its visible content there.
    @Test func rendererOverTheBoundsCapturesTheVisibleContent() {
        let s = scrolledScene()
        let sv = s.scrollView
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: sv.bounds, format: format).image { sv.layer.render(in: $0.cgContext) }
        expectShowsContent(image, fromContentY: sv.contentOffset.y, rows: Array(stride(from: 0, to: 300, by: 7)))
    }

    /// `ctx.translateBy(x: -sv.contentOffset.x, y: -sv.contentOffset.y); sv.layer.render(in: ctx)`
    /// into a context the size of the scroll view captures what is on screen.
    @Test func translatingByMinusTheOffsetCapturesTheVisibleContent() {
        let s = scrolledScene()
        let sv = s.scrollView
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: sv.bounds.size, format: format).image {
            let ctx = $0.cgContext
            ctx.translateBy(x: -sv.contentOffset.x, y: -sv.contentOffset.y)
            sv.layer.render(in: ctx)
        }
        expectShowsContent(image, fromContentY: sv.contentOffset.y, rows: Array(stride(from: 0, to: 300, by: 7)))
        // And it equals what the window shows on screen, pixel for pixel.
        #expect(HeadlessHost.pixelHash(image) == HeadlessHost.pixelHash(s.host.render()))
    }

    /// Without a translation, content lands at its own layer coordinates: in a context as tall as the
    /// content, the visible part (the scroll view masks to its bounds) sits at its offset, and
    /// nothing is drawn above it.
    @Test func contentLandsAtItsLayerCoordinates() {
        let s = scrolledScene()
        let sv = s.scrollView
        let offset = sv.contentOffset.y
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: sv.contentSize, format: format).image { sv.layer.render(in: $0.cgContext) }
        let top = Int(offset.rounded(.up)) + 1, bottom = Int((offset + 300).rounded(.down)) - 1
        expectShowsContent(image, fromContentY: 0, rows: Array(stride(from: top, to: bottom, by: 7)))
        #expect(pixel(image, 100, Int(offset) - 2)[3] == 0)        // above the bounds: masked away
        #expect(pixel(image, 100, Int(offset) + 302)[3] == 0)      // below them
    }

    /// `drawHierarchy(in:afterScreenUpdates:)` keeps drawing what the view shows, as on iOS.
    @Test func drawHierarchyDrawsTheVisibleSnapshot() {
        let s = scrolledScene()
        let sv = s.scrollView
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: sv.bounds.size, format: format).image { _ in
            sv.drawHierarchy(in: CGRect(origin: .zero, size: sv.bounds.size), afterScreenUpdates: true)
        }
        expectShowsContent(image, fromContentY: sv.contentOffset.y, rows: Array(stride(from: 0, to: 300, by: 7)))
        // Scaled to half size into the middle of a context: still the visible content.
        let half = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 300), format: format).image { _ in
            sv.drawHierarchy(in: CGRect(x: 50, y: 75, width: 100, height: 150), afterScreenUpdates: false)
        }
        for row in stride(from: 0, to: 150, by: 9) {
            let contentY = sv.contentOffset.y + (CGFloat(row) + 0.5) * 2
            let band = Int(contentY / Self.bandHeight)
            let inBand = contentY - CGFloat(band) * Self.bandHeight
            guard inBand > 4, inBand < Self.bandHeight - 4 else { continue }
            #expect(pixel(half, 100, 75 + row) == Self.color(band), "half-size row \(row)")
        }
        #expect(pixel(half, 100, 70)[3] == 0 && pixel(half, 20, 150)[3] == 0)
    }
}
