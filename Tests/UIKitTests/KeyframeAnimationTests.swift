import HostContextTesting
import Testing
import UIKit

/// `UIView.animateKeyframes` / `addKeyframe` and `CAKeyframeAnimation`, at chosen timestamps.
@Suite(.freshHostContext) @MainActor
struct KeyframeAnimationTests {
    /// UIView.AnimationOptions.curveLinear passed through rawValue, as UIKit code does.
    let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test func keyframesRunInTheirWindowsAndHoldBetweenThem() {
        let (window, view) = animationScene()
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 4, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 50 }
            view.alpha = 0                                     // outside any keyframe: the whole 4 s
        }, completion: { finished.append($0) })
        #expect(view.center.x == 50)                           // the model is the last value at once
        window.tick(timestamp: 1.5)
        #expect(isClose(presentedPosition(view).x, 100))               // half-way through the first keyframe
        window.tick(timestamp: 2.5)
        #expect(isClose(presentedPosition(view).x, 150))               // held until 0.5
        #expect(abs(view.layer.presentation()!.opacity - 0.625) < 1e-6)
        window.tick(timestamp: 4.0)
        #expect(isClose(presentedPosition(view).x, 100))               // half-way back
        #expect(finished.isEmpty)
        window.tick(timestamp: 5.0)
        #expect(finished == [true])
        #expect(presentedPosition(view).x == 50)
    }

    @Test func theDefaultCurveAppliesToTheWholeAnimationAndDiscreteModeJumps() {
        let (window, view) = animationScene()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 150 }
        })
        window.tick(timestamp: 1.25)
        // Ease-in-ease-out over the whole: Apple's curve at a quarter is 0.1292 (AnimationTests).
        #expect(abs(presentedPosition(view).x - (50 + 100 * CGFloat(AnimationTests.easeInOutAtQuarter))) < 1e-6)
        window.tick(timestamp: 3)

        let discrete = linear.union(.calculationModeDiscrete)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: discrete, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 0 }
        })
        window.tick(timestamp: 3.25)
        #expect(presentedPosition(view).x == 150)                      // discrete: the value at the key time before
        window.tick(timestamp: 3.75)
        #expect(presentedPosition(view).x == 100)
    }

    @Test func addKeyframeOutsideAKeyframeBlockJustRunsTheChanges() {
        let (window, view) = animationScene()
        UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: .nan) { view.center.x = 10 }
        #expect(view.center.x == 10)
        #expect(view.layer.animationKeys() == nil)
        // Bad key times on a CAKeyframeAnimation: even spacing instead.
        let a = CAKeyframeAnimation(keyPath: "opacity")
        a.values = [.scalar(0), .scalar(1), .scalar(0)]
        a.keyTimes = [0, .nan, 1]
        a.duration = 1
        a.beginTime = 1
        view.layer.add(a, forKey: "blink")
        window.tick(timestamp: 1.25)                           // key times 0, 0.5, 1: half-way up
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
        window.tick(timestamp: 1.75)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
    }
}
