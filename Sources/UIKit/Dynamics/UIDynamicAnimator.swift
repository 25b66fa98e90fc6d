import Foundation

/// Told when a dynamic animator starts moving its items again and when they all come to rest.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator is about to step again (a behaviour was added or removed, or a velocity was given).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Every item has been at rest for 0.1 s of simulated time; the animator stopped stepping.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

/// Both methods are optional, as in Objective-C.
extension UIDynamicAnimatorDelegate {
    /// Does nothing by default.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing by default.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// Runs physics behaviours (gravity, collision, snap, push, attachment) on the views of a reference view.
///
/// Stepped on the host clock: while running, a `CADisplayLink` fires once per `UIWindow.tick`, and the
/// animator advances its fixed 1/120 s semi-implicit Euler steps (DynamicsWorld.swift) up to the frame's
/// timestamp. The first frame after resuming only records the time. It pauses (and tells its delegate)
/// when every item has been still for 0.1 s, and resumes when behaviours change or a velocity is added.
@preconcurrency @MainActor
public class UIDynamicAnimator {
    /// The view whose bounds are the coordinate space (and collision boundary) of the simulation.
    public private(set) weak var referenceView: UIView?
    /// The behaviours added with `addBehavior(_:)` (children are reached through `childBehaviors`).
    public private(set) var behaviors: [UIDynamicBehavior] = []
    /// Told when the animator resumes and pauses.
    public weak var delegate: UIDynamicAnimatorDelegate?
    /// True while the animator steps its items on each frame.
    public private(set) var isRunning = false
    /// Simulated seconds since the animator first ran (it does not advance while paused).
    public private(set) var elapsedTime: TimeInterval = 0

    /// Longest catch-up after a stalled host (1/4 s); beyond it, time is dropped instead of stepped.
    static let maximumStepsPerFrame = 30

    lazy var world = DynamicsWorld(animator: self)
    private var link: CADisplayLink?
    private var lastTimestamp: CFTimeInterval?
    private var leftover: CFTimeInterval = 0

    /// An animator for the views inside `referenceView` (their centres are in its bounds' coordinates).
    public init(referenceView: UIView) {
        self.referenceView = referenceView
    }

    /// Adds a behaviour (and its children) and resumes. A behaviour already in an animator is ignored.
    public func addBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.dynamicAnimator == nil, behavior.parentBehavior == nil else { return }
        behaviors.append(behavior)
        behavior.setAnimator(self)
        behaviorsDidChange()
    }

    /// Removes a behaviour added with `addBehavior(_:)`; its items keep their place and stop being driven by it.
    public func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.setAnimator(nil)
        behaviorsDidChange()
    }

    /// Removes every behaviour; the items stop where they are.
    public func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items of the animator's behaviours whose frames overlap `rect` (reference view coordinates).
    public func items(in rect: CGRect) -> [UIDynamicItem] {
        world.orderedItems(allBehaviors).filter { item in
            let half = CGSize(width: item.bounds.width / 2, height: item.bounds.height / 2)
            let frame = CGRect(x: item.center.x - half.width, y: item.center.y - half.height,
                               width: item.bounds.width, height: item.bounds.height)
            return frame.overlaps(rect)
        }
    }

    /// Re-reads an item's state after the app changed it; the next step starts from its current centre.
    public func updateItem(usingCurrentState item: UIDynamicItem) {
        world.existingBody(for: item)?.position = item.center
        resume()
    }

    var allBehaviors: [UIDynamicBehavior] { behaviors.flatMap(\.flattened) }

    func behaviorsDidChange() {
        if allBehaviors.isEmpty { pause() } else { resume() }
    }

    /// Starts stepping (if not already) and tells the delegate.
    func resume() {
        world.resetRest()
        guard !isRunning, !allBehaviors.isEmpty else { return }
        isRunning = true
        lastTimestamp = nil
        leftover = 0
        delegate?.dynamicAnimatorWillResume(self)
        let link = CADisplayLink { [weak self] link in
            guard let self else { link.invalidate(); return }
            self.frame(at: link.timestamp)
        }
        self.link = link
        link.add()
    }

    private func pause() {
        guard isRunning else { return }
        isRunning = false
        link?.invalidate()
        link = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// One host frame: as many fixed steps as fit between the previous frame and this one.
    private func frame(at timestamp: CFTimeInterval) {
        defer { lastTimestamp = timestamp }
        guard let last = lastTimestamp, timestamp > last else { return }
        leftover += timestamp - last
        let h = CFTimeInterval(DynamicsWorld.step)
        // A thousandth of a step absorbs timestamps like n/60 that are not exact in binary.
        var steps = Int((leftover / h + 1e-3).rounded(.down))
        leftover = max(0, leftover - Double(steps) * h)
        if steps > Self.maximumStepsPerFrame { steps = Self.maximumStepsPerFrame; leftover = 0 }
        for _ in 0..<steps {
            elapsedTime += h
            if world.advance(allBehaviors) { pause(); return }
            if !isRunning { return }   // an action removed every behaviour
        }
    }
}
