import HeadlessHost
import LogCapture
import Swift5PullToRefresh
import Testing
import UIKit

/// NSObject's idioms on ScrollKit's classes: delayed selectors and target-action timers on the
/// host clock, `responds(to:)`, class tests, identity equality, colour and image literals.
@MainActor
@Suite struct NSObjectIdiomTests {
    @Test func performAfterDelayDebouncesOnTheHostClock() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 3000)
        let host = hostShowing(scrollView)
        let debouncer = ScrollDebouncer(quietPeriod: 0.25)
        scrollView.delegate = debouncer
        #expect(debouncer.canSettle)

        // Three offsets 0.1 s apart: each cancels the call the previous one scheduled.
        for (i, y) in [100.0, 200.0, 300.0].enumerated() {
            scrollView.contentOffset = CGPoint(x: 0, y: y)
            host.idle(0.1)
            #expect(debouncer.settledOffsets.isEmpty, "still scrolling after offset \(i)")
        }
        // 0.1 s after the last offset: 0.15 s of the quiet period left; at 0.3 s it has passed.
        host.idle(0.2)
        #expect(debouncer.settledOffsets == [300])
        host.idle(1)
        #expect(debouncer.settledOffsets == [300])
    }

    @Test func aTargetActionTimerFiresOnTheHostClockUntilInvalidated() {
        let view = ScrollDebouncer(quietPeriod: 1)
        let host = hostShowing(view)
        view.startHeartbeat(every: 0.5)
        host.idle(1.6)   // fires at 0.5, 1.0, 1.5 s of host time
        #expect(view.heartbeats == 3, "fired at \(view.beatTimes)")
        view.stopHeartbeat()
        host.idle(2)
        #expect(view.heartbeats == 3)
    }

    @Test func classTestsAndIdentityEquality() {
        let scrollView: UIView = UIScrollView()
        #expect(scrollView.isKind(of: UIView.self))
        #expect(scrollView.isKind(of: UIScrollView.self))
        #expect(!scrollView.isMember(of: UIView.self))
        #expect(scrollView.isMember(of: UIScrollView.self))
        #expect(!UIView().isKind(of: UIScrollView.self))
        #expect(CAShapeLayer().isKind(of: CALayer.self))

        let layer = CALayer(), image = UIImage(), path = UIBezierPath()
        #expect(layer == layer && layer != CALayer())
        #expect(image == image && image != UIImage())
        #expect(path == path && path != UIBezierPath())
        #expect(Set([layer, layer]).count == 1)
    }

    @Test func descriptionsCanBeOverridden() {
        final class NamedLayer: CALayer { override var description: String { "named layer" } }
        final class NamedView: UIView { override var description: String { "named view" } }
        #expect("\(NamedLayer())" == "named layer")
        #expect("\(NamedView())" == "named view")
        #expect(CALayer().description.hasPrefix("<CALayer: 0x"))
    }

    @Test func colourAndImageLiterals() {
        let colour = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(colour == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let missing = LogCapture.records {
            let image = #imageLiteral(resourceName: "no-such-image")
            #expect(image.size == .zero)
        }
        #expect(missing.count == 1)
    }
}
