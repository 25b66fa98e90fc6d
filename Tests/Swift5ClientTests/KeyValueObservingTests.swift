import HeadlessHost
import LogCapture
import Testing
import UIKit

/// Records scroll events and key-value changes in one list, to check their order.
@MainActor
private final class EventLog: UIView, UIScrollViewDelegate {
    var events: [String] = []
    var changes: [[NSKeyValueChangeKey: Any]] = []
    var contexts: [UnsafeMutableRawPointer?] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll \(scrollView.contentOffset.y)") }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        events.append("kvo \(keyPath ?? "")")
        changes.append(change ?? [:])
        contexts.append(context)
    }
}

nonisolated(unsafe) private var offsetContext: UInt8 = 0

/// Key-value observing of ScrollKit's views, scroll views and gesture recognizers, with
/// Foundation's two APIs, as scroll libraries use them.
@MainActor
@Suite struct KeyValueObservingTests {
    @Test func observeReportsOldAndNewAfterTheDelegateHeardTheScroll() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let log = EventLog()
        scrollView.delegate = log
        var reports: [(old: CGPoint?, new: CGPoint?)] = []
        let observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { view, change in
            log.events.append("observe \(view.contentOffset.y)")
            reports.append((change.oldValue, change.newValue))
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)   // the same value is reported too, as iOS's setter is
        #expect(reports.map(\.old) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 100)])
        #expect(reports.map(\.new) == [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 100)])
        #expect(log.events.prefix(2) == ["didScroll 100.0", "observe 100.0"])

        observation.invalidate()
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        #expect(reports.count == 2)
    }

    @Test func anObservationReleasedStopsReporting() {
        let view = UIView()
        var count = 0
        var observation: NSKeyValueObservation? = view.observe(\.alpha) { _, _ in count += 1 }
        view.alpha = 0.5
        #expect(count == 1)
        observation = nil
        view.alpha = 0.25
        #expect(count == 1)
        _ = observation
    }

    @Test func optionsInitialAndPriorAsFoundationDefinesThem() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var changes: [NSKeyValueObservedChange<Bool>] = []
        let observation = view.observe(\.isHidden, options: [.initial, .prior, .old, .new]) { _, change in changes.append(change) }
        view.isHidden = true
        // initial (new = false), prior (old = false, no new), after (old false, new true).
        #expect(changes.map(\.isPrior) == [false, true, false])
        #expect(changes.map(\.newValue) == [false, nil, true])
        #expect(changes.map(\.oldValue) == [nil, false, false])
        #expect(changes.allSatisfy { $0.kind == .setting && $0.indexes == nil })
        observation.invalidate()
    }

    @Test func addObserverGetsFoundationsChangeDictionaryAndContext() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let observer = EventLog()
        scrollView.addObserver(observer, forKeyPath: "contentOffset", options: [.old, .new, .prior], context: &offsetContext)
        scrollView.addObserver(observer, forKeyPath: "contentInset", options: [.new], context: nil)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)

        #expect(observer.events == ["kvo contentOffset", "kvo contentOffset", "kvo contentInset"])
        let prior = observer.changes[0], after = observer.changes[1], inset = observer.changes[2]
        #expect((prior[.notificationIsPriorKey] as? NSNumber)?.boolValue == true)
        #expect(prior[.newKey] == nil)
        #expect((after[.kindKey] as? NSNumber)?.uintValue == NSKeyValueChange.setting.rawValue)
        #expect((after[.oldKey] as? NSValue)?.cgPointValue == CGPoint(x: 0, y: 0))
        #expect((after[.newKey] as? NSValue)?.cgPointValue == CGPoint(x: 0, y: 50))
        #expect(after[.notificationIsPriorKey] == nil)
        #expect((inset[.newKey] as? NSValue)?.uiEdgeInsetsValue == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(inset[.oldKey] == nil)
        #expect(observer.contexts[1] == UnsafeMutableRawPointer(&offsetContext))

        scrollView.removeObserver(observer, forKeyPath: "contentOffset", context: &offsetContext)
        scrollView.removeObserver(observer, forKeyPath: "contentInset")
        scrollView.contentOffset = CGPoint(x: 0, y: 60)
        #expect(observer.events.count == 3)
    }

    @Test func viewGeometryAndAppearanceKeys() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let observer = EventLog()
        for key in ["bounds", "frame", "center", "hidden", "alpha"] {
            view.addObserver(observer, forKeyPath: key, options: [.new], context: nil)
        }
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 60)
        // The frame setter moves the centre and sizes the bounds inside its own report.
        #expect(observer.events == ["kvo center", "kvo bounds", "kvo frame"])
        #expect((observer.changes[2][.newKey] as? NSValue)?.cgRectValue == CGRect(x: 10, y: 20, width: 100, height: 60))
        observer.events = []
        view.isHidden = true
        view.alpha = 0.5
        #expect(observer.events == ["kvo hidden", "kvo alpha"])
        #expect((observer.changes[3][.newKey] as? NSNumber)?.boolValue == true)
        #expect((observer.changes[4][.newKey] as? NSNumber)?.doubleValue == 0.5)
    }

    @Test func derivedKeysReportWhenTheirValueChanges() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.contentInsetAdjustmentBehavior = .always
        let host = hostShowing(scrollView)
        var adjusted: [UIEdgeInsets?] = [], safe: [UIEdgeInsets?] = []
        let a = scrollView.observe(\.adjustedContentInset, options: [.new]) { _, c in adjusted.append(c.newValue) }
        let s = scrollView.observe(\.safeAreaInsets, options: [.new]) { _, c in safe.append(c.newValue) }
        host.window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        host.tick()
        #expect(safe == [UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)])
        #expect(adjusted.last == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(adjusted.last == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        a.invalidate(); s.invalidate()
    }

    @Test func zoomScaleIsReported() {
        let scrollView = ZoomingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.maximumZoomScale = 4
        var scales: [CGFloat?] = []
        let o = scrollView.observe(\.zoomScale, options: [.old, .new]) { _, c in scales.append(c.newValue) }
        scrollView.setZoomScale(2, animated: false)
        #expect(scales == [2])
        o.invalidate()
    }

    @Test func aDragReportsTheRecognizerAndTheScrollViewFlagsInIOSsOrder() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 4000)
        let host = hostShowing(scrollView)
        var events: [String] = []
        let pan = scrollView.observe(\.panGestureRecognizer.state, options: [.new]) { _, c in
            events.append("pan \(c.newValue.map { String(describing: $0) } ?? "nil")")
        }
        let dragging = scrollView.observe(\.isDragging, options: [.new]) { _, c in events.append("dragging \(c.newValue!)") }
        let decelerating = scrollView.observe(\.isDecelerating, options: [.new]) { _, c in events.append("decelerating \(c.newValue!)") }
        let recognizerState = scrollView.panGestureRecognizer.observe(\.state) { _, _ in events.append("state") }
        // A flick upwards: 200 pt in 0.1 s, lifted while moving, then the content decelerates to rest.
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)
        host.idle(5)
        let panEvents = events.filter { $0.hasPrefix("pan") }
        // began, changed for every move, ended; then the recognizer's reset to possible for the next gesture.
        #expect(panEvents.first == "pan began")
        #expect(panEvents.suffix(2) == ["pan ended", "pan possible"])
        #expect(panEvents.count > 4)
        #expect(panEvents.dropFirst().dropLast(2).allSatisfy { $0 == "pan changed" })
        // Each recognizer state change is reported to both observers (the nested key path and the recognizer's own).
        #expect(events.filter { $0 == "state" }.count >= panEvents.count)
        let flags = events.filter { $0.hasPrefix("dragging") || $0.hasPrefix("decelerating") }
        #expect(flags == ["dragging true", "decelerating true", "decelerating false", "dragging false"])
        #expect(events.firstIndex(of: "pan began")! < events.firstIndex(of: "dragging true")!)
        pan.invalidate(); dragging.invalidate(); decelerating.invalidate(); recognizerState.invalidate()
    }

    @Test func unsupportedKeysAreRefusedWithOneLine() {
        let scrollView = UIScrollView()
        let observer = EventLog()
        var called = false
        let records = LogCapture.records {
            let observation = scrollView.observe(\.tag) { _, _ in called = true }
            scrollView.tag = 3
            observation.invalidate()
        }
        #expect(!called)
        #expect(records.count == 1)
        let more = LogCapture.records {
            scrollView.addObserver(observer, forKeyPath: "contentOfset", options: [.new], context: nil)
            scrollView.removeObserver(observer, forKeyPath: "contentOffset")
        }
        #expect(more.count == 2)
        #expect(more.first?.message.contains("contentOfset") == true)
    }
}

/// A scroll view that zooms its one subview.
@MainActor
private final class ZoomingScrollView: UIScrollView, UIScrollViewDelegate {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(content)
        contentSize = content.bounds.size
        delegate = self
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
}
