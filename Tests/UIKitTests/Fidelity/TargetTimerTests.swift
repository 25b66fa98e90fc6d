import HostContextTesting
import Testing
import UIKit

/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` on the host clock keeps
/// its `userInfo` and `fire()` calls the method at once, as Foundation's timers do.
@Suite(.freshHostContext) @MainActor
struct TargetTimerTests {
    final class Ticker: UIResponder {
        var received: [(info: String?, time: CFTimeInterval)] = []
        func tick(_ timer: Timer) { received.append((timer.userInfo as? String, CACurrentMediaTime())) }
    }

    @Test func userInfoIsKeptAndFireCallsTheMethodWithoutMovingTheSchedule() {
        let window = makeTestWindow()
        let start = CACurrentMediaTime()
        window.tick(timestamp: start)
        let ticker = Ticker()
        let timer = Timer.scheduledTimer(timeInterval: 0.5, target: ticker, selector: Selector(Ticker.tick),
                                         userInfo: "payload", repeats: true)
        #expect(timer.userInfo as? String == "payload")
        timer.fire()
        #expect(ticker.received.map(\.info) == ["payload"])
        #expect(ticker.received.first?.time == start)
        #expect(timer.isValid)                            // a repeating timer keeps going
        window.tick(timestamp: start + 0.5)
        #expect(ticker.received.count == 2)
        #expect(ticker.received.last?.time == start + 0.5)
        timer.invalidate()
        window.tick(timestamp: start + 1.5)
        #expect(ticker.received.count == 2)
    }

    @Test func firingAOneShotTimerEarlyInvalidatesIt() {
        let window = makeTestWindow()
        let start = CACurrentMediaTime()
        window.tick(timestamp: start)
        let ticker = Ticker()
        let timer = Timer.scheduledTimer(timeInterval: 0.5, target: ticker, selector: Selector(Ticker.tick),
                                         userInfo: nil, repeats: false)
        timer.fire()
        #expect(ticker.received.count == 1 && ticker.received[0].info == nil)
        #expect(!timer.isValid)
        window.tick(timestamp: start + 1)
        #expect(ticker.received.count == 1)
    }
}
