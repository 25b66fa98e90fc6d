import Foundation

/// Material properties for its items (elasticity, friction, density, resistance) and their velocity.
///
/// When several item behaviours list the same item, the one added last decides all its properties.
/// Rotation is not simulated in ScrollKit (docs/PORTING.md): `allowsRotation` and the angular
/// properties are stored and read back but items never turn.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// The items these properties apply to.
    public private(set) var items: [UIDynamicItem]
    /// Bounciness in collisions: 0 (default, no bounce) to 1 (fully elastic).
    open var elasticity: CGFloat = 0
    /// Friction along a boundary the item slides on; 0 (default) is none.
    open var friction: CGFloat = 0
    /// Mass per area: mass = density × width × height / 10 000 (1 by default).
    open var density: CGFloat = 1
    /// Linear velocity damping per second; 0 (default) is none. Velocity decays like 1/(1 + resistance·h) per step.
    open var resistance: CGFloat = 0
    /// Angular damping; stored only (rotation is not simulated).
    open var angularResistance: CGFloat = 0
    /// Whether the item may rotate; stored only (rotation is not simulated). True by default.
    open var allowsRotation = true
    /// An anchored item does not move but still constrains others. False by default.
    open var isAnchored = false
    /// Velocities added before the behaviour joined an animator, applied when it does.
    private var pendingVelocity: [(UIDynamicItem, CGVector)] = []

    /// Properties for these items.
    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Properties with no items yet.
    public convenience override init() { self.init(items: []) }

    /// Adds an item (once).
    open func addItem(_ item: UIDynamicItem) {
        insertItem(item, into: &items)
    }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    /// Adds `velocity` (pt/s) to the item's linear velocity and resumes the animator. The item must be one
    /// of `items`; other items are ignored. Before the behaviour runs, the velocity is kept until it does.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard items.contains(where: { $0 === item }), velocity.x.isFinite, velocity.y.isFinite else { return }
        let dv = CGVector(dx: velocity.x, dy: velocity.y)
        guard let animator = dynamicAnimator else { pendingVelocity.append((item, dv)); return }
        let body = animator.world.body(for: item)
        body.velocity = body.velocity + dv
        animator.resume()
    }

    /// The item's current linear velocity in pt/s (zero when the behaviour is not running or lacks the item).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        guard items.contains(where: { $0 === item }),
              let body = dynamicAnimator?.world.existingBody(for: item) else { return .zero }
        return CGPoint(x: body.velocity.dx, y: body.velocity.dy)
    }

    /// Stored only: rotation is not simulated, so the angular velocity stays 0.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {}

    /// Always 0: rotation is not simulated.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat { 0 }

    override func setAnimator(_ animator: UIDynamicAnimator?) {
        super.setAnimator(animator)
        guard let animator else { return }
        for (item, dv) in pendingVelocity {
            let body = animator.world.body(for: item)
            body.velocity = body.velocity + dv
        }
        pendingVelocity.removeAll()
    }

    override var dynamicItems: [UIDynamicItem] { items }
}
