/// Adding, removing and reordering subviews. Every operation keeps the layer tree in the same order.
extension UIView {
    func _addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` (clamped to the valid range). Adding a view to itself or to one of its
    /// own descendants would make a cycle: it is refused with a message and the tree is unchanged.
    func _insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            Log.uikit.warning("cannot add \(type(of: view)) as a subview of itself or of its own descendant; refused, the view tree is unchanged")
            return
        }
        let oldWindow = view.window
        if view.superview !== self { view.willMove(toSuperview: self) }
        if oldWindow !== window { view.willMoveToWindowRecursively(window) }
        // An inherited tint is announced only when the move changes it (building a tree bottom-up
        // must not redraw every view that draws with its tint).
        let tintBefore = view.storedTintColor == nil ? view.effectiveTintColor : nil
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            _subviews.remove(at: current)
        } else {
            view.detachFromSuperview()
        }
        let i = min(max(index, 0), subviews.count)
        _subviews.insert(view, at: i)
        view._superview = self
        AutoLayoutCycle.viewDidMoveToSuperview(view)  // Auto Layout: the new root's engine rebuilds
        layer.insertSublayer(view.layer, at: UInt32(i))
        view.setNeedsLayout()
        setNeedsLayout()
        if oldWindow !== window { view.didMoveToWindowRecursively() }
        if let oldWindow, oldWindow !== window { view.firstResponderMayHaveLeft(oldWindow) }
        view.didMoveInViewTree(from: oldWindow)  // appearance, safe area (App/UIWindow+Environment.swift)
        if let tintBefore, view.effectiveTintColor != tintBefore { view.inheritedTintMayHaveChanged() }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    func _insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let currentIndex = subviews.firstIndex { $0 === view }
        insertSubview(view, at: currentIndex.map { $0 < i ? i : i + 1 } ?? i + 1)
    }

    func _insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        let currentIndex = subviews.firstIndex { $0 === view }
        insertSubview(view, at: currentIndex.map { $0 < i ? i - 1 : i } ?? i)
    }

    func _bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    func _sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    func _exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        _subviews.swapAt(index1, index2)
        rebuildSublayerOrder()
    }

    func _removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { willMoveToWindowRecursively(nil) }
        detachFromSuperview()
        AutoLayoutCycle.viewDidBecomeRoot(self)  // Auto Layout: the subtree solves on its own now
        if let oldWindow {
            didMoveToWindowRecursively()
            firstResponderMayHaveLeft(oldWindow)
        }
        didMoveInViewTree(from: oldWindow)  // appearance (App/UIWindow+Environment.swift)
        didMoveToSuperview()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        AutoLayoutCycle.viewWillLeaveSuperview(self)  // Auto Layout: drops constraints to the old tree
        parent.willRemoveSubview(self)
        parent._subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        _superview = nil
        parent.setNeedsLayout()
    }

    private func rebuildSublayerOrder() {
        for (i, view) in subviews.enumerated() { layer.insertSublayer(view.layer, at: UInt32(i)) }
    }

    /// `willMove(toWindow:)` for the view, then for its subviews (top down, as didMoveToWindow).
    private func willMoveToWindowRecursively(_ newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for view in subviews { view.willMoveToWindowRecursively(newWindow) }
    }

    private func didMoveToWindowRecursively() {
        // The backing store follows the new window's screen before the view hears of the move (UIView+ScreenScale).
        if let window { followOwnScreenScale(window.screen.scale) }
        // UIAppearance: the recorded values, once, when the view first joins a window.
        if window != nil { applyAppearanceOnce() }
        didMoveToWindow()
        for view in subviews { view.didMoveToWindowRecursively() }
    }

    func _isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// `viewWithTag(_:)`: depth-first search of the receiver and its descendants, the receiver first, as on iOS.
    func _viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    // Hooks, as on iOS.
    func _didAddSubview(_ subview: UIView) {}
    func _willRemoveSubview(_ subview: UIView) {}
    func _didMoveToSuperview() {}
    func _didMoveToWindow() {}
}
