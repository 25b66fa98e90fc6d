import QuartzCore

/// Keyframe view animation (iOS 7): `animateKeyframes` with `addKeyframe` blocks, each animating
/// its changes over a part of the whole duration.
///
/// As in UIKit: a property changed in several keyframes passes through each value in turn and
/// holds between keyframes; changes outside any `addKeyframe` span the whole duration; the
/// block's curve (ease-in-ease-out unless a `.curve…` option is passed through `rawValue`) applies
/// to the whole animation, not to each keyframe. Each property becomes one `CAKeyframeAnimation`.
extension UIView {
    /// How a keyframe animation runs: the options it shares with block animations, plus how values
    /// between keyframes are computed, as UIKit's `UIView.KeyframeAnimationOptions` (UIKit's raw values).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // UIKit's values: the view-animation options share the low bits; modes sit at 1 << 10…
        /// Let touches reach the views while they animate (UIKit value 1 << 1).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen when the property is already animating (UIKit value 1 << 2).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat the keyframe sequence for ever (UIKit value 1 << 3).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Play the sequence forwards then backwards on each cycle (UIKit value 1 << 4).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Interpolate in straight lines between keyframe values (UIKit value 0 << 10, the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jump from one keyframe value to the next with no in-between values (UIKit value 1 << 10).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Move at an even pace over the whole path, ignoring the keyframes' timing (UIKit value 2 << 10).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Pass through the keyframe values along a smooth curve (UIKit value 3 << 10).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace, ignoring the keyframes' timing (UIKit value 4 << 10).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }
    }

    /// Runs the `addKeyframe` blocks inside `animations` as one keyframe animation of `duration`
    /// seconds after `delay`; `completion` gets whether it ran to its end.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        // The shared bits (interaction, current state, repeat, autoreverse, curve) mean the same.
        let context = AnimationContext(duration: duration, delay: delay, options: AnimationOptions(rawValue: options.rawValue))
        context.keyframes = []
        context.calculationMode = options.calculationMode
        context.run(animations, completion: completion)
    }

    /// Inside `animateKeyframes`: the changes in `animations` run from `frameStartTime` for
    /// `frameDuration`, both fractions of the whole (clamped to 0…1; NaN counts as 0). Outside one it
    /// runs the changes without animation, as UIKit does.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let context = AnimationContext.stack.last ?? nil, context.keyframes != nil else {
            return performWithoutAnimation(animations)
        }
        func unit(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), 1) : 0 }
        let saved = context.keyframeWindow
        let start = unit(frameStartTime)
        context.keyframeWindow = (start, min(unit(frameDuration), 1 - start))
        animations()
        context.keyframeWindow = saved
    }
}

/// One change made inside a keyframe block, with the keyframe's window.
struct KeyframeChange {
    let layer: CALayer
    let keyPath: String
    let from: CAAnimatableValue
    let to: CAAnimatableValue
    let window: (start: Double, duration: Double)
}

extension AnimationContext {
    /// One `CAKeyframeAnimation` per changed property: its value at the start, then, keyframe by
    /// keyframe (in order of start), the value held until the keyframe starts and the new value
    /// when it ends, then held to the end.
    func keyframeAnimations(for changes: [KeyframeChange]) -> [(layer: CALayer, keyPath: String, animation: CABasicAnimation)] {
        struct Property: Hashable { let layer: ObjectIdentifier, keyPath: String }
        var order: [(CALayer, String)] = []
        var byProperty: [Property: [KeyframeChange]] = [:]
        for change in changes {
            let property = Property(layer: ObjectIdentifier(change.layer), keyPath: change.keyPath)
            if byProperty[property] == nil { order.append((change.layer, change.keyPath)) }
            byProperty[property, default: []].append(change)
        }
        let timing = options.timingFunction
        return order.map { layer, keyPath in
            let segments = byProperty[Property(layer: ObjectIdentifier(layer), keyPath: keyPath)]!
                .enumerated().sorted { ($0.element.window.start, $0.offset) < ($1.element.window.start, $1.offset) }.map(\.element)
            var times = [0.0]
            var values = [segments[0].from]
            for segment in segments {
                let begin = max(segment.window.start, times[times.count - 1])
                let end = max(begin, segment.window.start + segment.window.duration)
                if begin > times[times.count - 1] { times.append(begin); values.append(values[values.count - 1]) }
                times.append(end)
                values.append(segment.to)
            }
            if times[times.count - 1] < 1 { times.append(1); values.append(values[values.count - 1]) }
            let animation = CAKeyframeAnimation(keyPath: keyPath)
            animation.values = values
            animation.keyTimes = times
            animation.calculationMode = calculationMode
            animation.timingFunction = timing
            animation.fromValue = values[0]
            animation.toValue = values[values.count - 1]
            animation.repeatCount = repetition.count
            animation.autoreverses = repetition.autoreverses
            return (layer, keyPath, animation)
        }
    }
}
