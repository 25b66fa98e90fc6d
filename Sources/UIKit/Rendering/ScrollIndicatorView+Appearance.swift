/// Scroll indicators are capsules: the corner radius is half the bar's thickness, recomputed each
/// display pass so an indicator squeezed by overscroll (down to a square) stays round.
extension ScrollIndicatorView {
    /// Called by the display pass (UIView+Display) for every indicator it visits.
    func updateLayerAppearance() {
        layer.cornerRadius = min(bounds.width, bounds.height) / 2
    }
}
