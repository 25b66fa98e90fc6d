import HostContextTesting
import Testing
import UIKit

/// `UIView.perform(.delete, on:options:animations:completion:)`: the views fade out with the
/// caller's parallel animations, then leave their superviews, then the completion runs.
@Suite(.freshHostContext) @MainActor
struct SystemAnimationTests {
    /// The length `perform`'s documentation gives (iOS does not document one; UIKit's standard 0.3 s).
    static let duration = 0.3

    @Test func deleteFadesTheViewsRunsTheParallelAnimationsAndRemovesThemAtTheEnd() {
        let window = makeTestWindow()
        window.tick(timestamp: 0)
        let doomed = [UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), UIView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))]
        let survivor = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        for view in doomed + [survivor] { window.addSubview(view) }
        var finished: [Bool] = []
        UIView.perform(.delete, on: doomed, options: [.curveLinear], animations: { survivor.center.x = 125 },
                       completion: { finished.append($0); #expect(doomed.allSatisfy { $0.superview == nil }) })
        // The model is at the end at once; the presentation is half-way at half the duration (linear).
        #expect(survivor.center.x == 125)
        window.tick(timestamp: Self.duration / 2)
        let alpha = doomed[0].layer.presentation()?.opacity ?? -1
        #expect(abs(Double(alpha) - 0.5) < 0.02)
        #expect(doomed.allSatisfy { $0.superview === window })
        #expect(finished.isEmpty)
        window.tick(timestamp: Self.duration + 0.01)
        #expect(finished == [true])
        #expect(doomed.allSatisfy { $0.superview == nil })
        #expect(survivor.superview === window)
        // The alpha is put back, so a deleted view added again shows.
        #expect(doomed.allSatisfy { $0.alpha == 1 })
    }
}
