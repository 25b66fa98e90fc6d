import LogCapture
import Testing
import UIKit

/// A CATiledLayer-backed view whose `draw(_:)` is ordinary main-actor code: it does not adopt
/// UITiledDrawing, so its draw must never run on the tiled layer's drawing threads.
final class UnadoptedTiledView: UIView {
    override class var layerClass: AnyClass { InstantTiledLayer.self }
    private(set) var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
}

/// Tiled views reach their drawing threads only through UITiledDrawing (a `nonisolated` draw the
/// compiler checks); one that does not adopt it gets a documented outcome, not a draw on the wrong
/// thread (docs/PORTING.md).
@Suite(.serialized) @MainActor
struct TiledDrawingAdoptionTests {
    @Test func aTiledViewThatDoesNotAdoptUITiledDrawingDrawsNoTilesAndSaysSo() {
        let (view, records) = LogCapture.capture { UnadoptedTiledView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)) }
        #expect(records == [LogRecord(label: "scrollkit.uikit", level: .warning,
            message: "UnadoptedTiledView is backed by a CATiledLayer but does not adopt UITiledDrawing: its draw(_:) runs on drawing threads and must be nonisolated, so no tiles are drawn (docs/PORTING.md)")])
        let tiled = view.layer as! CATiledLayer
        #expect(tiled.tileDrawer == nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        for frame in 0..<4 {
            window.tick(timestamp: Double(frame) / 60)
            _ = renderImage(of: window)
        }
        #expect(view.draws == 0)
        #expect(tiled.cachedTileCount == 0)
    }

    @Test func anAdoptingTiledViewLogsNothingAndDrawsItsTiles() {
        let (view, records) = LogCapture.capture { InstantTiledView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)) }
        #expect(records.isEmpty)
        let tiled = view.layer as! CATiledLayer
        #expect(tiled.tileDrawer != nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        for frame in 0..<4 {
            window.tick(timestamp: Double(frame) / 60)
            _ = renderImage(of: window)
        }
        // 300 pt at the window's scale (2×) is 600 px: 3 × 3 tiles of 256 px.
        #expect(tiled.cachedTileCount == 9)
    }
}
