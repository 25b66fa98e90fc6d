import Foundation

/// A pan that counts only when it starts near an edge of the screen (UIKit's
/// `UIScreenEdgePanGestureRecognizer`, iOS 7): the gesture behind the navigation controller's
/// swipe-back (`UINavigationController.interactivePopGestureRecognizer`).
///
/// Apple's documentation: set `edges` before attaching it; it "ignores any touches beyond the first
/// touch". ScrollKit's rule for "near an edge" and for the direction (Apple publishes neither):
/// - the first finger must land within `edgeRegionWidth` (20 pt) of one of `edges` of the window
///   (hosts make the window the screen), otherwise the recognizer fails at once, so it never delays
///   anyone's drag that starts elsewhere;
/// - after the pan's 10 pt slop, the movement must point away from that edge (mostly rightward for
///   `.left`); a drag along the edge or back towards it fails the recognizer.
///
/// Scroll views wait for it: a scroll view's pan recognizer must see an edge pan fail before it
/// begins (`shouldBeRequiredToFail(by:)`), so a swipe that starts at the edge belongs to the edge
/// gesture while one that starts elsewhere, or moves the wrong way, still scrolls (the scroll view's
/// pan waits at most for the slop). This is the relationship iOS apps build with
/// `scrollView.panGestureRecognizer.require(toFail: interactivePopGestureRecognizer)`; ScrollKit
/// makes it the default so a horizontal scroll view never swallows the back swipe.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from (default none, as on iOS: set it before use).
    open var edges: UIRectEdge = []

    /// How close to an edge the first finger must land: 20 pt, the width commonly measured for iOS's
    /// back-swipe region (not an Apple number).
    public static let edgeRegionWidth: CGFloat = 20

    /// The edge the current gesture started from (empty while none).
    private var startEdge: UIRectEdge = []

    /// Ignores every finger after the first; fails when the first lands away from `edges`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if start != nil {
            // Touches beyond the first are ignored (Apple's documentation).
            touches.forEach { ignore($0, for: event) }
            return
        }
        for extra in trackedTouches.dropFirst() { ignore(extra, for: event) }
        let point = trackedTouches.first?.windowLocation ?? .zero
        startEdge = edge(near: point)
        guard !startEdge.isEmpty else {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    /// Fails a pan that, past the slop, does not move away from its edge; otherwise pans as usual.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if storedState == .possible, let s = start, let touch = trackedTouches.first {
            let p = touch.windowLocation
            let dx = p.x - s.x, dy = p.y - s.y
            if hypot(dx, dy) >= Self.slop, !movesAway(dx: dx, dy: dy) {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    open override func reset() {
        super.reset()
        startEdge = []
    }

    /// A scroll view's own pan waits for this recognizer to fail (see the type's summary).
    open override func shouldBeRequiredToFail(by other: UIGestureRecognizer) -> Bool {
        other is ScrollViewPanGestureRecognizer
    }

    /// Which of `edges` `point` (window coordinates) is near.
    private func edge(near point: CGPoint) -> UIRectEdge {
        guard let bounds = view?.window?.bounds else { return [] }
        let w = Self.edgeRegionWidth
        if edges.contains(.left), point.x - bounds.minX <= w { return .left }
        if edges.contains(.right), bounds.maxX - point.x <= w { return .right }
        if edges.contains(.top), point.y - bounds.minY <= w { return .top }
        if edges.contains(.bottom), bounds.maxY - point.y <= w { return .bottom }
        return []
    }

    /// Whether a movement by (dx, dy) leads away from the start edge, more across than along it.
    private func movesAway(dx: CGFloat, dy: CGFloat) -> Bool {
        switch startEdge {
        case .left: return dx > 0 && dx >= abs(dy)
        case .right: return dx < 0 && -dx >= abs(dy)
        case .top: return dy > 0 && dy >= abs(dx)
        case .bottom: return dy < 0 && -dy >= abs(dx)
        default: return false
        }
    }
}
