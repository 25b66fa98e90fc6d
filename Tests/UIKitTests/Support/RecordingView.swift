import UIKit

/// An ordered trace shared by views, recognizers and delegates, so a test can check what happened in
/// which order ("pan.began", "content.touchesCancelled", ...).
@MainActor
final class EventTrace {
    private(set) var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
    /// Entries that start with `prefix` (e.g. the name of one view).
    func entries(from prefix: String) -> [String] { entries.filter { $0.hasPrefix(prefix + ".") } }
}

/// A view that logs every touch method it receives.
///
/// `phases` lists the methods in order ("began", "moved", "ended", "cancelled"); `deliveries` keeps the
/// touches and timestamps of each call for location and tap-count checks. With `forwardsToNext` the
/// view also passes the touches up the responder chain (`super`), as an unhandled touch would go.
@MainActor
final class RecordingView: UIView {
    struct Delivery {
        let phase: String
        let touches: Set<UITouch>
        let timestamp: TimeInterval?
        /// `location(in: self)` of each touch at delivery time, sorted by x then y.
        let locations: [CGPoint]
        /// `previousLocation(in: self)` of each touch at delivery time, same order as `locations`.
        let previousLocations: [CGPoint]
        let tapCounts: [Int]
    }

    var name: String
    var trace: EventTrace?
    var forwardsToNext = false
    /// Also write "<name>.layoutSubviews" into `trace` (off by default so touch traces stay about touches).
    var tracesLayout = false
    private(set) var deliveries: [Delivery] = []
    var phases: [String] { deliveries.map(\.phase) }
    private(set) var layoutCount = 0
    var onLayout: ((RecordingView) -> Void)?

    init(frame: CGRect, name: String = "view", trace: EventTrace? = nil) {
        self.name = name
        self.trace = trace
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func clearDeliveries() { deliveries.removeAll() }

    private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        let ordered = touches.sorted { a, b in
            let pa = a.location(in: self), pb = b.location(in: self)
            return (pa.x, pa.y) < (pb.x, pb.y)
        }
        deliveries.append(Delivery(phase: phase, touches: touches, timestamp: event?.timestamp,
                                   locations: ordered.map { $0.location(in: self) },
                                   previousLocations: ordered.map { $0.previousLocation(in: self) },
                                   tapCounts: ordered.map(\.tapCount)))
        trace?.record("\(name).touches\(phase.prefix(1).uppercased() + phase.dropFirst())")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches, event)
        if forwardsToNext { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches, event)
        if forwardsToNext { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches, event)
        if forwardsToNext { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event)
        if forwardsToNext { super.touchesCancelled(touches, with: event) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        if tracesLayout { trace?.record("\(name).layoutSubviews") }
        onLayout?(self)
    }
}
