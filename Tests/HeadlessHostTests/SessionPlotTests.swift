import Foundation
import GalleryScreens
import HeadlessHost
import HostSession
import SessionPlot
import Testing
import UIKit

@Suite(.serialized) @MainActor
struct SessionPlotTests {
    /// TV-1 (Sources/UIKit/UIKit.docc/ScrollPhysicsModel.md): a 1000 pt/s release at 0.998 travels 499 pt (the
    /// per-ms sum d/(1 − d)); it stops at 10 pt/s, after ln(10/1000)/(1000 ln 0.998) = 2.300 s.
    @Test func theReferenceCurveIsTheFormula() {
        let r = ReleaseReference(time: 1, offset: 100, velocity: 1000, rate: 0.998)
        #expect(abs(r.offset(after: 1000) - 599) < 1e-6)
        #expect(abs(r.duration - 2.3003) < 1e-3)
        let stopped: Double = 100 + (1000 - 10) / 1000 * 0.998 / 0.002
        #expect(abs(r.offset(after: r.duration) - stopped) < 1e-6)
        // A curve that leaves the content ends at the edge.
        let clipped = r.samples(lower: 0, upper: 300)
        #expect(clipped.last?.offset == 300)
    }

    @Test func theReleaseVelocityIsTheTrailing100Milliseconds() {
        let moves = (0...6).map { (time: Double($0) / 60, position: 400 - 40 * Double($0)) }
        #expect(abs(ReleaseReference.fingerVelocity(samples: moves, liftTime: 0.1) - -2400) < 1e-6)
        // Resting 50 ms before the lift: no velocity.
        let rested = moves + [(time: 0.15, position: 160)]
        #expect(ReleaseReference.fingerVelocity(samples: rested, liftTime: 0.15) == 0)
    }

    @Test func thePlotOfTheFixtureHasOnePathPerScrollViewAndTheReference() throws {
        let recording = try SessionRecording(contentsOf: LabelsFlickScript.file120)
        let mainScale = UIScreen.main.scale   // a replay sets the main screen's scale; other suites expect 2×
        defer { UIScreen.main.scale = mainScale }
        let host = HeadlessHost(replaying: recording.header) { GalleryHomeViewController.makeNavigationController().0 }
        let traces = SessionSampler().replay(recording, on: host)
        let svg = SessionPlotSVG.document(traces, title: "labels-flick-120hz.jsonl")
        #expect(traces.count >= 1)
        #expect(svg.components(separatedBy: "class=\"offset\"").count - 1 == traces.count)
        let labels = try #require(traces.first { $0.releases.count == 1 })
        #expect(labels.plotsVerticalAxis)
        #expect(abs(labels.releases[0].velocity - 2400) < 1e-6)
        #expect(svg.components(separatedBy: "class=\"reference\"").count - 1 >= 1)
        let phases = labels.phaseChanges.map(\.phase)
        #expect(phases.starts(with: [.dragging, .decelerating]))
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"))
    }

    /// The executable itself, when the build made it next to the tests: it writes the plot and says so.
    @Test func scrollkitPlotRunsOnTheFixture() throws {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [here, here.deletingLastPathComponent(), here.deletingLastPathComponent().deletingLastPathComponent(),
                          URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/debug")]
            .map { $0.appendingPathComponent("scrollkit-plot") }
        guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            Issue.record("scrollkit-plot not built (swift build --build-tests builds it)")
            return
        }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("scrollkit-plot-test-\(ProcessInfo.processInfo.processIdentifier).svg")
        defer { try? FileManager.default.removeItem(at: out) }
        let process = Process()
        process.executableURL = tool
        process.arguments = [LabelsFlickScript.file120.path, "-o", out.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let said = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        let svg = try String(contentsOf: out, encoding: .utf8)
        let paths = svg.components(separatedBy: "class=\"offset\"").count - 1
        #expect(paths >= 1)
        #expect(said.contains("\(paths) scroll view"))
    }
}
