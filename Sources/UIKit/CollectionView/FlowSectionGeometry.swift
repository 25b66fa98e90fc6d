import Foundation

/// One section of a flow layout, computed: its items broken into lines, each line's items spread
/// by Apple's flow rule, and the header and footer around them. A value; the flow layout keeps one
/// per section and searches them.
///
/// Written in scroll-axis terms: "main" runs along the scroll direction (y when scrolling
/// vertically), "cross" across it; lines run across. The rule (Apple's documentation of
/// `minimumInteritemSpacing` and the flow layout overview): items fill a line while they fit in the
/// cross extent minus the section insets with at least `minimumInteritemSpacing` between them;
/// a full line's items are spread so the first and last touch the insets (the spacing grows, never
/// shrinks); the last line keeps the minimum spacing from the leading inset (left-aligned). A line
/// is as tall as its tallest item, and smaller items are centred in it. Lines are
/// `minimumLineSpacing` apart. An item wider than the available extent sits alone on its line.
struct FlowSectionGeometry {
    struct Line {
        var items: Range<Int>
        var mainMin: CGFloat
        var mainMax: CGFloat
    }

    var itemFrames: [CGRect] = []
    var lines: [Line] = []
    var headerFrame: CGRect?
    var footerFrame: CGRect?
    /// The section's extent on the main axis, header to footer.
    var mainMin: CGFloat = 0
    var mainMax: CGFloat = 0
    /// Where the items and insets end (the footer's start): a pinned header stops here.
    var bodyMainMax: CGFloat = 0
    /// Whether some item was wider than the line.
    var hadOversizedItem = false

    /// The metrics of a section, after the delegate and the inset reference are applied.
    struct Metrics {
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerSize: CGSize
        var footerSize: CGSize
    }

    /// Lays out one section starting at `start` on the main axis, in a cross extent of `crossSize`.
    init(itemSizes: [CGSize], metrics m: Metrics, vertical: Bool, crossSize: CGFloat, start: CGFloat) {
        func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                     : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        func mainLength(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
        func crossLength(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
        let mainBefore = vertical ? m.inset.top : m.inset.left, mainAfter = vertical ? m.inset.bottom : m.inset.right
        let crossBefore = vertical ? m.inset.left : m.inset.top, crossAfter = vertical ? m.inset.right : m.inset.bottom

        mainMin = start
        var main = start
        let header = mainLength(m.headerSize)
        if header > 0 {
            headerFrame = rect(main: main, cross: 0, mainLength: header, crossLength: crossSize)
            main += header
        }
        main += mainBefore
        let available = crossSize - crossBefore - crossAfter
        // A tolerance for sums of fractional widths (three 100/3-pt items fill 100 pt).
        let epsilon: CGFloat = 1e-9 * max(1, abs(available))
        itemFrames.reserveCapacity(itemSizes.count)
        var i = 0
        while i < itemSizes.count {
            var j = i
            var used: CGFloat = 0
            while j < itemSizes.count {
                let w = crossLength(itemSizes[j])
                let needed = j == i ? w : used + m.interitemSpacing + w
                if j > i && needed > available + epsilon { break }
                used = needed
                j += 1
            }
            if j == i + 1 && crossLength(itemSizes[i]) > available + epsilon { hadOversizedItem = true }
            let isLast = j == itemSizes.count
            let count = j - i
            let widths = itemSizes[i..<j].reduce(0) { $0 + crossLength($1) }
            let gap = !isLast && count > 1 ? max(m.interitemSpacing, (available - widths) / CGFloat(count - 1)) : m.interitemSpacing
            let lineLength = itemSizes[i..<j].map(mainLength).max() ?? 0
            var cross = crossBefore
            for k in i..<j {
                let s = itemSizes[k]
                itemFrames.append(rect(main: main + (lineLength - mainLength(s)) / 2, cross: cross,
                                       mainLength: mainLength(s), crossLength: crossLength(s)))
                cross += crossLength(s) + gap
            }
            lines.append(Line(items: i..<j, mainMin: main, mainMax: main + lineLength))
            main += lineLength
            if !isLast { main += m.lineSpacing }
            i = j
        }
        main += mainAfter
        bodyMainMax = main
        let footer = mainLength(m.footerSize)
        if footer > 0 {
            footerFrame = rect(main: main, cross: 0, mainLength: footer, crossLength: crossSize)
            main += footer
        }
        mainMax = main
    }

    /// The first line whose end is past `mainValue` (binary search).
    func firstLine(endingAfter mainValue: CGFloat) -> Int {
        var lo = 0, hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid].mainMax < mainValue { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
