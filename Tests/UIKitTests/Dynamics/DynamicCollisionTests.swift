import Foundation
import HostContextTesting
import Testing
@testable import UIKit

/// Item-to-item collisions, identifier boundaries and the collision delegate (Dynamics/UICollisionBehavior.swift),
/// end to end: views in a window, the animator stepped by the window's 60 Hz ticks.
@Suite(.freshHostContext) @MainActor
struct DynamicCollisionTests {
    /// Logs the delegate's calls with the items' names.
    final class ContactLog: UICollisionBehaviorDelegate {
        var names: [ObjectIdentifier: String] = [:]
        var entries: [String] = []
        var points: [CGPoint] = []
        func name(_ item: UIDynamicItem) -> String { names[ObjectIdentifier(item)] ?? "?" }
        func boundary(_ id: (any NSCopying)?) -> String { (id as? NSString).map { String($0) } ?? "bounds" }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {
            entries.append("began \(name(item1)) \(name(item2))"); points.append(p)
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {
            entries.append("ended \(name(item1)) \(name(item2))")
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                               withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
            entries.append("began \(name(item)) \(boundary(identifier))"); points.append(p)
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                               withBoundaryIdentifier identifier: (any NSCopying)?) {
            entries.append("ended \(name(item)) \(boundary(identifier))")
        }
    }

    /// A view that collides as a circle, as iOS code declares it.
    final class Ball: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    func run(_ window: UIWindow, frames range: ClosedRange<Int>) {
        for frame in range { window.tick(timestamp: Double(frame) / 60) }
    }

    func box(_ size: CGFloat, at center: CGPoint, in window: UIWindow) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: size, height: size))
        view.center = center
        window.addSubview(view)
        return view
    }

    @Test func fallingBoxesStackWithoutOverlappingByDefault() {
        let window = makeTestWindow(width: 320, height: 480)
        // Three 40 pt boxes, the lowest first; slightly different x so they land on each other's tops.
        let boxes = [box(40, at: CGPoint(x: 160, y: 300), in: window), box(40, at: CGPoint(x: 165, y: 200), in: window),
                     box(40, at: CGPoint(x: 155, y: 100), in: window)]
        let animator = UIDynamicAnimator(referenceView: window)
        let collision = UICollisionBehavior(items: boxes)
        #expect(collision.collisionMode == .everything)   // iOS's default: items collide with each other
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: boxes))
        animator.addBehavior(collision)
        run(window, frames: 0...300)   // 5 s
        // At rest on the floor (480) and on each other: centres 20, 60 and 100 pt above it.
        for (i, b) in boxes.enumerated() {
            #expect(abs(b.center.y - (480 - 20 - 40 * CGFloat(i))) < 0.5, "box \(i) at \(b.center.y)")
        }
        #expect(boxes.map(\.center.x) == [160, 165, 155])   // vertical contacts push only vertically
        for i in boxes.indices { for j in boxes.indices where j > i {
            let overlap = boxes[i].frame.intersection(boxes[j].frame)
            #expect(overlap.isNull || overlap.height < 0.5, "boxes \(i) and \(j) overlap by \(overlap.height)")
        } }
        #expect(!animator.isRunning)
    }

    @Test func equalCirclesExchangeTheirVelocityInAnElasticHeadOnCollision() {
        let window = makeTestWindow(width: 320, height: 480)
        let a = Ball(frame: CGRect(x: 0, y: 0, width: 40, height: 40)), b = Ball(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        a.center = CGPoint(x: 60, y: 240); b.center = CGPoint(x: 200, y: 240)
        window.addSubview(a); window.addSubview(b)
        let animator = UIDynamicAnimator(referenceView: window)
        let properties = UIDynamicItemBehavior(items: [a, b])
        properties.elasticity = 1
        animator.addBehavior(properties)
        animator.addBehavior(UICollisionBehavior(items: [a, b]))
        properties.addLinearVelocity(CGPoint(x: 200, y: 0), for: a)
        // They touch once a has moved 200 − 60 − 40 = 100 pt (0.5 s); by 1 s the momentum has passed on:
        // equal masses, elasticity 1 ⇒ a stops and b leaves at 200 pt/s (momentum and energy conserved).
        run(window, frames: 0...60)
        #expect(abs(properties.linearVelocity(for: a).x) < 1)
        #expect(abs(properties.linearVelocity(for: b).x - 200) < 1)
        // a stopped at the contact, 40 pt (two radii) short of where b was struck.
        #expect(abs(a.center.x - 160) < 2.5)   // a 1/120 s step moves 1.7 pt
        #expect(a.center.y == 240 && b.center.y == 240)
    }

    @Test func boundariesByIdentifierAndTheDelegatesContactsInOrder() {
        let window = makeTestWindow(width: 320, height: 480)
        let lower = box(40, at: CGPoint(x: 160, y: 200), in: window)
        let upper = box(40, at: CGPoint(x: 160, y: 100), in: window)
        let log = ContactLog()
        log.names = [ObjectIdentifier(lower): "lower", ObjectIdentifier(upper): "upper"]
        let animator = UIDynamicAnimator(referenceView: window)
        let collision = UICollisionBehavior(items: [lower, upper])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = log
        collision.addBoundary(withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 320, y: 300))
        #expect(collision.boundaryIdentifiers?.count == 1 && (collision.boundaryIdentifiers?.first as? NSString) == "shelf")
        #expect(collision.boundary(withIdentifier: "shelf" as NSString)?.bounds == CGRect(x: 0, y: 300, width: 320, height: 0))
        animator.addBehavior(UIGravityBehavior(items: [lower, upper]))
        animator.addBehavior(collision)
        run(window, frames: 0...120)
        // The lower box rests on the shelf (its bottom at 300), the upper one on it.
        #expect(abs(lower.frame.maxY - 300) < 0.5 && abs(upper.frame.maxY - 260) < 0.5)
        #expect(log.entries == ["began lower shelf", "began lower upper"])
        #expect(isClose(log.points[0], CGPoint(x: 160, y: 300), within: 0.5))
        // The shelf taken away: both fall to the floor together; the lower box leaves the shelf and
        // meets the reference bounds (identifier nil), still under the upper one.
        collision.removeBoundary(withIdentifier: "shelf" as NSString)
        #expect(collision.boundaryIdentifiers == nil)
        run(window, frames: 121...300)
        #expect(abs(lower.frame.maxY - 480) < 0.5 && abs(upper.frame.maxY - 440) < 0.5)
        #expect(log.entries == ["began lower shelf", "began lower upper", "ended lower shelf", "began lower bounds"])
    }

    @Test func theBoundariesModeLetsItemsPassThroughEachOther() {
        let window = makeTestWindow(width: 320, height: 480)
        let a = box(40, at: CGPoint(x: 100, y: 240), in: window), b = box(40, at: CGPoint(x: 220, y: 240), in: window)
        let animator = UIDynamicAnimator(referenceView: window)
        let properties = UIDynamicItemBehavior(items: [a, b])
        let collision = UICollisionBehavior(items: [a, b])
        collision.collisionMode = .boundaries
        animator.addBehavior(properties)
        animator.addBehavior(collision)
        properties.addLinearVelocity(CGPoint(x: 120, y: 0), for: a)
        run(window, frames: 0...60)   // 1 s: a passes through b's place
        #expect(abs(a.center.x - 220) < 2 && b.center.x == 220)
    }

    @Test func twoItemsOnARodKeepTheirDistanceAndTheirMomentum() {
        let window = makeTestWindow(width: 320, height: 480)
        let a = box(20, at: CGPoint(x: 100, y: 240), in: window), b = box(20, at: CGPoint(x: 200, y: 240), in: window)
        let animator = UIDynamicAnimator(referenceView: window)
        let rod = UIAttachmentBehavior(item: a, attachedTo: b)
        #expect(isClose(rod.length, 100) && rod.items.count == 2)
        let properties = UIDynamicItemBehavior(items: [a, b])
        animator.addBehavior(rod)
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 0, y: 100), for: a)
        run(window, frames: 0...30)   // 0.5 s
        #expect(isClose(hypot(a.center.x - b.center.x, a.center.y - b.center.y), 100, within: 1e-6))
        // Equal masses, no outside force: the centre of mass moves at half a's push, 50 pt/s.
        #expect(isClose((a.center.x + b.center.x) / 2, 150, within: 1e-6))
        #expect(isClose((a.center.y + b.center.y) / 2, 240 + 50 * 0.5, within: 1e-6))
        #expect(a.center.x > 100)   // the pair turned: a swung in towards b's side
    }
}
