import HostContextTesting
import Testing
import UIKit

/// The navigation controller's toolbar on a phone-shaped safe area (status bar 47, home indicator 34):
/// `toolbarItems` laid out with fixed and flexible spaces, taps sending actions, the 44 pt bar added
/// to the bottom safe area of the controller below it, and hiding it on the host clock.
@Suite(.freshHostContext) @MainActor
struct ToolbarTests {
    static let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// A document screen with a toolbar, written as on iOS (custom views of known widths, so the
    /// layout can be checked without measuring text).
    final class DocumentViewController: StackViewController {
        let scrollView = UIScrollView()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        var shared = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            view.addSubview(scrollView)
            toolbarItems = [.fixedSpace(20), UIBarButtonItem(customView: a), .flexibleSpace(),
                            UIBarButtonItem(customView: b), .flexibleSpace(), UIBarButtonItem(customView: c)]
        }
        func share() { shared += 1 }
    }

    private func show(_ log: LifecycleLog) -> (UIWindow, UINavigationController, DocumentViewController) {
        let window = makeTestWindow()
        window.safeAreaInsets = Self.phone
        let doc = DocumentViewController("doc", log: log)
        let nav = UINavigationController(rootViewController: doc)
        window.rootViewController = nav
        window.tick(timestamp: 0)
        return (window, nav, doc)
    }

    @Test func theToolbarIsHiddenByDefaultAndAddsNothing() {
        let (window, nav, doc) = show(LifecycleLog())   // the window is kept: views outside one have no safe area
        #expect(window.rootViewController === nav)
        #expect(nav.isToolbarHidden && nav.toolbar.isHidden)
        #expect(doc.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    }

    @Test func itemsAreLaidOutWithFixedAndFlexibleSpacesAboveTheHomeIndicator() {
        let (window, nav, doc) = show(LifecycleLog())
        nav.isToolbarHidden = false
        window.tick(timestamp: 0.1)
        // 480 − 34 (home indicator) − 44.
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 402, width: 320, height: 44))
        // Inner width 320 − 2·8 = 304; fixed 20 + 30 + 40 + 50 = 140; each flexible space (304 − 140) / 2 = 82.
        #expect(doc.a.frame == CGRect(x: 28, y: 7, width: 30, height: 30))
        #expect(doc.b.frame == CGRect(x: 140, y: 7, width: 40, height: 30))
        #expect(doc.c.frame == CGRect(x: 262, y: 7, width: 50, height: 30))
        // The bar adds 44 to the bottom safe area: the scroll view's content ends above it.
        #expect(doc.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 78, right: 0))
        #expect(doc.scrollView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 78, right: 0))
        #expect(doc.additionalSafeAreaInsets == .zero)

        // Two buttons side by side get 8 pt between them.
        doc.toolbarItems = [UIBarButtonItem(customView: doc.a), UIBarButtonItem(customView: doc.b), .flexibleSpace(),
                            UIBarButtonItem(customView: doc.c)]
        window.tick(timestamp: 0.2)
        #expect(doc.a.frame.minX == 8 && doc.b.frame.minX == 46 && doc.c.frame.minX == 262)
    }

    @Test func aToolbarButtonSendsItsAction() {
        let (window, nav, doc) = show(LifecycleLog())
        doc.toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Share", style: .plain, target: doc, action: DocumentViewController.share)]
        nav.setToolbarHidden(false, animated: false)
        window.tick(timestamp: 0.1)
        let button = nav.toolbar.subviews.compactMap { $0 as? UIButton }.first
        #expect(button?.currentTitle == "Share")
        #expect(isClose(button?.frame.maxX ?? 0, 312))
        guard let button else { return }
        let r = button.convert(button.bounds, to: window)
        tap(window, at: CGPoint(x: r.midX, y: r.midY), time: 1)
        #expect(doc.shared == 1)
    }

    @Test func hidingTheToolbarAnimatedSlidesItDown() {
        let (window, nav, doc) = show(LifecycleLog())
        nav.isToolbarHidden = false
        window.tick(timestamp: 1)
        nav.setToolbarHidden(true, animated: true)
        // The safe area changes at once; the bar slides in 0.2 s, ease-in-ease-out: centre y 424 → 502.
        window.tick(timestamp: 1.1)
        #expect(doc.view.safeAreaInsets.bottom == 34)
        let p = CGFloat(easeInEaseOut(0.5))
        #expect(isClose(presentedCenter(nav.toolbar).y, 424 + 78 * p, within: 1e-3))
        window.tick(timestamp: 1.25)
        #expect(nav.toolbar.isHidden)
        nav.setToolbarHidden(false, animated: false)
        window.tick(timestamp: 1.3)
        #expect(!nav.toolbar.isHidden && nav.toolbar.frame.minY == 402)
    }
}
