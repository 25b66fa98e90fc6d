import Foundation
import LogCapture
import PhotoBrowser
import Testing
import TilePyramid
import UIKit

/// Deep Zoom and IIIF over HTTP against a real server (scripts/tile-test-server.py) that this suite
/// starts on a free loopback port: a good server, a slow one, 404s, 500s, truncated bodies, wrong
/// Content-Lengths, redirects, and one killed mid-session. Nothing may crash; when fine tiles fail
/// the coarse level stays on screen (checked on the rendered frame); the cache stays within its
/// budget and inside its folder; a failing source is logged once.
@Suite(.serialized) @MainActor struct RemoteTileTests {
    func options(_ sandbox: URL, budget: Int = 64 << 20) -> DeepZoomSource.Options {
        var options = DeepZoomSource.Options()
        options.cacheDirectory = sandbox.appendingPathComponent("cache")
        options.cacheByteBudget = budget
        // Short backoff and timeout keep the suite fast; the backoff rule itself is checked below.
        options.retryBaseDelay = 0.05
        options.requestTimeout = 5
        return options
    }

    /// The sandbox holds only `cache/`, which holds only `<32 hex>.tile` files within the budget.
    func expectCacheConfined(_ sandbox: URL, budget: Int) throws {
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path) == ["cache"])
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.appendingPathComponent("cache").path)
        #expect(names.allSatisfy { $0.count == 37 && $0.hasSuffix(".tile") && $0.dropLast(5).allSatisfy(\.isHexDigit) })
        #expect(TileDiskCacheTestsSupport.bytesOnDisk(sandbox) <= budget)
    }

    @Test func aDeepZoomImageOverHTTPOpensFittedAndBecomesSharp() throws {
        let server = try TileTestServer(root: RemoteTileFixture.root)
        let sandbox = RemoteTileFixture.sandbox()
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let source = try DeepZoomSource.open(server.url("ok", "dz.dzi"), options: options(sandbox))
        #expect(source.isRemote && source.layout.imageSize == PixelSize(width: 1200, height: 800))
        let viewer = RemoteViewer(source)
        let image = try #require(viewer.settledFrame(sharp: true))
        #expect(RemoteViewer.showsQuadrants(image))
        #expect(viewer.view.failedTiles == 0)
        #expect(source.peakConcurrentRequests >= 1 && source.peakConcurrentRequests <= 6)
        try expectCacheConfined(sandbox, budget: 64 << 20)
        // A second viewer over a new source with the same cache needs no request: every tile is on disk.
        let again = try DeepZoomSource.open(server.url("ok", "dz.dzi"), options: options(sandbox))
        let second = RemoteViewer(again)
        #expect(second.settledFrame(sharp: true) != nil)
        #expect(again.requestsStarted == 0)
    }

    @Test func aTilecutIIIF3ServiceOverHTTPBecomesSharp() throws {
        let server = try TileTestServer(root: RemoteTileFixture.root)
        let sandbox = RemoteTileFixture.sandbox()
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let source = try DeepZoomSource.open(server.url("ok", "quad/info.json"), options: options(sandbox))
        #expect(source.descriptor.format == .iiif(version: 3))
        let viewer = RemoteViewer(source)
        let image = try #require(viewer.settledFrame(sharp: true))
        #expect(RemoteViewer.showsQuadrants(image))
    }

    @Test func aSlowServerAndARedirectingOneStillGiveASharpPhotoWithAtMostSixRequestsAtOnce() throws {
        let server = try TileTestServer(root: RemoteTileFixture.root)
        for mode in ["slow", "redirect"] {
            let sandbox = RemoteTileFixture.sandbox()
            defer { try? FileManager.default.removeItem(at: sandbox) }
            let source = try DeepZoomSource.open(server.url(mode, "dz.dzi"), options: options(sandbox))
            let viewer = RemoteViewer(source)
            let image = try #require(viewer.settledFrame(sharp: true), "\(mode) never became sharp")
            #expect(RemoteViewer.showsQuadrants(image), "\(mode)")
            #expect(source.peakConcurrentRequests <= 6, "\(mode)")
        }
    }

    @Test(arguments: ["404", "500", "truncated", "wronglength"])
    func failingFineTilesLeaveTheCoarseLevelOnScreenAndOneLogLine(mode: String) throws {
        let server = try TileTestServer(root: RemoteTileFixture.root)
        let sandbox = RemoteTileFixture.sandbox()
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let budget = 64 << 20
        let source = try DeepZoomSource.open(server.url(mode, "dz.dzi"), options: options(sandbox, budget: budget))
        let (image, records) = LogCapture.capture { () -> UIImage? in
            let viewer = RemoteViewer(source)
            let image = viewer.settledFrame(sharp: false)
            #expect(viewer.view.failedTiles > 0, "\(mode): fine tiles should have failed")
            #expect(viewer.view.coarserFallbackDraws > 0, "\(mode)")
            return image
        }
        let frame = try #require(image, "\(mode): never settled")
        #expect(RemoteViewer.showsQuadrants(frame), "\(mode): the coarse level is not on screen")
        let failing = records.filter { $0.message.hasPrefix("zoomable image \(server.url(mode, "dz.dzi")) is failing") }
        #expect(failing.count == 1, "\(mode): \(records)")
        #expect(records.filter { $0.message.contains("pyramid tile failed") }.isEmpty, "\(mode): no per-tile lines for a remote source")
        // 404 is final; the others were retried first.
        if mode == "404" { #expect(source.retryCount == 0) } else { #expect(source.retryCount > 0, "\(mode)") }
        // Nothing corrupt was kept: only the coarse level's tile (Deep Zoom level 8) is in the cache.
        #expect(source.diskCache?.count == 1, "\(mode)")
        try expectCacheConfined(sandbox, budget: budget)
    }

    @Test func aServerKilledMidSessionLeavesWhatWasShownAndOneLogLine() throws {
        let server = try TileTestServer(root: RemoteTileFixture.root)
        let sandbox = RemoteTileFixture.sandbox()
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let source = try DeepZoomSource.open(server.url("ok", "dz.dzi"), options: options(sandbox))
        // A 160 × 240 window: the fitted photo (zoom 0.133, 0.27 px per photo pixel) is drawn from
        // level 1 (half size), so zooming in later needs level 0 tiles nobody has fetched.
        let viewer = RemoteViewer(source, size: CGSize(width: 160, height: 240))
        #expect(viewer.settledFrame(sharp: true) != nil)
        #expect(Set(viewer.view.drawnLevels).isSubset(of: [1, 3]))
        server.kill()
        let records = LogCapture.records {
            // Zoom in on the top-left quadrant: the centre shows photo point (260, 280).
            viewer.page.setZoomScale(viewer.page.maximumZoomScale, animated: false)
            viewer.page.contentOffset = CGPoint(x: 50, y: 20)
            let image = viewer.settledFrame(sharp: false)
            #expect(image != nil)
            #expect(viewer.view.drawnLevels.contains(0))
            if let cg = image?.cgImage, let px = cg.rgba(atX: 160, y: 240) {
                // The top-left quadrant's red, from the level that was fetched before the server died.
                #expect(px.alpha == 255 && abs(Int(px.red) - 200) <= 12 && abs(Int(px.green) - 30) <= 12)
            }
        }
        #expect(records.filter { $0.message.contains("is failing") }.count == 1, "\(records)")
        #expect(source.failedTileCount > 0)
    }

    @Test func tilesThatLeaveTheScreenBeforeArrivingAreCancelled() throws {
        let server = try TileTestServer(root: RemoteTileFixture.root)
        let sandbox = RemoteTileFixture.sandbox()
        defer { try? FileManager.default.removeItem(at: sandbox) }
        // Every tile takes 0.3 s: zoomed in at the top left, the fine tiles are still in flight
        // when the page scrolls to the bottom right, more than a screen away.
        let source = try DeepZoomSource.open(server.url("slow", "dz.dzi"), options: options(sandbox))
        let viewer = RemoteViewer(source, size: CGSize(width: 160, height: 240))
        let first = viewer.settledFrame(sharp: true)
        #expect(first != nil, "pending \(source.hasPendingFetches) inflight \(source.inFlightRequestCount) layer \(viewer.tiled.pendingTileCount) provisional \(viewer.view.provisionalTileCount) missing \(viewer.tiled.missingVisibleTileCount) pumping \(viewer.view.isPumping) started \(source.requestsStarted) cancelled \(source.cancelledRequests)")
        viewer.page.setZoomScale(viewer.page.maximumZoomScale, animated: false)
        viewer.page.contentOffset = .zero
        viewer.frame()
        viewer.frame()
        #expect(source.inFlightRequestCount > 0)
        #expect(source.cancelledRequests == 0)
        viewer.page.contentOffset = CGPoint(x: 600 - 160, y: 400 - 240)
        #expect(source.cancelledRequests > 0)
        let image = try #require(viewer.settledFrame(sharp: true))
        // The bottom-right quadrant's yellow, sharp.
        let px = try #require(image.cgImage?.rgba(atX: 160, y: 240))
        #expect(px.alpha == 255 && abs(Int(px.red) - 230) <= 12 && abs(Int(px.green) - 200) <= 12 && abs(Int(px.blue) - 40) <= 12)
    }

    @Test func retriesWaitForTheirBackoffInHostTime() throws {
        let server = try TileTestServer(root: RemoteTileFixture.root)
        let sandbox = RemoteTileFixture.sandbox()
        defer { try? FileManager.default.removeItem(at: sandbox) }
        var options = options(sandbox)
        options.retryBaseDelay = 0.5
        let source = try DeepZoomSource.open(server.url("500", "dz.dzi"), options: options)
        let fine = TileAddress(level: 0, column: 0, row: 0)
        guard case .pending = source.tile(fine) else { Issue.record("expected a fetch"); return }
        #expect(source.requestsStarted == 1)
        // Wait (counted polls) until the 500 came back; the retry then waits for host time.
        var polls = 0
        while source.inFlightRequestCount > 0 && polls < 5000 { usleep(1000); polls += 1 }
        #expect(source.collectArrivals(hostTime: 10).isEmpty)      // the failure gets its due time: 10.5
        #expect(source.collectArrivals(hostTime: 10.49).isEmpty)
        #expect(source.requestsStarted == 1)
        _ = source.collectArrivals(hostTime: 10.5)
        #expect(source.requestsStarted == 2 && source.retryCount == 1)
        polls = 0
        while source.inFlightRequestCount > 0 && polls < 5000 { usleep(1000); polls += 1 }
        _ = source.collectArrivals(hostTime: 11)                    // second failure: due 11 + 1.0
        _ = source.collectArrivals(hostTime: 11.99)
        #expect(source.requestsStarted == 2)
        _ = source.collectArrivals(hostTime: 12)
        #expect(source.requestsStarted == 3)
    }

    @Test func aSmallCacheBudgetIsNeverExceeded() throws {
        let server = try TileTestServer(root: RemoteTileFixture.root)
        let sandbox = RemoteTileFixture.sandbox()
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let budget = 6000   // a handful of the flat PNG tiles
        let source = try DeepZoomSource.open(server.url("ok", "dz.dzi"), options: options(sandbox, budget: budget))
        let viewer = RemoteViewer(source)
        let image = try #require(viewer.settledFrame(sharp: true))
        #expect(RemoteViewer.showsQuadrants(image))
        viewer.page.setZoomScale(viewer.page.maximumZoomScale, animated: false)
        #expect(viewer.settledFrame(sharp: true) != nil)
        try expectCacheConfined(sandbox, budget: budget)
        #expect((source.diskCache?.totalBytes ?? .max) <= budget)
    }

    @Test func sourcesThatCannotBeOpenedSayWhy() throws {
        let server = try TileTestServer(root: RemoteTileFixture.root)
        #expect(throws: PyramidError.fetchFailed(location: server.url("ok", "missing.dzi"), reason: "HTTP 404")) {
            try DeepZoomSource.open(server.url("ok", "missing.dzi"))
        }
        let port = server.port
        server.kill()
        do {
            _ = try DeepZoomSource.open("http://127.0.0.1:\(port)/ok/dz.dzi")
            Issue.record("opened a dead server")
        } catch let error as PyramidError {
            #expect("\(error)".hasPrefix("http://127.0.0.1:\(port)/ok/dz.dzi: cannot be fetched (network error"))
        }
    }
}

/// The cache tests' independent byte count, for this target.
enum TileDiskCacheTestsSupport {
    static func bytesOnDisk(_ directory: URL) -> Int {
        let files = FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []
        return files.reduce(0) { sum, name in
            let attributes = try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
            guard attributes?[.type] as? FileAttributeType == .typeRegular else { return sum }
            return sum + ((attributes?[.size] as? Int) ?? 0)
        }
    }
}
