import HostContextTesting
import Testing
import UIKit

/// Headless renders of small scenes compared with reviewed PNGs in Reference/ (2× scale, DejaVu Sans).
/// Each scene exercises one part of the renderer; the PNGs were looked at before being kept.
@Suite(.freshHostContext) @MainActor
struct ReferenceRenderTests {
    /// Corner radius, border, group opacity, a rotation and a rounded clip.
    @Test func layers() {
        let window = makeTestWindow(width: 200, height: 150)
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        card.backgroundColor = .red
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 3
        card.layer.borderColor = UIColor.black.cgColor
        let group = UIView(frame: CGRect(x: 90, y: 10, width: 100, height: 60))
        group.alpha = 0.5
        for (x, color) in [(0, UIColor.green), (40, UIColor.blue)] {
            let square = UIView(frame: CGRect(x: CGFloat(x), y: 0, width: 60, height: 60))
            square.backgroundColor = color
            group.addSubview(square)
        }
        let tilted = UIView(frame: CGRect(x: 20, y: 90, width: 60, height: 30))
        tilted.backgroundColor = .orange
        tilted.transform = CGAffineTransform(rotationAngle: .pi / 12)
        let clip = UIView(frame: CGRect(x: 110, y: 85, width: 70, height: 50))
        clip.backgroundColor = .lightGray
        clip.clipsToBounds = true
        clip.layer.cornerRadius = 16
        let overflow = UIView(frame: CGRect(x: 30, y: 20, width: 80, height: 80))
        overflow.backgroundColor = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        overflow.layer.cornerRadius = 40
        clip.addSubview(overflow)
        [card, group, tilted, clip].forEach(window.addSubview)
        window.tick(timestamp: 0)
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "layers")
        let white = [255, 255, 255, 255]
        // The card: red inside a 3 pt black border, its corner cut by the 12 pt radius.
        #expect(isNear(rgba(image, at: CGPoint(x: 40, y: 40)), [255, 0, 0, 255]))
        #expect(isNear(rgba(image, at: CGPoint(x: 11.5, y: 40)), [0, 0, 0, 255]))
        #expect(isNear(rgba(image, at: CGPoint(x: 10.5, y: 10.5)), white))
        // Group opacity: the group is flattened, then drawn at 50 %. Where blue covers green the
        // result is 50 % blue over white (128, 128, 255); per-view alpha would have mixed in green.
        let half = over(1, alpha: 0.5, on: 255), none = over(0, alpha: 0.5, on: 255)
        #expect(isNear(rgba(image, at: CGPoint(x: 110, y: 40)), [none, half, none, 255]))
        #expect(isNear(rgba(image, at: CGPoint(x: 140, y: 40)), [none, none, half, 255]))
        // The tilted bar: orange at its centre (50, 105); the unrotated corner (21, 91) is 31.6 pt from
        // the centre along the turned long axis (29 cos 15° + 14 sin 15°), past its 30 pt half-length.
        #expect(isNear(rgba(image, at: CGPoint(x: 50, y: 105)), [255, 128, 0, 255]))
        #expect(isNear(rgba(image, at: CGPoint(x: 21, y: 91)), white))
        // The rounded clip (110…180 × 85…135, radius 16): the purple disc (centre (180, 145), radius
        // 40) shows inside it, and is cut off at the clip's rounded corner, where (178, 133) lies
        // 19.8 pt from the corner's centre (164, 119).
        #expect(isNear(rgba(image, at: CGPoint(x: 170, y: 125)), [128, 0, 128, 255]))
        #expect(isNear(rgba(image, at: CGPoint(x: 178, y: 133)), white))
        #expect(isNear(rgba(image, at: CGPoint(x: 120, y: 110)), [170, 170, 170, 255]))
    }

    /// Alignment, bold, colour, wrapping and truncation, with accented text.
    @Test func labels() {
        let window = makeTestWindow(width: 240, height: 170)
        window.backgroundColor = .white
        func label(_ text: String, _ y: CGFloat, height: CGFloat = 24, configure: (UILabel) -> Void = { _ in }) {
            let l = UILabel(frame: CGRect(x: 10, y: y, width: 220, height: height))
            l.text = text
            l.backgroundColor = UIColor(white: 0.93, alpha: 1)
            configure(l)
            window.addSubview(l)
        }
        label("Left: Größe naïve café", 6)
        label("Centred bold", 34) { $0.textAlignment = .center; $0.font = .boldSystemFont(ofSize: 17) }
        label("Right, red, 13 pt", 62) { $0.textAlignment = .right; $0.textColor = .red; $0.font = .systemFont(ofSize: 13) }
        label("A longer label that wraps onto more than one line and then stops after three lines, cut with an ellipsis",
              90, height: 52) { $0.numberOfLines = 3; $0.font = .systemFont(ofSize: 14) }
        label("A single line that is far too long to fit in the label", 146) { $0.font = .systemFont(ofSize: 15) }
        window.tick(timestamp: 0)
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "labels")
        // Where the glyphs are in each label's band: the x extent of pixels far from the 0.93 grey.
        let grey = over(0.93, alpha: 1, on: 0)
        func inkExtent(_ y0: CGFloat, _ y1: CGFloat, isInk: ([Int]) -> Bool) -> (CGFloat, CGFloat)? {
            var lo: CGFloat?, hi: CGFloat?
            for y in stride(from: y0 + 0.25, to: y1, by: 0.5) {
                for x in stride(from: 10.25 as CGFloat, to: 230, by: 0.5) where isInk(rgba(image, at: CGPoint(x: x, y: y))) {
                    lo = min(lo ?? x, x); hi = max(hi ?? x, x)
                }
            }
            return lo.flatMap { l in hi.map { (l, $0) } }
        }
        let dark: ([Int]) -> Bool = { $0[0] < grey - 60 }
        // Left-aligned text starts at the label's left edge (10), within a glyph's side bearing.
        let left = inkExtent(6, 30, isInk: dark)
        #expect(left.map { $0.0 >= 10 && $0.0 < 13 } == true, "left: \(String(describing: left))")
        // Centred text is centred on the label's middle, x 120.
        let centred = inkExtent(34, 58, isInk: dark)
        #expect(centred.map { abs(($0.0 + $0.1) / 2 - 120) < 2 } == true, "centred: \(String(describing: centred))")
        // Right-aligned red text ends at the right edge (230) and is red, not black.
        let red = inkExtent(62, 86) { $0[0] > 180 && $0[1] < 120 && $0[2] < 120 }
        #expect(red.map { $0.1 > 226 && $0.1 <= 230 } == true, "right: \(String(describing: red))")
        #expect(inkExtent(62, 86, isInk: dark) == nil)
        // The one-line label that is too long is cut: its text reaches the right end but not past it.
        let cut = inkExtent(146, 170, isInk: dark)
        #expect(cut.map { $0.1 > 200 && $0.1 <= 230 } == true, "cut: \(String(describing: cut))")
    }

    /// A list of 30 rows scrolled to y = 300 with the (default-style) vertical indicator shown.
    @Test func scrolledList() {
        let window = makeTestWindow(width: 160, height: 200)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 160, height: 30 * 44)
        for i in 0..<30 {
            let row = UILabel(frame: CGRect(x: 0, y: CGFloat(i) * 44, width: 160, height: 44))
            row.text = "  Row \(i + 1)"
            row.backgroundColor = i % 2 == 0 ? .white : UIColor(white: 0.92, alpha: 1)
            scrollView.addSubview(row)
        }
        window.addSubview(scrollView)
        window.tick(timestamp: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scrollView.flashScrollIndicators()
        window.tick(timestamp: 0.1)
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "scrolled-list")

        // The indicator, from the documented geometry (IndicatorGeometry): a track of 200 − 2 · 3 pt,
        // length max(36, track · 200 / 1320), at 300 / (1320 − 200) of the room left, 3 pt from the
        // top; 2.5 pt wide, 3 pt from the right edge: x 154.5…157.
        let track: CGFloat = 200 - 6
        let length = max(36, track * 200 / 1320)
        let top = 3 + 300 / (1320 - 200) * (track - length)
        // 35 % black over the row: row i spans 44 i…44 i + 44 of content, white or 0.92 grey.
        func rowGrey(_ windowY: CGFloat) -> Double { Int((windowY + 300) / 44) % 2 == 0 ? 1 : 0.92 }
        func background(_ y: CGFloat) -> [Int] { let g = over(rowGrey(y), alpha: 1, on: 0); return [g, g, g, 255] }
        let half = Int(0.35 * 255 * 0.92 / 2)   // half the darkening: where the bar covers half a pixel
        let runs = runsDown(image, x: 155.75, from: 0, to: 200, threshold: half, background: background)
        #expect(runs.count == 1, "one indicator in the column: \(runs)")
        if let r = runs.first {
            #expect(run(r, matches: top, top + length, slack: 0.1), "indicator \(r) ≠ \(top)…\(top + length)")
        }
        // Across, at its middle: 2.5 pt wide, ending 3 pt from the right edge.
        let mid = top + length / 2
        let across = runsAcross(image, y: mid, from: 140, to: 160, threshold: half) { _ in background(mid) }
        #expect(across.count == 1 && across.first.map { run($0, matches: 154.5, 157) } == true, "across: \(across)")
        // Colour: 35 % black over the row under it.
        let expected = over(0, alpha: 0.35, on: rowGrey(mid) * 255)
        #expect(isNear(rgba(image, at: CGPoint(x: 155.75, y: mid)), [expected, expected, expected, 255]))
        // Rounded ends (radius 1.25 pt): at the end rows the outer columns are lighter than the middle
        // one, while half way down all three are equally dark.
        func darkening(_ x: CGFloat, _ y: CGFloat) -> Int { channelDistance(rgba(image, at: CGPoint(x: x, y: y)), background(y)) }
        for endY in [top + 0.43, top + length - 0.43] {   // the first and last pixel rows fully inside the bar
            let y = (endY * 2).rounded(.down) / 2 + 0.25
            #expect(darkening(154.75, y) * 10 < darkening(155.75, y) * 7, "end at \(y): outer column lighter")
            #expect(darkening(156.75, y) * 10 < darkening(155.75, y) * 7, "end at \(y): outer column lighter")
        }
        #expect(abs(darkening(154.75, mid) - darkening(155.75, mid)) <= 2)
        #expect(abs(darkening(156.75, mid) - darkening(155.75, mid)) <= 2)
    }

    /// The three indicator styles over a mid-grey background: default (dark), black, white.
    @Test func indicatorStyles() {
        let window = makeTestWindow(width: 150, height: 100)
        window.backgroundColor = UIColor(white: 0.5, alpha: 1)
        let styles: [UIScrollView.IndicatorStyle] = [.default, .black, .white]
        for (i, style) in styles.enumerated() {
            let scrollView = UIScrollView(frame: CGRect(x: CGFloat(i) * 50, y: 0, width: 50, height: 100))
            scrollView.contentSize = CGSize(width: 200, height: 300)
            scrollView.indicatorStyle = style
            window.addSubview(scrollView)
            scrollView.contentOffset = CGPoint(x: 50, y: 100)
        }
        window.tick(timestamp: 0)
        window.subviews.compactMap { $0 as? UIScrollView }.forEach { $0.flashScrollIndicators() }
        window.tick(timestamp: 0.1)
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "indicator-styles")

        // Each 50 × 100 view shows 50 × 100 of 200 × 300 at (50, 100). Vertical (IndicatorGeometry):
        // track 100 − 6, length max(36, 94 · 100 / 300), at 100 / 200 of the room: y 32…68, x 44.5…47.
        // Horizontal: track 50 − 6, length max(36, 44 · 50 / 200), at 50 / 150 of the room, 3 pt in,
        // y 94.5…97. Colours over the 0.5 grey: 35 % black, 50 % black, 50 % white.
        let vTrack: CGFloat = 94, vLength = max(36, vTrack * 100 / 300), vTop = 3 + 100 / 200 * (vTrack - vLength)
        let hTrack: CGFloat = 44, hLength = max(36, hTrack * 50 / 200), hLeft = 3 + 50 / 150 * (hTrack - hLength)
        let grey = Double(rgba(image, at: CGPoint(x: 25, y: 50))[0])   // the window's 0.5 grey as stored
        let colours = [over(0, alpha: 0.35, on: grey), over(0, alpha: 0.5, on: grey), over(1, alpha: 0.5, on: grey)]
        for i in 0..<3 {
            let x0 = CGFloat(i) * 50
            let background: (CGFloat) -> [Int] = { _ in [Int(grey), Int(grey), Int(grey), 255] }
            let threshold = abs(colours[i] - Int(grey)) / 2
            let down = runsDown(image, x: x0 + 45.75, from: 0, to: 90, threshold: threshold, background: background)
            #expect(down.count == 1 && down.first.map { run($0, matches: vTop, vTop + vLength, slack: 0.1) } == true,
                    "style \(i) vertical: \(down), expected \(vTop)…\(vTop + vLength)")
            let across = runsAcross(image, y: 95.75, from: x0, to: x0 + 50, threshold: threshold, background: background)
            #expect(across.count == 1 && across.first.map { run($0, matches: x0 + hLeft, x0 + hLeft + hLength, slack: 0.1) } == true,
                    "style \(i) horizontal: \(across), expected \(x0 + hLeft)…\(x0 + hLeft + hLength)")
            let c = colours[i]
            #expect(isNear(rgba(image, at: CGPoint(x: x0 + 45.75, y: vTop + vLength / 2)), [c, c, c, 255]), "style \(i) colour")
            #expect(isNear(rgba(image, at: CGPoint(x: x0 + hLeft + hLength / 2, y: 95.75)), [c, c, c, 255]), "style \(i) colour")
        }
    }
}
