/// What a scroll view does with one axis of a drag: the rubber band while the finger is down, and at the
/// release where the content will rest and which motion takes it there (the models of the Scroll Physics
/// article, Sources/UIKit/UIKit.docc/ScrollPhysicsModel.md). Pure functions of plain numbers, so the policy is
/// tested without views.
///
/// Conventions: positions are content offsets (pt), velocities pt/s in the offset's direction, `range`
/// the valid offsets on the axis, `dimension` the view's length on it (the rubber band's `d`, the page).
public enum ReleasePolicy {
    /// `x` clamped into `range`.
    public static func clamp(_ x: Double, _ range: ClosedRange<Double>) -> Double {
        min(max(x, range.lowerBound), range.upperBound)
    }

    /// The displayed offset for the finger's unconstrained one: inside the range the same; past an
    /// edge the rubber band (`RubberBand`) with `bounces`, else the edge (a wall).
    public static func rubberBanded(_ raw: Double, range r: ClosedRange<Double>, dimension: Double, bounces: Bool) -> Double {
        if raw < r.lowerBound {
            return bounces ? r.lowerBound - RubberBand.displayedOverscroll(r.lowerBound - raw, dimension: dimension) : r.lowerBound
        }
        if raw > r.upperBound {
            return bounces ? r.upperBound + RubberBand.displayedOverscroll(raw - r.upperBound, dimension: dimension) : r.upperBound
        }
        return raw
    }

    /// The inverse for a drag that catches an overscrolled view: the unconstrained offset that the rubber band
    /// shows at `shown`, so the drag continues the band instead of jumping
    /// (`RubberBand.unconstrainedOverscroll`).
    public static func unconstrained(_ shown: Double, range r: ClosedRange<Double>, dimension: Double) -> Double {
        if shown < r.lowerBound { return r.lowerBound - RubberBand.unconstrainedOverscroll(r.lowerBound - shown, dimension: dimension) }
        if shown > r.upperBound { return r.upperBound + RubberBand.unconstrainedOverscroll(shown - r.upperBound, dimension: dimension) }
        return shown
    }

    /// The page (0 at `origin`) nearest to `x` for pages of `pageSize`; 0 for an unusable size, and
    /// limited to ±1e9 so the conversion to Int cannot trap.
    public static func page(of x: Double, origin: Double, pageSize: Double) -> Int {
        guard pageSize > 0 else { return 0 }
        return pageIndex(((x - origin) / pageSize).rounded())
    }

    /// A whole number of pages as an Int: clamped to ±1e9 (no content has more pages) and 0 when not
    /// finite, so a huge range over a tiny page never traps.
    static func pageIndex(_ pages: Double) -> Int {
        pages.isFinite ? Int(max(min(pages, 1e9), -1e9)) : 0
    }

    /// Where a release at `x` with velocity `v` comes to rest, the target proposed to
    /// `scrollViewWillEndDragging`:
    /// - paging (`startPage` given): the page `PagingTarget` picks, pages of `dimension` from the range's start;
    /// - released past an edge: that edge;
    /// - otherwise the deceleration's resting point at `rate` (the projection), clamped into the range.
    public static func target(position x: Double, velocity v: Double, range: ClosedRange<Double>, dimension: Double,
                              rate: Double, pagingFrom startPage: Int?) -> Double {
        if let startPage {
            let count = dimension > 0 ? pageIndex(((range.upperBound - range.lowerBound) / dimension).rounded(.up)) + 1 : 1
            let page = PagingTarget.targetPage(offset: x - range.lowerBound, velocity: v, pageSize: dimension,
                                               startPage: startPage, pageCount: count)
            return clamp(range.lowerBound + Double(page) * dimension, range)
        }
        guard range.contains(x) else { return clamp(x, range) }
        let curve = DecelerationCurve(position: x, velocity: v, rate: rate)
        return clamp(curve.restingPosition, range)
    }

    /// The motion after a release at `x` with velocity `v` toward `target` (already clamped into the
    /// range), starting at host time `start`; nil when the axis does not move:
    /// - paging: the paging snap spring to the target, unless released exactly on it at rest;
    /// - past an edge: the bounce spring back to the target;
    /// - `retargeted` (the delegate changed the target): the deceleration whose projection ends
    ///   exactly at the target, landing there;
    /// - else the free deceleration from `v` (nil at or below the stop speed), handing over to the
    ///   bounce at an edge it reaches.
    public static func simulation(position x: Double, velocity v: Double, target: Double, retargeted: Bool,
                                  range: ClosedRange<Double>, bounces: Bool, rate: Double, paging: Bool,
                                  start: Double) -> (any Simulation)? {
        if paging {
            guard x != target || abs(v) > DecelerationCurve.stopSpeed else { return nil }
            return SpringSimulation(spring: DampedSpring.pagingSnap(displacement: x - target, velocity: v), rest: target, start: start)
        }
        if !range.contains(x) {
            return SpringSimulation(spring: DampedSpring.bounce(displacement: x - target, velocity: v), rest: target, start: start)
        }
        if retargeted {
            guard target != x else { return nil }
            let v2 = DecelerationCurve.velocity(toTravel: target - x, rate: rate)
            let curve = DecelerationCurve(position: x, velocity: v2, rate: rate)
            return FrictionSimulation(curve: curve, start: start, range: range, bounces: bounces, landing: target)
        }
        guard abs(v) > DecelerationCurve.stopSpeed else { return nil }
        let curve = DecelerationCurve(position: x, velocity: v, rate: rate)
        return FrictionSimulation(curve: curve, start: start, range: range, bounces: bounces)
    }

    /// Where `stopScrollingAndZooming()` leaves an axis: inside the range, on the nearest page when paging.
    public static func stoppedPosition(_ x: Double, range r: ClosedRange<Double>, pageSize: Double, paging: Bool) -> Double {
        var v = x
        if paging, pageSize > 0 { v = r.lowerBound + ((v - r.lowerBound) / pageSize).rounded() * pageSize }
        return clamp(v, r)
    }
}
