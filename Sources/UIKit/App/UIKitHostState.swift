import QuartzCore

/// UIKit's part of a host context (QuartzCore's `HostContext`, docs/ARCHITECTURE.md#one-host-context):
/// what iOS keeps once per app and ScrollKit keeps once per host, so two hosts in one process (two
/// `HeadlessHost`s in a test, or each test in a scope of its own) never see each other's.
///
/// Reached through `HostContext.uikit`: from a window through `UIWindow.hostContext`, from code with
/// no window through `HostContext.current`. The façades iOS code uses (`UIScreen.main`,
/// `UIApplication.shared`, `isFirstResponder`, `UIView.animate`) read it, so that code is unchanged.
@MainActor
final class UIKitHostState {
    /// The context this state belongs to (it holds this state).
    unowned let context: HostContext
    /// `UIScreen.main`: the host sizes it.
    lazy var screen = UIScreen(in: context)
    /// `UIApplication.shared`: the delegate, the key windows, the scenes.
    lazy var application = UIApplication()
    /// The one first responder of the host's windows (UIResponder+FirstResponder.swift); weak, as the
    /// responder belongs to its view tree.
    weak var firstResponder: UIResponder?
    /// Every live window of the host, so a screen change reaches them (weak: windows are owned by
    /// their users).
    var windows: [UIWindow.WeakWindow] = []
    /// The open `UIView.animate` blocks, innermost last; nil entries are `performWithoutAnimation`.
    var animationStack: [AnimationContext?] = []
    /// `UIView.areAnimationsEnabled`.
    var animationsEnabled = true
    /// The view controllers made in this host that may still be alive, oldest first: they hear
    /// `simulateMemoryWarning()` of this host's application.
    var controllersHearingWarnings: [WeakController] = []
    /// A memory warning is being delivered (one arriving meanwhile is dropped).
    var deliveringMemoryWarning = false

    /// A constraint was activated in this host (a one-way latch): until then the view hierarchy's
    /// Auto Layout hooks skip their subtree walks (AutoLayoutCycle.isInUse(around:)).
    var autoLayoutInUse = false

    /// A view controller, held weakly so the warning list keeps none of them alive.
    struct WeakController {
        weak var controller: UIViewController?
    }

    init(context: HostContext) { self.context = context }
}

extension HostContext {
    /// UIKit's state for this host, made on first use.
    var uikit: UIKitHostState { attachment { UIKitHostState(context: self) } }
}
