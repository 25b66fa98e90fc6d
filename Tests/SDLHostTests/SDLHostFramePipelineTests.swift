import Foundation
import Testing

/// The SDL host runs its frames through the window's FramePipeline rather than sequencing the
/// stages itself. Running the host needs a display, so this reads its source: the loop calls
/// `runFrame`, the presenter composites through the pipeline, and neither ticks, displays or
/// composites the window on its own.
@Suite struct SDLHostFramePipelineTests {
    static func source(_ file: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("Sources/SDLHost/\(file)"), encoding: .utf8)
    }

    @Test func theWindowHostsLoopIsOneRunOfThePipelinePerFrame() throws {
        let host = try Self.source("SDLWindowHost.swift")
        #expect(host.components(separatedBy: "framePipeline.runFrame(").count == 2)
        for stage in ["window.tick(", ".displayIfNeeded(", "layer.render(in", "update(rendering:"] {
            #expect(!host.contains(stage), "SDLWindowHost runs \(stage) itself")
        }
    }

    @Test func thePresenterCompositesThroughThePipeline() throws {
        let presenter = try Self.source("SDLFramePresenter.swift")
        #expect(presenter.contains("pipeline.composite(into: frame)"))
        for stage in [".displayIfNeeded(", "layer.render(in", "update(rendering:"] {
            #expect(!presenter.contains(stage), "SDLFramePresenter runs \(stage) itself")
        }
    }
}
