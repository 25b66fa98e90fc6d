import Foundation

/// Keeps its items inside the reference view's bounds (inset by `boundaryInsets`) when
/// `translatesReferenceBoundsIntoBoundary` is true.
///
/// An item that crosses a boundary is put back on it and its normal velocity is reflected and scaled
/// by its `UIDynamicItemBehavior.elasticity` (0 by default: it stops); rebounds slower than 10 pt/s become
/// resting contact. Its tangential speed loses `friction` × the normal speed change (Coulomb friction).
/// Not simulated yet (docs/PORTING.md): item-to-item collisions and identifier boundaries.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What an item collides with.
    public struct Mode: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// An option set from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other (not simulated in ScrollKit yet).
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with the boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both.
        public static let everything: Mode = [.items, .boundaries]
    }

    /// The items kept inside the boundary.
    public private(set) var items: [UIDynamicItem]
    /// What collides; `.everything` by default (only the boundary part is simulated).
    open var collisionMode: Mode = .everything
    /// Whether the reference view's bounds (inset by `boundaryInsets`) are a boundary. False by default.
    open var translatesReferenceBoundsIntoBoundary = false
    /// The insets set by `setTranslatesReferenceBoundsIntoBoundary(with:)`.
    public private(set) var boundaryInsets = UIEdgeInsets.zero

    /// A collision behaviour for these items.
    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// A collision behaviour with no items yet.
    public convenience override init() { self.init(items: []) }

    /// Adds an item (once).
    open func addItem(_ item: UIDynamicItem) {
        insertItem(item, into: &items)
    }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    /// Turns the reference bounds, inset by `insets`, into the boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        boundaryInsets = insets
        translatesReferenceBoundsIntoBoundary = true
        dynamicAnimator?.resume()
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func constrain(_ body: DynamicBody, in world: DynamicsWorld) {
        guard translatesReferenceBoundsIntoBoundary, collisionMode.contains(.boundaries), !body.isAnchored else { return }
        let b = world.referenceBounds
        let box = CGRect(x: b.minX + boundaryInsets.left, y: b.minY + boundaryInsets.top,
                         width: b.width - boundaryInsets.left - boundaryInsets.right,
                         height: b.height - boundaryInsets.top - boundaryInsets.bottom)
        let half = body.halfSize
        let e = min(max(body.elasticity, 0), 1)
        // x axis: walls; the tangential velocity is y.
        if let (edge, inward) = crossing(body.position.x, half.width, box.minX, box.maxX) {
            body.position.x = edge
            let before = body.velocity.dx
            if before * inward < 0 {
                body.velocity.dx = rebound(before, e)
                body.velocity.dy = applyFriction(body.velocity.dy, abs(body.velocity.dx - before), body.friction)
            }
        }
        if let (edge, inward) = crossing(body.position.y, half.height, box.minY, box.maxY) {
            body.position.y = edge
            let before = body.velocity.dy
            if before * inward < 0 {
                body.velocity.dy = rebound(before, e)
                body.velocity.dx = applyFriction(body.velocity.dx, abs(body.velocity.dy - before), body.friction)
            }
        }
    }

    /// The centre coordinate on the crossed edge and the inward sign, or nil when inside.
    /// An item larger than the box is pinned to the min edge.
    private func crossing(_ c: CGFloat, _ half: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> (CGFloat, CGFloat)? {
        if c - half < lo { return (lo + half, 1) }
        if c + half > hi { return (max(hi - half, lo + half), -1) }
        return nil
    }

    private func rebound(_ v: CGFloat, _ e: CGFloat) -> CGFloat {
        let out = -v * e
        return abs(out) < DynamicsWorld.restingBounceSpeed ? 0 : out
    }

    private func applyFriction(_ tangential: CGFloat, _ normalChange: CGFloat, _ friction: CGFloat) -> CGFloat {
        let loss = max(friction, 0) * normalChange
        return abs(tangential) <= loss ? 0 : tangential - loss * (tangential > 0 ? 1 : -1)
    }
}
