import Foundation
import Testing
import UIKit

/// The platform-neutral half of the AT-SPI2 bridge (`AccessibilityExportTree`, `AccessibilityExportNode`),
/// driven as a screen reader drives it, on views in a window and without D-Bus: roles and states from
/// traits, only a table's visible rows, "press" and the scroll actions, ScrollTo, typing through
/// EditableText, and the change events the bridge turns into AT-SPI signals. Expected numbers come from
/// the views' geometry and iOS's documented behaviour.
@Suite(.serialized) @MainActor struct AccessibilityExportTests {
    static func window(_ vc: UIViewController) -> UIWindow {
        HostClock.reset()
        UIAccessibility.removeAllPostedNotifications()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    /// Every node of the tree, depth first, with its handle.
    static func all(_ tree: AccessibilityExportTree) -> [(handle: AccessibilityExportTree.Handle, node: AccessibilityExportNode)] {
        var out: [(AccessibilityExportTree.Handle, AccessibilityExportNode)] = []
        func visit(_ handle: AccessibilityExportTree.Handle) {
            if let node = tree.node(handle) { out.append((handle, node)) }
            for child in tree.children(handle) { visit(child) }
        }
        visit(AccessibilityExportTree.rootHandle)
        return out
    }

    static func named(_ tree: AccessibilityExportTree, _ name: String) -> (handle: AccessibilityExportTree.Handle, node: AccessibilityExportNode)? {
        all(tree).first { $0.node.name == name }
    }

    @Test func rolesAndStatesComeFromTraitsAndClasses() {
        let form = UIViewController()
        form.title = "Settings"
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        let button = UIButton(frame: CGRect(x: 10, y: 80, width: 100, height: 44))
        button.setTitle("Send", for: .normal)
        let label = UILabel(frame: CGRect(x: 10, y: 140, width: 200, height: 20))
        label.text = "Volume"
        let slider = UISlider(frame: CGRect(x: 10, y: 170, width: 200, height: 30))
        let toggle = UISwitch(frame: CGRect(x: 10, y: 210, width: 51, height: 31))
        toggle.isOn = true
        let field = UITextField(frame: CGRect(x: 10, y: 250, width: 200, height: 30))
        field.placeholder = "Name"
        field.accessibilityHint = "Your full name"
        let disabled = UIButton(frame: CGRect(x: 10, y: 290, width: 100, height: 44))
        disabled.setTitle("Later", for: .normal)
        disabled.isEnabled = false
        let below = UILabel(frame: CGRect(x: 10, y: 1500, width: 200, height: 20))
        below.text = "Far below"
        for view in [button, label, slider, toggle, field, disabled, below] as [UIView] { scroll.addSubview(view) }
        form.view.addSubview(scroll)
        let window = Self.window(UINavigationController(rootViewController: form))
        let tree = AccessibilityExportTree(window: window)

        let root = tree.node(AccessibilityExportTree.rootHandle)
        #expect(root?.role == .window && root?.name == "Settings")
        #expect(root?.states().contains(.active) == true)
        #expect(Self.all(tree).contains { $0.handle != AccessibilityExportTree.rootHandle && $0.node.name == "Settings" && $0.node.role == .heading })
        #expect(Self.all(tree).contains { $0.node.role == .scrollPane && $0.node.object === scroll })
        #expect(Self.named(tree, "Send")?.node.role == .pushButton)
        #expect(Self.named(tree, "Volume")?.node.role == .label)
        #expect(Self.all(tree).first { $0.node.object === slider }?.node.role == .slider)
        let switchNode = Self.all(tree).first { $0.node.object === toggle }?.node
        #expect(switchNode?.role == .toggleButton && switchNode?.states().isSuperset(of: [.checkable, .checked]) == true)
        let fieldNode = Self.named(tree, "Name")?.node
        #expect(fieldNode?.role == .text && fieldNode?.description == "Your full name")
        #expect(fieldNode?.states().isSuperset(of: [.editable, .singleLine, .enabled, .focusable, .showing]) == true)
        let later = Self.named(tree, "Later")?.node
        #expect(later?.states().contains(.enabled) == false && later?.states().contains(.focusable) == true)
        // Scrolled out of the window: in the tree (visible), not showing.
        let far = Self.named(tree, "Far below")?.node
        #expect(far?.states().contains(.visible) == true && far?.states().contains(.showing) == false)
        // Frames are window coordinates: the button's frame plus the navigation bar's content inset.
        let inset = scroll.adjustedContentInset.top
        #expect(Self.named(tree, "Send")?.node.frame == CGRect(x: 10, y: 80 + inset, width: 100, height: 44))
        // Actions: press for the button, increment/decrement for the slider, scrolls for the pane.
        #expect(Self.named(tree, "Send")?.node.actionNames == ["press"])
        #expect(Self.all(tree).first { $0.node.object === slider }?.node.actionNames == ["press", "increment", "decrement"])
        #expect(Self.all(tree).first { $0.node.object === scroll }?.node.actionNames
                == ["scroll up", "scroll down", "scroll left", "scroll right"])
        #expect(Self.named(tree, "Volume")?.node.actionNames == [])
    }

    @Test func aHundredThousandRowTableExposesOnlyItsVisibleRows() {
        let list = ListViewController(rows: [100_000])
        let window = Self.window(list)
        let tree = AccessibilityExportTree(window: window)
        let cells = Self.all(tree).filter { $0.node.role == .tableCell }
        // 480 pt of 44 pt rows: rows 0…10 intersect the window (11 × 44 = 484).
        let visibleRows = Int((480.0 / 44).rounded(.up))
        #expect(cells.count >= visibleRows && cells.count <= visibleRows + 1)
        #expect(cells.first?.node.name == "Row 0")
        #expect(Self.all(tree).first { $0.node.object === list.tableView }?.node.role == .table)
        #expect(tree.count < 40)
    }

    @Test func pressActivatesAControlAndTapsAnyOtherElement() {
        let vc = UIViewController()
        let button = UIButton(frame: CGRect(x: 10, y: 100, width: 100, height: 44))
        button.setTitle("Go", for: .normal)
        var sent = 0
        button.addAction(UIAction { _ in sent += 1 }, for: .touchUpInside)
        // A custom element that only a tap at its centre drives (no accessibilityActivate).
        let tile = UIView(frame: CGRect(x: 10, y: 200, width: 120, height: 80))
        tile.isAccessibilityElement = true
        tile.accessibilityLabel = "Tile"
        tile.accessibilityTraits = .button
        var tapped: CGPoint?
        let tap = UITapGestureRecognizer { recognizer in
            if recognizer.state == .ended { tapped = recognizer.location(in: tile) }
        }
        tile.addGestureRecognizer(tap)
        vc.view.addSubview(button)
        vc.view.addSubview(tile)
        let window = Self.window(vc)
        let tree = AccessibilityExportTree(window: window)
        #expect(Self.named(tree, "Go")?.node.perform("press", timestamp: 0.1) == true)
        #expect(sent == 1)
        #expect(Self.named(tree, "Tile")?.node.perform("press", timestamp: 0.2) == true)
        window.tick(timestamp: 0.3)
        #expect(tapped == CGPoint(x: 60, y: 40))
        #expect(Self.named(tree, "Tile")?.node.perform("no such action", timestamp: 0.4) == false)
    }

    @Test func scrollActionsPageAPagingScrollViewAndAnnounceThePage() {
        let vc = UIViewController()
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 320 * 5, height: 480)
        for page in 0..<5 {
            let label = UILabel(frame: CGRect(x: CGFloat(page) * 320 + 20, y: 200, width: 200, height: 20))
            label.text = "Photo \(page + 1)"
            pager.addSubview(label)
        }
        vc.view.addSubview(pager)
        let window = Self.window(vc)
        let tree = AccessibilityExportTree(window: window)
        let pane = Self.all(tree).first { $0.node.object === pager }!
        #expect(Self.named(tree, "Photo 2")?.node.isShowing == false)
        // "scroll right" shows what is to the right: VoiceOver's swipe left, one page.
        #expect(pane.node.perform("scroll right", timestamp: 0.1))
        #expect(pager.contentOffset == CGPoint(x: 320, y: 0))
        #expect(UIAccessibility.postedNotifications.last?.notification == .pageScrolled)
        #expect(UIAccessibility.postedNotifications.last?.text == "Page 2 of 5")
        tree.invalidate()
        #expect(Self.named(tree, "Photo 2")?.node.isShowing == true)
        #expect(pane.node.perform("scroll left", timestamp: 0.2) && pager.contentOffset.x == 0)
        #expect(!pane.node.perform("scroll up", timestamp: 0.3))   // no vertical room
    }

    @Test func scrollToShowsAnElementByTheLeastDistance() {
        let vc = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        let label = UILabel(frame: CGRect(x: 10, y: 900, width: 100, height: 20))
        label.text = "Deep"
        scroll.addSubview(label)
        vc.view.addSubview(scroll)
        let window = Self.window(vc)
        let tree = AccessibilityExportTree(window: window)
        let node = Self.named(tree, "Deep")!.node
        #expect(!node.isShowing)
        #expect(node.scrollToVisible())
        // The label's bottom (920) meets the scroll view's bottom (300 tall): offset 620.
        #expect(abs(scroll.contentOffset.y - (920 - 300)) < 0.001)
        #expect(node.isShowing)
        #expect(!node.scrollToVisible())   // already in view: nothing moves
    }

    @Test func editableTextTypesAsAUserDoes() {
        let vc = UIViewController()
        let field = UITextField(frame: CGRect(x: 10, y: 100, width: 200, height: 30))
        field.placeholder = "Name"
        var edits = 0
        field.addAction(UIAction { _ in edits += 1 }, for: .editingChanged)
        vc.view.addSubview(field)
        let window = Self.window(vc)
        let tree = AccessibilityExportTree(window: window)
        let handle = Self.named(tree, "Name")!.handle
        _ = tree.refresh()
        let node = tree.node(handle)!
        #expect(node.insertText("héllo", at: 0))
        #expect(field.text == "héllo" && field.isFirstResponder && edits == 1)
        #expect(node.caretOffset == 5)
        #expect(node.insertText("X", at: 2))       // scalar offsets: after "hé"
        #expect(field.text == "héXllo" && node.caretOffset == 3)
        #expect(node.deleteText(0..<2))
        #expect(field.text == "Xllo")
        #expect(node.setTextContents("new"))
        #expect(field.text == "new" && node.text == "new")
        // The changes reach the bridge as text and caret events, and the focus moved to the field.
        let changes = tree.refresh()
        #expect(changes.contains(.focused(handle)))
        #expect(changes.contains(.textInserted(handle, offset: 0, text: "new")))
        #expect(changes.contains(.caretMoved(handle, offset: 3)))
        #expect(field.resignFirstResponder())
    }

    @Test func changesReportAddedAndRemovedChildrenNamesAndPostedFocus() {
        let vc = UIViewController()
        let first = UILabel(frame: CGRect(x: 10, y: 100, width: 200, height: 20))
        first.text = "One"
        let second = UILabel(frame: CGRect(x: 10, y: 140, width: 200, height: 20))
        second.text = "Two"
        vc.view.addSubview(first)
        vc.view.addSubview(second)
        let window = Self.window(vc)
        let tree = AccessibilityExportTree(window: window)
        _ = tree.refresh()
        let one = tree.handle(for: first)!, two = tree.handle(for: second)!
        let root = AccessibilityExportTree.rootHandle
        #expect(tree.children(root) == [one, two])

        second.isHidden = true
        #expect(tree.refresh() == [.childRemoved(parent: root, index: 1, child: two)])
        #expect(tree.node(two) == nil)   // defunct
        second.isHidden = false
        let changes = tree.refresh()
        let back = tree.handle(for: second)!
        #expect(back != two && changes == [.childAdded(parent: root, index: 1, child: back)])

        first.text = "Uno"
        #expect(tree.refresh() == [.nameChanged(one)])

        // A modal view hides its siblings: they leave the tree.
        let alert = UIView(frame: CGRect(x: 20, y: 200, width: 280, height: 100))
        let message = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 20))
        message.text = "Sure?"
        alert.addSubview(message)
        alert.accessibilityViewIsModal = true
        vc.view.addSubview(alert)
        _ = tree.refresh()
        #expect(tree.handle(for: first) == nil && tree.handle(for: message) != nil)

        // .screenChanged with an element moves the focus there (the bridge's post observer does this).
        tree.moveFocus(to: message)
        #expect(tree.refresh() == [.focused(tree.handle(for: message)!)])
        #expect(tree.node(tree.handle(for: message)!)?.states(focusedObject: message).contains(.focused) == true)
    }
}
