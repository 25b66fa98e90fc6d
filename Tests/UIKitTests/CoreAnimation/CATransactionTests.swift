import HostContextTesting
import Testing
import UIKit

/// CATransaction and implicit layer animations, driven through the window's ticks: standalone
/// layers animate implicitly for 0.25 s on the `.default` curve, `disableActions` makes changes
/// jump, a view's own layer does not animate outside animation blocks, and completion blocks run
/// on the host clock when their animations end.
@Suite(.freshHostContext) @MainActor
struct CATransactionTests {
    @Test func aStandaloneLayerAnimatesItsPositionForAQuarterSecondOnTheDefaultCurve() {
        let (window, _, layer) = standaloneLayerScene()
        layer.position = CGPoint(x: 150, y: 50)
        #expect(layer.position.x == 150)                       // the model is the destination at once
        window.tick(timestamp: 1.125)                          // half of 0.25 s
        // Apple's `.default` curve: control points (0.25, 0.1) and (0.25, 1).
        let expected = 50 + 100 * bezierTiming(0.25, 0.1, 0.25, 1, at: 0.5)
        #expect(isClose(Double(layer.presentation()!.position.x), expected, within: 1e-6))
        #expect(layer.animation(forKey: "position") != nil)
        window.tick(timestamp: 1.25)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.position.x == 150)
    }

    @Test func disableActionsMakesTheChangeJump() {
        let (window, _, layer) = standaloneLayerScene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        layer.position = CGPoint(x: 150, y: 50)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
        #expect(layer.animationKeys() == nil)
        window.tick(timestamp: 1.1)
        #expect(layer.presentation()!.position.x == 150)
        #expect(layer.presentation()!.opacity == 0.5)
    }

    @Test func durationAndTimingFunctionComeFromTheTransaction() {
        let (window, _, layer) = standaloneLayerScene()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        #expect(CATransaction.animationDuration() == 2)
        layer.opacity = 0
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)     // the default again
        window.tick(timestamp: 1.5)                            // a quarter of 2 s, linear
        #expect(isClose(Double(layer.presentation()!.opacity), 0.75, within: 1e-6))
        window.tick(timestamp: 3)
        #expect(layer.animationKeys() == nil)
    }

    @Test func aViewsOwnLayerDoesNotAnimateOutsideAnimationBlocks() {
        let (window, view, _) = standaloneLayerScene()
        #expect(view.layer.action(forKey: "position") is NSNull)
        view.center = CGPoint(x: 150, y: 150)
        view.layer.opacity = 0.5
        view.layer.cornerRadius = 8
        #expect(view.layer.animationKeys() == nil)
        window.tick(timestamp: 1.1)
        #expect(view.layer.presentation()!.position == CGPoint(x: 150, y: 150))
        // Inside a block the view animates as before.
        UIView.animate(withDuration: 1) { view.alpha = 0.2 }
        #expect(view.layer.animationKeys() == ["opacity"])
    }

    @Test func aLayerMadeInTheCurrentFrameDoesNotAnimate() {
        let (window, view, _) = standaloneLayerScene()
        let fresh = CALayer()
        view.layer.addSublayer(fresh)
        fresh.position = CGPoint(x: 80, y: 80)
        #expect(fresh.animationKeys() == nil)
        window.tick(timestamp: 1.1)
        fresh.position = CGPoint(x: 90, y: 90)              // committed now: animates
        #expect(fresh.animationKeys() == ["position"])
    }

    @Test func completionBlocksRunWhenTheirAnimationsEndInnerBeforeOuter() {
        let (window, _, layer) = standaloneLayerScene()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock { log.append("outer") }
        layer.position = CGPoint(x: 150, y: 50)
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { log.append("inner") }
        layer.opacity = 0.5
        CATransaction.commit()
        CATransaction.commit()
        #expect(log.isEmpty)
        window.tick(timestamp: 1.25)
        #expect(log.isEmpty)
        window.tick(timestamp: 1.5)                            // the inner transaction's 0.5 s
        #expect(log == ["inner"])
        window.tick(timestamp: 1.75)
        #expect(log == ["inner"])                              // the outer waits for its own 1 s move
        window.tick(timestamp: 2)
        #expect(log == ["inner", "outer"])
    }

    @Test func aCompletionWithNoAnimationsRunsAtTheNextTickNotInsideCommit() {
        let (window, _, layer) = standaloneLayerScene()
        var ran = 0
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { ran += 1 }
        layer.position = CGPoint(x: 10, y: 10)
        CATransaction.commit()
        #expect(ran == 0)
        window.tick(timestamp: 1.01)
        #expect(ran == 1)
        window.tick(timestamp: 2)
        #expect(ran == 1)
    }

    @Test func theCompletionWaitsForExplicitAnimationsAndRunsWhenTheyAreRemoved() {
        let (window, _, layer) = standaloneLayerScene()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("transaction") }
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1
        animation.toValue = 0
        animation.duration = 10
        animation.completion = { log.append("animation \($0)") }
        layer.add(animation, forKey: "fade")
        CATransaction.commit()
        window.tick(timestamp: 2)
        #expect(log.isEmpty)
        layer.removeAnimation(forKey: "fade")
        #expect(log == ["animation false", "transaction"])
    }

    @Test func theImplicitTransactionCommitsAtTheEndOfTheFrame() {
        let (window, _, layer) = standaloneLayerScene()
        var ran = false
        CATransaction.setCompletionBlock { ran = true }        // outside begin/commit: the implicit one
        layer.position = CGPoint(x: 60, y: 60)                 // 0.25 s
        window.tick(timestamp: 1.1)
        #expect(!ran)
        window.tick(timestamp: 1.25)
        #expect(ran)
    }

    @Test func anUnbalancedCommitIsIgnored() {
        let (window, _, layer) = standaloneLayerScene()
        CATransaction.commit()
        layer.position = CGPoint(x: 70, y: 70)
        #expect(layer.animationKeys() == ["position"])
        window.tick(timestamp: 2)
    }
}
