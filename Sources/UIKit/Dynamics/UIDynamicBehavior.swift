import Foundation

/// The base of every dynamic behaviour: a node in a tree of behaviours that a `UIDynamicAnimator`
/// runs. Subclasses (gravity, collision, snap, push, attachment, item properties) contribute
/// accelerations and constraints through internal hooks the animator calls once per fixed step.
@preconcurrency @MainActor
open class UIDynamicBehavior {
    /// The behaviours added with `addChildBehavior(_:)`; the animator runs them with their parent.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called on every simulation step (1/120 s of simulated time), after the items moved.
    open var action: (() -> Void)?
    /// The animator this behaviour (or its root ancestor) was added to; nil while not running.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    weak var parentBehavior: UIDynamicBehavior?

    /// A behaviour with no children and no action.
    public init() {}

    /// Adds a child run together with this behaviour. Adding a behaviour already in a tree does nothing.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, behavior.parentBehavior == nil, behavior.dynamicAnimator == nil else { return }
        childBehaviors.append(behavior)
        behavior.parentBehavior = self
        if let animator = dynamicAnimator { behavior.setAnimator(animator) }
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Removes a child added with `addChildBehavior(_:)`; other behaviours are ignored.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parentBehavior = nil
        behavior.setAnimator(nil)
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Called just before the behaviour is added to (non-nil) or removed from (nil) an animator.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    func setAnimator(_ animator: UIDynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.setAnimator(animator) }
    }

    /// This behaviour and its descendants, parents first.
    var flattened: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }

    // MARK: Hooks the animator calls (DynamicsWorld.swift)

    /// The items this behaviour moves or constrains.
    var dynamicItems: [UIDynamicItem] { [] }
    /// Adds this behaviour's acceleration (pt/s²) for one body, before integration.
    func accelerate(_ body: DynamicBody, in world: DynamicsWorld) {}
    /// Corrects positions/velocities after integration (collisions, rigid attachments).
    func constrain(_ body: DynamicBody, in world: DynamicsWorld) {}
    /// Resolves contacts between items after the per-item constraints (UICollisionBehavior).
    func solveContacts(in world: DynamicsWorld) {}
    /// Reports this step's contacts after the items moved (UICollisionBehavior's delegate).
    func reportContacts(in world: DynamicsWorld) {}
}

extension UIDynamicBehavior {
    /// What every item-holding behaviour's `addItem(_:)` does: adds `item` to `items` once and wakes
    /// the animator; returns whether it was added.
    @discardableResult
    func insertItem(_ item: UIDynamicItem, into items: inout [UIDynamicItem]) -> Bool {
        guard !items.contains(where: { $0 === item }) else { return false }
        items.append(item)
        dynamicAnimator?.resume()
        return true
    }
}
