import Foundation

/// UIAppearance, minimally: `UIView.appearance()` records property values for a view class, and
/// every view of that class (or a subclass) takes them when it first joins a window, as on iOS,
/// and a later set on the view wins, as a set after joining the window does on iOS. The values of a base class are applied before a subclass's.
///
/// The proxy is a `UIAppearanceProxy` rather than the class itself: `UIView.appearance()` returns an
/// object typed as the view on iOS, which Swift on Linux cannot make without creating a view (and many
/// views' `init?(coder:)` trap). Any writable property reads and writes through it
/// (`UINavigationBar.appearance().tintColor = .red`, `UIView.appearance().semanticContentAttribute =
/// .forceRightToLeft`); reading gives the recorded value or nil. Not supported:
/// `appearance(whenContainedInInstancesOf:)`, `appearance(for:)` trait variants, and reapplying to
/// views already in a window.
@preconcurrency @MainActor
@dynamicMemberLookup
public final class UIAppearanceProxy<View: UIView> {
    init() {}

    /// What was recorded, per property, in the order first set: the value and how to apply it.
    fileprivate var settings: [(key: AnyKeyPath, value: Any, apply: (UIView) -> Void)] = []

    /// A property of every `View`: reading gives the recorded value (nil when none), writing records
    /// it for the views that join a window from now on.
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<View, T>) -> T? {
        get { settings.last { $0.key == keyPath }?.value as? T }
        set {
            settings.removeAll { $0.key == keyPath }
            guard let newValue else { return }
            settings.append((key: keyPath, value: newValue, apply: { view in
                if let view = view as? View { view[keyPath: keyPath] = newValue }
            }))
        }
    }
}

/// Classes whose look can be set for all their instances at once (views, as on iOS).
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

extension UIView: UIAppearance {}

extension UIAppearance where Self: UIView {
    /// The appearance proxy of this class: properties set on it are given to every view of the class
    /// (and its subclasses) when the view first joins a window; setting one to nil forgets it.
    public static func appearance() -> UIAppearanceProxy<Self> {
        AppearanceRegistry.proxy(for: Self.self)
    }
}

extension UIView {

    /// Applies the recorded appearance once, when the view first joins a window: base classes first.
    func applyAppearanceOnce() {
        guard !AppearanceRegistry.proxies.isEmpty, !layoutDirectionState.appearanceApplied else { return }
        layoutDirectionState.appearanceApplied = true
        var chain: [AnyClass] = []
        var cls: AnyClass? = type(of: self)
        while let c = cls {
            chain.append(c)
            if c == UIView.self { break }
            cls = _getSuperclass(c)
        }
        for c in chain.reversed() {
            guard let settings = AppearanceRegistry.proxies[ObjectIdentifier(c)]?.settings() else { continue }
            for apply in settings { apply(self) }
        }
    }
}

/// The proxies made so far, by class.
@MainActor
enum AppearanceRegistry {
    struct Entry {
        let proxy: AnyObject
        let settings: () -> [(UIView) -> Void]
    }
    static var proxies: [ObjectIdentifier: Entry] = [:]

    static func proxy<View: UIView>(for type: View.Type) -> UIAppearanceProxy<View> {
        if let entry = proxies[ObjectIdentifier(type)], let proxy = entry.proxy as? UIAppearanceProxy<View> { return proxy }
        let proxy = UIAppearanceProxy<View>()
        proxies[ObjectIdentifier(type)] = Entry(proxy: proxy, settings: { [proxy] in proxy.settings.map(\.apply) })
        return proxy
    }
}
