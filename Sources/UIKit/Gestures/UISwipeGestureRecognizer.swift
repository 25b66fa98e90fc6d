/// Recognizes a quick straight stroke in one of `direction`'s directions (discrete).
///
/// UIKit publishes no thresholds; ScrollKit's: the stroke must cover `minimumDistance` along a
/// permitted direction within `maximumDuration` of touch-down, and stay within `maximumDeviation`
/// of that axis (a slope of at most 1:2). Otherwise it fails, which is what lets a pan that requires
/// it to fail start (the seeds' flag example).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5
    static let maximumDeviation: CGFloat = 0.5

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired { state = .failed; return }
        start = centroidInWindow
        startTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let s = start, storedState == .possible else { return }
        let c = centroidInWindow
        let dx = c.x - s.x, dy = c.y - s.y
        if event.timestamp - startTime > Self.maximumDuration { state = .failed; return }
        let candidates: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        var plausible = false
        for (dir, along, across) in candidates where direction.contains(dir) {
            if along > 0 && abs(across) <= max(along, Self.minimumDistance) * Self.maximumDeviation {
                plausible = true
                if along >= Self.minimumDistance && trackedTouches.count == numberOfTouchesRequired {
                    state = .ended
                    return
                }
            }
        }
        // Moving against every permitted direction (beyond a few points of jitter) is not a swipe.
        if !plausible && hypot(dx, dy) > 5 { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if storedState == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    override func timeDidAdvance(to time: TimeInterval) {
        if storedState == .possible, start != nil, time - startTime > Self.maximumDuration { state = .failed }
    }

    open override func reset() { start = nil }
}
