import Foundation

/// Axis lock for `isDirectionalLockEnabled`.
///
/// WHY 30°: Apple documents the behaviour (lock when the drag starts "in one general direction",
/// stay free when diagonal) but no angle; Firefox APZ's published lock angle is π/6.
public enum DirectionalLock: Sendable, Equatable {
    /// Locked to horizontal movement for the rest of the drag.
    case horizontal
    /// Locked to vertical movement for the rest of the drag.
    case vertical
    /// Not locked: the content follows the finger on both axes.
    case free

    /// Maximum angle (degrees) between the first movement and an axis for the drag to lock to it.
    public static let lockAngle: Double = 30

    /// The lock decided by the first movement `(dx, dy)`; the 30° boundary itself locks.
    /// No movement, or a NaN component, gives `.free`. Infinite components are valid directions.
    public static func lock(forFirstMovement dx: Double, _ dy: Double) -> DirectionalLock {
        guard !dx.isNaN, !dy.isNaN, dx != 0 || dy != 0 else { return .free }
        // Map infinities onto the unit square so that atan2 sees a direction, not inf/inf.
        let ax = abs(dx), ay = abs(dy)
        let (x, y): (Double, Double) = (ax.isInfinite || ay.isInfinite)
            ? (ax.isInfinite ? 1 : 0, ay.isInfinite ? 1 : 0) : (ax, ay)
        let degrees = atan2(y, x) * 180 / Double.pi
        // 1e-9° absorbs rounding for movements exactly on the boundary.
        let slack = 1e-9
        if degrees <= lockAngle + slack { return .horizontal }
        if degrees >= 90 - lockAngle - slack { return .vertical }
        return .free
    }
}
