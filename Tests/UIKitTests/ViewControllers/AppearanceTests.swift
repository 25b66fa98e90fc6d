import HostContextTesting
import Testing
import UIKit

/// Appearance callbacks in UIKit's order as the window drives them: installing a root view controller
/// on a shown window, showing a hidden window, replacing the root, hiding the window, and children
/// added and removed with the container API (UIViewController+Appearance.swift states the timing).
@Suite(.freshHostContext) @MainActor
struct AppearanceTests {
    @Test func installingARootOnAShownWindowAppearsAroundTheFirstLayout() {
        let window = makeTestWindow()
        let log = LifecycleLog()
        let home = LoggingViewController("home", log: log)
        window.rootViewController = home
        #expect(log.entries == ["home.viewDidLoad", "home.viewWillAppear"])
        #expect(home.view.frame == window.bounds)
        window.tick(timestamp: 0)
        #expect(log.entries == ["home.viewDidLoad", "home.viewWillAppear", "home.viewIsAppearing",
                                "home.viewWillLayoutSubviews", "home.viewDidLayoutSubviews", "home.viewDidAppear"])
        // Nothing more until something changes.
        log.clear()
        window.tick(timestamp: 0.1)
        #expect(log.entries.isEmpty)
        #expect(!window.needsFrames)
    }

    @Test func aHiddenWindowAppearsOnlyWhenMadeKeyAndVisible() {
        let window = makeTestWindow()
        window.isHidden = true
        let log = LifecycleLog()
        let home = LoggingViewController("home", log: log)
        window.rootViewController = home
        window.tick(timestamp: 0)
        #expect(log.entries == ["home.viewDidLoad", "home.viewWillLayoutSubviews", "home.viewDidLayoutSubviews"])
        log.clear()
        window.makeKeyAndVisible()
        #expect(log.entries == ["home.viewWillAppear"])
        #expect(window.needsFrames)
        window.tick(timestamp: 0.1)
        #expect(log.entries == ["home.viewWillAppear", "home.viewIsAppearing", "home.viewDidAppear"])
        #expect(UIApplication.shared.keyWindow === window)
    }

    @Test func replacingTheRootInterleavesLikeAContainerTransition() {
        let window = makeTestWindow()
        let log = LifecycleLog()
        let login = LoggingViewController("login", log: log)
        let home = LoggingViewController("home", log: log)
        window.rootViewController = login
        window.tick(timestamp: 0)
        log.clear()
        window.rootViewController = home
        #expect(log.entries == ["login.viewWillDisappear", "home.viewDidLoad", "home.viewWillAppear"])
        #expect(login.view.superview == nil)
        #expect(home.view.superview === window)
        window.tick(timestamp: 0.1)
        #expect(log.entries == ["login.viewWillDisappear", "home.viewDidLoad", "home.viewWillAppear",
                                "home.viewIsAppearing", "home.viewWillLayoutSubviews", "home.viewDidLayoutSubviews",
                                "login.viewDidDisappear", "home.viewDidAppear"])
        // The old controller is out of the responder chain and the window.
        #expect(login.view.window == nil)
        #expect(home.next === window)
    }

    @Test func hidingAndShowingTheWindowDisappearsAndReappears() {
        let window = makeTestWindow()
        let log = LifecycleLog()
        let home = LoggingViewController("home", log: log)
        window.rootViewController = home
        window.tick(timestamp: 0)
        log.clear()
        window.isHidden = true
        window.tick(timestamp: 0.1)
        #expect(log.entries == ["home.viewWillDisappear", "home.viewDidDisappear"])
        log.clear()
        window.isHidden = true   // already hidden: nothing
        window.isHidden = false
        window.tick(timestamp: 0.2)
        #expect(log.entries == ["home.viewWillAppear", "home.viewIsAppearing", "home.viewDidAppear"])
    }

    @Test func showingAndHidingWithinOneFrameEndsDisappeared() {
        let window = makeTestWindow()
        window.isHidden = true
        let log = LifecycleLog()
        let home = LoggingViewController("home", log: log)
        window.rootViewController = home
        window.tick(timestamp: 0)
        log.clear()
        window.isHidden = false
        window.isHidden = true
        window.tick(timestamp: 0.1)
        // Appearing may turn to disappearing before it appeared (Apple's state diagram).
        #expect(log.entries == ["home.viewWillAppear", "home.viewWillDisappear", "home.viewDidDisappear"])
    }

    /// A container written as in Apple's "Implementing a container view controller".
    final class ContainerViewController: LoggingViewController {
        func show(_ child: UIViewController) {
            addChild(child)
            child.view.frame = view.bounds.insetBy(dx: 10, dy: 10)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }

        func hide(_ child: UIViewController) {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
    }

    @Test func childrenAddedToAVisibleParentAppearAndLeave() {
        let window = makeTestWindow()
        let log = LifecycleLog()
        let container = ContainerViewController("container", log: log)
        let detail = LoggingViewController("detail", log: log)
        window.rootViewController = container
        window.tick(timestamp: 0)
        log.clear()
        container.show(detail)
        #expect(container.children.map { ($0 as? LoggingViewController)?.name } == ["detail"])
        #expect(detail.parent === container)
        #expect(log.entries == ["detail.willMove(toParent: container)", "detail.viewDidLoad", "detail.viewWillAppear",
                                "detail.didMove(toParent: container)"])
        window.tick(timestamp: 0.1)
        #expect(Array(log.entries.suffix(2)) == ["detail.viewDidLayoutSubviews", "detail.viewDidAppear"])
        #expect(log.entries.contains("detail.viewIsAppearing"))
        log.clear()
        container.hide(detail)
        #expect(log.entries == ["detail.willMove(toParent: nil)", "detail.viewWillDisappear", "detail.didMove(toParent: nil)"])
        window.tick(timestamp: 0.2)
        #expect(log.entries.last == "detail.viewDidDisappear")
        #expect(container.children.isEmpty && detail.parent == nil)
    }

    @Test func aParentForwardsAppearanceToItsChildrenAfterItself() {
        let window = makeTestWindow()
        let log = LifecycleLog()
        let container = ContainerViewController("container", log: log)
        let detail = LoggingViewController("detail", log: log)
        container.show(detail)   // before the container is in a window: no appearance yet
        #expect(!log.entries.contains { $0.hasSuffix("Appear") })
        log.clear()
        window.rootViewController = container
        window.tick(timestamp: 0)
        let appearance = log.entries.filter { $0.contains("Appear") }
        #expect(appearance == ["container.viewWillAppear", "detail.viewWillAppear", "container.viewIsAppearing",
                               "detail.viewIsAppearing", "container.viewDidAppear", "detail.viewDidAppear"])
        log.clear()
        window.rootViewController = nil
        window.tick(timestamp: 0.1)
        #expect(log.entries == ["container.viewWillDisappear", "detail.viewWillDisappear",
                                "container.viewDidDisappear", "detail.viewDidDisappear"])
    }

    @Test func containmentRefusesCyclesAndMovesChildrenBetweenParents() {
        let log = LifecycleLog()
        let a = LoggingViewController("a", log: log), b = LoggingViewController("b", log: log)
        a.addChild(b)
        b.addChild(a)   // a cycle: refused
        a.addChild(a)
        #expect(a.parent == nil && b.parent === a && a.children.count == 1)
        let c = LoggingViewController("c", log: log)
        c.addChild(b)
        #expect(a.children.isEmpty && c.children.first === b && b.parent === c)
        b.removeFromParent()
        b.removeFromParent()   // no parent: nothing
        #expect(log.entries == ["b.willMove(toParent: a)", "b.willMove(toParent: c)", "b.didMove(toParent: nil)"])
    }

    @Test func viewLoadingAccessors() {
        let log = LifecycleLog()
        let vc = LoggingViewController("vc", log: log)
        #expect(!vc.isViewLoaded && vc.viewIfLoaded == nil)
        vc.loadViewIfNeeded()
        vc.loadViewIfNeeded()
        #expect(vc.isViewLoaded && vc.viewIfLoaded === vc.view)
        #expect(log.entries == ["vc.viewDidLoad"])
        vc.title = "Inbox"
        #expect(vc.title == "Inbox")
        #expect(UIViewController().nibName == nil)
    }
}
