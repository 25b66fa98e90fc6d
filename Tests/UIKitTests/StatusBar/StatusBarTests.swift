import Testing
@testable import UIKit

/// The status bar API on view controllers (UIWindow+StatusBar.swift): which controller decides,
/// when the window asks again, what the scene's status bar manager reports, and the safe area a
/// home-button phone's bar reserves.
@Suite(.serialized) @MainActor
struct StatusBarTests {
    /// A controller whose answers tests change without telling the window.
    final class Screen: UIViewController {
        var hidden = false
        var style = UIStatusBarStyle.default
        var animation = UIStatusBarAnimation.fade
        override var prefersStatusBarHidden: Bool { hidden }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
    }

    /// A container that lets its one child decide both.
    final class Container: UIViewController {
        let child: UIViewController
        init(child: UIViewController) {
            self.child = child
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
        override var childForStatusBarStyle: UIViewController? { child }
        override var childForStatusBarHidden: UIViewController? { child }
    }

    /// The scenes of the windows made (a window holds its scene weakly, as on iOS; the app keeps it).
    static var scenes: [UIWindowScene] = []

    func makeWindow(_ root: UIViewController, bar: SimulatedStatusBar? = .notchedPhone) -> (UIWindow, UIStatusBarManager) {
        HostClock.reset()
        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: .init())
        Self.scenes = [scene]
        let window = UIWindow(windowScene: scene)
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.simulatedStatusBar = bar
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return (window, scene.statusBarManager!)
    }

    @Test func anOverrideDecidesAndChangesReachTheBarOnlyThroughSetNeedsUpdate() {
        let screen = Screen()
        screen.style = .lightContent
        let (window, manager) = makeWindow(screen)
        #expect(manager.statusBarStyle == .lightContent)
        #expect(!manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        screen.hidden = true
        window.tick(timestamp: 1.0 / 60)
        #expect(!manager.isStatusBarHidden)   // not asked again yet, as on iOS
        screen.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == .zero)
        #expect(window.statusBarState.lastUpdateAnimation == .fade)
        screen.animation = .slide
        screen.hidden = false
        screen.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarState.lastUpdateAnimation == .slide)
        #expect(manager.statusBarFrame.height == 47)
    }

    @Test func aContainerHandsTheDecisionToItsChild() {
        let child = Screen()
        child.style = .lightContent
        child.hidden = true
        let (_, manager) = makeWindow(Container(child: child))
        #expect(manager.statusBarStyle == .lightContent)
        #expect(manager.isStatusBarHidden)
    }

    @Test func aNavigationControllerLetsTheTopControllerHideTheBarButDecidesTheStyleWhileItsBarShows() {
        let root = Screen(), pushed = Screen()
        pushed.hidden = true
        pushed.style = .lightContent
        let nav = UINavigationController(rootViewController: root)
        let (window, manager) = makeWindow(nav)
        #expect(!manager.isStatusBarHidden && manager.statusBarStyle == .default)
        nav.pushViewController(pushed, animated: true)
        for i in 1...30 { window.tick(timestamp: Double(i) / 60) }
        #expect(manager.isStatusBarHidden)
        #expect(manager.statusBarStyle == .default)   // the bar shows: the navigation controller decides
        nav.setNavigationBarHidden(true, animated: false)
        #expect(manager.statusBarStyle == .lightContent)   // no bar: the top controller decides
        _ = nav.popViewController(animated: false)
        window.tick(timestamp: 1)
        #expect(!manager.isStatusBarHidden)
    }

    @Test func aFullScreenPresentationDecidesAndASheetDoesNot() {
        let root = Screen()
        let (window, manager) = makeWindow(root)
        let sheet = Screen()
        sheet.hidden = true
        root.present(sheet, animated: false)
        window.tick(timestamp: 0.1)
        #expect(!manager.isStatusBarHidden)
        root.dismiss(animated: false)
        window.tick(timestamp: 0.2)
        let sheetThatCaptures = Screen()
        sheetThatCaptures.hidden = true
        sheetThatCaptures.modalPresentationCapturesStatusBarAppearance = true
        root.present(sheetThatCaptures, animated: false)
        window.tick(timestamp: 0.3)
        #expect(manager.isStatusBarHidden)
        root.dismiss(animated: false)
        window.tick(timestamp: 0.4)
        #expect(!manager.isStatusBarHidden)
        let cover = Screen()
        cover.hidden = true
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        window.tick(timestamp: 0.5)
        #expect(manager.isStatusBarHidden)
    }

    @Test func aHomeButtonPhonesBarIsTheTopSafeAreaAndANotchedPhonesIsNot() {
        let screen = Screen()
        let (window, _) = makeWindow(screen, bar: .homeButtonPhone)
        #expect(window.safeAreaInsets.top == 20)
        screen.hidden = true
        screen.setNeedsStatusBarAppearanceUpdate()
        window.tick(timestamp: 0.1)
        #expect(window.safeAreaInsets.top == 0)
        #expect(screen.view.safeAreaInsets.top == 0)
        // The host's own insets stay what it set (a notched phone: hiding changes nothing).
        window.simulatedStatusBar = .notchedPhone
        window.safeAreaInsets = UIWindow.phoneSafeAreaInsets
        window.tick(timestamp: 0.2)
        #expect(window.safeAreaInsets == UIWindow.phoneSafeAreaInsets)
        screen.hidden = false
        screen.setNeedsStatusBarAppearanceUpdate()
        #expect(window.safeAreaInsets == UIWindow.phoneSafeAreaInsets)
    }

    @Test func aDesktopWindowOnlyStoresTheAnswers() {
        let screen = Screen()
        screen.hidden = true
        screen.style = .darkContent
        let (window, manager) = makeWindow(screen, bar: nil)
        #expect(manager.isStatusBarHidden && manager.statusBarStyle == .darkContent)
        #expect(manager.statusBarFrame == .zero)
        #expect(window.safeAreaInsets == .zero)
    }

    @Test func aControllerThatNamesItselfAsItsChildDoesNotHangTheWindow() {
        final class Loop: UIViewController {
            override var childForStatusBarStyle: UIViewController? { self }
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        let (_, manager) = makeWindow(Loop())
        #expect(manager.statusBarStyle == .lightContent)
    }
}
