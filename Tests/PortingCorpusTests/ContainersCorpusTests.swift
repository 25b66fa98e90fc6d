import HostContextTesting
import Testing
import UIKit

/// Page view controllers, tab bar controllers and alerts written the way iOS apps write them
/// (ViewControllers/OnboardingPageViewController, AlbumViewController, MainTabBarController,
/// AccountAlertsViewController, ReadingListViewController), driven by a finger through the window.
@Suite(.freshHostContext) @MainActor struct ContainersCorpusTests {
    /// The control showing `title` (a button's title or a label inside a control), anywhere under `view`.
    private func control(_ title: String, in view: UIView) -> UIControl? {
        for sub in view.subviews {
            if let button = sub as? UIButton, button.currentTitle == title { return button }
            if let c = sub as? UIControl, c.subviews.contains(where: { ($0 as? UILabel)?.text == title }) { return c }
            if let found = control(title, in: sub) { return found }
        }
        return nil
    }

    private func centre(_ view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(x: -1, y: -1) }
        let f = view.convert(view.bounds, to: nil)
        return CGPoint(x: f.midX, y: f.midY)
    }

    @Test func onboardingPagesBySwipeAndByItsNextButtonWithDots() throws {
        let vc = OnboardingPageViewController()
        let host = CorpusHost(vc)
        let dots = try #require(vc.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(dots.numberOfPages == 4 && dots.currentPage == 0 && !dots.isHidden)
        // 200 pt to the left, resting before the lift: past half of the 320 pt page, so it turns.
        host.drag(from: CGPoint(x: 280, y: 200), by: CGPoint(x: -200, y: 0), steps: 20, pause: 0.2)
        host.run(for: 1)
        #expect(vc.currentIndex == 1 && dots.currentPage == 1)
        #expect(vc.finishedAnimations.map(\.0) == [1] && vc.finishedAnimations.map(\.1) == [true])
        #expect(vc.steps[1].appearances == 1)
        // The Next button: 20 pt above the page's bottom, which is the dots' row (480 − 37 = 443).
        let next = centre(vc.steps[1].nextButton)
        #expect(next == CGPoint(x: 160, y: 443 - 20 - 22))
        host.tap(at: next)
        host.run(for: 1)
        #expect(vc.currentIndex == 2 && dots.currentPage == 2)
        #expect(vc.steps[2].appearances == 1)
        #expect(vc.finishedAnimations.count == 1)   // a change made in code tells the delegate nothing
    }

    @Test func theAlbumEmbedsAPageViewControllerAndMakesPagesOnDemand() {
        let vc = AlbumViewController()
        let host = CorpusHost(vc)
        #expect(vc.pageViewController.parent === vc)
        #expect(vc.pageViewController.view.frame == CGRect(x: 0, y: 40, width: 320, height: 400))
        #expect(vc.currentPhotoIndex == 0)
        #expect(vc.modelController.pagesMade == 2)   // the first page, and the page after it
        host.drag(from: CGPoint(x: 280, y: 240), by: CGPoint(x: -200, y: 0), steps: 20, pause: 0.2)
        host.run(for: 1)
        #expect(vc.currentPhotoIndex == 1)
        #expect(vc.pendingIndices == [1])
        #expect(vc.modelController.pagesMade == 4)   // then the pages before and after "Forest"
        // 320 pt pages 20 pt apart: the page after the first rests at 340 in the paging scroll view.
        let pager = vc.pageViewController.view.subviews.compactMap { $0 as? UIScrollView }.first
        #expect(pager?.frame.width == 340)
        #expect(pager?.contentOffset == CGPoint(x: 340, y: 0))
    }

    @Test func theTabBarSwitchesTabsAndTheComposeTabPresentsInstead() {
        let tabs = MainTabBarController()
        let host = CorpusHost(tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 480 - 49, width: 320, height: 49))
        // The feed's scroll view is inset by the navigation bar above and the tab bar below.
        #expect(tabs.feed.tableLike.adjustedContentInset.top == 44)
        #expect(tabs.feed.tableLike.adjustedContentInset.bottom == 49)
        #expect(tabs.tabBar.items?.map(\.title) == ["Feed", "Compose", "Contacts"])
        // Three tabs of 320 / 3 pt: the third's centre is x = 266.7.
        host.tap(at: CGPoint(x: 266, y: 455))
        host.run(for: 0.1)
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.tabBar.items?[2].badgeValue == nil)
        #expect(tabs.tappedItems == ["Contacts"])
        host.tap(at: CGPoint(x: 160, y: 455))
        host.run(for: 0.6)
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.tappedItems == ["Contacts"])
        #expect(tabs.presentedViewController === tabs.presentedComposer)
        #expect(tabs.presentedComposer != nil)
    }

    @Test func settingsAlertsRenameSignOutAndConfirmADeletion() throws {
        let vc = AccountAlertsViewController()
        let host = CorpusHost(vc)
        host.tap(at: centre(vc.renameButton))
        host.run(for: 0.6)
        let rename = try #require(vc.presentedViewController as? UIAlertController)
        let field = try #require(rename.textFields?.first)
        #expect(field.isFirstResponder && field.text == "Ann")
        _ = host.window.sendText(" Lee", timestamp: host.time)
        host.run(for: 0.6)
        host.tap(at: centre(control("Save", in: rename.view)))
        host.run(for: 0.6)
        #expect(vc.nameLabel.text == field.text && field.text?.contains("Lee") == true)
        #expect(vc.presentedViewController == nil)

        host.tap(at: centre(vc.signOutButton))
        host.run(for: 0.6)
        let sheet = try #require(vc.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        // One action above the separate cancel box: its row is 57 pt ending 8 pt above the box (415).
        #expect(centre(control("Sign Out", in: sheet.view)) == CGPoint(x: 160, y: 415 - 8 - 28.5))
        host.tap(at: centre(control("Sign Out", in: sheet.view)))
        host.run(for: 0.6)
        #expect(vc.signedOut)

        host.tap(at: centre(vc.deleteButton))
        host.run(for: 0.6)
        let confirm = try #require(vc.presentedViewController as? UIAlertController)
        host.tap(at: centre(control("Delete", in: confirm.view)))   // disabled: nothing happens
        host.run(for: 0.6)
        #expect(vc.presentedViewController === confirm && !vc.accountDeleted)
        _ = host.window.sendText("DELETE", timestamp: host.time)
        host.run(for: 0.6)
        host.tap(at: centre(control("Delete", in: confirm.view)))
        host.run(for: 0.6)
        #expect(vc.accountDeleted && vc.presentedViewController == nil)
    }

    @Test func selectingARowAsksBeforeRemovingIt() {
        let list = ReadingListViewController()
        let host = CorpusHost(UINavigationController(rootViewController: list))
        host.run(for: 0.1)
        // Row 1 of 44 pt rows under the 44 pt bar: y 88…132.
        host.tap(at: CGPoint(x: 160, y: 110))
        host.run(for: 0.6)
        let alert = list.presentedViewController as? UIAlertController
        #expect(alert?.title == "Remove “Auto Layout”?")
        if let alert { host.tap(at: centre(control("Remove", in: alert.view))) }
        host.run(for: 1)
        #expect(list.articles == ["Scroll views", "Text kit", "Core Animation", "Gestures"])
        #expect(list.tableView.numberOfRows(inSection: 0) == 4)

        host.tap(at: CGPoint(x: 160, y: 66))
        host.run(for: 0.6)
        if let alert = list.presentedViewController as? UIAlertController { host.tap(at: centre(control("Cancel", in: alert.view))) }
        host.run(for: 1)
        #expect(list.articles.count == 4)
        #expect(list.tableView.indexPathForSelectedRow == nil)
    }
}
