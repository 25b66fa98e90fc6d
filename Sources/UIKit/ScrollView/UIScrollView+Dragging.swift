import ScrollPhysics

/// Dragging: 1:1 tracking after the pan's slop, rubber-banding past the edges, directional lock,
/// and the release that turns into deceleration, bounce or a paging snap.
extension UIScrollView {
    func handlePan() {
        switch scrollPan.state {
        case .began: beginDrag()
        case .changed: continueDrag()
        case .ended: continueDrag(); endDrag(cancelled: false)
        case .cancelled: endDrag(cancelled: true)
        default: break
        }
        keyboardDismissPanDidChange()
    }

    /// A finger landed on the scroll view: it is tracking, and a running motion is caught where it is.
    /// Returns whether something was moving (the touch then never reaches the content as a tap).
    func touchDown() -> Bool {
        _isTracking = true
        let wasMoving = isMoving
        if wasMoving { stopMotion(notify: true) }
        return wasMoving
    }

    func touchUp() { _isTracking = false }

    /// The pan may begin only if content touches already delivered may be cancelled, and (for nested
    /// scroll views) if the drag's direction is one this view scrolls, or no enclosing scroll view does.
    func panShouldBegin() -> Bool {
        for touch in scrollPan.trackedTouches where touch.delivery.beganDelivered && !touch.delivery.withheld {
            guard canCancelContentTouches, let view = touch.view, touchesShouldCancel(in: view) else { return false }
        }
        let m = scrollPan.movement
        let vertical = abs(m.y) > abs(m.x)
        let outerCanTakeIt = enclosingScrollView(scrolling: vertical) != nil
        if canScroll(vertical: vertical) {
            // Same-axis nesting (the photo browser): a drag that starts pushing past this view's edge
            // goes to the enclosing scroll view, so a zoomed page pans to its edge and the next drag
            // pages. Away from the edge this view takes the drag.
            return !(outerCanTakeIt && isAtEdge(pushedBy: m, vertical: vertical))
        }
        if outerCanTakeIt { return false }
        return canScroll(vertical: !vertical)
    }

    private func enclosingScrollView(scrolling vertical: Bool) -> UIScrollView? {
        var ancestor = superview
        while let a = ancestor {
            if let outer = a as? UIScrollView, outer.canScroll(vertical: vertical) { return outer }
            ancestor = a.superview
        }
        return nil
    }

    /// Whether a finger movement `m` along the axis would push the content past an edge it is at.
    private func isAtEdge(pushedBy m: CGPoint, vertical: Bool) -> Bool {
        let range = vertical ? offsetRange.y : offsetRange.x
        let offset = Double(vertical ? contentOffset.y : contentOffset.x)
        let delta = -Double(vertical ? m.y : m.x)            // the offset moves against the finger
        let tolerance = 0.5
        return (delta > 0 && offset >= range.upperBound - tolerance) || (delta < 0 && offset <= range.lowerBound + tolerance)
    }

    /// Makes the drag continue from the current offset (after a pinch moved the content).
    func rebaseDrag() {
        let t = scrollPan.translation(in: self)
        dragOrigin = CGPoint(x: contentOffset.x + t.x, y: contentOffset.y + t.y)
    }

    private func beginDrag() {
        let range = offsetRange
        let p = contentOffset
        // A drag that catches an overscrolled view continues from the unconstrained position (§2 inverse).
        dragOrigin = CGPoint(x: unconstrained(Double(p.x), range.x, Double(bounds.width)),
                             y: unconstrained(Double(p.y), range.y, Double(bounds.height)))
        let m = scrollPan.movement
        dragLock = isDirectionalLockEnabled ? DirectionalLock.lock(forFirstMovement: Double(m.x), Double(m.y)) : .free
        dragStartPage = (page(of: Double(p.x), range.x.lowerBound, Double(bounds.width)),
                         page(of: Double(p.y), range.y.lowerBound, Double(bounds.height)))
        offsetTrackerX.reset()
        offsetTrackerY.reset()
        _isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        indicatorsMotionBegan()
        continueDrag()
    }

    func continueDrag() {
        // While a pinch runs it pans with the fingers' centroid itself (UIScrollView+Zooming).
        guard _isDragging, !_isZooming, zoomAnimation == nil else { return }
        let t = scrollPan.translation(in: self)
        let range = offsetRange
        var p = contentOffset
        if canScroll(vertical: false) && dragLock != .vertical {
            p.x = CGFloat(rubberBanded(Double(dragOrigin.x - t.x), range.x, Double(bounds.width), bounces: bouncesHorizontally))
            // Without bounce the edge is a wall: re-base so reversing moves the content at once.
            if !bouncesHorizontally { dragOrigin.x += p.x - (dragOrigin.x - t.x) }
        }
        if canScroll(vertical: true) && dragLock != .horizontal {
            p.y = CGFloat(rubberBanded(Double(dragOrigin.y - t.y), range.y, Double(bounds.height), bounces: bouncesVertically))
            if !bouncesVertically { dragOrigin.y += p.y - (dragOrigin.y - t.y) }
        }
        applyOffset(p)
        offsetTrackerX.addSample(position: Double(contentOffset.x), time: HostClock.now)
        offsetTrackerY.addSample(position: Double(contentOffset.y), time: HostClock.now)
    }

    private func endDrag(cancelled: Bool) {
        guard _isDragging else { return }
        // The finger has lifted: the messages of the release (willEndDragging, didEndDragging,
        // willBeginDecelerating) already see `isTracking == false` ("from touch-down until lift"),
        // instead of waiting for the recognizer's reset after them.
        _isTracking = false
        let now = HostClock.now
        let range = offsetRange
        let x = Double(contentOffset.x), y = Double(contentOffset.y)
        let vx = cancelled || !canScroll(vertical: false) || dragLock == .vertical ? 0 : offsetTrackerX.velocity(at: now)
        let vy = cancelled || !canScroll(vertical: true) || dragLock == .horizontal ? 0 : offsetTrackerY.velocity(at: now)
        let proposed = CGPoint(x: releaseTarget(x, vx, range.x, Double(bounds.width), startPage: dragStartPage.x),
                               y: releaseTarget(y, vy, range.y, Double(bounds.height), startPage: dragStartPage.y))
        var target = adjustedReleaseTarget(proposed: proposed, velocity: CGPoint(x: vx / 1000, y: vy / 1000))
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: vx / 1000, y: vy / 1000),
                                            targetContentOffset: &target)
        // A retarget to NaN keeps the proposal; one outside the content is clamped to it.
        let tx = target.x.isFinite ? Double(target.x) : Double(proposed.x)
        let ty = target.y.isFinite ? Double(target.y) : Double(proposed.y)
        let mx = releaseMotion(x, vx, target: clamp(tx, range.x), retargeted: tx != Double(proposed.x), range: range.x,
                               bounces: bouncesHorizontally)
        let my = releaseMotion(y, vy, target: clamp(ty, range.y), retargeted: ty != Double(proposed.y), range: range.y,
                               bounces: bouncesVertically)
        let willDecelerate = mx != nil || my != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard _isDragging else { return }  // the delegate took over (setContentOffset, removal)
        if willDecelerate {
            _isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            if _isDecelerating {
                startMotion(x: mx, y: my, kind: .deceleration)
                let landing = CGPoint(x: clamp(tx, range.x), y: clamp(ty, range.y))
                prefetchTiledContent(at: landing, zoomScale: zoomScale)
                flingWillRest(at: landing)
            }
        } else {
            _isDragging = false
            indicatorsMotionEnded()
        }
    }

    /// Where a release would come to rest: a page (paging), the projected deceleration end (clamped),
    /// or the nearest edge when released past one.
    private func releaseTarget(_ x: Double, _ v: Double, _ range: ClosedRange<Double>, _ dim: Double, startPage: Int) -> CGFloat {
        if isPagingEnabled {
            let count = dim > 0 ? Int(((range.upperBound - range.lowerBound) / dim).rounded(.up)) + 1 : 1
            let page = PagingTarget.targetPage(offset: x - range.lowerBound, velocity: v, pageSize: dim,
                                               startPage: startPage, pageCount: count)
            return CGFloat(clamp(range.lowerBound + Double(page) * dim, range))
        }
        guard range.contains(x) else { return CGFloat(clamp(x, range)) }
        let curve = DecelerationCurve(position: x, velocity: v, rate: Double(decelerationRate.rawValue))
        return CGFloat(clamp(curve.restingPosition, range))
    }

    private func releaseMotion(_ x: Double, _ v: Double, target: Double, retargeted: Bool,
                               range: ClosedRange<Double>, bounces: Bool) -> ScrollAxisMotion? {
        let rate = Double(decelerationRate.rawValue)
        if isPagingEnabled {
            guard x != target || abs(v) > DecelerationCurve.stopSpeed else { return nil }
            let spring = DampedSpring.pagingSnap(displacement: x - target, velocity: v)
            return ScrollAxisMotion(phase: .spring(spring, rest: target, start: HostClock.now), range: range, bounces: bounces)
        }
        if !range.contains(x) {
            let spring = DampedSpring.bounce(displacement: x - target, velocity: v)
            return ScrollAxisMotion(phase: .spring(spring, rest: target, start: HostClock.now), range: range, bounces: bounces)
        }
        if retargeted {
            guard target != x else { return nil }
            let v2 = DecelerationCurve.velocity(toTravel: target - x, rate: rate)
            let curve = DecelerationCurve(position: x, velocity: v2, rate: rate)
            return ScrollAxisMotion(phase: .decelerating(curve, start: HostClock.now), range: range, bounces: bounces, landing: target)
        }
        guard abs(v) > DecelerationCurve.stopSpeed else { return nil }
        let curve = DecelerationCurve(position: x, velocity: v, rate: rate)
        return ScrollAxisMotion(phase: .decelerating(curve, start: HostClock.now), range: range, bounces: bounces)
    }

    // MARK: Axis helpers

    func clamp(_ x: Double, _ r: ClosedRange<Double>) -> Double { min(max(x, r.lowerBound), r.upperBound) }

    private func page(of x: Double, _ origin: Double, _ dim: Double) -> Int {
        guard dim > 0 else { return 0 }
        let p = ((x - origin) / dim).rounded()
        return p.isFinite ? Int(max(min(p, 1e9), -1e9)) : 0
    }

    /// The displayed offset for an unconstrained one: past an edge the rubber band (§2), or a hard stop.
    private func rubberBanded(_ raw: Double, _ r: ClosedRange<Double>, _ dim: Double, bounces: Bool) -> Double {
        if raw < r.lowerBound {
            return bounces ? r.lowerBound - RubberBand.displayedOverscroll(r.lowerBound - raw, dimension: dim) : r.lowerBound
        }
        if raw > r.upperBound {
            return bounces ? r.upperBound + RubberBand.displayedOverscroll(raw - r.upperBound, dimension: dim) : r.upperBound
        }
        return raw
    }

    private func unconstrained(_ shown: Double, _ r: ClosedRange<Double>, _ dim: Double) -> CGFloat {
        if shown < r.lowerBound { return CGFloat(r.lowerBound - RubberBand.unconstrainedOverscroll(r.lowerBound - shown, dimension: dim)) }
        if shown > r.upperBound { return CGFloat(r.upperBound + RubberBand.unconstrainedOverscroll(shown - r.upperBound, dimension: dim)) }
        return CGFloat(shown)
    }
}
