import ScrollPhysics

/// Scrolling from code: `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)` and
/// scroll-to-top, all on the 0.3 s cosine ease-in-out curve (ScrollKit's choice: Apple documents
/// neither duration nor curve; `ProgrammaticScrollCurve`).
extension UIScrollView {
    /// `setContentOffset(_:animated:)`: stops any motion, a zoom animation included; not animated, it
    /// is the `contentOffset` setter (as on iOS); animated, every frame goes through that setter too.
    /// During a pinch the offset is set at once: the fingers move the content there.
    func _setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        stopMotion(.replaced)
        guard animated, !isZooming else {
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
        stopMotion(.replaced)
        let top = CGPoint(x: contentOffset.x, y: CGFloat(offsetRange.y.lowerBound))
        guard !isZooming else { contentOffset = top; return true }
        animate(to: top, kind: .scrollToTop)
        return true
    }

    /// `stopScrollingAndZooming()` (iOS 17.4): a running scroll or zoom animation stops where it is,
    /// except that an offset past an edge goes to the edge, a paging view to the nearest page and a
    /// zoom past its range to the range's end. A stopped deceleration reports
    /// `scrollViewDidEndDecelerating` and a stopped zoom `scrollViewDidEndZooming` (their ends were
    /// reached, early); a stopped programmatic scroll reports nothing, as when another scroll
    /// replaces it. Drags and pinches in progress are not touched.
    func _stopScrollingAndZooming() {
        beginActivity(.stopScrollingAndZooming)
    }

    /// Starts an animation from the current offset to `offset` on the programmatic curve; a finger
    /// that is down stays down (its drag waits for the animation).
    private func animate(to offset: CGPoint, kind: OffsetAnimationKind) {
        let now = HostClock.now
        let x = ProgrammaticScrollSimulation(curve: ProgrammaticScrollCurve(from: Double(contentOffset.x), to: Double(offset.x)), start: now)
        let y = ProgrammaticScrollSimulation(curve: ProgrammaticScrollCurve(from: Double(contentOffset.y), to: Double(offset.y)), start: now)
        beginActivity(.animateOffset(AxisMotions(x: x, y: y), kind: kind))
    }
}

extension UIWindow {
    /// The host's status-bar tap. UIKit scrolls only when exactly one visible scroll view in the
    /// window has `scrollsToTop` on; returns whether one scrolled.
    @discardableResult
    public func requestScrollToTop() -> Bool {
        hostContext.run {
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
}
