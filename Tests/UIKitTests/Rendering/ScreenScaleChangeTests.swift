import HostContextTesting
import Testing
import UIKit
import GalleryScreens

/// A screen scale change reaches views built before it, as on iOS: a view's `contentScaleFactor`
/// follows the screen of its window (unless the app set it), the view redraws at the new scale, and
/// layout rounded to pixels is redone. The SDL host on a 1× display builds the Gallery at the
/// default 2× and then sets its window's screen to 1× before its first tick (SDLWindowHost.run);
/// the result must be the pixels of the same screen shown at 1× from the start. Each window here is
/// on a screen of its own (`UIWindow.screen`), so `UIScreen.main` is never changed.
@Suite(.freshHostContext) @MainActor struct ScreenScaleChangeTests {
    /// A window of `size` on a screen of its own at `scale`.
    func windowOnOwnScreen(_ size: CGSize, scale: CGFloat) -> UIWindow {
        let screen = UIScreen()
        screen.scale = scale
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = screen
        return window
    }

    /// The Gallery's home in a 320 × 480 window built at `buildScale`; when `showScale` differs, one
    /// frame runs and is composited at `buildScale` before the screen switches to `showScale` the
    /// way SDLWindowHost does. Returns the render at `showScale` after a frame there.
    func galleryHome(builtAt buildScale: CGFloat, shownAt showScale: CGFloat) -> UIImage {
        HostClock.reset()
        let window = windowOnOwnScreen(CGSize(width: 320, height: 480), scale: buildScale)
        window.rootViewController = GalleryHomeViewController.makeNavigationController().0
        window.makeKeyAndVisible()
        if showScale != buildScale {
            window.tick(timestamp: 0)
            _ = renderImage(of: window, scale: buildScale)
            window.screen.scale = showScale
        }
        window.tick(timestamp: 1.0 / 60)
        return renderImage(of: window, scale: showScale)
    }

    /// Pixels whose RGBA differ at all between two renders of the same size.
    func differingPixels(_ a: UIImage, _ b: UIImage) -> Int {
        guard let x = a.cgImage, let y = b.cgImage, x.width == y.width, x.height == y.height else { return -1 }
        var n = 0
        for row in 0..<x.height {
            for col in 0..<x.width {
                let p = x.rgba(atX: col, y: row), q = y.rgba(atX: col, y: row)
                if p?.red != q?.red || p?.green != q?.green || p?.blue != q?.blue || p?.alpha != q?.alpha { n += 1 }
            }
        }
        return n
    }

    @Test func galleryBuiltAt2xAndShownAt1xMatchesOneBuiltAt1x() {
        let switched = galleryHome(builtAt: 2, shownAt: 1)
        let direct = galleryHome(builtAt: 1, shownAt: 1)
        #expect(differingPixels(switched, direct) == 0)
    }

    @Test func galleryBuiltAt1xAndShownAt2xMatchesOneBuiltAt2x() {
        let switched = galleryHome(builtAt: 1, shownAt: 2)
        let direct = galleryHome(builtAt: 2, shownAt: 2)
        #expect(differingPixels(switched, direct) == 0)
    }

    /// A view with its own `draw(_:)`, counting its draws and the scale of the context they drew into.
    final class ScaleProbeDrawingView: UIView {
        var draws = 0
        var drawnPixelsPerPoint: CGFloat = 0
        var heardScales: [CGFloat] = []
        override func draw(_ rect: CGRect) {
            draws += 1
            drawnPixelsPerPoint = UIGraphicsGetCurrentContext()?.ctm.a ?? 0
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10.5, height: 10.5))
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            heardScales.append(traitCollection.displayScale)
        }
    }

    @Test func viewsInAWindowFollowTheScreenScaleAndRedraw() {
        let window = windowOnOwnScreen(CGSize(width: 200, height: 200), scale: 2)
        let probe = ScaleProbeDrawingView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        let label = UILabel(frame: CGRect(x: 10, y: 60, width: 150, height: 30))
        label.text = "Scale"
        let pinned = ScaleProbeDrawingView(frame: CGRect(x: 60, y: 10, width: 40, height: 40))
        pinned.contentScaleFactor = 3   // set by the app: kept across screen changes
        for v in [probe, label, pinned] { window.addSubview(v) }
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        window.displayIfNeeded()
        #expect(probe.contentScaleFactor == 2 && probe.draws == 1 && probe.drawnPixelsPerPoint == 2)
        #expect((label.layer.contents as? CGImage)?.width == 300)

        window.screen.scale = 1
        window.tick(timestamp: 1.0 / 60)
        window.displayIfNeeded()
        #expect(probe.contentScaleFactor == 1 && label.contentScaleFactor == 1 && window.contentScaleFactor == 1)
        #expect(probe.layer.contentsScale == 1)
        #expect(probe.draws == 2 && probe.drawnPixelsPerPoint == 1)
        #expect((probe.layer.contents as? CGImage)?.width == 40)
        #expect((label.layer.contents as? CGImage)?.width == 150)
        #expect(probe.heardScales == [1])
        #expect(pinned.contentScaleFactor == 3 && pinned.draws == 1)

        // The label at 1× after the change draws what a label made at 1× draws.
        let fresh = UILabel(frame: label.frame)
        fresh.text = "Scale"
        fresh.contentScaleFactor = 1
        #expect(differingPixels(renderImage(of: label, scale: 1), renderImage(of: fresh, scale: 1)) == 0)
    }

    @Test func aViewJoiningAWindowTakesItsScreensScale() {
        let probe = ScaleProbeDrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let child = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        probe.addSubview(child)
        // Outside a window, views are made at the main screen's scale.
        #expect(UIScreen.main.scale == 2)
        #expect(probe.contentScaleFactor == 2 && child.contentScaleFactor == 2)
        let window = windowOnOwnScreen(CGSize(width: 100, height: 100), scale: 1)
        window.addSubview(probe)
        #expect(probe.contentScaleFactor == 1 && child.contentScaleFactor == 1)
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        window.displayIfNeeded()
        #expect(probe.drawnPixelsPerPoint == 1)
    }

    @Test func aLayerScaleSetByTheAppOrATiledLayerIsKept() {
        final class TiledProbeView: UIView { override class var layerClass: AnyClass { CATiledLayer.self } }
        let window = windowOnOwnScreen(CGSize(width: 100, height: 100), scale: 2)
        let tiled = TiledProbeView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let layerSet = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        layerSet.layer.contentsScale = 4
        window.addSubview(tiled)
        window.addSubview(layerSet)
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        window.screen.scale = 1
        window.tick(timestamp: 1.0 / 60)
        #expect(tiled.contentScaleFactor == 2)
        #expect(layerSet.contentScaleFactor == 4)
    }
}
