import Foundation
import HostContextTesting
import Testing
import UIKit

/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` and
/// `CASpringAnimation`, checked against the damped-oscillator closed form at chosen timestamps.
@Suite(.freshHostContext) @MainActor
struct AnimationSpringTests {
    /// x(t) of an under-damped unit spring from 0 to 1 at rest, fitted so its envelope is 0.1 % at T.
    private func underDamped(_ t: Double, zeta: Double, duration: Double) -> Double {
        let w = log(1000.0) / (zeta * duration), wd = w * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w * t) * (cos(wd * t) + zeta * w / wd * sin(wd * t))
    }

    @Test func anUnderDampedSpringOvershootsAndComesToRestAtTheDuration() {
        let (window, view) = animationScene()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                       options: .curveLinear, animations: { view.center = CGPoint(x: 150, y: 50) },
                       completion: { finished.append($0) })
        var peak: CGFloat = 0
        for i in 1...59 {
            let t = Double(i) / 60
            window.tick(timestamp: 1 + t)
            let x = presentedPosition(view).x
            #expect(abs(Double(x) - (50 + 100 * underDamped(t, zeta: 0.5, duration: 1))) < 1e-6, "t \(t)")
            peak = max(peak, x)
        }
        // ζ = 0.5 overshoots by e^(−πζ/√(1−ζ²)) = 16.3 % of the distance.
        #expect(abs(peak - 166.3) < 0.5)
        #expect(finished.isEmpty)
        window.tick(timestamp: 2)
        #expect(finished == [true])
        #expect(presentedPosition(view).x == 150)
    }

    @Test func aCriticallyDampedSpringNeverOvershootsAndStartsWithTheGivenVelocity() {
        let (window, view) = animationScene()
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 2,
                       options: [], animations: { view.center = CGPoint(x: 150, y: 50) })
        // Over the first millisecond it moves at 2 distances (200 pt) per second: 0.2 pt.
        window.tick(timestamp: 1.001)
        #expect(abs(presentedPosition(view).x - 50.2) < 0.03)
        var previous = presentedPosition(view).x
        for i in 1...29 {
            window.tick(timestamp: 1 + Double(i) / 60)
            let x = presentedPosition(view).x
            #expect(x <= 150 + 1e-9)
            #expect(x >= previous - 1e-9)
            previous = x
        }
        let s = CASpringAnimation(keyPath: "position")
        s.stiffness = 100; s.damping = 20                          // ζ = 1, ω = 10
        s.fromValue = .scalar(0); s.toValue = .scalar(1)
        s.initialVelocity = 0
        s.duration = s.settlingDuration
        #expect(abs(s.settlingDuration - 0.9234) < 0.01)           // e^(−ωt)(1 + ωt) = 0.001 at ωt ≈ 9.23
    }

    @Test func badSpringInputsGiveAPlainFinishedMove() {
        let (window, view) = animationScene()
        var finished: [Bool] = []
        UIView.animate(withDuration: .nan, delay: 0, usingSpringWithDamping: .nan, initialSpringVelocity: .infinity,
                       options: [], animations: { view.center = CGPoint(x: 150, y: 50) }, completion: { finished.append($0) })
        window.tick(timestamp: 1.1)
        #expect(finished == [true])
        #expect(presentedPosition(view).x == 150)
    }
}

@Suite(.freshHostContext) @MainActor
struct RepeatingSpringTests {
    /// A spring with `.autoreverse` comes back along the mirrored spring and ends (completion, touches
    /// allowed again) after two plays.
    @Test func anAutoreversingSpringComesBackAndEnds() {
        let (window, view) = animationScene()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: .autoreverse, animations: { view.center = CGPoint(x: 150, y: 50) },
                       completion: { finished.append($0) })
        window.tick(timestamp: 1.5)
        let out = presentedPosition(view).x
        window.tick(timestamp: 2.5)                    // the same point of the way back
        #expect(abs(presentedPosition(view).x - out) < 1e-9)
        window.tick(timestamp: 2.99)
        #expect(presentedPosition(view).x < 51)
        window.tick(timestamp: 3.0)
        #expect(finished == [true])
    }
}
