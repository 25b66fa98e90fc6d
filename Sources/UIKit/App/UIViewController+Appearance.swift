/// Appearance callbacks: UIKit's state machine and when the window sends them.
///
/// States, from Apple's "Handling view-related notifications" (UIViewController documentation):
/// disappeared → appearing → appeared → disappearing → disappeared; an appearing controller may turn
/// to disappearing before it appeared, and back. `beginAppearanceTransition(_:animated:)` sends the
/// will-callback and `endAppearanceTransition()` the did-callback, as UIKit's public methods of the
/// same names do for containers.
///
/// When (ScrollKit's frame model; iOS leaves the exact timing to its run loop):
/// - `viewWillAppear` when the view joins a visible window (`rootViewController` set on a shown window,
///   `makeKeyAndVisible`/`isHidden = false` on a window that has one, a child's view added to a view in
///   a shown window); `viewWillDisappear` when it leaves (root replaced, window hidden, view removed).
/// - `viewIsAppearing` and then `viewDidAppear`/`viewDidDisappear` at the window's next `tick`: the
///   first before that frame's layout pass, the others after it, so `viewDidAppear` follows the first
///   `viewDidLayoutSubviews` as on iOS ("viewIsAppearing(_:)": after the view is added and laid out).
/// - Replacing the root view controller interleaves as UIKit's container transitions do
///   (`transition(from:to:duration:options:animations:completion:)`): old `viewWillDisappear`, new
///   `viewWillAppear`, views swapped, then at the next frame old `viewDidDisappear`, new `viewDidAppear`.
/// - A parent sends each callback to itself first, then to the children whose views are in its view's
///   tree (`shouldAutomaticallyForwardAppearanceMethods`).
extension UIViewController {
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    /// Sends `viewWillAppear` (true) or `viewWillDisappear` (false) if the state allows it, then
    /// forwards to the children. A container that does not forward automatically calls this itself.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        default: return
        }
        viewIfLoaded?.window?.updateStatusBarAppearance()   // a transition began: the status bar's decider may change
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenInViewTree { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Sends `viewDidAppear` or `viewDidDisappear` for a transition that `beginAppearanceTransition` began.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        default: return
        }
        viewIfLoaded?.window?.updateStatusBarAppearance()
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenInViewTree { child.endAppearanceTransition() }
    }

    /// `viewIsAppearing` for a controller (and its forwarded children) still appearing.
    func sendIsAppearing() {
        guard appearance == .appearing else { return }
        viewIsAppearing(appearanceAnimated)
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenInViewTree { child.sendIsAppearing() }
    }

    /// Children whose views are inside this controller's view: the ones appearance is forwarded to.
    var childrenInViewTree: [UIViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }

    /// The nearest controller above this one whose view tree holds this one's view (nil: a root).
    var appearanceParent: UIViewController? {
        guard let parent, let mine = viewIfLoaded, let theirs = parent.viewIfLoaded, mine.isDescendant(of: theirs) else { return nil }
        return parent
    }

    /// Whether this controller's view is in a window that is shown.
    var isInVisibleWindow: Bool {
        guard let window = viewIfLoaded?.window else { return false }
        return !window.isHidden
    }
}

extension UIWindow {
    /// Begins a transition for `controller` and queues its end for the next frame.
    func beginAppearance(of controller: UIViewController, appearing: Bool) {
        let before = controller.appearance
        controller.beginAppearanceTransition(appearing, animated: false)
        guard controller.appearance != before else { return }
        if !pendingAppearance.contains(where: { $0 === controller }) { pendingAppearance.append(controller) }
    }

    /// Called by `tick` before its layout pass: `viewIsAppearing` for controllers appearing.
    func sendPendingIsAppearing() {
        for controller in pendingAppearance { controller.sendIsAppearing() }
    }

    /// Called by `tick` after its layout pass: the did-callbacks of the transitions begun since the last frame.
    func endPendingAppearance() {
        let controllers = pendingAppearance
        pendingAppearance.removeAll()
        for controller in controllers { controller.endAppearanceTransition() }
    }

    /// The window was shown or hidden: its root view controller appears or disappears.
    func visibilityDidChange() {
        guard let root = rootViewController else { return }
        beginAppearance(of: root, appearing: !isHidden)
    }
}

extension UIView {
    /// Called after the view (and its subtree) joined a new superview or left its superview: the view
    /// controllers whose views are in the subtree appear or disappear with it, and the safe area of the
    /// window it now belongs to is brought up to date at the next layout pass.
    func didMoveInViewTree(from oldWindow: UIWindow?) {
        let newWindow = window
        newWindow?.environmentDidChange()
        guard newWindow !== oldWindow else { return }
        let visible = newWindow.map { !$0.isHidden } ?? false
        // The topmost controllers of the subtree; the state machine forwards to their children.
        func visit(_ view: UIView) {
            if let controller = view.viewController {
                // A container that does not forward appearance automatically (UIPageViewController)
                // sends its children's callbacks itself, as UIKit leaves them to such containers.
                if let parent = controller.parent, !parent.shouldAutomaticallyForwardAppearanceMethods { return }
                // A root view controller's transitions are driven by its window (rootViewController).
                if controller.appearanceParent != nil || !(view.superview is UIWindow) {
                    (newWindow ?? oldWindow)?.beginAppearance(of: controller, appearing: visible)
                }
                return
            }
            view.subviews.forEach(visit)
        }
        visit(self)
    }
}
