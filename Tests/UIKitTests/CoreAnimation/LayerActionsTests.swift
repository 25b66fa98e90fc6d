import HostContextTesting
import Testing
import UIKit

/// `actions`, `CAAction`, `action(forKey:)` and the delegate's `action(for:forKey:)`; layer layout
/// (`setNeedsLayout`, `layoutIfNeeded`, `layoutSublayers`, the delegate's `layoutSublayers(of:)`)
/// and the settable `frame`, through a window's ticks.
@Suite(.freshHostContext) @MainActor
struct LayerActionsTests {
    /// Records each run of the action.
    final class RecordingAction: CAAction {
        var runs: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            runs.append(event)
        }
    }

    final class Delegate: CALayerDelegate {
        var answer: (any CAAction)?
        var laidOut: [CGSize] = []
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { answer }
        func layoutSublayers(of layer: CALayer) { laidOut.append(layer.bounds.size) }
    }

    @Test func nullInActionsTurnsOneImplicitAnimationOff() {
        let (_, _, layer) = standaloneLayerScene()
        layer.actions = ["position": NSNull()]
        layer.position = CGPoint(x: 100, y: 100)
        layer.opacity = 0.5
        #expect(layer.animationKeys() == ["opacity"])
        #expect(layer.action(forKey: "position") is NSNull)
    }

    @Test func anActionOfTheAppsOwnRunsInsteadOfTheAnimation() {
        let (_, _, layer) = standaloneLayerScene()
        let action = RecordingAction()
        layer.actions = ["opacity": action]
        layer.opacity = 0.3
        layer.opacity = 0.3                                    // the same value: no action
        #expect(action.runs == ["opacity"])
        #expect(layer.animationKeys() == nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.9                                    // actions off: not consulted
        CATransaction.commit()
        #expect(action.runs == ["opacity"])
    }

    @Test func anAnimationInActionsRunsWithItsOwnDurationFromTheOldValue() {
        let (window, _, layer) = standaloneLayerScene()
        let slow = CABasicAnimation()
        slow.duration = 2                                      // linear (nil timing function)
        layer.actions = ["position": slow]
        layer.position = CGPoint(x: 150, y: 50)
        window.tick(timestamp: 2)                              // half of 2 s
        #expect(isClose(layer.presentation()!.position.x, 100, within: 1e-6))
        layer.position = CGPoint(x: 50, y: 50)                 // runs again, from where it is on screen
        window.tick(timestamp: 3)
        #expect(isClose(layer.presentation()!.position.x, 75, within: 1e-6))
    }

    @Test func theDelegateIsAskedFirstAndNilLetsTheSearchGoOn() {
        let (_, _, layer) = standaloneLayerScene()
        let delegate = Delegate()
        layer.delegate = delegate
        let action = RecordingAction()
        layer.actions = ["position": action]
        delegate.answer = NSNull()
        layer.position = CGPoint(x: 1, y: 1)
        #expect(action.runs.isEmpty && layer.animationKeys() == nil)
        delegate.answer = nil                                  // keep looking: `actions`
        layer.position = CGPoint(x: 2, y: 2)
        #expect(action.runs == ["position"])
        layer.actions = nil                                    // then the implicit animation
        layer.position = CGPoint(x: 3, y: 3)
        #expect(layer.animationKeys() == ["position"])
    }

    @Test func layoutRunsAtTheEndOfTheFrameAfterASizeChangeAndAtLayoutIfNeeded() {
        let (window, _, layer) = standaloneLayerScene()
        let delegate = Delegate()
        layer.delegate = delegate
        layer.bounds.size = CGSize(width: 40, height: 30)
        #expect(layer.needsLayout())
        #expect(delegate.laidOut.isEmpty)
        window.tick(timestamp: 1.1)
        #expect(delegate.laidOut == [CGSize(width: 40, height: 30)])
        layer.position = CGPoint(x: 5, y: 5)                   // not a size change
        window.tick(timestamp: 1.2)
        #expect(delegate.laidOut.count == 1)
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(delegate.laidOut.count == 2)
        #expect(!layer.needsLayout())
    }

    /// A view that sizes a gradient layer it added, the usual iOS pattern.
    final class GradientView: UIView {
        let gradient = CAGradientLayer()
        override init(frame: CGRect) { super.init(frame: frame); layer.addSublayer(gradient) }
        required init?(coder: NSCoder) { nil }
        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            gradient.frame = layer.bounds
        }
    }

    @Test func aViewSizesItsSublayersInLayoutSublayersOfLayer() {
        let window = makeTestWindow()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
        window.addSubview(view)
        window.tick(timestamp: 1)
        #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        window.tick(timestamp: 1.1)
        #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(view.gradient.animationKeys() != nil)          // a standalone layer: animated
    }

    @Test func settingTheFrameSetsPositionAndSizeThroughTheAnchorPoint() {
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 10, y: 60))       // the bottom-left corner
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(layer.bounds.size == CGSize(width: 50, height: 25))
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)   // ignored, one log line
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func rasterizationAndContentsPropertiesAreStored() {
        let layer = CALayer()
        #expect(!layer.shouldRasterize && layer.rasterizationScale == 1)
        #expect(layer.contentsGravity == .resize)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        layer.shouldRasterize = true
        layer.rasterizationScale = 2
        layer.contentsGravity = .resizeAspect
        #expect(layer.shouldRasterize && layer.rasterizationScale == 2 && layer.contentsGravity == .resizeAspect)
    }
}
