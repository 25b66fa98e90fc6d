import Foundation

/// Space between items (UIKit's `NSCollectionLayoutSpacing`): a fixed number of points, or a
/// flexible minimum that grows to share the group's leftover space.
///
/// Used for a group's `interItemSpacing` and for each side of an item's `edgeSpacing`. All
/// flexible spacings along a line share the leftover space equally (WWDC 2019 session 215 shows
/// flexible spacing spreading items evenly across a group).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    /// The spacing in points: exact when fixed, the minimum when flexible.
    public let spacing: CGFloat
    /// Whether the spacing grows to take a share of the leftover space.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exactly `spacing` points.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(_ spacing: CGFloat, flexible: Bool) {
        if !spacing.isFinite {
            Log.uikit.warning("NSCollectionLayoutSpacing: \(spacing) is not finite; using 0")
            self.spacing = 0
        } else {
            self.spacing = spacing
        }
        self.isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(fixedSpacing, flexible: false)
    }
    /// At least `flexibleSpacing` points, growing to share the leftover space of the group.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(flexibleSpacing, flexible: true)
    }
}

/// The space around an item inside its group (UIKit's `NSCollectionLayoutEdgeSpacing`). Unlike
/// `contentInsets`, which shrink the item inside the space it was given, edge spacing adds space
/// around the item, so the group places its neighbours further away.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing {
    /// Space before the leading edge (nil: none).
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the top edge (nil: none).
    public let top: NSCollectionLayoutSpacing?
    /// Space after the trailing edge (nil: none).
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the bottom edge (nil: none).
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing with a spacing (or none) on each side.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }
}
