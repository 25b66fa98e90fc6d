import Foundation

/// One overlap found by `UICollisionBehavior`'s solver: `second` against `first` (an item), or
/// against a boundary when `first` is nil. `normal` is the unit vector from `first` (or the wall)
/// toward `second`; `depth` how far they overlap (negative: a gap); `point` where they touch.
@MainActor
struct DynamicContact {
    let first: DynamicBody?
    let second: DynamicBody
    let normal: CGVector
    let depth: CGFloat
    let point: CGPoint
}

/// The shape an item collides with, from its `collisionBoundsType`.
///
/// `.rectangle` is the item's bounds, axis-aligned (rotation is not simulated). `.ellipse` collides
/// as the circle of diameter min(width, height): exact for circles, the usual use; a stretched
/// ellipse is rounder than drawn. `.path` collides as its rectangle (docs/PORTING.md).
enum DynamicShape {
    case box(half: CGSize)
    case circle(radius: CGFloat)

    @MainActor init(_ body: DynamicBody) {
        let half = body.halfSize
        switch body.item.collisionBoundsType {
        case .ellipse: self = .circle(radius: min(half.width, half.height))
        case .rectangle, .path: self = .box(half: half)
        }
    }

    /// How far the shape reaches from its centre along the unit vector `n`.
    func extent(along n: CGVector) -> CGFloat {
        switch self {
        case .box(let h): return abs(n.dx) * h.width + abs(n.dy) * h.height
        case .circle(let r): return r
        }
    }
}

/// Overlap tests between shapes (pure geometry, no velocities).
@MainActor
enum ContactGeometry {
    /// Item `b` against item `a`, when they overlap by more than `-skin`.
    static func between(_ a: DynamicBody, _ b: DynamicBody, skin: CGFloat) -> DynamicContact? {
        let pa = a.position, pb = b.position
        switch (DynamicShape(a), DynamicShape(b)) {
        case let (.box(ha), .box(hb)):
            let dx = pb.x - pa.x, dy = pb.y - pa.y
            let ox = ha.width + hb.width - abs(dx), oy = ha.height + hb.height - abs(dy)
            guard ox > -skin, oy > -skin else { return nil }
            if ox < oy {
                let s: CGFloat = dx < 0 ? -1 : 1
                let y = (max(pa.y - ha.height, pb.y - hb.height) + min(pa.y + ha.height, pb.y + hb.height)) / 2
                return DynamicContact(first: a, second: b, normal: CGVector(dx: s, dy: 0), depth: ox,
                                      point: CGPoint(x: pa.x + s * ha.width, y: y))
            }
            let s: CGFloat = dy < 0 ? -1 : 1
            let x = (max(pa.x - ha.width, pb.x - hb.width) + min(pa.x + ha.width, pb.x + hb.width)) / 2
            return DynamicContact(first: a, second: b, normal: CGVector(dx: 0, dy: s), depth: oy,
                                  point: CGPoint(x: x, y: pa.y + s * ha.height))
        case let (.circle(ra), .circle(rb)):
            let d = CGVector(dx: pb.x - pa.x, dy: pb.y - pa.y)
            let distance = d.length
            let depth = ra + rb - distance
            guard depth > -skin else { return nil }
            let n = distance > 0 ? d * (1 / distance) : CGVector(dx: 0, dy: 1)
            return DynamicContact(first: a, second: b, normal: n, depth: depth,
                                  point: CGPoint(x: pa.x + n.dx * ra, y: pa.y + n.dy * ra))
        case let (.box(ha), .circle(rb)):
            return boxCircle(box: a, half: ha, circle: b, radius: rb, skin: skin)
        case let (.circle(ra), .box(hb)):
            guard let c = boxCircle(box: b, half: hb, circle: a, radius: ra, skin: skin) else { return nil }
            return DynamicContact(first: a, second: b, normal: c.normal * -1, depth: c.depth, point: c.point)
        }
    }

    /// A circle against an axis-aligned box; the normal points from the box to the circle.
    private static func boxCircle(box: DynamicBody, half: CGSize, circle: DynamicBody, radius: CGFloat,
                                  skin: CGFloat) -> DynamicContact? {
        let c = circle.position, p = box.position
        let closest = CGPoint(x: min(max(c.x, p.x - half.width), p.x + half.width),
                              y: min(max(c.y, p.y - half.height), p.y + half.height))
        let d = CGVector(dx: c.x - closest.x, dy: c.y - closest.y)
        let distance = d.length
        if distance > 0 {
            let depth = radius - distance
            guard depth > -skin else { return nil }
            return DynamicContact(first: box, second: circle, normal: d * (1 / distance), depth: depth, point: closest)
        }
        // The centre is inside the box: out along the nearer face.
        let dx = c.x - p.x, dy = c.y - p.y
        let ox = half.width - abs(dx), oy = half.height - abs(dy)
        let n = ox < oy ? CGVector(dx: dx < 0 ? -1 : 1, dy: 0) : CGVector(dx: 0, dy: dy < 0 ? -1 : 1)
        return DynamicContact(first: box, second: circle, normal: n, depth: min(ox, oy) + radius, point: c)
    }

    /// An item against the segment `s0`–`s1` (a wall of no thickness, either side); the normal points
    /// from the segment to the item.
    static func segment(_ s0: CGPoint, _ s1: CGPoint, _ body: DynamicBody, skin: CGFloat) -> DynamicContact? {
        let c = body.position
        let seg = CGVector(dx: s1.x - s0.x, dy: s1.y - s0.y)
        let lengthSquared = seg.dx * seg.dx + seg.dy * seg.dy
        let t = lengthSquared > 0 ? min(max(((c.x - s0.x) * seg.dx + (c.y - s0.y) * seg.dy) / lengthSquared, 0), 1) : 0
        let q = CGPoint(x: s0.x + seg.dx * t, y: s0.y + seg.dy * t)
        let d = CGVector(dx: c.x - q.x, dy: c.y - q.y)
        let distance = d.length
        var n: CGVector
        if distance > 0 {
            n = d * (1 / distance)
        } else {
            let l = lengthSquared.squareRoot()
            n = l > 0 ? CGVector(dx: -seg.dy / l, dy: seg.dx / l) : CGVector(dx: 0, dy: -1)
        }
        let depth = DynamicShape(body).extent(along: n) - distance
        guard depth > -skin else { return nil }
        return DynamicContact(first: nil, second: body, normal: n, depth: depth, point: q)
    }
}
