import Testing
import UIKit

/// UIGraphicsImageRenderer, UIImage (PNG in and out, files, drawing) and UIBezierPath.
@Suite(.serialized) @MainActor
struct ImageRenderingTests {
    func redSquare(scale: CGFloat = 2) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
    }

    @Test func rendererUsesTheScreenScaleByDefault() throws {
        _ = makeTestWindow()
        var ctm = CGAffineTransform.identity
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5)).image { ctx in
            ctm = ctx.cgContext.ctm
            #expect(UIGraphicsGetCurrentContext() === ctx.cgContext)
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsImageRendererFormat().scale == UIScreen.main.scale)
        #expect(ctm == CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.size == CGSize(width: 10, height: 5) && image.scale == 2)
        let cg = try #require(image.cgImage)
        #expect(cg.width == 20 && cg.height == 10)
    }

    @Test func rendererBoundsOriginIsTheTopLeft() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 50, y: 50, width: 10, height: 10), format: format).image { ctx in
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 50, y: 50, width: 2, height: 2))
        }
        #expect(rgba(image, at: CGPoint(x: 1, y: 1)) == [0, 0, 255, 255])
        #expect(rgba(image, at: CGPoint(x: 3, y: 3)) == [0, 0, 0, 0])
    }

    @Test func pngDataRoundTrips() throws {
        let image = redSquare()
        let data = try #require(image.pngData())
        let decoded = try #require(UIImage(data: data, scale: 2))
        #expect(decoded.size == image.size)
        #expect(rgba(decoded, at: CGPoint(x: 2, y: 2)) == [255, 0, 0, 255])
        #expect(rgba(decoded, at: CGPoint(x: 7, y: 2)) == [0, 0, 0, 0])
    }

    @Test func filesLoadWithTheirScaleAndBadFilesGiveNil() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollkit-image-tests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try #require(redSquare().pngData())
        let good = folder.appendingPathComponent("square@2x.png")
        try png.write(to: good)
        let loaded = try #require(UIImage(contentsOfFile: good.path))
        #expect(loaded.scale == 2 && loaded.size == CGSize(width: 10, height: 10))

        let corrupt = folder.appendingPathComponent("corrupt.png")
        var bytes = png
        bytes.replaceSubrange(33..<min(bytes.count, 80), with: [UInt8](repeating: 7, count: min(bytes.count, 80) - 33))
        try bytes.write(to: corrupt)
        #expect(UIImage(contentsOfFile: corrupt.path) == nil)
        let truncated = folder.appendingPathComponent("truncated.png")
        try png.prefix(40).write(to: truncated)
        #expect(UIImage(contentsOfFile: truncated.path) == nil)
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0])) == nil)   // JPEG: needs libvips
    }

    @Test func imagesDrawScaledIntoRects() {
        let source = redSquare()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in
            source.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))   // red left half: x 0–10
            source.draw(at: CGPoint(x: 30, y: 0))                       // at its point size: x 30–35
        }
        #expect(rgba(image, at: CGPoint(x: 8, y: 10)) == [255, 0, 0, 255])
        #expect(rgba(image, at: CGPoint(x: 12, y: 10)) == [0, 0, 0, 0])
        #expect(rgba(image, at: CGPoint(x: 32, y: 5)) == [255, 0, 0, 255])
        #expect(rgba(image, at: CGPoint(x: 32, y: 15)) == [0, 0, 0, 0])
    }

    @Test func bezierPathsFillAndStrokeWithTheirOwnStyle() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50), format: format).image { ctx in
            UIColor.green.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 10).fill()
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 60, y: 25))
            line.addLine(to: CGPoint(x: 100, y: 25))
            line.lineWidth = 6
            line.stroke()
            // The path's width did not leak into the context.
            UIColor.red.setStroke()
            ctx.cgContext.stroke(CGRect(x: 70, y: 5, width: 20, height: 10))
        }
        #expect(rgba(image, at: CGPoint(x: 25, y: 25)) == [0, 255, 0, 255])
        #expect(rgba(image, at: CGPoint(x: 1, y: 1)) == [0, 0, 0, 0])
        #expect(rgba(image, at: CGPoint(x: 80, y: 23)) == [0, 0, 255, 255])
        #expect(rgba(image, at: CGPoint(x: 80, y: 21)) == [0, 0, 0, 0])
        #expect(rgba(image, at: CGPoint(x: 80, y: 4))[3] < 200)   // a 1-pt line straddles y = 5
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(oval.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test func colorsConvertToCGColors() {
        let c = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(c.cgColor.components == [0.1, 0.2, 0.3, 0.4])
        #expect(UIColor(cgColor: c.cgColor) == c)
    }
}
