import LogCapture
import Testing
import UIKit

/// UIAlertController presented the iOS way (`present(_:animated:)`) over a white screen in a
/// 320 × 480 window, its buttons tapped with a finger through `UIWindow.send`. The geometry expected
/// is the documented one: a 270 pt card centred, 44 pt buttons (two side by side, cancel on the left),
/// action sheet rows of 57 pt 8 pt from the edges with the cancel action in its own box.
@Suite(.serialized) @MainActor
struct AlertControllerTests {
    /// A white root screen on screen at t = 1.
    private func showRoot(_ log: LifecycleLog) -> (UIWindow, StackViewController) {
        let window = makeTestWindow()
        let root = StackViewController("root", log: log)
        window.rootViewController = root
        window.tick(timestamp: 0)
        window.tick(timestamp: 1)
        root.view.backgroundColor = .white
        log.clear()
        return (window, root)
    }

    /// The control whose label reads `title`, anywhere under `view`.
    private func button(_ title: String, in view: UIView) -> UIControl? {
        for sub in view.subviews {
            if let control = sub as? UIControl, control.subviews.contains(where: { ($0 as? UILabel)?.text == title }) { return control }
            if let found = button(title, in: sub) { return found }
        }
        return nil
    }

    private func frameInWindow(_ view: UIView?) -> CGRect { view.map { $0.convert($0.bounds, to: nil) } ?? .null }

    @Test func twoActionsSitSideBySideAndATapRunsTheHandlerAfterTheDismissal() throws {
        let log = LifecycleLog()
        let (window, root) = showRoot(log)
        let alert = UIAlertController(title: "Delete the photo?", message: "This cannot be undone.", preferredStyle: .alert)
        var handled: [String] = []
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            handled.append("\(action.title ?? "") presented: \(root.presentedViewController != nil)")
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled.append("cancel") })
        root.present(alert, animated: true)
        var t = settle(window, from: 1)
        #expect(root.presentedViewController === alert)
        #expect(log.withoutLayout.isEmpty)   // the presenter stays and hears nothing, as for iOS alerts
        let delete = try #require(button("Delete", in: alert.view)), cancel = try #require(button("Cancel", in: alert.view))
        // A 270 pt card centred in 320: x 25…295; cancel on the left half, the other action on the right.
        #expect(frameInWindow(cancel).minX == 25 && frameInWindow(cancel).width == 135)
        #expect(frameInWindow(delete).minX == 160 && frameInWindow(delete).width == 135)
        #expect(frameInWindow(delete).height == 44)
        #expect(frameInWindow(cancel).minY == frameInWindow(delete).minY)
        // The card is centred vertically: its bottom is the buttons' bottom.
        let card = try #require(cancel.superview)
        #expect(abs(frameInWindow(card).midY - 240) <= 0.5)

        let tapped = CGPoint(x: frameInWindow(delete).midX, y: frameInWindow(delete).midY)
        t = tap(window, at: tapped, time: t + 0.1)
        #expect(handled.isEmpty)           // not yet: the alert fades out first
        #expect(alert.isBeingDismissed)
        settle(window, from: t)
        #expect(handled == ["Delete presented: false"])
        #expect(root.presentedViewController == nil && alert.view.window == nil)
    }

    @Test func threeActionsStackWithTheCancelActionLastAndThePreferredOneBold() throws {
        let (window, root) = showRoot(LifecycleLog())
        let alert = UIAlertController(title: "Save", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: "Don't Save", style: .destructive))
        alert.preferredAction = save
        root.present(alert, animated: false)
        window.tick(timestamp: 2)
        let rows = ["Save", "Don't Save", "Cancel"].map { frameInWindow(button($0, in: alert.view)) }
        #expect(rows.allSatisfy { $0.width == 270 && $0.height == 44 && $0.minX == 25 })
        #expect(rows[1].minY == rows[0].maxY && rows[2].minY == rows[1].maxY)
        #expect(alert.preferredAction === save)
    }

    @Test func anActionSheetRisesFromTheBottomWithTheCancelActionApart() throws {
        let (window, root) = showRoot(LifecycleLog())
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var chosen: [String] = []
        for title in ["Share", "Duplicate"] { sheet.addAction(UIAlertAction(title: title, style: .default) { chosen.append($0.title!) }) }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title!) })
        root.present(sheet, animated: true)
        let t = settle(window, from: 1)
        // 8 pt from the sides (304 wide), the cancel box 8 pt above the bottom, the group 8 pt above it.
        let cancel = frameInWindow(button("Cancel", in: sheet.view))
        #expect(cancel == CGRect(x: 8, y: 480 - 8 - 57, width: 304, height: 57))
        let duplicate = frameInWindow(button("Duplicate", in: sheet.view))
        #expect(duplicate == CGRect(x: 8, y: cancel.minY - 8 - 57, width: 304, height: 57))
        #expect(frameInWindow(button("Share", in: sheet.view)).maxY == duplicate.minY)
        settle(window, from: tap(window, at: CGPoint(x: 160, y: cancel.midY), time: t + 0.1))
        #expect(chosen == ["Cancel"])
        #expect(root.presentedViewController == nil)
    }

    @Test func aTextFieldTakesTheKeyboardAndItsTextReachesTheHandler() throws {
        let (window, root) = showRoot(LifecycleLog())
        let alert = UIAlertController(title: "New folder", message: "Enter a name.", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        var typed: String?
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Create", style: .default) { [unowned alert] _ in typed = alert.textFields?.first?.text })
        root.present(alert, animated: true)
        var t = settle(window, from: 1)
        let field = try #require(alert.textFields?.first)
        #expect(alert.textFields?.count == 1 && field.placeholder == "Name")
        #expect(field.isFirstResponder)
        _ = window.sendText("Photos", timestamp: t)
        t = settle(window, from: t)
        // The card is centred above the keyboard (257 pt tall in this window): within 0…223.
        let create = frameInWindow(button("Create", in: alert.view))
        #expect(create.maxY <= 480 - 257)
        settle(window, from: tap(window, at: CGPoint(x: create.midX, y: create.midY), time: t + 0.1))
        #expect(typed == "Photos")
    }

    @Test func theWindowIsDimmedAndATapOutsideTheCardDoesNothing() {
        let (window, root) = showRoot(LifecycleLog())
        let alert = UIAlertController(title: "Hello", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        let t = settle(window, from: 1)
        // White under black at 20 %: 255 × 0.8 = 204.
        #expect(isNear(rgba(renderImage(of: window, scale: 1), at: CGPoint(x: 5, y: 5)), [204, 204, 204, 255]))
        settle(window, from: tap(window, at: CGPoint(x: 10, y: 10), time: t + 0.1))
        #expect(root.presentedViewController === alert)
    }

    @Test func badInputIsLoggedAndIgnored() {
        let alert = UIAlertController(title: "A", message: nil, preferredStyle: .actionSheet)
        let records = LogCapture.records {
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
            alert.addTextField()
            alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        }
        #expect(records.count == 3)
        #expect(alert.actions.count == 1 && alert.textFields == nil && alert.preferredAction == nil)
        #expect(alert.preferredStyle == .actionSheet)
        #expect(alert.modalPresentationStyle == .overFullScreen)
    }
}
