import HeadlessHost
import Testing
import UIKit

/// Two hosts in one process, each with a host context of its own (docs/ARCHITECTURE.md#one-host-context):
/// ticked alternately with different times, they share no clock, no timer and no first responder.
@MainActor
struct TwoHostContextsTests {
    /// A host of its own with a text field to tap, and what its frames and its timer saw.
    @MainActor final class Side {
        let host: HeadlessHost
        let field = UITextField(frame: CGRect(x: 20, y: 60, width: 240, height: 44))
        /// `CACurrentMediaTime()` after each of the host's frames.
        var frameTimes: [CFTimeInterval] = []
        /// `CACurrentMediaTime()` each time the host's timer fired.
        var timerFirings: [CFTimeInterval] = []

        init(timerInterval: CFTimeInterval) {
            host = HeadlessHost(size: CGSize(width: 320, height: 480), context: HostContext())
            host.window.addSubview(field)
            host.afterFrame = { [unowned self] _ in frameTimes.append(CACurrentMediaTime()) }
            // Scheduled as app code in that host schedules it: with the host's context current.
            host.hostContext.run {
                _ = HostTimer.scheduledTimer(withTimeInterval: timerInterval, repeats: false) { [unowned self] _ in
                    timerFirings.append(CACurrentMediaTime())
                }
            }
        }

        /// One frame at `time` on this host's clock.
        func tick(at time: CFTimeInterval) {
            host.time = time
            host.tick()
        }

        /// A finger tap on the field, then one frame, as a user focuses it.
        func tapField() {
            host.tap(at: CGPoint(x: field.frame.midX, y: field.frame.midY))
            host.advance(by: 1.0 / 60)
        }
    }

    @Test func alternatelyTickedHostsKeepTheirOwnClockTimerAndFirstResponder() {
        let a = Side(timerInterval: 0.5), b = Side(timerInterval: 0.25)
        #expect(a.host.hostContext !== b.host.hostContext)

        // B runs ahead of A; each host's frames see its own time. On one shared clock A's later
        // frames would read B's 0.6 (time never runs backwards) and A's timer would fire at 0.4.
        a.tick(at: 0.1)
        b.tick(at: 0.3)
        a.tick(at: 0.2)
        b.tick(at: 0.6)
        a.tick(at: 0.4)
        #expect(a.timerFirings.isEmpty, "A's 0.5 s timer is not due at A's 0.4")
        a.tick(at: 0.55)

        #expect(a.frameTimes == [0.1, 0.2, 0.4, 0.55])
        #expect(b.frameTimes == [0.3, 0.6])
        // A one-shot timer fires at the first tick at or after its due time on its own host's clock.
        #expect(a.timerFirings == [0.55])
        #expect(b.timerFirings == [0.3])
        #expect(a.host.hostContext.now == 0.55 && b.host.hostContext.now == 0.6)

        // Each window has its own first responder: focusing B's field leaves A's focused.
        a.tapField()
        #expect(a.field.isFirstResponder)
        b.tapField()
        #expect(b.field.isFirstResponder)
        #expect(a.field.isFirstResponder, "B's first responder is B's alone")
        #expect(a.host.sendText("a") && b.host.sendText("b"))
        #expect(a.field.text == "a" && b.field.text == "b")
    }

    @Test func aHostWithoutAContextOfItsOwnSharesTheCurrentOne() {
        let context = HostContext()
        context.run {
            let host = HeadlessHost(size: CGSize(width: 100, height: 100))
            #expect(host.hostContext === context)
            host.advance(by: 0.25)
            #expect(CACurrentMediaTime() == 0.25, "outside the host's calls, code reads the clock it shares")
        }
    }

    @Test func theScreenApplicationAndMemoryWarningsAreEachHosts() {
        final class Listener: UIViewController {
            var warnings = 0
            override func didReceiveMemoryWarning() { warnings += 1 }
        }
        let a = HostContext(), b = HostContext()
        let screenA = a.run { UIScreen.main }, screenB = b.run { UIScreen.main }
        let appA = a.run { UIApplication.shared }, appB = b.run { UIApplication.shared }
        #expect(screenA !== screenB && appA !== appB)
        #expect(a.run { UIScreen.main } === screenA, "one screen per host")
        a.run { UIScreen.main.scale = 3 }
        #expect(screenB.scale == 2, "the default screen's scale, untouched by A's change")

        let inA = a.run { Listener(nibName: nil, bundle: nil) }, inB = b.run { Listener(nibName: nil, bundle: nil) }
        a.run { UIApplication.shared.simulateMemoryWarning() }
        #expect(inA.warnings == 1 && inB.warnings == 0)
    }
}
