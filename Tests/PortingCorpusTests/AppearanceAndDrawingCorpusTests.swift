import HostContextTesting
import Testing
import UIKit

/// Appearance callbacks, the safe area, tiled and custom drawing, and snapshots of views that are
/// not on screen.
@Suite(.freshHostContext) @MainActor struct AppearanceAndDrawingCorpusTests {
    @Test func appearanceCallbacksRunInUIKitsOrderAndFollowTheWindow() {
        let vc = LifecycleScrollViewController()
        let host = CorpusHost(vc)
        #expect(vc.events == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        host.window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        host.run(for: 0.5)
        #expect(vc.events.last == "viewWillTransition 480x320")
        #expect(vc.scrollView.contentSize == CGSize(width: 480, height: 3000))
        #expect(vc.scrollView.frame.size == CGSize(width: 480, height: 320))
        host.window.rootViewController = UIViewController()
        host.run(for: 0.1)
        #expect(Array(vc.events.suffix(2)) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test func theSafeAreaBecomesTheAdjustedContentInsetAndPlacesTheHeader() {
        let vc = SafeAreaListViewController()
        let host = CorpusHost(vc, safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(vc.scrollView.adjustedContentInset == UIEdgeInsets(top: 54, left: 0, bottom: 44, right: 0))
        #expect(vc.header.frame.minY == 44)
        #expect(vc.header.frame.minX == 16)
        #expect(vc.safeAreaChanges >= 1)
        for _ in 0..<4 { host.drag(from: CGPoint(x: 160, y: 450), by: CGPoint(x: 0, y: -400), pause: nil); host.run(for: 0.3) }
        host.run(for: 5)
        // The last content point rests 44 pt (10 inset + 34 home indicator) above the bottom.
        #expect(isClose(vc.scrollView.contentOffset.y, 1000 + 44 - 480))
    }

    @Test func aTiledLayerViewIsAskedOnlyForTheTilesThatComeOnScreen() {
        let vc = TiledBoardViewController()
        let host = CorpusHost(vc)
        host.presentsFrames = true   // tiles are asked for by each presented frame's tile pass, as on screen
        host.run(for: 0.1)
        // 256 px tiles at the 2× screen are 128 pt squares; 320×480 pt shows columns 0–2, rows 0–3.
        func tiles(columns: ClosedRange<Int>, rows: ClosedRange<Int>) -> Set<[CGFloat]> {
            Set(columns.flatMap { c in rows.map { r in [CGFloat(c) * 128, CGFloat(r) * 128, 128, 128] } })
        }
        let drawn = Set(vc.board.drawnRects.map { [$0.minX, $0.minY, $0.width, $0.height] })
        #expect(drawn == tiles(columns: 0...2, rows: 0...3))
        vc.board.forgetDrawnRects()
        host.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -210))   // offset 200: y 200…680
        host.run(for: 0.1)
        let newlyDrawn = Set(vc.board.drawnRects.map { [$0.minX, $0.minY, $0.width, $0.height] })
        #expect(newlyDrawn == tiles(columns: 0...2, rows: 4...5))
    }

    @Test func drawRectPaintsSystemColourSwatches() {
        let vc = SwatchesViewController()
        let host = CorpusHost(vc)
        let image = renderWindow(host.window)
        let scale = Int(image.scale)
        // Apple's light-appearance values (Human Interface Guidelines, "Color").
        let expected: [[UInt8]] = [[255, 59, 48, 255], [52, 199, 89, 255], [0, 122, 255, 255], [255, 204, 0, 255]]
        for (i, rgba) in expected.enumerated() {
            let pixel = rgbaBytes(of: image, x: 160 * scale, y: (50 + 100 * i) * scale)
            #expect(pixel == rgba, "swatch \(i)")
        }
        // UIRectFrame draws a 1 pt border in the fill colour inside the bounds.
        #expect(rgbaBytes(of: image, x: 0, y: 250 * scale) == [0, 0, 0, 255])
    }

    @Test func aLabelNeverOnScreenRendersItsTextThroughItsLayer() {
        let vc = SwatchesViewController()
        _ = CorpusHost(vc)
        let image = vc.snapshotImage()
        let buffer = rgbaBuffer(of: image)
        #expect(buffer.width == 200 * Int(image.scale) && buffer.height == 60 * Int(image.scale))
        var dark = 0
        for i in stride(from: 0, to: buffer.bytes.count, by: 4) where buffer.bytes[i] < 100 && buffer.bytes[i + 3] == 255 {
            dark += 1
        }
        #expect(dark > 40)
        #expect(rgbaBytes(of: image, x: buffer.width - 2, y: 1) == [255, 255, 255, 255])
    }
}
