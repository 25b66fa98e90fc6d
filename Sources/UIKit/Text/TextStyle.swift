/// Text alignment and line breaking, as UIKit spells them (Foundation on Linux has neither).
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge. ScrollKit lays `left` out like `natural` (Pango's automatic
    /// direction), which is the same for left-to-right text.
    case left = 0
    /// Each line is centred between the edges.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Full lines are stretched to both edges; the last line is laid out like `natural`.
    case justified = 3
    /// Lines start at the leading edge of the text's writing direction (left for left-to-right text).
    case natural = 4
}

/// How text that does not fit is wrapped or cut. The truncating modes put an ellipsis where text
/// was cut; `numberOfLines` decides how many lines that leaves (UILabel).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries; a word longer than the line is broken between characters.
    case byWordWrapping = 0
    /// Wrap at any character boundary.
    case byCharWrapping
    /// Wrap at word boundaries and cut off whatever does not fit, with no ellipsis.
    case byClipping
    /// Fit the last line by replacing its start with an ellipsis.
    case byTruncatingHead
    /// Fit the last line by replacing its end with an ellipsis (UILabel's default).
    case byTruncatingTail
    /// Fit the last line by replacing its middle with an ellipsis.
    case byTruncatingMiddle
}
