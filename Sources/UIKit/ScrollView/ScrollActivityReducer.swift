import ScrollPhysics

/// What happens to a scroll view's activity: a finger, the pan and the pinch, a frame of a motion,
/// code starting or stopping a motion. `ScrollActivity.reduce` says what the activity becomes and
/// what must be done about it (`ScrollEffect`); `UIScrollView.beginActivity` applies both, and is
/// the only place that does.
enum ScrollEvent {
    /// A finger landed (the pan recognizer got its first touch).
    case touchDown
    /// The last finger lifted (the pan recognizer reset).
    case touchUp
    /// The pan was recognized: `drag` starts.
    case dragBegan(ScrollDrag)
    /// The drag's bookkeeping changed (its origin, lock, velocity samples): `drag` replaces it
    /// wherever it is held.
    case dragChanged(ScrollDrag)
    /// The dragging finger lifted: the release's messages see `isTracking == false`.
    case dragLifted
    /// The release is reported (`scrollViewDidEndDragging`), before the activity changes.
    case dragEnded(willDecelerate: Bool)
    /// The released drag decelerates with `motions` (under a pinch it waits for the pinch to end).
    case decelerate(AxisMotions)
    /// The released drag ends without a fling: the content stays where it is.
    case releasedAtRest
    /// Two fingers pinch: the scale was `startScale`, the fingers' centroid `centroid`.
    case pinchBegan(startScale: CGFloat, centroid: CGPoint)
    /// The pinch moved its centroid to `centroid`.
    case pinchMoved(centroid: CGPoint)
    /// The pinch ended with the scale in range: a drag it released decelerates, a finger drags on.
    case pinchEndedInRange
    /// Code (or the keys, or scroll to top) animates the offset with `motions`.
    case animateOffset(AxisMotions, kind: OffsetAnimationKind)
    /// A zoom animates (from code, or the bounce after a pinch past the range).
    case animateZoom(ZoomAnimation)
    /// A frame of the deceleration or offset animation evaluated `motions`.
    case motionStepped(AxisMotions)
    /// The running motion (deceleration, offset or zoom animation) reached its end.
    case motionFinished
    /// App code moved the offset by `delta` while a motion or a drag ran: they continue from there.
    case shifted(by: CGPoint)
    /// A running motion stops where it is, ending as `how` says; a finger that is down keeps its activity.
    case stop(ActivityEnd)
    /// `stopScrollingAndZooming()`: a running motion stops, the content settles inside the range.
    case stopScrollingAndZooming
    /// One discrete zoom step from the host (ctrl+wheel, trackpad pinch) to `scale` at `offset`.
    case zoomStep(scale: CGFloat, offset: CGPoint)
}

/// What an activity change asks of the scroll view, in the order given.
enum ScrollEffect: Equatable {
    /// Run the display link: the new activity moves by itself.
    case startDisplayLink
    /// Tell the delegate.
    case send(ScrollDelegateMessage)
    /// The indicators show while the content moves.
    case indicatorsMotionBegan
    /// The content stopped moving: the indicators fade.
    case indicatorsMotionEnded
    /// A zoom cut short left the scale past the range: move it into the range.
    case clampZoomIntoRange
    /// A stopped motion leaves the offset inside the range (on a page, when paging).
    case settleAtStoppedPosition
    /// Zoom to `scale` at `offset` now (the host's discrete zoom step).
    case applyZoom(scale: CGFloat, offset: CGPoint)
}

/// The delegate messages that start and end what the scroll view does (`scrollViewDidScroll`,
/// `scrollViewDidZoom` and `scrollViewWillEndDragging` are sent where the offset, the scale and the
/// release target are computed).
enum ScrollDelegateMessage: Equatable {
    case willBeginDragging
    case didEndDragging(willDecelerate: Bool)
    case willBeginDecelerating
    case didEndDecelerating
    case didEndScrollingAnimation
    case didScrollToTop
    case willBeginZooming
    case didEndZooming
}

extension ScrollActivity {
    /// The activity after `event`, and what must be done about it. A pure function: it reads only
    /// its arguments, so every (activity, event) pair can be tested on its own.
    ///
    /// The start and end messages come from the change: leaving a motion sends its end
    /// (`ending(_:)`), a drag appearing sends `willBeginDragging`, a zoom session (a pinch, a zoom
    /// from code) appearing sends `willBeginZooming` and ending sends `didEndZooming`, entering a
    /// deceleration sends `willBeginDecelerating`, and a motion starting runs the display link.
    static func reduce(_ old: ScrollActivity, _ event: ScrollEvent) -> (next: ScrollActivity, effects: [ScrollEffect]) {
        var next = old
        var effects: [ScrollEffect] = []
        switch event {
        case .touchDown:
            switch old {
            case .idle: next = .tracking
            case .decelerating, .animatingOffset: next = .tracking; effects = old.ending(.caught)
            case .zoomAnimating(let a, .none): next = .zoomAnimating(a, finger: .tracking)
            case .pinching(var p) where p.finger.drag == nil: p.finger = .tracking; next = .pinching(p)
            case .tracking, .dragging, .zoomAnimating, .pinching: break
            }
        case .touchUp:
            switch old {
            case .tracking: next = .idle
            case .animatingOffset(let m, let kind, .tracking): next = .animatingOffset(m, kind: kind, finger: .none)
            case .zoomAnimating(let a, .tracking): next = .zoomAnimating(a, finger: .none)
            case .pinching(var p) where p.finger.drag == nil: p.finger = .none; next = .pinching(p)
            default: next.modifyDrag { $0.isTracking = false }
            }
        case .dragBegan(let drag):
            switch old {
            case .pinching(var p):
                // The pan recognized alongside a pinch: the pinch moves the content; the drag waits.
                p.finger = .dragging(drag)
                next = .pinching(p)
            case .zoomAnimating(let a, _):
                // A zoom animation runs to its end; the drag takes over after it.
                next = .zoomAnimating(a, finger: .dragging(drag))
            default:
                next = .dragging(drag)
                effects = old.ending(.caught)
            }
            effects += [.send(.willBeginDragging), .indicatorsMotionBegan]
        case .dragChanged(let drag):
            next.modifyDrag { $0 = drag }
        case .dragLifted:
            next.modifyDrag { $0.isTracking = false }
        case .dragEnded(let willDecelerate):
            effects = [.send(.didEndDragging(willDecelerate: willDecelerate))]
        case .decelerate(let motions):
            if case .pinching(var p) = old {
                p.finger = .none
                p.release = motions
                next = .pinching(p)
            } else {
                next = .decelerating(motions)
            }
            effects = [.send(.willBeginDecelerating)]
        case .releasedAtRest:
            switch old {
            case .dragging: next = .idle
            case .pinching(var p): p.finger = .none; next = .pinching(p)
            case .animatingOffset(let m, let kind, _): next = .animatingOffset(m, kind: kind, finger: .none)
            case .zoomAnimating(let a, _): next = .zoomAnimating(a, finger: .none)
            case .idle, .tracking, .decelerating: break
            }
            effects = [.indicatorsMotionEnded]
        case .pinchBegan(let startScale, let centroid):
            // A pinch catches whatever moves the content; a finger already down stays with the pinch.
            next = .pinching(ScrollPinch(startScale: startScale, centroid: centroid, finger: old.finger, release: nil))
            effects = old.ending(.caught) + [.send(.willBeginZooming)]
        case .pinchMoved(let centroid):
            if case .pinching(var p) = old { p.centroid = centroid; next = .pinching(p) }
        case .pinchEndedInRange:
            guard case .pinching(let p) = old else { break }
            next = p.release.map { ScrollActivity.decelerating($0) } ?? p.finger.activity
            effects = [.send(.didEndZooming)]
        case .animateOffset(let motions, let kind):
            next = .animatingOffset(motions, kind: kind, finger: old.finger)
            effects = [.indicatorsMotionBegan] + old.ending(.replaced)
        case .animateZoom(let animation):
            // It replaces any motion without a message; a pinch that ends here hands its finger over
            // and a drag it released is dropped (the bounce decides where the content goes). A zoom
            // from code that replaces another continues it: one willBeginZooming, one didEndZooming.
            next = .zoomAnimating(animation, finger: old.finger)
            var continuesAZoomFromCode = false
            if case .zoomAnimating(let running, _) = old, running.kind == .programmatic { continuesAZoomFromCode = true }
            if animation.kind == .programmatic, !continuesAZoomFromCode { effects = [.send(.willBeginZooming)] }
        case .motionStepped(let motions):
            switch old {
            case .decelerating: next = .decelerating(motions)
            case .animatingOffset(_, let kind, let finger): next = .animatingOffset(motions, kind: kind, finger: finger)
            default: break
            }
        case .motionFinished:
            guard old.needsFrames else { break }
            next = old.finger.activity
            effects = old.ending(.finished)
        case .shifted(let delta):
            switch old {
            case .decelerating(var m): m.shift(by: delta); next = .decelerating(m)
            case .animatingOffset(var m, let kind, let finger): m.shift(by: delta); next = .animatingOffset(m, kind: kind, finger: finger)
            case .pinching(var p) where p.release != nil: p.release?.shift(by: delta); next = .pinching(p)
            default: break
            }
            next.modifyDrag { $0.origin.x += delta.x; $0.origin.y += delta.y }
        case .stop(let how):
            guard old.needsFrames else { break }
            next = old.finger.activity
            effects = old.ending(how)
        case .stopScrollingAndZooming:
            // A stopped deceleration and a stopped zoom report their ends (reached early); a stopped
            // programmatic scroll reports nothing, as when another scroll replaces it.
            next = old.finger.activity
            switch old {
            case .zoomAnimating: effects = [.clampZoomIntoRange, .settleAtStoppedPosition, .send(.didEndZooming)]
            case .decelerating: effects = [.send(.didEndDecelerating), .settleAtStoppedPosition, .indicatorsMotionEnded]
            case .animatingOffset: effects = [.settleAtStoppedPosition, .indicatorsMotionEnded]
            case .idle, .tracking, .dragging, .pinching: next = old
            }
        case .zoomStep(let scale, let offset):
            if old.needsFrames { next = old.finger.activity; effects = old.ending(.caught) }
            effects += [.send(.willBeginZooming), .applyZoom(scale: scale, offset: offset), .send(.didEndZooming)]
        }
        if next.needsFrames && !old.needsFrames { effects.insert(.startDisplayLink, at: 0) }
        return (next, effects)
    }

    /// How this activity ends when replaced as `how` says: the message it sends, and the indicators'
    /// fade when a motion reached its end.
    func ending(_ how: ActivityEnd) -> [ScrollEffect] {
        switch self {
        case .decelerating:
            switch how {
            case .finished: return [.indicatorsMotionEnded, .send(.didEndDecelerating)]
            case .caught: return [.send(.didEndDecelerating)]
            case .replaced, .silently: return []
            }
        case .animatingOffset(_, let kind, _):
            guard how == .finished else { return [] }
            return [.indicatorsMotionEnded, .send(kind == .programmatic ? .didEndScrollingAnimation : .didScrollToTop)]
        case .zoomAnimating:
            switch how {
            case .finished, .caught: return [.send(.didEndZooming)]
            case .replaced: return [.clampZoomIntoRange, .send(.didEndZooming)]
            case .silently: return []
            }
        case .idle, .tracking, .dragging, .pinching:
            return []
        }
    }
}
