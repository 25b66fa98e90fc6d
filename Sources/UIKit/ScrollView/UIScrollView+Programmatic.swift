import ScrollPhysics

/// Scrolling from code: `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)` and
/// scroll-to-top, all on the 0.3 s cosine ease-in-out curve (reference, "Project decisions").
extension UIScrollView {
    /// `setContentOffset(_:animated:)`: stops any motion; not animated, it is the `contentOffset`
    /// setter (as on iOS); animated, every frame goes through that setter too.
    func _setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        stopMotion(notify: false)
        guard animated else {
            contentOffset = offset
            return
        }
        animate(to: offset, kind: .programmatic)
    }

    /// `scrollRectToVisible(_:animated:)`: the least distance that shows `rect` inside the inset
    /// bounds. A rect larger than the view aligns its top-left; non-finite or null rects are ignored.
    func _scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull, !rect.isInfinite, rect.minX.isFinite, rect.minY.isFinite,
              rect.width.isFinite, rect.height.isFinite else { return }
        let r = rect.standardized
        let inset = adjustedContentInset
        let range = offsetRange
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ offset: CGFloat, _ dim: CGFloat, _ before: CGFloat, _ after: CGFloat,
                  _ valid: ClosedRange<Double>) -> CGFloat {
            let visibleLo = offset + before, visibleHi = offset + dim - after
            var o = offset
            if hi - lo > visibleHi - visibleLo || lo < visibleLo { o = lo - before } else if hi > visibleHi { o = hi - dim + after }
            return CGFloat(clamp(Double(o), valid))
        }
        let target = CGPoint(x: axis(r.minX, r.maxX, contentOffset.x, bounds.width, inset.left, inset.right, range.x),
                             y: axis(r.minY, r.maxY, contentOffset.y, bounds.height, inset.top, inset.bottom, range.y))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// The status-bar tap: asks the delegate, then animates to the top. Returns whether it scrolls.
    func scrollToTopFromHost() -> Bool {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        stopMotion(notify: false)
        animate(to: CGPoint(x: contentOffset.x, y: CGFloat(offsetRange.y.lowerBound)), kind: .scrollToTop)
        return true
    }

    /// `stopScrollingAndZooming()` (iOS 17.4): a running scroll or zoom animation stops where it is,
    /// except that an offset past an edge goes to the edge, a paging view to the nearest page and a
    /// zoom past its range to the range's end. A stopped deceleration reports
    /// `scrollViewDidEndDecelerating` and a stopped zoom `scrollViewDidEndZooming` (their ends were
    /// reached, early); a stopped programmatic scroll reports nothing, as when another scroll
    /// replaces it. Drags and pinches in progress are not touched.
    func _stopScrollingAndZooming() {
        let wasZoomAnimating = zoomAnimation != nil
        if wasZoomAnimating {
            zoomAnimation = nil
            _isZoomBouncing = false
            if zoomView != nil {
                let s = min(max(zoomScale, zoomRange.lowerBound), zoomRange.upperBound)
                if s != zoomScale { applyZoom(scale: s, offset: contentOffset) }
            }
        }
        let wasMoving = isMoving
        guard wasMoving || wasZoomAnimating else { return }
        if wasMoving { stopMotion(notify: true) }
        let range = offsetRange
        func rest(_ x: CGFloat, _ r: ClosedRange<Double>, _ dim: CGFloat) -> CGFloat {
            var v = Double(x)
            if isPagingEnabled, dim > 0 { v = r.lowerBound + ((v - r.lowerBound) / Double(dim)).rounded() * Double(dim) }
            return CGFloat(clamp(v, r))
        }
        let p = CGPoint(x: rest(contentOffset.x, range.x, bounds.width), y: rest(contentOffset.y, range.y, bounds.height))
        if p != contentOffset { applyOffset(p) }
        if wasMoving { indicatorsMotionEnded() }
        if wasZoomAnimating { delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomScale) }
    }

    private func animate(to offset: CGPoint, kind: MotionKind) {
        let now = HostClock.now
        let range = offsetRange
        let x = ScrollAxisMotion(phase: .programmatic(ProgrammaticScrollCurve(from: Double(contentOffset.x), to: Double(offset.x)), start: now),
                                 range: range.x, bounces: bouncesHorizontally)
        let y = ScrollAxisMotion(phase: .programmatic(ProgrammaticScrollCurve(from: Double(contentOffset.y), to: Double(offset.y)), start: now),
                                 range: range.y, bounces: bouncesVertically)
        indicatorsMotionBegan()
        startMotion(x: x, y: y, kind: kind)
    }
}

extension UIWindow {
    /// The host's status-bar tap. UIKit scrolls only when exactly one visible scroll view in the
    /// window has `scrollsToTop` on; returns whether one scrolled.
    @discardableResult
    public func requestScrollToTop() -> Bool {
        var candidates: [UIScrollView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha >= 0.01 else { return }
            if let s = view as? UIScrollView, s.scrollsToTop { candidates.append(s) }
            view.subviews.forEach(visit)
        }
        visit(self)
        guard candidates.count == 1 else { return false }
        return candidates[0].scrollToTopFromHost()
    }
}
