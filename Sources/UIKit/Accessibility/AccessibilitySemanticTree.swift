import Foundation

/// The semantic tree: what an assistive technology sees of a window, computed from the views the way
/// VoiceOver reads them on iOS. The one place that decides which objects are exposed, in what order,
/// and how they group; tests read it, and a host's accessibility bridge builds its tree from it.
/// ScrollKit extension (UIKit keeps this inside its accessibility runtime).
///
/// The rules, for a view or element, top down:
/// - a hidden view, a view with alpha below 0.01 (hidden to touches too) or one with
///   `accessibilityElementsHidden` is left out with everything inside it;
/// - an object with `isAccessibilityElement` is a leaf: its contents are not read separately (a
///   table cell reads as one element whose label combines its labels);
/// - otherwise its children are its `accessibilityElements` in that order when set (views and
///   `UIAccessibilityElement`s), else `accessibilityElement(at:)` for its `accessibilityElementCount()`,
///   else its subviews, ordered as VoiceOver reads a screen: top to bottom, then leading to trailing
///   (right to left in a right-to-left view);
/// - among siblings, a view with `accessibilityViewIsModal` hides the others (the frontmost wins);
/// - a non-element shows as a container node of its own (rather than merging its children into its
///   parent's) when it scrolls (`UIScrollView`, which takes accessibility scrolls), groups its
///   children (`shouldGroupAccessibilityChildren`), lists its own `accessibilityElements`, or is modal.
@preconcurrency @MainActor
public enum AccessibilitySemanticTree {
    /// One exposed object: an element (no children) or a container.
    public struct Node {
        /// The view, `UIAccessibilityElement` or other responder this node stands for.
        public let element: AnyObject
        /// The exposed objects inside a container, in reading order (empty for an element).
        public let children: [Node]

        /// Whether the object is an element (read and focused) rather than a container.
        public var isElement: Bool { Self.read(element, { $0.isAccessibilityElement }, { $0.isAccessibilityElement }) ?? false }
        /// Its `accessibilityLabel`.
        public var label: String? { Self.read(element, { $0.accessibilityLabel }, { $0.accessibilityLabel }) ?? nil }
        /// Its `accessibilityValue`.
        public var value: String? { Self.read(element, { $0.accessibilityValue }, { $0.accessibilityValue }) ?? nil }
        /// Its `accessibilityHint`.
        public var hint: String? { Self.read(element, { $0.accessibilityHint }, { $0.accessibilityHint }) ?? nil }
        /// Its `accessibilityIdentifier`.
        public var identifier: String? { Self.read(element, { $0.accessibilityIdentifier }, { $0.accessibilityIdentifier }) ?? nil }
        /// Its `accessibilityTraits`.
        public var traits: UIAccessibilityTraits { Self.read(element, { $0.accessibilityTraits }, { $0.accessibilityTraits }) ?? [] }
        /// Its `accessibilityFrame`, in screen coordinates.
        public var frame: CGRect { Self.read(element, { $0.accessibilityFrame }, { $0.accessibilityFrame }) ?? .zero }
        /// Its `accessibilityCustomActions`.
        public var customActions: [UIAccessibilityCustomAction] {
            (Self.read(element, { $0.accessibilityCustomActions }, { $0.accessibilityCustomActions }) ?? nil) ?? []
        }

        /// The node and everything below it, depth first: VoiceOver's swipe order.
        public var flattened: [Node] { [self] + children.flatMap(\.flattened) }
        /// The elements below (and including) this node, in reading order.
        public var elements: [Node] { flattened.filter(\.isElement) }

        /// A VoiceOver double tap: `accessibilityActivate()`, and when that declines, what a tap at
        /// the element does for the standard controls (a switch toggles, a button or other control
        /// sends its primary action). Returns whether something handled it.
        @discardableResult
        public func activate() -> Bool {
            if let responder = element as? UIResponder {
                if responder.accessibilityActivate() { return true }
                switch responder {
                case let toggle as UISwitch:
                    guard toggle.isEnabled else { return false }
                    toggle.setOn(!toggle.isOn, animated: false)
                    toggle.sendActions(for: .valueChanged)
                    return true
                case let control as UIControl:
                    guard control.isEnabled else { return false }
                    control.sendActions(for: .touchUpInside)
                    control.sendActions(for: .primaryActionTriggered)
                    return true
                default:
                    return false
                }
            }
            return (element as? UIAccessibilityElement)?.accessibilityActivate() ?? false
        }

        /// A swipe up on an adjustable element.
        public func increment() {
            (element as? UIResponder)?.accessibilityIncrement()
            (element as? UIAccessibilityElement)?.accessibilityIncrement()
        }

        /// A swipe down on an adjustable element.
        public func decrement() {
            (element as? UIResponder)?.accessibilityDecrement()
            (element as? UIAccessibilityElement)?.accessibilityDecrement()
        }

        /// A three-finger scroll here: the node's object first, then its container chain (for a view,
        /// its superviews), as VoiceOver sends it to the nearest object that scrolls.
        @discardableResult
        public func scroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            var object: AnyObject? = element
            while let current = object {
                if let responder = current as? UIResponder, responder.accessibilityScroll(direction) { return true }
                if let element = current as? UIAccessibilityElement {
                    if element.accessibilityScroll(direction) { return true }
                    object = element.accessibilityContainer as AnyObject?
                } else {
                    object = (current as? UIView)?.superview
                }
            }
            return false
        }

        /// One property of a responder or a `UIAccessibilityElement` (the two kinds of objects the
        /// tree holds; nil for anything else).
        static func read<T>(_ object: AnyObject, _ responderValue: (UIResponder) -> T,
                            _ elementValue: (UIAccessibilityElement) -> T) -> T? {
            if let responder = object as? UIResponder { return responderValue(responder) }
            if let element = object as? UIAccessibilityElement { return elementValue(element) }
            return nil
        }
    }

    /// The tree under `root` (a window, or any view): `root` itself is the top node.
    public static func tree(of root: UIView) -> Node {
        if isLeft(out: root) { return Node(element: root, children: []) }
        if root.isAccessibilityElement { return Node(element: root, children: []) }
        return Node(element: root, children: children(of: root))
    }

    /// The elements under `root` in VoiceOver's reading order (what one-finger swipes visit).
    public static func elements(in root: UIView) -> [Node] { tree(of: root).elements }

    /// The exposed element objects under `view` (not `view` itself), in reading order; the table
    /// cell's combined label reads them.
    static func exposedElements(under view: UIView) -> [AnyObject] {
        children(of: view).flatMap(\.elements).map(\.element)
    }

    // MARK: The walk

    private static func isLeft(out object: AnyObject) -> Bool {
        if let view = object as? UIView {
            return view.isHidden || view.alpha < 0.01 || view.accessibilityElementsHidden
        }
        if let element = object as? UIAccessibilityElement { return element.accessibilityElementsHidden }
        if let responder = object as? UIResponder { return responder.accessibilityElementsHidden }
        return true
    }

    /// The nodes one object contributes to its parent: itself as an element, itself as a container,
    /// or (a plain view) its own children merged into the parent's list.
    private static func contribution(of object: AnyObject) -> [Node] {
        if isLeft(out: object) { return [] }
        let isElement = Node.read(object, { $0.isAccessibilityElement }, { $0.isAccessibilityElement }) ?? false
        if isElement { return [Node(element: object, children: [])] }
        let inner = children(of: object)
        if inner.isEmpty { return [] }
        if keepsOwnNode(object) { return [Node(element: object, children: inner)] }
        return inner
    }

    private static func keepsOwnNode(_ object: AnyObject) -> Bool {
        if let view = object as? UIView {
            return view is UIScrollView || view.shouldGroupAccessibilityChildren || view.accessibilityViewIsModal
                || view.accessibilityElements != nil
        }
        return true
    }

    /// The children of a container, in reading order.
    private static func children(of object: AnyObject) -> [Node] {
        if let listed = Node.read(object, { $0.accessibilityElements }, { $0.accessibilityElements }) ?? nil {
            return modalFilter(listed.map { $0 as AnyObject }).flatMap(contribution(of:))
        }
        if let responder = object as? UIResponder, responder.accessibilityElementCount() > 0 {
            let listed = (0..<responder.accessibilityElementCount()).compactMap { responder.accessibilityElement(at: $0) as AnyObject? }
            return modalFilter(listed).flatMap(contribution(of:))
        }
        guard let view = object as? UIView else { return [] }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let groups = modalFilter(view.subviews).map(contribution(of:)).filter { !$0.isEmpty }
        return readingOrder(groups, rightToLeft: rightToLeft).flatMap { $0 }
    }

    /// Groups (a plain view's children stay together, in their own order) placed as VoiceOver reads
    /// a screen, by each group's first frame: rows top to bottom, then leading to trailing within a
    /// row. Rows are formed greedily in order of vertical centre: a group joins the current row while
    /// its top is above the centre of the row's first group (a switch centred on its label shares
    /// the label's row though it starts higher). Ties keep subview order.
    private static func readingOrder(_ groups: [[Node]], rightToLeft: Bool) -> [[Node]] {
        let framed = groups.enumerated().map { (index: $0.offset, nodes: $0.element, frame: $0.element[0].frame) }
        let byCentre = framed.sorted { a, b in
            a.frame.midY != b.frame.midY ? a.frame.midY < b.frame.midY : a.index < b.index
        }
        var rows: [[(index: Int, nodes: [Node], frame: CGRect)]] = []
        for item in byCentre {
            if let anchor = rows.last?.first, item.frame.minY < anchor.frame.midY {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
            }
        }
        return rows.flatMap { row in
            row.sorted { a, b in
                let la = rightToLeft ? -a.frame.maxX : a.frame.minX, lb = rightToLeft ? -b.frame.maxX : b.frame.minX
                return la != lb ? la < lb : a.index < b.index
            }.map(\.nodes)
        }
    }

    /// Siblings with a modal one among them: only the frontmost modal one (the last in order).
    private static func modalFilter<T: AnyObject>(_ siblings: [T]) -> [T] {
        let modal = siblings.last { object in
            !isLeft(out: object) && (Node.read(object, { $0.accessibilityViewIsModal }, { $0.accessibilityViewIsModal }) ?? false)
        }
        return modal.map { [$0] } ?? siblings
    }
}
