import HostContextTesting
import Testing
import UIKit

/// One clock: `CACurrentMediaTime()` is the host clock; HostTimer and CADisplayLink run on the window's
/// ticks; timestamps never run backwards.
@Suite(.freshHostContext) @MainActor
struct ClockTests {
    @Test func mediaTimeFollowsTicksAndTouches() {
        let window = makeTestWindow()
        #expect(CACurrentMediaTime() == 0)
        window.tick(timestamp: 1.25)
        #expect(CACurrentMediaTime() == 1.25)
        window.sendTouch(.began, at: CGPoint(x: 1, y: 1), timestamp: 2.5)
        #expect(CACurrentMediaTime() == 2.5)
        window.sendTouch(.ended, at: CGPoint(x: 1, y: 1), timestamp: 2.6)
        #expect(HostClock.now == 2.6)
    }

    @Test func outOfOrderAndNonFiniteTicksAreClamped() {
        let window = makeTestWindow()
        window.tick(timestamp: 2)
        window.tick(timestamp: 1)
        #expect(CACurrentMediaTime() == 2)
        window.tick(timestamp: .nan)
        window.tick(timestamp: .infinity)
        window.tick(timestamp: -.infinity)
        #expect(CACurrentMediaTime() == 2)
        window.tick(timestamp: 2.5)
        #expect(CACurrentMediaTime() == 2.5)
    }

    @Test func resetStartsANewSessionAndDropsScheduledWork() {
        let window = makeTestWindow()
        var fired = 0
        HostTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in fired += 1 }
        window.tick(timestamp: 5)
        HostClock.reset()
        #expect(CACurrentMediaTime() == 0)
        window.tick(timestamp: 10)
        #expect(fired == 1)
        #expect(!HostScheduler.shared.hasPendingWork)
    }

    @Test func oneShotTimerFiresOnceOnTheDueTick() {
        let window = makeTestWindow()
        window.tick(timestamp: 1)
        var firedAt: [TimeInterval] = []
        let timer = HostTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
            firedAt.append(CACurrentMediaTime())
        }
        #expect(timer.fireDate == 1.5)
        window.tick(timestamp: 1.49)
        #expect(firedAt.isEmpty)
        window.tick(timestamp: 1.6)
        #expect(firedAt == [1.6])
        #expect(!timer.isValid)
        window.tick(timestamp: 3)
        #expect(firedAt == [1.6])
    }

    @Test func repeatingTimerSkipsMissedIntervals() {
        let window = makeTestWindow()
        var firedAt: [TimeInterval] = []
        let timer = HostTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
            firedAt.append(CACurrentMediaTime())
        }
        window.tick(timestamp: 0.1)
        window.tick(timestamp: 0.2)
        window.tick(timestamp: 0.55)   // 0.3, 0.4 and 0.5 were missed: one firing, next at 0.6
        #expect(firedAt == [0.1, 0.2, 0.55])
        #expect(isClose(timer.fireDate, 0.6))
        window.tick(timestamp: 0.59)
        #expect(firedAt.count == 3)
        window.tick(timestamp: 0.6)
        #expect(firedAt.count == 4)
        timer.invalidate()
        window.tick(timestamp: 1)
        #expect(firedAt.count == 4)
        #expect(!HostScheduler.shared.hasPendingWork)
    }

    @Test func afterRunsDelayedWorkAndTimersScheduledInsideRunLater() {
        let window = makeTestWindow()
        var log: [String] = []
        HostTimer.after(0.2) {
            log.append("outer@\(CACurrentMediaTime())")
            HostTimer.after(0) { log.append("inner@\(CACurrentMediaTime())") }
        }
        window.tick(timestamp: 0.2)
        #expect(log == ["outer@0.2"])
        window.tick(timestamp: 0.25)
        #expect(log == ["outer@0.2", "inner@0.25"])
    }

    @Test func timersFireInDueOrderThenCreationOrder() {
        let window = makeTestWindow()
        var log: [String] = []
        HostTimer.after(0.3) { log.append("c") }
        HostTimer.after(0.1) { log.append("a") }
        HostTimer.after(0.3) { log.append("d") }
        HostTimer.after(0.2) { log.append("b") }
        window.tick(timestamp: 1)
        #expect(log == ["a", "b", "c", "d"])
    }

    @Test func badTimerIntervalsFireOnTheNextTick() {
        let window = makeTestWindow()
        var fired = 0
        HostTimer.scheduledTimer(withTimeInterval: -1, repeats: false) { _ in fired += 1 }
        HostTimer.scheduledTimer(withTimeInterval: .nan, repeats: false) { _ in fired += 1 }
        window.tick(timestamp: 0.016)
        #expect(fired == 2)
    }

    @Test func repeatingTimerWithZeroIntervalFiresOncePerTick() {
        let window = makeTestWindow()
        var fired = 0
        HostTimer.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in fired += 1 }
        window.tick(timestamp: 0.016)
        window.tick(timestamp: 0.033)
        #expect(fired == 2)
    }

    @Test func displayLinkGetsTickTimestamps() {
        let window = makeTestWindow()
        var stamps: [(CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { l in stamps.append((l.timestamp, l.targetTimestamp)) }
        link.add(to: .main, forMode: .common)
        link.add()   // adding twice registers once
        window.tick(timestamp: 0.1)
        window.tick(timestamp: 0.2)
        #expect(stamps.map(\.0) == [0.1, 0.2])
        #expect(isClose(stamps[1].1, 0.2 + 1.0 / 60.0))
        link.preferredFramesPerSecond = 120
        window.tick(timestamp: 0.3)
        #expect(isClose(link.duration, 1.0 / 120.0))
        #expect(isClose(link.targetTimestamp, 0.3 + 1.0 / 120.0))
        link.isPaused = true
        window.tick(timestamp: 0.4)
        #expect(stamps.count == 3)
        link.isPaused = false
        window.tick(timestamp: 0.5)
        link.invalidate()
        window.tick(timestamp: 0.6)
        #expect(stamps.map(\.0) == [0.1, 0.2, 0.3, 0.5])
        #expect(!link.isValid)
    }

    @Test func displayLinkThatInvalidatesItselfStops() {
        let window = makeTestWindow()
        var count = 0
        let link = CADisplayLink { l in
            count += 1
            if count == 2 { l.invalidate() }
        }
        link.add()
        for i in 1...5 { window.tick(timestamp: Double(i) * frame60) }
        #expect(count == 2)
        #expect(!HostScheduler.shared.hasPendingWork)
    }

    @Test func frameOrderIsTimersThenDisplayLinksThenAnimationCompletionsThenLayout() {
        let window = makeTestWindow()
        var log: [String] = []
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.tick(timestamp: 0)
        view.onLayout = { _ in log.append("layout") }
        let link = CADisplayLink { _ in log.append("link") }
        link.add()
        UIView.animate(withDuration: 0.1, animations: { view.alpha = 0.5 }, completion: { _ in
            log.append("completion")
        })
        HostTimer.after(0.1) {
            log.append("timer")
            view.setNeedsLayout()
        }
        window.tick(timestamp: 0.1)
        #expect(log == ["timer", "link", "completion", "layout"])
        link.invalidate()
    }

    @Test func displayLinkDrivenAnimationMatchesTheTimestamps() {
        // The seeds' autoscroll: move a view 1 pt per 1/60 s from a display link, at 30 Hz ticks it
        // still covers the same distance because it reads the timestamps, not a frame count.
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var last: CFTimeInterval?
        let link = CADisplayLink { l in
            if let last { view.center.x += CGFloat((l.timestamp - last) * 60) }
            last = l.timestamp
        }
        link.add()
        window.tick(timestamp: 0)
        tickFrames(window, from: 0, through: 1, interval: 1.0 / 30.0)
        #expect(isClose(view.center.x, 5 + 60, within: 1e-9))
        link.invalidate()
    }
}
