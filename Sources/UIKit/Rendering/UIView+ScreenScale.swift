/// A view's backing store follows the scale of its window's screen, as on iOS: `contentScaleFactor`
/// is the screen's scale "for views that are associated with a window", so a view made before the
/// scale was known (the SDL host learns the display's scale after the app built its views; views are
/// made at `UIScreen.main.scale`, 2 until then) or moved to another window gets the new scale.
///
/// When the scale changes, a view is redrawn at it (`setNeedsDisplay`) and laid out again, its
/// intrinsic size re-read: labels and buttons round their sizes and origins to whole pixels of the
/// screen, so the layout of a 2× screen is not the layout of a 1× one. Views whose app set the scale
/// (`contentScaleFactor` or the layer's `contentsScale`) keep it, as do tiled layers, whose scale
/// chooses their levels of detail (CATiledLayer; PyramidTileView pins its own).
///
/// It happens when a view joins a window (UIView+Hierarchy) and when the window's traits are
/// brought up to date after its screen's scale changed (UIWindow+Environment), before the views hear
/// `traitCollectionDidChange(_:)`.
extension UIView {
    /// The scale of the screen of the view's window (each window has its own, `UIWindow.screen`), the
    /// main screen's while the view is in none: the pixel grid labels, buttons and separators snap to.
    var screenScale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }

    /// Gives `scale` to every view of the subtree that follows the screen.
    func followScreenScale(_ scale: CGFloat) {
        followOwnScreenScale(scale)
        for view in subviews { view.followScreenScale(scale) }
    }

    /// Gives `scale` to this view alone when it follows the screen.
    func followOwnScreenScale(_ scale: CGFloat) {
        guard let followed = screenScaleFollowed else { return }
        // Set on the layer directly by the app (contentScaleFactor's setter clears the mark itself).
        guard layer.contentsScale == followed else {
            screenScaleFollowed = nil
            return
        }
        guard scale != followed, scale.isFinite, scale > 0 else { return }
        layer.contentsScale = scale
        screenScaleFollowed = scale
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }
}
