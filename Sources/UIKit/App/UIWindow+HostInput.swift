/// Host input that is not a touch: mouse wheel and trackpad scrolling, and the keyboard. Both go to a
/// scroll view the way a desktop user expects, and both are public so any host (SDL2, tests) can use them.
extension UIWindow {
    /// Keys that scroll (arrows, Page Up/Down, space) and Home, the status-bar tap.
    public enum HostKey: Sendable, Equatable {
        /// `up`, `down`, `left`, `right`: scroll `arrowKeyStep` points that way; `pageUp`, `pageDown` and
        /// `space` (down): scroll a page, the visible height less one step; `home`: scroll to top, as a
        /// status-bar tap does (`scrollsToTop`).
        case up, down, left, right, pageUp, pageDown, space, home
    }

    /// Distance an arrow key scrolls (one table row, a common desktop choice).
    public static let arrowKeyStep: CGFloat = 40

    /// Scrolls the innermost scroll view under `location` that can move along `delta` (points; positive
    /// moves toward larger offsets, as a trackpad's content-follows-fingers delta turned around).
    /// Clamped to the content: wheels do not rubber-band. `momentum` marks platform momentum events,
    /// which stop at the edge like any other. Returns whether a scroll view moved.
    @discardableResult
    public func sendScrollWheel(_ delta: CGPoint, at location: CGPoint, timestamp: TimeInterval) -> Bool {
        hostContext.run {
            HostClock.advance(to: timestamp)
            guard delta.x.isFinite, delta.y.isFinite, delta != .zero else { return false }
            var view = hitTest(location, with: nil)
            while let v = view {
                if let s = v as? UIScrollView, s.scroll(by: delta) {
                    lastPointerScrollView = s
                    return true
                }
                view = v.superview
            }
            return false
        }
    }

    /// Ctrl+wheel and trackpad pinch from a host: zooms the innermost zoomable scroll view under
    /// `location` by `factor`, keeping the content point under the pointer fixed. The delegate hears
    /// `willBeginZooming`, `didZoom` and `didEndZooming` for the step. Returns whether one zoomed.
    @discardableResult
    public func sendZoom(by factor: CGFloat, at location: CGPoint, timestamp: TimeInterval) -> Bool {
        hostContext.run {
            HostClock.advance(to: timestamp)
            guard factor.isFinite, factor > 0, factor != 1 else { return false }
            var view = hitTest(location, with: nil)
            while let v = view {
                if let s = v as? UIScrollView, s.zoomingIsPossible {
                    return s.zoomStep(by: factor, at: convert(location, to: s))
                }
                view = v.superview
            }
            return false
        }
    }

    /// Keyboard scrolling of the scroll view the pointer last scrolled, or else the largest visible one
    /// that allows it; nothing scrolls if the chosen view's `allowsKeyboardScrolling` is off. When the
    /// first responder is a text input (`UIKeyInput`) it gets the key first, as a `UIPress`
    /// (UIWindow+KeyInput.swift): an editing field moves its caret instead of the page scrolling.
    @discardableResult
    public func sendKey(_ key: HostKey, timestamp: TimeInterval) -> Bool {
        hostContext.run {
            HostClock.advance(to: timestamp)
            if firstResponderInWindow is UIKeyInput, deliverPress(key.key, phase: .began, timestamp: timestamp) { return true }
            return scroll(for: key)
        }
    }

    /// What an unhandled scrolling key does: scroll (Home: scroll to top).
    func scroll(for key: HostKey) -> Bool {
        if key == .home { return requestScrollToTop() }
        guard let s = lastPointerScrollView.flatMap({ $0.window === self ? $0 : nil }) ?? largestScrollView(),
              s.allowsKeyboardScrolling else { return false }  // iOS 17: a view may opt out of keyboard scrolling
        let page = max(0, s.bounds.height - UIWindow.arrowKeyStep)
        let delta: CGPoint
        switch key {
        case .up: delta = CGPoint(x: 0, y: -UIWindow.arrowKeyStep)
        case .down: delta = CGPoint(x: 0, y: UIWindow.arrowKeyStep)
        case .left: delta = CGPoint(x: -UIWindow.arrowKeyStep, y: 0)
        case .right: delta = CGPoint(x: UIWindow.arrowKeyStep, y: 0)
        case .pageUp: delta = CGPoint(x: 0, y: -page)
        case .pageDown, .space: delta = CGPoint(x: 0, y: page)
        case .home: return false
        }
        let target = CGPoint(x: s.contentOffset.x + delta.x, y: s.contentOffset.y + delta.y)
        let range = s.offsetRange
        let clamped = CGPoint(x: s.clamp(Double(target.x), range.x), y: s.clamp(Double(target.y), range.y))
        guard clamped != s.contentOffset else { return false }
        s.setContentOffset(clamped, animated: true)
        return true
    }

    private func largestScrollView() -> UIScrollView? {
        var best: (UIScrollView, CGFloat)?
        func visit(_ v: UIView) {
            guard !v.isHidden, v.alpha >= 0.01 else { return }
            if let s = v as? UIScrollView, s.isScrollEnabled, s.allowsKeyboardScrolling {
                let area = s.bounds.width * s.bounds.height
                if area > (best?.1 ?? -1) { best = (s, area) }
            }
            v.subviews.forEach(visit)
        }
        visit(self)
        return best?.0
    }
}

extension UIScrollView {
    /// One wheel step: moves within the content on the axes this view scrolls; false if it cannot move.
    func scroll(by delta: CGPoint) -> Bool {
        guard isScrollEnabled, !isTracking else { return false }
        let range = offsetRange
        var p = contentOffset
        if canScroll(vertical: false) { p.x = CGFloat(clamp(Double(p.x + delta.x), range.x)) }
        if canScroll(vertical: true) { p.y = CGFloat(clamp(Double(p.y + delta.y), range.y)) }
        guard p != contentOffset else { return false }
        stopMotion(notify: true)
        indicatorsMotionBegan()
        applyOffset(p)
        indicatorsMotionEnded()
        return true
    }
}

extension UIScrollView {
    /// One discrete zoom step about `point` (bounds coordinates), clamped to the zoom range.
    func zoomStep(by factor: CGFloat, at point: CGPoint) -> Bool {
        guard let view = zoomView, !isZooming, !isZoomAnimating else { return false }
        let s0 = zoomScale
        let s1 = min(max(s0 * factor, zoomRange.lowerBound), zoomRange.upperBound)
        guard s1 != s0 else { return false }
        let p = CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY)
        let u = zoomViewPoint(under: p, in: view, scale: s0)
        beginActivity(.zoomStep(scale: s1, offset: clampedOffset(CGPoint(x: u.x * s1 - p.x, y: u.y * s1 - p.y), scale: s1, in: view)))
        return true
    }
}
