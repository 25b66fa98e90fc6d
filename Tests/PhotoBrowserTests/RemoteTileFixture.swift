import Foundation
import Glibc
import PhotoBrowser
import TilePyramid
import UIKit

/// What the remote-tile tests serve: a 1200×800 photo of four flat quadrants (so a coarse level and
/// the full one agree on each quadrant's colour), as `vips dzsave` Deep Zoom (254-px tiles, 1 px
/// overlap, PNG) and as a `tilecut`-cut IIIF 3 service, in one folder per test process.
@MainActor enum RemoteTileFixture {
    /// The quadrants' colours: top left, top right, bottom left, bottom right.
    static let colours: [(r: Int, g: Int, b: Int)] = [(200, 30, 30), (30, 160, 60), (40, 60, 200), (230, 200, 40)]
    static let size = CGSize(width: 1200, height: 800)

    /// The folder the server serves: `dz.dzi` + `dz_files/`, `quad/info.json` + tiles.
    static let root: URL = {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("scrollkit-remote-tiles-\(getpid())")
        let www = base.appendingPathComponent("www")
        try? FileManager.default.createDirectory(at: www, withIntermediateDirectories: true)
        let png = base.appendingPathComponent("quadrants.png")
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(size: size, format: format).pngData { ctx in
            for (i, c) in colours.enumerated() {
                UIColor(red: CGFloat(c.r) / 255, green: CGFloat(c.g) / 255, blue: CGFloat(c.b) / 255, alpha: 1).setFill()
                ctx.fill(CGRect(x: CGFloat(i % 2) * 600, y: CGFloat(i / 2) * 400, width: 600, height: 400))
            }
        }
        try! data.write(to: png)
        run("/usr/bin/env", ["vips", "dzsave", png.path, www.appendingPathComponent("dz").path, "--suffix", ".png"])
        let staging = base.appendingPathComponent("staging")
        let layout = try! PyramidBuilder(tileSize: 256).build(imageAt: png, name: "quad", into: staging)
        try! PyramidExporter.export(try! PyramidReader(directory: staging, name: layout.name), as: .iiif3, into: www)
        return www
    }()

    static func run(_ executable: String, _ arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        try! process.run()
        process.waitUntilExit()
        precondition(process.terminationStatus == 0, "\(arguments.joined(separator: " ")) failed (libvips-tools installed? scripts/bootstrap.sh)")
    }

    /// A fresh, empty sandbox folder whose only child will be the cache (`<sandbox>/cache`).
    static func sandbox(_ label: String = #function) -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollkit-remote-sandbox-\(label.filter { $0.isLetter })-\(UUID().uuidString.prefix(8))")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// `scripts/tile-test-server.py` serving `RemoteTileFixture.root` on a free loopback port, started
/// by the test and stopped (SIGTERM, by its process id) when the test is done or wants it dead.
final class TileTestServer {
    let process = Process()
    let port: Int

    init(root: URL) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/tile-test-server.py")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--root", root.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        // The first line is the port (the server prints it once it listens).
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw PyramidError.fetchFailed(location: script.path, reason: "the test server did not start (python3 installed?)")
        }
        self.port = port
    }

    /// `http://127.0.0.1:<port>/<mode>/<path>`.
    func url(_ mode: String, _ path: String) -> String { "http://127.0.0.1:\(port)/\(mode)/\(path)" }

    /// Kills the server (SIGKILL: a server dying mid-session, no goodbye) and waits for it to be
    /// gone. SIGKILL because the test process may ignore SIGTERM, which children inherit.
    func kill() {
        guard process.isRunning else { return }
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { kill() }
}

/// One photo page over a tile source in a 320×480 window, rendered at 2 px/pt like the screen.
@MainActor
final class RemoteViewer {
    let window: UIWindow
    let page: ImageScrollView
    let view: PyramidTileView
    let source: TileImageSource
    var tiled: CATiledLayer { view.layer as! CATiledLayer }
    private var t = 0.0

    /// A window of `size` points (320 × 480 unless a test needs the fitted photo at a coarser level).
    init(_ source: TileImageSource, size: CGSize = CGSize(width: 320, height: 480)) {
        HostClock.reset()
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        self.source = source
        page = ImageScrollView(frame: window.bounds)
        window.addSubview(page)
        page.display(photoAt: 0, from: PyramidPhotos(sources: [source]))
        view = page.photoView as! PyramidTileView
        window.tick(timestamp: 0)
    }

    /// Renders a frame, then ticks 1/60 s of host time.
    @discardableResult
    func frame() -> UIImage {
        window.displayIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { window.framePipeline.composite(into: $0.cgContext) }
        t += 1.0 / 60
        window.tick(timestamp: t)
        return image
    }

    /// Frames until `done` holds, at most `polls` of them. Network answers arrive in real time
    /// while frames are instant, so each poll also yields 2 ms to the server; the bound is a count,
    /// generous (20 s of host time), and no assertion depends on how long anything took.
    func run(polls: Int = 1200, until done: () -> Bool) -> Bool {
        for _ in 0..<polls {
            frame()
            if done() { return true }
            usleep(2000)
        }
        return false
    }

    /// Nothing fetched, drawn or pending: the view shows all it will show.
    var settled: Bool { !source.hasPendingFetches && tiled.pendingTileCount == 0 }
    /// Settled, and every visible tile is its own level's (none drawn from a coarser one).
    var sharp: Bool { settled && view.provisionalTileCount == 0 && tiled.missingVisibleTileCount == 0 }

    /// Settles, lets fade-ins finish (0.25 s), and returns the frame.
    func settledFrame(sharp needsSharp: Bool) -> UIImage? {
        guard run(until: { needsSharp ? sharp : settled }) else { return nil }
        for _ in 0..<20 { frame() }
        return frame()
    }

    /// Screen pixel (2 px/pt) at the centre of quadrant `i` of the fitted photo.
    static func quadrantCentre(_ i: Int) -> (x: Int, y: Int) {
        // Fitted: zoom 320/1200, the photo 320 × 213.3 pt, centred vertically at y = 133.3.
        let zoom = 320.0 / 1200, top = (480 - 800 * zoom) / 2
        let x = (Double(i % 2) * 600 + 300) * zoom, y = top + (Double(i / 2) * 400 + 200) * zoom
        return (Int(x * 2), Int(y * 2))
    }

    /// Whether every quadrant's centre shows its colour (±12 per channel, opaque): not blank, and
    /// the right picture, whichever level drew it.
    static func showsQuadrants(_ image: UIImage) -> Bool {
        guard let cg = image.cgImage else { return false }
        return RemoteTileFixture.colours.enumerated().allSatisfy { i, c in
            let p = quadrantCentre(i)
            guard let px = cg.rgba(atX: p.x, y: p.y) else { return false }
            return px.alpha == 255 && abs(Int(px.red) - c.r) <= 12 && abs(Int(px.green) - c.g) <= 12 && abs(Int(px.blue) - c.b) <= 12
        }
    }
}
