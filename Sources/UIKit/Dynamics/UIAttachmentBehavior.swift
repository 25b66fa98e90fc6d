import Foundation

/// Ties an item's centre to an anchor point, or to another item's centre: rigidly (a rod of `length`)
/// when `frequency` is 0, or with a spring of that frequency (Hz) and damping ratio `damping` otherwise.
///
/// Between two items the rod's correction and the spring's force are shared by inverse mass, so the
/// pair's momentum is kept and the spring's relative motion has the frequency asked for (its stiffness
/// is ω²·m₁m₂/(m₁+m₂)); an anchored item does not move.
///
/// Not yet in ScrollKit (docs/PORTING.md): offsets from the centre, and the sliding/fixed/limit/pin
/// attachment kinds.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// The attached item.
    public let item: UIDynamicItem
    /// The point the item hangs from, in reference view coordinates.
    open var anchorPoint: CGPoint { didSet { dynamicAnimator?.resume() } }
    /// The rest distance between the item's centre and the anchor; initially their distance at creation.
    open var length: CGFloat { didSet { dynamicAnimator?.resume() } }
    /// The spring frequency in Hz; 0 (the default) makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { dynamicAnimator?.resume() } }
    /// The spring's damping ratio (0 undamped, 1 critical); 0 by default. Ignored when rigid.
    open var damping: CGFloat = 0 { didSet { dynamicAnimator?.resume() } }

    /// The second item of an item-to-item attachment (nil: attached to `anchorPoint`).
    private let otherItem: UIDynamicItem?
    /// The attached items: the item, and the other item of an item-to-item attachment.
    open var items: [UIDynamicItem] { otherItem.map { [item, $0] } ?? [item] }

    /// Attaches `item`'s centre to `item2`'s centre at their current distance.
    public init(item: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.item = item
        otherItem = item2
        anchorPoint = item2.center
        length = hypot(item.center.x - item2.center.x, item.center.y - item2.center.y)
        super.init()
    }

    /// Attaches `item`'s centre to `point` at their current distance.
    public init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.item = item
        otherItem = nil
        anchorPoint = point
        length = hypot(item.center.x - point.x, item.center.y - point.y)
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { items }

    /// For an item-to-item attachment: the body at the other end of `body`'s attachment.
    private func partner(of body: DynamicBody, in world: DynamicsWorld) -> DynamicBody? {
        guard let other = otherItem else { return nil }
        return world.body(for: body.item === item ? other : item)
    }

    private func inverseMass(_ body: DynamicBody) -> CGFloat { body.isAnchored ? 0 : 1 / body.mass }

    /// The unit vector from the anchor to the body and its distance, or nil at the anchor itself.
    private func radial(_ body: DynamicBody) -> (CGVector, CGFloat)? {
        let d = CGVector(dx: body.position.x - anchorPoint.x, dy: body.position.y - anchorPoint.y)
        let distance = d.length
        guard distance > 1e-9 else { return nil }
        return (d * (1 / distance), distance)
    }

    override func accelerate(_ body: DynamicBody, in world: DynamicsWorld) {
        if let other = partner(of: body, in: world) { return accelerate(body, towards: other) }
        guard frequency > 0, frequency.isFinite, let (u, distance) = radial(body) else { return }
        let w = 2 * .pi * frequency
        let radialSpeed = body.velocity.dx * u.dx + body.velocity.dy * u.dy
        let pull = -w * w * (distance - max(length, 0)) - 2 * max(damping, 0) * w * radialSpeed
        body.acceleration = body.acceleration + u * pull
    }

    /// The spring between two items, on `body`: its share (the other's mass over both) of ω²·extension.
    private func accelerate(_ body: DynamicBody, towards other: DynamicBody) {
        guard frequency > 0, frequency.isFinite else { return }
        let d = CGVector(dx: body.position.x - other.position.x, dy: body.position.y - other.position.y)
        let distance = d.length
        let ia = inverseMass(body), ib = inverseMass(other)
        guard distance > 1e-9, ia + ib > 0 else { return }
        let u = d * (1 / distance)
        let share = ia / (ia + ib)
        let w = 2 * .pi * frequency
        let radialSpeed = (body.velocity.dx - other.velocity.dx) * u.dx + (body.velocity.dy - other.velocity.dy) * u.dy
        let pull = (-w * w * (distance - max(length, 0)) - 2 * max(damping, 0) * w * radialSpeed) * share
        body.acceleration = body.acceleration + u * pull
    }

    override func constrain(_ body: DynamicBody, in world: DynamicsWorld) {
        if let other = partner(of: body, in: world) {
            // The rod between two items: once per step, from the first item's call.
            guard !(frequency > 0), body.item === item else { return }
            let d = CGVector(dx: other.position.x - body.position.x, dy: other.position.y - body.position.y)
            let distance = d.length
            let ia = inverseMass(body), ib = inverseMass(other)
            guard distance > 1e-9, ia + ib > 0 else { return }
            let u = d * (1 / distance)
            let error = distance - max(length, 0)
            body.position.x += u.dx * error * ia / (ia + ib); body.position.y += u.dy * error * ia / (ia + ib)
            other.position.x -= u.dx * error * ib / (ia + ib); other.position.y -= u.dy * error * ib / (ia + ib)
            let vr = (other.velocity.dx - body.velocity.dx) * u.dx + (other.velocity.dy - body.velocity.dy) * u.dy
            body.velocity = body.velocity + u * (vr * ia / (ia + ib))
            other.velocity = other.velocity + u * (-vr * ib / (ia + ib))
            return
        }
        guard !(frequency > 0), !body.isAnchored, let (u, _) = radial(body) else { return }
        let rod = max(length, 0)
        body.position = CGPoint(x: anchorPoint.x + u.dx * rod, y: anchorPoint.y + u.dy * rod)
        let radialSpeed = body.velocity.dx * u.dx + body.velocity.dy * u.dy
        body.velocity = body.velocity + u * (-radialSpeed)
    }
}
