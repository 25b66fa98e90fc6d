/// Predictive prefetch for tiled content: when a fling is released, the tiled layers in
/// the content start drawing the tiles around its projected landing offset (the WWDC 2018
/// projection: the deceleration's resting point, or the page a paging scroll view snaps to);
/// when a zoom animation starts, the tiles at its target scale and offset. By the time the view
/// arrives, most of its tiles are cached. Turned off by `prefetchesTiledContent = false`.
extension UIScrollView {
    /// At most this many views are visited looking for tiled layers, so a fling over a huge
    /// non-tiled list (10,000 rows) does not pay for the walk.
    static let prefetchSearchLimit = 2_000

    /// Asks every `CATiledLayer` under the scroll view for the tiles it will show when the scroll
    /// view rests at `offset` and `scale` (the current zoom scale for a fling).
    func prefetchTiledContent(at offset: CGPoint, zoomScale scale: CGFloat) {
        guard prefetchesTiledContent, offset.x.isFinite, offset.y.isFinite, scale.isFinite, scale > 0, zoomScale > 0 else { return }
        let tiledViews = self.tiledViews()
        guard !tiledViews.isEmpty else { return }
        let landing = CGRect(origin: offset, size: bounds.size)
        let zoomed = zoomView
        let ratio = scale / zoomScale
        for view in tiledViews {
            guard let layer = view.layer as? CATiledLayer else { continue }
            let rect: CGRect
            var deviceScale = screenScale * view.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: nil).width
            if let zoomed, view === zoomed || view.isDescendant(of: zoomed) {
                // The zoom view's transform will be `scale`: map the landing rect through it,
                // keeping its frame origin (0 for content larger than the bounds).
                let o = zoomed.frame.origin
                let inZoomView = CGRect(x: (landing.minX - o.x) / scale, y: (landing.minY - o.y) / scale,
                                        width: landing.width / scale, height: landing.height / scale)
                rect = view === zoomed ? inZoomView : view.convert(inZoomView, from: zoomed)
                deviceScale *= ratio
            } else {
                rect = view.convert(landing, from: self)
            }
            layer.prefetchTiles(in: rect, deviceScale: deviceScale)
        }
    }

    /// The views under this one whose layer is tiled, depth first, visiting at most
    /// `prefetchSearchLimit` views.
    private func tiledViews() -> [UIView] {
        var found: [UIView] = []
        var stack = Array(subviews.reversed())
        var visited = 0
        while let view = stack.popLast(), visited < Self.prefetchSearchLimit {
            visited += 1
            if view.layer is CATiledLayer { found.append(view) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return found
    }
}
