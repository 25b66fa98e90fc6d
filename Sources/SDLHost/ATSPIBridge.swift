@_implementationOnly import CATKBridge
import Foundation
import UIKit

/// The SDL host's AT-SPI2 bridge: exports the window's accessibility tree so Orca, pyatspi and every
/// Linux assistive tool can read, scroll and press what the window shows.
///
/// The tree and everything an action does come from UIKit's platform-neutral `AccessibilityExportTree`
/// and `AccessibilityExportNode`; this type only answers the C shim's callbacks (`Sources/CATKBridge`:
/// ATK objects that Debian's at-spi2-atk bridge carries over D-Bus) and turns tree changes and
/// `UIAccessibility.post` into ATK signals. The host calls `start(window:appName:)` once and
/// `frame(timestamp:)` once per loop iteration; where no accessibility bus is reachable nothing is
/// loaded (one debug line) and both cost nothing.
@MainActor
final class ATSPIBridge {
    /// The one bridge of the process (C callbacks cannot carry a context).
    nonisolated(unsafe) static var current: ATSPIBridge?

    let tree: AccessibilityExportTree
    private var observation: UIAccessibility.PostObservation?
    private var timestamp: TimeInterval = 0
    private var lastServed = -TimeInterval.infinity

    /// How long (ms) an idle loop may sleep before serving requests again: 1 ms while a client is
    /// walking the tree (a request in the last `busyWindow` seconds: a walk is hundreds of round trips,
    /// and at 10 ms each a 40-object walk took over 2 s under load), else `idlePollInterval`.
    func idleWait(now: TimeInterval) -> UInt32 { now - lastServed < Self.busyWindow ? 1 : Self.idlePollInterval }
    /// See `idleWait(now:)`.
    static let busyWindow: TimeInterval = 0.5
    /// The idle loop's longest sleep while the bridge runs: a request waits at most this long (ms).
    static let idlePollInterval: UInt32 = 10

    private init(window: UIWindow) {
        tree = AccessibilityExportTree(window: window)
    }

    /// Registers the application with the AT-SPI2 registry, or returns nil (and logs why at debug level)
    /// where there is no accessibility bus or the registration fails.
    static func start(window: UIWindow, appName: String) -> ATSPIBridge? {
        var why = [CChar](repeating: 0, count: 256)
        guard catk_bus_available(&why, Int32(why.count)) != 0 else {
            Log.sdlHost.debug("accessibility: not exported over AT-SPI2 (\(String(cString: why))); screen readers cannot read this window")
            return nil
        }
        let bridge = ATSPIBridge(window: window)
        current = bridge
        var callbacks = Self.callbacks
        catk_install(&callbacks, appName, "1")
        guard catk_start() == 0 else {
            Log.sdlHost.debug("accessibility: the AT-SPI2 bridge did not start (no registry on \(String(cString: why))); not exported")
            current = nil
            return nil
        }
        Log.sdlHost.debug("accessibility: exported over AT-SPI2 as \"\(appName)\" (\(String(cString: why)))")
        bridge.observation = UIAccessibility.addPostObserver { posted in bridge.handle(posted) }
        // As VoiceOver starts on the first element of the screen.
        bridge.tree.moveFocus(to: nil)
        _ = bridge.tree.refresh()
        // Screen readers start reading at the active window (Orca waits for window:activate).
        catk_emit_window(AccessibilityExportTree.rootHandle, "create")
        catk_emit_window(AccessibilityExportTree.rootHandle, "activate")
        if let focused = bridge.tree.focusedHandle { catk_emit_focus(focused, 1) }
        return bridge
    }

    /// Stops exporting (the app quits).
    func stop() {
        catk_emit_window(AccessibilityExportTree.rootHandle, "deactivate")
        catk_emit_window(AccessibilityExportTree.rootHandle, "destroy")
        observation?.cancel()
        catk_stop()
        if Self.current === self { Self.current = nil }
    }

    /// One loop iteration: serves the D-Bus requests that arrived (non-blocking), then, after a
    /// frame that changed something, emits the tree's changes. Returns whether a request was served
    /// (an action may have changed the window: the host draws a frame).
    func frame(timestamp: TimeInterval, windowChanged: Bool) -> Bool {
        self.timestamp = timestamp
        let served = catk_iterate() != 0
        if served { lastServed = timestamp }
        if served && !UIAccessibility.hostReportsVoiceOverRunning && catk_request_count() > 0 {
            // The rule for isVoiceOverRunning: an assistive client asked for the window's objects.
            UIAccessibility.hostReportsVoiceOverRunning = true
        }
        if windowChanged || served { emit(tree.refresh()) }
        return served
    }

    private func emit(_ changes: [AccessibilityExportTree.Change]) {
        // A new screen (the window's name is the top view controller's title): VoiceOver moves to its
        // first element, as after `.screenChanged`; UIKit here posts none on a push or pop.
        let newScreen = changes.contains(.nameChanged(AccessibilityExportTree.rootHandle))
        defer {
            if newScreen {
                tree.moveFocus(to: nil)
                emit(tree.refresh())
            }
        }
        for change in changes {
            switch change {
            case let .childAdded(parent, index, child): catk_emit_children_changed(parent, Int32(index), child, 1)
            case let .childRemoved(parent, index, child):
                catk_emit_children_changed(parent, Int32(index), child, 0)
                catk_forget(child)
            case let .nameChanged(handle): catk_emit_name_changed(handle)
            case let .textInserted(handle, offset, text):
                catk_emit_text_inserted(handle, Int32(offset), Int32(text.unicodeScalars.count), text)
            case let .textRemoved(handle, offset, text):
                catk_emit_text_removed(handle, Int32(offset), Int32(text.unicodeScalars.count), text)
            case let .caretMoved(handle, offset): catk_emit_caret_moved(handle, Int32(offset))
            case let .focused(handle): catk_emit_focus(handle, 1)
            }
        }
    }

    /// `UIAccessibility.post`: screen and layout changes move the focus (and re-read the tree);
    /// announcements and page scrolls become AT-SPI announcements from the window.
    private func handle(_ posted: UIAccessibility.PostedNotification) {
        switch posted.notification {
        case .screenChanged, .layoutChanged:
            tree.moveFocus(to: posted.argument.map { $0 as AnyObject })
            emit(tree.refresh())
        case .announcement, .pageScrolled:
            if let text = posted.text {
                Log.sdlHost.debug("accessibility: announcing \"\(text)\"")
                catk_emit_announcement(AccessibilityExportTree.rootHandle, text)
            }
        default:
            break
        }
    }

    // MARK: Answers to the C shim

    fileprivate func node(_ handle: UInt64) -> AccessibilityExportNode? { tree.node(handle) }

    fileprivate func extents(_ handle: UInt64) -> CGRect {
        guard let node = tree.node(handle) else { return .zero }
        var frame = node.frame
        if let origin = Self.windowOrigin?() { frame = frame.offsetBy(dx: origin.x, dy: origin.y) }
        return frame
    }

    fileprivate func perform(_ handle: UInt64, action index: Int) -> Bool {
        guard let node = tree.node(handle), node.actionNames.indices.contains(index) else { return false }
        let done = node.perform(node.actionNames[index], timestamp: max(timestamp, CACurrentMediaTime()))
        tree.invalidate()
        return done
    }

    /// Where the window's top-left corner is on the screen (set by the SDL host).
    static var windowOrigin: (() -> CGPoint)?

    private static func role(_ role: AccessibilityExportRole) -> Int32 {
        Int32(AccessibilityExportRole.allCases.firstIndex(of: role) ?? 1)
    }

    private static let callbacks = catk_callbacks(
        role: { handle in
            MainActor.assumeIsolated { current?.node(handle).map { ATSPIBridge.role($0.role) } ?? -1 }
        },
        states: { handle in
            MainActor.assumeIsolated {
                guard let bridge = current, let node = bridge.node(handle) else { return 0 }
                let focused = bridge.tree.focusedHandle.flatMap { bridge.tree.node($0)?.object }
                return node.states(focusedObject: focused).rawValue
            }
        },
        interfaces: { handle in
            MainActor.assumeIsolated {
                guard let node = current?.node(handle) else { return 0 }
                var mask: UInt32 = 0
                if !node.actionNames.isEmpty || node.node.isElement || node.object is UIScrollView { mask |= UInt32(CATK_IFACE_ACTION) }
                if node.textInput != nil { mask |= UInt32(CATK_IFACE_TEXT | CATK_IFACE_EDITABLE_TEXT) }
                else if node.role == .label || node.role == .heading { mask |= UInt32(CATK_IFACE_TEXT) }
                return mask
            }
        },
        name: { handle in duplicate(MainActor.assumeIsolated { current?.node(handle)?.name }) },
        description: { handle in duplicate(MainActor.assumeIsolated { current?.node(handle)?.description }) },
        parent: { handle in MainActor.assumeIsolated { current?.tree.parent(handle) ?? 0 } },
        child_count: { handle in MainActor.assumeIsolated { Int32(current?.tree.children(handle).count ?? 0) } },
        child_at: { handle, index in
            MainActor.assumeIsolated {
                let children = current?.tree.children(handle) ?? []
                return children.indices.contains(Int(index)) ? children[Int(index)] : 0
            }
        },
        index_in_parent: { handle in MainActor.assumeIsolated { Int32(current?.tree.indexInParent(handle) ?? -1) } },
        extents: { handle, x, y, width, height in
            let frame = MainActor.assumeIsolated { current?.extents(handle) ?? .zero }
            x?.pointee = Double(frame.minX); y?.pointee = Double(frame.minY)
            width?.pointee = Double(frame.width); height?.pointee = Double(frame.height)
        },
        grab_focus: { handle in
            MainActor.assumeIsolated {
                guard let bridge = current, let node = bridge.node(handle), node.node.isElement else { return 0 }
                if let input = node.textInput { _ = input.becomeFirstResponder() }
                bridge.tree.moveFocus(to: node.object)
                bridge.emit(bridge.tree.refresh())
                return 1
            }
        },
        scroll_to: { handle in
            MainActor.assumeIsolated {
                guard let bridge = current, let node = bridge.node(handle) else { return 0 }
                let moved = node.scrollToVisible()
                bridge.tree.invalidate()
                return moved || node.isShowing ? 1 : 0
            }
        },
        action_count: { handle in MainActor.assumeIsolated { Int32(current?.node(handle)?.actionNames.count ?? 0) } },
        action_name: { handle, index in
            duplicate(MainActor.assumeIsolated { () -> String? in
                guard let names = current?.node(handle)?.actionNames, names.indices.contains(Int(index)) else { return nil }
                return names[Int(index)]
            })
        },
        do_action: { handle, index in MainActor.assumeIsolated { current?.perform(handle, action: Int(index)) == true ? 1 : 0 } },
        text: { handle in duplicate(MainActor.assumeIsolated { current?.node(handle)?.text }) },
        caret_offset: { handle in MainActor.assumeIsolated { Int32(current?.node(handle)?.caretOffset ?? 0) } },
        set_caret_offset: { handle, offset in
            MainActor.assumeIsolated { edit(handle) { $0.setCaret(Int(offset)) } }
        },
        selection: { handle, start, end in
            guard let range = MainActor.assumeIsolated({ current?.node(handle)?.selection }) else { return 0 }
            start?.pointee = Int32(range.lowerBound); end?.pointee = Int32(range.upperBound)
            return 1
        },
        set_selection: { handle, start, end in
            MainActor.assumeIsolated { edit(handle) { $0.select(Int(min(start, end))..<Int(max(start, end))) } }
        },
        insert_text: { handle, text, offset in
            let string = text.map { String(cString: $0) } ?? ""
            return MainActor.assumeIsolated { edit(handle) { $0.insertText(string, at: Int(offset)) } }
        },
        delete_text: { handle, start, end in
            MainActor.assumeIsolated { edit(handle) { node in
                let count = node.text.unicodeScalars.count
                let upper = end < 0 ? count : min(Int(end), count)
                return node.deleteText(min(Int(start), upper)..<upper)
            } }
        },
        set_text_contents: { handle, text in
            let string = text.map { String(cString: $0) } ?? ""
            return MainActor.assumeIsolated { edit(handle) { $0.setTextContents(string) } }
        }
    )

    private static func edit(_ handle: UInt64, _ body: (AccessibilityExportNode) -> Bool) -> Int32 {
        guard let bridge = current, let node = bridge.node(handle) else { return 0 }
        let done = body(node)
        bridge.tree.invalidate()
        return done ? 1 : 0
    }

    private nonisolated static func duplicate(_ string: String?) -> UnsafeMutablePointer<CChar>? {
        guard let string else { return nil }
        return strdup(string)
    }
}
