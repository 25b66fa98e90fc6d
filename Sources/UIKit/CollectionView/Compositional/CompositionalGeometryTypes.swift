import Foundation

/// The edges of a rectangle in reading-direction terms (UIKit's `NSDirectionalRectEdge`), used by
/// `NSCollectionLayoutAnchor` to say which edges of a supplementary item meet its container's.
/// Leading is the left edge in ScrollKit, which lays out left to right.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The option set's bits.
    public let rawValue: UInt
    /// An edge set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (left in ScrollKit).
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (right in ScrollKit).
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a boundary supplementary item sits around its section (UIKit's `NSRectAlignment`):
/// `.top` is a header, `.bottom` a footer in a vertically scrolling layout.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment; the item is laid out at the section's top leading corner.
    case none = 0
    /// Along the top edge (a header).
    case top
    /// At the top leading corner.
    case topLeading
    /// Along the leading edge.
    case leading
    /// At the bottom leading corner.
    case bottomLeading
    /// Along the bottom edge (a footer).
    case bottom
    /// At the bottom trailing corner.
    case bottomTrailing
    /// Along the trailing edge.
    case trailing
    /// At the top trailing corner.
    case topTrailing
}

/// Which insets of the collection view a section's content insets are measured from
/// (UIKit's `UIContentInsetsReference`, iOS 14).
public enum UIContentInsetsReference: Int, Sendable {
    /// The system's choice: the safe area for compositional sections, as on iOS.
    case automatic = 0
    /// No extra insets: the section spans the collection view's content width.
    case none
    /// The collection view's safe area.
    case safeArea
    /// The collection view's layout margins.
    case layoutMargins
    /// The collection view's readable content guide.
    case readableContent
}
