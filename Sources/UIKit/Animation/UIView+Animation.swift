/// Block-based view animation on the host clock.
///
/// As on iOS, property changes inside the block take effect in the model at once (`view.center` reads
/// the destination); the layer's `presentation()` shows the in-between values, and the completion runs
/// on the tick at which the last animation of the block ends. Animatable: `center`, `bounds` (and so
/// `frame`), `alpha`, `transform`.
extension UIView {
    /// How a block animation runs: touch handling, repetition and the timing curve, as UIKit's
    /// `UIView.AnimationOptions` (with UIKit's raw values; the transition options are not here).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Let touches reach the views while they animate (UIKit value 1 << 1); without it, views
        /// being animated are skipped by hit-testing until their animations end.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen when the property is already animating (UIKit value 1 << 2).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever (UIKit value 1 << 3); the completion runs only if the animation is removed.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Play each cycle forwards then backwards (UIKit value 1 << 4). As on iOS the view ends at
        /// the model value (the destination) unless the completion sets it back.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Start slowly, speed up, then slow down to the end (UIKit value 0 << 16, the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Start slowly and speed up until the end (UIKit value 1 << 16).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Start at full speed and slow down to the end (UIKit value 2 << 16).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Move at one constant speed from start to end (UIKit value 3 << 16).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        var timingFunction: CAMediaTimingFunction {
            switch (rawValue >> 16) & 3 {
            case 1: return CAMediaTimingFunction(name: .easeIn)
            case 2: return CAMediaTimingFunction(name: .easeOut)
            case 3: return CAMediaTimingFunction(name: .linear)
            default: return CAMediaTimingFunction(name: .easeInEaseOut)
            }
        }
    }

    /// Animates the changes made in `animations` over `duration` seconds after `delay`, with `options`;
    /// `completion` gets `true` when the animations ran to their end and `false` when they were cut short.
    /// Options with the keyboard's curve 7 (`UIView.AnimationOptions(rawValue: 7 << 16)`, what iOS
    /// posts in `keyboardAnimationCurveUserInfoKey`) run the keyboard's spring for 0.5 s, ignoring
    /// `duration`, as iOS does (`KeyboardCurve`).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        if options.isKeyboardCurve {
            // Curve 7, the keyboard's: its spring for its own half second (Keyboard/KeyboardCurve.swift).
            let context = AnimationContext(duration: KeyboardCurve.duration, delay: delay, options: options)
            context.spring = .keyboard
            return context.run(animations, completion: completion)
        }
        AnimationContext(duration: duration, delay: delay, options: options).run(animations, completion: completion)
    }

    /// A spring animation (iOS 7): the changes move along a damped spring that comes to rest within
    /// `duration`. `dampingRatio` 1 never overshoots, smaller values oscillate; `velocity` is the
    /// initial speed in whole distances per second (1: the full change in one second). As in UIKit
    /// the curve options are ignored. How the spring is fitted to the duration: SpringFit.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let context = AnimationContext(duration: duration, delay: delay, options: options)
        context.spring = SpringFit(duration: context.duration, dampingRatio: Double(dampingRatio), velocity: Double(velocity))
        context.run(animations, completion: completion)
    }

    /// Animates the changes in `animations` over `duration` seconds, with no delay and the default
    /// options, then calls `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes in `animations` over `duration` seconds, with no delay, the default options
    /// and no completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Inside an animation block: the changes made in `animations` repeat `count` times (a fraction
    /// stops part-way), autoreversing if asked, overriding the block's options (iOS 13).
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let context = AnimationContext.stack.last ?? nil else { return animations() }
        let saved = context.repetition
        context.repetition = (Float(count), autoreverses)
        animations()
        context.repetition = saved
    }

    /// Runs `actions` with animations turned off, so its changes land at once even inside an
    /// animation block. As on iOS this reaches everything `actions` calls: a `UIView.animate` (or
    /// spring, or keyframe) block started inside it, or by code it calls such as a collection view's
    /// batch update, applies its changes at once and runs its completion (with `true`) on the next
    /// tick (`areAnimationsEnabled` is false meanwhile).
    public class func performWithoutAnimation(_ actions: () -> Void) {
        let saved = AnimationContext.animationsEnabled
        AnimationContext.animationsEnabled = false
        AnimationContext.stack.append(nil)
        actions()
        AnimationContext.stack.removeLast()
        AnimationContext.animationsEnabled = saved
    }

    /// Whether animation blocks animate (iOS 2): false inside `performWithoutAnimation(_:)` or after
    /// `setAnimationsEnabled(false)`.
    public class var areAnimationsEnabled: Bool { AnimationContext.animationsEnabled }

    /// Turns animation blocks on or off for every view until called again (iOS 2). While off, a
    /// block's changes land at once and its completion runs on the next tick.
    public class func setAnimationsEnabled(_ enabled: Bool) { AnimationContext.animationsEnabled = enabled }

    /// Called by animatable property setters; records the change when inside an animation block.
    func recordAnimation(_ keyPath: String, from: CAAnimatableValue, to: CAAnimatableValue) {
        guard from != to, let context = AnimationContext.stack.last ?? nil else { return }
        context.record(layer: layer, keyPath: keyPath, from: from, to: to)
    }
}

/// The changes made inside one `UIView.animate` block.
@MainActor
final class AnimationContext {
    /// The current host's open animation blocks, innermost last (UIKitHostState.animationStack).
    static var stack: [AnimationContext?] {
        get { HostContext.current.uikit.animationStack }
        set { HostContext.current.uikit.animationStack = newValue }
    }
    /// Whether property changes made now are being recorded by an animation block.
    static var isRecording: Bool { (stack.last ?? nil) != nil }
    /// `UIView.areAnimationsEnabled`, the current host's: when false, blocks run without recording their changes.
    static var animationsEnabled: Bool {
        get { HostContext.current.uikit.animationsEnabled }
        set { HostContext.current.uikit.animationsEnabled = newValue }
    }

    let duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions
    /// Repeat count and autoreverse for the changes being recorded: from the options, or from an
    /// enclosing `modifyAnimations(withRepeatCount:autoreverses:animations:)`.
    var repetition: (count: Float, autoreverses: Bool)
    /// Set by the spring variant of `animate`: the changes become `CASpringAnimation`s.
    var spring: SpringFit?
    /// Set by `animateKeyframes`: every change with the keyframe it was made in
    /// (UIView+KeyframeAnimation.swift); nil for ordinary blocks.
    var keyframes: [KeyframeChange]?
    /// The relative start and duration of the `addKeyframe` block running now (the whole
    /// animation outside one).
    var keyframeWindow = (start: 0.0, duration: 1.0)
    /// How a keyframe block moves between its values.
    var calculationMode = CAAnimationCalculationMode.linear
    private var changes: [(layer: CALayer, keyPath: String, from: CAAnimatableValue, to: CAAnimatableValue,
                           repetition: (count: Float, autoreverses: Bool))] = []

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions) {
        // Non-finite or negative durations and delays are treated as 0 (an immediate change).
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.delay = delay.isFinite ? max(0, delay) : 0
        self.options = options
        repetition = (options.contains(.repeat) ? .infinity : 0, options.contains(.autoreverse))
    }

    /// Runs the block with this context current, so its property changes are recorded, then adds
    /// the animations.
    func run(_ animations: () -> Void, completion: ((Bool) -> Void)?) {
        guard Self.animationsEnabled else {
            // Animations are off (performWithoutAnimation, setAnimationsEnabled): the changes land
            // now, and the completion still runs asynchronously, as UIKit calls it, on the next tick.
            Self.stack.append(nil)
            animations()
            Self.stack.removeLast()
            if let completion { HostTimer.after(0) { completion(true) } }
            return
        }
        Self.stack.append(self)
        animations()
        Self.stack.removeLast()
        commit(completion: completion)
    }

    /// Runs `animations` with this context current and returns the changes it made, without animating
    /// them: UIViewPropertyAnimator drives them itself.
    func capture(_ animations: () -> Void) -> [(layer: CALayer, keyPath: String, from: CAAnimatableValue, to: CAAnimatableValue)] {
        Self.stack.append(self)
        animations()
        Self.stack.removeLast()
        return changes.map { ($0.layer, $0.keyPath, $0.from, $0.to) }
    }

    func record(layer: CALayer, keyPath: String, from: CAAnimatableValue, to: CAAnimatableValue) {
        if keyframes != nil {
            keyframes?.append(KeyframeChange(layer: layer, keyPath: keyPath, from: from, to: to, window: keyframeWindow))
            return
        }
        if let i = changes.firstIndex(where: { $0.layer === layer && $0.keyPath == keyPath }) {
            changes[i].to = to
            changes[i].repetition = repetition
        } else {
            changes.append((layer, keyPath, from, to, repetition))
        }
    }

    func commit(completion: ((Bool) -> Void)?) {
        if let keyframes { return start(keyframeAnimations(for: keyframes), completion: completion) }
        let timing = options.timingFunction
        let planned: [(CALayer, String, CABasicAnimation)] = changes.map { change in
            let animation: CABasicAnimation
            if let spring {
                let springAnimation = CASpringAnimation(keyPath: change.keyPath)
                springAnimation.stiffness = CGFloat(spring.stiffness)
                springAnimation.damping = CGFloat(spring.damping)
                springAnimation.initialVelocity = CGFloat(spring.velocity)
                animation = springAnimation
            } else {
                animation = CABasicAnimation(keyPath: change.keyPath)
                animation.timingFunction = timing
            }
            var from = change.from
            if options.contains(.beginFromCurrentState), change.layer.animation(forKey: change.keyPath) != nil,
               let current = change.layer.presentation().flatMap({ Self.value(of: change.keyPath, in: $0) }) {
                from = current
            }
            animation.fromValue = from
            animation.toValue = change.to
            animation.repeatCount = change.repetition.count
            animation.autoreverses = change.repetition.autoreverses
            return (change.layer, change.keyPath, animation)
        }
        start(planned, completion: completion)
    }

    /// Adds the block's animations with its duration and delay; the completion runs once, when the
    /// last of them ends. Without `.allowUserInteraction` the animated views ignore touches until then.
    private func start(_ planned: [(layer: CALayer, keyPath: String, animation: CABasicAnimation)], completion: ((Bool) -> Void)?) {
        if let driver = TransitionAnimationDriver.capturing {
            // Inside an interactive transition's animateTransition: the interaction controller drives them.
            return driver.adopt(planned, duration: duration, delay: delay, completion: completion)
        }
        guard !planned.isEmpty else {
            // Nothing animatable changed: UIKit still calls the completion asynchronously.
            if let completion { HostTimer.after(delay + duration) { completion(true) } }
            return
        }
        var remaining = planned.count
        var allFinished = true
        let blocked: [UIView] = options.contains(.allowUserInteraction) ? [] :
            planned.compactMap { $0.layer.delegate as? UIView }.reduce(into: []) { views, v in if !views.contains(where: { $0 === v }) { views.append(v) } }
        blocked.forEach { $0.animationsBlockingInteraction += 1 }
        let unblock = { blocked.forEach { $0.animationsBlockingInteraction -= 1 } }
        for (layer, keyPath, animation) in planned {
            animation.duration = duration
            animation.beginTime = HostClock.now + delay
            animation.completion = { finished in
                allFinished = allFinished && finished
                remaining -= 1
                if remaining == 0 {
                    unblock()
                    completion?(allFinished)
                }
            }
            layer.add(animation, forKey: keyPath)
        }
    }

    static func value(of keyPath: String, in layer: CALayer) -> CAAnimatableValue? {
        switch keyPath {
        case "position": return .point(layer.position)
        case "bounds": return .rect(layer.bounds)
        case "opacity": return .scalar(Double(layer.opacity))
        case "transform": return .transform(layer.affineTransform())
        default: return nil
        }
    }
}
