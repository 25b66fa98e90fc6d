import HostContextTesting
import Testing
import UIKit

/// The drawing-performance overlay (issue 15) over a known scene, composited headless at 1× into a
/// retained frame (black behind the window): each option's pixels are predicted here from the
/// colours and the overlay's documented tints (half-transparent red, green, magenta, yellow).
@Suite(.freshHostContext) @MainActor struct DebugOverlayTests {
    /// A clear 240×160 window: an opaque white square at (0,0), a half-transparent white one at
    /// (60,0), both 40 pt, and an opaque white 30 pt square at x = 10.5 (off the pixel grid).
    @MainActor final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        let opaque = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let translucent = UIView(frame: CGRect(x: 60, y: 0, width: 40, height: 40))
        let misaligned = UIView(frame: CGRect(x: 10.5, y: 60, width: 30, height: 30))
        let frame: CARetainedFrame

        init(scale: CGFloat = 1) {
            frame = CARetainedFrame(width: Int(240 * scale), height: Int(160 * scale), scale: scale)!
            HostClock.reset()
            window.backgroundColor = nil
            opaque.backgroundColor = .white
            translucent.backgroundColor = UIColor(white: 1, alpha: 0.5)
            misaligned.backgroundColor = .white
            [opaque, translucent, misaligned].forEach { window.addSubview($0) }
            window.makeKeyAndVisible()
            window.tick(timestamp: 0)
        }

        /// Composites the window, then draws the overlay; straight RGBA of the result at a pixel.
        func composed(_ options: DebugOverlayOptions, overlay: DebugOverlay? = nil) -> CGImage {
            window.displayIfNeeded()
            let damage = frame.update(rendering: window.layer)
            let o = overlay ?? DebugOverlay()
            o.options = options
            return o.compose(frame: frame, root: window.layer, damage: damage)!.makeImage()!
        }
    }

    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        guard let p = image.rgba(atX: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    /// `over` drawn at alpha `a` on `under` (straight colours, 0–255).
    func blend(_ over: [Double], _ a: Double, on under: [Double]) -> [Int] {
        zip(over, under).map { Int(($0 * a + $1 * (1 - a)).rounded()) }
    }

    func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 3) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func withoutOptionsTheFrameIsUnchanged() {
        let scene = Scene()
        let image = scene.composed([])
        #expect(near(pixel(image, 20, 20), [255, 255, 255]))
        #expect(near(pixel(image, 80, 20), [128, 128, 128]))   // white at 0.5 over black
        #expect(near(pixel(image, 200, 20), [0, 0, 0]))
    }

    @Test func blendedLayersAreRedAndOpaqueOnesGreen() {
        let scene = Scene()
        let image = scene.composed(.colorBlendedLayers)
        #expect(near(pixel(image, 20, 20), blend([0, 255, 0], 0.5, on: [255, 255, 255])), "opaque: green")
        #expect(near(pixel(image, 80, 20), blend([255, 0, 0], 0.5, on: [128, 128, 128])), "translucent: red")
        #expect(near(pixel(image, 200, 20), [0, 0, 0]), "nothing painted: no tint")
    }

    @Test func layersOffThePixelGridAreMagenta() {
        let scene = Scene()
        let image = scene.composed(.colorMisalignedImages)
        #expect(near(pixel(image, 25, 75), blend([255, 0, 255], 0.5, on: [255, 255, 255])), "x = 10.5: misaligned")
        #expect(near(pixel(image, 20, 20), [255, 255, 255]), "on whole pixels: no tint")
        // At 2× the same view lands on whole pixels (21 px): not misaligned.
        let sharp = Scene(scale: 2).composed(.colorMisalignedImages)
        #expect(near(pixel(sharp, 50, 150), [255, 255, 255]))
    }

    @Test func theFramesDamageIsFlashed() {
        let scene = Scene()
        _ = scene.composed(.flashUpdatedRegions)   // the first frame repaints (and flashes) everything
        scene.translucent.backgroundColor = .red
        let image = scene.composed(.flashUpdatedRegions)
        #expect(scene.frame.lastDamage.bounds.contains(CGRect(x: 60, y: 0, width: 40, height: 40)))
        #expect(!scene.frame.lastDamage.intersects(CGRect(x: 0, y: 0, width: 40, height: 40)))
        #expect(near(pixel(image, 80, 20), blend([255, 255, 0], 0.5, on: [255, 0, 0])), "changed: flashed")
        #expect(near(pixel(image, 20, 20), [255, 255, 255]), "unchanged: not flashed")
        // A frame where nothing changed flashes nothing, and the retained frame never held a tint.
        let quiet = scene.composed(.flashUpdatedRegions)
        #expect(near(pixel(quiet, 80, 20), [255, 0, 0]))
        #expect(near(pixel(scene.frame.makeImage()!, 80, 20), [255, 0, 0]))
    }

    @Test func theGraphShowsEachFramesWorkAgainstTheBudgets() {
        let scene = Scene(scale: 2)
        let overlay = DebugOverlay()
        for ms in [5.0, 12, 30] { overlay.recordFrameTime(ms / 1000) }
        let image = scene.composed(.frameTimeGraph, overlay: overlay)
        // The panel: 180×60 pt, 8 pt from the bottom-right corner of the 480×320 px frame, so
        // x 104…464, y 184…304 px; 120 bars of 3 px, the newest last; 25 ms is the full height.
        #expect(DebugFrameTimeGraph.panelRect(frameSize: CGSize(width: 480, height: 320), scale: 2)
                == CGRect(x: 104, y: 184, width: 360, height: 120))
        #expect(near(pixel(image, 461, 190), [255, 51, 51]), "30 ms: red, cut at the top")
        #expect(near(pixel(image, 458, 300), [255, 217, 0]), "12 ms: yellow")
        #expect(near(pixel(image, 458, 240), pixel(image, 150, 240)), "12 ms ends at 304 − 57.6 px")
        #expect(near(pixel(image, 455, 300), [51, 230, 77]), "5 ms: green")
        // The 8.33 ms line 40 px up (y 263…265) and the 16.7 ms line 80 px up (y 223…225).
        #expect(pixel(image, 150, 264).allSatisfy { $0 > 200 })
        #expect(pixel(image, 150, 224).allSatisfy { $0 > 200 })
        #expect(pixel(image, 150, 244).allSatisfy { $0 < 40 })
    }

    @Test func optionListsParseAsTheFlagsTakeThem() {
        #expect(DebugOverlayOptions(list: "graph,blended") == [.frameTimeGraph, .colorBlendedLayers])
        #expect(DebugOverlayOptions(list: "all") == .all)
        #expect(DebugOverlayOptions(list: " Flash , misaligned ") == [.flashUpdatedRegions, .colorMisalignedImages])
        #expect(DebugOverlayOptions(list: "none") == [])
        #expect(DebugOverlayOptions(list: "graph,sparkles") == nil)
        var cycle: DebugOverlayOptions = []
        var seen: [DebugOverlayOptions] = []
        for _ in 0..<5 { cycle = cycle.next; seen.append(cycle) }
        #expect(seen == [[.frameTimeGraph], [.frameTimeGraph, .colorBlendedLayers], [.frameTimeGraph, .colorMisalignedImages],
                         [.frameTimeGraph, .flashUpdatedRegions], []])
    }
}
