import HostContextTesting
import Testing
import UIKit

/// The inbox: self-sizing rows, swipe actions and pull to refresh, driven through the window.
@Suite(.freshHostContext) @MainActor struct TableCorpusTests {
    /// A row's height from its label alone: the label's wrapped height at the row's width less the
    /// 16-pt margins, plus the 12-pt margins above and below.
    func rowHeight(_ subject: String) -> CGFloat {
        let probe = UILabel()
        probe.numberOfLines = 0
        probe.text = subject
        return probe.sizeThatFits(CGSize(width: 320 - 32, height: 0)).height + 24
    }

    func buttons(in view: UIView) -> [UIButton] {
        view.subviews.flatMap { ($0 as? UIButton).map { [$0] } ?? buttons(in: $0) }
    }

    func windowFrame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    @Test func rowsSizeThemselvesFromTheirLabels() {
        let vc = InboxViewController()
        let host = CorpusHost(vc)
        let table = vc.tableView
        var top: CGFloat = 0, row = 0
        while top < 480 {
            let h = rowHeight(vc.messages[row].subject)
            #expect(table.rectForRow(at: IndexPath(row: row, section: 0)) == CGRect(x: 0, y: top, width: 320, height: h))
            top += h
            row += 1
        }
        #expect(table.visibleCells.count == row)
        // Rows not yet shown count at the 60-pt estimate.
        #expect(table.contentSize.height == top + CGFloat(30 - row) * 60)
        _ = host
    }

    @Test func swipingLeftRevealsDeleteAndFlagAndTappingDeleteRemovesTheRow() {
        let vc = InboxViewController()
        let host = CorpusHost(vc)
        let h = rowHeight("Message 3")
        let row2 = vc.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as! InboxViewController.MessageCell
        host.drag(from: CGPoint(x: 250, y: 2.5 * h), by: CGPoint(x: -150, y: 0), steps: 15)
        host.run(for: 0.5)
        #expect(vc.tableView.contentOffset.y == 0)  // the swipe did not scroll
        let shown = buttons(in: row2)
        #expect(shown.map { $0.title(for: .normal) } == ["Delete", "Flag"])
        let delete = windowFrame(shown[0]), flag = windowFrame(shown[1])
        // Delete at the trailing edge, Flag beside it, the row's content moved aside by both.
        #expect(delete.maxX == 320 && flag.maxX == delete.minX)
        #expect(delete.minY == 2 * h && delete.height == h)
        let revealed = delete.width + flag.width
        #expect(revealed >= 2 * 74)
        #expect(windowFrame(row2.subjectLabel).minX == 16 - revealed)
        #expect(shown[0].backgroundColor == .systemRed && shown[1].backgroundColor == .systemOrange)

        host.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        #expect(vc.performedActions == ["Delete Message 3"])
        host.run(for: 0.5)
        #expect(vc.tableView.numberOfRows(inSection: 0) == 29)
        #expect((vc.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? InboxViewController.MessageCell)?.subjectLabel.text == "Message 4")
        #expect(vc.tableView.visibleCells.allSatisfy { $0.bounds.origin.x == 0 })
    }

    @Test func aVerticalDragOnARowScrollsAndDoesNotSwipe() {
        let vc = InboxViewController()
        let host = CorpusHost(vc)
        host.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: -8, y: -120))
        #expect(vc.tableView.contentOffset.y > 100)
        #expect(vc.tableView.visibleCells.allSatisfy { $0.bounds.origin.x == 0 && buttons(in: $0).isEmpty })
    }

    @Test func aTapBesideAnOpenRowClosesItAndSelectsNothing() {
        let vc = InboxViewController()
        let host = CorpusHost(vc)
        let h = rowHeight("Message 1")
        let row0 = vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        host.drag(from: CGPoint(x: 250, y: h / 2), by: CGPoint(x: -150, y: 0), steps: 15)
        host.run(for: 0.5)
        #expect(row0.bounds.origin.x > 0)
        host.tap(at: CGPoint(x: 100, y: 5.5 * h))
        host.run(for: 0.5)
        #expect(row0.bounds.origin.x == 0 && buttons(in: row0).isEmpty)
        #expect(vc.tableView.indexPathForSelectedRow == nil)
        host.tap(at: CGPoint(x: 100, y: 5.5 * h))
        #expect(vc.tableView.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let vc = InboxViewController()
        let host = CorpusHost(vc)
        let h = rowHeight("Message 2")
        host.drag(from: CGPoint(x: 300, y: 1.5 * h), by: CGPoint(x: -260, y: 0), steps: 20)
        host.run(for: 0.8)
        #expect(vc.performedActions == ["Delete Message 2"])
        #expect(vc.tableView.numberOfRows(inSection: 0) == 29)
    }

    @Test func aLeadingSwipeWithoutFullSwipeOpensAndReads() {
        let vc = InboxViewController()
        let host = CorpusHost(vc)
        let h = rowHeight("Message 1")
        let row0 = vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        host.drag(from: CGPoint(x: 40, y: h / 2), by: CGPoint(x: 260, y: 0), steps: 20)
        host.run(for: 0.5)
        #expect(vc.performedActions.isEmpty)  // no full swipe for Read
        let read = buttons(in: row0)
        #expect(read.map { $0.title(for: .normal) } == ["Read"])
        let frame = windowFrame(read[0])
        #expect(frame.minX == 0 && row0.bounds.origin.x == -frame.width)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.run(for: 0.5)
        #expect(vc.performedActions == ["Read 0"] && vc.messages[0].isRead)
        #expect(row0.bounds.origin.x == 0)
    }

    @Test func pullingPastTheTriggerRefreshesAndEndingAnimatesBack() {
        let vc = InboxViewController()
        let host = CorpusHost(vc)
        let table = vc.tableView
        var offsets: [CGFloat] = []
        host.window.sendTouch(.began, at: CGPoint(x: 160, y: 60), timestamp: host.time)
        host.tick()
        var y: CGFloat = 60
        for _ in 0..<30 {
            y += 12
            host.move(from: CGPoint(x: 160, y: y - 12), to: CGPoint(x: 160, y: y), steps: 1)
            offsets.append(table.contentOffset.y)
        }
        #expect(vc.refreshRequests == 1)
        #expect(vc.refreshControl.isRefreshing)
        #expect(table.contentInset.top == UIRefreshControl.height)
        // The content follows the finger without a jump through the trigger (where the inset
        // grows by 60 pt): every 12-pt step of the finger moves it down by at most 12 pt, never up.
        let steps = zip(offsets, offsets.dropFirst()).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 >= 0 && $0 <= 12 + 1e-9 })
        host.run(for: 0.1)
        host.lift(at: CGPoint(x: 160, y: y))
        host.run(for: 2)
        // The content rests below the control.
        #expect(isClose(table.contentOffset.y, -UIRefreshControl.height))
        #expect(vc.refreshControl.frame == CGRect(x: 0, y: -60, width: 320, height: 60))

        vc.newMailArrived("Welcome back")
        #expect(!vc.refreshControl.isRefreshing)
        #expect(table.contentInset.top == 0)
        host.run(for: 0.15)
        #expect(table.contentOffset.y > -60 && table.contentOffset.y < 0)
        host.run(for: 1)
        #expect(table.contentOffset.y == 0)
        #expect((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? InboxViewController.MessageCell)?.subjectLabel.text == "Welcome back")
        #expect(vc.refreshRequests == 1)
    }

    @Test func aShortPullDoesNotRefresh() {
        let vc = InboxViewController()
        let host = CorpusHost(vc)
        host.drag(from: CGPoint(x: 160, y: 60), by: CGPoint(x: 0, y: 120), steps: 12)
        host.run(for: 1)
        #expect(vc.refreshRequests == 0 && !vc.refreshControl.isRefreshing)
        #expect(vc.tableView.contentOffset.y == 0 && vc.tableView.contentInset.top == 0)
    }
}
