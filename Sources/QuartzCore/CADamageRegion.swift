/// The part of a frame that must be composited again: a few whole-pixel rectangles.
///
/// A frame's damage is where its pixels may differ from the previous frame's (CALayerDamageTracker
/// finds it). It is kept as at most `maximumRectCount` rectangles, not one bounding box, so a scroll
/// indicator fading at the right edge and a label changing at the left do not repaint everything
/// between them; and not as an exact region either, because every extra rectangle costs cairo a
/// clip box and the host an upload. Rectangles are in device pixels, rounded outward, and never
/// overlap (overlapping ones are merged into their union, which may add a little area).
/// See also: CARetainedFrame (which repaints the damage), CALayerDamageTracker.
public struct CADamageRegion: Equatable, Sendable {
    /// Eight boxes, an estimate: a Gallery frame seldom changes in more than three separate places
    /// (an indicator, a label, a tile), so eight leave room without a long merge; more are merged
    /// pairwise by least added area.
    public static let maximumRectCount = 8

    /// Non-overlapping whole-pixel rectangles (device pixels, y down).
    public private(set) var rects: [CGRect] = []

    /// The empty region: nothing to repaint.
    public init() {}

    /// The region of one whole rectangle (rounded outward to pixels).
    public init(_ rect: CGRect) { add(rect) }

    /// Whether the region covers no pixels (nothing changed).
    public var isEmpty: Bool { rects.isEmpty }

    /// Pixels covered.
    public var area: CGFloat { rects.reduce(0) { $0 + $1.width * $1.height } }

    /// The smallest rectangle holding the region (`.null` when empty).
    public var bounds: CGRect { rects.reduce(CGRect.null) { $0.union($1) } }

    /// Adds `rect`, rounded outward to whole pixels; empty or non-finite rectangles add nothing.
    public mutating func add(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite,
              rect.maxX.isFinite, rect.maxY.isFinite else { return }
        var box = CGRect(x: rect.minX.rounded(.down), y: rect.minY.rounded(.down), width: 0, height: 0)
        box.size = CGSize(width: rect.maxX.rounded(.up) - box.minX, height: rect.maxY.rounded(.up) - box.minY)
        // Swallow every box the new one overlaps; a union can overlap others again, so repeat.
        var merged = true
        while merged {
            merged = false
            for (i, r) in rects.enumerated() where r.intersects(box) {
                box = box.union(r)
                rects.remove(at: i)
                merged = true
                break
            }
        }
        rects.append(box)
        while rects.count > Self.maximumRectCount { mergeCheapestPair() }
    }

    /// Adds every rectangle of `other` to this region, merging as `add(_:)` does.
    public mutating func formUnion(_ other: CADamageRegion) { other.rects.forEach { add($0) } }

    /// The region clipped to `frame` (device pixels).
    public func clipped(to frame: CGRect) -> CADamageRegion {
        var out = CADamageRegion()
        for r in rects { out.add(r.intersection(frame)) }
        return out
    }

    /// Whether any rectangle of the region intersects `rect`.
    public func intersects(_ rect: CGRect) -> Bool { rects.contains { $0.intersects(rect) } }

    /// Replaces the two boxes whose union adds the least area by that union.
    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, cost: CGFloat.infinity)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let u = rects[i].union(rects[j])
                let cost = u.width * u.height - rects[i].width * rects[i].height - rects[j].width * rects[j].height
                if cost < best.cost { best = (i, j, cost) }
            }
        }
        let union = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects.remove(at: best.i)
        add(union)
    }
}
