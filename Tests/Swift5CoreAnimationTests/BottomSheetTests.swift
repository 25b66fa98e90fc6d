import Testing
import UIKit
import HeadlessHost

// The Swift 5 bottom sheet driven through the window: a tap expands it along the transaction's
// ease-out curve for 0.3 s, the completion runs when it settles, and a jump has no animation.

/// y of the cubic Bézier timing curve (0,0), (x1,y1), (x2,y2), (1,1) at x, by Newton's method.
func easing(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func c(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
    func d(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * p1 + 6 * (1 - t) * t * (p2 - p1) + 3 * t * t * (1 - p2) }
    var t = x
    for _ in 0..<30 { t -= (c(t, x1, x2) - x) / d(t, x1, x2) }
    return c(t, y1, y2)
}

@Suite(.serialized) @MainActor
struct BottomSheetTests {
    func scene() -> (HeadlessHost, BottomSheetView) {
        let host = HeadlessHost(size: CGSize(width: 200, height: 400), scale: 1)
        let sheet = BottomSheetView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collapsedHeight: 80, expandedHeight: 300)
        sheet.backgroundColor = .white
        host.window.addSubview(sheet)
        host.tick()
        return (host, sheet)
    }

    @Test func aTapExpandsTheSheetAlongTheEaseOutCurveAndTheCompletionRunsWhenItSettles() {
        let (host, sheet) = scene()
        var settled: [BottomSheetView.Detent] = []
        sheet.onSettle = { settled.append($0) }
        // Collapsed: only the bottom 80 points are the sheet's blue.
        #expect(rgbaAt(host.render(), 100, 360) == [0, 0, 255, 255])
        #expect(rgbaAt(host.render(), 100, 200) == [255, 255, 255, 255])
        let start = host.time
        host.tap(at: CGPoint(x: 100, y: 350), hold: 0.05)          // recognised at start + 0.05
        let began = host.time
        #expect(sheet.detent == .expanded)
        host.time = began + 0.15
        host.tick()
        // Half of 0.3 s on ease-out (0, 0, 0.58, 1): the sheet has covered that share of 220 points.
        let share = easing(0, 0, 0.58, 1, at: 0.5)
        let shown = sheet.sheetLayer.presentation()!.transform.m42
        // Within 1e-4: CAMediaTimingFunction keeps its control points as Float, as Apple's API does.
        #expect(abs(Double(shown) - 220 * (1 - share)) < 1e-4)
        #expect(settled.isEmpty)
        host.time = began + 0.3
        host.tick()
        #expect(settled == [.expanded])
        let image = host.render()
        #expect(rgbaAt(image, 100, 200) == [0, 0, 255, 255])         // the sheet's top is at y = 100 now
        // Dimmed to 0.4 black over white above the sheet: 255 × 0.6 = 153.
        let dim = rgbaAt(image, 100, 50)
        #expect(dim.count == 4 && abs(dim[0] - 153) <= 1)
        _ = start
    }

    @Test func movingWithoutAnimationJumpsAndStillCompletes() {
        let (host, sheet) = scene()
        var settled: [BottomSheetView.Detent] = []
        sheet.onSettle = { settled.append($0) }
        sheet.move(to: .expanded, animated: false)
        #expect(sheet.sheetLayer.animationKeys() == nil)
        #expect(settled.isEmpty)                                    // not inside commit
        host.advance(by: 1 / 60)
        #expect(settled == [.expanded])
        #expect(rgbaAt(host.render(), 100, 120) == [0, 0, 255, 255])
    }
}

func rgbaAt(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> [Int] {
    guard let cg = image.cgImage, let p = cg.rgba(atX: Int(x * image.scale), y: Int(y * image.scale)) else { return [] }
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}
