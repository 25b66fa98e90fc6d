/// The safe area: the part of a view not covered by what the host reserves (status bar, rounded
/// corners, home indicator: `UIWindow.safeAreaInsets`) or by a view controller's
/// `additionalSafeAreaInsets`, and the guides built on it.
///
/// Apple's rule ("safeAreaInsets", UIView documentation): a view controller's root view gets the part
/// of its superview's safe area it overlaps plus the controller's `additionalSafeAreaInsets`; any other
/// view gets the part of its superview's safe area it overlaps; a view outside a window gets zero.
/// Computed on read, from the window down (O(depth)); the change callbacks come from the window's
/// layout pass (UIWindow+Environment.swift).
extension UIView {
    /// The view's rectangle and safe rectangle in window coordinates (nil outside a window).
    func safeAreaInWindow() -> (rect: CGRect, safe: CGRect)? {
        guard let window else { return nil }
        if self === window { return (window.bounds, window.bounds.inset(by: window.hostSafeAreaInsets)) }
        guard let parent = superview?.safeAreaInWindow() else { return nil }
        let own = convert(bounds, to: window)
        return (own, own.inset(by: Self.insets(of: own, in: parent, adding: viewController?.effectiveAdditionalSafeAreaInsets)))
    }

    var computedSafeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        // Nothing reserves any space: every view's safe area is its bounds (the common, fast case).
        if window.hostSafeAreaInsets == .zero, UIViewController.additionalInsetsInUse == 0 { return .zero }
        if self === window { return window.hostSafeAreaInsets }
        guard let parent = superview?.safeAreaInWindow() else { return .zero }
        return Self.insets(of: convert(bounds, to: window), in: parent, adding: viewController?.effectiveAdditionalSafeAreaInsets)
    }

    /// How far `rect`'s edges reach into the superview's unsafe bands (each 0 or more, at most the rect's
    /// size), plus `extra`. An edge where the superview has no inset has no band: a view sticking out of
    /// its superview (the photo browser's 340 pt pager in a 320 pt window) gets nothing for that.
    static func insets(of rect: CGRect, in parent: (rect: CGRect, safe: CGRect), adding extra: UIEdgeInsets?) -> UIEdgeInsets {
        let e = extra ?? .zero
        let p = parent.rect, s = parent.safe
        func band(_ hasInset: Bool, _ v: CGFloat, _ limit: CGFloat) -> CGFloat { hasInset ? min(max(0, v), max(0, limit)) : 0 }
        return UIEdgeInsets(top: band(s.minY > p.minY, s.minY - rect.minY, rect.height) + e.top,
                            left: band(s.minX > p.minX, s.minX - rect.minX, rect.width) + e.left,
                            bottom: band(s.maxY < p.maxY, rect.maxY - s.maxY, rect.height) + e.bottom,
                            right: band(s.maxX < p.maxX, rect.maxX - s.maxX, rect.width) + e.right)
    }

    /// Makes `safeAreaLayoutGuide` on first use (declared in UIView's class body, so it can be overridden).
    func makeSafeAreaLayoutGuide() -> UILayoutGuide {
        if let guide = environment.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
        environment.safeAreaGuide = guide
        return guide
    }

    /// Makes `readableContentGuide` on first use (declared in UIView's class body, so it can be overridden).
    func makeReadableContentGuide() -> UILayoutGuide {
        if let guide = environment.readableGuide { return guide }
        let guide = UILayoutGuide(kind: .readableContent, owner: self, identifier: "UIViewReadableContentGuide")
        environment.readableGuide = guide
        return guide
    }

    /// The widest a readable content guide gets. UIKit derives it from the Dynamic Type size and does not
    /// publish it; 672 pt is its measured width at the default size (Large) on iPad, where it shows.
    public static let readableContentWidth: CGFloat = 672

    /// When true (the default, as on iOS), the layout margins are measured from the safe area's edges,
    /// so content pinned to the margins stays inside the safe area ("insetsLayoutMarginsFromSafeArea").
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { environment.insetsLayoutMarginsFromSafeArea }
        set {
            guard newValue != environment.insetsLayoutMarginsFromSafeArea else { return }
            environment.insetsLayoutMarginsFromSafeArea = newValue
            if safeAreaInsets != .zero {
                layoutMarginsDidChangeForConstraints()
                layoutMarginsDidChange()
            }
        }
    }

    /// The insets the margins guide and margin attributes use: `layoutMargins`, measured from the safe
    /// area when `insetsLayoutMarginsFromSafeArea` (`layoutMargins` itself reads what was set).
    var effectiveLayoutMargins: UIEdgeInsets {
        let m = layoutMargins
        guard environment.insetsLayoutMarginsFromSafeArea else { return m }
        let s = safeAreaInsets
        guard s != .zero else { return m }
        return UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
    }

    /// The safe area changed: constraints that read it (guides, margins) are rebuilt, the view lays out
    /// again, and a scroll view recomputes `adjustedContentInset`.
    func safeAreaDidChangeForLayout() {
        if environment.safeAreaGuide != nil || environment.readableGuide != nil || environment.keyboardGuide != nil
            || environment.insetsLayoutMarginsFromSafeArea {
            if autoLayout != nil { layoutMarginsDidChangeForConstraints() }
        }
        setNeedsLayout()
        (self as? UIScrollView)?.adjustedInsetMayHaveChanged()
    }
}
