import Testing
import UIKit

/// Renders a view as the window would: display pass first, then the layer tree, at `scale`. A
/// window is rendered as a host frame (its FramePipeline's display, tile and composite stages), so
/// tiled layers ask for their tiles as on screen; any other view is a snapshot (`render(in:)`) of
/// its bounds, so a scrolled scroll view shows what it shows on screen (`render(in:)` draws the
/// layer's own coordinate space, where the visible content sits at the bounds origin).
@MainActor
func renderImage(of view: UIView, scale: CGFloat = 2) -> UIImage {
    view.displayIfNeeded()
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let bounds = view is UIWindow ? CGRect(origin: .zero, size: view.bounds.size) : view.bounds
    return UIGraphicsImageRenderer(bounds: bounds, format: format).image {
        if let window = view as? UIWindow { window.framePipeline.composite(into: $0.cgContext) } else { view.layer.render(in: $0.cgContext) }
    }
}

/// Straight RGBA (0–255) of the pixel under a point of `image` (points, not pixels).
func rgba(_ image: UIImage, at point: CGPoint) -> [Int] {
    guard let cg = image.cgImage,
          let p = cg.rgba(atX: Int(point.x * image.scale), y: Int(point.y * image.scale)) else { return [] }
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

func isNear(_ a: [Int], _ b: [Int], tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// Compares a render with a reviewed PNG in Rendering/Reference/ (found through #filePath, since the
/// test target declares no resources). A channel may differ by `tolerance`, and up to
/// `maxDifferingFraction` of the pixels may differ more (glyph antialiasing across FreeType
/// versions). On a mismatch the render is written next to the reference as `<name>.png.actual`
/// (git-ignored) for review. `SCROLLKIT_RECORD_REFERENCES=1` rewrites the references instead;
/// look at every rewritten PNG before keeping it.
@MainActor
func expectMatchesReference(_ image: UIImage, named name: String, tolerance: Int = 2,
                            maxDifferingFraction: Double = 0.002, sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Reference")
    let referenceURL = folder.appendingPathComponent("\(name).png")
    let actualURL = folder.appendingPathComponent("\(name).png.actual")
    guard let png = image.pngData(), let actual = image.cgImage else {
        Issue.record("render of \(name) has no pixels", sourceLocation: sourceLocation)
        return
    }
    if ProcessInfo.processInfo.environment["SCROLLKIT_RECORD_REFERENCES"] == "1" {
        // Recording checks nothing, so it must never pass for a CI run.
        if ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record("\(name): SCROLLKIT_RECORD_REFERENCES is set under CI; references are not checked",
                         sourceLocation: sourceLocation)
        }
        try? png.write(to: referenceURL)
        print("recorded \(referenceURL.path)")
        return
    }
    guard let reference = UIImage(contentsOfFile: referenceURL.path)?.cgImage else {
        try? png.write(to: actualURL)
        Issue.record("no reference \(referenceURL.lastPathComponent); render written to \(actualURL.path)",
                     sourceLocation: sourceLocation)
        return
    }
    guard reference.width == actual.width, reference.height == actual.height else {
        try? png.write(to: actualURL)
        Issue.record("\(name): size \(actual.width)×\(actual.height) ≠ reference \(reference.width)×\(reference.height)",
                     sourceLocation: sourceLocation)
        return
    }
    var differing = 0, maxDelta = 0
    for y in 0..<actual.height {
        for x in 0..<actual.width {
            let a = actual.rgba(atX: x, y: y)!, r = reference.rgba(atX: x, y: y)!
            let delta = max(abs(Int(a.red) - Int(r.red)), abs(Int(a.green) - Int(r.green)),
                            abs(Int(a.blue) - Int(r.blue)), abs(Int(a.alpha) - Int(r.alpha)))
            maxDelta = max(maxDelta, delta)
            if delta > tolerance { differing += 1 }
        }
    }
    let total = actual.width * actual.height
    if Double(differing) / Double(total) > maxDifferingFraction {
        try? png.write(to: actualURL)
        Issue.record("\(name): \(differing) of \(total) pixels differ (max channel delta \(maxDelta)); see \(actualURL.path)",
                     sourceLocation: sourceLocation)
    } else {
        try? FileManager.default.removeItem(at: actualURL)
    }
}

/// A view that counts its `draw(_:)` calls and fills what it is asked to redraw.
final class CountingDrawView: UIView {
    var drawCount = 0
    var lastRect: CGRect?
    var fill = UIColor.red

    override func draw(_ rect: CGRect) {
        drawCount += 1
        lastRect = rect
        fill.setFill()
        UIBezierPath(rect: rect).fill()
    }
}
