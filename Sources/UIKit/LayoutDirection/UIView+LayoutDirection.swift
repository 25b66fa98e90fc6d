import Foundation

/// Right-to-left layout: where a view's direction comes from and what a change of it redoes.
///
/// The interface's direction is the application's (`UIApplication.userInterfaceLayoutDirection`,
/// which the host takes from the locale or a flag), unless the host gives a window its own
/// (`UIWindow.hostLayoutDirection`). A view's `traitCollection.layoutDirection` is that direction,
/// or the one forced by the nearest `semanticContentAttribute` of `.forceLeftToRight` or
/// `.forceRightToLeft` on the view or an ancestor (forced attributes reach the views below, as the
/// trait does on iOS 10 and later). `effectiveUserInterfaceLayoutDirection` then applies the view's
/// own attribute: playback and spatial content never flips.
///
/// Layout follows `effectiveUserInterfaceLayoutDirection`: leading and trailing constraints (and so
/// stack views and visual format strings) resolve to the right and left edges in a right-to-left
/// space (AutoLayoutEngine), and the frame-based layouts (table cells, navigation bars, flow and
/// compositional layouts, swipe actions) mirror their frames: `x' = width − maxX`. Content offsets
/// never flip: offset 0 is the left edge in both directions, as on iOS.
struct LayoutDirectionState {
    /// The attribute app code set (nil: unset, so `UIView.appearance()`'s applies).
    var attribute: UISemanticContentAttribute?
    /// A window's own direction, from its host (nil: the application's).
    var hostDirection: UIUserInterfaceLayoutDirection?
    /// The trait direction the view last heard of, to tell `traitCollectionDidChange(_:)` when it moves.
    var lastTraitDirection = UITraitEnvironmentLayoutDirection.leftToRight
    /// Whether `UIView.appearance()`'s values were given to the view (once, on first joining a window;
    /// Appearance/UIAppearance.swift). Kept here to add no second stored property to UIView.
    var appearanceApplied = false
}

/// A view whose drawing depends on its layout direction (the table's disclosure chevron points
/// left right to left): drawn again when the direction changes.
@MainActor
protocol DrawsInLayoutDirection: AnyObject {}

extension UIView {
    /// The direction for content with `attribute` in the application's interface direction.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction for content with `attribute` in an interface of `layoutDirection`: playback and
    /// spatial content is always left to right, forced attributes are what they say, and ordinary
    /// content follows `layoutDirection`.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                    relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// The direction to lay out and draw this view's own content in: its `semanticContentAttribute`
    /// applied to its trait collection's direction. Query it when arranging subviews; it is not
    /// inherited as such (a playback view's subviews read their own).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: inheritedLayoutDirection)
    }

    /// The direction of the view's trait collection: the nearest forced attribute on the view or an
    /// ancestor, else the window's (the application's outside a window).
    var inheritedLayoutDirection: UIUserInterfaceLayoutDirection {
        var v: UIView? = self
        while let view = v {
            switch view.semanticContentAttribute {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            default: break
            }
            if let window = view as? UIWindow { return window.interfaceLayoutDirection }
            v = view.superview
        }
        return UIApplication.shared.userInterfaceLayoutDirection
    }

    /// Whether this view's own content is laid out right to left.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// `frame`, laid out left to right in a container `width` wide, mirrored when `rightToLeft`
    /// (`x' = width − maxX`): how the frame-based layouts flip.
    static func mirrored(_ frame: CGRect, in width: CGFloat, when rightToLeft: Bool) -> CGRect {
        guard rightToLeft else { return frame }
        return CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    func setSemanticContentAttribute(_ attribute: UISemanticContentAttribute) {
        let old = semanticContentAttribute
        layoutDirectionState.attribute = attribute
        if attribute != old { layoutDirectionDidChange() }
    }

    /// The direction of this subtree may have changed: constraints resolve leading and trailing again,
    /// every view lays out again, collection layouts are invalidated, and views whose trait direction
    /// changed hear `traitCollectionDidChange(_:)`.
    func layoutDirectionDidChange() {
        if let engine = layoutRoot.autoLayout?.ownedEngine {
            engine.needsRebuild = true
            AutoLayoutCycle.markDirty(engine)
        }
        relayOutForDirection()
    }

    private func relayOutForDirection() {
        setNeedsLayout()
        // Labels align natural text to the leading edge, and some of UIKit's own views draw
        // mirrored: redrawn in the new direction.
        if self is UILabel || self is DrawsInLayoutDirection { setNeedsDisplay() }
        (self as? UICollectionView)?.collectionViewLayout.invalidateLayout()
        directionalMarginsDidMoveForDirection()
        let traits = traitCollection
        if traits.layoutDirection != lastTraitLayoutDirection {
            var previous = traits
            previous.layoutDirection = lastTraitLayoutDirection
            lastTraitLayoutDirection = traits.layoutDirection
            viewController?.traitCollectionDidChange(previous)
            traitCollectionDidChange(previous)
        }
        for sub in subviews { sub.relayOutForDirection() }
    }

    /// The trait direction the view last heard of (it starts as the window's).
    private var lastTraitLayoutDirection: UITraitEnvironmentLayoutDirection {
        get { layoutDirectionState.lastTraitDirection }
        set { layoutDirectionState.lastTraitDirection = newValue }
    }
}

extension UIWindow {
    /// The direction of this window's interface, set by its host (ScrollKit host API, as
    /// `safeAreaInsets`); nil, the default, means the application's. Views lay out again at once.
    public var hostLayoutDirection: UIUserInterfaceLayoutDirection? {
        get { layoutDirectionState.hostDirection }
        set {
            guard newValue != layoutDirectionState.hostDirection else { return }
            layoutDirectionState.hostDirection = newValue
            layoutDirectionDidChange()
        }
    }

    /// The window's direction: its host's, else the application's.
    var interfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        layoutDirectionState.hostDirection ?? UIApplication.shared.userInterfaceLayoutDirection
    }
}

extension UIApplication {
    /// The direction of the app's interface: right to left for an Arabic or Hebrew (…) user. On iOS
    /// the device's language decides; here the host does (`hostLayoutDirection`), left to right by default.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { Self.hostLayoutDirection }

    /// Set by the host before launch from the locale (`UIUserInterfaceLayoutDirection(localeIdentifier:)`
    /// with `LANG`) or a flag such as the Gallery's `--rtl` (ScrollKit host API). A change lays the
    /// application's windows out again. Tests that set it restore it.
    public static var hostLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
        didSet {
            guard hostLayoutDirection != oldValue else { return }
            for window in shared.windows { window.layoutDirectionDidChange() }
        }
    }
}
