import UIKit

extension HeadlessHost {
    /// Performs a scripted finger from the current time; the clock ends at the lift (or the last move).
    public func drag(_ d: FingerDrag) {
        if d.touchesDown {
            touch(.began, at: d.start, id: d.id)
            if d.ticksOnDown { tick() }
        }
        if d.holdBeforeMoving > 0 { idle(d.holdBeforeMoving) }
        let movesStart = time
        let n = d.moves.count
        for (i, p) in d.moves.enumerated() {
            switch d.timing {
            case let .every(dt): time += dt
            case let .evenlyOver(duration): time = movesStart + duration * Double(i + 1) / Double(n)
            }
            touch(.moved, at: p, id: d.id)
            if d.ticksOnMoves { tick() }
        }
        // Evenly timed moves end exactly `duration` after they started (duration · n / n may round).
        if case let .evenlyOver(duration) = d.timing, n > 0 { time = movesStart + duration }
        switch d.lift {
        case .none: return
        case .atLastMove: break
        case let .afterIdling(seconds): idle(seconds)
        case let .afterPause(seconds): advance(by: seconds)
        case .oneIntervalLater:
            switch d.timing {
            case let .every(dt): time += dt
            case let .evenlyOver(duration): time += duration / Double(max(n, 1))
            }
        }
        touch(.ended, at: d.liftPoint, id: d.id)
        if d.ticksOnLift { tick() }
    }

    /// One finger in a straight line at constant speed, one move per frame (`frameRate`) for
    /// `duration`, each followed by a frame; it rests `holdBeforeLift` seconds (frames ticking) and
    /// lifts at `to`. The Gallery's and the screens' scripted drags.
    public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval, holdBeforeLift: TimeInterval = 0, id: Int = 0) {
        var d = FingerDrag(from: from, to: to, steps: max(1, Int(duration * frameRate)), timing: .every(1 / frameRate),
                           lift: holdBeforeLift > 0 ? .afterIdling(holdBeforeLift) : .atLastMove)
        d.id = id
        drag(d)
    }
}
