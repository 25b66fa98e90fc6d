import UIKit

/// One page of the browser: a zooming scroll view that shows one photo (WWDC 2010 session 104).
///
/// It fits the photo on screen at its minimum zoom, allows zooming in to the photo's full
/// resolution, and keeps the photo centred while it is smaller than the bounds (the seeds'
/// `layoutSubviews` override).
@MainActor
public final class ImageScrollView: UIScrollView, UIScrollViewDelegate {
    /// The index of the photo this page shows (-1 before the first `display`).
    public private(set) var index = -1
    /// The view showing the photo, the one that zooms; nil when the photo could not be loaded.
    public private(set) var photoView: UIView?

    /// An empty page; the browser gives it a photo to display.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        bouncesZoom = true
        decelerationRate = .fast
        delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows photo `index` at its fitting zoom (a reused page forgets its previous zoom).
    public func display(photoAt index: Int, from source: PhotoSource) {
        photoView?.removeFromSuperview()
        photoView = nil
        self.index = index
        // VoiceOver reads a page as one image, "Photo 2 of 5"; its paging scroll view, which then has an
        // element inside, takes the three-finger scrolls that turn pages.
        isAccessibilityElement = true
        accessibilityTraits = .image
        accessibilityLabel = "Photo \(index + 1) of \(source.numberOfPhotos)"
        minimumZoomScale = 1
        maximumZoomScale = 1
        contentSize = .zero
        contentOffset = .zero
        let size = source.sizeOfPhoto(at: index)
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              let view = source.makeView(forPhotoAt: index) else { return }
        view.transform = .identity
        view.frame = CGRect(origin: .zero, size: size)
        addSubview(view)
        photoView = view
        // Draw at the fitting zoom's resolution first (a huge photo at full size would not fit in memory).
        if !(view.layer is CATiledLayer) { view.contentScaleFactor = max(minimumZoomScaleForFit(size), 0.01) * traitCollection.displayScale }
        ZoomGestures.installTapToZoom(on: view, in: self)
        contentSize = size
        configureZoomRange()
        zoomScale = minimumZoomScale
    }

    private func minimumZoomScaleForFit(_ size: CGSize) -> CGFloat {
        guard bounds.width > 0, bounds.height > 0 else { return 1 }
        return min(1, bounds.width / size.width, bounds.height / size.height)
    }

    /// Minimum: the whole photo fits; maximum: one photo pixel per screen pixel (PhotoScroller's
    /// `1 / displayScale` of the view's traits: its window's screen), never below the minimum.
    func configureZoomRange() {
        guard let view = photoView, view.bounds.width > 0, view.bounds.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        let fit = min(bounds.width / view.bounds.width, bounds.height / view.bounds.height)
        let maxScale = 1 / traitCollection.displayScale
        minimumZoomScale = min(fit, maxScale)
        maximumZoomScale = max(maxScale, minimumZoomScale)
    }

    /// Centres the photo while it is smaller than the bounds (the seeds' recipe).
    public override func layoutSubviews() {
        super.layoutSubviews()
        guard let view = photoView else { return }
        var frame = view.frame
        frame.origin.x = frame.width < bounds.width ? (bounds.width - frame.width) / 2 : 0
        frame.origin.y = frame.height < bounds.height ? (bounds.height - frame.height) / 2 : 0
        view.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The photo view zooms (`UIScrollViewDelegate`).
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { photoView }

    /// Scrolling moves the visible region: a tiled photo cancels the fetches it no longer needs (`UIScrollViewDelegate`).
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { visibleRegionDidChange() }

    /// Zooming changes the level drawn: a tiled photo cancels the fetches it no longer needs (`UIScrollViewDelegate`).
    public func scrollViewDidZoom(_ scrollView: UIScrollView) { visibleRegionDidChange() }

    private func visibleRegionDidChange() {
        guard let view = photoView as? PyramidTileView else { return }
        view.visibleRegionDidChange(convert(bounds, to: view), deviceScale: zoomScale * traitCollection.displayScale)
    }

    /// Sharp redraw after a zoom (the seeds' WWDC 2011 recipe): draw at the zoomed resolution.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        // A tiled view is already drawn at every zoom's level of detail.
        guard let view, !(view.layer is CATiledLayer) else { return }
        view.contentScaleFactor = scale * traitCollection.displayScale
    }

    // MARK: Keeping the visible point across a resize

    /// The content point at the bounds centre in photo coordinates, and whether the zoom is at its minimum.
    public func visibleState() -> (center: CGPoint, scale: CGFloat, atMinimum: Bool) {
        let s = zoomScale
        let c = CGPoint(x: (contentOffset.x + bounds.width / 2) / s, y: (contentOffset.y + bounds.height / 2) / s)
        return (c, s, s <= minimumZoomScale + 1e-9)
    }

    /// After a resize: recompute the zoom range and restore the zoom and centre point (a page that
    /// was at its minimum stays at the new minimum).
    public func restore(_ state: (center: CGPoint, scale: CGFloat, atMinimum: Bool)) {
        configureZoomRange()
        let s = state.atMinimum ? minimumZoomScale : min(max(state.scale, minimumZoomScale), maximumZoomScale)
        zoomScale = s
        let target = CGPoint(x: state.center.x * s - bounds.width / 2, y: state.center.y * s - bounds.height / 2)
        let maxX = max(0, contentSize.width - bounds.width), maxY = max(0, contentSize.height - bounds.height)
        contentOffset = CGPoint(x: min(max(target.x, 0), maxX), y: min(max(target.y, 0), maxY))
    }
}
