import UIKit

// `make bench`: prints medians and ratios; never asserts on time.
// `Benchmarks tick solver render gigapixel` runs the named ones only (all when none is named).
let named = Set(CommandLine.arguments.dropFirst())
func wanted(_ name: String) -> Bool { named.isEmpty || named.contains(name) }
MainActor.assumeIsolated {
    if wanted("tick") {
        var benchmark = TickBenchmark()
        benchmark.run()
    }
    if wanted("solver") { SolverBenchmark().run() }
    if wanted("render") { RenderBenchmark().run() }
    if wanted("gigapixel") { GigapixelBenchmark().run() }
}
