/// Turns host touch input into UIKit touch delivery for one window.
///
/// Order for each event: gesture recognizers see the touches first (in the order they joined: deepest
/// view first), then the touches go to their hit-tested views, unless a recognizer holds them
/// (`delaysTouchesBegan`, `delaysTouchesEnded`) or took them (`cancelsTouchesInView`). Held deliveries
/// are flushed as soon as the holders fail; taken touches that had reached their view get
/// `touchesCancelled`. Scroll views vet content touches through `touchesShouldBegin(_:with:in:)`.
///
/// Bad input (docs/PORTING.md): a `.began` for an id already down, or any other phase for an unknown id, is
/// ignored; a non-finite location keeps the finger where it was; an event timestamp earlier than the
/// clock is clamped to the clock.
@MainActor
final class TouchDeliveryPipeline {
    unowned let window: UIWindow
    let arbiter = GestureArbiter()
    private(set) var touches: [Int: UITouch] = [:]
    /// Lifted touches whose `touchesEnded` is still held by a recognizer.
    private var lingering: [UITouch] = []
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    /// Multi-tap grouping for `UITouch.tapCount`: next touch-down within 0.35 s and 20 pt of the last
    /// lift. UIKit does not document its values; these match the tap recognizer's (UITapGestureRecognizer).
    static let tapInterval: TimeInterval = 0.35
    static let tapDistance: CGFloat = 20

    init(window: UIWindow) {
        self.window = window
        arbiter.pipeline = self
    }

    var hasTouchesDown: Bool { !touches.isEmpty }

    func send(_ inputs: [TouchInput], timestamp: TimeInterval) {
        let now = HostClock.advance(to: timestamp)
        // Time-outs that fell due before this event are settled first, exactly as a tick at `now`
        // would: a host may send input without ticking in between (an idle host woken by a touch).
        // Without this a second tap 0.6 s after the first still counted as a double tap, and a long
        // press held past its duration did not begin before the next move.
        timeDidAdvance(to: now)
        var began: [UITouch] = [], moved: [UITouch] = [], ended: [UITouch] = [], cancelled: [UITouch] = []
        var seen = Set<Int>()
        for input in inputs where seen.insert(input.id).inserted {
            if input.phase == .began {
                guard touches[input.id] == nil else { continue }
                let location = Finite.point(input.location)
                let touch = UITouch(id: input.id, location: location, timestamp: now, window: window,
                                    view: window.hitTest(location, with: nil), tapCount: tapCount(at: location, time: now))
                touches[input.id] = touch
                began.append(touch)
                continue
            }
            guard let touch = touches[input.id] else { continue }
            touch.previousWindowLocation = touch.windowLocation
            if input.location.x.isFinite, input.location.y.isFinite { touch.windowLocation = input.location }
            touch.timestamp = now
            touch.phase = input.phase
            switch input.phase {
            case .moved: moved.append(touch)
            case .ended: ended.append(touch)
            case .cancelled: cancelled.append(touch)
            default: break
            }
        }
        let lifting = ended + cancelled
        let event = UIEvent(timestamp: now, touches: Set(touches.values))
        UIEvent.dispatching = event  // target-action passes it (TargetAction/Selector.swift)
        defer { UIEvent.dispatching = nil }
        began.forEach(attachRecognizers)
        deliverToRecognizers(began: began, moved: moved, ended: ended, cancelled: cancelled, event: event)
        deliverToViews(began: began, moved: moved, ended: ended, cancelled: cancelled, event: event)
        for touch in lifting {
            touches[touch.id] = nil
            if touch.phase == .ended { lastTap = (touch.windowLocation, now, touch.tapCount) }
        }
        flush(event: event)
        if touches.isEmpty { arbiter.resetFinished() }
    }

    func timeDidAdvance(to time: TimeInterval) {
        arbiter.timeDidAdvance(to: time)
        let event = UIEvent(timestamp: time, touches: Set(touches.values))
        UIEvent.dispatching = event
        defer { UIEvent.dispatching = nil }
        flush(event: event)
        if touches.isEmpty { arbiter.resetFinished() }
    }

    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let last = lastTap, time - last.time <= Self.tapInterval,
              hypot(location.x - last.location.x, location.y - last.location.y) <= Self.tapDistance else { return 1 }
        return last.count + 1
    }

    private func attachRecognizers(to touch: UITouch) {
        var list: [UIGestureRecognizer] = []
        var v = touch.view
        while let view = v {
            for r in view.gestureRecognizers ?? [] where r.isEnabled && !r.storedState.isFinal {
                if r.delegate?.gestureRecognizer(r, shouldReceive: touch) == false { continue }
                list.append(r)
            }
            v = view.superview
        }
        touch.gestureRecognizers = list
        list.forEach(arbiter.join)
    }

    private func deliverToRecognizers(began: [UITouch], moved: [UITouch], ended: [UITouch], cancelled: [UITouch],
                                      event: UIEvent) {
        func mine(_ list: [UITouch], _ r: UIGestureRecognizer) -> Set<UITouch> {
            Set(list.filter { t in t.gestureRecognizers.contains { $0 === r } })
        }
        for r in arbiter.participants {
            let b = mine(began, r), m = mine(moved, r), e = mine(ended, r), c = mine(cancelled, r)
            if !b.isEmpty { r.trackedTouches.append(contentsOf: began.filter(b.contains)); r.sequenceTouches.append(contentsOf: began.filter(b.contains)) }
            let receives = r.view != nil && !r.storedState.isFinal
            if receives, !b.isEmpty { r.touchesBegan(b, with: event) }
            if receives, !m.isEmpty, r.view != nil { r.touchesMoved(m, with: event) }
            if receives, !e.isEmpty, r.view != nil { r.touchesEnded(e, with: event) }
            if receives, !c.isEmpty, r.view != nil { r.touchesCancelled(c, with: event) }
            if !e.isEmpty || !c.isEmpty {
                r.lastCentroid = r.centroidInWindow
                r.trackedTouches.removeAll { e.contains($0) || c.contains($0) }
            }
        }
    }

    // MARK: Views

    private func holdsBegan(_ t: UITouch) -> Bool {
        t.gestureRecognizers.contains { $0.delaysTouchesBegan && $0.storedState == .possible && $0.isInvolved }
    }

    private func holdsEnded(_ t: UITouch) -> Bool {
        t.gestureRecognizers.contains { $0.delaysTouchesEnded && $0.storedState == .possible && $0.isInvolved }
    }

    private func deliverToViews(began: [UITouch], moved: [UITouch], ended: [UITouch], cancelled: [UITouch],
                                event: UIEvent) {
        var toBegin: [UITouch] = [], toMove: [UITouch] = [], toEnd: [UITouch] = [], toCancel: [UITouch] = []
        for t in began where !t.delivery.withheld {
            // A view without isMultipleTouchEnabled hears only its first finger (UIView documentation).
            if let v = t.view, !v.isMultipleTouchEnabled,
               touches.values.contains(where: { $0 !== t && $0.view === v && !$0.delivery.withheld }) {
                t.delivery.withheld = true
                continue
            }
            if holdsBegan(t) { t.delivery.beganPending = true } else { toBegin.append(t) }
        }
        for t in moved where !t.delivery.withheld {
            if t.delivery.beganPending { t.delivery.movedWhilePending = true } else if t.delivery.beganDelivered { toMove.append(t) }
        }
        for t in ended where !t.delivery.withheld {
            if t.delivery.beganPending || holdsEnded(t) { t.delivery.endPending = true; lingering.append(t) }
            else if t.delivery.beganDelivered { toEnd.append(t) }
        }
        for t in cancelled where !t.delivery.withheld {
            if t.delivery.beganDelivered { toCancel.append(t) }
            t.delivery.withheld = true
        }
        beginOnViews(toBegin, event: event)
        dispatch(toMove, event) { $0.touchesMoved($1, with: $2) }
        dispatch(toEnd, event) { $0.touchesEnded($1, with: $2) }
        dispatch(toCancel, event) { $0.touchesCancelled($1, with: $2) }
        toEnd.forEach { $0.delivery.withheld = true }
    }

    /// Delivers `touchesBegan`, after the enclosing scroll views agree (`touchesShouldBegin`).
    private func beginOnViews(_ list: [UITouch], event: UIEvent) {
        var accepted: [UITouch] = []
        for t in list {
            t.delivery.beganPending = false
            if let view = t.view, contentAccepts(t, in: view, event: event) {
                t.delivery.beganDelivered = true
                accepted.append(t)
            } else {
                t.delivery.withheld = true
            }
        }
        dispatch(accepted, event) { $0.touchesBegan($1, with: $2) }
    }

    private func contentAccepts(_ touch: UITouch, in view: UIView, event: UIEvent) -> Bool {
        var ancestor = view.superview
        while let a = ancestor {
            if !a.shouldDeliverContentTouches([touch], with: event, to: view) { return false }
            ancestor = a.superview
        }
        return true
    }

    /// A recognizer took `touch`: the view hears nothing more, and `touchesCancelled` if it had begun.
    func withhold(_ touch: UITouch) {
        guard !touch.delivery.withheld else { return }
        touch.delivery.withheld = true
        touch.delivery.beganPending = false
        touch.delivery.endPending = false
        if touch.delivery.beganDelivered, let view = touch.view {
            let event = UIEvent(timestamp: HostClock.now, touches: Set(touches.values))
            view.touchesCancelled([touch], with: event)
        }
    }

    func recognizerStatesChanged() {}

    /// Delivers what the holders no longer hold.
    private func flush(event: UIEvent) {
        let all = Array(touches.values).sorted { $0.id < $1.id } + lingering
        let ready = all.filter { $0.delivery.beganPending && !$0.delivery.withheld && !holdsBegan($0) }
        if !ready.isEmpty {
            beginOnViews(ready, event: event)
            let movedSince = ready.filter { $0.delivery.movedWhilePending && $0.delivery.beganDelivered && $0.phase != .ended }
            dispatch(movedSince, event) { $0.touchesMoved($1, with: $2) }
        }
        let ends = lingering.filter { $0.delivery.endPending && !$0.delivery.withheld && !$0.delivery.beganPending && !holdsEnded($0) }
        for t in ends { t.delivery.endPending = false }
        dispatch(ends.filter { $0.delivery.beganDelivered }, event) { $0.touchesEnded($1, with: $2) }
        ends.forEach { $0.delivery.withheld = true }
        lingering.removeAll { !$0.delivery.endPending || $0.delivery.withheld }
    }

    /// Groups touches by view (first-appearance order) and calls `deliver` once per view.
    private func dispatch(_ list: [UITouch], _ event: UIEvent, _ deliver: (UIView, Set<UITouch>, UIEvent) -> Void) {
        var order: [UIView] = []
        var groups: [ObjectIdentifier: Set<UITouch>] = [:]
        for t in list {
            guard let view = t.view else { continue }
            let key = ObjectIdentifier(view)
            if groups[key] == nil { order.append(view) }
            groups[key, default: []].insert(t)
        }
        for view in order { deliver(view, groups[ObjectIdentifier(view)]!, event) }
    }
}
