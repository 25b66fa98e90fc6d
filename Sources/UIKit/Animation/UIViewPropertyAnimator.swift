import Foundation
import QuartzCore
import ScrollPhysics

/// An interruptible view animation (UIKit's `UIViewPropertyAnimator`, iOS 10) on the host clock.
///
/// The animation blocks run when the animator becomes active (or at once when added to an active
/// animator): as with `UIView.animate`, the views' model values jump to the destination and each
/// changed property gets a layer animation, whose progress the animator computes at every frame. So
/// `view.center` reads the destination while `layer.presentation()` shows the in-between value.
///
/// **The model.** The animator holds one number, the progress `p` of the views from their start
/// values (0) to their end values (1). A run moves `p` from where it is to 1 (or to 0 when
/// `isReversed`):
/// - timing: `timingParameters` (or the ones given to `continueAnimation`): a cubic curve applies
///   to the run's time fraction; a damping-ratio spring is fitted to the run's length (SpringFit);
///   a mass/stiffness/damping spring runs until it settles, whatever the duration (as Apple documents);
/// - length: `duration` × the part of the way left (a fresh start runs the whole `duration`; after
///   scrubbing to 0.4, a forward run lasts 0.6 × `duration` and a reversed one 0.4 × `duration`,
///   Apple's "(1.0 - fractionComplete) * duration" rule for the remaining time);
///   `continueAnimation(…durationFactor:)` with a factor above 0 runs for factor × `duration`
///   (Apple: the factor multiplies the original duration), with 0 for the remaining time.
/// - `fractionComplete` reads the run's linear time fraction mapped onto its span; while paused it
///   is `p` itself (with `scrubsLinearly`, the default) or the input of the timing curve (without).
///   Pausing keeps the views where they are: the paused fraction is set so nothing jumps.
/// - Animations added while active start from their current values at the current progress and
///   reach their end values with the others (`delayFactor` delays them by that part of the way left).
///
/// **Ends.** A run that reaches its end calls the completions with `.end` (or `.start` when
/// reversed) and the animator becomes inactive, ready for new animations — unless
/// `pausesOnCompletion`, when it stays active and paused there. `stopAnimation(true)` leaves the
/// views where they are and calls nothing; `stopAnimation(false)` leaves them there too, in the
/// `.stopped` state, until `finishAnimation(at:)` puts them at the end, start or current values and
/// calls the completions with that position.
///
/// **Bad input** (UIKit raises; here one log line and nothing happens): `finishAnimation(at:)` when
/// not stopped, `pauseAnimation` or `isReversed` changes on a non-interruptible running animator,
/// `isInterruptible`/`isUserInteractionEnabled` set while active, `fractionComplete` set while
/// running. Non-finite fractions and durations count as 0.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The length of a full run, in seconds.
    public let duration: TimeInterval
    /// The delay of the last `startAnimation(afterDelay:)` (0 otherwise).
    public private(set) var delay: TimeInterval = 0
    /// The timing given at creation.
    public let timingParameters: UITimingCurveProvider?
    /// Inactive, active or stopped.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// True while the animations move.
    public private(set) var isRunning = false

    /// Whether the animated views take touches (default true); ScrollKit's animated views always do
    /// while an animator drives them. Set it only while inactive.
    open var isUserInteractionEnabled = true {
        didSet { if state != .inactive { isUserInteractionEnabled = oldValue; refused("isUserInteractionEnabled set on an active animator") } }
    }
    /// Stored (UIKit's manual hit-testing of animating views; ScrollKit hit-tests model frames).
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused, reversed and scrubbed (default true). Set it only while inactive.
    open var isInterruptible = true {
        didSet { if state != .inactive { isInterruptible = oldValue; refused("isInterruptible set on an active animator") } }
    }
    /// Whether scrubbing `fractionComplete` while paused moves the views linearly (default true) or
    /// along the timing curve.
    open var scrubsLinearly = true
    /// Whether reaching the end pauses the animator there instead of finishing it (default false).
    open var pausesOnCompletion = false

    /// One property being animated: its layer, key path, values, the progress at which it joined,
    /// and the layer animation that shows it.
    private struct Track {
        let layer: CALayer
        let keyPath: String
        let from: CAAnimatableValue
        let to: CAAnimatableValue
        let joinedAt: Double
        let animation: CABasicAnimation
    }

    /// One run: `p` goes from `from` to `to` over `length` seconds starting at host time `start`;
    /// `fraction` maps elapsed seconds to the part of the way done (a spring may overshoot 1).
    private struct Run {
        let start: CFTimeInterval
        let from: Double
        let to: Double
        let length: TimeInterval
        let fraction: (TimeInterval) -> Double
    }

    private var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    private var tracks: [Track] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var run: Run?
    private var endTimer: HostTimer?
    /// The paused (or stopped) value of `fractionComplete`.
    private var pausedFraction = 0.0
    private var reversed = false

    // MARK: Creating

    /// An animator of `duration` seconds timed by `parameters`.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        timingParameters = parameters
    }

    /// An animator with one of the standard curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of `ratio` fitted to `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator with the curve of `options`, adds `animations` and `completion`, and starts it
    /// after `delay` (UIKit's replacement for `UIView.animate`).
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 3)) ?? .easeInOut
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// Adds an animation block: kept until the animator starts, or run now (from the current values,
    /// ending with the others) when it is active.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds an animation block that waits `delayFactor` (0…1) of the remaining way before moving.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        switch state {
        case .inactive: pendingBlocks.append((animation, factor))
        case .active: capture(animation, delayFactor: factor)
        case .stopped: refused("addAnimations on a stopped animator")
        }
    }

    /// Adds a block run when the animations end, with where they ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts the animations, or resumes them after a pause.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animations after `delay` seconds of host time.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return refused("startAnimation on a stopped animator") }
        guard !isRunning else { return }
        self.delay = delay.isFinite ? max(0, delay) : 0
        activateIfNeeded()
        beginRun(timing: timingParameters, durationFactor: 0, delay: self.delay)
    }

    /// Pauses the animations where they are (activating an inactive animator, paused at its start).
    open func pauseAnimation() {
        guard state != .stopped else { return refused("pauseAnimation on a stopped animator") }
        guard isInterruptible || state == .inactive else { return refused("pauseAnimation on a non-interruptible animator") }
        activateIfNeeded()
        freeze()
    }

    /// Resumes a paused animator with new timing (nil keeps the original) and length (see the type's summary).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return refused("continueAnimation on an animator that is not paused") }
        beginRun(timing: parameters ?? timingParameters, durationFactor: durationFactor.isFinite ? Double(durationFactor) : 0, delay: 0)
    }

    /// Stops the animations where they are (see the type's summary).
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let p = progress(at: HostClock.now)
        cancelRun()
        pausedFraction = p
        for track in tracks { place(track, atProgress: p) }
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator at `finalPosition` and runs its completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return refused("finishAnimation(at:) on an animator that is not stopped") }
        switch finalPosition {
        case .end: for track in tracks { place(track, atProgress: 1) }
        case .start: for track in tracks { place(track, atProgress: 0) }
        case .current: break
        }
        complete(at: finalPosition)
    }

    /// Whether the run goes towards the start values. Changing it while running turns the views round
    /// where they are.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            if isRunning, !isInterruptible { return refused("isReversed changed on a non-interruptible running animator") }
            reversed = newValue
            if isRunning {
                freeze()
                beginRun(timing: timingParameters, durationFactor: 0, delay: 0)
            }
        }
    }

    /// How far the animation is, 0…1 (see the type's summary). Setting it while paused (or inactive,
    /// which activates the animator paused) moves the views there.
    open var fractionComplete: CGFloat {
        get {
            guard let run else { return CGFloat(pausedFraction) }
            let elapsed = HostClock.now - run.start
            let linear = run.length > 0 ? min(max(elapsed / run.length, 0), 1) : 1
            return CGFloat(run.from + (run.to - run.from) * linear)
        }
        set {
            guard state != .stopped else { return refused("fractionComplete set on a stopped animator") }
            guard !isRunning else { return refused("fractionComplete set while running; pause first") }
            activateIfNeeded()
            pausedFraction = newValue.isFinite ? min(max(Double(newValue), 0), 1) : 0
        }
    }

    // MARK: The model

    /// The views' progress from start (0) to end (1) values at host time `time`.
    private func progress(at time: CFTimeInterval) -> Double {
        guard let run else { return displayed(pausedFraction) }
        let elapsed = time - run.start
        if elapsed <= 0 { return run.from }
        if elapsed >= run.length { return run.to }
        return run.from + (run.to - run.from) * run.fraction(elapsed)
    }

    /// What a paused fraction shows: itself when scrubbing linearly, else the cubic curve of it.
    private func displayed(_ fraction: Double) -> Double {
        guard !scrubsLinearly, let cubic = timingParameters?.cubicTimingParameters else { return fraction }
        return cubic.progress(at: fraction)
    }

    /// Becomes active: runs the pending blocks, capturing their changes.
    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        pausedFraction = 0
        let blocks = pendingBlocks
        pendingBlocks = []
        for (block, factor) in blocks { capture(block, delayFactor: factor) }
    }

    /// Runs `block` and turns each change it made into a track driven by this animator.
    private func capture(_ block: @escaping () -> Void, delayFactor: Double) {
        let now = progress(at: HostClock.now)
        let target = reversed ? 0.0 : 1.0
        let joinedAt = now + (target - now) * delayFactor
        let context = AnimationContext(duration: duration, delay: 0, options: [])
        for change in context.capture(block) {
            var from = change.from
            if let i = tracks.firstIndex(where: { $0.layer === change.layer && $0.keyPath == change.keyPath }) {
                // The same property again: it continues from where it shows now.
                from = tracks[i].layer.presentation().flatMap { AnimationContext.value(of: change.keyPath, in: $0) } ?? from
                tracks.remove(at: i)
            }
            let animation = CABasicAnimation(keyPath: change.keyPath)
            animation.fromValue = from
            animation.toValue = change.to
            animation.externalProgress = { [weak self] time in
                MainActor.assumeIsolated { self?.trackProgress(joinedAt: joinedAt, at: time) ?? 1 }
            }
            tracks.append(Track(layer: change.layer, keyPath: change.keyPath, from: from, to: change.to,
                                joinedAt: joinedAt, animation: animation))
            change.layer.add(animation, forKey: change.keyPath)
        }
    }

    /// A track's own progress: 0 until the animator's progress passes where it joined, then linear
    /// to 1 at the end (unclamped above, so a spring's overshoot shows).
    private func trackProgress(joinedAt: Double, at time: CFTimeInterval) -> Double {
        let p = progress(at: time)
        guard joinedAt < 1 else { return p >= 1 ? 1 : 0 }
        return max(0, (p - joinedAt) / (1 - joinedAt))
    }

    /// Starts a run from the current progress to the end (or start when reversed).
    private func beginRun(timing: UITimingCurveProvider?, durationFactor: Double, delay: TimeInterval) {
        let from = progress(at: HostClock.now)
        let to = reversed ? 0.0 : 1.0
        cancelRun()
        var length = durationFactor > 0 ? duration * durationFactor : duration * abs(to - from)
        let fraction: (TimeInterval) -> Double
        if let spring = timing?.springTimingParameters {
            let (motion, springLength) = spring.spring(duration: length)
            length = springLength
            fraction = { 1 + motion.displacement(at: $0) }
        } else {
            let cubic = timing?.cubicTimingParameters ?? UICubicTimingParameters()
            let span = length
            fraction = { cubic.progress(at: span > 0 ? $0 / span : 1) }
        }
        run = Run(start: HostClock.now + delay, from: from, to: to, length: length, fraction: fraction)
        isRunning = true
        endTimer = HostTimer.after(delay + length) { [weak self] in
            MainActor.assumeIsolated { self?.runReachedEnd() }
        }
    }

    /// Freezes the views where they are now: the run ends and the paused fraction shows the same progress.
    private func freeze() {
        guard let run else { return }
        let p = progress(at: HostClock.now)
        if scrubsLinearly {
            pausedFraction = p
        } else {
            let elapsed = HostClock.now - run.start
            pausedFraction = run.from + (run.to - run.from) * (run.length > 0 ? min(max(elapsed / run.length, 0), 1) : 1)
        }
        cancelRun()
    }

    private func cancelRun() {
        endTimer?.invalidate()
        endTimer = nil
        run = nil
        isRunning = false
    }

    private func runReachedEnd() {
        guard let run else { return }
        let end = run.to
        cancelRun()
        pausedFraction = end
        if pausesOnCompletion { return }
        for track in tracks { place(track, atProgress: end) }
        complete(at: end >= 1 ? .end : .start)
    }

    /// Takes a track's layer animation off and sets its view's model value to the value at `p`.
    private func place(_ track: Track, atProgress p: Double) {
        detach(track)
        let local = track.joinedAt < 1 ? max(0, (p - track.joinedAt) / (1 - track.joinedAt)) : (p >= 1 ? 1 : 0)
        Self.setModelValue(track.from.interpolated(to: track.to, local), keyPath: track.keyPath, of: track.layer)
    }

    /// Sets the model value at `keyPath` of the view whose layer is `layer`, without animation (the
    /// key paths view animations record: position, bounds, opacity, transform).
    static func setModelValue(_ value: CAAnimatableValue, keyPath: String, of layer: CALayer) {
        guard let view = layer.delegate as? UIView else { return }
        UIView.performWithoutAnimation {
            switch (keyPath, value) {
            case let ("position", .point(point)): view.center = point
            case let ("bounds", .rect(rect)): view.bounds = rect
            case let ("opacity", .scalar(alpha)): view.alpha = CGFloat(alpha)
            case let ("transform", .transform(t)): view.transform = t
            case let ("transform", .transform3D(t)): view.transform3D = t
            default: break
            }
        }
    }

    private func complete(at position: UIViewAnimatingPosition) {
        let toCall = completions
        reset()
        for completion in toCall { completion(position) }
    }

    /// Back to inactive, ready for new animations.
    private func reset() {
        cancelRun()
        tracks.forEach(detach)
        tracks = []
        completions = []
        pendingBlocks = []
        state = .inactive
        pausedFraction = 0
    }

    /// Takes a track's layer animation off its layer (unless another animation replaced it there).
    private func detach(_ track: Track) {
        track.animation.externalProgress = nil
        if track.layer.animation(forKey: track.keyPath) === track.animation { track.layer.removeAnimation(forKey: track.keyPath) }
    }

    private func refused(_ what: String) {
        Log.uikit.warning("UIViewPropertyAnimator: \(what); ignored")
    }
}
