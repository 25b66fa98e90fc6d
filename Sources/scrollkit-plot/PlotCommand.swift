import AppSupport
import ArgumentParser
import Foundation
import GalleryScreens
import HeadlessHost
import HostSession
import SessionPlot
import UIKit

/// `scrollkit-plot session.jsonl [-o out.svg]`: replays a recorded session headless and plots every
/// scroll view's contentOffset against time, with the reference model's deceleration after each
/// release and the phase changes marked.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollkit-plot",
        abstract: "Plot a recorded session's scroll offsets against the reference physics (SVG).",
        discussion: """
            Replays SESSION (a JSON-lines recording, docs/SESSION-FORMAT.md; record one with \
            `Gallery --record session.jsonl`) in a headless window and writes an SVG with one panel per \
            scroll view that moved: contentOffset against time (solid), the reference model's \
            deceleration after each flick (dashed, from the deceleration formula alone), \
            and marks where the view began dragging, decelerating, bouncing or went idle.

            Examples:
              scrollkit-plot session.jsonl
              scrollkit-plot session.jsonl -o docs/plots/flick.svg
              scrollkit-plot session.jsonl --last-frame replayed.png
            """,
        version: ScrollKitVersion.string)

    @Argument(help: ArgumentHelp("The recorded session. Example: session.jsonl", valueName: "session"))
    var session: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the plot (.svg); default: the session's name with .svg. Example: -o plot.svg",
                                                   valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("Also write the replay's last presented frame as PNG, to compare with the recording window's last frame. Example: --last-frame last.png",
                               valueName: "png"))
    var lastFrame: String?

    @OptionGroup var logging: LogLevelOption

    func validate() throws {
        if let output, !output.lowercased().hasSuffix(".svg") {
            throw ValidationError("only SVG output is supported; give a path ending in .svg, not \(output)")
        }
    }

    func run() throws {
        logging.bootstrap()
        let recording: SessionRecording
        do {
            recording = try SessionRecording(contentsOf: URL(fileURLWithPath: session))
        } catch let error as SessionFileError {
            throw ValidationError("\(session): \(error)")
        } catch {
            throw ValidationError("cannot read \(session): \(error.localizedDescription)")
        }
        let path = output ?? (session.hasSuffix(".jsonl") ? String(session.dropLast(6)) : session) + ".svg"
        let session = session, lastFrame = lastFrame  // copies for the main actor (the command is not Sendable)
        let count = try MainActor.assumeIsolated { () throws -> Int in
            guard SessionApps.names.contains(recording.header.app) else {
                throw ValidationError("\(session) records the app \"\(recording.header.app)\"; scrollkit-plot replays \(SessionApps.names.joined(separator: ", "))")
            }
            let host = HeadlessHost(replaying: recording.header) {
                SessionApps.rootViewController(for: recording.header.app) ?? UIViewController()
            }
            var last: UIImage?
            let traces = SessionSampler().replay(recording, on: host) { frame in
                if frame.presented, let image = frame.image { last = image }
            }
            if let lastFrame {
                guard let data = last?.pngData(), (try? data.write(to: URL(fileURLWithPath: lastFrame))) != nil else {
                    throw ValidationError("cannot write the last frame to \(lastFrame) (no frame was presented, or the path is not writable)")
                }
            }
            let svg = SessionPlotSVG.document(traces, title: URL(fileURLWithPath: session).lastPathComponent)
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
            return traces.count
        }
        print("wrote \(path): \(count) scroll view\(count == 1 ? "" : "s") over \(recording.events.filter(\.isFrame).count) frames")
    }
}

/// The applications a session can name in its header, and the window each builds.
@MainActor
enum SessionApps {
    static let names = ["Gallery"]

    static func rootViewController(for app: String) -> UIViewController? {
        switch app {
        // The Gallery's root since issue 27: its tab bar around the home list's navigation controller.
        case "Gallery": return GalleryHomeViewController.makeTabBarController().0
        default: return nil
        }
    }
}
