import HostContextTesting
import Testing
import UIKit

/// The `.freshHostContext` trait (Sources/HostContextTesting/FreshHostContext.swift): each test, from the suite's stored
/// properties to its last line, runs in a host context of its own.
@Suite(.freshHostContext) @MainActor
struct FreshHostContextTests {
    /// Made by the suite's initialiser, before the test body runs.
    let contextAtInit = HostContext.current
    let window = makeTestWindow()

    @Test func fixturesAndTheTestShareAContextOfTheTestsOwn() {
        #expect(contextAtInit !== HostContext.process)
        #expect(HostContext.current === contextAtInit)
        #expect(window.hostContext === contextAtInit)
        #expect(window.screen === UIScreen.main, "the window is on its context's main screen")
    }

    @Test func anAsynchronousTestKeepsItsClockAcrossSuspensions() async {
        window.tick(timestamp: 5)
        await Task.yield()
        #expect(HostContext.current === contextAtInit)
        #expect(CACurrentMediaTime() == 5, "no other test's ticks moved this test's clock meanwhile")
    }

    @Test func timersScheduledInTheTestFireAtItsWindowsTicks() {
        var fired: [CFTimeInterval] = []
        HostTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in fired.append(CACurrentMediaTime()) }
        window.tick(timestamp: 0.4)
        window.tick(timestamp: 0.5)
        #expect(fired == [0.5])
        #expect(HostScheduler.shared === contextAtInit.scheduler)
    }
}
