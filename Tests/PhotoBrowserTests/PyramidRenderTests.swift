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
        let image = UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { window.framePipeline.composite(into: $0.cgContext) }
        t += 1.0 / 60
        window.tick(timestamp: t)
        return image
    }

    /// Where the photo's full-resolution pixel grid falls on the 2 px/pt frame: device pixel
    /// (c, r) shows photo pixel (c − shift.x, r − shift.y) / (2·zoom). Computed from the scroll
    /// view's state (zoom, offset, the photo view's place), not from the drawing.
    func photoPixelShift(_ page: ImageScrollView) -> CGPoint {
        let origin = page.photoView!.frame.origin
        return CGPoint(x: 2 * (origin.x - page.contentOffset.x), y: 2 * (origin.y - page.contentOffset.y))
    }

    /// Tallies of the independent pixel checks over a region of the frame.
    struct PixelChecks {
        var fineLines = 0, fineLinesWrong = 0
        var plain = 0, plainWrong = 0
        var black = 0, blackWrong = 0
        /// The largest gradient error of a plain pixel, in 8-bit steps.
        var worstGradientError = 0
    }

    /// Checks the device pixels of `image` whose photo pixel (one per device pixel: zoom 0.5 at
    /// 2 px/pt) passes `include`, against the synthetic picture's description. A device pixel
    /// expects the average of the photo pixels its footprint covers, weighted by the area (what
    /// drawing one to one at a fractional offset gives), so a mid-fling offset can be checked too.
    /// Line pixels are those whose expected colour is a line's (more than half the footprint);
    /// pixels near the labels are skipped.
    func checkOneToOne(_ image: CGImage, shift: CGPoint, gradientTolerance: Int,
                       include: (Int, Int) -> Bool = { _, _ in true }) -> PixelChecks {
        typealias S = SyntheticPyramidPixels
        func source(_ x: Int, _ y: Int) -> (r: Double, g: Double, line: Int) {
            if x % 1024 < 6 || y % 1024 < 6 { return (0, 0, 3) }
            if x % 128 < 2 || y % 128 < 2 { return (96, 96, 2) }
            if x % 16 == 0 || y % 16 == 0 { return (220, 220, 1) }
            return (Double(S.gradient(x)), Double(S.gradient(y)), 0)
        }
        var c = PixelChecks()
        let fx = shift.x - shift.x.rounded(.down), fy = shift.y - shift.y.rounded(.down)
        let sx = Int(shift.x.rounded(.down)), sy = Int(shift.y.rounded(.down))
        // Device pixel `column` covers photo x from column − shift.x: pixel x0 for 1 − fx of it
        // (fx > 0: its left part is the pixel before), pixel x0 − 1 for fx.
        for row in 1..<(image.height - 1) { for column in 1..<(image.width - 1) {
            let x0 = column - sx, y0 = row - sy
            guard x0 >= 1, y0 >= 1, x0 < S.side, y0 < S.side, include(x0, y0) else { continue }
            let lx = x0 % 1024, ly = y0 % 1024
            guard !(lx >= 16 && lx < 524 && ly >= 16 && ly < 304) else { continue }
            var r = 0.0, g = 0.0, lineWeight = [0.0, 0, 0, 0]
            for (dx, wx) in [(0, 1 - fx), (-1, fx)] where wx > 0 {
                for (dy, wy) in [(0, 1 - fy), (-1, fy)] where wy > 0 {
                    let v = source(x0 + dx, y0 + dy), w = Double(wx * wy)
                    r += v.r * w; g += v.g * w; lineWeight[v.line] += w
                }
            }
            let p = image.channels(column, row)
            let error = max(abs(Double(p.r) - r), abs(Double(p.g) - g))
            switch lineWeight.indices.max(by: { lineWeight[$0] < lineWeight[$1] })! {
            case 0 where lineWeight[0] == 1:
                c.plain += 1
                c.worstGradientError = max(c.worstGradientError, Int(error.rounded(.up)))
                if error > Double(gradientTolerance) { c.plainWrong += 1 }
            case 1:
                c.fineLines += 1
                if error > Double(S.tolerance) { c.fineLinesWrong += 1 }
            case 3:
                c.black += 1
                if error > Double(S.tolerance) { c.blackWrong += 1 }
            default: break
            }
        } }
        return c
    }

    @Test func theTiledPhotoZoomedInIsSharp() {
        let (window, page) = show()
        var t = 0.0
        page.zoom(to: CGRect(x: 900, y: 900, width: 320, height: 480), animated: false)
        var image = frame(window, &t)
        for _ in 0..<30 { image = frame(window, &t) }
        // The 320 × 480 rect would need zoom 1; the scroll view's maximum, 0.5, is one photo pixel
        // per device pixel at 2 px/pt, so the finest level's pixels land one to one.
        #expect(page.zoomScale == 0.5 && page.photoView!.bounds.width == 2048)
        let shift = photoPixelShift(page)
        #expect(shift.x == shift.x.rounded() && shift.y == shift.y.rounded(), "the photo's pixels straddle device pixels: \(shift)")
        // Sharp: every 1-px fine line is exactly the grid's light grey, every 6-px black line is
        // black, and between the lines the gradient is the one at that place of the photo. A
        // coarser level would smear the 1-px lines into their cells and fail the first count.
        let c = checkOneToOne(image.cgImage!, shift: shift, gradientTolerance: SyntheticPyramidPixels.tolerance)
        #expect(c.fineLines > 20_000 && c.plain > 300_000 && c.black > 5_000, "\(c)")
        #expect(c.fineLinesWrong == 0 && c.plainWrong == 0 && c.blackWrong == 0, "\(c)")
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
        // `frame` composites and then ticks: the image shows the offset from before its tick. Mid-
        // flight that offset is fractional, and the compositor puts the scrolled content on whole
        // device pixels (the nearest), so the photo's pixels land one to one there.
        var shift = photoPixelShift(page)
        for _ in 0..<6 {
            shift = photoPixelShift(page)
            shift = CGPoint(x: shift.x.rounded(), y: shift.y.rounded())
            image = frame(window, &t)
        }
        #expect(page.isDecelerating)
        // Never blank: every sampled pixel of the photo area is opaque (coarse tiles under fine ones).
        let cg = image.cgImage!
        for y in stride(from: 10, to: cg.height, by: 60) { for x in stride(from: 10, to: cg.width, by: 60) {
            #expect(cg.rgba(atX: x, y: y)!.alpha == 255)
        } }
        // Which level shows where, from the script alone: before the flick the settled view showed
        // photo pixels 200…840 × 200…1160 (offset 100 pt at zoom 0.5 over 320 × 480 pt), so the
        // finest level's 256-px tiles of columns 0…3 and rows 0…4 were drawn: [0, 1024) × [0, 1280).
        // Seven frames into the flick those are the sharp part of the frame; the photo the flick
        // uncovered beyond them shows a coarser level (its tiles are not in yet), at the same place.
        let tile = 256
        let settled = CGRect(x: 100 / 0.5, y: 100 / 0.5, width: 320 / 0.5, height: 480 / 0.5)
        let sharpEnd = (x: Int((settled.maxX / CGFloat(tile)).rounded(.up)) * tile,
                        y: Int((settled.maxY / CGFloat(tile)).rounded(.up)) * tile)
        #expect(sharpEnd == (1024, 1280))
        #expect(page.zoomScale == 0.5)
        let sharp = checkOneToOne(cg, shift: shift, gradientTolerance: SyntheticPyramidPixels.tolerance) { x, y in
            x < sharpEnd.x && y < sharpEnd.y
        }
        #expect(sharp.fineLines > 10_000 && sharp.plain > 200_000, "\(sharp)")
        #expect(sharp.fineLinesWrong == 0 && sharp.plainWrong == 0 && sharp.blackWrong == 0, "\(sharp)")
        // The uncovered strip: the 1-px lines are smeared into their cells (a level at least 2×
        // coarser), while the gradient still reads the same place of the photo within the blur.
        let coarse = checkOneToOne(cg, shift: shift, gradientTolerance: 30) { x, y in
            x >= sharpEnd.x || y >= sharpEnd.y
        }
        // The gradient is read away from the lines: a coarser level averages each line into the
        // pixels around it (a level 2× coarser, what a fast pan shows when cached, by a few pixels).
        func awayFromLines(_ c: Int) -> Bool { (5...11).contains(c % 16) && c % 1024 >= 10 && c % 1024 <= 1019 }
        let coarseGradient = checkOneToOne(cg, shift: shift, gradientTolerance: 30) { x, y in
            (x >= sharpEnd.x || y >= sharpEnd.y) && awayFromLines(x) && awayFromLines(y)
        }
        #expect(coarse.fineLines > 500 && coarse.plain > 10_000, "\(coarse)")
        #expect(Double(coarse.fineLinesWrong) > 0.95 * Double(coarse.fineLines), "\(coarse)")
        #expect(coarseGradient.plain > 5_000 && coarseGradient.plainWrong == 0, "\(coarseGradient)")
        expectMatches(image, "pyramid-mid-fling")
    }
}
