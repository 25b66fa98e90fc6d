import UIKit

/// What one scroll view did during a replay: its offset at every frame, the frames where its phase
/// changed, and the finger releases that started a deceleration.
public struct ScrollViewTrace: Sendable {
    /// A readable, stable name: the scroll view's class and its order of first appearance.
    public let name: String
    /// Frame timestamps, seconds.
    public internal(set) var times: [Double] = []
    /// `contentOffset` at each frame.
    public internal(set) var offsets: [CGPoint] = []
    /// Each phase change: the frame's time and the phase entered.
    public internal(set) var phaseChanges: [(time: Double, phase: ScrollPhase)] = []
    /// Finger lifts that ended a drag of this view: the lift's time, the offset at the last frame
    /// before it, and the finger's velocity (pt/s) over the trailing 100 ms.
    public internal(set) var lifts: [(time: Double, offset: CGPoint, fingerVelocity: CGPoint)] = []
    /// The offset range on each axis (from the content size, bounds and adjusted insets), at the last frame.
    public internal(set) var limits: (min: CGPoint, max: CGPoint) = (.zero, .zero)
    /// The scroll view's `decelerationRate` (per millisecond).
    public internal(set) var decelerationRate: Double = 0.998
    /// Whether the view pages (its releases snap to pages; the free-deceleration reference does not apply).
    public internal(set) var isPaging = false

    /// The axis that moved more over the session: the one the plot shows.
    public var plotsVerticalAxis: Bool {
        func range(_ v: [CGFloat]) -> CGFloat { (v.max() ?? 0) - (v.min() ?? 0) }
        return range(offsets.map(\.y)) >= range(offsets.map(\.x))
    }

    /// The reference model's deceleration after each lift, on the plotted axis (the content moves
    /// against the finger). Paging views and releases slower than the flick threshold have none.
    public var releases: [ReleaseReference] {
        guard !isPaging else { return [] }
        let vertical = plotsVerticalAxis
        return lifts.compactMap { lift in
            let v = -Double(vertical ? lift.fingerVelocity.y : lift.fingerVelocity.x)
            guard abs(v) > ReleaseReference.minimumFlickSpeed else { return nil }
            return ReleaseReference(time: lift.time, offset: Double(vertical ? lift.offset.y : lift.offset.x), velocity: v,
                                    rate: decelerationRate)
        }
    }

    /// Whether the offset ever changed (views that never moved are left out of the plot).
    public var moved: Bool { offsets.contains { $0 != offsets.first } }

    init(name: String) { self.name = name }
}

/// What a scroll view is doing at a frame, read from its public state.
public enum ScrollPhase: String, Sendable {
    /// Not moving.
    case idle
    /// A finger drags the content (`isTracking` and `isDragging`).
    case dragging
    /// Moving on after a release (`isDecelerating`), inside the content.
    case decelerating
    /// Outside the content's limits with no finger: springing back.
    case bouncing
    /// Moving without a finger and not decelerating (a programmatic animation, a zoom).
    case animating
}
