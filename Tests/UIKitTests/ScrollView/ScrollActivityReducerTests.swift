import Foundation
import Testing
@testable import UIKit

/// `ScrollActivity.reduce`'s whole table: every activity below meets every event, and the next
/// activity and the effects must be the ones written here. The rows are written from UIKit's
/// documented delegate order (docs/ARCHITECTURE.md, "A scroll view's activity"): a drag sends
/// `willBeginDragging` when it begins, `didEndDragging(willDecelerate:)` at the release, then
/// `willBeginDecelerating`; a deceleration ends with `didEndDecelerating` (also when a touch catches
/// it), an animation from code with `didEndScrollingAnimation`, scroll to top with `didScrollToTop`;
/// a zoom (pinch or code) begins with `willBeginZooming` and ends with one `didEndZooming`; a touch
/// does not stop a zoom animation; motions that end by themselves fade the indicators.
///
/// A pair that is not written in an event's rows keeps the activity and has the event's default
/// effects (usually none).
@Suite @MainActor struct ScrollActivityReducerTests {
    static let drag = ScrollDrag(origin: .zero, lock: .free, startPage: (0, 0))
    static var lifted: ScrollDrag { var d = drag; d.isTracking = false; return d }
    static let motions = AxisMotions(x: nil, y: nil)
    static func zoom(_ kind: ZoomAnimation.Kind) -> ZoomAnimation {
        ZoomAnimation(fromScale: 1, toScale: 2, fromOffset: .zero, toOffset: .zero, start: 0, kind: kind)
    }

    /// The activities the table covers: every case, and each kind of finger under the cases that hold one.
    static let states: [ScrollActivity] = [
        .idle,
        .tracking,
        .dragging(drag),
        .decelerating(motions),
        .animatingOffset(motions, kind: .programmatic, finger: .none),
        .animatingOffset(motions, kind: .scrollToTop, finger: .tracking),
        .pinching(ScrollPinch(startScale: 1, centroid: .zero, finger: .none, release: nil)),
        .pinching(ScrollPinch(startScale: 1, centroid: .zero, finger: .dragging(drag), release: nil)),
        .pinching(ScrollPinch(startScale: 1, centroid: .zero, finger: .none, release: motions)),
        .zoomAnimating(zoom(.programmatic), finger: .none),
        .zoomAnimating(zoom(.bounce), finger: .dragging(drag)),
    ]

    typealias Rows = [String: (next: String, effects: String)]

    /// (event name, event, the default effects, the rows that differ from "same activity, default effects").
    static let table: [(String, ScrollEvent, String, Rows)] = [
        ("touchDown", .touchDown, "", [
            "idle": ("tracking", ""),
            "decelerating": ("tracking", "didEndDecelerating"),
            "animatingOffset(programmatic,none)": ("tracking", ""),
            "animatingOffset(scrollToTop,tracking)": ("tracking", ""),
            "pinching(none)": ("pinching(tracking)", ""),
            "pinching(none,release)": ("pinching(tracking,release)", ""),
            "zoomAnimating(programmatic,none)": ("zoomAnimating(programmatic,tracking)", ""),
        ]),
        ("touchUp", .touchUp, "", [
            "tracking": ("idle", ""),
            "dragging": ("dragging(lifted)", ""),
            "animatingOffset(scrollToTop,tracking)": ("animatingOffset(scrollToTop,none)", ""),
            "pinching(dragging)": ("pinching(dragging(lifted))", ""),
            "zoomAnimating(bounce,dragging)": ("zoomAnimating(bounce,dragging(lifted))", ""),
        ]),
        ("dragBegan", .dragBegan(drag), "willBeginDragging,indicatorsBegan", [
            "idle": ("dragging", "willBeginDragging,indicatorsBegan"),
            "tracking": ("dragging", "willBeginDragging,indicatorsBegan"),
            "decelerating": ("dragging", "didEndDecelerating,willBeginDragging,indicatorsBegan"),
            "animatingOffset(programmatic,none)": ("dragging", "willBeginDragging,indicatorsBegan"),
            "animatingOffset(scrollToTop,tracking)": ("dragging", "willBeginDragging,indicatorsBegan"),
            "pinching(none)": ("pinching(dragging)", "willBeginDragging,indicatorsBegan"),
            "pinching(none,release)": ("pinching(dragging,release)", "willBeginDragging,indicatorsBegan"),
            "zoomAnimating(programmatic,none)": ("zoomAnimating(programmatic,dragging)", "willBeginDragging,indicatorsBegan"),
        ]),
        ("dragChanged", .dragChanged(lifted), "", [
            "dragging": ("dragging(lifted)", ""),
            "pinching(dragging)": ("pinching(dragging(lifted))", ""),
            "zoomAnimating(bounce,dragging)": ("zoomAnimating(bounce,dragging(lifted))", ""),
        ]),
        ("dragLifted", .dragLifted, "", [
            "dragging": ("dragging(lifted)", ""),
            "pinching(dragging)": ("pinching(dragging(lifted))", ""),
            "zoomAnimating(bounce,dragging)": ("zoomAnimating(bounce,dragging(lifted))", ""),
        ]),
        ("dragEnded", .dragEnded(willDecelerate: true), "didEndDragging(true)", [:]),
        ("decelerate", .decelerate(motions), "willBeginDecelerating", [
            "idle": ("decelerating", "link,willBeginDecelerating"),
            "tracking": ("decelerating", "link,willBeginDecelerating"),
            "dragging": ("decelerating", "link,willBeginDecelerating"),
            "animatingOffset(programmatic,none)": ("decelerating", "willBeginDecelerating"),
            "animatingOffset(scrollToTop,tracking)": ("decelerating", "willBeginDecelerating"),
            // Under a pinch the release waits for the pinch to end.
            "pinching(none)": ("pinching(none,release)", "willBeginDecelerating"),
            "pinching(dragging)": ("pinching(none,release)", "willBeginDecelerating"),
            "zoomAnimating(programmatic,none)": ("decelerating", "willBeginDecelerating"),
            "zoomAnimating(bounce,dragging)": ("decelerating", "willBeginDecelerating"),
        ]),
        ("releasedAtRest", .releasedAtRest, "indicatorsEnded", [
            "dragging": ("idle", "indicatorsEnded"),
            "animatingOffset(scrollToTop,tracking)": ("animatingOffset(scrollToTop,none)", "indicatorsEnded"),
            "pinching(dragging)": ("pinching(none)", "indicatorsEnded"),
            "zoomAnimating(bounce,dragging)": ("zoomAnimating(bounce,none)", "indicatorsEnded"),
        ]),
        ("pinchBegan", .pinchBegan(startScale: 1, centroid: .zero), "willBeginZooming", [
            "idle": ("pinching(none)", "willBeginZooming"),
            "tracking": ("pinching(tracking)", "willBeginZooming"),
            "dragging": ("pinching(dragging)", "willBeginZooming"),
            "decelerating": ("pinching(none)", "didEndDecelerating,willBeginZooming"),
            "animatingOffset(programmatic,none)": ("pinching(none)", "willBeginZooming"),
            "animatingOffset(scrollToTop,tracking)": ("pinching(tracking)", "willBeginZooming"),
            "pinching(none,release)": ("pinching(none)", "willBeginZooming"),
            "zoomAnimating(programmatic,none)": ("pinching(none)", "didEndZooming,willBeginZooming"),
            "zoomAnimating(bounce,dragging)": ("pinching(dragging)", "didEndZooming,willBeginZooming"),
        ]),
        ("pinchMoved", .pinchMoved(centroid: CGPoint(x: 1, y: 1)), "", [:]),
        ("pinchEndedInRange", .pinchEndedInRange, "", [
            "pinching(none)": ("idle", "didEndZooming"),
            "pinching(dragging)": ("dragging", "didEndZooming"),
            "pinching(none,release)": ("decelerating", "link,didEndZooming"),
        ]),
        ("animateOffset", .animateOffset(motions, kind: .programmatic), "", [
            "idle": ("animatingOffset(programmatic,none)", "link,indicatorsBegan"),
            "tracking": ("animatingOffset(programmatic,tracking)", "link,indicatorsBegan"),
            "dragging": ("animatingOffset(programmatic,dragging)", "link,indicatorsBegan"),
            "decelerating": ("animatingOffset(programmatic,none)", "indicatorsBegan"),
            "animatingOffset(programmatic,none)": ("animatingOffset(programmatic,none)", "indicatorsBegan"),
            "animatingOffset(scrollToTop,tracking)": ("animatingOffset(programmatic,tracking)", "indicatorsBegan"),
            "pinching(none)": ("animatingOffset(programmatic,none)", "link,indicatorsBegan"),
            "pinching(dragging)": ("animatingOffset(programmatic,dragging)", "link,indicatorsBegan"),
            "pinching(none,release)": ("animatingOffset(programmatic,none)", "link,indicatorsBegan"),
            "zoomAnimating(programmatic,none)": ("animatingOffset(programmatic,none)", "indicatorsBegan,clampZoom,didEndZooming"),
            "zoomAnimating(bounce,dragging)": ("animatingOffset(programmatic,dragging)", "indicatorsBegan,clampZoom,didEndZooming"),
        ]),
        ("animateZoom(programmatic)", .animateZoom(zoom(.programmatic)), "", [
            "idle": ("zoomAnimating(programmatic,none)", "link,willBeginZooming"),
            "tracking": ("zoomAnimating(programmatic,tracking)", "link,willBeginZooming"),
            "dragging": ("zoomAnimating(programmatic,dragging)", "link,willBeginZooming"),
            "decelerating": ("zoomAnimating(programmatic,none)", "willBeginZooming"),
            "animatingOffset(programmatic,none)": ("zoomAnimating(programmatic,none)", "willBeginZooming"),
            "animatingOffset(scrollToTop,tracking)": ("zoomAnimating(programmatic,tracking)", "willBeginZooming"),
            "pinching(none)": ("zoomAnimating(programmatic,none)", "link,willBeginZooming"),
            "pinching(dragging)": ("zoomAnimating(programmatic,dragging)", "link,willBeginZooming"),
            "pinching(none,release)": ("zoomAnimating(programmatic,none)", "link,willBeginZooming"),
            // A zoom from code replacing one continues it: no second willBeginZooming.
            "zoomAnimating(programmatic,none)": ("zoomAnimating(programmatic,none)", ""),
            "zoomAnimating(bounce,dragging)": ("zoomAnimating(programmatic,dragging)", "willBeginZooming"),
        ]),
        ("animateZoom(bounce)", .animateZoom(zoom(.bounce)), "", [
            "idle": ("zoomAnimating(bounce,none)", "link"),
            "tracking": ("zoomAnimating(bounce,tracking)", "link"),
            "dragging": ("zoomAnimating(bounce,dragging)", "link"),
            "decelerating": ("zoomAnimating(bounce,none)", ""),
            "animatingOffset(programmatic,none)": ("zoomAnimating(bounce,none)", ""),
            "animatingOffset(scrollToTop,tracking)": ("zoomAnimating(bounce,tracking)", ""),
            // The bounce after a pinch past the range: the pinch's willBeginZooming is answered at its end.
            "pinching(none)": ("zoomAnimating(bounce,none)", "link"),
            "pinching(dragging)": ("zoomAnimating(bounce,dragging)", "link"),
            "pinching(none,release)": ("zoomAnimating(bounce,none)", "link"),
            "zoomAnimating(programmatic,none)": ("zoomAnimating(bounce,none)", ""),
        ]),
        ("motionStepped", .motionStepped(motions), "", [:]),
        ("motionFinished", .motionFinished, "", [
            "decelerating": ("idle", "indicatorsEnded,didEndDecelerating"),
            "animatingOffset(programmatic,none)": ("idle", "indicatorsEnded,didEndScrollingAnimation"),
            "animatingOffset(scrollToTop,tracking)": ("tracking", "indicatorsEnded,didScrollToTop"),
            "zoomAnimating(programmatic,none)": ("idle", "didEndZooming"),
            "zoomAnimating(bounce,dragging)": ("dragging", "didEndZooming"),
        ]),
        ("shifted", .shifted(by: CGPoint(x: 0, y: 10)), "", [:]),
        ("stop(finished)", .stop(.finished), "", [
            "decelerating": ("idle", "indicatorsEnded,didEndDecelerating"),
            "animatingOffset(programmatic,none)": ("idle", "indicatorsEnded,didEndScrollingAnimation"),
            "animatingOffset(scrollToTop,tracking)": ("tracking", "indicatorsEnded,didScrollToTop"),
            "zoomAnimating(programmatic,none)": ("idle", "didEndZooming"),
            "zoomAnimating(bounce,dragging)": ("dragging", "didEndZooming"),
        ]),
        ("stop(caught)", .stop(.caught), "", [
            "decelerating": ("idle", "didEndDecelerating"),
            "animatingOffset(programmatic,none)": ("idle", ""),
            "animatingOffset(scrollToTop,tracking)": ("tracking", ""),
            "zoomAnimating(programmatic,none)": ("idle", "didEndZooming"),
            "zoomAnimating(bounce,dragging)": ("dragging", "didEndZooming"),
        ]),
        ("stop(replaced)", .stop(.replaced), "", [
            "decelerating": ("idle", ""),
            "animatingOffset(programmatic,none)": ("idle", ""),
            "animatingOffset(scrollToTop,tracking)": ("tracking", ""),
            "zoomAnimating(programmatic,none)": ("idle", "clampZoom,didEndZooming"),
            "zoomAnimating(bounce,dragging)": ("dragging", "clampZoom,didEndZooming"),
        ]),
        ("stop(silently)", .stop(.silently), "", [
            "decelerating": ("idle", ""),
            "animatingOffset(programmatic,none)": ("idle", ""),
            "animatingOffset(scrollToTop,tracking)": ("tracking", ""),
            "zoomAnimating(programmatic,none)": ("idle", ""),
            "zoomAnimating(bounce,dragging)": ("dragging", ""),
        ]),
        ("stopScrollingAndZooming", .stopScrollingAndZooming, "", [
            "decelerating": ("idle", "didEndDecelerating,settle,indicatorsEnded"),
            "animatingOffset(programmatic,none)": ("idle", "settle,indicatorsEnded"),
            "animatingOffset(scrollToTop,tracking)": ("tracking", "settle,indicatorsEnded"),
            "zoomAnimating(programmatic,none)": ("idle", "clampZoom,settle,didEndZooming"),
            "zoomAnimating(bounce,dragging)": ("dragging", "clampZoom,settle,didEndZooming"),
        ]),
        ("zoomStep", .zoomStep(scale: 2, offset: .zero), "willBeginZooming,applyZoom,didEndZooming", [
            "decelerating": ("idle", "didEndDecelerating,willBeginZooming,applyZoom,didEndZooming"),
            "animatingOffset(programmatic,none)": ("idle", "willBeginZooming,applyZoom,didEndZooming"),
            "animatingOffset(scrollToTop,tracking)": ("tracking", "willBeginZooming,applyZoom,didEndZooming"),
            "zoomAnimating(programmatic,none)": ("idle", "didEndZooming,willBeginZooming,applyZoom,didEndZooming"),
            "zoomAnimating(bounce,dragging)": ("dragging", "didEndZooming,willBeginZooming,applyZoom,didEndZooming"),
        ]),
    ]

    static func name(_ e: ScrollEffect) -> String {
        switch e {
        case .startDisplayLink: return "link"
        case .indicatorsMotionBegan: return "indicatorsBegan"
        case .indicatorsMotionEnded: return "indicatorsEnded"
        case .clampZoomIntoRange: return "clampZoom"
        case .settleAtStoppedPosition: return "settle"
        case .applyZoom: return "applyZoom"
        case .send(.didEndDragging(let d)): return "didEndDragging(\(d))"
        case .send(let m): return "\(m)"
        }
    }

    @Test func everyActivityMeetsEveryEvent() {
        let names = Self.states.map(ActivityTransitionRecorder.describe)
        for (eventName, event, defaultEffects, rows) in Self.table {
            for row in rows.keys.sorted() { #expect(names.contains(row), "\(eventName): no activity \(row) in the table") }
            for (state, name) in zip(Self.states, names) {
                let (next, effects) = ScrollActivity.reduce(state, event)
                let expected = rows[name] ?? (name, defaultEffects)
                #expect(ActivityTransitionRecorder.describe(next) == expected.next, "\(name) + \(eventName)")
                #expect(effects.map(Self.name).joined(separator: ",") == expected.effects, "\(name) + \(eventName)")
            }
        }
    }

    @Test func theTableCoversEveryEventAndActivityCase() {
        // 23 events (stop counted once per way of ending, animateZoom once per kind) and all seven cases.
        #expect(Self.table.count == 23)
        let cases = Set(Self.states.map { ActivityTransitionRecorder.describe($0).prefix { $0 != "(" } })
        #expect(cases == ["idle", "tracking", "dragging", "decelerating", "animatingOffset", "pinching", "zoomAnimating"])
    }
}
