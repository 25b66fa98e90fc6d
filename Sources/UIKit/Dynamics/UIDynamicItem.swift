import Foundation

/// Something a `UIDynamicAnimator` can move: it reads `center` and `bounds` and writes `center`
/// (and `transform` when rotation is simulated; ScrollKit does not simulate rotation, docs/PORTING.md).
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    /// The item's centre in the animator's reference view coordinates; the animator writes it every step.
    var center: CGPoint { get set }
    /// The item's size (`bounds.size`) gives its mass (density × area) and its extent for collisions.
    var bounds: CGRect { get }
    /// The item's transform; read and written only for rotation, which is not simulated here.
    var transform: CGAffineTransform { get set }
    /// The shape the item collides as (`.rectangle` unless the item says otherwise).
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

extension UIDynamicItem {
    /// Items that do not say collide as their bounds.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

/// The shape a dynamic item collides as (UIKit's `UIDynamicItemCollisionBoundsType`, raw values as the SDK's).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds (the default).
    case rectangle = 0
    /// The ellipse inscribed in the bounds (collided as the circle of the smaller side; DynamicShape).
    case ellipse = 1
    /// `collisionBoundingPath` (collided as the bounds in ScrollKit; docs/PORTING.md).
    case path = 2
}

/// Views are dynamic items, as on iOS: the animator moves them by setting `center`.
extension UIView: UIDynamicItem {}
