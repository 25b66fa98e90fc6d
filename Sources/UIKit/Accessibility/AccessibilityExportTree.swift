import Foundation

/// A window's semantic tree as a desktop accessibility API walks it: every exposed object gets a
/// stable number (a handle) that the bridge hands out as an object path, and each `refresh()` compares
/// the new tree with the last one and reports what an assistive technology must hear: children added
/// and removed, names, text and caret changes, and focus moves. ScrollKit extension, the
/// platform-neutral half of the SDL host's AT-SPI2 bridge.
///
/// The tree is computed on demand (the first question after an `invalidate()`) from
/// `AccessibilitySemanticTree.tree(of:)`, so only what the views hold is exposed: a table or
/// collection view holds cells for its visible rows only, and a walk of a 100,000-row list visits
/// a screenful of cells. Handles of objects that leave the tree are forgotten (a later question about
/// them answers nil, AT-SPI's "defunct"); an object that comes back gets a new handle.
@preconcurrency @MainActor
public final class AccessibilityExportTree {
    /// An exported object's number; `rootHandle` is the window.
    public typealias Handle = UInt64
    /// The window's handle.
    public static let rootHandle: Handle = 1

    /// What changed between two snapshots, in the order a bridge emits it.
    public enum Change: Equatable {
        /// `child` is now at `index` of `parent`'s children.
        case childAdded(parent: Handle, index: Int, child: Handle)
        /// `child` was at `index` of `parent`'s children and is gone.
        case childRemoved(parent: Handle, index: Int, child: Handle)
        /// The object's accessible name changed.
        case nameChanged(Handle)
        /// `text` was inserted at scalar `offset` of a text node.
        case textInserted(Handle, offset: Int, text: String)
        /// `text` was removed from scalar `offset` of a text node.
        case textRemoved(Handle, offset: Int, text: String)
        /// The caret of a text node moved to scalar `offset`.
        case caretMoved(Handle, offset: Int)
        /// The focus moved to this object.
        case focused(Handle)
    }

    /// The window the tree describes.
    public let window: UIWindow

    /// The object the accessibility focus is on: the first responder when it is exposed, else the
    /// element a `.screenChanged`/`.layoutChanged` post or the bridge's `grabFocus` moved it to.
    public private(set) var focusedHandle: Handle?

    private struct Entry {
        let node: AccessibilitySemanticTree.Node
        let parent: Handle?
        let children: [Handle]
        let name: String?
        let text: String?
        let caret: Int
    }

    private final class WeakObject {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private var handles: [ObjectIdentifier: (box: WeakObject, handle: Handle)] = [:]
    private var entries: [Handle: Entry] = [:]
    private var nextHandle: Handle = rootHandle + 1
    private var isValid = false
    private var pending: [Change] = []
    private var focusRequest: AnyObject?

    /// A tree for `window`.
    public init(window: UIWindow) {
        self.window = window
    }

    /// Marks the tree stale: the next question recomputes it (after a frame, an action, a post).
    public func invalidate() { isValid = false }

    /// Recomputes the tree if stale and returns the changes since the last `refresh()`.
    public func refresh() -> [Change] {
        invalidate()
        ensureCurrent()
        defer { pending.removeAll() }
        return pending
    }

    /// Moves the accessibility focus to `object` (nil: the first element), as VoiceOver does after
    /// `.screenChanged` or `.layoutChanged`; reported as `.focused` by the next `refresh()`.
    public func moveFocus(to object: AnyObject?) {
        focusRequest = object ?? Self.firstElement(AccessibilitySemanticTree.tree(of: window))
        invalidate()
    }

    // MARK: Questions

    /// The node behind `handle`, nil once it left the tree.
    public func node(_ handle: Handle) -> AccessibilityExportNode? {
        ensureCurrent()
        guard let entry = entries[handle] else { return nil }
        return AccessibilityExportNode(entry.node, isRoot: handle == Self.rootHandle)
    }

    /// The children of `handle`, in reading order.
    public func children(_ handle: Handle) -> [Handle] {
        ensureCurrent()
        return entries[handle]?.children ?? []
    }

    /// The parent of `handle` (nil for the window and for unknown handles).
    public func parent(_ handle: Handle) -> Handle? {
        ensureCurrent()
        return entries[handle]?.parent
    }

    /// The index of `handle` in its parent's children; -1 for the window or an unknown handle.
    public func indexInParent(_ handle: Handle) -> Int {
        guard let parent = parent(handle) else { return -1 }
        return entries[parent]?.children.firstIndex(of: handle) ?? -1
    }

    /// The handle of `object` when it is in the tree.
    public func handle(for object: AnyObject) -> Handle? {
        ensureCurrent()
        if object === window { return Self.rootHandle }
        guard let known = handles[ObjectIdentifier(object)], known.box.object === object,
              entries[known.handle] != nil else { return nil }
        return known.handle
    }

    /// How many objects the tree exposes now.
    public var count: Int {
        ensureCurrent()
        return entries.count
    }

    // MARK: The snapshot

    private func ensureCurrent() {
        guard !isValid else { return }
        isValid = true
        let old = entries
        var fresh: [Handle: Entry] = [:]
        let root = AccessibilitySemanticTree.tree(of: window)
        add(root, handle: Self.rootHandle, parent: nil, into: &fresh)
        entries = fresh
        handles = handles.filter { fresh[$0.value.handle] != nil && $0.value.box.object != nil }
        diff(old: old, new: fresh)
    }

    private func add(_ node: AccessibilitySemanticTree.Node, handle: Handle, parent: Handle?, into fresh: inout [Handle: Entry]) {
        let childHandles = node.children.map { handleFor($0.element) }
        let export = AccessibilityExportNode(node, isRoot: handle == Self.rootHandle)
        let input = export.textInput
        fresh[handle] = Entry(node: node, parent: parent, children: childHandles, name: export.name,
                              text: input == nil ? nil : export.text, caret: input == nil ? 0 : export.caretOffset)
        for (child, childHandle) in zip(node.children, childHandles) {
            add(child, handle: childHandle, parent: handle, into: &fresh)
        }
    }

    private func handleFor(_ object: AnyObject) -> Handle {
        let key = ObjectIdentifier(object)
        if let known = handles[key], known.box.object === object { return known.handle }
        let handle = nextHandle
        nextHandle += 1
        handles[key] = (WeakObject(object), handle)
        return handle
    }

    private func diff(old: [Handle: Entry], new: [Handle: Entry]) {
        guard !old.isEmpty else {
            noteFocus(in: new)
            return
        }
        for handle in new.keys.sorted() {
            guard let now = new[handle] else { continue }
            if let before = old[handle] {
                if before.children != now.children {
                    let kept = Set(now.children)
                    for (index, child) in before.children.enumerated().reversed() where !kept.contains(child) {
                        pending.append(.childRemoved(parent: handle, index: index, child: child))
                    }
                    let had = Set(before.children)
                    for (index, child) in now.children.enumerated() where !had.contains(child) {
                        pending.append(.childAdded(parent: handle, index: index, child: child))
                    }
                }
                if before.name != now.name { pending.append(.nameChanged(handle)) }
                if let was = before.text, let text = now.text, was != text { pending += Self.textChanges(handle, from: was, to: text) }
                if before.text != nil, now.text != nil, before.caret != now.caret { pending.append(.caretMoved(handle, offset: now.caret)) }
            }
        }
        noteFocus(in: new)
    }

    private func noteFocus(in entries: [Handle: Entry]) {
        var focus: Handle?
        if let responder = UIResponder.firstResponder, let handle = handles[ObjectIdentifier(responder)]?.handle,
           entries[handle] != nil {
            focus = handle
        } else if let request = focusRequest, let handle = handles[ObjectIdentifier(request)]?.handle, entries[handle] != nil {
            focus = handle
        } else if let current = focusedHandle, entries[current] != nil {
            focus = current
        }
        focusRequest = nil
        if focus != focusedHandle {
            focusedHandle = focus
            if let focus { pending.append(.focused(focus)) }
        }
    }

    /// One edit between two texts: the common prefix and suffix stay, the middle is removed then inserted.
    static func textChanges(_ handle: Handle, from old: String, to new: String) -> [Change] {
        let a = Array(old.unicodeScalars), b = Array(new.unicodeScalars)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var changes: [Change] = []
        let removed = String(String.UnicodeScalarView(a[prefix..<(a.count - suffix)]))
        let inserted = String(String.UnicodeScalarView(b[prefix..<(b.count - suffix)]))
        if !removed.isEmpty { changes.append(.textRemoved(handle, offset: prefix, text: removed)) }
        if !inserted.isEmpty { changes.append(.textInserted(handle, offset: prefix, text: inserted)) }
        return changes
    }

    private static func firstElement(_ node: AccessibilitySemanticTree.Node) -> AnyObject? {
        node.elements.first?.element
    }
}
