import Foundation

/// The root of a view tree, and the host's door into it (docs/ARCHITECTURE.md#the-host-api).
///
/// `send` delivers touches; `tick` advances the clock and runs one frame: timers and display links
/// (which drive scroll physics), gesture time-outs, animation completions, then the layout pass.
///
/// A window is visible from creation (`isHidden` is false; on iOS a window starts hidden until
/// `makeKeyAndVisible`), so hosts and tests need not show it. Hiding and showing it sends its root
/// view controller's appearance callbacks (UIViewController+Appearance.swift).
@preconcurrency @MainActor
open class UIWindow: UIView {
    lazy var pipeline = TouchDeliveryPipeline(window: self)
    /// The frame pipeline that runs this window's frames: input, tick, display, tiles, composite,
    /// present (FramePipeline). Hosts run whole frames through it; `tick(timestamp:)` is its tick stage.
    public private(set) lazy var framePipeline = FramePipeline(window: self)
    /// The scroll view the wheel last moved: the keyboard scrolls it too.
    weak var lastPointerScrollView: UIScrollView?
    /// The window's keyboard, made when a first responder first comes or goes (Keyboard/).
    var softwareKeyboardStorage: SoftwareKeyboard?

    /// The host context this window belongs to: the one current when it was made (a host makes its
    /// own current while it makes its window). The window makes it current while it handles input
    /// and runs frames, so its views, timers and animations use that host's clock, scheduler, screen
    /// and first responder (docs/ARCHITECTURE.md#one-host-context).
    public let hostContext: HostContext = .current

    /// A window with `frame`, visible at once (unlike iOS, see above) and registered for screen changes.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        hostContext.uikit.windows.append(WeakWindow(self))
        hostContext.uikit.windows.removeAll { $0.value == nil }
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// A window held weakly, in its host's window list (UIKitHostState.windows), so a screen change reaches it.
    struct WeakWindow {
        weak var value: UIWindow?
        init(_ value: UIWindow) { self.value = value }
    }

    /// The root view controller's view fills the window. Replacing it on a shown window sends the old
    /// controller's `viewWillDisappear` and then the new one's `viewWillAppear`, swaps the views, and
    /// sends `viewDidDisappear`/`viewDidAppear` after the next frame's layout pass.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            let shown = !isHidden
            if shown, let old = oldValue { beginAppearance(of: old, appearing: false) }
            if let vc = rootViewController {
                vc.loadViewIfNeeded()
                if shown { beginAppearance(of: vc, appearing: true) }
            }
            if let oldView = oldValue?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            updateStatusBarAppearance()
            guard let vc = rootViewController else { return environmentDidChange() }
            vc.view.frame = bounds
            vc.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(vc.view)
            environmentDidChange()
        }
    }

    /// The screen the window is on; changing it updates the window's traits.
    open var screen: UIScreen = .main {
        didSet { if screen !== oldValue { environmentDidChange() } }
    }

    /// The host's safe area (status bar, rounded corners, home indicator); zero unless the host sets it.
    /// Views and view controllers inside get the part they overlap (`UIView.safeAreaInsets`); a change
    /// reaches them at the next layout pass (`safeAreaInsetsDidChange`). Non-finite values become 0.
    open override var safeAreaInsets: UIEdgeInsets {
        get { hostSafeAreaInsets }
        set {
            let insets = newValue.finite
            guard insets != deviceSafeAreaInsets else { return }
            deviceSafeAreaInsets = insets
            applyStatusBarToSafeArea()
        }
    }
    /// The safe area in effect: the host's, plus what a shown status bar reserves (UIWindow+StatusBar.swift).
    var hostSafeAreaInsets = UIEdgeInsets.zero
    /// The insets the host set (the device's), before the status bar's part.
    var deviceSafeAreaInsets = UIEdgeInsets.zero

    // MARK: Status bar (UIWindow+StatusBar.swift)

    /// The status bar the host simulates for this window; nil (the default) is a desktop window
    /// with none, where the view controllers' status bar preferences are only resolved and stored.
    public var simulatedStatusBar: SimulatedStatusBar? {
        didSet {
            guard simulatedStatusBar != oldValue else { return }
            applyStatusBarToSafeArea()
            syncStatusBarView()
        }
    }
    /// What the view controllers asked for, as last resolved.
    var statusBarState = StatusBarState()
    /// The drawn status bar while the host simulates one (UIWindow+StatusBarDrawing.swift).
    var statusBarView: StatusBarView?

    /// Showing or hiding a window sends its root view controller's appearance callbacks.
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { visibilityDidChange() } }
    }

    /// The window's scene (`windowScene`, Scenes/UIWindowScene.swift), weak as on iOS.
    weak var sceneStorage: UIWindowScene?
    /// Whether this window is the key window (set by `makeKeyAndVisible()`).
    public private(set) var isKeyWindow = false
    /// Shows the window, makes it key and adds it to `UIApplication.shared.windows` (last, as the newest).
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        UIApplication.shared.windows.removeAll { $0 === self }
        UIApplication.shared.windows.append(self)
    }

    /// The application: the end of the responder chain after the window.
    open override var next: UIResponder? { UIApplication.shared }
    /// The window itself, as on iOS.
    open override var window: UIWindow? { self }

    // MARK: Frame state (UIWindow+Environment.swift, UIViewController+Appearance.swift)

    /// Traits, safe areas or sizes may have changed: the next layout pass brings the tree up to date.
    var environmentNeedsUpdate = true
    /// The traits the tree last heard about (nil before the first layout pass).
    var lastTraits: UITraitCollection?
    /// Controllers whose appearance transition began since the last frame.
    var pendingAppearance: [UIViewController] = []
    /// A window resize's transition, from `viewWillTransition` until its animations are started.
    var pendingSizeTransition: UIViewControllerTransitionCoordinatorImpl?

    /// How long a host resize's transition animates (`UIViewControllerTransitionCoordinator`): 0, a
    /// desktop window follows the pointer; a host that simulates a device rotation may set UIKit's
    /// rotation length (0.4 s is the commonly measured iPhone value; Apple does not document it).
    public var sizeTransitionDuration: TimeInterval = 0

    open override var bounds: CGRect {
        willSet { sizeWillChange(to: newValue.size) }
    }

    override func boundsDidChange(from old: CGRect) {
        if bounds.size != old.size {
            sizeDidChange()
            softwareKeyboardStorage?.windowDidResize()
        }
    }

    /// Brings the tree's traits, safe areas and size transitions up to date (UIWindow+Environment.swift),
    /// then lays out as any view does.
    open override func layoutSubviews() {
        if environmentNeedsUpdate { updateEnvironment() }
        super.layoutSubviews()
    }

    // MARK: Host API

    /// Delivers one multi-touch event at a host timestamp (seconds, same clock as `tick`).
    public func send(_ touches: [TouchInput], timestamp: TimeInterval) {
        hostContext.run {
            pipeline.send(touches, timestamp: timestamp)
            updateKeyboardIfNeeded()
        }
    }

    /// One finger; `id` defaults to 0.
    public func sendTouch(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval, id: Int = 0) {
        send([TouchInput(id: id, phase: phase, location: location)], timestamp: timestamp)
    }

    /// Advances the clock: timers, display links, animations, scroll physics, the keyboard, layout and
    /// display. Appearance transitions begun since the last frame get `viewIsAppearing` before the layout pass
    /// and `viewDidAppear`/`viewDidDisappear` after it.
    public func tick(timestamp: TimeInterval) {
        framePipeline.tick(timestamp: timestamp)
    }

    /// The tick stage's work (FramePipeline.tick).
    func runTickStage(timestamp: TimeInterval) {
        hostContext.run {
            let now = HostClock.advance(to: timestamp)
            hostContext.scheduler.fire(at: now)
            pipeline.timeDidAdvance(to: now)
            updateKeyboardIfNeeded()
            if !pendingAppearance.isEmpty { sendPendingIsAppearing() }
            layoutIfNeeded()
            if !pendingAppearance.isEmpty {
                endPendingAppearance()
                layoutIfNeeded()
            }
            // The frame's layer layout and the implicit transaction's commit (CATransaction).
            CATransaction.commitFrame()
        }
    }

    /// True while a finger is down or something animates: a host can stop ticking when false.
    public var needsFrames: Bool {
        pipeline.hasTouchesDown || hostContext.scheduler.hasPendingWork || !pendingAppearance.isEmpty
            || softwareKeyboardStorage?.needsUpdate == true
    }
}
