import ScrollPhysics

/// Scrolling from code: `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)` and
/// scroll-to-top, all on the 0.3 s cosine ease-in-out curve (reference, "Project decisions").
extension UIScrollView {
    /// Moves to `offset`, stopping any deceleration. Animated: `didScroll` every frame, then
    /// `scrollViewDidEndScrollingAnimation`. A non-finite offset is ignored.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        stopMotion(notify: false)
        guard animated else {
            applyOffset(offset)
            return
        }
        animate(to: offset, kind: .programmatic)
    }

    /// Scrolls the least distance that shows `rect` (content coordinates) inside the inset bounds.
    /// A rect larger than the view aligns its top-left; non-finite or null rects are ignored.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
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

    private func animate(to offset: CGPoint, kind: MotionKind) {
        let now = HostClock.now
        let range = offsetRange
        let x = ScrollAxisMotion(phase: .programmatic(ProgrammaticScrollCurve(from: Double(contentOffset.x), to: Double(offset.x)), start: now),
                                 range: range.x, bounces: bounces)
        let y = ScrollAxisMotion(phase: .programmatic(ProgrammaticScrollCurve(from: Double(contentOffset.y), to: Double(offset.y)), start: now),
                                 range: range.y, bounces: bounces)
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
