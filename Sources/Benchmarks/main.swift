import AppSupport
import ArgumentParser
import UIKit

/// `make bench`: prints medians and ratios; never asserts on time.
struct BenchmarksCommand: ParsableCommand {
    enum Name: String, CaseIterable, ExpressibleByArgument {
        case tick, solver, render, gigapixel, text, table, diffable
    }

    static let configuration = CommandConfiguration(
        commandName: "Benchmarks",
        abstract: "ScrollKit's tick, solver, render, gigapixel, text, table and diffable benchmarks (medians and ratios).",
        discussion: """
            Runs the named benchmarks, or all of them when none is named. Build it in release mode: \
            `make bench` does.

            Examples:
              swift run -c release Benchmarks
              swift run -c release Benchmarks gigapixel
              swift run -c release Benchmarks tick solver
              swift run -c release Benchmarks table
            """,
        version: ScrollKitVersion.string)

    @OptionGroup var logging: LogLevelOption

    @Argument(help: ArgumentHelp("Benchmarks to run: tick, solver, render, gigapixel, text, table, diffable (all when none). Example: gigapixel",
                                 valueName: "name"))
    var names: [Name] = []

    func run() throws {
        logging.bootstrap()
        let names = names  // a copy for the main actor's closure (the command is not Sendable)
        func wanted(_ name: Name) -> Bool { names.isEmpty || names.contains(name) }
        MainActor.assumeIsolated {
            if wanted(.tick) {
                var benchmark = TickBenchmark()
                benchmark.run()
            }
            if wanted(.solver) { SolverBenchmark().run() }
            if wanted(.render) { RenderBenchmark().run() }
            if wanted(.gigapixel) { GigapixelBenchmark().run() }
            if wanted(.text) { TextBenchmark().run() }
            if wanted(.table) { TableBenchmark().run() }
            if wanted(.diffable) { DiffableBenchmark().run() }
        }
    }
}

BenchmarksCommand.main()
