import UIKit

/// One scripted finger: down at a point, a series of moves, and a lift, with the timing of each and
/// which of them a frame follows. `HeadlessHost.drag(_:)` performs it.
///
/// Scripts differ in small ways that decide their numbers (a release velocity is computed from the
/// last 100 ms of moves; a finger that rests 40 ms before lifting gives none), so each choice is a
/// property rather than a fixed habit: when the moves come (`Timing`), how the finger leaves
/// (`FingerLift`), and where frames are ticked.
public struct FingerDrag: Sendable {
    /// When the moves happen.
    public enum Timing: Sendable {
        /// Each move `seconds` after the one before (the clock accumulates, as a frame loop does).
        case every(TimeInterval)
        /// Move i of n at `start + duration · i / n`; the clock ends exactly `duration` after the start.
        case evenlyOver(TimeInterval)
    }

    /// Where the finger touches down.
    public var start: CGPoint
    /// Where each move event puts the finger, in order.
    public var moves: [CGPoint]
    /// Where the finger lifts.
    public var liftPoint: CGPoint
    /// The moves' timing.
    public var timing: Timing
    /// How the finger leaves the glass.
    public var lift: FingerLift
    /// The touch id.
    public var id: Int = 0
    /// Whether the touch-down is sent (false continues a finger that is already down).
    public var touchesDown = true
    /// Whether a frame is ticked right after the touch-down.
    public var ticksOnDown = false
    /// Whether a frame is ticked after each move (a host running at the event rate).
    public var ticksOnMoves = true
    /// Whether a frame is ticked right after the lift.
    public var ticksOnLift = false
    /// Seconds the finger rests where it touched down, ticking frames, before it moves.
    public var holdBeforeMoving: TimeInterval = 0

    /// Moves through explicit points.
    public init(start: CGPoint, moves: [CGPoint], liftPoint: CGPoint? = nil, timing: Timing, lift: FingerLift = .atLastMove) {
        self.start = start
        self.moves = moves
        self.liftPoint = liftPoint ?? moves.last ?? start
        self.timing = timing
        self.lift = lift
    }

    /// A straight line at constant speed in `steps` moves: move i at `from + (to − from) · i/steps`,
    /// lifting at `to`.
    public init(from: CGPoint, to: CGPoint, steps: Int, timing: Timing, lift: FingerLift = .atLastMove) {
        let n = max(steps, 1)
        let moves = (1...n).map { i -> CGPoint in
            let f = CGFloat(i) / CGFloat(n)
            return CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
        }
        self.init(start: from, moves: moves, liftPoint: to, timing: timing, lift: lift)
    }

    /// A straight line by `delta` in `steps` moves: move i at `from + delta · i/steps`. The lift is at
    /// the last move, or one step further when `liftContinuesMotion` (a finger lifting while moving).
    public init(from: CGPoint, by delta: CGPoint, steps: Int, timing: Timing, lift: FingerLift = .atLastMove,
                liftContinuesMotion: Bool = false) {
        let n = max(steps, 1)
        let moves = (1...n).map { i -> CGPoint in
            let f = CGFloat(i) / CGFloat(n)
            return CGPoint(x: from.x + delta.x * f, y: from.y + delta.y * f)
        }
        let last = moves[n - 1]
        let liftPoint = liftContinuesMotion
            ? CGPoint(x: last.x + delta.x / CGFloat(n), y: last.y + delta.y / CGFloat(n)) : last
        self.init(start: from, moves: moves, liftPoint: liftPoint, timing: timing, lift: lift)
    }
}

/// How a scripted finger leaves the glass after its last move.
public enum FingerLift: Sendable {
    /// It stays down (a later script lifts it).
    case none
    /// At the last move's time: a flick keeps the drag's speed.
    case atLastMove
    /// After resting for `seconds` while frames tick at the host's rate: no fling.
    case afterIdling(TimeInterval)
    /// After one frame `seconds` later (a single tick), then the lift.
    case afterPause(TimeInterval)
    /// One move interval after the last move (the finger lifts while still moving).
    case oneIntervalLater
}
