import Foundation

/// What the window's status bar shows, as resolved from its view controllers.
struct StatusBarState: Equatable {
    var isHidden = false
    var style = UIStatusBarStyle.default
    /// The animation the deciding controller asked for at the last change of `isHidden`.
    var lastUpdateAnimation = UIStatusBarAnimation.none
}

/// The window's status bar: which view controller decides it, as on iOS, and the safe area it reserves.
///
/// Who decides (Apple's documentation of `childForStatusBarStyle`/`…Hidden` and
/// `modalPresentationCapturesStatusBarAppearance`): start at the root view controller; while it
/// presents a controller full screen (or one that captures the status bar appearance), go to the
/// presented one; then, while the controller names a child for the status bar, go to that child.
/// Style and hidden are followed separately (`childForStatusBarStyle`, `childForStatusBarHidden`).
///
/// When (iOS re-queries on transitions and on `setNeedsStatusBarAppearanceUpdate()`, not every
/// frame): the window resolves again when a root view controller is set, when an appearance
/// transition begins or ends (a push, a pop, a presentation, a dismissal), and when a controller
/// calls `setNeedsStatusBarAppearanceUpdate()`. Changing an override's answer without that call
/// changes nothing, as on iOS.
///
/// The safe area: on a `SimulatedStatusBar` that `reservesSafeArea` (a home-button phone) the top
/// inset is the bar's height while it shows and the device's (0) while hidden; on a notched phone
/// the inset stays. The window draws the bar when the host simulates one
/// (UIWindow+StatusBarDrawing.swift); hosts and tests also read it through
/// `windowScene?.statusBarManager` or `statusBarFrame`.
extension UIWindow {
    /// The controller whose answer decides, following `child` from the root as described above.
    func statusBarDecider(following child: (UIViewController) -> UIViewController?) -> UIViewController? {
        guard var controller = rootViewController else { return nil }
        var steps = 0
        // Bounded: a controller naming itself or a cycle of children must not hang the window.
        while steps < 64 {
            steps += 1
            if let presented = controller.presentedViewController, presented.capturesStatusBarAppearance {
                controller = presented
            } else if let next = child(controller), next !== controller {
                controller = next
            } else {
                break
            }
        }
        return controller
    }

    /// Asks the deciding controllers again and applies the answer (safe area included).
    func updateStatusBarAppearance() {
        var state = statusBarState
        let hiddenDecider = statusBarDecider { $0.childForStatusBarHidden }
        let hidden = hiddenDecider?.prefersStatusBarHidden ?? false
        if hidden != state.isHidden {
            state.lastUpdateAnimation = hiddenDecider?.preferredStatusBarUpdateAnimation ?? .none
        }
        state.isHidden = hidden
        state.style = statusBarDecider { $0.childForStatusBarStyle }?.preferredStatusBarStyle ?? .default
        guard state != statusBarState else { return }
        statusBarState = state
        applyStatusBarToSafeArea()
        syncStatusBarView(animateVisibility: true)
    }

    /// The safe area in effect: the device's, with a shown status bar's height at the top when the
    /// bar reserves the safe area (see the type's documentation).
    func applyStatusBarToSafeArea() {
        var insets = deviceSafeAreaInsets
        if let bar = simulatedStatusBar, bar.reservesSafeArea, !statusBarState.isHidden {
            insets.top = max(insets.top, bar.height)
        }
        guard insets != hostSafeAreaInsets else { return }
        hostSafeAreaInsets = insets
        environmentDidChange()
    }

    /// The status bar's frame in the window: the top `simulatedStatusBar.height` points across the
    /// window while it shows; `.zero` while hidden or when the window has no status bar.
    public var statusBarFrame: CGRect {
        guard let bar = simulatedStatusBar, !statusBarState.isHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: bounds.width, height: bar.height)
    }
}

extension UIViewController {
    /// Updates the status bar from the view controllers' current answers (`prefersStatusBarHidden`,
    /// `preferredStatusBarStyle` and the `childFor…` properties). Call it after their answers change;
    /// inside an animation block the drawn bar fades or slides with the block (a safe-area change
    /// takes effect at the next layout pass).
    public func setNeedsStatusBarAppearanceUpdate() {
        viewIfLoaded?.window?.updateStatusBarAppearance()
    }

    /// Whether this controller, when presented, decides the status bar instead of its presenter:
    /// full-screen presentations do, others only with `modalPresentationCapturesStatusBarAppearance`.
    var capturesStatusBarAppearance: Bool {
        switch modalPresentationStyle {
        case .fullScreen, .overFullScreen: return true
        default: return modalPresentationCapturesStatusBarAppearance
        }
    }
}
