import Foundation
import QuartzCore

/// Holds the view animations an animator's `animateTransition(using:)` makes while an interaction
/// controller drives them, as iOS freezes a transition's layers and scrubs their time.
///
/// While `capture` runs, every `UIView.animate` block (AnimationContext) hands its layer animations
/// here instead of starting them on the clock. Each then shows its value at the driver's *virtual
/// time* (seconds into the transition: `percentComplete` × duration while interactive), with its own
/// delay and curve, so scrubbing shows exactly the frames the animation would have shown.
/// `run(toEnd:speed:)` lets the virtual time run on (finish) or back (cancel) at `speed` × real time;
/// at the end the animations come off their layers — after a cancel the views' model values are set
/// back to where the animations started, as iOS restores a cancelled transition's views — and the
/// blocks' completions run (with true), which is where animators call `completeTransition(_:)`.
@MainActor
final class TransitionAnimationDriver {
    /// The driver taking the animations of blocks run now, if any.
    static var capturing: TransitionAnimationDriver?

    private struct Entry {
        let layer: CALayer
        let keyPath: String
        let animation: CABasicAnimation
        let from: CAAnimatableValue?
    }

    let duration: TimeInterval
    private var entries: [Entry] = []
    private var completions: [(Bool) -> Void] = []
    /// Host time corresponding to virtual time 0 for the captured animations' own begin times.
    private let origin: CFTimeInterval
    private var pausedTime: Double = 0
    private var motion: (start: CFTimeInterval, from: Double, to: Double, speed: Double)?
    private var endTimer: HostTimer?
    private(set) var isFinished = false

    init(duration: TimeInterval) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        origin = HostClock.now
    }

    /// Runs `block`, taking the view animations it starts.
    func capture(_ block: () -> Void) {
        let saved = Self.capturing
        Self.capturing = self
        block()
        Self.capturing = saved
    }

    /// Called by AnimationContext for a block run inside `capture`.
    func adopt(_ planned: [(layer: CALayer, keyPath: String, animation: CABasicAnimation)], duration: TimeInterval,
               delay: TimeInterval, completion: ((Bool) -> Void)?) {
        for (layer, keyPath, animation) in planned {
            animation.duration = duration
            layer.add(animation, forKey: keyPath)
            animation.beginTime = origin + delay
            animation.externalTime = { [weak self] time in
                MainActor.assumeIsolated { (self?.origin ?? 0) + (self?.virtualTime(at: time) ?? .infinity) }
            }
            entries.append(Entry(layer: layer, keyPath: keyPath, animation: animation, from: animation.fromValue))
        }
        if let completion { completions.append(completion) }
    }

    /// Seconds into the transition at host time `time`.
    func virtualTime(at time: CFTimeInterval) -> Double {
        guard let motion else { return pausedTime }
        let moved = max(0, time - motion.start) * motion.speed
        return motion.to >= motion.from ? min(motion.to, motion.from + moved) : max(motion.to, motion.from - moved)
    }

    /// Shows the transition at `fraction` of its way (0…1).
    func set(fraction: Double) {
        guard !isFinished else { return }
        motion = nil
        endTimer?.invalidate()
        pausedTime = duration * min(max(fraction.isFinite ? fraction : 0, 0), 1)
    }

    /// Lets the transition run to its end (`toEnd`) or back to its start, at `speed` × real time;
    /// `done` runs after the blocks' completions.
    func run(toEnd: Bool, speed: Double, done: (() -> Void)? = nil) {
        guard !isFinished else { return }
        let from = virtualTime(at: HostClock.now)
        let to = toEnd ? duration : 0
        let rate = speed.isFinite && speed > 0 ? speed : 1
        motion = (HostClock.now, from, to, rate)
        endTimer?.invalidate()
        endTimer = HostTimer.after(abs(to - from) / rate) { [weak self] in
            MainActor.assumeIsolated { self?.end(atEnd: toEnd, done: done) }
        }
    }

    private func end(atEnd: Bool, done: (() -> Void)?) {
        isFinished = true
        for entry in entries {
            entry.animation.externalTime = nil
            if entry.layer.animation(forKey: entry.keyPath) === entry.animation { entry.layer.removeAnimation(forKey: entry.keyPath) }
            if !atEnd, let from = entry.from { UIViewPropertyAnimator.setModelValue(from, keyPath: entry.keyPath, of: entry.layer) }
        }
        entries = []
        let toCall = completions
        completions = []
        for completion in toCall { completion(true) }
        done?()
    }
}
