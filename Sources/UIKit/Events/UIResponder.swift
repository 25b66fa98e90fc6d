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
    /// Whether this responder is the current first responder.
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }
    /// Makes this the first responder, iOS's way (Events/UIResponder+FirstResponder.swift): it must be
    /// in a window and `canBecomeFirstResponder`; the current first responder is asked to resign first
    /// and may refuse. Returns whether this responder is first responder afterwards. The window's
    /// software keyboard follows (it shows while the first responder adopts `UIKeyInput`).
    @discardableResult open func becomeFirstResponder() -> Bool { _becomeFirstResponder() }
    /// Gives up first-responder status if this responder holds it and `canResignFirstResponder`;
    /// returns false when it refuses, true otherwise. Override it to react, and call `super`.
    @discardableResult open func resignFirstResponder() -> Bool { _resignFirstResponder() }
    static weak var firstResponder: UIResponder?
}
