import HostContextTesting
import Testing
import HeadlessHost
import UIKit

/// The headless host's clock calls with bad numbers end at once with a documented outcome: no hang
/// (a zero interval used to loop for ever) and no trap (NaN seconds used to trap converting to Int).
@Suite(.freshHostContext) @MainActor struct HeadlessHostBadInputTests {
    func host() -> HeadlessHost { HeadlessHost(size: CGSize(width: 320, height: 480), scale: 2) }

    @Test func aZeroOrNegativeIntervalTicksOnceAtTheEnd() {
        let h = host()
        var frames = 0
        h.afterFrame = { _ in frames += 1 }
        h.tickFrames(through: 0.5, interval: 0)
        #expect(frames == 1 && h.time == 0.5)
        h.tickFrames(through: 1, interval: -0.1)
        #expect(frames == 2 && h.time == 1)
        h.tickFrames(through: .nan, interval: 1.0 / 60)
        #expect(frames == 2 && h.time == 1)
    }

    @Test func idleWithNonFiniteOrNegativeTimeOrNoFrameRateTicksNothing() {
        let h = host()
        var frames = 0
        h.afterFrame = { _ in frames += 1 }
        h.idle(.nan)
        h.idle(-1)
        h.idle(.infinity)
        h.frameRate = 0
        h.idle(1)
        #expect(frames == 0 && h.time == 0)
        h.frameRate = 60
        h.idle(0.1)
        #expect(frames == 6)
    }
}
