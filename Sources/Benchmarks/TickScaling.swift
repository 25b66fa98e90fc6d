import UIKit

/// Issue 24's tick figure: does a decelerating scroll view's `UIWindow.tick` cost grow with the
/// number of subviews that do not change? On iOS the main thread's work per frame follows what
/// changed, so the goal is the same cost at 10,000 subviews as at 1,000 (≤ 1.5×) and ≤ 1 % of a
/// 120 Hz frame.
///
/// The tree is the one the issue describes: plain `UIView`s added with `addSubview`, one per 44-pt
/// row (the height of a default table row), no Auto Layout, straight into the scroll view. A second
/// tree, 10,000 rows each holding a `UILabel` and a `UIImageView`, is the kind users build by hand.
///
/// Each tree runs twice: ticks back to back (the tick's own work), and frames as a host runs them,
/// each tick followed by a composite into one reused 320×480 @2× context, so the tick meets the
/// caches the composite left, as in the SDL host. The tick is timed, each one on its own (thread
/// CPU time), for a median and a p95; so is the composite (display, tile and composite stages),
/// whose 10k-over-1k ratio shows that those walks, too, follow what is on screen.
@MainActor
struct TickScaling {
    /// Frames timed per tree; the deceleration (rate 0.9995, a 2000 pt/s flick) lasts far longer.
    let frames: Int
    /// The two tree sizes compared: 1,000 and 10,000 (`--quick`: 100 and 1,000, to check that it
    /// runs within the CLI test's time in a debug build, not to measure).
    let small: Int, large: Int

    init(quick: Bool) {
        frames = quick ? 10 : 600
        (small, large) = quick ? (100, 1_000) : (1_000, 10_000)
    }

    struct Result {
        let name: String
        let median: Double
        let p95: Double
        /// The composite that followed each tick (display, tile and composite stages; thread CPU
        /// time), when the tree ran between composites: its median, and nil otherwise.
        var compositeMedian: Double?
    }

    enum Rows { case plainViews, labelsAndImages }

    func measure(_ count: Int, _ rows: Rows, composites: Bool) -> Result {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: CGFloat(count) * 44)
        let image = Self.swatch()
        for i in 0..<count {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 44, width: 320, height: 44))
            switch rows {
            case .plainViews:
                row.backgroundColor = i % 2 == 0 ? .systemBlue : .systemGray
            case .labelsAndImages:
                let imageView = UIImageView(image: image)
                imageView.frame = CGRect(x: 8, y: 4, width: 36, height: 36)
                let label = UILabel(frame: CGRect(x: 52, y: 0, width: 260, height: 44))
                label.text = "Row \(i)"
                row.addSubview(imageView)
                row.addSubview(label)
            }
            scrollView.addSubview(row)
        }
        window.addSubview(scrollView)
        scrollView.decelerationRate = .init(rawValue: 0.9995)
        let ctx = CGContext(width: 640, height: 960)!
        ctx.scaleBy(x: 2, y: 2)
        // The first frame lays out and draws the whole tree: not part of the steady state.
        window.tick(timestamp: HostClock.now + 1.0 / 120)
        window.framePipeline.composite(into: ctx)
        TickBenchmark.flick(scrollView, in: window)
        var time = HostClock.now
        var samples: [Double] = [], compositeSamples: [Double] = []
        samples.reserveCapacity(frames)
        for _ in 0..<frames {
            time += 1.0 / 120
            let start = BenchClock.thread()
            window.tick(timestamp: time)
            samples.append(BenchClock.thread() - start)
            if composites {
                let start = BenchClock.thread()
                window.framePipeline.composite(into: ctx)
                compositeSamples.append(BenchClock.thread() - start)
            }
        }
        precondition(scrollView.isDecelerating, "the scroll view stopped before the benchmark ended")
        samples.sort()
        let name = rows == .plainViews ? "\(count) plain views" : "\(count) rows of a label and an image"
        compositeSamples.sort()
        return Result(name: name, median: samples[samples.count / 2],
                      p95: samples[min(samples.count - 1, samples.count * 95 / 100)],
                      compositeMedian: compositeSamples.isEmpty ? nil : compositeSamples[compositeSamples.count / 2])
    }

    /// A 36×36 filled square, the image every row's image view shows.
    static func swatch() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 36, height: 36)).image { ctx in
            UIColor.systemOrange.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 36, height: 36))
        }
    }

    func run(figures: inout BenchmarkFigures) {
        let frame = TickBenchmark.frameBudget
        func show(_ title: String, _ results: [Result]) {
            print(title)
            for r in results {
                let name = r.name.padding(toLength: 52, withPad: " ", startingAt: 0)
                print(name + String(format: " median %7.4f ms (%5.2f%% of frame)  p95 %7.4f ms (%5.2f%%)",
                                    r.median * 1000, 100 * r.median / frame, r.p95 * 1000, 100 * r.p95 / frame)
                      + (r.compositeMedian.map { String(format: "  composite median %.4f ms", $0 * 1000) } ?? ""))
            }
            print(String(format: "  \(large) over \(small) plain views: %.2f× (median), %.2f× (p95); goal ≤ 1.5×",
                         results[1].median / results[0].median, results[1].p95 / results[0].p95))
        }
        let alone = [measure(small, .plainViews, composites: false), measure(large, .plainViews, composites: false),
                     measure(large, .labelsAndImages, composites: false)]
        figures[.tickDecelerating1kPercentOfFrame] = 100 * alone[0].median / frame
        figures[.tickDecelerating10kP95PercentOfFrame] = 100 * alone[1].p95 / frame
        figures[.tickDecelerating10kOver1k] = alone[1].median / alone[0].median
        figures[.tickDecelerating10kOver1kP95] = alone[1].p95 / alone[0].p95
        figures[.tickDeceleratingLabels10kPercentOfFrame] = 100 * alone[2].median / frame
        show("Deceleration tick, ticks back to back (\(frames) frames each; issue 24)", alone)
        let hosted = [measure(small, .plainViews, composites: true), measure(large, .plainViews, composites: true),
                      measure(large, .labelsAndImages, composites: true)]
        figures[.tickHosted1kPercentOfFrame] = 100 * hosted[0].median / frame
        figures[.tickHosted10kPercentOfFrame] = 100 * hosted[1].median / frame
        figures[.tickHosted10kP95PercentOfFrame] = 100 * hosted[1].p95 / frame
        figures[.tickHosted10kOver1k] = hosted[1].median / hosted[0].median
        figures[.tickHosted10kOver1kP95] = hosted[1].p95 / hosted[0].p95
        figures[.tickHostedLabels10kPercentOfFrame] = 100 * hosted[2].median / frame
        if let small = hosted[0].compositeMedian, let large = hosted[1].compositeMedian {
            figures[.compositeDecelerating10kOver1k] = large / small
        }
        show("Deceleration tick between composites, as a host runs frames (\(frames) frames each)", hosted)
    }
}
