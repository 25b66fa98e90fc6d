import HeadlessHost
import Testing
import UIKit

/// Two hosts in one process, each with a host context of its own (docs/ARCHITECTURE.md#one-host-context):
/// ticked alternately with different times, they share no clock, no timer, no first responder and
/// no Core Animation transaction.
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

    /// A host of its own whose window holds one standalone 20 × 20 layer at (50, 50), ticked once at
    /// `time` so the layer is committed and animates its changes implicitly.
    @MainActor final class LayerSide {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), context: HostContext())
        let layer: CALayer

        init(committedAt time: CFTimeInterval) {
            layer = host.hostContext.run {
                let layer = CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
                layer.position = CGPoint(x: 50, y: 50)
                return layer
            }
            host.window.layer.addSublayer(layer)
            host.time = time
            host.tick()
        }

        /// Runs `body` as code of this host runs: with its context current.
        func work<T>(_ body: () -> T) -> T { host.hostContext.run(body) }

        /// One frame at `time` on this host's clock.
        func tick(at time: CFTimeInterval) {
            host.time = time
            host.tick()
        }
    }

    @Test func aTransactionOpenInOneHostIsNeitherReadNorCommittedByTheOther() {
        let a = LayerSide(committedAt: 1), b = LayerSide(committedAt: 1)
        var completions: [CFTimeInterval] = []

        // A opens a transaction of 1 s with a completion block and moves its layer in it.
        a.work {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setCompletionBlock { completions.append(CACurrentMediaTime()) }
            a.layer.position = CGPoint(x: 150, y: 50)
        }
        // Meanwhile B's work sees Core Animation's defaults (0.25 s, actions on, no completion), and
        // its layer's move animates for 0.25 s and joins no group of A's.
        b.work {
            #expect(CATransaction.animationDuration() == CATransaction.defaultAnimationDuration)
            #expect(!CATransaction.disableActions())
            #expect(CATransaction.completionBlock() == nil)
            b.layer.position = CGPoint(x: 150, y: 50)
        }
        #expect(b.layer.animation(forKey: "position")?.duration == 0.25)
        #expect(a.layer.animation(forKey: "position")?.duration == 1)
        // B's frames run its 0.25 s move to the end; A's transaction is still open, nothing completes.
        b.tick(at: 1.1)
        b.tick(at: 1.3)
        #expect(b.layer.animationKeys() == nil)
        #expect(completions.isEmpty)

        // A commits; its completion waits for A's 1 s move on A's clock, whatever B's frames do.
        a.work { CATransaction.commit() }
        b.tick(at: 5)
        #expect(completions.isEmpty)
        a.tick(at: 1.5)
        #expect(completions.isEmpty)
        a.tick(at: 2)
        #expect(completions == [2])
    }

    @Test func anotherHostsFramesNeitherCommitTheImplicitTransactionNorALayerMadeSince() {
        let a = LayerSide(committedAt: 1), b = LayerSide(committedAt: 1)
        var completions: [CFTimeInterval] = []
        // The implicit transaction of A's work: committed at A's next frame, its block run at the
        // tick after (no animation joined it), on A's clock.
        let fresh = a.work {
            CATransaction.setCompletionBlock { completions.append(CACurrentMediaTime()) }
            return CALayer()
        }
        a.layer.addSublayer(fresh)
        b.tick(at: 1.1)
        b.tick(at: 1.2)
        #expect(completions.isEmpty, "B's frames do not commit A's implicit transaction")
        // A layer made in A's current frame has nothing on screen to animate from until A commits,
        // however many frames B has committed since.
        a.work { fresh.position = CGPoint(x: 80, y: 80) }
        #expect(fresh.animationKeys() == nil)

        a.tick(at: 1.5)
        #expect(completions.isEmpty, "the block runs at the tick after the commit, never inside it")
        a.tick(at: 1.6)
        #expect(completions == [1.6])
        a.work { fresh.position = CGPoint(x: 90, y: 90) }
        #expect(fresh.animationKeys() == ["position"], "committed by A's frame: it animates now")
    }
}
