import HeadlessHost
import UIKit

/// Scripted fingers for end-to-end tests: every event carries an explicit host timestamp, and by
/// default the window ticks at each event's timestamp, as a host running at the event rate would.
/// Drags and frame runs go through HeadlessHost (`FingerDrag`), the one scripted finger of the project.
///
/// Each helper returns the timestamp of the last event it sent, so scripts chain:
/// `let t = drag(window, from: a, to: b, start: 0, duration: 0.2, steps: 12)`.

/// One frame at 60 Hz (the rate the seeds' autoscroll timers and UIScreen assume).
let frame60: TimeInterval = 1.0 / 60.0

/// Touch down at `from`, `steps` moves evenly spaced in time and space to `to` (the last one at
/// `start + duration`), then a lift at `to` at the same timestamp as the last move when `lift` is true.
/// `duration / steps` of 1/60 s gives a 60 Hz finger. Returns the time of the last event.
@MainActor @discardableResult
func drag(_ window: UIWindow, from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval,
          steps: Int, lift: Bool = true, id: Int = 0, ticks: Bool = true) -> TimeInterval {
    var d = FingerDrag(from: from, to: to, steps: steps, timing: .evenlyOver(duration), lift: lift ? .atLastMove : .none)
    d.id = id
    d.ticksOnDown = ticks
    d.ticksOnMoves = ticks
    d.ticksOnLift = ticks
    let host = HeadlessHost(window: window, time: start)
    host.drag(d)
    return host.time
}

/// Moves an already-down finger from `from` to `to` in `steps` evenly spaced events ending at
/// `start + duration` (no touch-down, no lift). Returns the time of the last event.
@MainActor @discardableResult
func moveFinger(_ window: UIWindow, from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval,
                steps: Int, id: Int = 0, ticks: Bool = true) -> TimeInterval {
    var d = FingerDrag(from: from, to: to, steps: steps, timing: .evenlyOver(duration), lift: .none)
    d.id = id
    d.touchesDown = false
    d.ticksOnMoves = ticks
    let host = HeadlessHost(window: window, time: start)
    host.drag(d)
    return host.time
}

/// A tap: down at `time`, up `hold` seconds later at the same spot. Returns the lift time.
@MainActor @discardableResult
func tap(_ window: UIWindow, at point: CGPoint, time: TimeInterval, hold: TimeInterval = 0.05, id: Int = 0,
         ticks: Bool = true) -> TimeInterval {
    window.sendTouch(.began, at: point, timestamp: time, id: id)
    if ticks { window.tick(timestamp: time) }
    window.sendTouch(.ended, at: point, timestamp: time + hold, id: id)
    if ticks { window.tick(timestamp: time + hold) }
    return time + hold
}

/// Two fingers (ids `ids.0`, `ids.1`) on a horizontal line through `center`, `fromDistance` apart,
/// moving symmetrically to `toDistance` apart in `steps` events (both fingers in each event), then
/// lifting together when `lift` is true. Returns the time of the last event.
@MainActor @discardableResult
func pinch(_ window: UIWindow, center: CGPoint, fromDistance: CGFloat, toDistance: CGFloat,
           start: TimeInterval, duration: TimeInterval, steps: Int, lift: Bool = true,
           ids: (Int, Int) = (0, 1), ticks: Bool = true) -> TimeInterval {
    func fingers(_ d: CGFloat, _ phase: UITouch.Phase) -> [TouchInput] {
        pinchTouches(center: center, distance: d, phase: phase, ids: ids)
    }
    window.send(fingers(fromDistance, .began), timestamp: start)
    if ticks { window.tick(timestamp: start) }
    let n = max(steps, 1)
    for i in 1...n {
        let d = fromDistance + (toDistance - fromDistance) * CGFloat(i) / CGFloat(n)
        let t = start + duration * Double(i) / Double(n)
        window.send(fingers(d, .moved), timestamp: t)
        if ticks { window.tick(timestamp: t) }
    }
    let end = start + duration
    if lift {
        window.send(fingers(toDistance, .ended), timestamp: end)
        if ticks { window.tick(timestamp: end) }
    }
    return end
}

/// Two fingers `distance` apart on a horizontal line through `center`, in one phase.
@MainActor
func pinchTouches(center: CGPoint, distance d: CGFloat, phase: UITouch.Phase, ids: (Int, Int) = (0, 1)) -> [TouchInput] {
    [TouchInput(id: ids.0, phase: phase, location: CGPoint(x: center.x - d / 2, y: center.y)),
     TouchInput(id: ids.1, phase: phase, location: CGPoint(x: center.x + d / 2, y: center.y))]
}

/// Ticks every `interval` seconds after `start` up to and including `end` (60 Hz by default), as a
/// host does while something animates. Returns `end`.
@MainActor @discardableResult
func tickFrames(_ window: UIWindow, from start: TimeInterval, through end: TimeInterval,
                interval: TimeInterval = frame60) -> TimeInterval {
    HeadlessHost(window: window, time: start).tickFrames(through: end, interval: interval)
    return end
}
