/// The root of a view tree, and the host's door into it (ARCHITECTURE.md, host and test API).
///
/// `send` delivers touches; `tick` advances the clock and runs one frame: timers and display links
/// (which drive scroll physics), gesture time-outs, animation completions, then the layout pass.
@MainActor
open class UIWindow: UIView {
    lazy var pipeline = TouchDeliveryPipeline(window: self)
    /// The scroll view the wheel last moved: the keyboard scrolls it too.
    weak var lastPointerScrollView: UIScrollView?

    public var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            guard let vc = rootViewController else { return }
            vc.view.frame = bounds
            vc.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(vc.view)
        }
    }

    /// The host's safe area (status bar, rounded corners); zero unless the host sets it. Scroll views
    /// add the part they overlap to `adjustedContentInset`.
    public var safeAreaInsets: UIEdgeInsets = .zero

    public private(set) var isKeyWindow = false
    public func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        UIApplication.shared.windows.removeAll { $0 === self }
        UIApplication.shared.windows.append(self)
    }

    open override var next: UIResponder? { UIApplication.shared }
    open override var window: UIWindow? { self }

    // MARK: Host API

    /// Delivers one multi-touch event at a host timestamp (seconds, same clock as `tick`).
    public func send(_ touches: [TouchInput], timestamp: TimeInterval) {
        pipeline.send(touches, timestamp: timestamp)
    }

    /// One finger; `id` defaults to 0.
    public func sendTouch(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval, id: Int = 0) {
        send([TouchInput(id: id, phase: phase, location: location)], timestamp: timestamp)
    }

    /// Advances the clock: timers, display links, animations, scroll physics, layout and display.
    public func tick(timestamp: TimeInterval) {
        let now = HostClock.advance(to: timestamp)
        HostScheduler.shared.fire(at: now)
        pipeline.timeDidAdvance(to: now)
        layoutIfNeeded()
    }

    /// True while a finger is down or something animates: a host can stop ticking when false.
    public var needsFrames: Bool { pipeline.hasTouchesDown || HostScheduler.shared.hasPendingWork }
}
