import HostContextTesting
import Testing
import UIKit

/// touchesBegan/Moved/Ended/Cancelled reach the hit-tested view and travel up the responder chain;
/// touches carry locations, timestamps and tap counts; bad host input is ignored or clamped.
@Suite(.freshHostContext) @MainActor
struct TouchDeliveryTests {
    @Test func singleFingerPhasesReachTheHitView() {
        let window = makeTestWindow()
        let view = RecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(view)
        window.sendTouch(.began, at: CGPoint(x: 110, y: 120), timestamp: 1.0)
        window.sendTouch(.moved, at: CGPoint(x: 130, y: 150), timestamp: 1.1)
        window.sendTouch(.ended, at: CGPoint(x: 135, y: 155), timestamp: 1.2)
        #expect(view.phases == ["began", "moved", "ended"])
        let moved = view.deliveries[1]
        #expect(moved.locations == [CGPoint(x: 30, y: 50)])
        #expect(moved.previousLocations == [CGPoint(x: 10, y: 20)])
        #expect(moved.timestamp == 1.1)
        let touch = view.deliveries[2].touches.first!
        #expect(touch.phase == .ended && touch.timestamp == 1.2)
        #expect(touch.view === view && touch.window === window)
        #expect(touch.location(in: nil) == CGPoint(x: 135, y: 155))
    }

    @Test func theTouchStaysWithItsViewWhenTheFingerLeavesIt() {
        let window = makeTestWindow()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let other = RecordingView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        window.addSubview(view)
        window.addSubview(other)
        drag(window, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 120, y: 10), start: 0, duration: 0.1, steps: 3)
        #expect(view.phases == ["began", "moved", "moved", "moved", "ended"])
        #expect(other.phases.isEmpty)
        #expect(view.deliveries.last?.locations == [CGPoint(x: 120, y: 10)])
    }

    @Test func locationInTransformedView() {
        let window = makeTestWindow()
        let view = RecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)   // covers 50–250
        view.bounds.origin = CGPoint(x: 10, y: 0)
        window.addSubview(view)
        window.sendTouch(.began, at: CGPoint(x: 150, y: 150), timestamp: 0)
        #expect(view.deliveries.first?.locations == [CGPoint(x: 60, y: 50)])
    }

    @Test func unhandledTouchesTravelUpTheResponderChain() {
        final class ChainController: UIViewController {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("vc.began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("vc.ended") }
        }
        let window = makeTestWindow()
        let vc = ChainController()
        window.rootViewController = vc
        let trace = EventTrace()
        let middle = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), name: "middle", trace: trace)
        middle.forwardsToNext = true
        let leaf = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))   // plain view: forwards
        vc.view.addSubview(middle)
        middle.addSubview(leaf)
        tap(window, at: CGPoint(x: 20, y: 20), time: 0)
        #expect(trace.entries == ["middle.touchesBegan", "middle.touchesEnded"])
        #expect(middle.deliveries.first?.touches.first?.view === leaf)
        #expect(vc.log == ["vc.began", "vc.ended"])
    }

    @Test func twoFingersInOneEventOnOneView() {
        let window = makeTestWindow()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        window.send([TouchInput(id: 1, phase: .began, location: CGPoint(x: 10, y: 10)),
                     TouchInput(id: 2, phase: .began, location: CGPoint(x: 100, y: 10))], timestamp: 0)
        window.send([TouchInput(id: 1, phase: .moved, location: CGPoint(x: 20, y: 10)),
                     TouchInput(id: 2, phase: .stationary, location: CGPoint(x: 100, y: 10))], timestamp: 0.1)
        window.send([TouchInput(id: 2, phase: .ended, location: CGPoint(x: 100, y: 10))], timestamp: 0.2)
        window.send([TouchInput(id: 1, phase: .ended, location: CGPoint(x: 20, y: 10))], timestamp: 0.3)
        #expect(view.phases == ["began", "moved", "ended", "ended"])
        #expect(view.deliveries[0].touches.count == 2)
        #expect(view.deliveries[1].touches.count == 1)   // only the moving finger
        #expect(view.deliveries[2].locations == [CGPoint(x: 100, y: 10)])
        #expect(view.deliveries[3].locations == [CGPoint(x: 20, y: 10)])
    }

    @Test func aViewWithoutMultipleTouchHearsOnlyItsFirstFinger() {
        let window = makeTestWindow()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)                       // isMultipleTouchEnabled is false by default
        window.send([TouchInput(id: 1, phase: .began, location: CGPoint(x: 10, y: 10))], timestamp: 0)
        window.send([TouchInput(id: 2, phase: .began, location: CGPoint(x: 100, y: 10))], timestamp: 0.05)
        window.send([TouchInput(id: 2, phase: .ended, location: CGPoint(x: 100, y: 10))], timestamp: 0.1)
        window.send([TouchInput(id: 1, phase: .ended, location: CGPoint(x: 10, y: 10))], timestamp: 0.2)
        #expect(view.phases == ["began", "ended"])
        #expect(view.deliveries.allSatisfy { $0.locations == [CGPoint(x: 10, y: 10)] })
    }

    @Test func eventListsEveryFingerDown() {
        final class EventSpy: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                counts.append(event?.allTouches?.count ?? -1)
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                counts.append(event?.allTouches?.count ?? -1)
            }
        }
        let window = makeTestWindow()
        let left = EventSpy(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = EventSpy(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(left)
        window.addSubview(right)
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10), timestamp: 0, id: 1)
        window.sendTouch(.began, at: CGPoint(x: 210, y: 10), timestamp: 0.05, id: 2)
        window.sendTouch(.moved, at: CGPoint(x: 220, y: 10), timestamp: 0.1, id: 2)
        #expect(left.counts == [1])
        #expect(right.counts == [2, 2])
    }

    @Test func fingersOnDifferentViewsGoToTheirOwnViews() {
        let window = makeTestWindow()
        let a = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = RecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        window.send([TouchInput(id: 3, phase: .began, location: CGPoint(x: 10, y: 10)),
                     TouchInput(id: 4, phase: .began, location: CGPoint(x: 210, y: 10))], timestamp: 0)
        window.send([TouchInput(id: 3, phase: .cancelled, location: CGPoint(x: 10, y: 10)),
                     TouchInput(id: 4, phase: .ended, location: CGPoint(x: 210, y: 10))], timestamp: 0.1)
        #expect(a.phases == ["began", "cancelled"])
        #expect(b.phases == ["began", "ended"])
        #expect(!window.needsFrames)
    }

    @Test func tapCountGrowsForQuickTapsInOnePlace() {
        let window = makeTestWindow()
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        tap(window, at: CGPoint(x: 100, y: 100), time: 0)
        tap(window, at: CGPoint(x: 105, y: 102), time: 0.2)      // 0.15 s after the lift, 5 pt away
        tap(window, at: CGPoint(x: 105, y: 102), time: 0.4)
        tap(window, at: CGPoint(x: 105, y: 102), time: 1.0)      // too late: a new sequence
        tap(window, at: CGPoint(x: 200, y: 300), time: 1.1)      // too far
        let counts = view.deliveries.filter { $0.phase == "began" }.map { $0.tapCounts[0] }
        #expect(counts == [1, 2, 3, 1, 1])
    }

    @Test func unknownTouchIdsAreIgnored() {
        let window = makeTestWindow()
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        window.sendTouch(.moved, at: CGPoint(x: 10, y: 10), timestamp: 0, id: 9)
        window.sendTouch(.ended, at: CGPoint(x: 10, y: 10), timestamp: 0.1, id: 9)
        #expect(view.phases.isEmpty)
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10), timestamp: 0.2, id: 1)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: 0.3, id: 1)   // already down: ignored
        window.sendTouch(.moved, at: CGPoint(x: 12, y: 10), timestamp: 0.4, id: 2)   // never began
        window.sendTouch(.ended, at: CGPoint(x: 12, y: 10), timestamp: 0.5, id: 1)
        window.sendTouch(.ended, at: CGPoint(x: 12, y: 10), timestamp: 0.6, id: 1)   // already lifted
        #expect(view.phases == ["began", "ended"])
        #expect(view.deliveries[1].locations == [CGPoint(x: 12, y: 10)])
        #expect(!window.needsFrames)
    }

    @Test func duplicateIdInOneEventUsesTheFirst() {
        let window = makeTestWindow()
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        window.send([TouchInput(id: 1, phase: .began, location: CGPoint(x: 10, y: 10)),
                     TouchInput(id: 1, phase: .began, location: CGPoint(x: 90, y: 90))], timestamp: 0)
        #expect(view.deliveries.count == 1 && view.deliveries[0].locations == [CGPoint(x: 10, y: 10)])
    }

    @Test func outOfOrderTimestampsAreClampedToTheClock() {
        let window = makeTestWindow()
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10), timestamp: 2.0)
        window.sendTouch(.moved, at: CGPoint(x: 20, y: 10), timestamp: 1.5)
        window.sendTouch(.ended, at: CGPoint(x: 30, y: 10), timestamp: .nan)
        #expect(view.deliveries.map(\.timestamp) == [2.0, 2.0, 2.0])
        #expect(CACurrentMediaTime() == 2.0)
        #expect(view.deliveries[2].touches.first?.timestamp == 2.0)
    }

    @Test func nonFiniteLocationKeepsTheFingerWhereItWas() {
        let window = makeTestWindow()
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10), timestamp: 0)
        window.sendTouch(.moved, at: CGPoint(x: CGFloat.nan, y: 40), timestamp: 0.1)
        window.sendTouch(.ended, at: CGPoint(x: CGFloat.infinity, y: 40), timestamp: 0.2)
        #expect(view.deliveries.allSatisfy { $0.locations == [CGPoint(x: 10, y: 10)] })
        // A touch-down at NaN lands at the origin rather than poisoning hit-testing.
        window.sendTouch(.began, at: CGPoint(x: CGFloat.nan, y: CGFloat.nan), timestamp: 0.3, id: 5)
        #expect(view.deliveries.last?.locations == [.zero])
    }

    @Test func touchOutsideTheWindowReachesNoView() {
        let window = makeTestWindow()
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        window.sendTouch(.began, at: CGPoint(x: -50, y: 900), timestamp: 0)
        window.sendTouch(.ended, at: CGPoint(x: -50, y: 900), timestamp: 0.1)
        #expect(view.phases.isEmpty)
        #expect(!window.needsFrames)
    }

    @Test func removingTheTouchedViewMidTouchDoesNotCrash() {
        let window = makeTestWindow()
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10), timestamp: 0)
        view.removeFromSuperview()
        window.sendTouch(.moved, at: CGPoint(x: 20, y: 10), timestamp: 0.1)
        window.sendTouch(.ended, at: CGPoint(x: 20, y: 10), timestamp: 0.2)
        // As on iOS the touch stays bound to the view it began in.
        #expect(view.phases == ["began", "moved", "ended"])
        #expect(!window.needsFrames)
    }
}
