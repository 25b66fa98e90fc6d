/// The overlay's frame-time graph: one bar per frame for its work, newest at the right, against
/// lines at 8.33 ms (one 120 Hz frame) and 16.7 ms (one 60 Hz frame). Bars are green within
/// 8.33 ms, yellow within 16.7 ms, red beyond; the panel's height is 25 ms (taller bars are cut).
public struct DebugFrameTimeGraph: Sendable {
    /// One second of frames at 120 Hz.
    public static let capacity = 120
    /// The two budgets drawn as lines (seconds): 120 Hz and 60 Hz frames.
    public static let budgets: [Double] = [1.0 / 120, 1.0 / 60]
    /// The time the panel's full height stands for: a 60 Hz frame and a half.
    public static let fullScale = 0.025
    /// The panel in points: its size, and its distance from the frame's bottom-right corner.
    static let panelSize = CGSize(width: 180, height: 60)
    static let margin: CGFloat = 8

    /// Work per frame in seconds, oldest first, at most `capacity`.
    public private(set) var samples: [Double] = []

    /// An empty graph.
    public init() {}

    /// Adds a frame; the oldest falls off past `capacity`. Non-finite or negative times count as 0.
    public mutating func record(_ seconds: Double) {
        samples.append(seconds.isFinite && seconds > 0 ? seconds : 0)
        if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
    }

    /// The panel's rectangle in device pixels for a frame of `frameSize` pixels at `scale`.
    public static func panelRect(frameSize: CGSize, scale: CGFloat) -> CGRect {
        let w = panelSize.width * scale, h = panelSize.height * scale, m = margin * scale
        return CGRect(x: max(0, frameSize.width - w - m), y: max(0, frameSize.height - h - m), width: w, height: h)
    }

    func draw(in ctx: CGContext, frameSize: CGSize, scale: CGFloat) {
        let panel = Self.panelRect(frameSize: frameSize, scale: scale)
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.clip(to: panel)
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0.7))
        ctx.fill(panel)
        func y(_ seconds: Double) -> CGFloat { panel.maxY - panel.height * CGFloat(min(seconds, Self.fullScale) / Self.fullScale) }
        let barWidth = panel.width / CGFloat(Self.capacity)
        let first = Self.capacity - samples.count
        for (i, s) in samples.enumerated() {
            let color = s <= Self.budgets[0] ? CGColor(red: 0.2, green: 0.9, blue: 0.3, alpha: 1)
                : s <= Self.budgets[1] ? CGColor(red: 1, green: 0.85, blue: 0, alpha: 1) : CGColor(red: 1, green: 0.2, blue: 0.2, alpha: 1)
            ctx.setFillColor(color)
            let x = panel.minX + CGFloat(first + i) * barWidth
            ctx.fill(CGRect(x: x, y: y(s), width: max(1, barWidth - 1), height: panel.maxY - y(s)))
        }
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.9))
        for budget in Self.budgets {
            ctx.fill(CGRect(x: panel.minX, y: (y(budget) - scale / 2).rounded(), width: panel.width, height: max(1, scale.rounded())))
        }
    }
}
