import Testing
import UIKit

/// Right-to-left layout and accessibility, as iOS apps use them: forms built on leading and trailing
/// anchors in an Arabic window, VoiceOver's gestures on custom controls and pages, and swipe actions
/// that change sides. Expected frames are worked out from the constraints for left to right and
/// mirrored by hand (x' = 320 − maxX).
@Suite(.serialized) @MainActor struct RightToLeftAccessibilityCorpusTests {
    func mirrored(_ r: CGRect, in width: CGFloat = 320) -> CGRect {
        CGRect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height)
    }

    @Test func theProfileFormMirrorsInARightToLeftWindow() {
        let ltr = ProfileFormViewController(), rtl = ProfileFormViewController()
        _ = CorpusHost(ltr)
        _ = CorpusHost(rtl, layoutDirection: .rightToLeft)
        let m = ltr.view.layoutMargins.left
        #expect(ltr.view.layoutMargins.right == m && rtl.view.layoutMargins.left == m)
        let avatar = CGRect(x: m, y: 20, width: 60, height: 60)
        #expect(ltr.avatar.frame == avatar && rtl.avatar.frame == mirrored(avatar))
        #expect(ltr.nameLabel.frame.minX == m + 72)
        #expect(rtl.nameLabel.frame == mirrored(ltr.nameLabel.frame))
        #expect(ltr.notificationsSwitch.frame.maxX == 320 - m)
        #expect(rtl.notificationsSwitch.frame == mirrored(ltr.notificationsSwitch.frame))
        #expect(rtl.notificationsLabel.frame == mirrored(ltr.notificationsLabel.frame))
        // The stack spans the margins; its first button is on the leading side.
        let half = (320 - 2 * m - 12) / 2
        #expect(ltr.buttons.frame == rtl.buttons.frame && ltr.buttons.frame.width == 320 - 2 * m)
        #expect(ltr.cancelButton.frame == CGRect(x: 0, y: 0, width: half, height: 44))
        #expect(rtl.cancelButton.frame == mirrored(ltr.cancelButton.frame, in: 320 - 2 * m))
        #expect(rtl.saveButton.frame.minX == 0)
    }

    @Test func voiceOverReadsTheFormFromTheLeadingEdgeAndSaves() {
        let ltr = ProfileFormViewController(), rtl = ProfileFormViewController()
        let left = CorpusHost(ltr)
        let right = CorpusHost(rtl, layoutDirection: .rightToLeft)
        let expectedLabels = ["Profile photo", "Layla", "Notifications", nil, "Cancel", "Save"]
        #expect(AccessibilitySemanticTree.elements(in: left.window).map(\.label) == expectedLabels)
        let rtlNodes = AccessibilitySemanticTree.elements(in: right.window)
        // Row by row from the right edge: the mirrored form reads in the same order.
        #expect(rtlNodes.map(\.label) == expectedLabels)
        let toggle = rtlNodes.first { $0.identifier == "notifications" }
        #expect(toggle?.value == "0" && toggle?.traits == .button)
        #expect(rtlNodes[0].traits == .image)
        UIAccessibility.removeAllPostedNotifications()
        let save = rtlNodes[5]
        #expect(save.hint == "Saves your profile" && save.traits == .button)
        #expect(save.frame == rtl.saveButton.convert(rtl.saveButton.bounds, to: nil))
        #expect(save.activate())
        #expect(rtl.savedCount == 1)
        #expect(UIAccessibility.postedNotifications.map(\.text) == ["Profile saved"])
        UIAccessibility.removeAllPostedNotifications()
    }

    @Test func theRatingControlAdjustsAndTheChartBarsAreElements() {
        let vc = RatingViewController()
        let host = CorpusHost(vc)
        let nodes = AccessibilitySemanticTree.elements(in: host.window)
        #expect(nodes.map(\.label) == ["Rating", "Week 1", "Week 2", "Week 3"])
        #expect(nodes[0].value == "3 of 5 stars" && nodes[0].traits == .adjustable)
        nodes[0].increment(); nodes[0].increment(); nodes[0].increment()
        #expect(vc.ratingControl.rating == 5 && vc.changes == [4, 5])
        nodes[0].decrement()
        #expect(nodes[0].value == "4 of 5 stars")
        // The chart is 280 × 150 at (20, 120): bar 2 (4 stars) is 120 pt tall from the chart's bottom.
        #expect(vc.chart.frame == CGRect(x: 20, y: 120, width: 280, height: 150))
        let width = CGFloat(280) / 3
        #expect(nodes[2].frame == CGRect(x: 20 + width, y: 120 + 30, width: width, height: 120))
        #expect(nodes[3].value == "5 stars")
    }

    @Test func threeFingerSwipesTurnThePagesAndTheSheetIsModal() {
        let vc = AccessiblePagesViewController()
        let host = CorpusHost(vc)
        UIAccessibility.removeAllPostedNotifications()
        var nodes = AccessibilitySemanticTree.elements(in: host.window)
        // Every page's label is exposed (VoiceOver can read ahead); the page control says where we are.
        #expect(nodes.map(\.label).prefix(4) == ["Welcome", "Photos", "Sharing", "Privacy"])
        #expect(nodes.last?.value == "page 1 of 4")
        #expect(nodes[0].scroll(.left))
        host.run(for: 0.1)
        #expect(vc.scrollView.contentOffset.x == 320 && vc.pageControl.currentPage == 1)
        #expect(UIAccessibility.postedNotifications.last?.text == "Photos, page 2 of 4")
        #expect(nodes[0].scroll(.left) && nodes[0].scroll(.right))
        #expect(UIAccessibility.postedNotifications.map(\.text) == ["Photos, page 2 of 4", "Sharing, page 3 of 4", "Photos, page 2 of 4"])
        vc.showSkipSheet()
        host.run(for: 0.1)
        nodes = AccessibilitySemanticTree.elements(in: host.window)
        #expect(nodes.map(\.label) == ["Skip the tour?"])
        #expect(UIAccessibility.postedNotifications.last?.notification == .screenChanged)
        UIAccessibility.removeAllPostedNotifications()
    }

    func buttons(in view: UIView) -> [UIButton] {
        view.subviews.flatMap { ($0 as? UIButton).map { [$0] } ?? buttons(in: $0) }
    }

    @Test func swipeActionsChangeSidesRightToLeft() {
        let vc = InboxViewController()
        let host = CorpusHost(vc, layoutDirection: .rightToLeft)
        let row0 = vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        let h = row0.frame.height
        // A drag to the left uncovers the right side: the leading "Read" action right to left.
        host.drag(from: CGPoint(x: 280, y: h / 2), by: CGPoint(x: -260, y: 0), steps: 20)
        host.run(for: 0.5)
        let read = buttons(in: row0)
        #expect(read.map { $0.title(for: .normal) } == ["Read"])
        let frame = read[0].convert(read[0].bounds, to: nil)
        #expect(frame.maxX == 320 && row0.bounds.origin.x == frame.width)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.run(for: 0.5)
        #expect(vc.performedActions == ["Read 0"])
        // A long drag to the right performs the trailing Delete.
        let row1 = vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        host.drag(from: CGPoint(x: 20, y: row1.frame.midY), by: CGPoint(x: 260, y: 0), steps: 20)
        host.run(for: 0.8)
        #expect(vc.performedActions == ["Read 0", "Delete Message 2"])
    }
}
