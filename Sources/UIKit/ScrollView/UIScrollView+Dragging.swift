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
        for observer in Self.scrollObservers { observer.scrollViewPanDidChange(self) }
    }

    /// A finger landed on the scroll view: it is tracking, and a running deceleration or offset
    /// animation is caught where it is (a zoom animation runs on; the finger waits for it). Returns
    /// whether something was caught (the touch then never reaches the content as a tap).
    func touchDown() -> Bool {
        let caught: Bool
        switch activity {
        case .decelerating, .animatingOffset: caught = true
        default: caught = false
        }
        beginActivity(.touchDown)
        return caught
    }

    /// The last finger lifted (the pan recognizer reset): tracking ends.
    func touchUp() { beginActivity(.touchUp) }

    /// The pan may begin only if content touches already delivered may be cancelled, and (for nested
    /// scroll views) if the drag's direction is one this view scrolls, or no enclosing scroll view does.
    func panShouldBegin() -> Bool {
        for touch in scrollPan.trackedTouches where touch.delivery.beganDelivered && !touch.delivery.withheld {
            guard canCancelContentTouches, let view = touch.view, touchesShouldCancel(in: view) else { return false }
        }
        let m = scrollPan.movement
        // A sheet takes a drag at this view's edge (Presentation/ModalPresentation+DetentDrag.swift).
        if sheetTakesDrag(m) { return false }
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
        let origin = CGPoint(x: contentOffset.x + t.x, y: contentOffset.y + t.y)
        modifyDrag { $0.origin = origin }
    }

    private func beginDrag() {
        let range = offsetRange
        let p = contentOffset
        // A drag that catches an overscrolled view continues from the unconstrained position (the rubber band's
        // inverse).
        let origin = CGPoint(x: ReleasePolicy.unconstrained(Double(p.x), range: range.x, dimension: Double(bounds.width)),
                             y: ReleasePolicy.unconstrained(Double(p.y), range: range.y, dimension: Double(bounds.height)))
        let m = scrollPan.movement
        let drag = ScrollDrag(
            origin: origin,
            lock: isDirectionalLockEnabled ? DirectionalLock.lock(forFirstMovement: Double(m.x), Double(m.y)) : .free,
            startPage: (ReleasePolicy.page(of: Double(p.x), origin: range.x.lowerBound, pageSize: Double(bounds.width)),
                        ReleasePolicy.page(of: Double(p.y), origin: range.y.lowerBound, pageSize: Double(bounds.height))))
        enclosingSheetPresentation?.scrollDragBegan(self, translation: 0)   // the drag's origin is the pan's zero
        beginActivity(.dragBegan(drag))
        continueDrag()
    }

    /// The finger moved: the content follows it (only while the drag is the activity: under a pinch
    /// the pinch pans with the fingers' centroid, and under an animation the drag waits).
    func continueDrag() {
        guard case .dragging(var drag) = activity else { return }
        let t = scrollPan.translation(in: self)
        let range = offsetRange
        var p = contentOffset
        if canScroll(vertical: false) && drag.lock != .vertical {
            p.x = CGFloat(ReleasePolicy.rubberBanded(Double(drag.origin.x - t.x), range: range.x, dimension: Double(bounds.width),
                                                     bounces: bouncesHorizontally))
            // Without bounce the edge is a wall: re-base so reversing moves the content at once.
            if !bouncesHorizontally { drag.origin.x += p.x - (drag.origin.x - t.x) }
        }
        if canScroll(vertical: true) && drag.lock != .horizontal {
            // A sheet takes its share of the movement at the content's top (ModalPresentation+DetentDrag.swift).
            let share = enclosingSheetPresentation?.shareScrollDrag(self, translation: scrollPan.translation(in: nil).y,
                                                                    room: contentOffset.y + adjustedContentInset.top)
            drag.origin.y += share?.taken ?? 0
            p.y = CGFloat(ReleasePolicy.rubberBanded(Double(drag.origin.y - t.y), range: range.y, dimension: Double(bounds.height),
                                                     bounces: bouncesVertically))
            // Exactly where the split leaves it (no rounding drift): put when the sheet took the whole
            // movement, at the top when the sheet took the rest of a pull-down.
            if share?.all == true { p.y = contentOffset.y } else if (share?.taken ?? 0) > 0 { p.y = CGFloat(range.y.lowerBound) }
            if !bouncesVertically { drag.origin.y += p.y - (drag.origin.y - t.y) }
        }
        beginActivity(.dragChanged(drag))
        applyOffset(p)
        let x = Double(contentOffset.x), y = Double(contentOffset.y), now = HostClock.now
        modifyDrag {
            $0.trackerX.addSample(position: x, time: now)
            $0.trackerY.addSample(position: y, time: now)
        }
    }

    private func endDrag(cancelled: Bool) {
        guard var drag = activity.drag else { return }
        // The finger has lifted: the messages of the release (willEndDragging, didEndDragging,
        // willBeginDecelerating) already see `isTracking == false` ("from touch-down until lift"),
        // instead of waiting for the recognizer's reset after them.
        drag.isTracking = false
        beginActivity(.dragLifted)
        // Under an animation from code the drag did not move the content: it ends without a fling.
        let underAnimation = activity.needsFrames
        let now = HostClock.now
        let range = offsetRange
        let x = Double(contentOffset.x), y = Double(contentOffset.y)
        let vx = cancelled || !canScroll(vertical: false) || drag.lock == .vertical ? 0 : drag.trackerX.velocity(at: now)
        // A sheet that took part of the drag settles with the finger's velocity; the content then does not fling.
        let sheetTookRelease = enclosingSheetPresentation?.scrollDragEnded(
            self, velocity: cancelled ? 0 : scrollPan.velocity(in: nil).y) ?? false
        let vy = cancelled || sheetTookRelease || !canScroll(vertical: true) || drag.lock == .horizontal
            ? 0 : drag.trackerY.velocity(at: now)
        let rate = Double(decelerationRate.rawValue)
        let proposed = CGPoint(
            x: ReleasePolicy.target(position: x, velocity: vx, range: range.x, dimension: Double(bounds.width), rate: rate,
                                    pagingFrom: isPagingEnabled ? drag.startPage.x : nil),
            y: ReleasePolicy.target(position: y, velocity: vy, range: range.y, dimension: Double(bounds.height), rate: rate,
                                    pagingFrom: isPagingEnabled ? drag.startPage.y : nil))
        var target = adjustedReleaseTarget(proposed: proposed, velocity: CGPoint(x: vx / 1000, y: vy / 1000))
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: vx / 1000, y: vy / 1000),
                                            targetContentOffset: &target)
        // A retarget to NaN keeps the proposal; one outside the content is clamped to it.
        let tx = target.x.isFinite ? Double(target.x) : Double(proposed.x)
        let ty = target.y.isFinite ? Double(target.y) : Double(proposed.y)
        let mx = underAnimation ? nil : ReleasePolicy.simulation(
            position: x, velocity: vx, target: ReleasePolicy.clamp(tx, range.x), retargeted: tx != Double(proposed.x),
            range: range.x, bounces: bouncesHorizontally, rate: rate, paging: isPagingEnabled, start: now)
        let my = underAnimation ? nil : ReleasePolicy.simulation(
            position: y, velocity: vy, target: ReleasePolicy.clamp(ty, range.y), retargeted: ty != Double(proposed.y),
            range: range.y, bounces: bouncesVertically, rate: rate, paging: isPagingEnabled, start: now)
        let willDecelerate = mx != nil || my != nil
        beginActivity(.dragEnded(willDecelerate: willDecelerate))
        guard activity.drag != nil else { return }  // the delegate took over (removal, a drag that ended)
        // An animation the delegate started just now (`setContentOffset(_:animated: true)` to snap to a
        // place, a common iOS pattern) wins over the fling: the finger is released from it and no
        // deceleration begins.
        let delegateAnimates = !underAnimation && activity.needsFrames
        if willDecelerate && !delegateAnimates {
            beginActivity(.decelerate(AxisMotions(x: mx, y: my)))
            if activity.isDecelerating {
                let landing = CGPoint(x: ReleasePolicy.clamp(tx, range.x), y: ReleasePolicy.clamp(ty, range.y))
                prefetchTiledContent(at: landing, zoomScale: zoomScale)
                flingWillRest(at: landing)
            }
        } else {
            beginActivity(.releasedAtRest)
        }
    }

    // MARK: Axis helpers

    func clamp(_ x: Double, _ r: ClosedRange<Double>) -> Double { ReleasePolicy.clamp(x, r) }
}
