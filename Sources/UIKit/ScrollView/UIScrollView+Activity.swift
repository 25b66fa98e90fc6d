import ScrollPhysics

/// The scroll view's one current activity (ScrollActivity.swift): the one place that ends the old
/// activity and begins the next (`beginActivity`), the display link that runs motions, and the
/// per-frame step that writes `contentOffset` once.
extension UIScrollView {
    /// Ends the current activity as `how` says (its delegate message), then makes `next` current and
    /// runs the display link if `next` moves by itself. Every change of what the scroll view does
    /// goes through here; changes inside one activity (the drag's finger moving, a frame of a motion)
    /// update it in place.
    func beginActivity(_ next: ScrollActivity, ending how: ActivityEnd) {
        let old = activity
        activity = next
        if next.needsFrames { ensureDisplayLink() }
        switch old {
        case .decelerating:
            if how == .finished { indicatorsMotionEnded() }
            if how == .finished || how == .caught { delegate?.scrollViewDidEndDecelerating(self) }
        case .animatingOffset(_, let kind, _):
            guard how == .finished else { break }
            indicatorsMotionEnded()
            switch kind {
            case .programmatic: delegate?.scrollViewDidEndScrollingAnimation(self)
            case .scrollToTop: delegate?.scrollViewDidScrollToTop(self)
            }
        case .zoomAnimating:
            switch how {
            case .finished, .caught: delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomScale)
            case .replaced:
                // A scale left past the range (a bounce cut short) moves into it: no view rests there.
                if zoomView != nil {
                    let s = min(max(zoomScale, zoomRange.lowerBound), zoomRange.upperBound)
                    if s != zoomScale { applyZoom(scale: s, offset: contentOffset) }
                }
                delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomScale)
            case .silently: break
            }
        case .idle, .tracking, .dragging, .pinching: break
        }
    }

    /// Stops a running motion (deceleration, offset animation, zoom animation) where it is; a finger
    /// that is down keeps its activity. Drags and pinches are not motions and are left alone.
    func stopMotion(_ how: ActivityEnd) {
        guard activity.needsFrames else { return }
        beginActivity(activity.finger.activity, ending: how)
    }

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
        let p: CGPoint
        switch activity {
        case .decelerating(var m):
            p = m.step(at: t, from: contentOffset)
            activity = .decelerating(m)
        case .animatingOffset(var m, let kind, let finger):
            p = m.step(at: t, from: contentOffset)
            activity = .animatingOffset(m, kind: kind, finger: finger)
        default: return
        }
        applyOffset(p)
        // The delegate may have stopped the motion in scrollViewDidScroll or started another one.
        switch activity {
        case .decelerating(let m) where m.isFinished: beginActivity(.idle, ending: .finished)
        case .animatingOffset(let m, _, let finger) where m.isFinished: beginActivity(finger.activity, ending: .finished)
        default: break
        }
    }

    /// Moves the running motion and the drag by `delta`: app code set the offset while they ran.
    func activityDidShift(by delta: CGPoint) {
        switch activity {
        case .decelerating(var m):
            m.shift(by: delta)
            activity = .decelerating(m)
        case .animatingOffset(var m, let kind, let finger):
            m.shift(by: delta)
            activity = .animatingOffset(m, kind: kind, finger: finger)
        case .pinching(var p) where p.release != nil:
            p.release?.shift(by: delta)
            activity = .pinching(p)
        default: break
        }
        activity.modifyDrag { $0.origin.x += delta.x; $0.origin.y += delta.y }
    }

    /// The drag's origin, for the refresh control's re-basing when its inset appears mid-drag.
    var dragOrigin: CGPoint {
        get { activity.drag?.origin ?? .zero }
        set { activity.modifyDrag { $0.origin = newValue } }
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
