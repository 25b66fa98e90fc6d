import Foundation
import ScrollPhysics
import Testing
import UIKit

/// The DocC article "Scroll Physics" shows offset against time drawn from ScrollPhysics
/// (Sources/UIKit/UIKit.docc/Resources/scroll-physics-deceleration.png). This test draws it again with
/// ScrollKit's own CoreGraphics and compares: a change to the physics or the drawing shows up here,
/// and `SCROLLKIT_RECORD_REFERENCES=1` rewrites the image (look at it before committing).
@Suite(.serialized) @MainActor
struct ScrollPhysicsPlotTests {
    static let velocity = 2000.0, edge = 600.0, seconds = 3.0

    /// Offset at `t` of a flick into an edge `edge` pt away: the deceleration until it crosses the
    /// edge (solved analytically), then the bounce spring from that instant.
    static func offsetIntoEdge(at t: Double) -> Double {
        let curve = DecelerationCurve(position: 0, velocity: velocity, rate: DecelerationCurve.normalRate)
        guard let crossing = curve.timeToReach(edge), t > crossing else { return curve.position(at: t) }
        let spring = DampedSpring.bounce(displacement: 0, velocity: curve.velocity(at: crossing))
        return edge + spring.displacement(at: t - crossing)
    }

    static func plot() -> UIImage {
        let size = CGSize(width: 640, height: 360)
        let plot = CGRect(x: 60, y: 20, width: 560, height: 290)
        let maxOffset = 1050.0
        func point(_ t: Double, _ x: Double) -> CGPoint {
            CGPoint(x: plot.minX + plot.width * t / seconds, y: plot.maxY - plot.height * x / maxOffset)
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            UIColor.white.setFill()
            UIBezierPath(rect: CGRect(origin: .zero, size: size)).fill()
            let small: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.darkGray]
            // Grid and axis labels: every 0.5 s and every 200 pt.
            UIColor(white: 0.88, alpha: 1).setStroke()
            for i in 0...6 {
                let t = Double(i) * 0.5
                let grid = UIBezierPath()
                grid.move(to: point(t, 0)); grid.addLine(to: point(t, maxOffset)); grid.stroke()
                String(format: "%.1f s", t).draw(at: CGPoint(x: point(t, 0).x - 12, y: plot.maxY + 6), withAttributes: small)
            }
            for i in 0...5 {
                let x = Double(i) * 200
                let grid = UIBezierPath()
                grid.move(to: point(0, x)); grid.addLine(to: point(seconds, x)); grid.stroke()
                "\(Int(x)) pt".draw(at: CGPoint(x: 8, y: point(0, x).y - 8), withAttributes: small)
            }
            // The edge of the third flick's content.
            UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.5).setStroke()
            let edgeLine = UIBezierPath()
            edgeLine.move(to: point(0, edge)); edgeLine.addLine(to: point(seconds, edge)); edgeLine.stroke()

            let normal = DecelerationCurve(position: 0, velocity: velocity, rate: DecelerationCurve.normalRate)
            let fast = DecelerationCurve(position: 0, velocity: velocity, rate: DecelerationCurve.fastRate)
            let curves: [(UIColor, String, (Double) -> Double)] = [
                (UIColor(red: 0.1, green: 0.35, blue: 0.85, alpha: 1), "normal rate 0.998: \(Int(normal.restingPosition.rounded())) pt in \(String(format: "%.2f", normal.duration)) s", { normal.position(at: $0) }),
                (UIColor(red: 0.9, green: 0.45, blue: 0.1, alpha: 1), "fast rate 0.99: \(Int(fast.restingPosition.rounded())) pt in \(String(format: "%.2f", fast.duration)) s", { fast.position(at: $0) }),
                (UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1), "normal rate, edge at 600 pt: bounce, ω = 11/s", { Self.offsetIntoEdge(at: $0) }),
            ]
            for (index, (color, label, offset)) in curves.enumerated() {
                color.setStroke()
                let path = UIBezierPath()
                path.lineWidth = 2
                path.move(to: point(0, offset(0)))
                for step in 1...600 {
                    let t = seconds * Double(step) / 600
                    path.addLine(to: point(t, offset(t)))
                }
                path.stroke()
                let y = plot.maxY - 70 + CGFloat(index) * 18
                color.setFill()
                UIBezierPath(rect: CGRect(x: plot.maxX - 310, y: y + 5, width: 14, height: 4)).fill()
                label.draw(at: CGPoint(x: plot.maxX - 290, y: y), withAttributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.black])
            }
            "offset after a 2000 pt/s flick (ScrollPhysics)".draw(at: CGPoint(x: plot.minX + 8, y: 2),
                withAttributes: [.font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.black])
        }
    }

    @Test func theArticlesPlotIsWhatScrollPhysicsDraws() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/UIKit/UIKit.docc/Resources/scroll-physics-deceleration.png")
        let image = Self.plot()
        let png = try #require(image.pngData())
        if ProcessInfo.processInfo.environment["SCROLLKIT_RECORD_REFERENCES"] == "1" {
            // Recording checks nothing, so it must never pass for a CI run.
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("SCROLLKIT_RECORD_REFERENCES is set under CI") }
            try png.write(to: url)
            return
        }
        let reference = try #require(UIImage(contentsOfFile: url.path)?.cgImage, "missing \(url.path)")
        let actual = try #require(image.cgImage)
        #expect(reference.width == actual.width && reference.height == actual.height)
        // Glyph antialiasing may differ across FreeType versions: allow a few text pixels.
        var differing = 0
        for y in 0..<min(actual.height, reference.height) {
            for x in 0..<min(actual.width, reference.width) {
                let a = actual.rgba(atX: x, y: y)!, r = reference.rgba(atX: x, y: y)!
                if max(abs(Int(a.red) - Int(r.red)), abs(Int(a.green) - Int(r.green)), abs(Int(a.blue) - Int(r.blue))) > 2 {
                    differing += 1
                }
            }
        }
        #expect(Double(differing) / Double(actual.width * actual.height) < 0.002, "\(differing) pixels differ")

        // The curves pass where the closed form puts them, x(t) = (v0/1000)·d·(1 − d^(1000t))/(1 − d)
        // (the per-millisecond model), mapped into the 560 × 290 plot at (60, 20) for 3 s × 1050 pt:
        // in each curve's column the pixel nearest its colour lies within a pixel of that height.
        func closedForm(_ t: Double, rate d: Double) -> Double { Self.velocity / 1000 * d * (1 - pow(d, 1000 * t)) / (1 - d) }
        func expectCurve(_ colour: [Int], at t: Double, offset x: Double, _ name: String) {
            let column = 60 + 560 * t / Self.seconds, row = 310 - 290 * x / 1050
            var best: (distance: Int, y: Double) = (Int.max, 0)
            for y in stride(from: row - 6, through: row + 6, by: 1) {
                let p = rgba(image, at: CGPoint(x: column, y: y))
                let d = channelDistance(p, colour)
                if d < best.distance { best = (d, y) }
            }
            #expect(best.distance < 40 && abs(best.y - row) <= 1.5, "\(name) at \(t) s: nearest \(best), expected y \(row)")
        }
        // The normal-rate curve shows on its own once it passes the 600 pt edge (t > 0.46 s); below
        // that the edge flick's curve, drawn last, covers it.
        for t in [1.0, 1.5, 2.0] { expectCurve([26, 89, 217, 255], at: t, offset: closedForm(t, rate: 0.998), "normal") }
        for t in [0.1, 0.2, 0.3] { expectCurve([230, 115, 26, 255], at: t, offset: closedForm(t, rate: 0.99), "fast") }
    }

    @Test func theNumbersInTheArticleAreTheCurvesNumbers() {
        let normal = DecelerationCurve(position: 0, velocity: Self.velocity, rate: DecelerationCurve.normalRate)
        let fast = DecelerationCurve(position: 0, velocity: Self.velocity, rate: DecelerationCurve.fastRate)
        // (v0 − 10)·d/(1 − d)/1000 and ln(10/v0)/(1000·ln d), computed here independently.
        #expect(abs(normal.restingPosition - 1990 * 0.998 / 0.002 / 1000) < 1e-6)   // 993.01 pt
        #expect(abs(fast.restingPosition - 1990 * 0.99 / 0.01 / 1000) < 1e-6)       // 197.01 pt
        #expect(abs(normal.duration - log(10.0 / 2000) / (1000 * log(0.998))) < 1e-9) // 2.65 s
        // The edge flick overshoots the edge and comes back to it.
        let peak = stride(from: 0.0, through: 3, by: 0.001).map(Self.offsetIntoEdge).max()!
        #expect(peak > Self.edge + 1)
        #expect(abs(Self.offsetIntoEdge(at: 3) - Self.edge) < 0.5)
    }
}
