import AppSupport
import ArgumentParser
import PhotoBrowser
import SDLHost
import UIKit

/// PhotoScroller's command line.
struct PhotoScrollerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "PhotoScroller",
        abstract: "The WWDC 2010 photo browser over your images and tilecut pyramids.",
        discussion: """
            Pages through PNG/JPEG/… images and tile pyramids (*.pyramid.json, made by tilecut). With no \
            files it shows the embedded default: a 16384 × 16384 synthetic photo cut into a pyramid on \
            first run (cached), then photos it draws itself. Without a display (or with --headless) it \
            pages through the first photos and writes frames to out/photoscroller/.

            Examples:
              PhotoScroller
              PhotoScroller photos/beach.jpg pyramids/map.pyramid.json
              PhotoScroller --headless --log-level debug photos/*.png
            """,
        version: ScrollKitVersion.string)

    @Flag(help: "Page through headless and write PNG frames even when a display is available. Example: --headless")
    var headless = false

    @OptionGroup var logging: LogLevelOption

    @Argument(help: ArgumentHelp("Image files and *.pyramid.json manifests to show, in order. Example: photos/beach.jpg",
                                 valueName: "file"))
    var files: [String] = []

    func run() throws {
        logging.bootstrap()
        MainActor.assumeIsolated {
            let source: PhotoSource = files.isEmpty ? defaultPhotos()
                : CombinedPhotos([PyramidPhotos(manifests: files.filter { $0.hasSuffix(".pyramid.json") }.map { URL(fileURLWithPath: $0) }),
                                  ImageFilePhotos(paths: files.filter { !$0.hasSuffix(".pyramid.json") })])
            let delegate = PhotoScrollerDelegate(source: source)
            if headless || !SDLWindowHost.canOpenDisplay() {
                HeadlessPhotoScroller(delegate: delegate, source: source).run()
            } else {
                UIApplicationMain(delegate: delegate, host: SDLWindowHost(title: "PhotoScroller"))
            }
        }
    }
}
