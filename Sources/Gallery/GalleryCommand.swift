import AppSupport
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

    @OptionGroup var logging: LogLevelOption

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1, not \(frames)") }
    }

    func run() throws {
        logging.bootstrap()
        // Copies for the main actor's closure (the command is not Sendable).
        let asked = headless, frames = frames, screenshot = screenshot
        MainActor.assumeIsolated {
            let headless = asked || !SDLWindowHost.canOpenDisplay()
            if headless {
                if !asked { print("No display found: running the Gallery headless.\n") }
                HeadlessGallery(outputDirectory: "out/gallery").run()
            } else {
                let host = SDLWindowHost(title: "ScrollKit Gallery")
                host.frameLimit = frames
                host.screenshotPath = screenshot
                UIApplicationMain(delegate: GalleryAppDelegate(), host: host)
            }
        }
    }
}
