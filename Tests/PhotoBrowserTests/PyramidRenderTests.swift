import Testing
import UIKit
import PhotoBrowser

/// Headless renders of the tiled (pyramid) browser page, zoomed and mid-fling, against reviewed PNGs.
/// The comparison is inlined (this target has no shared render helpers): a channel may differ by 2,
/// and at most 0.2 % of pixels by more.
@Suite(.serialized) @MainActor struct PyramidRenderTests {
    func referenceURL(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Reference/\(name).png")
    }

    func expectMatches(_ image: UIImage, _ name: String) {
        let url = referenceURL(name)
        if ProcessInfo.processInfo.environment["SCROLLKIT_RECORD_REFERENCES"] == "1" {
            // Recording checks nothing, so it must never pass for a CI run.
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("\(name): SCROLLKIT_RECORD_REFERENCES is set under CI") }
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? image.pngData()?.write(to: url)
            return
        }
        guard let reference = UIImage(contentsOfFile: url.path)?.cgImage, let actual = image.cgImage,
              reference.width == actual.width, reference.height == actual.height else {
            try? image.pngData()?.write(to: url.appendingPathExtension("actual"))
            Issue.record("\(name): missing reference or size mismatch")
            return
        }
        var differing = 0
        for y in 0..<actual.height { for x in 0..<actual.width {
            let a = actual.rgba(atX: x, y: y)!, r = reference.rgba(atX: x, y: y)!
            let d = max(abs(Int(a.red) - Int(r.red)), abs(Int(a.green) - Int(r.green)), abs(Int(a.blue) - Int(r.blue)), abs(Int(a.alpha) - Int(r.alpha)))
            if d > 2 { differing += 1 }
        } }
        if Double(differing) / Double(actual.width * actual.height) > 0.002 {
            try? image.pngData()?.write(to: url.appendingPathExtension("actual"))
            Issue.record("\(name): \(differing) pixels differ")
        }
    }

    func show() -> (UIWindow, ImageScrollView) {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let page = ImageScrollView(frame: window.bounds)
        window.addSubview(page)
        page.display(photoAt: 0, from: PyramidPhotos(manifests: [PyramidPhotoTests.pyramid]))
        window.tick(timestamp: 0)
        return (window, page)
    }

    func frame(_ window: UIWindow, _ t: inout TimeInterval) -> UIImage {
        window.displayIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { window.layer.render(in: $0.cgContext) }
        t += 1.0 / 60
        window.tick(timestamp: t)
        return image
    }

    @Test func theTiledPhotoZoomedInIsSharp() {
        let (window, page) = show()
        var t = 0.0
        page.zoom(to: CGRect(x: 900, y: 900, width: 320, height: 480), animated: false)
        var image = frame(window, &t)
        for _ in 0..<30 { image = frame(window, &t) }
        expectMatches(image, "pyramid-zoomed")
    }

    @Test func theTiledPhotoMidFlingShowsCoarseTilesNeverBlank() {
        let (window, page) = show()
        var t = 0.0
        page.setZoomScale(page.maximumZoomScale, animated: false)   // 1024 × 1024 pt of photo
        page.contentOffset = CGPoint(x: 100, y: 100)
        for _ in 0..<30 { _ = frame(window, &t) }
        // A flick up and left at about 600 pt/s: it travels ~300 pt, staying inside the photo.
        window.sendTouch(.began, at: CGPoint(x: 250, y: 400), timestamp: t)
        for i in 1...12 {
            t += 1.0 / 120
            window.sendTouch(.moved, at: CGPoint(x: 250 - CGFloat(i) * 4, y: 400 - CGFloat(i) * 5), timestamp: t)
        }
        t += 1.0 / 120
        window.sendTouch(.ended, at: CGPoint(x: 198, y: 335), timestamp: t)
        var image = frame(window, &t)
        for _ in 0..<6 { image = frame(window, &t) }
        #expect(page.isDecelerating)
        // Never blank: every sampled pixel of the photo area is opaque (coarse tiles under fine ones).
        let cg = image.cgImage!
        for y in stride(from: 10, to: cg.height, by: 60) { for x in stride(from: 10, to: cg.width, by: 60) {
            #expect(cg.rgba(atX: x, y: y)!.alpha == 255)
        } }
        expectMatches(image, "pyramid-mid-fling")
    }
}
