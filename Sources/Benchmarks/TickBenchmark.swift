import HeadlessHost
import UIKit

/// Measures `UIWindow.tick` with large view trees, against a baseline measured in the same run.
///
/// Wall-clock reads are allowed here (benchmarks are not library code). Each case runs `rounds`
/// rounds of `ticksPerRound` ticks; the median per-tick time is reported, as a fraction of a 120 Hz
/// frame (8.33 ms) and as a ratio to the baseline (an idle tick of an empty window).
@MainActor
struct TickBenchmark {
    static let frameBudget = 1.0 / 120.0
    let rounds: Int
    let ticksPerRound: Int

    /// `quick`: 3 rounds of 5 ticks, to check that it runs (`--quick`), not to measure.
    init(quick: Bool = false) {
        rounds = quick ? 3 : 15
        self.quick = quick
        ticksPerRound = quick ? 5 : 40
    }

    struct Result { let name: String; let median: Double }

    func measure(_ name: String, setup: () -> (UIWindow, (Int) -> Void)) -> Result {
        HostClock.reset()
        let (window, perTick) = setup()
        var time = HostClock.now
        var samples: [Double] = []
        for _ in 0..<rounds {
            let start = BenchClock.thread()
            for i in 0..<ticksPerRound {
                time += 1.0 / 120.0
                perTick(i)
                window.tick(timestamp: time)
            }
            let seconds = BenchClock.thread() - start
            samples.append(seconds / Double(ticksPerRound))
        }
        samples.sort()
        return Result(name: name, median: samples[samples.count / 2])
    }

    static func tree(of count: Int, in parent: UIView) {
        // 100 rows of 100 cells: a realistic depth (window → container → row → cell).
        let perRow = 100
        for r in 0..<(count / perRow) {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(r) * 44, width: 320, height: 44))
            for c in 0..<perRow {
                row.addSubview(UIView(frame: CGRect(x: CGFloat(c) * 3.2, y: 0, width: 3.2, height: 44)))
            }
            parent.addSubview(row)
        }
    }

    private var decelerated: UIScrollView?
    private let quick: Bool

    mutating func run(figures: inout BenchmarkFigures) {
        let baseline = measure("idle tick, empty window") {
            (UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480)), { _ in })
        }
        let idle = measure("idle tick, 10,000 views") {
            let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            Self.tree(of: 10_000, in: w)
            return (w, { _ in })
        }
        let relayout = measure("tick with one view marked for layout, 10,000 views") {
            let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            Self.tree(of: 10_000, in: w)
            let target = w.subviews[50]
            return (w, { _ in target.setNeedsLayout() })
        }
        let decelerating = measure("deceleration tick, scroll view of 10,000 subviews") {
            let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let s = UIScrollView(frame: w.bounds)
            s.contentSize = CGSize(width: 320, height: 10_000 * 44)
            for i in 0..<10_000 { s.addSubview(UIView(frame: CGRect(x: 0, y: CGFloat(i) * 44, width: 320, height: 44))) }
            w.addSubview(s)
            // One slow-decaying flick covers every measured tick (rate 0.9995: about 12 s of motion).
            s.decelerationRate = .init(rawValue: 0.9995)
            Self.flick(s, in: w)
            decelerated = s
            return (w, { _ in })
        }
        precondition(decelerated?.isDecelerating == true, "the scroll view stopped before the benchmark ended")
        let results = [baseline, idle, relayout, decelerating]
        figures[.tickDecelerating10kPercentOfFrame] = 100 * decelerating.median / Self.frameBudget
        figures[.tickDecelerating10kMs] = decelerating.median * 1000
        figures[.tickIdle10kPercentOfFrame] = 100 * idle.median / Self.frameBudget
        figures[.tickRelayout10kPercentOfFrame] = 100 * relayout.median / Self.frameBudget
        print("ScrollKit tick benchmark (\(BenchClock.name); median of \(rounds) rounds × \(ticksPerRound) ticks; 120 Hz frame = 8.33 ms)")
        for r in results {
            let ms = r.median * 1000
            let name = r.name.padding(toLength: 52, withPad: " ", startingAt: 0)
            print(name + String(format: " %8.4f ms  %6.2f%% of frame  %8.1f× baseline",
                                ms, 100 * r.median / Self.frameBudget, r.median / baseline.median))
        }
        TickScaling(quick: quick).run(figures: &figures)
    }

    /// A 2000 pt/s upward flick through the host API.
    static func flick(_ s: UIScrollView, in w: UIWindow) {
        var flick = FingerDrag(start: CGPoint(x: 160, y: 400),
                               moves: (1...12).map { k in CGPoint(x: 160, y: 400 - CGFloat(k) * 2000 / 120) },
                               liftPoint: CGPoint(x: 160, y: 400 - 13 * 2000 / 120), timing: .every(1.0 / 120.0),
                               lift: .oneIntervalLater)
        flick.ticksOnMoves = false
        HeadlessHost(window: w, time: HostClock.now + 0.001).drag(flick)
    }
}
