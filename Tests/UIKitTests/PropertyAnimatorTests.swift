import Foundation
import HostContextTesting
import Testing
import UIKit

/// An independent cubic Bézier timing curve: y at the x solved by bisection of the Bernstein form.
func bezierProgress(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<60 {
        let mid = (lo + hi) / 2
        if b(mid, x1, x2) < x { lo = mid } else { hi = mid }
    }
    return b((lo + hi) / 2, y1, y2)
}

/// `UIViewPropertyAnimator` (Animation/UIViewPropertyAnimator.swift) on the host clock: positions at
/// chosen ticks against curves computed here (Core Animation's ease-in-ease-out control points; the
/// damped oscillator's closed form), pausing, scrubbing, reversing, continuing, stopping and finishing.
@Suite(.freshHostContext) @MainActor
struct PropertyAnimatorTests {
    /// The scene: a 100 pt view centred at (50, 50), moved to x = 150 (100 pt of travel).
    private func moveRight(_ view: UIView) -> () -> Void { { view.center = CGPoint(x: 150, y: 50) } }

    @Test func anEaseInOutAnimatorFollowsTheCubicCurveAndEndsWithDotEnd() {
        let (window, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut, animations: moveRight(view))
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(view.center.x == 50)                       // blocks wait for the start
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 150)                      // the model jumps to the destination
        for i in 1...29 {
            let t = Double(i) / 60
            window.tick(timestamp: 1 + t)
            let expected = 50 + 100 * bezierProgress(t / 0.5, 0.42, 0, 0.58, 1)
            #expect(abs(Double(presentedPosition(view).x) - expected) < 1e-3, "t \(t)")
            #expect(abs(Double(animator.fractionComplete) - t / 0.5) < 1e-9)
        }
        #expect(positions.isEmpty)
        window.tick(timestamp: 1.5)
        #expect(positions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.layer.animationKeys() == nil)
        #expect(presentedPosition(view).x == 150)
    }

    @Test func aDampingRatioSpringIsFittedToTheDurationAndOvershoots() {
        let (window, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.4, animations: moveRight(view))
        animator.startAnimation()
        // The envelope e^(−ζωt) is 0.1 % at T: ω = ln(1000) / (ζ·T).
        let zeta = 0.4, w = log(1000.0) / zeta, wd = w * (1 - zeta * zeta).squareRoot()
        var peak = 0.0
        for i in 1...59 {
            let t = Double(i) / 60
            window.tick(timestamp: 1 + t)
            let x = 1 - exp(-zeta * w * t) * (cos(wd * t) + zeta * w / wd * sin(wd * t))
            #expect(abs(Double(presentedPosition(view).x) - (50 + 100 * x)) < 1e-6, "t \(t)")
            peak = max(peak, Double(presentedPosition(view).x))
        }
        #expect(peak > 150 + 100 * 0.2)                    // e^(−πζ/√(1−ζ²)) = 25.4 % overshoot
        window.tick(timestamp: 2)
        #expect(animator.state == .inactive)
    }

    @Test func aPhysicalSpringRunsUntilItSettlesWhateverTheDuration() {
        let (window, view) = animationScene()
        var ended: TimeInterval?
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        #expect(abs(spring.dampingRatio - 0.5) < 1e-12)    // c / (2√(km)) = 10 / 20
        let animator = UIViewPropertyAnimator(duration: 0.1, timingParameters: spring)
        animator.addAnimations(moveRight(view))
        animator.addCompletion { _ in ended = HostClock.now }
        animator.startAnimation()
        // ω = √(k/m) = 10, ζ = 0.5: x(t) = 1 − e^(−5t)(cos ω_d t + 5/ω_d sin ω_d t), ω_d = √75.
        let wd = 75.0.squareRoot()
        for i in 1...60 {
            let t = Double(i) / 60
            window.tick(timestamp: 1 + t)
            guard ended == nil else { break }
            let x = 1 - exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
            #expect(abs(Double(presentedPosition(view).x) - (50 + 100 * x)) < 1e-6, "t \(t)")
        }
        #expect(ended == nil)                              // far longer than the 0.1 s asked for
        window.tick(timestamp: 3)
        // The envelope reaches 0.1 % at t = ln(1000)/5 = 1.38 s; it settles between that and 3 s.
        #expect(ended != nil)
        #expect(view.center.x == 150 && presentedPosition(view).x == 150)
    }

    @Test func pausedScrubbingShowsTheFractionAndAReversedRunGoesBackToTheStart() {
        let (window, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: moveRight(view))
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        window.tick(timestamp: 1.3)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.3) < 1e-9)
        window.tick(timestamp: 2.5)                        // paused: time passes, nothing moves
        #expect(abs(presentedPosition(view).x - 80) < 1e-9)
        animator.fractionComplete = 0.6
        #expect(abs(presentedPosition(view).x - 110) < 1e-9)
        animator.fractionComplete = 0.2
        window.tick(timestamp: 2.6)
        #expect(abs(presentedPosition(view).x - 70) < 1e-9)
        animator.isReversed = true
        animator.startAnimation()                          // back over 0.2 × 1 s
        window.tick(timestamp: 2.7)
        #expect(abs(presentedPosition(view).x - 60) < 1e-9)
        #expect(positions.isEmpty)
        window.tick(timestamp: 2.8)
        #expect(positions == [.start])
        #expect(view.center.x == 50)                       // the model is back at the start value
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func scrubbingAlongTheCurveWhenNotLinear() {
        let (_, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn, animations: moveRight(view))
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5                    // activates the animator, paused
        #expect(animator.state == .active && !animator.isRunning)
        let expected = 50 + 100 * bezierProgress(0.5, 0.42, 0, 1, 1)
        #expect(abs(Double(presentedPosition(view).x) - expected) < 1e-3)
        animator.stopAnimation(true)
    }

    @Test func reversingWhileRunningTurnsTheViewRoundWhereItIs() {
        let (window, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: moveRight(view))
        animator.startAnimation()
        window.tick(timestamp: 1.4)
        animator.isReversed = true                         // from 0.4 back to 0 over 0.4 s
        #expect(animator.isRunning)
        window.tick(timestamp: 1.5)
        #expect(abs(presentedPosition(view).x - 80) < 1e-9)
        window.tick(timestamp: 1.8)
        #expect(animator.state == .inactive && view.center.x == 50)
    }

    @Test func continueAnimationRunsTheRestWithNewTimingForTheFactorTimesTheDuration() {
        let (window, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut, animations: moveRight(view))
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
        // 0.5 → 1 linearly over 2 × 1 s.
        window.tick(timestamp: 2)
        #expect(abs(presentedPosition(view).x - 125) < 1e-9)
        window.tick(timestamp: 3)
        #expect(animator.state == .inactive)

        // A factor of 0 keeps the remaining time: 0.5 × 1 s, here with a critically damped spring.
        let other = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: { view.center = CGPoint(x: 250, y: 50) })
        other.fractionComplete = 0.5                       // 200
        other.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 1), durationFactor: 0)
        let w = 9.233_45 / 0.5                             // e^(−ωT)(1 + ωT) = 0.001 at T = 0.5 s
        window.tick(timestamp: 3.1)
        let x = 1 - exp(-w * 0.1) * (1 + w * 0.1)
        #expect(abs(Double(presentedPosition(view).x) - (200 + 50 * x)) < 1e-6)
        window.tick(timestamp: 3.5)
        #expect(other.state == .inactive && view.center.x == 250)
    }

    @Test func stopWithoutFinishingLeavesTheViewsWhereTheyAreAndCallsNothing() {
        let (window, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: moveRight(view))
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        window.tick(timestamp: 1.25)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(abs(view.center.x - 75) < 1e-9)
        #expect(view.layer.animationKeys() == nil)
        window.tick(timestamp: 3)
        #expect(positions.isEmpty)
    }

    @Test func stopThenFinishRunsTheCompletionsWithThePosition() {
        for (position, x) in [(UIViewAnimatingPosition.current, 75.0), (.end, 150), (.start, 50)] {
            let (window, view) = animationScene()
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: moveRight(view))
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            window.tick(timestamp: 1.25)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(abs(view.center.x - 75) < 1e-9)
            animator.finishAnimation(at: position)
            #expect(positions == [position])
            #expect(abs(Double(view.center.x) - x) < 1e-9)
            #expect(animator.state == .inactive)
        }
    }

    @Test func pausesOnCompletionStaysActiveAtTheEndAndCanGoBack() {
        let (window, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear, animations: moveRight(view))
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        window.tick(timestamp: 1.6)
        #expect(positions.isEmpty)
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
        #expect(presentedPosition(view).x == 150)
        animator.isReversed = true
        animator.startAnimation()
        window.tick(timestamp: 1.85)
        #expect(abs(presentedPosition(view).x - 100) < 1e-9)
    }

    @Test func runningPropertyAnimatorStartsAfterItsDelayWithTheOptionsCurve() {
        let (window, view) = animationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.4, delay: 0.2, options: .curveEaseIn, animations: moveRight(view), completion: { positions.append($0) })
        #expect(animator.isRunning && animator.delay == 0.2)
        window.tick(timestamp: 1.1)
        #expect(presentedPosition(view).x == 50)
        window.tick(timestamp: 1.4)
        let expected = 50 + 100 * bezierProgress(0.5, 0.42, 0, 1, 1)
        #expect(abs(Double(presentedPosition(view).x) - expected) < 1e-3)
        window.tick(timestamp: 1.6)
        #expect(positions == [.end])
    }

    @Test func animationsAddedWhileRunningReachTheirEndWithTheOthers() {
        let (window, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: moveRight(view))
        animator.startAnimation()
        window.tick(timestamp: 1.5)
        animator.addAnimations { view.alpha = 0 }          // from 1 at p = 0.5 to 0 at p = 1
        window.tick(timestamp: 1.75)
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.5) < 1e-6)
        #expect(abs(presentedPosition(view).x - 125) < 1e-9)
        window.tick(timestamp: 2)
        #expect(view.alpha == 0 && view.layer.animationKeys() == nil)
    }

    @Test func refusedCallsChangeNothing() {
        let (window, view) = animationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: moveRight(view))
        animator.finishAnimation(at: .end)                 // not stopped: ignored
        #expect(animator.state == .inactive)
        animator.startAnimation()
        animator.fractionComplete = 0.9                    // running: ignored
        animator.isInterruptible = false                   // active: ignored
        #expect(animator.isInterruptible)
        animator.fractionComplete = .nan
        window.tick(timestamp: 1.5)
        #expect(abs(presentedPosition(view).x - 100) < 1e-9)
        let fixed = UIViewPropertyAnimator(duration: .nan, curve: .linear)
        #expect(fixed.duration == 0)
    }
}
