/// Insets from each edge of a rectangle (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Equatable, Hashable, Sendable, Codable {
    /// The inset from the top edge, in points (positive moves inward).
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat
    /// Insets with the given distance from each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// Zero insets on every edge, the same as `zero`.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    /// No inset on any edge.
    public static let zero = UIEdgeInsets()

    /// The same insets with every non-finite value replaced by 0 (how ScrollKit treats NaN/∞ insets).
    var finite: UIEdgeInsets {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return UIEdgeInsets(top: f(top), left: f(left), bottom: f(bottom), right: f(right))
    }
    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension CGRect {
    /// UIKit's `rect.inset(by:)`: each edge moved inward by its inset (negative insets grow it).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

/// UIKit's `UIOffset`.
public struct UIOffset: Equatable, Hashable, Sendable {
    /// The distance to the right, in points (negative: to the left).
    public var horizontal: CGFloat
    /// The distance downwards, in points (negative: upwards).
    public var vertical: CGFloat
    /// An offset by `horizontal` to the right and `vertical` downwards.
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// No offset, the same as `zero`.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No offset in either direction.
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

/// Insets that follow the reading direction (UIKit's `NSDirectionalEdgeInsets`): leading and
/// trailing are left and right left to right, right and left right to left.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable, Codable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the leading edge (the left edge left to right, the right edge right to left), in points.
    public var leading: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the trailing edge (the right edge left to right, the left edge right to left), in points.
    public var trailing: CGFloat
    /// Insets with the given distance from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// Zero insets on every edge, the same as `zero`.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// No inset on any edge.
    public static let zero = NSDirectionalEdgeInsets()
}

// The C functions of UIGeometry.h, for code written before their Swift spellings.
/// The C spelling of `UIEdgeInsets(top:left:bottom:right:)`.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
/// The C spelling of `rect.inset(by: insets)`.
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }
/// The C spelling of `a == b` for edge insets.
public func UIEdgeInsetsEqualToEdgeInsets(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool { a == b }
/// The C spelling of `UIOffset(horizontal:vertical:)`.
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset { UIOffset(horizontal: horizontal, vertical: vertical) }
/// The C spelling of `a == b` for offsets.
public func UIOffsetEqualToOffset(_ a: UIOffset, _ b: UIOffset) -> Bool { a == b }
/// The C spelling of `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
public func NSDirectionalEdgeInsetsMake(_ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}

/// UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Sanitising of geometry that comes from app code (docs/PORTING.md, "Bad input").
enum Finite {
    static func value(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
    static func point(_ p: CGPoint) -> CGPoint { CGPoint(x: value(p.x), y: value(p.y)) }
    /// Non-finite components become 0; negative sizes are kept (frames are standardized separately).
    static func size(_ s: CGSize) -> CGSize { CGSize(width: value(s.width), height: value(s.height)) }
    static func rect(_ r: CGRect) -> CGRect {
        if r.isNull || r.isInfinite { return .zero }
        return CGRect(origin: point(r.origin), size: size(r.size))
    }
    static func transform(_ t: CGAffineTransform) -> CGAffineTransform {
        let parts = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        return parts.allSatisfy(\.isFinite) ? t : .identity
    }
}
