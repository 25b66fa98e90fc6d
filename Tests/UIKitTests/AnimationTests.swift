import HostContextTesting
import Testing
import UIKit

/// `UIView.animate` on the host clock: the model takes the new value at once, `layer.presentation()`
/// shows the in-between values at any chosen timestamp, and the completion runs once, on the tick at
/// which the animation ends.
@Suite(.freshHostContext) @MainActor
struct AnimationTests {
    /// Reference values of Apple's ease-in-ease-out curve (0.42, 0, 0.58, 1), solved independently
    /// (bisection on the Bézier x(t) to 1e-15).
    static let easeInOutAtQuarter = 0.1291619310473198
    static let easeInOutAtThreeQuarters = 0.8708380689526802
    static let easeInAtQuarter = 0.09346465071882484

    private func scene() -> (UIWindow, UIView) {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))   // center (50, 50)
        window.addSubview(view)
        return (window, view)
    }

    private func presentedX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test func linearCurveAtChosenTimestamps() {
        let (window, view) = scene()
        window.tick(timestamp: 1)
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            view.center = CGPoint(x: 250, y: 50)
        })
        #expect(view.center == CGPoint(x: 250, y: 50))   // the model is the destination at once
        #expect(presentedX(view) == 50)
        window.tick(timestamp: 1.5)
        #expect(isClose(presentedX(view), 100))
        window.tick(timestamp: 2.0)
        #expect(isClose(presentedX(view), 150))
        window.tick(timestamp: 2.9)
        #expect(isClose(presentedX(view), 240))
        window.tick(timestamp: 3.5)
        #expect(presentedX(view) == 250)
        #expect(view.layer.animationKeys() == nil)
    }

    /// Tolerance 1e-5 pt over 100 pt: Apple's control points are Floats (0.42f, 0.58f), so the curve is
    /// symmetric only to ~3e-8.
    @Test func easeInOutCurveAtChosenTimestamps() {
        let (window, view) = scene()
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 150, y: 50) })   // default curve
        window.tick(timestamp: 0.25)
        #expect(isClose(presentedX(view), 50 + 100 * Self.easeInOutAtQuarter, within: 1e-5))
        window.tick(timestamp: 0.5)
        #expect(isClose(presentedX(view), 100, within: 1e-5))
        window.tick(timestamp: 0.75)
        #expect(isClose(presentedX(view), 50 + 100 * Self.easeInOutAtThreeQuarters, within: 1e-5))
    }

    @Test func easeInCurve() {
        let (window, view) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { view.alpha = 0 })
        window.tick(timestamp: 0.25)
        #expect(isClose(Double(view.layer.presentation()!.opacity), 1 - Self.easeInAtQuarter, within: 1e-6))
        #expect(view.alpha == 0 && view.layer.opacity == 0)
    }

    @Test func delayHoldsTheStartValue() {
        let (window, view) = scene()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
            view.center = CGPoint(x: 150, y: 50)
        })
        window.tick(timestamp: 0.4)
        #expect(presentedX(view) == 50)
        window.tick(timestamp: 1.0)
        #expect(isClose(presentedX(view), 100))
        window.tick(timestamp: 1.5)
        #expect(presentedX(view) == 150)
    }

    @Test func completionRunsOnceOnTheTickThatEndsTheAnimation() {
        let (window, view) = scene()
        var calls: [(Bool, TimeInterval)] = []
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [], animations: {
            view.center = CGPoint(x: 10, y: 10)
            view.alpha = 0.5
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        }, completion: { finished in calls.append((finished, CACurrentMediaTime())) })
        tickFrames(window, from: 0, through: 0.39, interval: 0.01)
        #expect(calls.isEmpty)
        window.tick(timestamp: 0.4)
        #expect(calls.count == 1)
        #expect(calls.first?.0 == true && calls.first?.1 == 0.4)
        tickFrames(window, from: 0.4, through: 1)
        #expect(calls.count == 1)
    }

    @Test func frameAnimatesPositionAndBounds() {
        let (window, view) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame = CGRect(x: 100, y: 200, width: 200, height: 50)
        })
        window.tick(timestamp: 0.5)
        let p = view.layer.presentation()!
        #expect(isClose(p.position, CGPoint(x: 125, y: 137.5)))
        #expect(isClose(p.bounds.size, CGSize(width: 150, height: 75)))
        #expect(isClose(p.frame, CGRect(x: 50, y: 100, width: 150, height: 75)))
    }

    @Test func beginFromCurrentStateStartsFromWhatIsOnScreen() {
        let (window, view) = scene()
        var firstFinished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center = CGPoint(x: 150, y: 50)
        }, completion: { firstFinished.append($0) })
        window.tick(timestamp: 0.5)   // on screen: x = 100
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: {
            view.center = CGPoint(x: 300, y: 50)
        })
        #expect(isClose(presentedX(view), 100))   // no jump
        window.tick(timestamp: 1.0)
        #expect(isClose(presentedX(view), 200))   // halfway from 100 to 300
        #expect(firstFinished == [false])          // the interrupted animation did not finish
        window.tick(timestamp: 1.5)
        #expect(presentedX(view) == 300)
        #expect(firstFinished == [false])
    }

    @Test func performWithoutAnimationInsideAnAnimationBlock() {
        let (window, view) = scene()
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.alpha = 0.2 }
            view.center = CGPoint(x: 150, y: 50)
        })
        window.tick(timestamp: 0.5)
        #expect(view.layer.presentation()!.opacity == Float(0.2))
        #expect(view.layer.animation(forKey: "opacity") == nil)
        #expect(view.layer.animation(forKey: "position") != nil)
    }

    @Test func blockWithoutChangesStillCompletesAfterTheDuration() {
        let (window, _) = scene()
        var calls = 0
        UIView.animate(withDuration: 0.25, animations: {}, completion: { _ in calls += 1 })
        window.tick(timestamp: 0.2)
        #expect(calls == 0)
        window.tick(timestamp: 0.25)
        #expect(calls == 1)
        window.tick(timestamp: 1)
        #expect(calls == 1)
    }

    @Test func badDurationsAreImmediate() {
        let (window, view) = scene()
        var calls = 0
        UIView.animate(withDuration: .nan, delay: -3, options: [], animations: {
            view.center = CGPoint(x: 70, y: 50)
        }, completion: { _ in calls += 1 })
        #expect(presentedX(view) == 70)
        window.tick(timestamp: 0.001)
        #expect(calls == 1)
        #expect(presentedX(view) == 70)
    }

    @Test func changesOutsideABlockDoNotAnimate() {
        let (window, view) = scene()
        view.center = CGPoint(x: 200, y: 50)
        #expect(view.layer.animationKeys() == nil)
        window.tick(timestamp: 0.1)
        #expect(presentedX(view) == 200)
        #expect(!window.needsFrames)
    }

    @Test func animationKeepsTheHostAskingForFrames() {
        let (window, view) = scene()
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 })
        #expect(window.needsFrames)
        window.tick(timestamp: 0.5)
        #expect(!window.needsFrames)
    }
}
