import AppSupport
import Foundation
import ArgumentParser
import GalleryScreens
import SDLHost
import UIKit

/// The Gallery's command line. `make demo` runs it with no options.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Gallery",
        abstract: "The seeds' scroll view examples, in an SDL2 window or headless.",
        discussion: """
            Opens the Gallery in a real SDL2 window where there is a display. Without one (or with \
            --headless) it runs a scripted session instead, prints its trace and writes PNG frames to \
            out/gallery/.

            Examples:
              Gallery
              Gallery --headless
              Gallery --frames 600 --screenshot out/last.png --log-level debug
              Gallery --record session.jsonl      (then: swift run scrollkit-plot session.jsonl)
              Gallery --rtl                       (right to left, as LANG=ar_EG.UTF-8 Gallery)
            """,
        version: ScrollKitVersion.string)

    @Flag(help: "Run the scripted headless session even when a display is available. Example: --headless")
    var headless = false

    @Option(help: ArgumentHelp("Quit the window after this many presented frames. Example: --frames 600",
                               valueName: "count"))
    var frames: Int?

    @Option(help: ArgumentHelp("Write each presented frame to this PNG file (the last one remains). Example: --screenshot out/window.png",
                               valueName: "path"))
    var screenshot: String?

    @Option(help: ArgumentHelp("Record the window session (inputs and frame times, docs/SESSION-FORMAT.md) to this file, for a headless replay or scrollkit-plot. Also SCROLLKIT_RECORD=path. Example: --record session.jsonl",
                               valueName: "path"))
    var record: String?

    @Option(help: ArgumentHelp("Show the drawing-performance overlay: a comma-separated list of graph, blended, misaligned, flash (or all). In the window F8 cycles it. Example: --debug-overlay graph,blended",
                               valueName: "list"))
    var debugOverlay: String?

    @Flag(help: "Lay the Gallery out right to left, as on an Arabic or Hebrew device (the default follows LANG: ar, he, fa, ur… read right to left). Example: --rtl")
    var rtl = false

    @OptionGroup var logging: LogLevelOption

    /// The interface direction: right to left with `--rtl`, else the one of the locale in `LANG`.
    var layoutDirection: UIUserInterfaceLayoutDirection {
        rtl ? .rightToLeft : UIUserInterfaceLayoutDirection(localeIdentifier: ProcessInfo.processInfo.environment["LANG"] ?? "")
    }

    /// The parsed `--debug-overlay` list (empty without it).
    var overlayOptions: DebugOverlayOptions { debugOverlay.flatMap(DebugOverlayOptions.init(list:)) ?? [] }

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1, not \(frames)") }
        if let debugOverlay, DebugOverlayOptions(list: debugOverlay) == nil {
            throw ValidationError("--debug-overlay takes graph, blended, misaligned, flash or all, separated by commas; not \"\(debugOverlay)\"")
        }
    }

    func run() throws {
        logging.bootstrap()
        // Copies for the main actor's closure (the command is not Sendable).
        let asked = headless, frames = frames, screenshot = screenshot, record = record
        let overlayOptions = overlayOptions
        let direction = layoutDirection
        MainActor.assumeIsolated {
            UIApplication.hostLayoutDirection = direction
            let headless = asked || !SDLWindowHost.canOpenDisplay()
            if headless {
                if !asked { print("No display found: running the Gallery headless.\n") }
                if record != nil { print("--record records a window session; the scripted headless session is not recorded.\n") }
                HeadlessGallery(outputDirectory: "out/gallery", overlay: overlayOptions).run()
            } else {
                let host = SDLWindowHost(title: "ScrollKit Gallery")
                host.frameLimit = frames
                host.screenshotPath = screenshot
                host.recordPath = record
                host.recordedAppName = "Gallery"
                host.debugOverlay = overlayOptions
                UIApplicationMain(delegate: GalleryAppDelegate(), host: host)
            }
        }
    }
}
