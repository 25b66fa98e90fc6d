import Foundation

/// One side of an item's size in a compositional layout (UIKit's `NSCollectionLayoutDimension`):
/// a fraction of the containing group's (or, for a section's group, the container's) width or
/// height, an absolute number of points, or an estimate that the cell's self-sizing later replaces.
///
/// Apple's documentation: "Creates a dimension that is computed as a fraction of the width of the
/// containing group" (`fractionalWidth(_:)`); "The final size of the dimension is determined when
/// the content is rendered" (`estimated(_:)`). WWDC 2019 session 215, "Advances in Collection View
/// Layout", describes the same four kinds.
///
/// Bad input: a NaN, infinite or negative value is replaced by 0 with one logged line; a fraction
/// above 1 is kept (an item may be larger than its group, as on iOS) and logged once.
/// See also `NSCollectionLayoutSize`, `NSCollectionLayoutItem`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The number the dimension was made with: a fraction, or points for absolute and estimated.
    public let dimension: CGFloat

    init(kind: Kind, value: CGFloat) {
        self.kind = kind
        if !value.isFinite || value < 0 {
            Log.uikit.warning("NSCollectionLayoutDimension: \(kind) value \(value) is not a finite non-negative number; using 0")
            self.dimension = 0
        } else {
            if (kind == .fractionalWidth || kind == .fractionalHeight) && value > 1 {
                Log.uikit.warning("NSCollectionLayoutDimension: fraction \(value) is larger than the container; kept (the item overflows its group)")
            }
            self.dimension = value
        }
    }

    /// A dimension that is `fractionalWidth` times the width of the containing group or container.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, value: fractionalWidth)
    }
    /// A dimension that is `fractionalHeight` times the height of the containing group or container.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, value: fractionalHeight)
    }
    /// A dimension of exactly `absoluteDimension` points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, value: absoluteDimension)
    }
    /// A dimension that starts at `estimatedDimension` points and becomes the cell's own fitting size
    /// once the cell is measured (`preferredLayoutAttributesFitting(_:)`).
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, value: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate replaced by the measured size.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in points inside a container of `container` size; an estimated dimension takes
    /// the `measured` length when there is one.
    func resolved(in container: CGSize, measured: CGFloat? = nil) -> CGFloat {
        switch kind {
        case .fractionalWidth: return dimension * max(container.width, 0)
        case .fractionalHeight: return dimension * max(container.height, 0)
        case .absolute: return dimension
        case .estimated:
            if let measured, measured.isFinite, measured >= 0 { return measured }
            return dimension
        }
    }
}

/// The width and height of an item, group or supplementary item in a compositional layout
/// (UIKit's `NSCollectionLayoutSize`): two `NSCollectionLayoutDimension`s.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    /// How the width is computed.
    public let widthDimension: NSCollectionLayoutDimension
    /// How the height is computed.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size from a width and a height dimension.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
    }

    /// The size in points inside a container of `container` size (estimates take `measured`).
    func resolved(in container: CGSize, measured: CGSize? = nil) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container, measured: measured?.width),
               height: heightDimension.resolved(in: container, measured: measured?.height))
    }
}
