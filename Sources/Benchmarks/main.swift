import UIKit

// `make bench`: prints medians and ratios; never asserts on time.
MainActor.assumeIsolated {
    var benchmark = TickBenchmark()
    benchmark.run()
    SolverBenchmark().run()
    RenderBenchmark().run()
    GigapixelBenchmark().run()
}
