import Foundation

/// A window scene's status bar as it is now (UIKit's `UIStatusBarManager`, iOS 13): read it from
/// `windowScene.statusBarManager`. The values are those of the scene's key window (or its first
/// window), resolved from its view controllers (UIWindow+StatusBar.swift).
@preconcurrency @MainActor
open class UIStatusBarManager {
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) { self.scene = scene }

    private var window: UIWindow? { scene?.keyWindow ?? scene?.windows.first }

    /// The style the deciding view controller asked for (`.default` with no window).
    open var statusBarStyle: UIStatusBarStyle { window?.statusBarState.style ?? .default }
    /// Whether the deciding view controller asked for the status bar to be hidden.
    open var isStatusBarHidden: Bool { window?.statusBarState.isHidden ?? false }
    /// The bar's frame in the window (`UIWindow.statusBarFrame`): `.zero` while hidden or on a
    /// window without a simulated status bar.
    open var statusBarFrame: CGRect { window?.statusBarFrame ?? .zero }
}
