import Foundation

/// Ties an item's centre to an anchor point: rigidly (a rod of `length`) when `frequency` is 0, or with
/// a spring of that frequency (Hz) and damping ratio `damping` otherwise.
///
/// Not yet in ScrollKit (docs/PORTING.md): item-to-item attachments, offsets from the centre, and the
/// sliding/fixed/limit/pin attachment kinds.
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

    /// Attaches `item`'s centre to `point` at their current distance.
    public init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.item = item
        anchorPoint = point
        length = hypot(item.center.x - point.x, item.center.y - point.y)
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }

    /// The unit vector from the anchor to the body and its distance, or nil at the anchor itself.
    private func radial(_ body: DynamicBody) -> (CGVector, CGFloat)? {
        let d = CGVector(dx: body.position.x - anchorPoint.x, dy: body.position.y - anchorPoint.y)
        let distance = d.length
        guard distance > 1e-9 else { return nil }
        return (d * (1 / distance), distance)
    }

    override func accelerate(_ body: DynamicBody, in world: DynamicsWorld) {
        guard frequency > 0, frequency.isFinite, let (u, distance) = radial(body) else { return }
        let w = 2 * .pi * frequency
        let radialSpeed = body.velocity.dx * u.dx + body.velocity.dy * u.dy
        let pull = -w * w * (distance - max(length, 0)) - 2 * max(damping, 0) * w * radialSpeed
        body.acceleration = body.acceleration + u * pull
    }

    override func constrain(_ body: DynamicBody, in world: DynamicsWorld) {
        guard !(frequency > 0), !body.isAnchored, let (u, _) = radial(body) else { return }
        let rod = max(length, 0)
        body.position = CGPoint(x: anchorPoint.x + u.dx * rod, y: anchorPoint.y + u.dy * rod)
        let radialSpeed = body.velocity.dx * u.dx + body.velocity.dy * u.dy
        body.velocity = body.velocity + u * (-radialSpeed)
    }
}
