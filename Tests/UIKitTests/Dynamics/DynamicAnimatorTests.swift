import HostContextTesting
import Testing
@testable import UIKit

/// UIKit Dynamics end to end: views in a window, an animator stepped by the window's ticks (60 Hz
/// timestamps, never the wall clock), expected numbers from Apple's documented units.
@Suite(.freshHostContext) @MainActor
struct DynamicAnimatorTests {
    /// Records the delegate calls.
    final class Recorder: UIDynamicAnimatorDelegate {
        var log: [String] = []
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { log.append("resume") }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { log.append("pause") }
    }

    /// Ticks the window at 60 Hz from frame `first` through frame `last` (timestamps frame/60).
    func run(_ window: UIWindow, frames range: ClosedRange<Int>) {
        for frame in range { window.tick(timestamp: Double(frame) / 60) }
    }

    func square(_ size: CGFloat, at center: CGPoint, in window: UIWindow) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: size, height: size))
        view.center = center
        window.addSubview(view)
        return view
    }

    @Test func gravityAloneFallsHalfGTSquared() {
        let window = makeTestWindow()
        let view = square(20, at: CGPoint(x: 100, y: 50), in: window)
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        #expect(animator.isRunning)
        run(window, frames: 0...30)   // frame 0 starts the clock; 30 frames = 0.5 s
        let t = 0.5
        let g = 1000.0                 // Apple: gravity magnitude 1 = 1000 pt/s²
        let expected = 50 + 0.5 * g * t * t
        let integratorError = 0.5 * g * (1.0 / 120) * t   // semi-implicit Euler at 1/120 s, documented
        #expect(abs(Double(view.center.y) - expected) <= integratorError + 1e-6)
        #expect(view.center.x == 100)
        #expect(isClose(animator.elapsedTime, t, within: 1e-9))
    }

    @Test func collisionRestsOnTheBottomBoundaryAndPauses() {
        let window = makeTestWindow(width: 320, height: 480)
        let view = square(40, at: CGPoint(x: 160, y: 100), in: window)
        let animator = UIDynamicAnimator(referenceView: window)
        let recorder = Recorder()
        animator.delegate = recorder
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [view]))
        animator.addBehavior(collision)
        // A 360 pt fall takes sqrt(2·360/1000) ≈ 0.85 s; give it 3 s.
        run(window, frames: 0...180)
        #expect(isClose(view.frame.maxY, 480, within: 1e-9))
        #expect(!animator.isRunning)
        #expect(recorder.log == ["resume", "pause"])
    }

    @Test func anElasticItemBouncesBeforeResting() {
        let window = makeTestWindow(width: 320, height: 480)
        let view = square(40, at: CGPoint(x: 160, y: 100), in: window)
        let animator = UIDynamicAnimator(referenceView: window)
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = UIDynamicItemBehavior(items: [view])
        material.elasticity = 0.5
        animator.addBehavior(UIGravityBehavior(items: [view]))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        var lowestAfterFirstBounce = CGFloat.infinity
        var touched = false
        for frame in 0...300 {
            window.tick(timestamp: Double(frame) / 60)
            if isClose(view.frame.maxY, 480, within: 1e-9) { touched = true }
            if touched { lowestAfterFirstBounce = min(lowestAfterFirstBounce, view.frame.maxY) }
        }
        // Rebound speed ½·sqrt(2·1000·360) ≈ 424 pt/s rises about (424²)/(2·1000) ≈ 90 pt.
        #expect(lowestAfterFirstBounce < 480 - 60)
        #expect(isClose(view.frame.maxY, 480, within: 1e-9))
        #expect(!animator.isRunning)
    }

    @Test func snapSettlesAtThePoint() {
        let window = makeTestWindow()
        let view = square(30, at: CGPoint(x: 50, y: 50), in: window)
        let animator = UIDynamicAnimator(referenceView: window)
        let recorder = Recorder()
        animator.delegate = recorder
        let target = CGPoint(x: 200, y: 300)
        animator.addBehavior(UISnapBehavior(item: view, snapTo: target))
        run(window, frames: 0...120)
        #expect(isClose(view.center, target, within: 0.5))
        #expect(!animator.isRunning)
        #expect(recorder.log == ["resume", "pause"])
    }

    @Test func instantaneousPushGivesTheDocumentedVelocity() {
        let window = makeTestWindow()
        let unit = square(100, at: CGPoint(x: 100, y: 100), in: window)          // mass 1
        let wide = UIView(frame: CGRect(x: 0, y: 250, width: 200, height: 100))    // mass 2
        window.addSubview(wide)
        let animator = UIDynamicAnimator(referenceView: window)
        let push = UIPushBehavior(items: [unit, wide], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)   // magnitude 1
        let velocities = UIDynamicItemBehavior(items: [unit, wide])
        animator.addBehavior(push)
        animator.addBehavior(velocities)
        run(window, frames: 0...1)
        // Apple: 1 unit on a 100×100 item of density 1 = 100 points/s; twice the mass, half the speed.
        #expect(isClose(velocities.linearVelocity(for: unit), CGPoint(x: 100, y: 0), within: 1e-9))
        #expect(isClose(velocities.linearVelocity(for: wide), CGPoint(x: 50, y: 0), within: 1e-9))
        #expect(!push.active)
        run(window, frames: 2...30)   // 0.5 s at constant speed
        #expect(isClose(unit.center.x, 100 + 100 * 0.5, within: 1e-6))
        #expect(isClose(wide.center.x, 100 + 50 * 0.5, within: 1e-6))
    }

    @Test func continuousPushAcceleratesByTheDocumentedRate() {
        let window = makeTestWindow()
        let view = square(100, at: CGPoint(x: 100, y: 100), in: window)
        let animator = UIDynamicAnimator(referenceView: window)
        let push = UIPushBehavior(items: [view], mode: .continuous)
        push.magnitude = 2   // angle 0: +x
        let velocities = UIDynamicItemBehavior(items: [view])
        animator.addBehavior(push)
        animator.addBehavior(velocities)
        run(window, frames: 0...30)
        // 2 units = 200 pt/s² on a unit-mass item; after 0.5 s, 100 pt/s.
        #expect(isClose(velocities.linearVelocity(for: view).x, 200 * 0.5, within: 1e-6))
    }

    @Test func removingTheBehaviorsStopsMotion() {
        let window = makeTestWindow()
        let view = square(20, at: CGPoint(x: 100, y: 50), in: window)
        let animator = UIDynamicAnimator(referenceView: window)
        let recorder = Recorder()
        animator.delegate = recorder
        animator.addBehavior(UIGravityBehavior(items: [view]))
        run(window, frames: 0...12)
        let stopped = view.center
        #expect(stopped.y > 50)
        animator.removeAllBehaviors()
        #expect(!animator.isRunning)
        run(window, frames: 13...60)
        #expect(view.center == stopped)
        #expect(recorder.log == ["resume", "pause"])
    }

    @Test func rigidAttachmentKeepsItsLength() {
        let window = makeTestWindow()
        let view = square(20, at: CGPoint(x: 260, y: 100), in: window)
        let animator = UIDynamicAnimator(referenceView: window)
        let anchor = CGPoint(x: 160, y: 100)
        let rope = UIAttachmentBehavior(item: view, attachedToAnchor: anchor)
        #expect(isClose(rope.length, 100, within: 1e-9))
        animator.addBehavior(rope)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        run(window, frames: 0...30)
        #expect(isClose(hypot(view.center.x - anchor.x, view.center.y - anchor.y), 100, within: 1e-9))
        #expect(view.center.y > 150)   // it swung down
    }

    @Test func addedVelocityMovesAndResumes() {
        let window = makeTestWindow()
        let view = square(20, at: CGPoint(x: 100, y: 100), in: window)
        let animator = UIDynamicAnimator(referenceView: window)
        let recorder = Recorder()
        animator.delegate = recorder
        let item = UIDynamicItemBehavior(items: [view])
        animator.addBehavior(item)
        run(window, frames: 0...30)   // nothing moves: it pauses
        #expect(!animator.isRunning)
        item.addLinearVelocity(CGPoint(x: 60, y: 0), for: view)
        #expect(animator.isRunning)
        run(window, frames: 31...61)   // frame 31 restarts the clock; 30 frames = 0.5 s
        #expect(isClose(view.center.x, 130, within: 1e-6))
        #expect(recorder.log == ["resume", "pause", "resume"])
    }
}
