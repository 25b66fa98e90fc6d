import HostContextTesting
import Testing
import UIKit

/// `.repeat`, `.autoreverse`, `modifyAnimations(withRepeatCount:autoreverses:animations:)` and
/// `.allowUserInteraction`, driven through `tick` and `send` at chosen timestamps.
@Suite(.freshHostContext) @MainActor
struct AnimationRepeatTests {
    @Test func anAutoreversingAnimationGoesThereAndBackThenShowsTheModelValue() {
        let (window, view) = animationScene()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear],
                       animations: { view.center = CGPoint(x: 150, y: 50) }, completion: { finished.append($0) })
        window.tick(timestamp: 1.5)
        #expect(isClose(presentedPosition(view).x, 100))
        window.tick(timestamp: 2.0)
        #expect(isClose(presentedPosition(view).x, 150))
        window.tick(timestamp: 2.75)
        #expect(isClose(presentedPosition(view).x, 75))
        #expect(finished.isEmpty)
        window.tick(timestamp: 3.0)                    // two seconds: forwards and back
        #expect(finished == [true])
        #expect(presentedPosition(view).x == 150)               // as on iOS: the model value once it ends
    }

    @Test func aRepeatingAnimationRunsUntilRemoved() {
        let (window, view) = animationScene()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear],
                       animations: { view.center = CGPoint(x: 150, y: 50) }, completion: { finished.append($0) })
        window.tick(timestamp: 3.25)                   // the third cycle, a quarter in
        #expect(isClose(presentedPosition(view).x, 75))
        window.tick(timestamp: 100)
        #expect(finished.isEmpty)
        #expect(window.needsFrames)
        view.layer.removeAllAnimations()
        #expect(finished == [false])
    }

    @Test func modifyAnimationsSetsAFractionalRepeatCountForItsChanges() {
        let (window, view) = animationScene()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) {
                view.center = CGPoint(x: 150, y: 50)
            }
            view.alpha = 0.5                            // outside: runs once
        }, completion: { finished.append($0) })
        window.tick(timestamp: 2.0)
        #expect(view.layer.presentation()!.opacity == 0.5)
        #expect(isClose(presentedPosition(view).x, 150))        // end of the first way out
        window.tick(timestamp: 5.5)                    // 4.5 s: two and a quarter cycles of 2 s
        #expect(isClose(presentedPosition(view).x, 100))
        #expect(finished.isEmpty)
        window.tick(timestamp: 6.0)                    // 2.5 cycles: ends half-way, at the far end
        #expect(finished == [true])
        // Outside an animation block it only runs the changes.
        UIView.modifyAnimations(withRepeatCount: 3, autoreverses: false) { view.alpha = 1 }
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func animatedViewsIgnoreTouchesUnlessAllowed() {
        let (window, view) = animationScene()
        var taps = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0.9 })
        tap(window, at: CGPoint(x: 50, y: 50), time: 1.2)
        #expect(taps == 0)                             // being animated: skipped by hit-testing
        window.tick(timestamp: 2.1)                    // the animation ended
        tap(window, at: CGPoint(x: 50, y: 50), time: 2.2)
        #expect(taps == 1)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: { view.alpha = 0.8 })
        tap(window, at: CGPoint(x: 50, y: 50), time: 2.5)
        #expect(taps == 2)
    }
}
