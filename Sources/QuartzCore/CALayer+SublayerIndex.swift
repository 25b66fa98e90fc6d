/// Culling many sublayers without visiting each one.
///
/// A scroll view of 10,000 rows shows about a dozen. The compositor, the tile pass, the damage walk
/// and UIKit's display pass each used to read all 10,000 rows' frames every frame to reject the
/// rest one by one; at that size the walk costs more than the work, and it evicts the caches the
/// next tick needs (`Benchmarks tick`, tick_hosted_10k_over_1k). A layer with more than
/// `SublayerSpatialIndex.threshold` sublayers keeps an index of them instead, built lazily the
/// first time a walk asks and kept until its sublayer list changes, so a frame that only scrolls
/// (the scroll view's own bounds move; its sublayers do not) reads only the sublayers near the
/// visible rect.
///
/// The index never decides what is drawn: it returns a superset of the sublayers a walk could
/// draw or display in a rect, in `sublayers` order, and each walk applies its own exact test to
/// those as it did to every sublayer before, so pixels are unchanged (the gallery determinism and
/// snapshot tests compare them byte for byte). What it leaves out are only sublayers the walks
/// would find nothing to draw in: untransformed, still subtrees whose paint (bounds, shadows, and
/// below a layer that does not mask, its sublayers') does not reach the rect.
extension CALayer {
    /// The positions in `sublayers` (ascending) of the sublayers that may paint inside `rect`
    /// (this layer's bounds coordinates), for a walk that then tests each one exactly as it would
    /// without the index; nil when the layer has too few sublayers to keep an index (the walk
    /// reads them all). `slack` widens the rect, for walks whose own test computes the boxes
    /// differently (in device pixels, or through the view's geometry) and may round the other way.
    package func sublayerSlots(near rect: CGRect, slack: CGFloat = 0) -> [Int]? {
        guard CALayer.indexesManySublayers, let sublayers, sublayers.count > SublayerSpatialIndex.threshold,
              rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite, !rect.isNull else { return nil }
        if sublayerIndex == nil || sublayerIndex!.isStale { sublayerIndex = SublayerSpatialIndex(sublayers) }
        return sublayerIndex!.slots(near: rect.insetBy(dx: -slack, dy: -slack))
    }

    /// Tells the superlayer's index that this layer's paint box, its cullability (sublayers,
    /// `masksToBounds`, transform) or its animations changed: the index stops trusting the box it
    /// holds for it and hands it to every walk until the next rebuild. Called from the didSets of
    /// the properties the paint boxes and the walks' culling tests read.
    /// A layer that does not mask is placed by its subtree's box, which this change may have grown,
    /// so the news goes up to the first masking superlayer (whose box is its own bounds).
    func cullingBoxDidChange() {
        var layer = self
        while true {
            if layer.slotInSuperlayer >= 0, let index = layer.superlayer?.sublayerIndex { index.loosen(layer.slotInSuperlayer) }
            guard let parent = layer.superlayer, !parent.masksToBounds else { return }
            layer = parent
        }
    }

    /// A box, in the layer's own space (bounds' top-left at the origin), that holds everything the
    /// layer and its sublayers paint: its bounds, and unless it masks, its sublayers' subtree
    /// boxes, all widened by its shadow (hidden sublayers included: they may be shown without a
    /// geometry change). Nil when the walks do not cull it by a box: something in the subtree is
    /// transformed, animating, a shape layer, or not finite.
    func subtreeCullingBox() -> CGRect? {
        guard !hasAnimations, !(self is CAShapeLayer), CATransform3DIsIdentity(transform) else { return nil }
        var box = CGRect(origin: .zero, size: bounds.size)
        if !masksToBounds, let sublayers {
            for sub in sublayers {
                guard let inner = sub.subtreeCullingBox() else { return nil }
                box = box.union(sub.toSuperlayer(inner).offsetBy(dx: -bounds.minX, dy: -bounds.minY))
            }
        }
        let shadow = shadowBox(of: box)
        if !shadow.isNull { box = box.union(shadow) }
        return box.isNull || !CALayer.isFinite(box) ? nil : box
    }

    /// Whether the walks use the index at all: tests turn it off to compare every frame with the
    /// walk that reads every sublayer, pixel for pixel (and restore it).
    package static var indexesManySublayers = true

    /// How many sublayers the compositor's walks (tile pass, composite, snapshot) have looked at in
    /// this process: each sublayer whose culling test ran. Tests check that a frame's count follows
    /// what is on screen, not the number of sublayers (a debug counter; nothing reads it).
    package static var compositorSublayerVisits = 0
}

/// The index behind `CALayer.sublayerSlots(near:slack:)`: the sublayers' paint boxes sorted by
/// their low edge along one axis, with the running maximum of their high edges, so a query is two
/// binary searches and a scan of the boxes in between; plus the sublayers it cannot place, which
/// every query returns.
///
/// It places a sublayer by a box that holds everything its subtree paints (`subtreeCullingBox`:
/// a leaf's or a masking layer's paint box; for a container that does not mask, such as a table
/// row holding a label and an image, the union of its children's boxes too), and only when the
/// whole subtree has the identity transform (a view's display pass does not cull below a
/// transformed view), nothing animating (a model box is not where it is drawn), no shape layer
/// (a path changes its box without a geometry change) and finite boxes. A sublayer it leaves out
/// would be entered by every walk, as before; one it places and that lies outside the rect is one
/// the walks would have entered only to find nothing to draw. A sublayer whose box or cullability changes after the build is "loosened"
/// (`CALayer.cullingBoxDidChange`): returned by every query until the next rebuild, which happens
/// when more than an eighth of the sublayers are loose, or when the sublayer list changes.
/// Scrolling changes none of this; a moving scroll indicator is one loose sublayer.
@MainActor
final class SublayerSpatialIndex {
    /// Below this many sublayers a walk reads them all: a binary search and a sort save nothing
    /// over a few dozen frame reads (the brief's 64; a table view's visible cells stay under it).
    static let threshold = 64

    /// Whether the boxes are sorted by y (a vertical list) or x (a horizontal one): the axis along
    /// which the sublayers are spread over more of their own sizes.
    private let byY: Bool
    /// The placed sublayers' slots and boxes, sorted by their low edge along the axis.
    private var slots: [Int] = []
    private var boxes: [CGRect] = []
    /// Each placed box's low edge along the axis, and the highest high edge up to it.
    private var lows: [CGFloat] = []
    private var highsSoFar: [CGFloat] = []
    /// Slots every query returns: sublayers the index does not place, and loosened ones.
    private var always: [Int] = []
    private var isLoose: [Bool]
    private var looseCount = 0
    /// Set when so many sublayers are loose that the next query rebuilds.
    private(set) var isStale = false

    init(_ sublayers: [CALayer]) {
        isLoose = Array(repeating: false, count: sublayers.count)
        var placed: [(slot: Int, box: CGRect)] = []
        placed.reserveCapacity(sublayers.count)
        var spanX = (CGFloat.infinity, -CGFloat.infinity), spanY = spanX
        var sumW: CGFloat = 0, sumH: CGFloat = 0
        for (slot, sub) in sublayers.enumerated() {
            sub.slotInSuperlayer = slot
            guard let box = Self.placeableBox(sub) else { always.append(slot); continue }
            placed.append((slot, box))
            spanX = (min(spanX.0, box.minX), max(spanX.1, box.maxX))
            spanY = (min(spanY.0, box.minY), max(spanY.1, box.maxY))
            sumW += box.width
            sumH += box.height
        }
        // How many boxes fit end to end across the spread on each axis; the larger one separates them better.
        let n = CGFloat(max(placed.count, 1))
        let alongX = placed.isEmpty ? 0 : (spanX.1 - spanX.0) / max(sumW / n, 1)
        let alongY = placed.isEmpty ? 0 : (spanY.1 - spanY.0) / max(sumH / n, 1)
        byY = alongY >= alongX
        let byY = self.byY
        placed.sort { a, b in
            let la = byY ? a.box.minY : a.box.minX, lb = byY ? b.box.minY : b.box.minX
            return la < lb || (la == lb && a.slot < b.slot)
        }
        slots = placed.map(\.slot)
        boxes = placed.map(\.box)
        lows = boxes.map { byY ? $0.minY : $0.minX }
        var high = -CGFloat.infinity
        highsSoFar = boxes.map { high = max(high, byY ? $0.maxY : $0.maxX); return high }
    }

    /// The box, in the superlayer's bounds coordinates, that holds everything `sub` and its
    /// sublayers paint, when the walks can skip it by a box at all (see the type).
    private static func placeableBox(_ sub: CALayer) -> CGRect? {
        guard let local = sub.subtreeCullingBox() else { return nil }
        let box = sub.toSuperlayer(local)
        guard !box.isNull, CALayer.isFinite(box) else { return nil }
        return box
    }

    /// Stops trusting the box held for `slot` (see the type).
    func loosen(_ slot: Int) {
        guard slot < isLoose.count, !isLoose[slot] else { return }
        isLoose[slot] = true
        looseCount += 1
        always.append(slot)
        if looseCount > max(16, isLoose.count / 8) { isStale = true }
    }

    /// The slots, ascending and each once, of the placed boxes that touch `rect` (edges included)
    /// and of every sublayer not placed or loosened.
    func slots(near rect: CGRect) -> [Int] {
        let qLow = byY ? rect.minY : rect.minX, qHigh = byY ? rect.maxY : rect.maxX
        // The first box whose high edge (or an earlier one's) reaches the rect...
        var lo = 0, hi = highsSoFar.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if highsSoFar[mid] < qLow { lo = mid + 1 } else { hi = mid }
        }
        let start = lo
        // ...to the last whose low edge is not past it.
        hi = lows.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lows[mid] <= qHigh { lo = mid + 1 } else { hi = mid }
        }
        var found = always
        for i in start..<lo {
            let box = boxes[i]
            guard box.maxX >= rect.minX, box.minX <= rect.maxX, box.maxY >= rect.minY, box.minY <= rect.maxY,
                  !isLoose[slots[i]] else { continue }
            found.append(slots[i])
        }
        found.sort()
        return found
    }
}
