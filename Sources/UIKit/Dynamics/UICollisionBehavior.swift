import Foundation

/// Tells a collision behaviour's delegate when items start and stop touching each other or a
/// boundary (UIKit's `UICollisionBehaviorDelegate`; every method optional).
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
    /// Two items started touching at `p` (reference-view coordinates).
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem, at p: CGPoint)
    /// Two items stopped touching.
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    /// An item started touching a boundary (`identifier` nil: the reference bounds) at `p`.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    /// An item stopped touching a boundary (`identifier` nil: the reference bounds).
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
    /// Does nothing (optional method).
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem, at p: CGPoint) {}
    /// Does nothing (optional method).
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem) {}
    /// Does nothing (optional method).
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {}
    /// Does nothing (optional method).
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: (any NSCopying)?) {}
}

/// Makes its items collide with each other and with boundaries: the reference view's bounds (when
/// `translatesReferenceBoundsIntoBoundary`, inset by `boundaryInsets`) and the paths and segments
/// added with `addBoundary(withIdentifier:…)`.
///
/// The model (docs/ARCHITECTURE.md, "UIKit Dynamics"): after each integration step, `solverIterations`
/// passes over every overlap push the pair apart along the contact normal (split by inverse mass;
/// anchored items and boundaries do not move) and, while they approach, apply an impulse that stops
/// or reflects the normal velocity (elasticity) and a Coulomb friction impulse along the surface.
/// Item pairs mix their properties as Box2D documents (elasticity: the larger; friction: the
/// geometric mean); against a boundary the item's own values count. Rebounds slower than 10 pt/s
/// become resting contact. Shapes: `DynamicShape`. Contacts are reported to `collisionDelegate`
/// once per step after the items moved: the contacts that ended first, then the ones that began, each
/// in the items' order in the behaviour.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What an item collides with.
    public struct Mode: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// An option set from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with the boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both.
        public static let everything: Mode = [.items, .boundaries]
    }

    /// Passes over the contacts per step: enough for a stack of a few items to rest without
    /// overlapping (ScrollKit's choice; each pass fixes the overlaps the previous one left).
    static let solverIterations = 10
    /// Items closer than this (pt) still count as touching for the delegate, so an item resting
    /// exactly on another is not reported as leaving it between steps (ScrollKit's choice).
    static let contactSkin: CGFloat = 0.1

    /// The items that collide.
    public private(set) var items: [UIDynamicItem]
    /// What collides; `.everything` by default, as on iOS.
    open var collisionMode: Mode = .everything
    /// Whether the reference view's bounds (inset by `boundaryInsets`) are a boundary. False by default.
    open var translatesReferenceBoundsIntoBoundary = false
    /// The insets set by `setTranslatesReferenceBoundsIntoBoundary(with:)`.
    public private(set) var boundaryInsets = UIEdgeInsets.zero
    /// Told when items start and stop touching.
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    /// A boundary added by identifier: its identifier and its path flattened to segments.
    private struct Boundary {
        let identifier: any NSCopying
        let path: UIBezierPath
        let segments: [(CGPoint, CGPoint)]
    }
    private var boundaries: [Boundary] = []

    /// Who touches whom: item pairs by their indices in `items`, or an item and a boundary
    /// (`boundary` -1: the reference bounds).
    private struct ContactKey: Hashable {
        let item: ObjectIdentifier
        let other: ObjectIdentifier?
        let boundary: Int?
    }
    private var touching: [ContactKey] = []
    /// Contacts with boundaries removed since the last step: reported as ended at the next one.
    private var endedWithRemovedBoundaries: [(item: ObjectIdentifier, identifier: any NSCopying)] = []

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

    /// Adds the outline of `bezierPath` (reference-view coordinates; curves flattened to lines) as a
    /// boundary named `identifier`, replacing one with an equal identifier.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        boundaries.append(Boundary(identifier: identifier, path: bezierPath, segments: Self.segments(of: bezierPath)))
        dynamicAnimator?.resume()
    }

    /// Adds the segment from `p0` to `p1` as a boundary named `identifier`.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p0: CGPoint, to p1: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p0)
        path.addLine(to: p1)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary named `identifier`, or nil.
    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    /// Removes the boundary named `identifier` (nothing when there is none).
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        guard let index = boundaries.firstIndex(where: { Self.same($0.identifier, identifier) }) else { return }
        retireBoundary(at: index)
    }

    /// Takes the boundary at `index` out: its contacts end at the next step; later indices shift down.
    private func retireBoundary(at index: Int) {
        let removed = boundaries.remove(at: index)
        for key in touching where key.boundary == index {
            endedWithRemovedBoundaries.append((key.item, removed.identifier))
        }
        touching = touching.compactMap { key in
            guard let b = key.boundary, b >= index else { return key }
            return b == index ? nil : ContactKey(item: key.item, other: nil, boundary: b - 1)
        }
        dynamicAnimator?.resume()
    }

    /// Removes every boundary added by identifier (the reference bounds stay as set).
    open func removeAllBoundaries() {
        while !boundaries.isEmpty { retireBoundary(at: boundaries.count - 1) }
    }

    /// The identifiers of the boundaries added with `addBoundary`, in the order added (nil when none).
    open var boundaryIdentifiers: [any NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    /// Identifiers are equal when they are equal objects (`NSObject.isEqual`), else the same instance.
    private static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
        if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
        return (a as AnyObject) === (b as AnyObject)
    }

    /// The path's outline as segments: lines as they are, curves as 8 chords each.
    private static func segments(of path: UIBezierPath) -> [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = []
        var current = CGPoint.zero, start = CGPoint.zero
        let chords = 8
        for element in path.cgPath.elements {
            switch element {
            case .moveToPoint(let p):
                current = p; start = p
            case .addLineToPoint(let p):
                result.append((current, p)); current = p
            case let .addQuadCurveToPoint(c, p):
                let p0 = current
                for i in 1...chords {
                    let t = CGFloat(i) / CGFloat(chords), u = 1 - t
                    let q = CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
                    result.append((current, q)); current = q
                }
            case let .addCurveToPoint(c1, c2, p):
                let p0 = current
                for i in 1...chords {
                    let t = CGFloat(i) / CGFloat(chords), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    let q = CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
                    result.append((current, q)); current = q
                }
            case .closeSubpath:
                if current != start { result.append((current, start)) }
                current = start
            }
        }
        // Non-finite points (bad input) make segments that collide with nothing.
        return result.filter { $0.0.x.isFinite && $0.0.y.isFinite && $0.1.x.isFinite && $0.1.y.isFinite }
    }

    override var dynamicItems: [UIDynamicItem] { items }

    // MARK: The reference bounds (per item, inside the box)

    private var referenceBox: CGRect? {
        guard translatesReferenceBoundsIntoBoundary, let b = dynamicAnimator?.world.referenceBounds else { return nil }
        return CGRect(x: b.minX + boundaryInsets.left, y: b.minY + boundaryInsets.top,
                      width: b.width - boundaryInsets.left - boundaryInsets.right,
                      height: b.height - boundaryInsets.top - boundaryInsets.bottom)
    }

    override func constrain(_ body: DynamicBody, in world: DynamicsWorld) {
        guard collisionMode.contains(.boundaries), !body.isAnchored, let box = referenceBox else { return }
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

    // MARK: Item pairs and identifier boundaries (the iterative solver)

    override func solveContacts(in world: DynamicsWorld) {
        let bodies = items.map { world.body(for: $0) }
        guard collisionMode.contains(.items) && bodies.count > 1 || collisionMode.contains(.boundaries) && !boundaries.isEmpty
        else { return }
        for _ in 0..<Self.solverIterations {
            for (contact, _) in contacts(bodies, skin: 0) { resolve(contact) }
            for body in bodies { constrain(body, in: world) }   // keep the reference bounds exact
        }
    }

    /// Every overlap deeper than `-skin` (deeper than 0 when `skin` is 0), with the boundary's index
    /// for item–boundary contacts: item pairs in the items' order, then item–boundary.
    private func contacts(_ bodies: [DynamicBody], skin: CGFloat) -> [(DynamicContact, Int?)] {
        var found: [(DynamicContact, Int?)] = []
        if collisionMode.contains(.items) {
            for i in bodies.indices {
                for j in bodies.indices where j > i {
                    if let c = ContactGeometry.between(bodies[i], bodies[j], skin: skin) { found.append((c, nil)) }
                }
            }
        }
        if collisionMode.contains(.boundaries) {
            for body in bodies {
                for (index, boundary) in boundaries.enumerated() {
                    for (s0, s1) in boundary.segments {
                        if let c = ContactGeometry.segment(s0, s1, body, skin: skin) { found.append((c, index)) }
                    }
                }
            }
        }
        return found.filter { skin > 0 || $0.0.depth > 0 }
    }

    private func inverseMass(_ body: DynamicBody?) -> CGFloat {
        guard let body, !body.isAnchored else { return 0 }
        return 1 / body.mass
    }

    /// Pushes the pair apart and, while they approach, applies the normal and friction impulses.
    private func resolve(_ c: DynamicContact) {
        let ia = inverseMass(c.first), ib = inverseMass(c.second)
        let sum = ia + ib
        guard sum > 0 else { return }
        let n = c.normal
        let push = c.depth / sum
        if let a = c.first {
            a.position.x -= n.dx * push * ia; a.position.y -= n.dy * push * ia
        }
        c.second.position.x += n.dx * push * ib; c.second.position.y += n.dy * push * ib
        let va = c.first?.velocity ?? .zero
        let rv = CGVector(dx: c.second.velocity.dx - va.dx, dy: c.second.velocity.dy - va.dy)
        let vn = rv.dx * n.dx + rv.dy * n.dy
        guard vn < 0 else { return }
        let ea = c.first.map { min(max($0.elasticity, 0), 1) }, eb = min(max(c.second.elasticity, 0), 1)
        var e = ea.map { max($0, eb) } ?? eb
        if -vn * e < DynamicsWorld.restingBounceSpeed { e = 0 }
        let j = -(1 + e) * vn / sum
        apply(CGVector(dx: n.dx * j, dy: n.dy * j), to: c, ia: ia, ib: ib)
        // Friction along the surface, at most friction × the normal impulse (Coulomb).
        let tangent = CGVector(dx: rv.dx - vn * n.dx, dy: rv.dy - vn * n.dy)
        let vt = tangent.length
        guard vt > 0 else { return }
        let fb = max(c.second.friction, 0)
        let mu = c.first.map { (max($0.friction, 0) * fb).squareRoot() } ?? fb
        let jt = min(vt / sum, mu * j)
        apply(CGVector(dx: -tangent.dx / vt * jt, dy: -tangent.dy / vt * jt), to: c, ia: ia, ib: ib)
    }

    private func apply(_ impulse: CGVector, to c: DynamicContact, ia: CGFloat, ib: CGFloat) {
        if let a = c.first { a.velocity = a.velocity + impulse * -ia }
        c.second.velocity = c.second.velocity + impulse * ib
    }

    // MARK: Reporting contacts

    override func reportContacts(in world: DynamicsWorld) {
        guard let delegate = collisionDelegate else { return }
        let retired = endedWithRemovedBoundaries
        endedWithRemovedBoundaries.removeAll()
        let bodies = items.compactMap { world.existingBody(for: $0) }
        var now: [(ContactKey, DynamicContact?)] = []
        for (c, index) in contacts(bodies, skin: Self.contactSkin) {
            let key = ContactKey(item: ObjectIdentifier((c.first ?? c.second).item),
                                 other: c.first.map { _ in ObjectIdentifier(c.second.item) }, boundary: index)
            if !now.contains(where: { $0.0 == key }) { now.append((key, c)) }
        }
        if collisionMode.contains(.boundaries), let box = referenceBox {
            for body in bodies {
                let h = body.halfSize, p = body.position, s = Self.contactSkin
                let touches = p.x - h.width <= box.minX + s || p.x + h.width >= box.maxX - s
                    || p.y - h.height <= box.minY + s || p.y + h.height >= box.maxY - s
                if touches { now.append((ContactKey(item: ObjectIdentifier(body.item), other: nil, boundary: -1), nil)) }
            }
        }
        let before = touching
        touching = now.map(\.0)
        let byID = Dictionary(items.map { (ObjectIdentifier($0), $0) }, uniquingKeysWith: { a, _ in a })
        for (item, identifier) in retired {
            if let item = byID[item] { delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier) }
        }
        for key in before where !touching.contains(key) {
            guard let item = byID[key.item] else { continue }
            if let other = key.other.flatMap({ byID[$0] }) {
                delegate.collisionBehavior(self, endedContactFor: item, with: other)
            } else {
                delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier(key.boundary))
            }
        }
        for (key, contact) in now where !before.contains(key) {
            guard let item = byID[key.item] else { continue }
            if let other = key.other.flatMap({ byID[$0] }) {
                delegate.collisionBehavior(self, beganContactFor: item, with: other, at: contact?.point ?? item.center)
            } else {
                let point = contact?.point ?? referencePoint(of: item)
                delegate.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: identifier(key.boundary), at: point)
            }
        }
    }

    private func identifier(_ index: Int?) -> (any NSCopying)? {
        guard let index, index >= 0, index < boundaries.count else { return nil }
        return boundaries[index].identifier
    }

    /// Where an item touches the reference bounds: the middle of its side on the nearest edge.
    private func referencePoint(of item: UIDynamicItem) -> CGPoint {
        guard let box = referenceBox else { return item.center }
        let c = item.center, h = CGSize(width: abs(item.bounds.width) / 2, height: abs(item.bounds.height) / 2)
        let gaps = [(c.x - h.width - box.minX, CGPoint(x: box.minX, y: c.y)), (box.maxX - c.x - h.width, CGPoint(x: box.maxX, y: c.y)),
                    (c.y - h.height - box.minY, CGPoint(x: c.x, y: box.minY)), (box.maxY - c.y - h.height, CGPoint(x: c.x, y: box.maxY))]
        return gaps.min { $0.0 < $1.0 }!.1
    }
}
