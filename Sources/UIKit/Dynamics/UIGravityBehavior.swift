import Foundation

/// Accelerates its items in one direction, independent of their mass.
///
/// Apple: a magnitude of 1.0 is 1000 points/s² ("UIKit gravity"); the default direction is (0, 1),
/// straight down at magnitude 1.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// Points per second² of one unit of magnitude (Apple's documented 1000 pt/s²).
    public static let pointsPerSecondSquaredPerUnit: CGFloat = 1000
    /// The items gravity pulls.
    public private(set) var items: [UIDynamicItem]
    /// The direction and magnitude as one vector; (0, 1) by default.
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { dynamicAnimator?.resume() } }

    /// Gravity for these items (add more with `addItem(_:)`).
    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Gravity with no items yet.
    public convenience override init() { self.init(items: []) }

    /// Adds an item (once).
    open func addItem(_ item: UIDynamicItem) {
        insertItem(item, into: &items)
    }

    /// Removes an item; it keeps its current velocity but is no longer accelerated by this behaviour.
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    /// The length of `gravityDirection`; setting it keeps the angle.
    open var magnitude: CGFloat {
        get { gravityDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// The direction in radians (0 is +x, π/2 is down); setting it keeps the magnitude.
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// Sets direction and magnitude together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func accelerate(_ body: DynamicBody, in world: DynamicsWorld) {
        body.acceleration = body.acceleration + gravityDirection * Self.pointsPerSecondSquaredPerUnit
    }
}
