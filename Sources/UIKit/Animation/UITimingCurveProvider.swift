import Foundation
import QuartzCore
import ScrollPhysics

/// Which kind of timing a `UITimingCurveProvider` gives (UIKit's `UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
    /// One of the standard curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve with custom control points.
    case cubic = 1
    /// A damped spring.
    case spring = 2
    /// Both a cubic curve and a spring (ScrollKit runs the spring).
    case composed = 3
}

/// What times a property animator (UIKit's `UITimingCurveProvider`): a cubic curve, a spring, or both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of timing given.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, when there is one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, when there is one.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) (UIKit's `UICubicTimingParameters`).
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The standard curve these parameters were made from (`.easeInOut` for custom control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// The default curve: ease-in-ease-out, as UIKit's `init()`.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of the four standard curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = curve.controlPoints
    }

    /// A custom curve; x coordinates outside 0…1 are clamped (time never runs backwards), as Core Animation does.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    /// `.builtin` for the standard curves' initialisers, `.cubic` for custom control points.
    open var timingCurveType: UITimingCurveType {
        (controlPoint1, controlPoint2) == animationCurve.controlPoints ? .builtin : .cubic
    }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The eased progress for linear progress `x`.
    func progress(at x: Double) -> Double {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y)).progress(at: x)
    }
}

/// A damped spring timing (UIKit's `UISpringTimingParameters`).
///
/// Two forms, as on iOS: a damping ratio (the spring is fitted so it comes to rest within the
/// animator's duration, the rule of `UIView.animate(…usingSpringWithDamping…)`, SpringFit.swift), or
/// mass, stiffness and damping (the animator then ignores its duration and runs until the spring settles,
/// as Apple documents for that initialiser). `initialVelocity` is in whole distances per second; a
/// one-dimensional animation uses its `dx`.
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The damping ratio (1 never overshoots); for the physical form, c / (2·√(k·m)).
    public let dampingRatio: CGFloat
    /// The mass, stiffness and damping of the physical form; nil for the damping-ratio form.
    let physical: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?
    /// The speed at the start, relative to the distance to travel (1: the whole distance per second).
    public let initialVelocity: CGVector

    /// A critically damped spring (ratio 1) at rest: no overshoot.
    public convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }

    /// A spring with `ratio` that comes to rest within the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring with `ratio`, starting at `velocity`, that comes to rest within the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        physical = nil
        initialVelocity = velocity
    }

    /// A spring of `mass` on a spring of `stiffness` with `damping`; the animator runs it until it
    /// settles, whatever its duration. Non-positive or non-finite mass or stiffness make an inert
    /// spring that jumps to the end.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        physical = (mass, stiffness, damping)
        dampingRatio = mass > 0 && stiffness > 0 ? damping / (2 * (stiffness * mass).squareRoot()) : 1
        initialVelocity = velocity
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring in progress units (displacement −1 going to 0) for a run of `duration` seconds,
    /// and how long that run lasts (the physical form's own settling time).
    func spring(duration: TimeInterval) -> (spring: DampedSpring, duration: TimeInterval) {
        let v = Double(initialVelocity.dx)
        if let physical {
            let m = Double(physical.mass), k = Double(physical.stiffness), c = Double(physical.damping)
            guard m > 0, k > 0, m.isFinite, k.isFinite, c.isFinite else {
                return (DampedSpring(omega: 0, dampingRatio: 1, displacement: 0, velocity: 0), 0)
            }
            let spring = DampedSpring(omega: (k / m).squareRoot(), dampingRatio: c / (2 * (k * m).squareRoot()),
                                      displacement: -1, velocity: v)
            // The settling rule of CASpringAnimation.settlingDuration: within 0.1 % and 1 %/s.
            return (spring, spring.settlingTime(displacementTolerance: 0.001, velocityTolerance: 0.01))
        }
        let fit = SpringFit(duration: duration, dampingRatio: Double(dampingRatio), velocity: v)
        return (DampedSpring(omega: fit.omega, dampingRatio: fit.dampingRatio, displacement: -1, velocity: fit.velocity), duration)
    }
}

extension UIView.AnimationCurve {
    /// The curve's control points: Core Animation's named functions' (CAMediaTimingFunction.swift).
    var controlPoints: (CGPoint, CGPoint) {
        switch self {
        case .easeInOut: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: return (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: return (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }
}
