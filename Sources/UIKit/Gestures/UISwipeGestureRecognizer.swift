/// Recognizes a quick straight stroke in one of `direction`'s directions (discrete).
///
/// UIKit publishes no thresholds; ScrollKit's: the stroke must cover `minimumDistance` along a
/// permitted direction within `maximumDuration` of touch-down, and stay within `maximumDeviation`
/// of that axis (a slope of at most 1:2). Otherwise it fails, which is what lets a pan that requires
/// it to fail start (the seeds' flag example).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go; combine them to accept a swipe in any of several.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Toward the right edge (positive x).
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward the left edge (negative x).
        public static let left = Direction(rawValue: 1 << 1)
        /// Toward the top (negative y).
        public static let up = Direction(rawValue: 1 << 2)
        /// Toward the bottom (positive y).
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions this recognizer accepts (default `.right`).
    open var direction: Direction = .right
    /// How many fingers must swipe together (default 1); more fingers fail it.
    open var numberOfTouchesRequired = 1

    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5
    static let maximumDeviation: CGFloat = 0.5

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    /// Notes where and when the stroke started; a finger beyond `numberOfTouchesRequired` fails it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired { state = .failed; return }
        start = centroidInWindow
        startTime = event.timestamp
    }

    /// Recognizes the swipe once the stroke is long and straight enough in a permitted direction; fails
    /// a stroke that is too slow or goes the wrong way.
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

    /// Fails a stroke that lifted before it covered the distance of a swipe.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if storedState == .possible { state = .failed }
    }

    /// Fails the swipe: cancelled touches never complete one.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    override func timeDidAdvance(to time: TimeInterval) {
        if storedState == .possible, start != nil, time - startTime > Self.maximumDuration { state = .failed }
    }

    open override func reset() { start = nil }
}
