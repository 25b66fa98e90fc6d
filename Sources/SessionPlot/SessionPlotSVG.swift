import Foundation

/// Draws traces as an SVG document, by hand (it is text): one panel per scroll view, stacked, with
/// time across and the offset on the view's plotted axis up the panel; the measured offset as a
/// solid `<path class="offset">` (one per scroll view), the reference model's deceleration after each
/// release as dashed `<path class="reference">`, and each phase change as a vertical mark labelled
/// with the phase entered.
public enum SessionPlotSVG {
    /// Panel size in SVG units, and the margins for labels.
    static let width = 900.0, panelHeight = 220.0, left = 70.0, right = 20.0, top = 30.0, bottom = 30.0

    /// Colours of the phases' marks.
    static let phaseColours: [ScrollPhase: String] = [.dragging: "#1f77b4", .decelerating: "#2ca02c", .bouncing: "#d62728",
                                                      .animating: "#9467bd", .idle: "#7f7f7f"]

    /// The document for `traces` (the title names the session).
    public static func document(_ traces: [ScrollViewTrace], title: String) -> String {
        let height = top + Double(max(traces.count, 1)) * (panelHeight + bottom) + 10
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" viewBox="0 0 \(f(width)) \(f(height))" font-family="DejaVu Sans, sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(f(left))" y="18" font-size="13">\(escape(title)): contentOffset against time (solid), reference deceleration d^(1000 t) (dashed)</text>

            """
        let t0 = traces.compactMap(\.times.first).min() ?? 0
        let t1 = max(traces.compactMap(\.times.last).max() ?? 1, t0 + 1e-3)
        for (i, trace) in traces.enumerated() {
            svg += panel(trace, y0: top + Double(i) * (panelHeight + bottom), t0: t0, t1: t1)
        }
        if traces.isEmpty { svg += "<text x=\"\(f(left))\" y=\"60\">No scroll view moved in this session.</text>\n" }
        return svg + "</svg>\n"
    }

    private static func panel(_ trace: ScrollViewTrace, y0: Double, t0: Double, t1: Double) -> String {
        let vertical = trace.plotsVerticalAxis
        let values = trace.offsets.map { Double(vertical ? $0.y : $0.x) }
        let references = trace.releases
        let lower = Double(vertical ? trace.limits.min.y : trace.limits.min.x)
        let upper = Double(vertical ? trace.limits.max.y : trace.limits.max.x)
        let curves = references.map { $0.samples(lower: lower, upper: upper).filter { $0.time <= t1 } }
        let all = values + curves.flatMap { $0.map(\.offset) }
        var vmin = all.min() ?? 0, vmax = all.max() ?? 1
        if vmax - vmin < 1 { vmin -= 1; vmax += 1 }
        let plotWidth = width - left - right
        func x(_ t: Double) -> Double { left + (t - t0) / (t1 - t0) * plotWidth }
        func y(_ v: Double) -> Double { y0 + 10 + (vmax - v) / (vmax - vmin) * (panelHeight - 20) }
        func path(_ points: [(Double, Double)]) -> String {
            points.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(f(x($0.element.0))),\(f(y($0.element.1)))" }.joined(separator: " ")
        }
        var s = "<g class=\"scroll-view\">\n"
        s += "<rect x=\"\(f(left))\" y=\"\(f(y0))\" width=\"\(f(plotWidth))\" height=\"\(f(panelHeight))\" fill=\"none\" stroke=\"#ccc\"/>\n"
        s += "<text x=\"\(f(left + 4))\" y=\"\(f(y0 + 14))\">\(escape(trace.name)): contentOffset.\(vertical ? "y" : "x") (pt)</text>\n"
        s += "<text x=\"\(f(left - 4))\" y=\"\(f(y(vmax) + 4))\" text-anchor=\"end\">\(f(vmax))</text>\n"
        s += "<text x=\"\(f(left - 4))\" y=\"\(f(y(vmin) + 4))\" text-anchor=\"end\">\(f(vmin))</text>\n"
        s += "<text x=\"\(f(left))\" y=\"\(f(y0 + panelHeight + 14))\">\(f(t0)) s</text>\n"
        s += "<text x=\"\(f(width - right))\" y=\"\(f(y0 + panelHeight + 14))\" text-anchor=\"end\">\(f(t1)) s</text>\n"
        for change in trace.phaseChanges {
            let colour = phaseColours[change.phase] ?? "#000"
            s += "<line class=\"phase\" x1=\"\(f(x(change.time)))\" y1=\"\(f(y0))\" x2=\"\(f(x(change.time)))\" y2=\"\(f(y0 + panelHeight))\" stroke=\"\(colour)\" stroke-width=\"0.8\"/>\n"
            s += "<text x=\"\(f(x(change.time) + 2))\" y=\"\(f(y0 + panelHeight - 4))\" fill=\"\(colour)\" font-size=\"9\">\(change.phase.rawValue)</text>\n"
        }
        s += "<path class=\"offset\" d=\"\(path(zip(trace.times, values).map { ($0, $1) }))\" fill=\"none\" stroke=\"#000\" stroke-width=\"1.2\"/>\n"
        for curve in curves where curve.count > 1 {
            s += "<path class=\"reference\" d=\"\(path(curve.map { ($0.time, $0.offset) }))\" fill=\"none\" stroke=\"#ff7f0e\" stroke-width=\"2\" stroke-opacity=\"0.8\" stroke-dasharray=\"6,3\"/>\n"
        }
        return s + "</g>\n"
    }

    /// A number with at most two decimals, without a trailing ".00" (short, stable text).
    static func f(_ v: Double) -> String {
        let s = String(format: "%.2f", v)
        return s.hasSuffix(".00") ? String(s.dropLast(3)) : s
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
