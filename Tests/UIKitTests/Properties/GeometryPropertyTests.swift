import Foundation
import HostContextTesting
import SeededPropertyCheck
import Testing
import UIKit

/// View geometry for random trees: `convert` round trips between any two views, and
/// `hitTest` finds what a brute-force walk of the whole tree finds.
@Suite(.freshHostContext) @MainActor struct GeometryPropertyTests {
    /// One view of a random tree: its parent (an earlier index; -1 = the window), frame, bounds
    /// origin, transform, and whether it can be hit.
    struct Node: Sendable, CustomStringConvertible {
        var parent: Int
        var frame: CGRect
        var boundsOrigin: CGPoint
        var scale: CGFloat
        var rotation: CGFloat
        var hidden: Bool
        var interactive: Bool
        var description: String {
            "parent \(parent) frame \(frame) origin \(boundsOrigin) scale \(scale) rotation \(rotation)\(hidden ? " hidden" : "")\(interactive ? "" : " no-interaction")"
        }
    }

    static let nodes = zip(
        Gen.int(in: 0...100), Gen.double(in: -40...260).array(of: 2), Gen.double(in: 0...220).array(of: 2),
        Gen.double(in: -30...30).array(of: 2), pick([1.0, 1.0, 0.5, 2.0, 1.25]),
        pick([0.0, 0.0, 0.0, Double.pi / 6, -Double.pi / 2, 2.0]), Gen.int(in: 0...9), Gen.int(in: 0...9)
    ).array(of: 1...14).map { raw in
        raw.enumerated().map { index, r in
            let (p, origin, size, bounds, scale, rotation, hidden, interactive) = r
            return Node(parent: index == 0 ? -1 : p % (index + 1) - 1,
                        frame: CGRect(x: origin[0], y: origin[1], width: size[0], height: size[1]),
                        boundsOrigin: CGPoint(x: bounds[0], y: bounds[1]), scale: scale, rotation: rotation,
                        hidden: hidden == 0, interactive: interactive != 0)
        }
    }

    static func build(_ nodes: [Node]) -> (UIWindow, [UIView]) {
        let window = makeTestWindow()
        var views: [UIView] = []
        for node in nodes {
            let view = UIView(frame: node.frame)
            view.bounds.origin = node.boundsOrigin
            view.transform = CGAffineTransform(rotationAngle: node.rotation).scaledBy(x: node.scale, y: node.scale)
            view.isHidden = node.hidden
            view.isUserInteractionEnabled = node.interactive
            (node.parent < 0 ? window : views[node.parent]).addSubview(view)
            views.append(view)
        }
        return (window, views)
    }

    @Test func convertRoundTripsBetweenAnyTwoViews() async {
        let points = Gen.double(in: -500...500).array(of: 2)
        await seededPropertyCheck(seed: 16_020, count: 200, input: zip(Self.nodes, points, Gen.int(in: 0...100), Gen.int(in: 0...100))) { nodes, p, a, b in
            let (window, views) = Self.build(nodes)
            let all = [window] + views
            let from = all[a % all.count], to = all[b % all.count]
            let point = CGPoint(x: p[0], y: p[1])
            let there = from.convert(point, to: to)
            let back = to.convert(there, to: from)
            #expect(abs(back.x - point.x) < 1e-6 && abs(back.y - point.y) < 1e-6, "\(point) → \(there) → \(back)")
            // Through the window: the same point.
            let viaWindow = window.convert(from.convert(point, to: window), to: to)
            #expect(abs(viaWindow.x - there.x) < 1e-6 && abs(viaWindow.y - there.y) < 1e-6)
            // And `from:` is the inverse direction of `to:`.
            let fromForm = to.convert(point, from: from)
            #expect(abs(fromForm.x - there.x) < 1e-9 && abs(fromForm.y - there.y) < 1e-9)
        }
    }

    /// Brute force: every view the point is inside of, with every ancestor also containing it, all
    /// visible and interactive; the answer is the last of them in drawing order (pre-order, back to
    /// front), the frontmost.
    static func bruteForceHit(_ point: CGPoint, in window: UIWindow) -> UIView? {
        var answer: UIView?
        func walk(_ view: UIView) {
            guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return }
            guard view.bounds.contains(window.convert(point, to: view)) else { return }
            answer = view
            view.subviews.forEach(walk)
        }
        walk(window)
        return answer
    }

    @Test func hitTestFindsWhatABruteForceWalkFinds() async {
        let points = Gen.double(in: -20...340).array(of: 2)
        await seededPropertyCheck(seed: 16_021, count: 200, input: zip(Self.nodes, points.array(of: 8))) { nodes, samples in
            let (window, views) = Self.build(nodes)
            for p in samples {
                let point = CGPoint(x: p[0], y: p[1])
                let hit = window.hitTest(point, with: nil)
                let expected = Self.bruteForceHit(point, in: window)
                #expect(hit === expected, "at \(point): hitTest \(hit.map { h in views.firstIndex { $0 === h } ?? -1 } ?? -2), brute force \(expected.map { e in views.firstIndex { $0 === e } ?? -1 } ?? -2)")
            }
        }
    }
}
