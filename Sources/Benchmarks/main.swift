import AppSupport
import Foundation
import Synchronization
import ArgumentParser
import TilePyramid
import UIKit

/// `make bench`: prints medians and ratios; never asserts on time.
struct BenchmarksCommand: ParsableCommand {
    enum Name: String, CaseIterable, ExpressibleByArgument {
        case tick, solver, render, gigapixel, text, table, diffable, shadows, bitmaplayout, soak
    }

    static let configuration = CommandConfiguration(
        commandName: "Benchmarks",
        abstract: "ScrollKit's tick, solver, render, gigapixel, text, table, diffable and bitmaplayout benchmarks (medians and ratios).",
        discussion: """
            Runs the named benchmarks, or all of them when none is named. Build it in release mode: \
            `make bench` does.

            Examples:
              swift run -c release Benchmarks
              swift run -c release Benchmarks gigapixel
              swift run -c release Benchmarks gigapixel --tile-format jpeg
              swift run -c release Benchmarks tick solver
              swift run -c release Benchmarks table
              swift run -c release Benchmarks bitmaplayout
              swift run -c release Benchmarks --json bench.json
            """,
        version: ScrollKitVersion.string)

    @OptionGroup var logging: LogLevelOption

    @Argument(help: ArgumentHelp("Benchmarks to run: tick, solver, render, gigapixel, text, table, diffable, bitmaplayout (all when none); shadows (layer shadows while scrolling) and soak (make soak) run only when named. Example: gigapixel",
                                 valueName: "name"))
    var names: [Name] = []

    @Option(name: .customLong("json"),
            help: ArgumentHelp("Also write the performance goal figures (the goals table of docs/bench/README.md) to this file as one JSON object; figures of benchmarks not run are null. Example: --json bench.json",
                               valueName: "path"))
    var jsonPath: String?

    @Flag(help: ArgumentHelp("A few frames per case and no gigapixel session: checks that everything runs and the JSON is complete, not a measurement. Example: --quick --json /tmp/bench.json tick"))
    var quick = false

    @Option(name: .customLong("tile-cache-mib"),
            help: ArgumentHelp("The gigapixel viewer's tile cache budget in MiB (the host's TileManager.budget; its 40 MiB default when not given), to compare budgets. Example: --tile-cache-mib 32 gigapixel",
                               valueName: "MiB"))
    var tileCacheMiB: Int?

    @Option(name: .customLong("tile-format"),
            help: ArgumentHelp("The gigapixel script's tiles: png (the default pyramid), jpeg (the same pyramid as Deep Zoom with JPEG tiles; figures under _jpeg keys) or both (the default). Example: --tile-format jpeg gigapixel",
                               valueName: "format"))
    var tileFormat: GigapixelTileFormats = .both

    @Option(help: ArgumentHelp("How long the soak plays gestures, in seconds (wall clock). Example: --seconds 600 soak", valueName: "seconds"))
    var seconds: Double = 600

    @Option(help: ArgumentHelp("The soak's random seed (the same seed plays the same gestures). Example: --seed 7 soak", valueName: "seed"))
    var seed: UInt64 = 1

    @Flag(help: ArgumentHelp("Draw scaled opaque images with cairo, as before the direct scaler (issue 28), to compare the two in one binary. Example: --cairo-scaler gigapixel"))
    var cairoScaler = false

    @Flag(help: ArgumentHelp("Time with the wall clock instead of CPU time (meaningful only on an idle machine). Example: --wall-clock render"))
    var wallClock = false

    func validate() throws {
        if !(seconds.isFinite && seconds > 0) { throw ValidationError("--seconds must be a positive number, not \(seconds)") }
        if let tileCacheMiB, tileCacheMiB < 1 { throw ValidationError("--tile-cache-mib must be at least 1, not \(tileCacheMiB)") }
        guard let jsonPath else { return }
        let folder = (jsonPath as NSString).deletingLastPathComponent
        guard FileManager.default.isWritableFile(atPath: folder.isEmpty ? "." : folder) else {
            throw ValidationError("cannot write \(jsonPath): its folder is missing or read-only")
        }
    }

    func run() throws {
        logging.bootstrap()
        let names = names  // a copy for the main actor's closure (the command is not Sendable)
        func wanted(_ name: Name) -> Bool { names.isEmpty || names.contains(name) }
        BenchClock.usesWallClock = wallClock
        if cairoScaler { CGContext.directScalingByDefault.store(false, ordering: .relaxed) }
        var figures = BenchmarkFigures()
        let quick = quick, tileCacheMiB = tileCacheMiB, tileFormats = tileFormat.formats
        let soakSeconds = seconds, soakSeed = seed
        MainActor.assumeIsolated {
            if wanted(.tick) {
                var benchmark = TickBenchmark(quick: quick)
                benchmark.run(figures: &figures)
            }
            if wanted(.solver) { SolverBenchmark().run() }
            if wanted(.render) { RenderBenchmark(quick: quick).run(figures: &figures) }
            if wanted(.gigapixel) {
                if quick { print("gigapixel: skipped by --quick (its pyramid takes minutes to build)") }
                else { GigapixelBenchmark(tileCacheMiB: tileCacheMiB, tileFormats: tileFormats).run(figures: &figures) }
            }
            if wanted(.text) { TextBenchmark().run() }
            if wanted(.table) { TableBenchmark().run() }
            if wanted(.diffable) { DiffableBenchmark().run() }
            if wanted(.bitmaplayout) { BitmapLayoutBenchmark(quick: quick).run(figures: &figures) }
            if names.contains(.shadows) { ShadowBenchmark().run() }
            if names.contains(.soak) { SoakBenchmark(seconds: soakSeconds, seed: soakSeed).run(figures: &figures) }
        }
        if let jsonPath {
            do {
                try figures.json.write(toFile: jsonPath, atomically: true, encoding: .utf8)
                print("figures written to \(jsonPath)")
            } catch {
                throw ValidationError("cannot write \(jsonPath): \(error.localizedDescription)")
            }
        }
    }
}

/// `--tile-format`: which pyramids the gigapixel script runs on.
enum GigapixelTileFormats: String, CaseIterable, ExpressibleByArgument {
    case png, jpeg, both
    var formats: [DeepZoomTileFormat] {
        switch self {
        case .png: return [.png]
        case .jpeg: return [.jpeg]
        case .both: return [.png, .jpeg]
        }
    }
}

BenchmarksCommand.main()
