/// A label's last measurements of its text, so the display pass does not lay the text out once
/// more just to centre it.
///
/// Each Pango measurement shapes the whole text (about half of what drawing a label costs), and a
/// label measures often with the same inputs: `sizeToFit` or Auto Layout ask for the natural size,
/// and every draw asks `textRect(forBounds:limitedToNumberOfLines:)` for the height at the label's
/// width. Two entries are kept, one unconstrained (`width` nil) and one at a width; an entry is
/// used only when its text, style and width are all equal, so nothing needs invalidating (a new
/// text, font, alignment, line break mode, line count or width is a new key). Sizes are kept in
/// points before rounding, so a change of screen scale rounds them again and measures nothing.
///
/// One inference is made, for `height`: a one-line text whose natural width fits in `width` lays out
/// as that one unwrapped, unellipsized line (Pango wraps or ellipsizes a line only when it is wider
/// than the layout), so its height is the natural height. That lets the first draw of a label sized
/// by `sizeToFit` skip its second layout (`make bench`, first_frame_labels).
///
/// The price: a label measured but not yet drawn (off screen in a long list) holds its one-line
/// layout until it draws or its text or style changes, about 1.6–1.9 KB of heap a label (resident
/// set of 3,000 labels of ~30 characters, measured once with and once without); bounded by the
/// labels alive, and small against the backing store a drawn label gets (about 40 KB for 150×30 pt
/// at 2×). A layout is used only for a context that neither rotates nor skews (`UILabel.drawText`).
/// See also: `UILabel`, `PangoText.measure`.
struct TextMeasurementCache {
    private struct Entry {
        var text: String
        var style: PangoText.Style
        var width: CGFloat?
        var size: CGSize
        /// The unconstrained measurement's layout, kept until drawn (`PangoText.OneLineLayout`).
        var layout: PangoText.OneLineLayout?
    }

    private var unconstrained: Entry?
    private var constrained: Entry?

    /// `PangoText.measure(text, style: style, width: width)`, remembered.
    mutating func size(of text: String, style: PangoText.Style, width: CGFloat?) -> CGSize {
        if let e = width == nil ? unconstrained : constrained, e.width == width, e.style == style, e.text == text {
            return e.size
        }
        let (size, layout) = PangoText.measureKeepingLayout(text, style: style, width: width, keep: width == nil)
        let entry = Entry(text: text, style: style, width: width, size: size, layout: layout)
        if width == nil { unconstrained = entry } else { constrained = entry }
        return size
    }

    /// The height of `size(of: text, style: style, width: width)`, without laying the text out again
    /// when it is one line that fits in `width` at its natural size.
    mutating func height(of text: String, style: PangoText.Style, width: CGFloat) -> CGFloat {
        if style.numberOfLines == 1, let e = unconstrained, e.style == style, e.text == text,
           PangoText.fitsOnOneLine(naturalWidth: e.size.width, in: width) {
            return e.size.height
        }
        return size(of: text, style: style, width: width).height
    }

    /// The layout the unconstrained measurement of `text` in `style` kept, when drawing it at
    /// `width` draws what a new layout would: it fits. Handed over once (a label draws again only
    /// when something changed, and then lays out anew), so labels that were drawn keep no layout.
    mutating func takeLayout(of text: String, style: PangoText.Style, width: CGFloat) -> PangoText.OneLineLayout? {
        guard let e = unconstrained, let layout = e.layout, e.style == style, e.text == text,
              PangoText.fitsOnOneLine(naturalWidth: e.size.width, in: width) else { return nil }
        unconstrained?.layout = nil
        return layout
    }
}
