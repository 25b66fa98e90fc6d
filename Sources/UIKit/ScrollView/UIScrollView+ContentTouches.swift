/// Holds content `touchesBegan` for up to 150 ms so a drag can claim the touch first.
///
/// It never recognizes; it fails (releasing the held touches) after 150 ms without enough movement,
/// when the finger lifts first (a quick tap still reaches a button), or at once when
/// `delaysContentTouches` is off. Movement of more than 5 pt along a scrollable axis keeps holding:
/// that touch is about to become a drag. 150 ms is iAd JS's `CONTENT_TOUCHES_DELAY`; 5 pt is ScrollKit's
/// choice (Scroll Physics article, Sources/UIKit/UIKit.docc/ScrollPhysicsModel.md).
final class ContentTouchDelayRecognizer: UIGestureRecognizer {
    static let delay: TimeInterval = 0.150
    static let claimDistance: CGFloat = 5

    private var startTime: TimeInterval?
    private var startPoint = CGPoint.zero
    private var claimed = false

    override init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView = view as? UIScrollView, scrollView.delaysContentTouches else { state = .failed; return }
        if startTime == nil {
            startTime = event.timestamp
            startPoint = centroidInWindow
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView = view as? UIScrollView else { return }
        let c = centroidInWindow
        let dx = abs(c.x - startPoint.x), dy = abs(c.y - startPoint.y)
        if (dx > Self.claimDistance && scrollView.canScroll(vertical: false))
            || (dy > Self.claimDistance && scrollView.canScroll(vertical: true)) {
            claimed = true
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count == touches.count { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    override func timeDidAdvance(to time: TimeInterval) {
        guard let start = startTime, !claimed, time - start >= Self.delay - 1e-9 else { return }
        state = .failed
    }

    override func reset() {
        startTime = nil
        claimed = false
    }
}
