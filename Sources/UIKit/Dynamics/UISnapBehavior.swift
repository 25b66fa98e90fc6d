import Foundation

/// Pulls one item to a point with a damped spring, as a snap-into-place.
///
/// The spring's natural frequency is 3 Hz (ω = 6π rad/s: a critically damped snap settles within a
/// quarter-pixel of a 200 pt move in about half a second, the feel of iOS's snap). `damping` 0…1 maps to
/// a damping ratio of 0.5…1.5, so the default 0.5 is critically damped (no overshoot), lower values
/// oscillate a little, higher ones creep. The spring ignores mass, so any item snaps alike.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// The spring's natural angular frequency (3 Hz).
    static let omega: CGFloat = 2 * .pi * 3
    /// The item that snaps.
    public let item: UIDynamicItem
    /// Where the item's centre goes, in reference view coordinates.
    open var snapPoint: CGPoint { didSet { dynamicAnimator?.resume() } }
    /// 0…1, 0.5 by default (Apple's default); see the type's discussion. Out-of-range values are clamped.
    open var damping: CGFloat = 0.5 { didSet { dynamicAnimator?.resume() } }

    /// A snap of `item` to `point`.
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }

    override func accelerate(_ body: DynamicBody, in world: DynamicsWorld) {
        let w = Self.omega
        let zeta = 0.5 + min(max(damping, 0), 1)
        let offset = CGVector(dx: body.position.x - snapPoint.x, dy: body.position.y - snapPoint.y)
        body.acceleration = body.acceleration + offset * (-w * w) + body.velocity * (-2 * zeta * w)
    }
}
