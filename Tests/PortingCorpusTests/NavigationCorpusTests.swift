import HostContextTesting
import Testing
import UIKit

/// A navigation app written the iOS way (MailboxesViewController) in a phone-shaped window with the
/// host's simulated safe area (390×844 pt: status bar 47, home indicator 34).
@Suite(.freshHostContext) @MainActor struct NavigationCorpusTests {
    @Test func largeTitleToolbarAndPushAsOnAnIPhone() {
        let size = CGSize(width: 390, height: 844)
        let mailboxes = MailboxesViewController()
        let nav = UINavigationController(rootViewController: mailboxes)
        let host = CorpusHost(nav, size: size, safeArea: UIWindow.simulatedSafeAreaInsets(forWindowSize: size))
        host.run(for: 0.3)
        // Large title bar 44 + 52 under the 47 pt status bar; toolbar 44 above the 34 pt home indicator.
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 44))
        #expect(mailboxes.scrollView.adjustedContentInset == UIEdgeInsets(top: 143, left: 0, bottom: 78, right: 0))
        #expect(mailboxes.scrollView.contentOffset.y == -143)
        #expect(mailboxes.rows[0].convert(mailboxes.rows[0].bounds, to: host.window).minY == 143)

        // The toolbar's Compose button and the bar's Done button send their actions.
        let compose = nav.toolbar.subviews.compactMap { $0 as? UIButton }.first
        #expect(compose.map { isClose($0.frame.maxX, 390 - 8) } == true)
        if let compose { host.tap(at: compose.convert(CGPoint(x: compose.bounds.midX, y: compose.bounds.midY), to: host.window)) }
        #expect(mailboxes.composed == 1)
        let done = nav.navigationBar.subviews.compactMap { $0 as? UIButton }.first
        if let done { host.tap(at: done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: host.window)) }
        #expect(mailboxes.doneTaps == 1)

        // A slow 70 pt drag up (60 after the slop) collapses the large title to the standard bar.
        host.drag(from: CGPoint(x: 195, y: 600), by: CGPoint(x: 0, y: -70), steps: 35)
        host.run(for: 1)
        #expect(isClose(mailboxes.scrollView.contentOffset.y, -83))
        #expect(nav.navigationBar.frame.height == 44)

        // Tapping the first visible row pushes its mailbox with a small title; the swipe-back returns.
        let row = mailboxes.rows[2]
        host.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: host.window))
        host.run(for: 0.5)
        #expect(nav.topViewController?.title == "Sent")
        #expect(nav.navigationBar.frame.height == 44)
        host.drag(from: CGPoint(x: 5, y: 400), by: CGPoint(x: 300, y: 0), steps: 30)
        host.run(for: 0.5)
        #expect(nav.topViewController === mailboxes)
    }
}
