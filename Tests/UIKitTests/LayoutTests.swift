import HostContextTesting
import Testing
import UIKit

/// The layout pass (setNeedsLayout → layoutSubviews on the next tick, or now with layoutIfNeeded),
/// UIKit's springs-and-struts autoresizing, sizeToFit and the view controller's view lifecycle.
@Suite(.freshHostContext) @MainActor
struct LayoutTests {
    /// A fresh window with `views` in a chain (each the superview of the next), settled by one tick.
    private func settledChain(_ trace: EventTrace, names: [String]) -> (UIWindow, [RecordingView]) {
        let window = makeTestWindow()
        var parent: UIView = window
        var views: [RecordingView] = []
        for name in names {
            let v = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: name, trace: trace)
            v.tracesLayout = true
            parent.addSubview(v)
            views.append(v)
            parent = v
        }
        window.tick(timestamp: 0)
        trace.clear()
        return (window, views)
    }

    @Test func setNeedsLayoutRunsLayoutSubviewsOnTheNextTickOnce() {
        let trace = EventTrace()
        let (window, views) = settledChain(trace, names: ["a"])
        views[0].setNeedsLayout()
        views[0].setNeedsLayout()
        #expect(trace.entries.isEmpty)
        window.tick(timestamp: 0.016)
        #expect(trace.entries == ["a.layoutSubviews"])
        window.tick(timestamp: 0.033)
        #expect(trace.entries == ["a.layoutSubviews"])
    }

    @Test func layoutIfNeededRunsPendingLayoutNowTopDown() {
        let trace = EventTrace()
        let (_, views) = settledChain(trace, names: ["outer", "inner"])
        views[1].setNeedsLayout()
        views[0].setNeedsLayout()
        views[0].layoutIfNeeded()
        #expect(trace.entries == ["outer.layoutSubviews", "inner.layoutSubviews"])
        views[0].layoutIfNeeded()
        #expect(trace.entries.count == 2)
    }

    @Test func newSubviewsAndResizesAreLaidOutOnTick() {
        let trace = EventTrace()
        let (window, views) = settledChain(trace, names: ["parent", "child"])
        views[1].frame.size = CGSize(width: 50, height: 60)
        window.tick(timestamp: 0.016)
        // A size change marks the view and its superview (UIKit's rule), laid out top down.
        #expect(trace.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
        trace.clear()
        views[1].center = CGPoint(x: 70, y: 70)   // moving without resizing lays nothing out
        window.tick(timestamp: 0.033)
        #expect(trace.entries.isEmpty)
    }

    @Test func layoutThatResizesSubviewsSettles() {
        let trace = EventTrace()
        let (window, views) = settledChain(trace, names: ["parent", "child"])
        views[0].onLayout = { parent in
            parent.subviews.first?.frame = parent.bounds.insetBy(dx: 10, dy: 10)
        }
        views[0].frame.size = CGSize(width: 200, height: 200)
        for i in 1...4 { window.tick(timestamp: Double(i) * frame60) }
        #expect(views[1].frame == CGRect(x: 10, y: 10, width: 180, height: 180))
        let count = trace.entries.count
        window.tick(timestamp: 5 * frame60)
        #expect(trace.entries.count == count, "layout must not run again once nothing changes")
    }

    @Test func flexibleWidthAndHeightFollowTheSuperview() {
        let window = makeTestWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        window.addSubview(parent)
        parent.frame.size = CGSize(width: 300, height: 50)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 280, height: 30))
    }

    @Test func flexibleLeftMarginPinsToTheRight() {
        let window = makeTestWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 150, y: 60, width: 40, height: 30))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        parent.addSubview(child)
        window.addSubview(parent)
        parent.bounds.size = CGSize(width: 320, height: 200)
        #expect(child.frame == CGRect(x: 270, y: 160, width: 40, height: 30))
    }

    @Test func severalFlexiblePartsShareTheChangeInProportion() {
        let window = makeTestWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        // Margins 20 | width 60 | right 120 — all three flexible: +100 splits 10 / 30 / 60.
        let child = UIView(frame: CGRect(x: 20, y: 0, width: 60, height: 100))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        // Both margins flexible (centred): 70 | 60 | 70, +100 → 120 | 60 | 120.
        let centred = UIView(frame: CGRect(x: 70, y: 0, width: 60, height: 100))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(child)
        parent.addSubview(centred)
        window.addSubview(parent)
        parent.frame.size.width = 300
        #expect(isClose(child.frame, CGRect(x: 30, y: 0, width: 90, height: 100)))
        #expect(isClose(centred.frame, CGRect(x: 120, y: 0, width: 60, height: 100)))
    }

    @Test func noMaskOrAutoresizesSubviewsOffKeepsTheFrame() {
        let window = makeTestWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let flexible = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        flexible.autoresizingMask = .flexibleWidth
        parent.addSubview(fixed)
        parent.addSubview(flexible)
        window.addSubview(parent)
        parent.autoresizesSubviews = false
        parent.frame.size.width = 400
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        #expect(flexible.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test func shrinkingBelowZeroClampsTheSize() {
        let window = makeTestWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        window.addSubview(parent)
        parent.frame.size.width = 0
        #expect(child.frame.width == 0)
        #expect(child.frame.width.isFinite && child.frame.minX == 10)
    }

    @Test func sizeToFitUsesSizeThatFitsAndKeepsOrigin() {
        final class Badge: UIView {
            var fitting = CGSize(width: 44, height: 22)
            override func sizeThatFits(_ size: CGSize) -> CGSize { fitting }
        }
        let window = makeTestWindow()
        let badge = Badge(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        window.addSubview(badge)
        badge.sizeToFit()
        #expect(badge.frame == CGRect(x: 30, y: 40, width: 44, height: 22))
        badge.fitting = CGSize(width: CGFloat.nan, height: -5)
        badge.sizeToFit()
        #expect(badge.frame == CGRect(x: 30, y: 40, width: 0, height: 0))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 34))
        #expect(plain.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 12, height: 34))
    }

    final class LoggingController: UIViewController {
        var log: [String] = []
        var makesOwnView = true
        override func loadView() {
            log.append("loadView")
            if makesOwnView { view = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), name: "root") }
        }
        override func viewDidLoad() { log.append("viewDidLoad") }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    }

    @Test func viewControllerLoadsItsViewLazilyOnce() {
        _ = makeTestWindow()
        let vc = LoggingController()
        #expect(!vc.isViewLoaded && vc.log.isEmpty)
        let v = vc.view
        _ = vc.view
        #expect(vc.log == ["loadView", "viewDidLoad"])
        #expect(vc.view === v && vc.view is RecordingView)
        let defaulted = LoggingController()
        defaulted.makesOwnView = false
        #expect(defaulted.view.bounds.size == UIScreen.main.bounds.size)
    }

    @Test func rootViewControllerFillsWindowAndHearsAboutLayout() {
        let window = makeTestWindow()
        let vc = LoggingController()
        let trace = EventTrace()
        window.rootViewController = vc
        (vc.view as? RecordingView)?.trace = trace
        (vc.view as? RecordingView)?.tracesLayout = true
        #expect(vc.view.superview === window)
        #expect(vc.view.frame == window.bounds)
        vc.log.removeAll()
        window.tick(timestamp: 0)
        #expect(vc.log == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(trace.entries == ["root.layoutSubviews"])
        vc.log.removeAll()
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)   // rotate
        window.tick(timestamp: 0.1)
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        #expect(vc.log == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test func viewControllerIsInTheResponderChain() {
        let window = makeTestWindow()
        let vc = LoggingController()
        window.rootViewController = vc
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        vc.view.addSubview(child)
        #expect(child.next === vc.view)
        #expect(vc.view.next === vc)
        #expect(vc.next === window)
        #expect(window.next === UIApplication.shared)
    }

    @Test func applicationMainLaunchesDelegateThenRunsHost() {
        final class Delegate: UIApplicationDelegate {
            var window: UIWindow?
            var log: [String] = []
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                log.append("didFinishLaunching")
                let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                w.rootViewController = LoggingController()
                window = w
                return true
            }
        }
        struct ScriptedHost: UIApplicationHost {
            let onRun: (UIApplication) -> Void
            func run(_ application: UIApplication) { onRun(application) }
        }
        HostClock.reset()
        let delegate = Delegate()
        var ran = false
        UIApplicationMain(delegate: delegate, host: ScriptedHost { app in
            ran = true
            delegate.log.append("host.run")
            #expect(app.delegate === delegate)
        })
        #expect(ran)
        #expect(delegate.log == ["didFinishLaunching", "host.run"])
        let vc = delegate.window?.rootViewController as? LoggingController
        // The window was laid out before the host took over.
        #expect(vc?.log.contains("viewDidLayoutSubviews") == true)
    }
}
