import ScrollPhysics

/// Zooming: the zoom view from `viewForZooming(in:)` is scaled by a transform, its
/// frame origin kept at (0, 0) and `contentSize` set to its scaled size. `setZoomScale` anchors on the
/// bounds centre, `zoom(to:)` fits the rect, and a pinch keeps the content point under the fingers'
/// centroid fixed while the centroid pans.
///
/// Bad input (docs/PORTING.md): a zero, negative or NaN scale is ignored; `minimumZoomScale` above
/// `maximumZoomScale` makes the range the single value `minimumZoomScale`; a `viewForZooming` that
/// returns nil, the scroll view itself or a view outside its subtree disables zooming (logged once).
extension UIScrollView {
    static func validScale(_ value: CGFloat, _ old: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : old }

    var zoomRange: ClosedRange<CGFloat> { minimumZoomScale...max(minimumZoomScale, maximumZoomScale) }

    var zoomView: UIView? {
        guard let view = delegate?.viewForZooming(in: self) else { return nil }
        guard view !== self, view.isDescendant(of: self) else {
            if !warnedAboutZoomView {
                warnedAboutZoomView = true
                Log.uikit.warning("viewForZooming(in:) returned a view that is not a subview of the scroll view; zooming is off")
            }
            return nil
        }
        return view
    }

    var zoomingIsPossible: Bool { zoomView != nil && zoomRange.upperBound > zoomRange.lowerBound }

    /// `setZoomScale(_:animated:)`: zooms to `scale` (clamped to the range) about the centre of the
    /// bounds, so the content point at the centre stays there.
    func _setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = zoomView, scale.isFinite, scale > 0 else { return }
        let s0 = max(zoomScale, .leastNonzeroMagnitude), s1 = min(max(scale, zoomRange.lowerBound), zoomRange.upperBound)
        let half = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = CGPoint(x: (contentOffset.x + half.x) / s0, y: (contentOffset.y + half.y) / s0)
        let target = clampedOffset(CGPoint(x: anchor.x * s1 - half.x, y: anchor.y * s1 - half.y), scale: s1, in: view)
        if animated {
            startZoomAnimation(to: s1, offset: target, kind: .programmatic)
        } else {
            applyZoom(scale: s1, offset: target)
        }
    }

    /// `zoom(to:animated:)`: `rect` (in the zoom view's coordinates) fills the bounds as far as the
    /// range allows, centred (TV-16, TV-17). The final clamp applies the upper bound last, as UIKit
    /// does, so content smaller than the bounds ends at a negative offset (`contentAlignmentPoint` is
    /// not consulted here; the next drag or zoom brings such content to its aligned place).
    func _zoom(to rect: CGRect, animated: Bool) {
        guard let view = zoomView, !rect.isNull, rect.minX.isFinite, rect.minY.isFinite,
              rect.width.isFinite, rect.height.isFinite else { return }
        let r = rect.standardized
        let fit = min(r.width > 0 ? bounds.width / r.width : .infinity, r.height > 0 ? bounds.height / r.height : .infinity)
        let s = min(max(fit.isFinite ? fit : zoomRange.upperBound, zoomRange.lowerBound), zoomRange.upperBound)
        let raw = CGPoint(x: r.midX * s - bounds.width / 2, y: r.midY * s - bounds.height / 2)
        let inset = adjustedContentInset
        let content = CGSize(width: view.bounds.width * s, height: view.bounds.height * s)
        let target = CGPoint(x: min(max(raw.x, -inset.left), content.width + inset.right - bounds.width),
                             y: min(max(raw.y, -inset.top), content.height + inset.bottom - bounds.height))
        if animated {
            startZoomAnimation(to: s, offset: target, kind: .programmatic)
        } else {
            applyZoom(scale: s, offset: target)
        }
    }

    /// The one place a zoom changes: transform, frame origin at (0, 0), contentSize, offset, didZoom.
    func applyZoom(scale s: CGFloat, offset: CGPoint) {
        guard let view = zoomView, s.isFinite, s > 0 else { return }
        setZoomGeometry(of: view, scale: s)
        applyOffset(offset)
        delegate?.scrollViewDidZoom(self)
    }

    /// A zoom that keeps the zoom-view point `anchor` (unscaled) under `screenPoint` (relative to
    /// the scroll view's frame). The scroll view's layout runs first, so a centring
    /// `layoutSubviews` (PhotoScroller's, the WWDC 2010 browser's) has placed the view where it
    /// will be drawn: the offset is measured from that origin, not from (0, 0). Without this the
    /// centring shift was added once per pinch step and the photo slid off screen while zooming in.
    func applyZoom(scale s: CGFloat, keeping anchor: CGPoint, at screenPoint: CGPoint) {
        guard let view = zoomView, s.isFinite, s > 0 else { return }
        setZoomGeometry(of: view, scale: s)
        setNeedsLayout()
        layoutIfNeeded()
        let o = view.frame.origin
        applyOffset(CGPoint(x: anchor.x * s + o.x - screenPoint.x, y: anchor.y * s + o.y - screenPoint.y))
        delegate?.scrollViewDidZoom(self)
    }

    /// The zoom-view point (unscaled) under `screenPoint` (relative to the scroll view's frame) at
    /// zoom `s`, measured from the zoom view's frame origin, which a centring `layoutSubviews` may
    /// have moved away from (0, 0).
    func zoomViewPoint(under screenPoint: CGPoint, in view: UIView, scale s: CGFloat) -> CGPoint {
        let o = view.frame.origin
        return CGPoint(x: (contentOffset.x + screenPoint.x - o.x) / s, y: (contentOffset.y + screenPoint.y - o.y) / s)
    }

    private func setZoomGeometry(of view: UIView, scale s: CGFloat) {
        keyValueWillChange("zoomScale")
        defer { keyValueDidChange("zoomScale") }
        view.transform = CGAffineTransform(scaleX: s, y: s)
        view.center = CGPoint(x: view.bounds.width * s / 2, y: view.bounds.height * s / 2)
        contentSize = CGSize(width: view.bounds.width * s, height: view.bounds.height * s)
    }

    /// An offset inside the valid range for the content at `scale` (content smaller than the view
    /// rests at its `contentAlignmentPoint` place).
    func clampedOffset(_ p: CGPoint, scale: CGFloat, in view: UIView) -> CGPoint {
        let range = offsetRange(forContentSize: CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale))
        return CGPoint(x: CGFloat(clamp(Double(p.x), range.x)), y: CGFloat(clamp(Double(p.y), range.y)))
    }

    // MARK: Pinch

    func handlePinch() {
        guard let view = zoomView else { return }
        let centroid = pinchCentroid()
        switch scrollPinch.state {
        case .began:
            // A pinch catches whatever moves the content; a finger already down stays with the pinch.
            beginActivity(.pinchBegan(startScale: zoomScale, centroid: centroid))
            pinchUpdate(view: view, centroid: centroid)
        case .changed:
            pinchUpdate(view: view, centroid: centroid)
        case .ended, .cancelled:
            pinchEnded(view: view, centroid: centroid)
        default: break
        }
    }

    /// The fingers' centroid relative to the scroll view's frame (not its bounds origin).
    private func pinchCentroid() -> CGPoint {
        let p = scrollPinch.location(in: self)
        return CGPoint(x: p.x - bounds.minX, y: p.y - bounds.minY)
    }

    private func pinchUpdate(view: UIView, centroid: CGPoint) {
        guard case .pinching(let pinch) = activity else { return }
        let raw = pinch.startScale * scrollPinch.scale
        let s1 = bouncesZoom ? rubberBandedScale(raw) : min(max(raw, zoomRange.lowerBound), zoomRange.upperBound)
        let s0 = max(zoomScale, .leastNonzeroMagnitude)
        // The content point under the previous centroid stays under the current one (TV-18).
        let u = zoomViewPoint(under: pinch.centroid, in: view, scale: s0)
        beginActivity(.pinchMoved(centroid: centroid))
        applyZoom(scale: s1, keeping: u, at: centroid)
    }

    /// Past the range, the scale follows the rubber band (`RubberBand`) in log-scale space (c = 0.55, d = ln 2).
    private func rubberBandedScale(_ raw: CGFloat) -> CGFloat {
        let lo = zoomRange.lowerBound, hi = zoomRange.upperBound
        if raw > hi { return hi * CGFloat(exp(RubberBand.displayedOverscroll(Double(log(raw / hi)), dimension: log(2)))) }
        if raw < lo { return lo / CGFloat(exp(RubberBand.displayedOverscroll(Double(log(lo / raw)), dimension: log(2)))) }
        return raw
    }

    private func pinchEnded(view: UIView, centroid: CGPoint) {
        guard case .pinching = activity else { return }
        let s = zoomScale
        let target = min(max(s, zoomRange.lowerBound), zoomRange.upperBound)
        let u = zoomViewPoint(under: centroid, in: view, scale: s)
        let offset = clampedOffset(CGPoint(x: u.x * target - centroid.x, y: u.y * target - centroid.y), scale: target, in: view)
        rebaseDrag()
        // The gesture is over: `isZooming` is false from here (UIKit: "true if user is making a zoom
        // gesture"); a bounce back into the range reports through isZoomBouncing and isZoomAnimating.
        if target != s || offset != contentOffset {
            startZoomAnimation(to: target, offset: offset, kind: .bounce)
        } else {
            // A drag released during the pinch decelerates now; a finger still down drags on.
            beginActivity(.pinchEndedInRange)
        }
    }

    // MARK: Animation

    /// Where a running zoom animation will end (nil when none runs). A ScrollKit addition: tiled views
    /// use it to load the tiles of the destination before the animation gets there (docs/PORTING.md).
    public var zoomAnimationTarget: (scale: CGFloat, contentOffset: CGPoint)? {
        activity.zoomAnimation.map { ($0.toScale, $0.toOffset) }
    }

    /// Starts a zoom animation from the current scale and offset. It replaces any motion without a
    /// message (a deceleration or offset animation from code, or another zoom animation, which then
    /// continues from where it got); a pinch that ends here hands its finger over, and a drag it
    /// released is dropped (the bounce decides where the content goes).
    /// A programmatic zoom that replaces another one continues it: the delegate heard
    /// `scrollViewWillBeginZooming` when the first began and hears one `scrollViewDidEndZooming`
    /// when the last ends, so every will-begin has exactly one did-end.
    private func startZoomAnimation(to scale: CGFloat, offset: CGPoint, kind: ZoomAnimation.Kind) {
        let animation = ZoomAnimation(fromScale: zoomScale, toScale: scale, fromOffset: contentOffset, toOffset: offset,
                                      start: HostClock.now, kind: kind)
        prefetchTiledContent(at: offset, zoomScale: scale)
        beginActivity(.animateZoom(animation))
    }

    /// One frame of the zoom animation `a` (from the display link).
    func stepZoom(_ a: ZoomAnimation, at t: TimeInterval) {
        let f = a.progress(at: t)
        applyZoom(scale: a.fromScale + (a.toScale - a.fromScale) * f,
                  offset: CGPoint(x: a.fromOffset.x + (a.toOffset.x - a.fromOffset.x) * f,
                                  y: a.fromOffset.y + (a.toOffset.y - a.fromOffset.y) * f))
        // The delegate may have stopped the animation in scrollViewDidZoom or didScroll.
        guard f >= 1, case .zoomAnimating = activity else { return }
        beginActivity(.motionFinished)
    }
}

/// A zoom moving to a scale and offset on the 0.3 s cosine curve (the programmatic-scroll curve;
/// Apple does not document UIKit's zoom timing).
struct ZoomAnimation {
    enum Kind { case bounce, programmatic }
    let fromScale: CGFloat, toScale: CGFloat
    let fromOffset: CGPoint, toOffset: CGPoint
    let start: TimeInterval
    let kind: Kind

    /// The bounce back into the scale range after a pinch past it (`isZoomBouncing`); a bounce that
    /// only moves the offset back into the content is not one.
    var isScaleBounce: Bool { kind == .bounce && fromScale != toScale }

    func progress(at t: TimeInterval) -> CGFloat {
        let curve = ProgrammaticScrollCurve(from: 0, to: 1)
        return curve.isFinished(at: t - start) ? 1 : CGFloat(curve.position(at: t - start))
    }
}
