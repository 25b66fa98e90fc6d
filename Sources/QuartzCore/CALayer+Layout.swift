/// Layer layout, as Core Animation's: `setNeedsLayout()` marks a layer, and the layout runs at the
/// end of the frame (`CATransaction.commitFrame()`, after the views' layout) or at
/// `layoutIfNeeded()`. A change of the bounds' size marks the layer, as on iOS. Running a layer's
/// layout calls `layoutSublayers()`, whose default asks the delegate (`layoutSublayers(of:)`; a view
/// answers nothing, its own `layoutSubviews()` runs in the view layout pass).
extension CALayer {
    /// Layers marked since the last frame, in marking order (held until their layout runs).
    private static var pendingLayout: [CALayer] = []

    /// `setNeedsLayout()`.
    func markNeedsLayout() {
        guard !needsLayoutFlag, CALayer.presentationDepth == 0 else { return }
        needsLayoutFlag = true
        CALayer.pendingLayout.append(self)
    }

    /// `layoutIfNeeded()`.
    func runLayoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        sublayers?.forEach { $0.layoutIfNeeded() }
    }

    /// Runs every marked layer's layout, outermost first; layouts that mark more layers are run in
    /// the same frame, up to a bound (a layout that marks itself each time would never end).
    static func layoutPendingLayers() {
        // 16 rounds: far more than any nesting of layouts that size their sublayers needs.
        for _ in 0..<16 where !pendingLayout.isEmpty {
            let batch = pendingLayout
            pendingLayout.removeAll()
            for layer in batch where layer.needsLayoutFlag { layer.outermostStaleAncestor.layoutIfNeeded() }
        }
        if !pendingLayout.isEmpty {
            Log.quartzCore.warning("layer layout kept marking layers for 16 rounds; the rest runs next frame")
        }
    }

    /// The farthest ancestor whose layout is stale (self when none is).
    private var outermostStaleAncestor: CALayer {
        var found = self
        var layer = superlayer
        while let l = layer { if l.needsLayoutFlag { found = l }; layer = l.superlayer }
        return found
    }
}
