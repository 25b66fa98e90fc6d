import CoreGraphics
import Foundation

/// Drawing the simulated status bar: the window keeps a `StatusBarView` in step with
/// `simulatedStatusBar` and with the state its view controllers resolved (UIWindow+StatusBar.swift).
///
/// Above everything: the bar is not one of the window's `subviews` (apps and presentations that
/// walk them never meet it, and it takes no touches, as iOS's bar lives in a window of its own);
/// its layer is the window layer's last sublayer. A subview's layer is inserted at the subview's
/// index, which is always below it, so presentations, alerts, menus and the keyboard all stay
/// under the bar; each sync moves it back to the end should something add a layer after it.
///
/// Hiding and showing (Apple's `setNeedsStatusBarAppearanceUpdate()`: "If you call this method
/// within an animation block, the changes are animated along with the rest of the animation
/// block"): the change sets the bar's `alpha` (`.fade`, and `.none`, which never animates) or moves
/// it up by its height (`.slide`) through UIView's animatable properties, so inside `UIView.animate`
/// it animates with that block's duration and curve, and outside one it takes effect at once, as on
/// iOS. A push or pop that changes the answer changes the bar at once (iOS animates it with the
/// transition).
///
/// Colour: `.lightContent` draws white; `.darkContent` black; `.default` black, or white when the
/// window's traits are dark.
extension UIWindow {
    /// Makes, updates or removes the bar to match `simulatedStatusBar` and the resolved state:
    /// its frame across the top, its screen scale, its colour, its place above every other layer
    /// and, with `animateVisibility`, its hidden state (the animation the deciding controller chose).
    func syncStatusBarView(animateVisibility: Bool = false) {
        guard let bar = simulatedStatusBar else {
            statusBarView?.layer.removeFromSuperlayer()
            statusBarView = nil
            return
        }
        let view: StatusBarView
        if let existing = statusBarView {
            view = existing
        } else {
            view = StatusBarView(frame: .zero)
            statusBarView = view
            applyStatusBarVisibility(to: view, bar: bar)
        }
        view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: bar.height)
        view.center = CGPoint(x: bounds.width / 2, y: bar.height / 2)
        view.isNotched = !bar.reservesSafeArea
        if view.contentScaleFactor != screen.scale { view.contentScaleFactor = screen.scale }
        view.contentColor = statusBarContentColor
        if layer.sublayers?.last !== view.layer { layer.addSublayer(view.layer) }
        if animateVisibility { applyStatusBarVisibility(to: view, bar: bar) }
    }

    /// Hidden or shown as the state says, in the way its last change asked for.
    /// `.none` does not animate, even inside an animation block.
    private func applyStatusBarVisibility(to view: StatusBarView, bar: SimulatedStatusBar) {
        if statusBarState.lastUpdateAnimation == .none {
            UIView.performWithoutAnimation { setStatusBarVisibility(of: view, bar: bar) }
        } else {
            setStatusBarVisibility(of: view, bar: bar)
        }
    }

    private func setStatusBarVisibility(of view: StatusBarView, bar: SimulatedStatusBar) {
        let hidden = statusBarState.isHidden
        switch (hidden, statusBarState.lastUpdateAnimation) {
        case (true, .slide):
            view.transform = CGAffineTransform(translationX: 0, y: -bar.height)
        case (true, _):
            view.alpha = 0
        case (false, _):
            view.alpha = 1
            view.transform = .identity
        }
    }

    /// The colour the resolved style draws in (see the extension's documentation).
    var statusBarContentColor: UIColor {
        switch statusBarState.style {
        case .lightContent: return .white
        case .darkContent: return .black
        case .default: return traitCollection.userInterfaceStyle == .dark ? .white : .black
        }
    }
}
