import HostContextTesting
import Testing
@testable import UIKit

/// The bad-input rows of docs/PORTING.md for UIKit Dynamics: non-finite forces leave items where
/// they were, out-of-range materials are clamped, nothing traps.
@Suite(.freshHostContext) @MainActor
struct DynamicsBadInputTests {
    @Test func nonFiniteGravityLeavesTheItemInPlace() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        window.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: window)
        let gravity = UIGravityBehavior(items: [view])
        gravity.gravityDirection = CGVector(dx: CGFloat.nan, dy: CGFloat.infinity)
        animator.addBehavior(gravity)
        for frame in 0...30 { window.tick(timestamp: Double(frame) / 60) }
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    @Test func outOfRangeMaterialsAreClamped() {
        let window = makeTestWindow(width: 320, height: 480)
        let view = UIView(frame: CGRect(x: 140, y: 80, width: 40, height: 40))
        window.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: window)
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = UIDynamicItemBehavior(items: [view])
        material.elasticity = 5      // clamped to 1: never gains energy
        material.density = -3        // treated as a tiny positive density
        material.addLinearVelocity(CGPoint(x: CGFloat.nan, y: 0), for: view)   // ignored
        animator.addBehavior(UIGravityBehavior(items: [view]))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        var highest = CGFloat.infinity
        for frame in 0...240 {
            window.tick(timestamp: Double(frame) / 60)
            if frame > 60 { highest = min(highest, view.frame.minY) }
            #expect(view.frame.maxY <= 480 + 1e-9)
        }
        // Elasticity 1 at most: after the first bounce it never rises above where it started (y 80),
        // give or take the integrator's ½·g·h per bounce.
        #expect(highest >= 80 - 5)
        #expect(view.center.x == 160)
    }
}
