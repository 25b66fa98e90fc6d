import HostContextTesting
import Testing
import UIKit

/// `UILabel.attributedText` draws its attributes. Each check reads pixels of a 1× render against
/// numbers worked out from the attribute's meaning, not from the drawing code: a red span's
/// pixels are red, an underline is a row of dark pixels below the baseline as wide as the text,
/// kern adds its points between glyphs, an outline leaves a glyph hollow, line spacing adds its
/// points between lines.
@Suite(.freshHostContext) @MainActor
struct AttributedLabelTests {
    /// A white label of `size` showing `text`, rendered at 1×.
    func render(_ text: NSAttributedString, size: CGSize = CGSize(width: 300, height: 80), lines: Int = 1) -> UIImage {
        let label = UILabel(frame: CGRect(origin: .zero, size: size))
        label.backgroundColor = .white
        label.numberOfLines = lines
        label.attributedText = text
        return renderImage(of: label, scale: 1)
    }

    /// The pixels darker than mid-grey (any channel sum below 384), as (x, y).
    func ink(_ image: UIImage, where accept: ([Int]) -> Bool = { $0[0] + $0[1] + $0[2] < 384 }) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<Int(image.size.height) {
            for x in 0..<Int(image.size.width) where accept(rgba(image, at: CGPoint(x: x, y: y))) { found.append((x, y)) }
        }
        return found
    }

    static let font = UIFont.systemFont(ofSize: 30)

    @Test func aRedSpanIsDrawnRedAndTheRestInTheLabelsColour() {
        // The rest says black: characters without a colour take the label's textColor, which
        // setting attributedText sets from location 0 (red here), as on iOS.
        let text = NSMutableAttributedString(string: "████████", attributes: [.font: Self.font, .foregroundColor: UIColor.black])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 4))
        let image = render(text)
        let red = ink(image) { $0[0] > 200 && $0[1] < 60 && $0[2] < 60 }
        let black = ink(image) { $0[0] < 60 && $0[1] < 60 && $0[2] < 60 }
        #expect(red.count > 200 && black.count > 200)
        // Every red pixel lies left of every black one: the first four blocks are the red ones.
        #expect(red.map(\.x).max()! < black.map(\.x).min()!)
    }

    @Test func underlineIsAFullWidthRowOfInkBelowTheBaseline() {
        // "iiii" has no horizontal strokes, so a row of ink as wide as the text is the underline.
        let plain = NSAttributedString(string: "iiiiiiii", attributes: [.font: Self.font])
        let underlined = NSAttributedString(string: "iiiiiiii", attributes: [.font: Self.font, .underlineStyle: NSUnderlineStyle.single.rawValue])
        func longestRow(_ image: UIImage) -> (y: Int, length: Int) {
            var best = (y: -1, length: 0)
            for y in 0..<80 {
                // Darker than the antialiased background: a thin line at 2× spreads over two 1× rows.
                let n = (0..<300).filter { rgba(image, at: CGPoint(x: $0, y: y))[0] < 200 }.count
                if n > best.length { best = (y, n) }
            }
            return best
        }
        let textWidth = plain.string.size(withAttributes: [.font: Self.font]).width
        #expect(longestRow(render(plain)).length < Int(textWidth / 2))
        let row = longestRow(render(underlined))
        #expect(Double(row.length) > Double(textWidth) * 0.9)
        // The label centres one line of lineHeight; the baseline is `ascender` below its top.
        let top = (80 - Self.font.lineHeight) / 2
        let baseline = top + Self.font.ascender
        #expect(CGFloat(row.y) >= baseline - 1 && CGFloat(row.y) <= baseline - Self.font.descender + 1)
    }

    @Test func strikethroughIsAFullWidthRowBetweenBaselineAndCapHeight() {
        let struck = NSAttributedString(string: "iiiiiiii", attributes: [.font: Self.font, .strikethroughStyle: 1])
        let image = render(struck)
        let textWidth = struck.string.size(withAttributes: [.font: Self.font]).width
        let top = (80 - Self.font.lineHeight) / 2, baseline = top + Self.font.ascender
        let rows = (0..<80).filter { y in (0..<300).filter { rgba(image, at: CGPoint(x: $0, y: y))[0] < 200 }.count > Int(textWidth * 0.9) }
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { CGFloat($0) < baseline - 2 && CGFloat($0) > baseline - Self.font.ascender })
    }

    @Test func kernAddsItsPointsAfterEachCharacter() {
        func span(_ kern: CGFloat) -> Int {
            var attributes: [NSAttributedString.Key: Any] = [.font: Self.font]
            if kern != 0 { attributes[.kern] = kern }
            let xs = ink(render(NSAttributedString(string: "llll", attributes: attributes))).map(\.x)
            return (xs.max() ?? 0) - (xs.min() ?? 0)
        }
        // Three gaps between four glyphs, each 10 pt wider.
        #expect(abs(span(10) - span(0) - 30) <= 1)
    }

    @Test func aSpanInALargerBoldFontIsTallerAndHeavier() {
        let text = NSMutableAttributedString(string: "ll", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 40), range: NSRange(location: 1, length: 1))
        let image = render(text)
        let pixels = ink(image)
        let splitX = (pixels.map(\.x).min()! + pixels.map(\.x).max()!) / 2
        let first = pixels.filter { $0.x < splitX }, second = pixels.filter { $0.x >= splitX }
        func height(_ p: [(x: Int, y: Int)]) -> Int { p.map(\.y).max()! - p.map(\.y).min()! + 1 }
        // An "l" is about the font's ascender tall: twice the size, about twice as tall.
        #expect(abs(Double(height(second)) / Double(height(first)) - 2) < 0.25)
        #expect(second.count > first.count * 4)
    }

    @Test func aPositiveStrokeWidthOutlinesAndANegativeOneAlsoFills() {
        let block = "█"
        func centreAndEdge(_ width: CGFloat) -> (centre: [Int], edgeInk: Int) {
            let text = NSAttributedString(string: block, attributes: [.font: UIFont.systemFont(ofSize: 60), .foregroundColor: UIColor.black,
                                                                      .strokeWidth: width, .strokeColor: UIColor.blue])
            let image = render(text, size: CGSize(width: 120, height: 100))
            let blue = ink(image) { $0[2] > 200 && $0[0] < 80 }
            let xs = blue.map(\.x), ys = blue.map(\.y)
            let centre = CGPoint(x: (xs.min()! + xs.max()!) / 2, y: (ys.min()! + ys.max()!) / 2)
            return (rgba(image, at: centre), blue.count)
        }
        // 10 % of 60 pt: a 6-pt outline in blue around a hollow (white) block.
        let hollow = centreAndEdge(10)
        #expect(hollow.centre == [255, 255, 255, 255])
        #expect(hollow.edgeInk > 100)
        // Negative: the block is filled black and outlined blue.
        let filled = centreAndEdge(-10)
        #expect(filled.centre[0] < 40 && filled.centre[2] < 40)
        #expect(filled.edgeInk > 100)
    }

    @Test func theParagraphStylesAlignmentAndLineSpacingApply() {
        let right = NSMutableParagraphStyle()
        right.alignment = .right
        let image = render(NSAttributedString(string: "ll", attributes: [.font: Self.font, .paragraphStyle: right]))
        #expect(ink(image).map(\.x).max()! > 290)       // against the right edge of a 300-pt label

        func lineTops(_ spacing: CGFloat) -> Int {
            let style = NSMutableParagraphStyle()
            style.lineSpacing = spacing
            let text = NSAttributedString(string: "l\nl", attributes: [.font: Self.font, .paragraphStyle: style])
            let ys = Set(ink(render(text, size: CGSize(width: 300, height: 200), lines: 0)).map(\.y)).sorted()
            // The gap between the two glyphs' ink: the first row after a break in the rows.
            guard let first = ys.first, let second = zip(ys, ys.dropFirst()).first(where: { $1 > $0 + 1 })?.1 else {
                Issue.record("two lines of ink expected, rows \(ys)")
                return 0
            }
            return second - first
        }
        #expect(abs(lineTops(20) - lineTops(0) - 20) <= 1)
    }

    @Test func settingAttributedTextSetsTextFontAndColourAndSettingTextDropsTheAttributes() {
        let label = UILabel()
        let font = UIFont.boldSystemFont(ofSize: 22)
        label.attributedText = NSAttributedString(string: "Hello", attributes: [.font: font, .foregroundColor: UIColor.red, .kern: 4])
        #expect(label.text == "Hello" && label.font == font && label.textColor == .red)
        let kerned = label.intrinsicContentSize.width
        label.text = "Hello"
        #expect(label.intrinsicContentSize.width < kerned)   // the kern is gone
        #expect(label.attributedText?.string == "Hello")
    }
}
