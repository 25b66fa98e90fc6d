/// Bringing a window's tree up to date with its environment: traits, safe areas and size transitions.
///
/// Changes only mark the window (`environmentDidChange`): the host's safe area, the window's size or
/// screen, a view controller's `additionalSafeAreaInsets`, a root view controller, a view joining or
/// moving in the tree. The next layout pass of the window (`layoutSubviews`, before its subviews lay
/// out) then walks the tree once, top down:
/// - traits: when the window's traits differ from what the tree last heard, each view controller and
///   then its view get `traitCollectionDidChange(_:)` with the previous collection;
/// - safe area: each view whose `safeAreaInsets` differ from the cached value gets
///   `safeAreaInsetsDidChange()` (its view controller `viewSafeAreaInsetsDidChange()`), and, when its
///   layout margins follow the safe area, `layoutMarginsDidChange()`; guides and scroll view insets
///   follow at the same pass.
/// A view moved by changing its frame alone reads the right `safeAreaInsets` (computed on read) but
/// hears about it at the next of the events above.
extension UIWindow {
    func environmentDidChange() {
        environmentNeedsUpdate = true
        setNeedsLayout()
    }

    func updateEnvironment() {
        environmentNeedsUpdate = false
        let traits = self.traits
        let previous = lastTraits
        lastTraits = traits
        // Views built before the screen's scale changed (or before the window's first layout, when
        // the host set the scale after the app built its views) redraw at the new one (UIView+ScreenScale).
        if previous?.displayScale != traits.displayScale { followScreenScale(traits.displayScale) }
        if let previous, previous != traits {
            notifyTraitChange(from: previous, in: self)
        }
        if simulatedStatusBar != nil { syncStatusBarView() }   // its width, scale and colour (UIWindow+StatusBarDrawing)
        // Nothing reserves space (a desktop window, no additional insets): every view's safe area is
        // zero, known without asking each of them for it, which walks to the window and converts
        // its frame (the first layout of 1,000 labels spent a third of its time there; `make bench`).
        let allZero = hostSafeAreaInsets == .zero && UIViewController.additionalInsetsInUse == 0
        // And when no view anywhere last heard of a non-zero safe area, no view can hear of a change:
        // the walk is skipped (it ran after every view joining the tree, such as a table's new cell).
        if allZero && Self.viewsCachingNonZeroSafeArea == 0 { return }
        updateSafeArea(of: self, allZero: allZero)
    }

    /// How many views (in any window, or left out of one) cache a non-zero `lastSafeAreaInsets`.
    /// Views that go away still counted only make the walk run, as it always did.
    private static var viewsCachingNonZeroSafeArea = 0

    private func notifyTraitChange(from previous: UITraitCollection, in view: UIView) {
        view.viewController?.traitCollectionDidChange(previous)
        view.traitCollectionDidChange(previous)
        for sub in view.subviews { notifyTraitChange(from: previous, in: sub) }
    }

    /// Compares each view's safe area with the cached one, top down, and sends the change callbacks.
    private func updateSafeArea(of view: UIView, allZero: Bool) {
        let insets = allZero ? .zero : view.safeAreaInsets
        if insets != view.environment.lastSafeAreaInsets {
            let old = view.environment.lastSafeAreaInsets
            defer { view.keyValueDidChange("safeAreaInsets", from: old) }
            if view.environment.lastSafeAreaInsets == .zero { Self.viewsCachingNonZeroSafeArea += 1 }
            if insets == .zero { Self.viewsCachingNonZeroSafeArea -= 1 }
            view.environment.lastSafeAreaInsets = insets
            view.safeAreaDidChangeForLayout()
            view.safeAreaInsetsDidChange()
            view.viewController?.viewSafeAreaInsetsDidChange()
            // Margins measured from the safe area moved with it.
            if view.insetsLayoutMarginsFromSafeArea {
                view.layoutMarginsDidChange()
                view.viewController?.viewLayoutMarginsDidChange()
            }
        }
        for sub in view.subviews { updateSafeArea(of: sub, allZero: allZero) }
    }

    // MARK: Size transitions

    /// Before the window takes a new size: the root view controller hears `viewWillTransition(to:with:)`
    /// (and forwards it to its children) while the views still have the old size, as on iOS.
    func sizeWillChange(to newSize: CGSize) {
        let size = CGSize(width: max(0, newSize.width.isFinite ? newSize.width : 0),
                          height: max(0, newSize.height.isFinite ? newSize.height : 0))
        // A resize from inside viewWillTransition is applied without a transition of its own.
        guard size != bounds.size, let root = rootViewController, !Self.isSendingWillTransition else { return }
        let coordinator = UIViewControllerTransitionCoordinatorImpl(duration: sizeTransitionDuration, container: self)
        pendingSizeTransition = coordinator
        Self.isSendingWillTransition = true
        defer { Self.isSendingWillTransition = false }
        root.viewWillTransition(to: size, with: coordinator)
    }

    private static var isSendingWillTransition = false

    /// After the new size is applied: layout at the new size, then the coordinator's alongside
    /// animations inside one `UIView.animate` of the transition's duration (host clock), then its
    /// completions when that animation ends.
    func sizeDidChange() {
        environmentDidChange()
        guard let coordinator = pendingSizeTransition else { return }
        pendingSizeTransition = nil
        coordinator.run(layingOut: self)
    }
}

/// Per-view state of the environment: the safe area last reported, the view's safe-area and readable
/// guides, and whether its layout margins follow the safe area.
struct ViewEnvironmentState {
    var lastSafeAreaInsets = UIEdgeInsets.zero
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    var insetsLayoutMarginsFromSafeArea = true
}
