/// UIKit's string forms of geometry (`NSCoder.string(for:)`, `NSStringFromCGRect`, and back).
///
/// The format is iOS's: points and sizes "{x, y}", rects "{{x, y}, {w, h}}", insets
/// "{top, left, bottom, right}", offsets "{h, v}", transforms "[a, b, c, d, tx, ty]", numbers
/// printed with `%.17g` (so 0.5 is "0.5" and every double round-trips). Parsing, as on iOS, reads
/// the numbers in order and ignores the punctuation; missing numbers are 0, so a malformed string
/// gives zero geometry, never a crash. See also: NSValue+UIGeometry.
extension NSCoder {
    /// A point as "{x, y}".
    public class func string(for point: CGPoint) -> String { GeometryString.format([point.x, point.y], "{%, %}") }
    /// A size as "{width, height}".
    public class func string(for size: CGSize) -> String { GeometryString.format([size.width, size.height], "{%, %}") }
    /// A rect as "{{x, y}, {width, height}}".
    public class func string(for rect: CGRect) -> String {
        GeometryString.format([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], "{{%, %}, {%, %}}")
    }
    /// A transform as "[a, b, c, d, tx, ty]".
    public class func string(for transform: CGAffineTransform) -> String {
        GeometryString.format([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty], "[%, %, %, %, %, %]")
    }
    /// Edge insets as "{top, left, bottom, right}".
    public class func string(for insets: UIEdgeInsets) -> String {
        GeometryString.format([insets.top, insets.left, insets.bottom, insets.right], "{%, %, %, %}")
    }
    /// Directional insets as "{top, leading, bottom, trailing}".
    public class func string(for insets: NSDirectionalEdgeInsets) -> String {
        GeometryString.format([insets.top, insets.leading, insets.bottom, insets.trailing], "{%, %, %, %}")
    }
    /// An offset as "{horizontal, vertical}".
    public class func string(for offset: UIOffset) -> String { GeometryString.format([offset.horizontal, offset.vertical], "{%, %}") }

    /// The point in a "{x, y}" string; missing numbers are 0.
    public class func cgPoint(for string: String) -> CGPoint {
        let n = GeometryString.numbers(string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }
    /// The size in a "{width, height}" string; missing numbers are 0.
    public class func cgSize(for string: String) -> CGSize {
        let n = GeometryString.numbers(string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }
    /// The rect in a "{{x, y}, {width, height}}" string; missing numbers are 0.
    public class func cgRect(for string: String) -> CGRect {
        let n = GeometryString.numbers(string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    /// A string without six numbers gives zeros, as on iOS (not the identity).
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = GeometryString.numbers(string, count: 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }
    /// The insets in a "{top, left, bottom, right}" string; missing numbers are 0.
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = GeometryString.numbers(string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
    /// The directional insets in a "{top, leading, bottom, trailing}" string; missing numbers are 0.
    public class func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        let n = GeometryString.numbers(string, count: 4)
        return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }
    /// The offset in a "{horizontal, vertical}" string; missing numbers are 0.
    public class func uiOffset(for string: String) -> UIOffset {
        let n = GeometryString.numbers(string, count: 2)
        return UIOffset(horizontal: n[0], vertical: n[1])
    }
}

// The C spellings, which Swift code on iOS can call too.
/// The C spelling of `NSCoder.string(for:)` for a point: "{x, y}".
public func NSStringFromCGPoint(_ point: CGPoint) -> String { NSCoder.string(for: point) }
/// The C spelling of `NSCoder.string(for:)` for a size: "{width, height}".
public func NSStringFromCGSize(_ size: CGSize) -> String { NSCoder.string(for: size) }
/// The C spelling of `NSCoder.string(for:)` for a rect: "{{x, y}, {width, height}}".
public func NSStringFromCGRect(_ rect: CGRect) -> String { NSCoder.string(for: rect) }
/// The C spelling of `NSCoder.string(for:)` for a transform: "[a, b, c, d, tx, ty]".
public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String { NSCoder.string(for: transform) }
/// The C spelling of `NSCoder.string(for:)` for insets: "{top, left, bottom, right}".
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String { NSCoder.string(for: insets) }
/// The C spelling of `NSCoder.string(for:)` for directional insets: "{top, leading, bottom, trailing}".
public func NSStringFromDirectionalEdgeInsets(_ insets: NSDirectionalEdgeInsets) -> String { NSCoder.string(for: insets) }
/// The C spelling of `NSCoder.string(for:)` for an offset: "{horizontal, vertical}".
public func NSStringFromUIOffset(_ offset: UIOffset) -> String { NSCoder.string(for: offset) }
/// The C spelling of `NSCoder.cgPoint(for:)`; a malformed string gives zeros.
public func CGPointFromString(_ string: String) -> CGPoint { NSCoder.cgPoint(for: string) }
/// The C spelling of `NSCoder.cgSize(for:)`; a malformed string gives zeros.
public func CGSizeFromString(_ string: String) -> CGSize { NSCoder.cgSize(for: string) }
/// The C spelling of `NSCoder.cgRect(for:)`; a malformed string gives zeros.
public func CGRectFromString(_ string: String) -> CGRect { NSCoder.cgRect(for: string) }
/// The C spelling of `NSCoder.cgAffineTransform(for:)`; a malformed string gives all zeros, not the identity.
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform { NSCoder.cgAffineTransform(for: string) }
/// The C spelling of `NSCoder.uiEdgeInsets(for:)`; a malformed string gives zeros.
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets { NSCoder.uiEdgeInsets(for: string) }
/// The C spelling of `NSCoder.nsDirectionalEdgeInsets(for:)`; a malformed string gives zeros.
public func NSDirectionalEdgeInsetsFromString(_ string: String) -> NSDirectionalEdgeInsets { NSCoder.nsDirectionalEdgeInsets(for: string) }
/// The C spelling of `NSCoder.uiOffset(for:)`; a malformed string gives zeros.
public func UIOffsetFromString(_ string: String) -> UIOffset { NSCoder.uiOffset(for: string) }

enum GeometryString {
    /// Replaces each `%` in `template` with the next value printed as `%.17g`.
    static func format(_ values: [CGFloat], _ template: String) -> String {
        var out = "", i = 0
        for ch in template {
            if ch == "%", i < values.count {
                out += String(format: "%.17g", Double(values[i]))
                i += 1
            } else {
                out.append(ch)
            }
        }
        return out
    }

    /// The first `count` numbers in `string` (zeros for the missing ones).
    static func numbers(_ string: String, count: Int) -> [CGFloat] {
        var result: [CGFloat] = []
        var token = ""
        func flush() {
            if !token.isEmpty, let v = Double(token) { result.append(CGFloat(v)) }
            token = ""
        }
        for ch in string {
            if ch.isNumber || "+-.eE".contains(ch) || (ch.isLetter && "infa".contains(ch.lowercased())) { token.append(ch) } else { flush() }
        }
        flush()
        return (0..<count).map { $0 < result.count ? result[$0] : 0 }
    }
}
