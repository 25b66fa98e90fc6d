import HostContextTesting
import Testing
import UIKit

/// The navigation bar as a user meets it: the title, the back button named after the previous
/// controller (tapping it pops), bar button items whose taps send their actions, the bar's height
/// added to the safe area of the controllers below it, and hiding the bar.
@Suite(.freshHostContext) @MainActor
struct NavigationBarTests {
    /// An iPhone with a 44 pt status area.
    static let statusBar = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)

    /// A message screen with a Save button on the right, written as on iOS.
    final class MessageViewController: StackViewController {
        var actions: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: Self.save)
        }
        func save(_ sender: UIBarButtonItem) { actions.append("save from \(sender === navigationItem.rightBarButtonItem)") }
    }

    /// A feed: a scroll view filling the view with Auto Layout (iOS's default `.automatic` adjustment).
    final class FeedViewController: StackViewController {
        let scrollView = UIScrollView()
        let firstRow = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            scrollView.addSubview(firstRow)
            scrollView.contentSize = CGSize(width: 320, height: 2000)
        }
    }

    private func show(_ root: UIViewController) -> (UIWindow, UINavigationController) {
        let window = makeTestWindow()
        window.safeAreaInsets = Self.statusBar
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.tick(timestamp: 0)
        return (window, nav)
    }

    private func buttons(in bar: UINavigationBar) -> [UIButton] { bar.subviews.compactMap { $0 as? UIButton } }
    private func centre(of view: UIView, in window: UIWindow) -> CGPoint {
        let r = view.convert(view.bounds, to: window)
        return CGPoint(x: r.midX, y: r.midY)
    }

    @Test func theBarSitsUnderTheStatusBarAndTheBackButtonPops() {
        let log = LifecycleLog()
        let inbox = StackViewController("inbox", log: log)
        let (window, nav) = show(inbox)
        let bar = nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(bar.superview === nav.view && nav.view.subviews.last === bar)
        #expect(bar.topItem === inbox.navigationItem && inbox.navigationItem.title == "Inbox")
        #expect(buttons(in: bar).isEmpty)   // the root has no back button

        let message = MessageViewController("message", log: log)
        nav.pushViewController(message, animated: false)
        window.tick(timestamp: 0.1)
        #expect(bar.subviews.contains { ($0 as? UILabel)?.text == "Message" })
        let back = buttons(in: bar).first { $0.currentTitle?.contains("Inbox") == true }
        #expect(back != nil)
        guard let back else { return }
        #expect(back.frame.minX == 8)

        tap(window, at: centre(of: back, in: window), time: 1)
        #expect(same(nav.viewControllers, [inbox]))
        settle(window, from: 1.05)
        #expect(message.parent == nil && inbox.view.superview === nav.view)
        #expect(!bar.subviews.contains { ($0 as? UILabel)?.text == "Message" })
    }

    /// UIKit's default back-button display mode: the previous title while it fits (a third of the
    /// bar here), else the generic "Back", which leaves the centred title room to show in full.
    @Test func aLongPreviousTitleBecomesBackAndTheTitleFitsBesideIt() {
        let home = UIViewController()
        home.title = "A rather long list title"
        let (window, nav) = show(home)
        let screen = UIViewController()
        screen.title = "Text fields"
        nav.pushViewController(screen, animated: false)
        window.tick(timestamp: 0.1)
        let bar = nav.navigationBar
        #expect(buttons(in: bar).map(\.currentTitle) == ["‹ Back"])
        let title = bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Text fields" && !$0.isHidden }
        #expect(title != nil)
        if let title { #expect(title.bounds.width >= title.intrinsicContentSize.width, "title cut: \(title.frame)") }

        let short = UIViewController()
        short.title = "Inbox"
        nav.setViewControllers([short, UIViewController()], animated: false)
        window.tick(timestamp: 0.2)
        #expect(buttons(in: bar).map(\.currentTitle) == ["‹ Inbox"])
    }

    @Test func barButtonItemsSendTheirActions() {
        let log = LifecycleLog()
        let inbox = StackViewController("inbox", log: log)
        let (window, nav) = show(inbox)
        let message = MessageViewController("message", log: log)
        var cancelled = 0
        message.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in cancelled += 1 })
        nav.pushViewController(message, animated: false)
        window.tick(timestamp: 0.1)
        let bar = nav.navigationBar
        // The left item replaces the back button.
        #expect(buttons(in: bar).map(\.currentTitle) == ["Cancel", "Save"])
        let cancel = buttons(in: bar)[0], save = buttons(in: bar)[1]
        #expect(isClose(save.frame.maxX, 312))

        tap(window, at: centre(of: save, in: window), time: 1)
        #expect(message.actions == ["save from true"])
        tap(window, at: centre(of: cancel, in: window), time: 2)
        #expect(cancelled == 1)
        #expect(same(nav.viewControllers, [inbox, message]))   // a left item does not pop

        // Items changed later reach the bar; hidesBackButton leaves the left side empty.
        message.navigationItem.leftBarButtonItem = nil
        message.navigationItem.hidesBackButton = true
        #expect(buttons(in: bar).map(\.currentTitle) == ["Save"])
        message.navigationItem.hidesBackButton = false
        inbox.navigationItem.backButtonTitle = "Mail"
        #expect(buttons(in: bar).first?.currentTitle?.contains("Mail") == true)
    }

    @Test func aScrollViewUnderTheBarStartsBelowItAndScrollsUnderIt() {
        let log = LifecycleLog()
        let inbox = StackViewController("inbox", log: log)
        let (window, nav) = show(inbox)
        let feed = FeedViewController("feed", log: log)
        nav.pushViewController(feed, animated: true)
        settle(window, from: 0)
        // Status bar 44 + bar 44; additionalSafeAreaInsets stays the app's own.
        #expect(feed.view.safeAreaInsets.top == 88)
        #expect(feed.additionalSafeAreaInsets == .zero)
        #expect(feed.scrollView.adjustedContentInset == UIEdgeInsets(top: 88, left: 0, bottom: 0, right: 0))
        #expect(feed.scrollView.contentOffset.y == -88)
        #expect(feed.firstRow.convert(feed.firstRow.bounds, to: window).minY == 88)

        // A slow drag up by 100 pt: the first row goes under the translucent bar.
        let end = drag(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), start: 5, duration: 1, steps: 60)
        settle(window, from: end)
        let rowTop = feed.firstRow.convert(feed.firstRow.bounds, to: window).minY
        #expect(rowTop < 88 - 50)
        #expect(nav.navigationBar.frame.minY == 44)

        // Hiding the bar gives its 44 pt back to the safe area.
        nav.setNavigationBarHidden(true, animated: false)
        window.tick(timestamp: end + 5)
        #expect(nav.isNavigationBarHidden && nav.navigationBar.isHidden)
        #expect(isClose(feed.scrollView.adjustedContentInset.top, 44, within: 1e-9))   // the scrolled bounds go through a conversion
    }

    @Test func hidingTheBarAnimatedSlidesItUp() {
        let log = LifecycleLog()
        let (window, nav) = show(StackViewController("inbox", log: log))
        window.tick(timestamp: 1)
        nav.setNavigationBarHidden(true, animated: true)
        // UINavigationControllerHideShowBarDuration, 0.2 s ease-in-ease-out: centre y from 66 to −22.
        window.tick(timestamp: 1.1)
        let p = CGFloat(easeInEaseOut(0.5))
        #expect(isClose(presentedCenter(nav.navigationBar).y, 66 - 88 * p, within: 1e-3))
        window.tick(timestamp: 1.25)
        #expect(nav.navigationBar.isHidden)
        nav.isNavigationBarHidden = false
        window.tick(timestamp: 1.3)
        #expect(!nav.navigationBar.isHidden && nav.navigationBar.frame.minY == 44)
    }
}
