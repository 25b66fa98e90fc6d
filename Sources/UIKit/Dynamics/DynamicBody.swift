import Foundation

/// The simulation state of one dynamic item: its position (the item's `center`), its velocity and the
/// material properties resolved from the `UIDynamicItemBehavior`s that list it.
@MainActor
final class DynamicBody {
    let item: UIDynamicItem
    var position: CGPoint
    /// Points per second.
    var velocity: CGVector = .zero
    /// Points per second², summed by the behaviours for the current step.
    var acceleration: CGVector = .zero
    var elasticity: CGFloat = 0      // Apple: "Default value is 0.0".
    var friction: CGFloat = 0        // Apple: default 0 (no friction).
    var density: CGFloat = 1         // Apple: default 1.
    var resistance: CGFloat = 0      // Apple: default 0 (no velocity damping).
    var isAnchored = false

    init(item: UIDynamicItem) {
        self.item = item
        position = item.center
    }

    /// Mass in Apple's units: a 100×100 pt item of density 1 has mass 1 (UIPushBehavior's documented
    /// "1 unit = 100 pt/s² on a 100×100 item of density 1"). A zero-area item counts as a 1×1 pt one.
    var mass: CGFloat {
        let size = item.bounds.size
        return max(density, 1e-6) * max(abs(size.width * size.height), 1) / 10_000
    }

    var halfSize: CGSize { CGSize(width: abs(item.bounds.width) / 2, height: abs(item.bounds.height) / 2) }
}

extension CGVector {
    static func + (a: CGVector, b: CGVector) -> CGVector { CGVector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    static func * (a: CGVector, s: CGFloat) -> CGVector { CGVector(dx: a.dx * s, dy: a.dy * s) }
    var length: CGFloat { (dx * dx + dy * dy).squareRoot() }
}
