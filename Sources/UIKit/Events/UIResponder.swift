import Foundation
/// The responder chain: a view's next responder is its view controller (if it is the controller's root
/// view) or its superview; a window's is the application.
///
/// The default touch methods forward to `next`, so an unhandled touch travels up the chain as on iOS.
///
/// As on iOS (where every responder is an `NSObject`), responders are `Hashable` and `Equatable` by
/// identity, so views and controllers work in sets, as dictionary keys and with `firstIndex(of:)`,
/// and `CustomStringConvertible` with NSObject's `<ClassName: 0xaddress>` form (UIView adds its frame).
@preconcurrency @MainActor
open class UIResponder: Hashable, @MainActor CustomStringConvertible {
    /// A responder with no next responder; subclasses (views, view controllers, the application)
    /// link the chain.
    public init() {}

    /// A responder from an archive, as `NSCoding` requires on iOS. ScrollKit reads no archives: this
    /// makes a default responder. It is `required` as on iOS, so UIKit can make an app's scene
    /// delegate from its class and `@main` can make the app delegate (UIApplication+Main.swift); a
    /// subclass that declares only initializers with arguments adds `required init?(coder:)`, as on iOS.
    public required convenience init?(coder: NSCoder) { self.init() }

    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    open var description: String { "<\(type(of: self)): \(addressDescription)>" }

    /// Associated objects and key-value observers (ObjectiveCIdioms/), released with the responder.
    nonisolated public let objectRuntimeStorage = ObjectRuntimeStorage()

    /// Key-value observing's callback for `addObserver(_:forKeyPath:options:context:)` (NSObject's
    /// on iOS): override it. The default logs one line, where iOS raises.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        Log.uikit.warning("\(type(of: self)) received a change of \(keyPath ?? "nil") but does not override observeValue(forKeyPath:of:change:context:)")
    }

    // MARK: Accessibility
    // NSObject's informal accessibility protocol on iOS. Declared here, in the class, so views and
    // controllers can override them (Swift on Linux cannot override members of extensions). Unset
    // properties answer with UIKit's defaults for the class (Accessibility/AccessibilityDefaults.swift);
    // Accessibility/AccessibilitySemanticTree.swift reads them.

    /// What app code set; nil until the first set.
    var accessibilityStore: AccessibilityStore?
    private var accessibility: AccessibilityStore {
        if let store = accessibilityStore { return store }
        let store = AccessibilityStore()
        accessibilityStore = store
        return store
    }

    /// Whether assistive technologies see this object as one element. True by default for labels,
    /// controls, text views, progress and activity indicators and table cells; false for plain views,
    /// image views and containers.
    open var isAccessibilityElement: Bool {
        get { accessibilityStore?.isElement ?? AccessibilityDefaults.isElement(self) }
        set { accessibility.isElement = newValue }
    }
    /// What the element is, read first. Defaults: a label's text, a button's title, a text field's
    /// placeholder, a table cell's labels joined with ", ". Setting nil restores the default.
    open var accessibilityLabel: String? {
        get { accessibilityStore?.label ?? AccessibilityDefaults.label(self) }
        set { accessibility.label = newValue }
    }
    /// The element's current value. Defaults: a switch "1"/"0", a slider or progress view its position
    /// as a percentage ("50%"), a page control "page 2 of 5", a text field its text.
    open var accessibilityValue: String? {
        get { accessibilityStore?.value ?? AccessibilityDefaults.value(self) }
        set { accessibility.value = newValue }
    }
    /// What activating the element does ("Opens the message"); nil by default.
    open var accessibilityHint: String? {
        get { accessibilityStore?.hint }
        set { accessibility.hint = newValue }
    }
    /// An identifier for UI tests, never read to the user; nil by default.
    open var accessibilityIdentifier: String? {
        get { accessibilityStore?.identifier }
        set { accessibility.identifier = newValue }
    }
    /// The language of the label and value (a BCP 47 tag); nil for the app's.
    open var accessibilityLanguage: String? {
        get { accessibilityStore?.language }
        set { accessibility.language = newValue }
    }
    /// What the element is and how it behaves. Defaults: a button (and a switch) `.button`, a label
    /// `.staticText`, a slider or page control `.adjustable`, an image view `.image`; a selected
    /// control or cell adds `.selected`, a disabled control `.notEnabled`. Setting replaces them all.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStore?.traits ?? AccessibilityDefaults.traits(self) }
        set { accessibility.traits = newValue }
    }
    /// The element's frame in screen coordinates: a view's bounds converted through its window unless
    /// set (a set frame does not follow the view; prefer `UIAccessibilityElement`'s container space).
    open var accessibilityFrame: CGRect {
        get {
            if let frame = accessibilityStore?.frame { return frame }
            if let view = self as? UIView { return view.screenRect(view.bounds) }
            return .zero
        }
        set { accessibility.frame = newValue }
    }
    /// Where a double tap activates the element, in screen coordinates: its frame's centre unless set.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = accessibilityStore?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { accessibility.activationPoint = newValue }
    }
    /// The container's elements in reading order (views and `UIAccessibilityElement`s), in place of its
    /// subviews; nil by default (the subviews, ordered by position).
    open var accessibilityElements: [Any]? {
        get { accessibilityStore?.elements }
        set { accessibility.elements = newValue }
    }
    /// Whether assistive technologies ignore the siblings of this view while it shows (a custom alert).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStore?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }
    /// Whether this object and the elements inside it are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStore?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }
    /// Whether the elements inside are read together, before moving on to the container's siblings.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStore?.groupsChildren ?? false }
        set { accessibility.groupsChildren = newValue }
    }
    /// The actions VoiceOver offers in its actions menu for this element; nil by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStore?.customActions }
        set { accessibility.customActions = newValue }
    }
    /// The container this object is listed in, when set (views answer their superview's role through
    /// the semantic tree instead); held weakly.
    open var accessibilityContainer: Any? {
        get { accessibilityStore?.container }
        set { accessibility.container = newValue as AnyObject? }
    }

    /// How many elements this container lists: `accessibilityElements`' count (0 without). Override it
    /// with `accessibilityElement(at:)` and `index(ofAccessibilityElement:)`, the older container API.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index` of this container; nil out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let list = accessibilityElements, list.indices.contains(index) else { return nil }
        return list[index]
    }
    /// The index of `element` in this container; `NSNotFound` when absent.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    /// A VoiceOver double tap: return true when handled. False by default, and VoiceOver then taps the
    /// activation point (`AccessibilitySemanticTree.Node.activate()` does what that tap does).
    open func accessibilityActivate() -> Bool { false }
    /// A swipe up on an adjustable element: a slider moves up a tenth of its range, a page control
    /// one page (each sends `.valueChanged`); nothing for other objects.
    open func accessibilityIncrement() { AccessibilityActions.adjust(self, by: 1) }
    /// A swipe down on an adjustable element: the reverse of `accessibilityIncrement()`.
    open func accessibilityDecrement() { AccessibilityActions.adjust(self, by: -1) }
    /// A three-finger swipe: a scroll view moves one page that way and posts `.pageScrolled`
    /// ("Page 2 of 5"); true when it moved. Other objects return false (the swipe goes to their container).
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let scrollView = self as? UIScrollView, scrollView.isScrollEnabled else { return false }
        return AccessibilityActions.scroll(scrollView, direction)
    }
    /// The escape gesture (two-finger Z): return true when it dismissed something. False by default.
    open func accessibilityPerformEscape() -> Bool { false }
    /// The magic tap (two-finger double tap): return true when handled. False by default.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// The object's address as NSObject's description prints it (`0x…`).
    var addressDescription: String { Self.address(of: self) }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// The responder an unhandled event goes to next; nil here, subclasses answer with their place in
    /// the chain.
    open var next: UIResponder? { nil }

    /// Fingers touched down in this responder; the default passes them to `next`. Override it to
    /// track touches (and override the other three touch methods with it).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved; the default passes them to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted; the default passes them to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The touches were taken away (e.g. by a gesture recognizer or a scroll view); the default passes
    /// them to `next`. Undo here any state that `touchesBegan` set up.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// A keyboard key went down while this responder was on the chain from the first responder; the
    /// default passes it to `next`. Override the four press methods together, and call `super` for
    /// presses you do not handle (UIKit's documented pattern), so keys you ignore still scroll.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesBegan(presses, with: event) } else { event?.reachedEndOfChain = true }
    }
    /// A press changed (keyboards never send it); the default passes it to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesChanged(presses, with: event) } else { event?.reachedEndOfChain = true }
    }
    /// A key was released; the default passes it to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesEnded(presses, with: event) } else { event?.reachedEndOfChain = true }
    }
    /// A press was cancelled; the default passes it to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesCancelled(presses, with: event) } else { event?.reachedEndOfChain = true }
    }

    /// Whether the responder accepts first-responder status; false by default, override to return true.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this responder may give up first-responder status; true by default. A responder that
    /// returns false keeps the status when another asks to become first responder (and the keyboard
    /// stays), as on iOS; leaving its window still takes the status away.
    open var canResignFirstResponder: Bool { true }
    /// Whether this responder is the first responder of its host (its window's host context).
    open var isFirstResponder: Bool { firstResponderContext.uikit.firstResponder === self }
    /// Makes this the first responder, iOS's way (Events/UIResponder+FirstResponder.swift): it must be
    /// in a window and `canBecomeFirstResponder`; the current first responder is asked to resign first
    /// and may refuse. Returns whether this responder is first responder afterwards. The window's
    /// software keyboard follows (it shows while the first responder adopts `UIKeyInput`).
    @discardableResult open func becomeFirstResponder() -> Bool { _becomeFirstResponder() }
    /// Gives up first-responder status if this responder holds it and `canResignFirstResponder`;
    /// returns false when it refuses, true otherwise. Override it to react, and call `super`.
    @discardableResult open func resignFirstResponder() -> Bool { _resignFirstResponder() }
    /// The current host context's first responder (UIKitHostState.firstResponder).
    static var firstResponder: UIResponder? {
        get { HostContext.current.uikit.firstResponder }
        set { HostContext.current.uikit.firstResponder = newValue }
    }
}
