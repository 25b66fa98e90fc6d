import HostContextTesting
import Testing
import UIKit

/// `hitTest(_:with:)` finds the frontmost view under a point, skipping hidden, (nearly) transparent and
/// interaction-disabled views together with their subtrees; touches follow the same rule.
@Suite(.freshHostContext) @MainActor
struct HitTestingTests {
    private func scene() -> (UIWindow, UIView, UIView, UIView) {
        let window = makeTestWindow()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(back)
        window.addSubview(front)
        front.addSubview(child)
        return (window, back, front, child)
    }

    @Test func frontmostDeepestViewWins() {
        let (window, back, front, child) = scene()
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === child)
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 300, y: 400), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 400, y: 400), with: nil) == nil)
    }

    @Test func hiddenViewAndItsSubtreeAreSkipped() {
        let (window, back, front, _) = scene()
        front.isHidden = true
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === back)
    }

    @Test func alphaBelowOneHundredthIsSkipped() {
        let (window, back, front, child) = scene()
        front.alpha = 0.009
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === back)
        front.alpha = 0.01
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === child)
    }

    @Test func userInteractionDisabledSkipsSubtree() {
        let (window, back, front, child) = scene()
        child.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === front)
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === back)
    }

    @Test func subviewOutsideParentBoundsIsNotHit() {
        let (window, back, front, _) = scene()
        let outside = UIView(frame: CGRect(x: 80, y: 0, width: 50, height: 50))   // window x 130–180
        front.addSubview(outside)
        // (170, 60) is inside `outside` but outside `front` (x 50–150): UIKit's point(inside:) rule
        // stops the search at `front`, so the view behind is hit.
        #expect(window.hitTest(CGPoint(x: 170, y: 60), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 140, y: 60), with: nil) === outside)
    }

    @Test func hitTestingFollowsTransformsAndBoundsOrigin() {
        let window = makeTestWindow()
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)   // covers (80, 80)–(160, 160)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scaled.addSubview(inner)
        window.addSubview(scaled)
        #expect(window.hitTest(CGPoint(x: 85, y: 85), with: nil) === inner)
        #expect(window.hitTest(CGPoint(x: 155, y: 155), with: nil) === scaled)
        scaled.bounds.origin = CGPoint(x: 10, y: 10)   // inner scrolls up-left out of the way
        #expect(window.hitTest(CGPoint(x: 85, y: 85), with: nil) === scaled)
    }

    @Test func overriddenPointInsideExtendsHitArea() {
        final class BigTarget: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let window = makeTestWindow()
        let target = BigTarget(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        window.addSubview(target)
        #expect(window.hitTest(CGPoint(x: 85, y: 85), with: nil) === target)
    }

    @Test func touchesGoToTheHitTestedView() {
        let window = makeTestWindow()
        let under = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let hidden = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        hidden.isHidden = true
        window.addSubview(under)
        window.addSubview(hidden)
        tap(window, at: CGPoint(x: 50, y: 50), time: 0)
        #expect(under.phases == ["began", "ended"])
        #expect(hidden.phases.isEmpty)
    }
}
