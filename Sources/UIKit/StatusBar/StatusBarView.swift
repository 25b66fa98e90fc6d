import CoreGraphics
import Foundation

/// The status bar a window draws when its host simulates one (`UIWindow.simulatedStatusBar`): the
/// time and the cellular, Wi-Fi and battery glyphs, in the colour the view controllers' style asks
/// for (UIWindow+StatusBarDrawing.swift keeps it up to date).
///
/// What it shows is fixed, so frames stay deterministic: the time is "9:41", the time Apple shows in
/// its product images, never the wall clock (the library never reads it, docs/ARCHITECTURE.md#one-clock);
/// full signal, full Wi-Fi and a full battery.
///
/// Layout (points, in the bar's bounds; the glyphs are drawn with paths, not images):
/// - the content is centred on the bar's middle row, `height / 2`;
/// - a notched phone (`reservesSafeArea` false) has "ears" either side of the sensor housing: the
///   time is centred at `Layout.timeCentre(width:)` = 15 % of the width (in the left ear), the
///   glyph row is centred at 85 % (in the right ear); a home-button phone centres the time and
///   ends the glyph row `Layout.edgeMargin` from the right edge, as the iPhone 8's bar does;
/// - the glyph row, left to right: four signal bars (`Layout.signal`), the Wi-Fi fan, the battery
///   (`Layout.battery`), `Layout.gap` apart.
final class StatusBarView: UIView {
    /// Apple's marketing time, shown on every iPhone in its product images.
    static let time = "9:41"

    /// The glyphs' sizes and places (see the type's documentation). Chosen to read like iOS's
    /// glyphs at their size; Apple publishes no dimensions, so these are ScrollKit's.
    enum Layout {
        /// Space between the glyphs, and from the right edge on a home-button phone.
        static let gap: CGFloat = 5
        static let edgeMargin: CGFloat = 6
        /// Four bars, each `signalBarWidth` wide and `signalBarPitch` apart, heights as listed.
        static let signalBarWidth: CGFloat = 3
        static let signalBarPitch: CGFloat = 4.5
        static let signalHeights: [CGFloat] = [4, 6.5, 9, 11.5]
        static var signalWidth: CGFloat { signalBarPitch * 3 + signalBarWidth }
        /// The Wi-Fi fan: three arcs of a 90° sector opening upwards, the outer radius this.
        static let wifiRadius: CGFloat = 8.5
        static var wifiWidth: CGFloat { 2 * wifiRadius * CGFloat(2).squareRoot() / 2 + 2 }
        /// The battery's body and its cap on the right.
        static let battery = CGSize(width: 25, height: 12)
        static let batteryCap = CGSize(width: 1.5, height: 4)
        static var batteryWidth: CGFloat { battery.width + 1 + batteryCap.width }
        /// The whole glyph row.
        static var rowWidth: CGFloat { signalWidth + gap + wifiWidth + gap + batteryWidth }
        /// The glyphs' bottom edge: half the tallest glyph below the middle row.
        static let halfHeight: CGFloat = 6

        /// The time's horizontal centre on a notched phone: the middle of the left ear.
        static func timeCentre(width: CGFloat) -> CGFloat { width * 0.15 }
        /// The glyph row's left edge for a bar `width` wide.
        static func rowLeft(width: CGFloat, notched: Bool) -> CGFloat {
            notched ? width * 0.85 - rowWidth / 2 : width - edgeMargin - rowWidth
        }
        /// The time's point size: 17 pt on a notched phone's bar (iOS's status bar clock), and
        /// 60 % of a shorter bar (12 pt on the 20 pt bar).
        static func fontSize(barHeight: CGFloat) -> CGFloat { min(17, (barHeight * 0.6).rounded()) }
    }

    /// Dark content (black) or light content (white), from the resolved style.
    var contentColor: UIColor = .black {
        didSet { if contentColor != oldValue { setNeedsDisplay() } }
    }
    /// Whether the bar has a sensor housing in its middle (a notched phone).
    var isNotched = true {
        didSet { if isNotched != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let width = bounds.width, mid = bounds.height / 2
        drawTime(centreX: isNotched ? Layout.timeCentre(width: width) : width / 2, mid: mid)
        ctx.setFillColor(contentColor.cgColor)
        ctx.setStrokeColor(contentColor.cgColor)
        var x = Layout.rowLeft(width: width, notched: isNotched)
        let bottom = mid + Layout.halfHeight
        drawSignal(in: ctx, left: x, bottom: bottom)
        x += Layout.signalWidth + Layout.gap
        drawWiFi(in: ctx, left: x, bottom: bottom)
        x += Layout.wifiWidth + Layout.gap
        drawBattery(in: ctx, left: x, mid: mid)
    }

    private func drawTime(centreX: CGFloat, mid: CGFloat) {
        let font = UIFont.systemFont(ofSize: Layout.fontSize(barHeight: bounds.height), weight: .semibold)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: contentColor]
        let size = Self.time.size(withAttributes: attributes)
        Self.time.draw(at: CGPoint(x: centreX - size.width / 2, y: mid - size.height / 2), withAttributes: attributes)
    }

    private func drawSignal(in ctx: CGContext, left: CGFloat, bottom: CGFloat) {
        for (i, height) in Layout.signalHeights.enumerated() {
            let bar = CGRect(x: left + CGFloat(i) * Layout.signalBarPitch, y: bottom - height,
                             width: Layout.signalBarWidth, height: height)
            ctx.addPath(CGPath(roundedRect: bar, cornerWidth: 1, cornerHeight: 1, transform: nil))
        }
        ctx.fillPath()
    }

    /// Three arcs and a dot, all centred on the fan's point at the bottom middle.
    private func drawWiFi(in ctx: CGContext, left: CGFloat, bottom: CGFloat) {
        let centre = CGPoint(x: left + Layout.wifiWidth / 2, y: bottom)
        ctx.setLineWidth(2)
        ctx.setLineCap(.round)
        for radius in [Layout.wifiRadius, Layout.wifiRadius * 0.62] {
            let path = CGMutablePath()
            path.addArc(center: centre, radius: radius, startAngle: -.pi * 3 / 4, endAngle: -.pi / 4, clockwise: false)
            ctx.addPath(path)
            ctx.strokePath()
        }
        let dot = Layout.wifiRadius * 0.3
        let sector = CGMutablePath()
        sector.move(to: centre)
        sector.addArc(center: centre, radius: dot, startAngle: -.pi * 3 / 4, endAngle: -.pi / 4, clockwise: false)
        sector.closeSubpath()
        ctx.addPath(sector)
        ctx.fillPath()
    }

    /// A rounded outline at 40 % (as iOS's), filled in full (the battery is charged), and the cap.
    private func drawBattery(in ctx: CGContext, left: CGFloat, mid: CGFloat) {
        let body = CGRect(x: left, y: mid - Layout.battery.height / 2, width: Layout.battery.width, height: Layout.battery.height)
        ctx.setStrokeColor(contentColor.withAlphaComponent(0.4).cgColor)
        ctx.setLineWidth(1)
        ctx.addPath(CGPath(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerWidth: 3.5, cornerHeight: 3.5, transform: nil))
        ctx.strokePath()
        ctx.setFillColor(contentColor.cgColor)
        ctx.addPath(CGPath(roundedRect: body.insetBy(dx: 2, dy: 2), cornerWidth: 2, cornerHeight: 2, transform: nil))
        ctx.fillPath()
        ctx.setFillColor(contentColor.withAlphaComponent(0.4).cgColor)
        ctx.fill(CGRect(x: body.maxX + 1, y: mid - Layout.batteryCap.height / 2,
                        width: Layout.batteryCap.width, height: Layout.batteryCap.height))
    }
}
