import Foundation

/// An attributed string's character attributes, resolved to what the text layout draws: runs of
/// UTF-8 byte ranges (Pango's indices) with a font, colours, kern, lines and stroke, plus the
/// paragraph style of the first character. Equatable, so it is part of a `PangoText.Style` and
/// of the measurement cache's key.
struct TextRuns: Equatable {
    /// A straight RGBA colour (0…1).
    struct RGBA: Equatable {
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
        init(_ color: UIColor) {
            let c = color.cgColor
            (red, green, blue, alpha) = (c.red, c.green, c.blue, c.alpha)
        }
    }

    /// One range of characters with the attributes set on it.
    struct Run: Equatable {
        /// UTF-8 byte offsets into the string, `start..<end`.
        var start: Int, end: Int
        var font: UIFont?
        var color: RGBA?
        var kern: CGFloat?
        var strikethrough: NSUnderlineStyle = []
        var strikethroughColor: RGBA?
        var underline: NSUnderlineStyle = []
        var underlineColor: RGBA?
        /// Percent of the point size; positive: outline only, negative: fill and outline.
        var strokeWidth: CGFloat = 0
        var strokeColor: RGBA?
        var background: RGBA?
    }

    var runs: [Run] = []
    /// The first character's paragraph style (alignment, line spacing), as UILabel applies it.
    var alignment: NSTextAlignment?
    var lineSpacing: CGFloat = 0

    /// Whether any run is outlined (drawn in a second pass, PangoText+Attributes).
    var hasStroke: Bool { runs.contains { $0.strokeWidth != 0 } }

    /// The runs of `string`'s attributes. Values of the wrong type are ignored (as UIKit ignores
    /// them); numbers may be any `NSNumber`, `Int`, `Double` or `CGFloat`.
    init(_ string: NSAttributedString) {
        let text = string.string
        // UTF-16 offset → UTF-8 offset, for NSRange's UTF-16 indices.
        var utf8Offsets: [Int] = []
        utf8Offsets.reserveCapacity(text.utf16.count + 1)
        var utf8 = 0
        for scalar in text.unicodeScalars {
            let units = scalar.utf16.count
            for _ in 0..<units { utf8Offsets.append(utf8) }
            utf8 += scalar.utf8.count
        }
        utf8Offsets.append(utf8)
        func number(_ value: Any?) -> CGFloat? {
            switch value {
            case let n as NSNumber: return CGFloat(n.doubleValue)
            case let n as Int: return CGFloat(n)
            case let n as Double: return CGFloat(n)
            case let n as CGFloat: return n
            default: return nil
            }
        }
        func line(_ value: Any?) -> NSUnderlineStyle {
            if let style = value as? NSUnderlineStyle { return style }
            return number(value).map { NSUnderlineStyle(rawValue: Int($0)) } ?? []
        }
        func color(_ value: Any?) -> RGBA? { (value as? UIColor).map(RGBA.init) }
        let whole = NSRange(location: 0, length: string.length)
        string.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            guard range.length > 0, range.location >= 0, range.location + range.length < utf8Offsets.count else { return }
            var run = Run(start: utf8Offsets[range.location], end: utf8Offsets[range.location + range.length])
            run.font = attributes[.font] as? UIFont
            run.color = color(attributes[.foregroundColor])
            run.kern = number(attributes[.kern]).flatMap { $0.isFinite ? $0 : nil }
            run.strikethrough = line(attributes[.strikethroughStyle])
            run.strikethroughColor = color(attributes[.strikethroughColor])
            run.underline = line(attributes[.underlineStyle])
            run.underlineColor = color(attributes[.underlineColor])
            run.strokeWidth = number(attributes[.strokeWidth]).flatMap { $0.isFinite ? $0 : nil } ?? 0
            run.strokeColor = color(attributes[.strokeColor])
            run.background = color(attributes[.backgroundColor])
            runs.append(run)
            if range.location == 0, let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
                alignment = paragraph.alignment
                lineSpacing = paragraph.lineSpacing.isFinite ? max(0, paragraph.lineSpacing) : 0
            }
        }
    }
}
