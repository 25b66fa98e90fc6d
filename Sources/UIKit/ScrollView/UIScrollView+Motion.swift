/// What a scroll view's motion after the finger is for, which decides the delegate message at its end.
enum MotionKind { case none, deceleration, programmatic, scrollToTop }

/// Running per-axis motions on the host clock through a display link.
extension UIScrollView {
    var isMoving: Bool { motionKind != .none }

    func startMotion(x: ScrollAxisMotion?, y: ScrollAxisMotion?, kind: MotionKind) {
        motionX = x
        motionY = y
        motionKind = kind
        ensureDisplayLink()
    }

    func ensureDisplayLink() {
        guard displayLink == nil else { return }
        let link = CADisplayLink { [weak self] link in self?.step(at: link.timestamp) }
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    /// One frame: every moving axis evaluated at `t`, the offset applied once (one didScroll).
    func step(at t: TimeInterval) {
        stepZoom(at: t)
        if isMoving {
            var p = contentOffset
            if var m = motionX { p.x = CGFloat(m.position(at: t)); motionX = m }
            if var m = motionY { p.y = CGFloat(m.position(at: t)); motionY = m }
            applyOffset(p)
            // The delegate may have stopped us (removed the view, caught it, started another motion).
            if isMoving, motionX?.isDone ?? true, motionY?.isDone ?? true { finishMotion() }
        }
        updateIndicatorAlpha(at: t)
        if !isMoving && zoomAnimation == nil && !indicatorsNeedFrames(at: t) {
            displayLink?.invalidate()
            displayLink = nil
        }
    }

    /// The motion reached its end: clear state first (the delegate may start something new), then report.
    func finishMotion() {
        let kind = motionKind
        motionX = nil
        motionY = nil
        motionKind = .none
        indicatorsMotionEnded()
        switch kind {
        case .deceleration:
            _isDecelerating = false
            _isDragging = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .programmatic: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop: delegate?.scrollViewDidScrollToTop(self)
        case .none: break
        }
    }

    /// Stops any motion where it is. With `notify`, a caught deceleration reports
    /// `scrollViewDidEndDecelerating` (as iOS 13 and later do, reference §10.7).
    func stopMotion(notify: Bool) {
        let kind = motionKind
        motionX = nil
        motionY = nil
        motionKind = .none
        if kind == .deceleration {
            _isDecelerating = false
            _isDragging = false
            if notify { delegate?.scrollViewDidEndDecelerating(self) }
        }
    }
}
