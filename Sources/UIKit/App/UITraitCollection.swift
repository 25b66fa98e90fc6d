/// The traits of the environment a view or view controller lives in: scale, size classes, appearance.
///
/// A window's traits come from its screen's scale and its own size (see `UIWindow.traits`); views and
/// view controllers read their window's. `traitCollectionDidChange(_:)` runs when a window's traits
/// change (host resize, scale change), on each view controller before its view, top down.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// `unspecified`: no size class (inherit when combined); `compact`: constrained space, as an iPhone's
    /// portrait width; `regular`: expansive space, as a portrait iPhone's height. Values as the SDK's.
    case unspecified = 0, compact = 1, regular = 2
}

/// Light or dark appearance; ScrollKit's windows always report `light`.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// `unspecified`: no preference (inherit when combined); `light`: dark content on light backgrounds;
    /// `dark`: light content on dark backgrounds. Values as the SDK's.
    case unspecified = 0, light = 1, dark = 2
}

/// The kind of device the interface is designed for; ScrollKit reports `phone`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// `unspecified`, or the device family: `phone` (iPhone, ScrollKit's), `pad`, `tv`, `carPlay`, `mac`
    /// (Mac Catalyst) or `vision` (Apple Vision Pro). Raw values are the SDK's (4 is unused).
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// An immutable set of traits; unspecified values mean "inherit" when combined.
public struct UITraitCollection: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Pixels per point of the display (0 when unspecified); the window's screen `scale`.
    public internal(set) var displayScale: CGFloat = 0
    /// The width class: regular from `regularWidthMinimum` points wide, compact below.
    public internal(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The height class: regular from `regularHeightMinimum` points tall, compact below.
    public internal(set) var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// Light or dark appearance; dynamic colours resolve against it.
    public internal(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The device family the interface is for (`phone` in a window).
    public internal(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    /// The user's preferred text size (`large`, iOS's default, in a window: ScrollKit has no
    /// Settings app to change it; `preferredFont(forTextStyle:compatibleWith:)` honours others).
    public internal(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    /// The direction the interface reads in: the window's (the host's locale or flag), or the one a
    /// `semanticContentAttribute` of `.forceLeftToRight`/`.forceRightToLeft` above the view forces.
    public internal(set) var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified

    /// A collection with every trait unspecified.
    public init() {}
    /// A collection that specifies only the scale; a non-finite or non-positive scale leaves it unspecified (0).
    public init(displayScale: CGFloat) { self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0 }
    /// A collection that specifies only the horizontal size class.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    /// A collection that specifies only the vertical size class.
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
    /// A collection that specifies only the appearance style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    /// A collection that specifies only the idiom.
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
    /// A collection that specifies only the preferred text size.
    public init(preferredContentSizeCategory: UIContentSizeCategory) { self.preferredContentSizeCategory = preferredContentSizeCategory }

    /// A collection that specifies only the layout direction.
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }

    /// Combines collections: later specified values win, as UIKit's `init(traitsFrom:)`.
    public init(traitsFrom collections: [UITraitCollection]) {
        for c in collections {
            if c.displayScale != 0 { displayScale = c.displayScale }
            if c.horizontalSizeClass != .unspecified { horizontalSizeClass = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { verticalSizeClass = c.verticalSizeClass }
            if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
            if c.userInterfaceIdiom != .unspecified { userInterfaceIdiom = c.userInterfaceIdiom }
            if c.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = c.preferredContentSizeCategory }
            if c.layoutDirection != .unspecified { layoutDirection = c.layoutDirection }
        }
    }

    /// Whether every specified trait of `trait` has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return (t.displayScale == 0 || t.displayScale == displayScale)
            && (t.horizontalSizeClass == .unspecified || t.horizontalSizeClass == horizontalSizeClass)
            && (t.verticalSizeClass == .unspecified || t.verticalSizeClass == verticalSizeClass)
            && (t.userInterfaceStyle == .unspecified || t.userInterfaceStyle == userInterfaceStyle)
            && (t.userInterfaceIdiom == .unspecified || t.userInterfaceIdiom == userInterfaceIdiom)
            && (t.preferredContentSizeCategory == .unspecified || t.preferredContentSizeCategory == preferredContentSizeCategory)
            && (t.layoutDirection == .unspecified || t.layoutDirection == layoutDirection)
    }

    /// Colours only depend on the style here (no contrast or elevation traits).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    /// The traits of a view outside any window: the main screen's scale, light, phone.
    @preconcurrency @MainActor public static var current: UITraitCollection {
        var t = UITraitCollection()
        t.displayScale = UIScreen.main.scale
        t.userInterfaceStyle = .light
        t.userInterfaceIdiom = .phone
        t.preferredContentSizeCategory = .large
        return t
    }

    public var description: String {
        "<UITraitCollection: displayScale = \(displayScale), horizontalSizeClass = \(horizontalSizeClass), "
            + "verticalSizeClass = \(verticalSizeClass), userInterfaceStyle = \(userInterfaceStyle)>"
    }

    // MARK: Size classes from a window size

    /// Narrowest width with a regular horizontal size class. UIKit decides per device, not per width;
    /// this width rule follows Apple's HIG size-class table for iPhones: every iPhone is compact in
    /// portrait (≤ 440 pt wide), landscape is regular from the 896 pt-wide iPhone XR/11 upward (the
    /// Plus/Max models) and compact below (the 874 pt-wide iPhone 16 Pro). iPad widths are not modelled.
    public static let regularWidthMinimum: CGFloat = 896
    /// Lowest height with a regular vertical size class: every iPhone in landscape is compact (at most
    /// 440 pt tall, the Pro Max models), every iPhone in portrait regular (at least 480 pt, iPhone 4).
    public static let regularHeightMinimum: CGFloat = 480

    static func sizeClass(_ length: CGFloat, regularFrom minimum: CGFloat) -> UIUserInterfaceSizeClass {
        length >= minimum ? .regular : .compact
    }
}

/// What views and view controllers share: a trait collection and the change callback.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits in effect for this object: its window's (or the main screen's defaults outside a window).
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed; `previousTraitCollection` holds the old ones. Override to refresh trait-dependent content.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {
    /// The window's traits (the main screen's defaults outside a window), with the view's layout
    /// direction (a forced `semanticContentAttribute` above it wins over the window's).
    public var traitCollection: UITraitCollection {
        var traits = window?.traits ?? UITraitCollection.current
        traits.layoutDirection = inheritedLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return traits
    }
}

extension UIWindow {
    /// The traits of this window: its screen's scale, size classes from its size (see
    /// `UITraitCollection.regularWidthMinimum`), light appearance, phone idiom.
    var traits: UITraitCollection {
        var t = UITraitCollection()
        t.displayScale = screen.scale
        t.horizontalSizeClass = UITraitCollection.sizeClass(bounds.width, regularFrom: UITraitCollection.regularWidthMinimum)
        t.verticalSizeClass = UITraitCollection.sizeClass(bounds.height, regularFrom: UITraitCollection.regularHeightMinimum)
        t.userInterfaceStyle = .light
        t.userInterfaceIdiom = .phone
        t.preferredContentSizeCategory = .large
        t.layoutDirection = interfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return t
    }
}
