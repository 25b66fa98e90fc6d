import Foundation

/// The fixed-step integrator behind `UIDynamicAnimator`.
///
/// Semi-implicit (symplectic) Euler at `step` = 1/120 s: each step sums the behaviours' accelerations,
/// updates velocity first (v += a·h, then resistance damping), then position (x += v·h), then applies
/// the constraints (collision boundaries, rigid attachments) and writes every item's `center`.
/// Why this scheme: it is stable for the snap and attachment springs at 120 Hz and costs one pass per
/// step. Its error under constant acceleration `a` is exact-formula-plus `½·a·h·t` (the position after
/// n steps is ½·a·h²·n(n+1) instead of ½·a·(n·h)²): 4.2 pt per second of fall under gravity magnitude 1.
@MainActor
final class DynamicsWorld {
    /// The fixed simulation step: 1/120 s, two steps per 60 Hz host frame.
    static let step: CGFloat = 1.0 / 120.0
    /// A body slower than this (pt/s) counts as still for the pause test.
    static let restSpeed: CGFloat = 1
    /// Consecutive still steps (0.1 s) before the animator pauses, so a bounce's apex does not pause it.
    static let restSteps = 12
    /// A bounce slower than this (pt/s) becomes resting contact: one step of gravity at magnitude 1
    /// adds 1000/120 ≈ 8.3 pt/s, so a slower rebound would only jitter on the boundary.
    static let restingBounceSpeed: CGFloat = 10

    unowned let animator: UIDynamicAnimator
    private var bodies: [ObjectIdentifier: DynamicBody] = [:]
    private var stillSteps = 0

    init(animator: UIDynamicAnimator) { self.animator = animator }

    func body(for item: UIDynamicItem) -> DynamicBody {
        if let body = bodies[ObjectIdentifier(item)] { return body }
        let body = DynamicBody(item: item)
        bodies[ObjectIdentifier(item)] = body
        return body
    }

    func existingBody(for item: UIDynamicItem) -> DynamicBody? { bodies[ObjectIdentifier(item)] }

    /// The reference view's bounds: the coordinate space of the items' centres.
    var referenceBounds: CGRect { animator.referenceView?.bounds ?? .zero }

    /// Every item of every running behaviour, once each, in behaviour order (deterministic).
    func orderedItems(_ behaviors: [UIDynamicBehavior]) -> [UIDynamicItem] {
        var seen = Set<ObjectIdentifier>()
        var items: [UIDynamicItem] = []
        for behavior in behaviors {
            for item in behavior.dynamicItems where seen.insert(ObjectIdentifier(item)).inserted { items.append(item) }
        }
        return items
    }

    /// Forgets bodies whose items left every behaviour: they keep no velocity if added back later.
    func prune(keeping items: [UIDynamicItem]) {
        let live = Set(items.map { ObjectIdentifier($0) })
        bodies = bodies.filter { live.contains($0.key) }
    }

    /// Advances one fixed step. Returns true when everything has been still for `restSteps` steps.
    func advance(_ behaviors: [UIDynamicBehavior]) -> Bool {
        let h = Self.step
        let items = orderedItems(behaviors)
        prune(keeping: items)
        let live = items.map { body(for: $0) }
        for body in live {
            body.position = body.item.center   // someone may have moved the item between steps
            body.acceleration = .zero
            resolveProperties(body, behaviors)
        }
        for behavior in behaviors {
            for item in behavior.dynamicItems { behavior.accelerate(body(for: item), in: self) }
        }
        for body in live {
            if body.isAnchored { body.velocity = .zero; continue }
            body.velocity = (body.velocity + body.acceleration * h) * (1 / (1 + max(body.resistance, 0) * h))
            body.position.x += body.velocity.dx * h
            body.position.y += body.velocity.dy * h
        }
        for behavior in behaviors {
            for item in behavior.dynamicItems { behavior.constrain(body(for: item), in: self) }
        }
        for behavior in behaviors { behavior.solveContacts(in: self) }
        var still = true
        for body in live {
            if body.position.x.isFinite, body.position.y.isFinite {
                if body.item.center != body.position { body.item.center = body.position }
            } else {
                body.velocity = .zero   // bad input (NaN/inf magnitudes): the item stays where it was
            }
            if body.velocity.length >= Self.restSpeed { still = false }
        }
        for behavior in behaviors { behavior.reportContacts(in: self) }
        for behavior in behaviors { behavior.action?() }
        stillSteps = still ? stillSteps + 1 : 0
        return stillSteps >= Self.restSteps
    }

    func resetRest() { stillSteps = 0 }

    /// The last `UIDynamicItemBehavior` listing the item wins, property by property as a whole.
    private func resolveProperties(_ body: DynamicBody, _ behaviors: [UIDynamicBehavior]) {
        body.elasticity = 0; body.friction = 0; body.density = 1; body.resistance = 0; body.isAnchored = false
        for case let itemBehavior as UIDynamicItemBehavior in behaviors
        where itemBehavior.items.contains(where: { $0 === body.item }) {
            body.elasticity = itemBehavior.elasticity
            body.friction = itemBehavior.friction
            body.density = itemBehavior.density
            body.resistance = itemBehavior.resistance
            body.isAnchored = itemBehavior.isAnchored
        }
    }
}
