import Foundation

/// Where a supplementary item attaches to its container (UIKit's `NSCollectionLayoutAnchor`): the
/// supplementary's `edges` line up with the same edges of the container, then the item moves by
/// `offset` (points, or fractions of the supplementary's own size).
///
/// WWDC 2019 session 215's badge: `NSCollectionLayoutAnchor(edges: [.top, .trailing],
/// fractionalOffset: CGPoint(x: 0.3, y: -0.3))` puts the badge's top trailing corner on the item's,
/// then moves it right by 30 % and up by 30 % of the badge's size. No edge on an axis centres the
/// item on that axis.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
    /// The edges that meet the container's edges.
    public let edges: NSDirectionalRectEdge
    /// The offset after aligning the edges: points, or fractions of the item's size.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is in fractions of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor on `edges` with no offset.
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, absoluteOffset: .zero) }
    /// An anchor on `edges`, then moved by `absoluteOffset` points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges; self.offset = Self.finite(absoluteOffset); self.isAbsoluteOffset = true
    }
    /// An anchor on `edges`, then moved by `fractionalOffset` times the item's size.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges; self.offset = Self.finite(fractionalOffset); self.isAbsoluteOffset = false
    }

    private static func finite(_ p: CGPoint) -> CGPoint {
        CGPoint(x: p.x.isFinite ? p.x : 0, y: p.y.isFinite ? p.y : 0)
    }

    /// The frame of an item of `size` anchored in `container`.
    func frame(for size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2
        var y = container.midY - size.height / 2
        if edges.contains(.leading) && !edges.contains(.trailing) { x = container.minX }
        if edges.contains(.trailing) && !edges.contains(.leading) { x = container.maxX - size.width }
        if edges.contains(.top) && !edges.contains(.bottom) { y = container.minY }
        if edges.contains(.bottom) && !edges.contains(.top) { y = container.maxY - size.height }
        let dx = isAbsoluteOffset ? offset.x : offset.x * size.width
        let dy = isAbsoluteOffset ? offset.y : offset.y * size.height
        return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}

/// A supplementary view attached to an item (UIKit's `NSCollectionLayoutSupplementaryItem`), such
/// as a badge; its size's fractional dimensions are fractions of the item's size.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem {
    /// The supplementary's size (fractions of its container).
    public let layoutSize: NSCollectionLayoutSize
    /// The kind the data source is asked for in `viewForSupplementaryElementOfKind`.
    public let elementKind: String
    /// Where it attaches to its container.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The stacking order relative to the item (default 1: in front of the cell, as on iOS).
    public var zIndex: Int = 1

    /// A supplementary of `elementKind` anchored to its item by `containerAnchor`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.layoutSize = layoutSize; self.elementKind = elementKind; self.containerAnchor = containerAnchor
    }
}

/// A header or footer of a section (or of the whole layout) (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`), placed on one of its boundaries by `alignment`.
///
/// Apple's documentation: `extendsBoundary` (default true) "indicates whether a boundary
/// supplementary item extends the content area of the section"; `pinToVisibleBounds` (default
/// false) "indicates whether a header or footer is pinned to the top or bottom visible boundary of
/// the section", so a pinned header stays at the top of the screen while its section scrolls by and
/// is pushed away by the section's end.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which boundary of the section it sits on.
    public let alignment: NSRectAlignment
    /// A further offset in points from that boundary.
    public let offset: CGPoint
    /// Whether the section grows to make room for it (true) or it overlaps the content (false).
    public var extendsBoundary = true
    /// Whether it stays in the visible bounds while its section is on screen (a sticky header).
    public var pinToVisibleBounds = false

    /// A boundary item of `elementKind` on the `alignment` boundary.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
    /// A boundary item of `elementKind` on the `alignment` boundary, moved by `absoluteOffset` points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint) {
        self.alignment = alignment
        self.offset = CGPoint(x: absoluteOffset.x.isFinite ? absoluteOffset.x : 0,
                              y: absoluteOffset.y.isFinite ? absoluteOffset.y : 0)
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: Self.edges(for: alignment)))
        zIndex = 0
    }

    /// Leading-edge boundaries come before the section's content in a vertical layout.
    var isLeadingBoundary: Bool { [.top, .topLeading, .topTrailing, .none].contains(alignment) }
    var isTrailingBoundary: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }

    private static func edges(for alignment: NSRectAlignment) -> NSDirectionalRectEdge {
        switch alignment {
        case .none, .topLeading: return [.top, .leading]
        case .top: return [.top]
        case .topTrailing: return [.top, .trailing]
        case .leading: return [.leading]
        case .trailing: return [.trailing]
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return [.bottom]
        case .bottomTrailing: return [.bottom, .trailing]
        }
    }
}
