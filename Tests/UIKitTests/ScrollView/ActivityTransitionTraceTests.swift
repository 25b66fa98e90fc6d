import Foundation
import HostContextTesting
import Testing
@testable import UIKit

/// The scroll view's activity changes and delegate messages, in order, compared with a trace
/// recorded from the code before the activity became a reducer (ScrollActivityReducer.swift). The
/// redesign must not change behaviour: every gesture below (a drag, a fling, an edge bounce, paging,
/// a pinch past the range and its bounce, scroll to top, animated offsets, scrollRectToVisible,
/// animated zooms, the window's zoom step, a fling caught by a touch, keyboard dismissal, a refresh
/// control pull) must give exactly the recorded lines.
///
/// Each delegate message is one line: its name, `isTracking`/`isDragging`/`isDecelerating`/
/// `isZooming` as four digits, the activity, offset and zoom as the delegate sees them. A changed
/// activity is also written (`->`) after every event, tick and code step that changed it, so a change
/// that sends no message is in the trace too.
///
/// `SCROLLKIT_RECORD_TRACE=1` rewrites Fixtures/scroll-activity-transitions.txt instead of comparing
/// (only for a deliberate behaviour change; say why in the commit).
@Suite(.freshHostContext) @MainActor struct ActivityTransitionTraceTests {
    @Test func everyGestureMatchesTheRecordedTransitions() throws {
        var lines: [String] = []
        for (name, scenario) in ActivityTransitionScenarios.all {
            lines.append("# \(name)")
            lines += scenario()
        }
        try expectRecordedTrace(lines, fixture: "scroll-activity-transitions.txt")
    }
}

/// Writes one line per delegate message and one per observed activity change of one scroll view.
@MainActor
final class ActivityTransitionRecorder: UIScrollViewDelegate {
    let zoomView: UIView?
    weak var scrollView: UIScrollView?
    private(set) var lines: [String] = []
    private var lastActivity = "idle"

    init(zoomView: UIView? = nil) { self.zoomView = zoomView }

    /// Follows `view` (as its delegate) through `script`'s events, ticks and code steps.
    func attach(to view: UIScrollView, script: ActivityTraceScript) {
        scrollView = view
        view.delegate = self
        script.afterStep = { [unowned self, unowned script] what in self.sample("\(what) t=\(script.time)") }   // unowned: the script keeps this closure
    }

    /// Notes an activity change since the last line.
    func sample(_ when: String) {
        guard let v = scrollView else { return }
        let now = Self.describe(v.activity)
        guard now != lastActivity else { return }
        lines.append("-> \(now) (\(when))")
        lastActivity = now
    }

    func note(_ s: String) { lines.append("   \(s)") }

    private func message(_ name: String) {
        guard let v = scrollView else { return }
        let flags = [v.isTracking, v.isDragging, v.isDecelerating, v.isZooming].map { $0 ? "1" : "0" }.joined()
        lastActivity = Self.describe(v.activity)
        lines.append("\(name) f=\(flags) a=\(lastActivity) o=\(Double(v.contentOffset.x)),\(Double(v.contentOffset.y)) "
                     + "z=\(Double(v.zoomScale))")
    }

    static func describe(_ a: ScrollActivity) -> String {
        func finger(_ f: ScrollFinger) -> String {
            switch f {
            case .none: return "none"
            case .tracking: return "tracking"
            case .dragging(let d): return d.isTracking ? "dragging" : "dragging(lifted)"
            }
        }
        switch a {
        case .idle: return "idle"
        case .tracking: return "tracking"
        case .dragging(let d): return d.isTracking ? "dragging" : "dragging(lifted)"
        case .decelerating: return "decelerating"
        case .animatingOffset(_, let kind, let f): return "animatingOffset(\(kind),\(finger(f)))"
        case .pinching(let p): return "pinching(\(finger(p.finger))\(p.release == nil ? "" : ",release"))"
        case .zoomAnimating(let z, let f): return "zoomAnimating(\(z.kind),\(finger(f)))"
        }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewDidScroll(_ s: UIScrollView) { message("didScroll") }
    func scrollViewDidZoom(_ s: UIScrollView) { message("didZoom") }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { message("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        message("willEndDragging(\(Double(v.x)),\(Double(v.y))->\(Double(t.pointee.x)),\(Double(t.pointee.y)))")
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { message("didEndDragging(\(d))") }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { message("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { message("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { message("didEndScrollingAnimation") }
    func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool { message("shouldScrollToTop"); return true }
    func scrollViewDidScrollToTop(_ s: UIScrollView) { message("didScrollToTop") }
    func scrollViewWillBeginZooming(_ s: UIScrollView, with view: UIView?) { message("willBeginZooming") }
    func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        message("didEndZooming(\(Double(scale)))")
    }
}

/// A text input that notes when it resigns (the keyboard-dismissal scenarios).
@MainActor
final class TransitionTraceField: UIView, UIKeyInput {
    var onResign: (() -> Void)?
    var hasText: Bool { false }
    func insertText(_ text: String) {}
    func deleteBackward() {}
    override var canBecomeFirstResponder: Bool { true }
    @discardableResult override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { onResign?() }
        return resigned
    }
}

/// The gestures of the transition trace, in a fixed order.
@MainActor
enum ActivityTransitionScenarios {
    static let all: [(String, @MainActor () -> [String])] = [
        ("drag released at rest", dragAtRest),
        ("fling with deceleration", fling),
        ("fling into the bottom edge: bounce", bounce),
        ("paging", paging),
        ("pinch past the maximum and below the minimum: zoom bounces", pinchBounce),
        ("drag, second finger pinches, both lift", dragThenPinch),
        ("scroll-to-top tap", scrollToTop),
        ("setContentOffset(animated:)", setContentOffsetAnimated),
        ("scrollRectToVisible", scrollRectToVisible),
        ("zoom(to:animated:), setZoomScale, stop, the window's zoom step", zoomFromCode),
        ("touch and drag during a zoom animation", touchDuringZoom),
        ("fling interrupted by a touch-down", caughtFling),
        ("fling stopped by code, the wheel, leaving the window", stoppedFling),
        ("keyboard dismissal on drag and interactive", keyboardDismissal),
        ("refresh control pull", refreshControl),
    ]

    private static func plain(_ content: CGSize = CGSize(width: 320, height: 5000), zoomView: UIView? = nil)
        -> (ActivityTraceScript, UIScrollView, ActivityTransitionRecorder) {
        let s = ActivityTraceScript()
        let v = UIScrollView(frame: s.window.bounds)
        v.contentSize = content
        if let zoomView { v.addSubview(zoomView) }
        s.window.addSubview(v)
        let r = ActivityTransitionRecorder(zoomView: zoomView)
        r.attach(to: v, script: s)
        s.tick()
        return (s, v, r)
    }

    private static func zoomable(max: CGFloat = 2, min: CGFloat = 0.5)
        -> (ActivityTraceScript, UIScrollView, ActivityTransitionRecorder) {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let (s, v, r) = plain(content.bounds.size, zoomView: content)
        v.minimumZoomScale = min
        v.maximumZoomScale = max
        return (s, v, r)
    }

    static func dragAtRest() -> [String] {
        let (s, _, r) = plain()
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -100), steps: 10, pause: 0.2)
        s.run(for: 0.2)
        // A touch that never becomes a drag.
        s.finger(.began, CGPoint(x: 100, y: 100))
        s.tick()
        s.time += 0.1
        s.finger(.ended, CGPoint(x: 100, y: 100))
        s.tick()
        return r.lines
    }

    static func fling() -> [String] {
        let (s, _, r) = plain()
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        s.run(for: 3)
        return r.lines
    }

    static func bounce() -> [String] {
        let (s, v, r) = plain()
        s.code("offset") { v.contentOffset = CGPoint(x: 0, y: 4300) }
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300), steps: 10)
        s.run(for: 2)
        // Pulled past the top and let go at rest: a bounce back without a fling.
        s.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 300), steps: 20, pause: 0.1)
        s.run(for: 0.2)
        return r.lines
    }

    static func paging() -> [String] {
        let (s, v, r) = plain(CGSize(width: 1600, height: 480))
        v.isPagingEnabled = true
        s.drag(from: CGPoint(x: 300, y: 240), by: CGPoint(x: -100, y: 0), steps: 20, pause: 0.05)
        s.run(for: 1)
        s.drag(from: CGPoint(x: 300, y: 240), by: CGPoint(x: -100, y: 0), steps: 6)
        s.run(for: 1)
        return r.lines
    }

    static func pinchBounce() -> [String] {
        let (s, v, r) = zoomable()
        s.code("offset") { v.contentOffset = CGPoint(x: 100, y: 50) }
        s.pinch(center: CGPoint(x: 160, y: 240), from: 50, to: 200, steps: 18)
        s.run(for: 0.5)
        s.pinch(center: CGPoint(x: 100, y: 100), from: 200, to: 30, steps: 18)
        s.run(for: 0.5)
        // In range: no bounce.
        s.pinch(center: CGPoint(x: 160, y: 240), from: 100, to: 120, steps: 6)
        s.run(for: 0.2)
        return r.lines
    }

    static func dragThenPinch() -> [String] {
        let (s, v, r) = zoomable(max: 4)
        s.code("offset") { v.contentOffset = CGPoint(x: 200, y: 200) }
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
            s.send([TouchInput(id: 1, phase: .moved, location: CGPoint(x: 100 - CGFloat(i) * 5, y: 220 - CGFloat(i) * 4)),
                    TouchInput(id: 2, phase: .moved, location: CGPoint(x: 200 + CGFloat(i) * 5, y: 220 - CGFloat(i) * 4))])
            s.tick()
        }
        s.send([TouchInput(id: 1, phase: .ended, location: CGPoint(x: 50, y: 180)),
                TouchInput(id: 2, phase: .ended, location: CGPoint(x: 250, y: 180))])
        s.tick()
        s.run(for: 1.5)
        return r.lines
    }

    static func scrollToTop() -> [String] {
        let (s, v, r) = plain()
        s.code("offset") { v.contentOffset = CGPoint(x: 0, y: 900) }
        s.code("status bar tap") { r.note("requestScrollToTop -> \(s.window.requestScrollToTop())") }
        s.run(for: 0.5)
        s.code("offset") { v.contentOffset = CGPoint(x: 0, y: 300) }
        s.code("home key") { r.note("home -> \(s.window.sendKey(.home, timestamp: s.time))") }
        s.run(for: 0.1)
        // A touch-down catches the animation: no didScrollToTop.
        s.finger(.began, CGPoint(x: 100, y: 300))
        s.tick()
        s.time += 0.05
        s.finger(.ended, CGPoint(x: 100, y: 300))
        s.tick()
        s.run(for: 0.5)
        return r.lines
    }

    static func setContentOffsetAnimated() -> [String] {
        let (s, v, r) = plain()
        s.code("setContentOffset") { v.setContentOffset(CGPoint(x: 0, y: 600), animated: true) }
        s.run(for: 0.1)
        s.code("setContentOffset again") { v.setContentOffset(CGPoint(x: 0, y: 100), animated: true) }
        s.run(for: 0.5)
        // A finger down under an animation from code: the drag waits and ends without a fling.
        s.code("setContentOffset") { v.setContentOffset(CGPoint(x: 0, y: 700), animated: true) }
        s.run(for: 0.05)
        s.code("stop") { v.stopScrollingAndZooming() }
        s.run(for: 0.1)
        s.code("page down") { r.note("pageDown -> \(s.window.sendKey(.pageDown, timestamp: s.time))") }
        s.run(for: 0.5)
        return r.lines
    }

    static func scrollRectToVisible() -> [String] {
        let (s, v, r) = plain()
        s.code("scrollRectToVisible") { v.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 100), animated: true) }
        s.run(for: 0.5)
        s.code("visible already") { v.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 100), animated: true) }
        s.code("not animated") { v.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 100), animated: false) }
        s.run(for: 0.1)
        return r.lines
    }

    static func zoomFromCode() -> [String] {
        let (s, v, r) = zoomable(max: 4)
        s.code("zoom(to:)") { v.zoom(to: CGRect(x: 600, y: 600, width: 100, height: 100), animated: true) }
        s.run(for: 0.5)
        s.code("setZoomScale") { v.setZoomScale(2, animated: true) }
        s.run(for: 0.1)
        s.code("zoom(to:) again") { v.zoom(to: CGRect(x: 0, y: 0, width: 400, height: 400), animated: true) }
        s.run(for: 0.1)
        s.code("stop") { v.stopScrollingAndZooming() }
        s.run(for: 0.1)
        s.code("setZoomScale") { v.setZoomScale(3, animated: true) }
        s.run(for: 0.1)
        s.code("setContentOffset during zoom") { v.setContentOffset(CGPoint(x: 10, y: 10), animated: true) }
        s.run(for: 0.5)
        s.code("sendZoom") { r.note("sendZoom -> \(s.window.sendZoom(by: 1.25, at: CGPoint(x: 100, y: 100), timestamp: s.time))") }
        s.run(for: 0.1)
        return r.lines
    }

    static func touchDuringZoom() -> [String] {
        let (s, v, r) = zoomable(max: 4)
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
        return r.lines
    }

    static func caughtFling() -> [String] {
        let (s, _, r) = plain()
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        s.run(for: 0.3)
        s.finger(.began, CGPoint(x: 100, y: 300))
        s.tick()
        s.time += 0.1
        s.finger(.ended, CGPoint(x: 100, y: 300))
        s.tick()
        s.run(for: 0.2)
        // Caught again, and this time the finger drags on.
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        s.run(for: 0.3)
        s.drag(from: CGPoint(x: 160, y: 200), by: CGPoint(x: 0, y: 180), steps: 12)
        s.run(for: 3)
        return r.lines
    }

    static func stoppedFling() -> [String] {
        let (s, v, r) = plain()
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        s.run(for: 0.2)
        s.code("stop") { v.stopScrollingAndZooming() }
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        s.run(for: 0.2)
        s.code("wheel") { s.window.sendScrollWheel(CGPoint(x: 0, y: -30), at: CGPoint(x: 100, y: 100), timestamp: s.time) }
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        s.run(for: 0.2)
        s.code("animated setContentOffset") { v.setContentOffset(CGPoint(x: 0, y: 700), animated: true) }
        s.run(for: 0.5)
        s.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 12)
        s.run(for: 0.2)
        s.code("removed") { v.removeFromSuperview() }
        s.run(for: 0.1)
        s.code("added") { s.window.addSubview(v) }
        s.run(for: 0.1)
        return r.lines
    }

    static func keyboardDismissal() -> [String] {
        let (s, v, r) = plain()
        let field = TransitionTraceField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.onResign = { r.note("field resigned") }
        v.addSubview(field)
        v.keyboardDismissMode = .onDrag
        s.code("edit") { r.note("editing \(field.becomeFirstResponder())") }
        s.run(for: 0.6)
        // Above the keyboard (its top is at y = 189 in this 480 pt window).
        s.drag(from: CGPoint(x: 160, y: 180), by: CGPoint(x: 0, y: -150), steps: 12)
        s.run(for: 0.6)
        v.keyboardDismissMode = .interactive
        s.code("edit") { _ = field.becomeFirstResponder() }
        s.run(for: 0.6)
        s.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 370), steps: 24)
        s.run(for: 1)
        return r.lines
    }

    static func refreshControl() -> [String] {
        let (s, v, r) = plain(CGSize(width: 320, height: 2000))
        let control = UIRefreshControl()
        v.refreshControl = control
        s.drag(from: CGPoint(x: 160, y: 50), by: CGPoint(x: 0, y: 350), steps: 30, pause: 0.05)
        r.note("refreshing \(control.isRefreshing)")
        s.run(for: 1)
        s.code("endRefreshing") { control.endRefreshing() }
        s.run(for: 0.5)
        return r.lines
    }
}
