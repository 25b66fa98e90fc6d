import LogCapture
import Testing
import UIKit

/// A CATiledLayer-backed view whose `draw(_:)` is ordinary main-actor code: it does not adopt
/// UITiledDrawing, so its draw must never run on the tiled layer's drawing threads.
final class UnadoptedTiledView: UIView {
    override class var layerClass: AnyClass { InstantTiledLayer.self }
    private(set) var draws = 0
    /// The thread that made the view (the test's, on the main actor; not `Thread.isMainThread` on
    /// Linux, where Swift Testing runs main-actor tests on the main actor's executor thread).
    private let madeOn = Thread.current
    private(set) var drewOnAnotherThread = false
    override func draw(_ rect: CGRect) {
        draws += 1
        if Thread.current != madeOn { drewOnAnotherThread = true }
        UIColor.red.setFill()
        UIBezierPath(rect: rect).fill()
    }
}

/// Tiled views reach their drawing threads only through UITiledDrawing (a `nonisolated` draw the
/// compiler checks); one that does not adopt it (iOS code as written) draws its tiles on the main
/// thread instead, never on the wrong thread (docs/PORTING.md).
@Suite(.serialized) @MainActor
struct TiledDrawingAdoptionTests {
    @Test func aTiledViewThatDoesNotAdoptUITiledDrawingDrawsItsTilesOnTheMainThreadAndSaysSo() throws {
        let (view, records) = LogCapture.capture { UnadoptedTiledView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)) }
        #expect(records == [LogRecord(label: "scrollkit.uikit", level: .notice,
            message: "UnadoptedTiledView is backed by a CATiledLayer but does not adopt UITiledDrawing: its tiles are drawn on the main thread (adopt it, with a nonisolated draw(_:), to draw them on drawing threads; docs/PORTING.md)")])
        let tiled = view.layer as! CATiledLayer
        #expect(tiled.tileDrawer == nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        var frame: UIImage?
        for n in 0..<4 {
            window.tick(timestamp: Double(n) / 60)
            frame = renderImage(of: window)
        }
        // 300 pt at the window's scale (2×) is 600 px: 3 × 3 tiles of 256 px, each one draw.
        #expect(view.draws == 9)
        #expect(!view.drewOnAnotherThread)
        #expect(tiled.cachedTileCount == 9)
        // The tiles show: the middle and a corner of the frame are the draw's red.
        let image = try #require(frame)
        for point in [CGPoint(x: 150, y: 150), CGPoint(x: 2, y: 2), CGPoint(x: 297, y: 297)] {
            #expect(isNear(rgba(image, at: point), [255, 0, 0, 255]), "pixel at \(point)")
        }
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
