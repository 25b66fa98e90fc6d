import Foundation
import GalleryScreens
import HeadlessHost
import QuartzCore
import Tiling
import UIKit

/// `make soak`: seeded random gestures over every Gallery screen, headless, for a given time (10
/// minutes by default), watching for growth: resident memory over time, and the live counts of
/// views, layers, cached tiles, timers and display links in the window after warm-up.
///
/// Each round pushes a screen (animated, as a tap on the home list does), plays 6 to 14 gestures
/// on it (flings in any direction, two-finger pinches, taps followed by typing, wheel scrolls, a
/// rotation that swaps the window's width and height, an edge swipe back), lets it settle and pops
/// it (animated, or by the edge swipe). Everything is drawn from one SplitMix64 stream seeded by
/// `--seed`, so a run repeats exactly (only its wall-clock length varies).
///
/// Memory is the resident set (/proc/self/statm) after glibc's `malloc_trim(0)`, sampled after each
/// round at the home list; the first fifth of the run (at least one pass over every screen) is
/// warm-up: caches fill, fonts load, pools map. Growth is the median of the last five samples
/// minus the median of the first five after warm-up (medians, so one round that happens to end
/// on a large free does not decide it). Goal: ≤ 2 MiB (docs/bench/README.md).
@MainActor
struct SoakBenchmark {
    var seconds: Double
    var seed: UInt64

    /// Steady state may grow by this much at most (the goal in docs/bench/README.md).
    static let goalBytes = 2 * 1024 * 1024

    struct Sample {
        var wallSeconds: Double
        var round: Int
        var resident: Int
        var counts: LiveCounts
    }

    /// What the window holds when a round ends at the home list.
    struct LiveCounts: Equatable, CustomStringConvertible {
        var views = 0, layers = 0, tiles = 0, timers = 0, displayLinks = 0
        var description: String { "views \(views), layers \(layers), tiles \(tiles), timers \(timers), display links \(displayLinks)" }
    }

    func run(figures: inout BenchmarkFigures) {
        let savedScale = UIScreen.main.scale
        defer { UIScreen.main.scale = savedScale }
        HostClock.reset()
        let (nav, home) = GalleryHomeViewController.makeNavigationController()
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2, rootViewController: nav)
        var rng = SplitMix64(seed: seed)
        let start = Date()
        func elapsed() -> Double { Date().timeIntervalSince(start) }
        let warmUp = max(seconds / 5, 1)
        var samples: [Sample] = []
        var round = 0
        print("soak: \(GalleryScreen.all.count) Gallery screens, seed \(seed), \(Int(seconds)) s (warm-up \(Int(warmUp)) s)")
        // Every screen once first (warm-up in order), then at random.
        while elapsed() < seconds || round < GalleryScreen.all.count {
            let index = round < GalleryScreen.all.count ? round : Int.random(in: 0..<GalleryScreen.all.count, using: &rng)
            playRound(on: index, host: host, home: home, nav: nav, rng: &rng)
            round += 1
            GigapixelBenchmark.trimHeap()
            let sample = Sample(wallSeconds: elapsed(), round: round, resident: RenderBenchmark.residentBytes(),
                                counts: Self.counts(in: host.window))
            samples.append(sample)
            if round % 10 == 0 || round == GalleryScreen.all.count {
                print(String(format: "soak: %6.1f s, round %4d: resident %.1f MiB; %@", sample.wallSeconds, round,
                             RenderBenchmark.mib(sample.resident), sample.counts.description))
            }
        }
        report(samples, warmUp: warmUp, figures: &figures)
    }

    private func report(_ samples: [Sample], warmUp: Double, figures: inout BenchmarkFigures) {
        let steady = samples.filter { $0.wallSeconds >= warmUp && $0.round > GalleryScreen.all.count }
        guard steady.count >= 10 else {
            print("soak: only \(steady.count) rounds after warm-up; run longer (--seconds) for a growth figure")
            return
        }
        func median(_ xs: [Int]) -> Int { let s = xs.sorted(); return s[s.count / 2] }
        let first = median(steady.prefix(5).map(\.resident)), last = median(steady.suffix(5).map(\.resident))
        let growth = last - first
        let firstCounts = steady.first!.counts, lastCounts = steady.last!.counts
        print(String(format: "soak: %d rounds; after warm-up resident %.1f → %.1f MiB: growth %.2f MiB vs goal ≤ %.0f MiB: %@",
                     samples.count, RenderBenchmark.mib(first), RenderBenchmark.mib(last), RenderBenchmark.mib(growth),
                     RenderBenchmark.mib(Self.goalBytes), growth <= Self.goalBytes ? "within" : "OVER"))
        print("soak: live after warm-up \(firstCounts); at the end \(lastCounts)")
        print("soak: resident over time (MiB, one sample a tenth of the run):")
        let stride = max(1, samples.count / 10)
        for sample in samples.enumerated().filter({ $0.offset % stride == 0 || $0.offset == samples.count - 1 }).map(\.element) {
            print(String(format: "   %7.1f s  round %4d  %.1f", sample.wallSeconds, sample.round, RenderBenchmark.mib(sample.resident)))
        }
        figures[.soakGrowthAfterWarmUpMib] = RenderBenchmark.mib(growth)
        figures[.soakSeconds] = samples.last!.wallSeconds
        figures[.soakRounds] = Double(samples.count)
        figures[.soakLiveViewsGrowth] = Double(lastCounts.views - firstCounts.views)
        figures[.soakLiveLayersGrowth] = Double(lastCounts.layers - firstCounts.layers)
        figures[.soakLiveTimersGrowth] = Double(lastCounts.timers + lastCounts.displayLinks - firstCounts.timers - firstCounts.displayLinks)
    }

    /// One round on screen `index`: push, gestures, settle, pop; ends at the home list, settled.
    private func playRound(on index: Int, host: HeadlessHost, home: GalleryHomeViewController, nav: UINavigationController,
                           rng: inout SplitMix64) {
        home.open(index, animated: true)
        host.idle(0.6)
        for _ in 0..<Int.random(in: 6...14, using: &rng) { gesture(host: host, rng: &rng) }
        host.idle(1)
        if nav.topViewController !== home {
            if Bool.random(using: &rng) { nav.popViewController(animated: true) } else { edgeSwipeBack(host) }
            host.idle(0.6)
        }
        home.close()   // if the edge swipe was cancelled, or a screen pushed another
        if host.window.bounds.width > host.window.bounds.height { rotate(host) }
        host.idle(0.5)
    }

    private func gesture(host: HeadlessHost, rng: inout SplitMix64) {
        let bounds = host.window.bounds
        func point() -> CGPoint {
            CGPoint(x: CGFloat.random(in: 30...(bounds.width - 30), using: &rng),
                    y: CGFloat.random(in: 120...(bounds.height - 60), using: &rng))
        }
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<40:   // a fling: 120–600 pt in 60–150 ms, lifting while moving
            let from = point(), angle = Double.random(in: 0..<(2 * .pi), using: &rng)
            let length = CGFloat.random(in: 120...600, using: &rng)
            let steps = Int.random(in: 4...9, using: &rng)
            host.drag(FingerDrag(from: from, by: CGPoint(x: length * cos(angle), y: length * sin(angle)), steps: steps,
                                 timing: .every(1.0 / 60), lift: .atLastMove, liftContinuesMotion: true))
            host.idle(Double.random(in: 0.2...1.5, using: &rng))
        case 40..<55:  // a pinch, out or in
            let centre = point(), grow = Bool.random(using: &rng)
            let (from, to): (CGFloat, CGFloat) = grow ? (40, 220) : (220, 40)
            for step in 0...12 {
                let d = from + (to - from) * CGFloat(step) / 12
                let phase: UITouch.Phase = step == 0 ? .began : .moved
                host.send([TouchInput(id: 1, phase: phase, location: CGPoint(x: centre.x - d / 2, y: centre.y)),
                           TouchInput(id: 2, phase: phase, location: CGPoint(x: centre.x + d / 2, y: centre.y))])
                host.advance(by: 1.0 / 60)
            }
            host.send([TouchInput(id: 1, phase: .ended, location: CGPoint(x: centre.x - to / 2, y: centre.y)),
                       TouchInput(id: 2, phase: .ended, location: CGPoint(x: centre.x + to / 2, y: centre.y))])
            host.idle(0.5)
        case 55..<70:  // a tap, then typing (goes to a text field if the tap focused one)
            host.tap(at: point())
            host.idle(0.3)
            host.sendText(["hello", "ScrollKit", "1234", "soak"].randomElement(using: &rng)!)
            host.idle(0.3)
        case 70..<82:  // a wheel scroll
            host.sendScrollWheel(CGPoint(x: 0, y: CGFloat.random(in: -400...400, using: &rng)), at: point())
            host.idle(0.5)
        case 82..<92:  // rotation: width and height swap, as a device turning
            rotate(host)
            host.idle(0.5)
        default:       // a slow drag with a rest before lifting (no fling)
            host.drag(from: point(), to: point(), duration: 0.4, holdBeforeLift: 0.1)
            host.idle(0.3)
        }
    }

    private func rotate(_ host: HeadlessHost) {
        let size = host.window.bounds.size
        host.window.frame = CGRect(x: 0, y: 0, width: size.height, height: size.width)
    }

    /// The interactive pop: a finger from the left edge across two thirds of the width.
    private func edgeSwipeBack(_ host: HeadlessHost) {
        let y = host.window.bounds.height / 2
        host.drag(FingerDrag(from: CGPoint(x: 4, y: y), by: CGPoint(x: host.window.bounds.width * 0.66, y: 0), steps: 12,
                             timing: .every(1.0 / 60), lift: .atLastMove, liftContinuesMotion: true))
    }

    /// Views and layers in the window's tree, tiles cached by its tiled layers, and the host's timers
    /// and display links.
    static func counts(in window: UIWindow) -> LiveCounts {
        var counts = LiveCounts()
        func visit(_ view: UIView) {
            counts.views += 1
            view.subviews.forEach(visit)
        }
        func visit(_ layer: CALayer) {
            counts.layers += 1
            if let tiled = layer as? CATiledLayer { counts.tiles += tiled.cachedTileCount }
            layer.sublayers?.forEach(visit)
        }
        visit(window)
        visit(window.layer)
        counts.timers = HostScheduler.shared.liveTimerCount
        counts.displayLinks = HostScheduler.shared.liveDisplayLinkCount
        return counts
    }
}
