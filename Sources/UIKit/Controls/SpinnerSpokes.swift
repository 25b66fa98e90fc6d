import Foundation

/// The 8-spoke spinner UIActivityIndicatorView and UIRefreshControl draw (iOS's has 8 spokes too):
/// while spinning, the brightest spoke steps round once a second and the others fade behind it.
enum SpinnerSpokes {
    /// Spokes, and steps a second.
    static let count = 8
    /// How much dimmer each spoke is than the one ahead of it while spinning.
    static let fadePerStep: CGFloat = 0.1

    /// The brightest spoke `elapsed` seconds after spinning started.
    static func phase(elapsed: TimeInterval) -> Int {
        Int((max(0, elapsed) * Double(count)).rounded(.down)) % count
    }

    /// Draws the first `shown` spokes (clockwise from 12 o'clock) from `inner` to `outer` around
    /// `centre` in the current context; with a `phase`, brightness falls off behind that spoke.
    @MainActor
    static func draw(around centre: CGPoint, inner: CGFloat, outer: CGFloat, lineWidth: CGFloat, shown: Int = count,
                     phase: Int?, color: UIColor) {
        for i in 0..<min(max(0, shown), count) {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 2 * .pi / CGFloat(count)
            let path = UIBezierPath()
            path.move(to: CGPoint(x: centre.x + inner * cos(angle), y: centre.y + inner * sin(angle)))
            path.addLine(to: CGPoint(x: centre.x + outer * cos(angle), y: centre.y + outer * sin(angle)))
            path.lineWidth = lineWidth
            path.lineCapStyle = .round
            let age = phase.map { ($0 - i + count) % count } ?? 0
            color.withAlphaComponent(color.alpha * (1 - CGFloat(age) * fadePerStep)).setStroke()
            path.stroke()
        }
    }
}
