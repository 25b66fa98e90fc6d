import ScrollPhysics

/// The scroll view's one current activity (ScrollActivity.swift): the one place that changes it
/// (`beginActivity`, which applies `ScrollActivity.reduce` and its effects), the display link that
/// runs motions, and the per-frame step that writes `contentOffset` once.
extension UIScrollView {
    /// Applies `event`: the activity becomes what `ScrollActivity.reduce` says, then its effects
    /// run in order (delegate messages, the indicators, the display link). Every change of what the
    /// scroll view does goes through here, so the start and end messages cannot be sent twice or
    /// forgotten; a delegate told of a change may cause the next one (a nested call).
    func beginActivity(_ event: ScrollEvent) {
        let (next, effects) = ScrollActivity.reduce(activity, event)
        activity = next
        for effect in effects { perform(effect) }
    }

    private func perform(_ effect: ScrollEffect) {
        switch effect {
        case .startDisplayLink: ensureDisplayLink()
        case .send(let message): send(message)
        case .indicatorsMotionBegan: indicatorsMotionBegan()
        case .indicatorsMotionEnded: indicatorsMotionEnded()
        case .clampZoomIntoRange:
            // A scale left past the range (a bounce cut short) moves into it: no view rests there.
            guard zoomView != nil else { return }
            let s = min(max(zoomScale, zoomRange.lowerBound), zoomRange.upperBound)
            if s != zoomScale { applyZoom(scale: s, offset: contentOffset) }
        case .settleAtStoppedPosition:
            let range = offsetRange
            let p = CGPoint(x: CGFloat(ReleasePolicy.stoppedPosition(Double(contentOffset.x), range: range.x,
                                                                     pageSize: Double(bounds.width), paging: isPagingEnabled)),
                            y: CGFloat(ReleasePolicy.stoppedPosition(Double(contentOffset.y), range: range.y,
                                                                     pageSize: Double(bounds.height), paging: isPagingEnabled)))
            if p != contentOffset { applyOffset(p) }
        case .applyZoom(let scale, let offset): applyZoom(scale: scale, offset: offset)
        }
    }

    private func send(_ message: ScrollDelegateMessage) {
        guard let delegate else { return }
        switch message {
        case .willBeginDragging: delegate.scrollViewWillBeginDragging(self)
        case .didEndDragging(let willDecelerate): delegate.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        case .willBeginDecelerating: delegate.scrollViewWillBeginDecelerating(self)
        case .didEndDecelerating: delegate.scrollViewDidEndDecelerating(self)
        case .didEndScrollingAnimation: delegate.scrollViewDidEndScrollingAnimation(self)
        case .didScrollToTop: delegate.scrollViewDidScrollToTop(self)
        case .willBeginZooming: delegate.scrollViewWillBeginZooming(self, with: zoomView)
        case .didEndZooming: delegate.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomScale)
        }
    }

    /// Stops a running motion (deceleration, offset animation, zoom animation) where it is; a finger
    /// that is down keeps its activity. Drags and pinches are not motions and are left alone.
    func stopMotion(_ how: ActivityEnd) { beginActivity(.stop(how)) }

    /// `stopMotion` for the host input (UIWindow+HostInput): `notify` reports a caught deceleration.
    func stopMotion(notify: Bool) { stopMotion(notify ? .caught : .replaced) }

    /// The display link that steps motions and indicator fades; made when something needs frames,
    /// dropped in the first frame that needs none, or in the first frame after the scroll view is
    /// freed mid-motion (a screen popped while its list decelerates): the host's run loop keeps a
    /// link until it is invalidated, so one left behind ticked every frame for the rest of the
    /// process (found by `make soak`: display links at the Gallery's home grew from 1 to 3).
    func ensureDisplayLink() {
        guard displayLink == nil else { return }
        let link = CADisplayLink { [weak self] link in
            guard let self else { link.invalidate(); return }
            self.step(at: link.timestamp)
        }
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    /// One frame: the running motion evaluated at `t`, `contentOffset` written once (one didScroll).
    func step(at t: TimeInterval) {
        if case .zoomAnimating(let a, _) = activity { stepZoom(a, at: t) }
        // A delegate told of a zoom animation's end may start an offset animation; it starts this frame.
        if case .decelerating = activity { stepMotion(at: t) } else if case .animatingOffset = activity { stepMotion(at: t) }
        updateIndicatorAlpha(at: t)
        if !activity.needsFrames && !indicatorsNeedFrames(at: t) {
            displayLink?.invalidate()
            displayLink = nil
        }
    }

    private func stepMotion(at t: TimeInterval) {
        var m: AxisMotions
        switch activity {
        case .decelerating(let motions), .animatingOffset(let motions, _, _): m = motions
        default: return
        }
        let p = m.step(at: t, from: contentOffset)
        beginActivity(.motionStepped(m))
        applyOffset(p)
        // The delegate may have stopped the motion in scrollViewDidScroll or started another one.
        switch activity {
        case .decelerating(let m) where m.isFinished: beginActivity(.motionFinished)
        case .animatingOffset(let m, _, _) where m.isFinished: beginActivity(.motionFinished)
        default: break
        }
    }

    /// Moves the running motion and the drag by `delta`: app code set the offset while they ran.
    func activityDidShift(by delta: CGPoint) { beginActivity(.shifted(by: delta)) }

    /// Changes the drag wherever it is held (nothing without one).
    func modifyDrag(_ change: (inout ScrollDrag) -> Void) {
        guard var drag = activity.drag else { return }
        change(&drag)
        beginActivity(.dragChanged(drag))
    }

    /// The drag's origin, for the refresh control's re-basing when its inset appears mid-drag.
    var dragOrigin: CGPoint {
        get { activity.drag?.origin ?? .zero }
        set { modifyDrag { $0.origin = newValue } }
    }

    /// Where the running free deceleration on one axis comes to rest (the projection made at the
    /// release, clamped to the content), or nil when that axis is not decelerating freely (no
    /// deceleration, a spring, or the edge hand-off already taken). The table's prefetching reads it.
    func projectedRestingOffset(vertical: Bool) -> CGFloat? {
        guard case .decelerating(let m) = activity, let f = (vertical ? m.y : m.x) as? FrictionSimulation else { return nil }
        if let crossing = f.edgeCrossing, let at = m.evaluatedAt, at - f.start >= crossing.delay { return nil }
        let rest = f.landing ?? f.curve.restingPosition
        return CGFloat(min(max(rest, f.range.lowerBound), f.range.upperBound))
    }
}
