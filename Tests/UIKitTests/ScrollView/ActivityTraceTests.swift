import Foundation
import HostContextTesting
import Testing
import UIKit

/// The scroll view's motion, frame by frame, compared with a trace recorded before the scroll view's
/// state became one `activity` value (UIScrollView+Activity.swift). The redesign must not change
/// behaviour, so every scripted scenario below (drags, flicks, edge bounces, paging, catches,
/// programmatic animations, zooms, nested views, wheel and keys, a table) must give exactly the
/// recorded numbers: each line holds a timestamp, every observed scroll view's `contentOffset` and
/// `zoomScale` as shortest round-trip decimals (equal strings are equal bit patterns), the seven
/// state flags, and the delegate messages since the previous line.
///
/// `SCROLLKIT_RECORD_TRACE=1` rewrites Fixtures/scroll-activity-trace.txt instead of comparing (only
/// for a deliberate behaviour change; say why in the commit).
@Suite(.freshHostContext) @MainActor struct ActivityTraceTests {
    @Test func everyScenarioMatchesTheRecordedTrace() throws {
        var lines: [String] = []
        for (name, scenario) in ActivityTraceScenarios.all {
            lines.append("# \(name)")
            lines += scenario()
        }
        try expectRecordedTrace(lines, fixture: "scroll-activity-trace.txt")
    }
}

/// Compares a trace with the recording Fixtures/`fixture` line by line, reporting the first few
/// differing lines with the scenario (`# name` line) they belong to. `SCROLLKIT_RECORD_TRACE=1`
/// rewrites the recording instead (only for a deliberate behaviour change; say why in the commit).
@MainActor
func expectRecordedTrace(_ lines: [String], fixture: String) throws {
    let text = lines.joined(separator: "\n") + "\n"
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(fixture)")
    if ProcessInfo.processInfo.environment["SCROLLKIT_RECORD_TRACE"] == "1" {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record("SCROLLKIT_RECORD_TRACE is set under CI; the trace is not checked")
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let recorded = try String(contentsOf: url, encoding: .utf8)
    let expected = recorded.split(separator: "\n", omittingEmptySubsequences: false)
    let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(actual.count == expected.count, "trace has \(actual.count) lines, the recording \(expected.count)")
    var scenario = "", reported = 0
    for (a, e) in zip(actual, expected) {
        if e.hasPrefix("# ") { scenario = String(e) }
        guard a != e, reported < 5 else { continue }
        reported += 1
        Issue.record("\(scenario)\n expected \(e)\n actual   \(a)")
    }
}

/// Records what a set of scroll views do: after every event and every tick one line per view.
@MainActor
final class ActivityTraceScript {
    let window: UIWindow
    var time: TimeInterval = 0
    private(set) var lines: [String] = []
    private var observed: [(name: String, view: UIScrollView, log: ActivityTraceDelegate)] = []
    /// Called after every event, tick and code step with its label (`e`, `k`, `c:…`): the transition
    /// trace (ActivityTransitionTraceTests) samples the activity there.
    var afterStep: ((String) -> Void)?

    init(size: CGSize = CGSize(width: 320, height: 480)) {
        HostClock.reset()
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.makeKeyAndVisible()
    }

    /// Adds `view` to the trace under `name`; its delegate becomes a recorder (zooming `zoomView`).
    @discardableResult
    func observe(_ view: UIScrollView, as name: String, zoomView: UIView? = nil) -> ActivityTraceDelegate {
        let log = ActivityTraceDelegate(zoomView: zoomView)
        view.delegate = log
        observed.append((name, view, log))
        return log
    }

    func record(_ what: String) {
        afterStep?(what)
        for o in observed {
            let v = o.view
            let flags = [v.isTracking, v.isDragging, v.isDecelerating, v.isZooming, v.isZoomBouncing,
                         v.isScrollAnimating, v.isZoomAnimating].map { $0 ? "1" : "0" }.joined()
            let messages = o.log.take()
            lines.append("\(what) t=\(time) \(o.name) o=\(Double(v.contentOffset.x)),\(Double(v.contentOffset.y)) "
                         + "z=\(Double(v.zoomScale)) f=\(flags)" + (messages.isEmpty ? "" : " m=\(messages)"))
        }
    }

    func tick() { window.tick(timestamp: time); record("k") }

    func send(_ touches: [TouchInput]) { window.send(touches, timestamp: time); record("e") }

    func finger(_ phase: UITouch.Phase, _ p: CGPoint, id: Int = 0) { send([TouchInput(id: id, phase: phase, location: p)]) }

    /// Drags one finger from `from` by `delta` in `steps` moves at `rate` events per second, ticking at
    /// each, then lifts after `pause` seconds (0: one more step of motion at the lift, so it flings).
    func drag(from: CGPoint, by delta: CGPoint, steps: Int, rate: Double = 120, pause: TimeInterval = 0, lift: Bool = true) {
        finger(.began, from)
        tick()
        var p = from
        for i in 1...steps {
            time += 1 / rate
            p = CGPoint(x: from.x + delta.x * CGFloat(i) / CGFloat(steps), y: from.y + delta.y * CGFloat(i) / CGFloat(steps))
            finger(.moved, p)
            tick()
        }
        guard lift else { return }
        if pause > 0 {
            run(for: pause)
        } else {
            time += 1 / rate
            p = CGPoint(x: p.x + delta.x / CGFloat(steps), y: p.y + delta.y / CGFloat(steps))
        }
        finger(.ended, p)
        tick()
    }

    /// Two fingers on a horizontal line, `from` to `to` apart, the centre moving by `pan`, in `steps`
    /// events at 60 per second; both lift together when `lift`.
    func pinch(center: CGPoint, from: CGFloat, to: CGFloat, pan: CGPoint = .zero, steps: Int, lift: Bool = true) {
        func fingers(_ f: CGFloat, _ phase: UITouch.Phase) -> [TouchInput] {
            let d = from + (to - from) * f
            let c = CGPoint(x: center.x + pan.x * f, y: center.y + pan.y * f)
            return [TouchInput(id: 1, phase: phase, location: CGPoint(x: c.x - d / 2, y: c.y)),
                    TouchInput(id: 2, phase: phase, location: CGPoint(x: c.x + d / 2, y: c.y))]
        }
        send(fingers(0, .began))
        tick()
        for i in 1...steps {
            time += 1.0 / 60
            send(fingers(CGFloat(i) / CGFloat(steps), .moved))
            tick()
        }
        guard lift else { return }
        send(fingers(1, .ended))
        tick()
    }

    /// Ticks at `rate` per second for `seconds`.
    func run(for seconds: TimeInterval, rate: Double = 60) {
        let frames = Int((seconds * rate).rounded())
        for _ in 0..<frames { time += 1 / rate; tick() }
    }

    /// Does `action` now (code running between frames) and records its effect.
    func code(_ label: String, _ action: () -> Void) {
        action()
        record("c:\(label)")
    }
}

/// Logs every scroll view delegate message by name; zooms `zoomView` when one is given.
@MainActor
final class ActivityTraceDelegate: UIScrollViewDelegate {
    let zoomView: UIView?
    private var pending: [String] = []
    var retarget: ((CGPoint) -> CGPoint)?

    init(zoomView: UIView?) { self.zoomView = zoomView }

    func take() -> String { defer { pending.removeAll() }; return pending.joined(separator: ",") }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewDidScroll(_ s: UIScrollView) { pending.append("scroll") }
    func scrollViewDidZoom(_ s: UIScrollView) { pending.append("zoom") }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { pending.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        pending.append("willEndDragging(\(Double(v.x)),\(Double(v.y))->\(Double(t.pointee.x)),\(Double(t.pointee.y)))")
        if let retarget { t.pointee = retarget(t.pointee) }
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { pending.append("didEndDragging(\(d))") }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { pending.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { pending.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { pending.append("didEndScrollingAnimation") }
    func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool { pending.append("shouldScrollToTop"); return true }
    func scrollViewDidScrollToTop(_ s: UIScrollView) { pending.append("didScrollToTop") }
    func scrollViewWillBeginZooming(_ s: UIScrollView, with view: UIView?) { pending.append("willBeginZooming") }
    func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        pending.append("didEndZooming(\(Double(scale)))")
    }
}

/// A plain table for the trace: 300 rows of 44 pt.
@MainActor
final class ActivityTraceTableSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 300 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// The scripted scenarios, in a fixed order.
@MainActor
enum ActivityTraceScenarios {
    static let all: [(String, @MainActor () -> [String])] = [
        ("flick", flick),
        ("flick into the bottom edge", flickIntoBottomEdge),
        ("flick into the top edge at 120 Hz", flickIntoTopEdge),
        ("overscroll released at rest and with speed", overscrollRelease),
        ("catch a flick and drag again", catchAndDragAgain),
        ("catch a bounce and drag", catchBounce),
        ("paging", paging),
        ("programmatic animations", programmatic),
        ("offset set during motion, stopScrollingAndZooming", interruptions),
        ("retargeted release", retarget),
        ("directional lock and bounces off", lockAndWalls),
        ("fast rate at 144 Hz", fastRate),
        ("pinch past the maximum and back", pinchBounce),
        ("pinch with pan", pinchWithPan),
        ("programmatic zooms", programmaticZoom),
        ("touch during a zoom animation", touchDuringZoomAnimation),
        ("nested paging and lists", nested),
        ("wheel and keys", wheelAndKeys),
        ("small content, always bounce", smallContent),
        ("refresh control", refreshControl),
        ("table fling", tableFling),
    ]

    private static func plain(_ content: CGSize = CGSize(width: 320, height: 5000)) -> (ActivityTraceScript, UIScrollView) {
        let s = ActivityTraceScript()
        let v = UIScrollView(frame: s.window.bounds)
        v.contentSize = content
        s.window.addSubview(v)
        s.observe(v, as: "v")
        s.tick()
        return (s, v)
    }

    static func flick() -> [String] {
        let (s, _) = plain()
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        s.run(for: 3)
        return s.lines
    }

    static func flickIntoBottomEdge() -> [String] {
        let (s, v) = plain()
        s.code("offset") { v.contentOffset = CGPoint(x: 0, y: 4300) }
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300), steps: 10)
        s.run(for: 2)
        return s.lines
    }

    static func flickIntoTopEdge() -> [String] {
        let (s, v) = plain()
        s.code("offset") { v.contentOffset = CGPoint(x: 0, y: 300) }
        s.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 250), steps: 10, rate: 120)
        s.run(for: 2, rate: 120)
        return s.lines
    }

    static func overscrollRelease() -> [String] {
        let (s, _) = plain()
        s.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 200), steps: 20, pause: 0.1)
        s.run(for: 1)
        // Pulled past the top and let go while still pulling outward, then inward.
        s.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 200), steps: 20)
        s.run(for: 1)
        s.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 150), steps: 10, lift: false)
        s.drag(from: CGPoint(x: 160, y: 250), by: CGPoint(x: 0, y: -60), steps: 5)
        s.run(for: 1)
        return s.lines
    }

    static func catchAndDragAgain() -> [String] {
        let (s, _) = plain()
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        s.run(for: 0.3)
        s.finger(.began, CGPoint(x: 100, y: 300))
        s.tick()
        s.time += 0.1
        s.finger(.ended, CGPoint(x: 100, y: 300))
        s.tick()
        s.run(for: 0.2)
        s.drag(from: CGPoint(x: 160, y: 200), by: CGPoint(x: 0, y: 180), steps: 12)
        s.run(for: 3)
        return s.lines
    }

    static func catchBounce() -> [String] {
        let (s, v) = plain()
        s.code("offset") { v.contentOffset = CGPoint(x: 0, y: 4400) }
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300), steps: 8)
        s.run(for: 0.25)
        // The finger lands while the content is past the bottom edge, pulls further, lets go.
        s.drag(from: CGPoint(x: 160, y: 300), by: CGPoint(x: 0, y: -80), steps: 8, pause: 0.05)
        s.run(for: 1.5)
        return s.lines
    }

    static func paging() -> [String] {
        let (s, v) = plain(CGSize(width: 1600, height: 480))
        v.isPagingEnabled = true
        s.drag(from: CGPoint(x: 300, y: 240), by: CGPoint(x: -100, y: 0), steps: 20, pause: 0.05)
        s.run(for: 1)
        s.drag(from: CGPoint(x: 300, y: 240), by: CGPoint(x: -100, y: 0), steps: 6)
        s.run(for: 1)
        s.drag(from: CGPoint(x: 100, y: 240), by: CGPoint(x: 250, y: 0), steps: 6)
        s.run(for: 0.2)
        s.drag(from: CGPoint(x: 100, y: 240), by: CGPoint(x: 60, y: 0), steps: 6)
        s.run(for: 1)
        s.code("stop") { v.stopScrollingAndZooming() }
        s.drag(from: CGPoint(x: 10, y: 240), by: CGPoint(x: 200, y: 0), steps: 20)
        s.run(for: 1)
        return s.lines
    }

    static func programmatic() -> [String] {
        let (s, v) = plain()
        s.code("setContentOffset") { v.setContentOffset(CGPoint(x: 0, y: 600), animated: true) }
        s.run(for: 0.1)
        s.code("setContentOffset again") { v.setContentOffset(CGPoint(x: 0, y: 100), animated: true) }
        s.run(for: 0.5)
        s.code("scrollRectToVisible") { v.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 100), animated: true) }
        s.run(for: 0.15)
        s.code("set offset") { v.setContentOffset(CGPoint(x: 0, y: 900), animated: false) }
        s.run(for: 0.2)
        s.code("scrollRectToVisible") { v.scrollRectToVisible(CGRect(x: 0, y: 1500, width: 10, height: 100), animated: true) }
        s.run(for: 0.4)
        s.code("scroll to top") { _ = s.window.requestScrollToTop() }
        s.run(for: 0.1)
        s.code("offset during animation") { v.contentOffset = CGPoint(x: 0, y: 1200) }
        s.run(for: 0.4)
        s.code("setContentOffset") { v.setContentOffset(CGPoint(x: 0, y: 300), animated: true) }
        s.run(for: 0.1)
        // A touch catches an animation as it catches a deceleration.
        s.finger(.began, CGPoint(x: 100, y: 300))
        s.tick()
        s.time += 0.05
        s.finger(.ended, CGPoint(x: 100, y: 300))
        s.tick()
        s.run(for: 0.5)
        return s.lines
    }

    static func interruptions() -> [String] {
        let (s, v) = plain()
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        s.run(for: 0.2)
        s.code("shift") { v.contentOffset = CGPoint(x: 0, y: v.contentOffset.y + 500) }
        s.run(for: 0.3)
        s.code("stop") { v.stopScrollingAndZooming() }
        s.run(for: 0.5)
        // Into the top edge, stopped while past it.
        s.drag(from: CGPoint(x: 160, y: 50), by: CGPoint(x: 0, y: 400), steps: 6)
        s.run(for: 0.5)
        s.code("stop") { v.stopScrollingAndZooming() }
        s.run(for: 0.5)
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        s.run(for: 0.2)
        s.code("setContentOffset during deceleration") { v.setContentOffset(CGPoint(x: 0, y: 50), animated: false) }
        s.run(for: 0.3)
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        s.run(for: 0.2)
        s.code("animated setContentOffset during deceleration") { v.setContentOffset(CGPoint(x: 0, y: 700), animated: true) }
        s.run(for: 0.5)
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        s.run(for: 0.2)
        s.code("removed") { v.removeFromSuperview() }
        s.run(for: 0.2)
        s.code("added") { s.window.addSubview(v) }
        s.run(for: 0.2)
        return s.lines
    }

    static func retarget() -> [String] {
        let (t, v) = plain()
        let recorder = v.delegate as! ActivityTraceDelegate
        recorder.retarget = { CGPoint(x: $0.x, y: ($0.y / 100).rounded() * 100 + 37) }
        t.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        t.run(for: 3)
        recorder.retarget = { CGPoint(x: $0.x, y: $0.y - 400) }
        t.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        t.run(for: 3)
        recorder.retarget = { _ in CGPoint(x: CGFloat.nan, y: 99_999) }
        t.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        t.run(for: 3)
        return t.lines
    }

    static func lockAndWalls() -> [String] {
        let (s, v) = plain(CGSize(width: 1000, height: 3000))
        v.isDirectionalLockEnabled = true
        s.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: -30, y: -200), steps: 12)
        s.run(for: 1)
        s.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: -200, y: -200), steps: 12)
        s.run(for: 1)
        v.isDirectionalLockEnabled = false
        v.bouncesVertically = false
        s.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 50, y: 2000), steps: 12)
        s.run(for: 1)
        s.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 300), steps: 12, lift: false)
        s.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: 0, y: -100), steps: 6)
        s.run(for: 1)
        return s.lines
    }

    static func fastRate() -> [String] {
        let (s, v) = plain()
        v.decelerationRate = .fast
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12, rate: 144)
        s.run(for: 1, rate: 144)
        v.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12, rate: 144)
        s.run(for: 1.5, rate: 144)
        return s.lines
    }

    private static func zoomable(max: CGFloat = 2, min: CGFloat = 0.5) -> (ActivityTraceScript, UIScrollView) {
        let s = ActivityTraceScript()
        let v = UIScrollView(frame: s.window.bounds)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        v.addSubview(content)
        v.contentSize = content.bounds.size
        v.minimumZoomScale = min
        v.maximumZoomScale = max
        s.window.addSubview(v)
        s.observe(v, as: "z", zoomView: content)
        s.tick()
        return (s, v)
    }

    static func pinchBounce() -> [String] {
        let (s, v) = zoomable()
        s.code("offset") { v.contentOffset = CGPoint(x: 100, y: 50) }
        s.pinch(center: CGPoint(x: 160, y: 240), from: 50, to: 200, steps: 18)
        s.run(for: 0.5)
        s.pinch(center: CGPoint(x: 100, y: 100), from: 200, to: 30, steps: 18)
        s.run(for: 0.5)
        return s.lines
    }

    static func pinchWithPan() -> [String] {
        let (s, v) = zoomable(max: 4)
        s.code("offset") { v.contentOffset = CGPoint(x: 200, y: 200) }
        s.pinch(center: CGPoint(x: 160, y: 240), from: 100, to: 160, pan: CGPoint(x: 40, y: -60), steps: 20)
        s.run(for: 0.6)
        // Pinching out past the edge while panning, lifted together.
        s.pinch(center: CGPoint(x: 160, y: 240), from: 160, to: 60, pan: CGPoint(x: 120, y: 90), steps: 20)
        s.run(for: 1)
        // A one-finger drag, a second finger joining, pinching, then both lifting.
        s.finger(.began, CGPoint(x: 100, y: 300), id: 1)
        s.tick()
        for i in 1...10 {
            s.time += 1.0 / 60
            s.finger(.moved, CGPoint(x: 100, y: 300 - CGFloat(i) * 8), id: 1)
            s.tick()
        }
        s.send([TouchInput(id: 1, phase: .stationary, location: CGPoint(x: 100, y: 220)),
                TouchInput(id: 2, phase: .began, location: CGPoint(x: 200, y: 220))])
        s.tick()
        for i in 1...10 {
            s.time += 1.0 / 60
            s.send([TouchInput(id: 1, phase: .moved, location: CGPoint(x: 100 - CGFloat(i) * 5, y: 220)),
                    TouchInput(id: 2, phase: .moved, location: CGPoint(x: 200 + CGFloat(i) * 5, y: 220 - CGFloat(i) * 3))])
            s.tick()
        }
        s.send([TouchInput(id: 1, phase: .ended, location: CGPoint(x: 50, y: 220)),
                TouchInput(id: 2, phase: .stationary, location: CGPoint(x: 250, y: 190))])
        s.tick()
        for i in 1...6 {
            s.time += 1.0 / 60
            s.finger(.moved, CGPoint(x: 250, y: 190 + CGFloat(i) * 10), id: 2)
            s.tick()
        }
        s.time += 1.0 / 60
        s.finger(.ended, CGPoint(x: 250, y: 260), id: 2)
        s.tick()
        s.run(for: 1)
        return s.lines
    }

    static func programmaticZoom() -> [String] {
        let (s, v) = zoomable(max: 4)
        s.code("setZoomScale") { v.setZoomScale(2, animated: true) }
        s.run(for: 0.5)
        s.code("zoom(to:)") { v.zoom(to: CGRect(x: 600, y: 600, width: 100, height: 100), animated: true) }
        s.run(for: 0.15)
        s.code("stop") { v.stopScrollingAndZooming() }
        s.run(for: 0.2)
        s.code("setZoomScale") { v.setZoomScale(0.5, animated: true) }
        s.run(for: 0.1)
        s.code("zoom(to:) again") { v.zoom(to: CGRect(x: 0, y: 0, width: 400, height: 400), animated: true) }
        s.run(for: 0.5)
        s.code("setZoomScale now") { v.setZoomScale(3, animated: false) }
        s.run(for: 0.1)
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: -100, y: -200), steps: 12)
        s.run(for: 0.3)
        s.code("setZoomScale during deceleration") { v.setZoomScale(1, animated: true) }
        s.run(for: 0.5)
        s.code("sendZoom") { s.window.sendZoom(by: 1.25, at: CGPoint(x: 100, y: 100), timestamp: s.time) }
        s.run(for: 0.1)
        return s.lines
    }

    static func touchDuringZoomAnimation() -> [String] {
        let (s, v) = zoomable(max: 4)
        s.code("setZoomScale") { v.setZoomScale(2, animated: true) }
        s.run(for: 0.1)
        s.finger(.began, CGPoint(x: 160, y: 300))
        s.tick()
        s.time += 0.1
        s.finger(.ended, CGPoint(x: 160, y: 300))
        s.tick()
        s.run(for: 0.5)
        s.code("setZoomScale") { v.setZoomScale(1, animated: true) }
        s.run(for: 0.05)
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -100), steps: 30)
        s.run(for: 1)
        return s.lines
    }

    static func nested() -> [String] {
        let s = ActivityTraceScript()
        let outer = UIScrollView(frame: s.window.bounds)
        outer.contentSize = CGSize(width: 960, height: 480)
        outer.isPagingEnabled = true
        s.window.addSubview(outer)
        s.observe(outer, as: "outer")
        for i in 0..<3 {
            let inner = UIScrollView(frame: CGRect(x: CGFloat(i) * 320, y: 0, width: 320, height: 480))
            inner.contentSize = CGSize(width: 320, height: 2000)
            outer.addSubview(inner)
            s.observe(inner, as: "inner\(i)")
        }
        s.tick()
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 5, y: -150), steps: 10)
        s.run(for: 0.5)
        s.drag(from: CGPoint(x: 300, y: 240), by: CGPoint(x: -200, y: 5), steps: 10)
        s.run(for: 1)
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -110), steps: 12, pause: 0.05)
        s.run(for: 0.5)
        return s.lines
    }

    static func wheelAndKeys() -> [String] {
        let (s, v) = plain()
        s.code("wheel") { s.window.sendScrollWheel(CGPoint(x: 0, y: 60), at: CGPoint(x: 100, y: 100), timestamp: s.time) }
        s.run(for: 0.1)
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        s.run(for: 0.2)
        s.code("wheel during deceleration") {
            s.window.sendScrollWheel(CGPoint(x: 0, y: -30), at: CGPoint(x: 100, y: 100), timestamp: s.time)
        }
        s.run(for: 0.5)
        s.code("page down") { s.window.sendKey(.pageDown, timestamp: s.time) }
        s.run(for: 0.1)
        s.code("down") { s.window.sendKey(.down, timestamp: s.time) }
        s.run(for: 0.5)
        s.code("home") { s.window.sendKey(.home, timestamp: s.time) }
        s.run(for: 0.5)
        _ = v
        return s.lines
    }

    static func smallContent() -> [String] {
        let (s, v) = plain(CGSize(width: 200, height: 200))
        v.alwaysBounceVertical = true
        s.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 120), steps: 10)
        s.run(for: 1)
        s.code("alignment") { v.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5) }
        s.drag(from: CGPoint(x: 160, y: 300), by: CGPoint(x: 0, y: -120), steps: 10, pause: 0.05)
        s.run(for: 1)
        return s.lines
    }

    static func refreshControl() -> [String] {
        let (s, v) = plain(CGSize(width: 320, height: 2000))
        let control = UIRefreshControl()
        v.refreshControl = control
        s.drag(from: CGPoint(x: 160, y: 50), by: CGPoint(x: 0, y: 350), steps: 30, pause: 0.05)
        s.run(for: 1)
        s.code("endRefreshing") { control.endRefreshing() }
        s.run(for: 0.5)
        return s.lines
    }

    static func tableFling() -> [String] {
        let s = ActivityTraceScript()
        let table = UITableView(frame: s.window.bounds, style: .plain)
        let source = ActivityTraceTableSource()
        table.dataSource = source
        s.window.addSubview(table)
        s.observe(table, as: "table")
        s.tick()
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -250), steps: 10)
        s.run(for: 1.5)
        s.code("scrollToRow") { table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: true) }
        s.run(for: 0.5)
        withExtendedLifetime(source) {}
        return s.lines
    }
}
