import Foundation

/// A scene that shows windows (UIKit's `UIWindowScene`): each host window is one, on its screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's windows are on.
    open var screen: UIScreen = .main
    /// The scene's windows, oldest first (`UIWindow(windowScene:)` adds one; held weakly, as the app owns them).
    open var windows: [UIWindow] { windowRefs.compactMap(\.window) }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    /// The screen's traits.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// The scene's status bar (StatusBar/UIStatusBarManager.swift).
    public private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager(scene: self)

    private struct WeakWindow { weak var window: UIWindow? }
    private var windowRefs: [WeakWindow] = []

    func add(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        windowRefs.append(WeakWindow(window: window))
    }
}

/// The delegate of a window scene (UIKit's `UIWindowSceneDelegate`): holds the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; the delegate makes it in `scene(_:willConnectTo:options:)`.
    var window: UIWindow? { get set }
}

extension UIWindow {
    /// A window in `windowScene`, as large as the scene's screen (iOS 13's initializer; the template's
    /// scene delegate uses it).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        screen = windowScene.screen
        self.windowScene = windowScene
    }

    /// The scene the window is in; setting it moves the window to that scene's screen.
    public var windowScene: UIWindowScene? {
        get { sceneStorage }
        set {
            sceneStorage = newValue
            if let newValue {
                newValue.add(self)
                if screen !== newValue.screen { screen = newValue.screen }
            }
        }
    }
}
