import Foundation

/// Pushes its items with a force: continuously (an acceleration every step) or once (a velocity change).
///
/// Apple: a magnitude of 1 gives a 100×100 pt item of density 1 an acceleration of 100 pt/s²
/// (continuous), and ScrollKit gives the same item a velocity change of 100 pt/s for an instantaneous
/// push (an impulse of magnitude × 100 mass·pt/s). Heavier items (density × area) move less.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// How the force is applied.
    public enum Mode: Int, Sendable {
        /// A force applied on every step while `active`.
        case continuous
        /// One impulse on the next step; then `active` turns false. Set `active` again to push again.
        case instantaneous
    }

    /// Points per second² (continuous) or per second (instantaneous) for one unit on a unit-mass item.
    public static let pointsPerUnit: CGFloat = 100
    /// The items pushed.
    public private(set) var items: [UIDynamicItem]
    /// Continuous or instantaneous, fixed at creation.
    public let mode: Mode
    /// Whether the push applies; an instantaneous push turns itself off after its step. True by default.
    open var active = true {
        didSet { if active { pendingImpulses = Set(items.map { ObjectIdentifier($0) }); dynamicAnimator?.resume() } }
    }
    /// The force as a vector (its length is `magnitude`); (0, 0) by default.
    open var pushDirection = CGVector.zero {
        didSet { if active { dynamicAnimator?.resume() } }
    }
    private var pendingImpulses: Set<ObjectIdentifier>

    /// A push for these items in `mode`, active, with no force until a direction/magnitude is set.
    public init(items: [UIDynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        pendingImpulses = Set(items.map { ObjectIdentifier($0) })
        super.init()
    }

    /// Adds an item (once); an active instantaneous push will push it too.
    open func addItem(_ item: UIDynamicItem) {
        guard insertItem(item, into: &items) else { return }
        if active { pendingImpulses.insert(ObjectIdentifier(item)) }
    }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) {
        items.removeAll { $0 === item }
        pendingImpulses.remove(ObjectIdentifier(item))
    }

    /// The length of `pushDirection`; setting it keeps the angle.
    open var magnitude: CGFloat {
        get { pushDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// The direction in radians (0 is +x, π/2 is down); setting it keeps the magnitude.
    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// Sets direction and magnitude together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func accelerate(_ body: DynamicBody, in world: DynamicsWorld) {
        guard active else { return }
        let perMass = pushDirection * (Self.pointsPerUnit / body.mass)
        switch mode {
        case .continuous:
            body.acceleration = body.acceleration + perMass
        case .instantaneous:
            guard pendingImpulses.remove(ObjectIdentifier(body.item)) != nil else { return }
            body.velocity = body.velocity + perMass
            if pendingImpulses.isEmpty { active = false }
        }
    }
}
