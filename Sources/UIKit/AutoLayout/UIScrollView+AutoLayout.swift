/// Scroll views under Auto Layout (Apple's rules, docs/ARCHITECTURE.md#auto-layout): constraints from content
/// to the scroll view's edges (or its `contentLayoutGuide`) define `contentSize`; width, height and centres,
/// and the `frameLayoutGuide`, mean the frame. The offset is a solver edit variable suggested on every scroll,
/// so views constrained outside the scroll view float (LayoutItemGeometry.swift).
extension UIScrollView {
    /// Makes `contentLayoutGuide` on first use (the open property is in ScrollView/UIScrollView.swift,
    /// since Swift on Linux cannot override members declared in extensions).
    func makeContentLayoutGuide() -> UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.contentGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollContent, owner: self, identifier: "UIScrollView-contentLayoutGuide")
        state.contentGuide = guide
        return guide
    }

    /// Makes `frameLayoutGuide` on first use (the open property is in ScrollView/UIScrollView.swift).
    func makeFrameLayoutGuide() -> UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.frameGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollFrame, owner: self, identifier: "UIScrollView-frameLayoutGuide")
        state.frameGuide = guide
        return guide
    }

    /// The constraints of the subviews do not determine the content width (it reads 0), like Interface
    /// Builder's "Scrollable Content Size Ambiguity". Updated at each layout pass; a message is printed
    /// when it becomes true.
    public var hasAmbiguousContentWidth: Bool { autoLayout?.ambiguousContentWidth ?? false }
    /// As `hasAmbiguousContentWidth`, for the height.
    public var hasAmbiguousContentHeight: Bool { autoLayout?.ambiguousContentHeight ?? false }

    /// Called when the offset changes (AutoLayoutScrollObserver): one edit-variable suggestion per axis.
    func contentOffsetDidChangeForConstraints() {
        guard autoLayout != nil else { return }
        AutoLayoutCycle.contentOffsetDidChange(self)
    }
}

/// Floating views (pinned to the frame layout guide) follow the offset: one suggestion per scroll.
struct AutoLayoutScrollObserver: ScrollObserver {
    func scrollViewBoundsDidChange(_ scrollView: UIScrollView, from old: CGRect) {
        guard old.origin != scrollView.bounds.origin else { return }
        scrollView.contentOffsetDidChangeForConstraints()
    }
}
