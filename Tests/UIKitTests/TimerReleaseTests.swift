import HostContextTesting
import Testing
import UIKit

/// A `HostTimer` lets go of its block once it can never fire again, as Foundation's `Timer` releases
/// its block when invalidated: a one-shot timer after it fires, any timer after `invalidate()`.
/// `make sanitize` (LeakSanitizer) found the cycle this breaks: a block that captures an object
/// holding the timer (SimulatedTileSource's cancellable request) kept both alive for good.
@Suite(.freshHostContext) @MainActor
struct TimerReleaseTests {
    final class Payload {}

    @Test func aOneShotTimerReleasesWhatItsBlockCapturedOnceItFired() {
        let window = makeTestWindow()
        window.tick(timestamp: 1)
        weak var released: Payload?
        var fired = 0
        let timer: HostTimer = {
            let payload = Payload()
            released = payload
            return HostTimer.after(0.5) { _ = payload; fired += 1 }
        }()
        window.tick(timestamp: 1.25)
        #expect(released != nil)            // still due: the block (and what it holds) is kept
        window.tick(timestamp: 1.6)
        #expect(fired == 1 && !timer.isValid)
        #expect(released == nil)            // fired once, never again: let go, though `timer` is alive
    }

    @Test func anInvalidatedRepeatingTimerReleasesItsBlockAtOnce() {
        let window = makeTestWindow()
        window.tick(timestamp: 1)
        weak var released: Payload?
        let timer: HostTimer = {
            let payload = Payload()
            released = payload
            return HostTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in _ = payload }
        }()
        window.tick(timestamp: 1.2)
        #expect(released != nil)
        timer.invalidate()
        #expect(released == nil)
    }

    /// The cycle as the tile source built it: the timer's block holds a request whose cancel
    /// closure holds the timer. After the timer fired, nothing outside holds either.
    @Test func aTimerAndARequestThatHoldEachOtherAreFreedAfterItFires() {
        final class Request {
            var cancel: (() -> Void)?
        }
        let window = makeTestWindow()
        window.tick(timestamp: 1)
        weak var request: Request?
        weak var timerAlive: HostTimer?
        do {
            let r = Request()
            var timer: HostTimer?
            r.cancel = { timer?.invalidate() }
            timer = HostTimer.after(0.1) { _ = r }
            request = r
            timerAlive = timer
        }
        window.tick(timestamp: 1.05)
        #expect(request != nil)
        window.tick(timestamp: 1.2)
        window.tick(timestamp: 1.3)        // the scheduler drops invalid timers on the next tick
        #expect(request == nil)
        #expect(timerAlive == nil)
    }
}
