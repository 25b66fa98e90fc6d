import AppSupport
import ArgumentParser
import PhotoBrowser
import Foundation
import SDLHost
import TilePyramid
import UIKit

/// PhotoScroller's command line.
struct PhotoScrollerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "PhotoScroller",
        abstract: "The WWDC 2010 photo browser over your images and tilecut pyramids.",
        discussion: """
            Pages through PNG/JPEG/… images and zoomable images: tile pyramids (*.pyramid.json, made by \
            tilecut), Deep Zoom images (*.dzi) and IIIF image services (info.json or its folder), each from a \
            path or an http:// or https:// URL. With no \
            files it shows the embedded default: a 16384 × 16384 synthetic photo cut into a pyramid on \
            first run (cached), then photos it draws itself. Without a display (or with --headless) it \
            pages through the first photos and writes frames to out/photoscroller/.

            Examples:
              PhotoScroller
              PhotoScroller photos/beach.jpg pyramids/map.pyramid.json
              PhotoScroller --headless --log-level debug photos/*.png
              PhotoScroller --headless --screenshot out.png http://localhost:8000/photo.dzi
            """,
        version: ScrollKitVersion.string)

    @Flag(help: "Page through headless and write PNG frames even when a display is available. Example: --headless")
    var headless = false

    @Option(help: ArgumentHelp("With --headless: open the one zoomable image given at its fitting zoom, run until it is sharp (at most 10 s of host time), write this PNG and exit. Example: --screenshot out.png",
                               valueName: "png"))
    var screenshot: String?

    @OptionGroup var logging: LogLevelOption

    @Argument(help: ArgumentHelp("Image files and zoomable images (*.pyramid.json, *.dzi, IIIF info.json; paths or URLs) to show, in order. Example: photos/beach.jpg",
                                 valueName: "file"))
    var files: [String] = []

    /// Whether an argument names a zoomable image (rather than a plain image file).
    static func isZoomable(_ file: String) -> Bool {
        let lower = file.lowercased()
        var isDirectory: ObjCBool = false
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasSuffix(".pyramid.json") || lower.hasSuffix(".dzi")
            || lower.hasSuffix("info.json") || (FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    func validate() throws {
        if screenshot != nil && files.count != 1 {
            throw ValidationError("--screenshot takes exactly one zoomable image (a path or URL), got \(files.count)")
        }
    }

    func run() throws {
        logging.bootstrap()
        if let screenshot {
            let location = files[0]
            let opened: TileImageSource
            do { opened = try TileSources.open(location) } catch {
                FileHandle.standardError.write(Data("PhotoScroller: cannot open the zoomable image: \(error)\n".utf8))
                throw ExitCode(1)
            }
            let written = MainActor.assumeIsolated { ScreenshotRun(source: opened).write(to: screenshot) }
            if !written { throw ExitCode(1) }
            return
        }
        // The main actor's closure takes copies, not the command itself (which is not Sendable).
        let files = files, headless = headless
        MainActor.assumeIsolated {
            let source: PhotoSource = files.isEmpty ? defaultPhotos()
                : CombinedPhotos([PyramidPhotos(locations: files.filter(Self.isZoomable)),
                                  ImageFilePhotos(paths: files.filter { !Self.isZoomable($0) })])
            let delegate = PhotoScrollerDelegate(source: source)
            if headless || !SDLWindowHost.canOpenDisplay() {
                HeadlessPhotoScroller(delegate: delegate, source: source).run()
            } else {
                UIApplicationMain(delegate: delegate, host: SDLWindowHost(title: "PhotoScroller"))
            }
        }
    }
}
