/// Text alignment and line breaking, as UIKit spells them (Foundation on Linux has neither).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// How text that does not fit is wrapped or cut. The truncating modes put an ellipsis where text
/// was cut; `numberOfLines` decides how many lines that leaves (UILabel).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
