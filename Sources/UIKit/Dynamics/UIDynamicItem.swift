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
}

/// Views are dynamic items, as on iOS: the animator moves them by setting `center`.
extension UIView: UIDynamicItem {}
