/// A closure-based action for controls (iOS 14's `UIAction`).
@preconcurrency @MainActor
public final class UIAction {
    /// A short name for the action (menus use it on iOS; ScrollKit only stores it).
    public let title: String
    /// The closure run when the action is sent; it receives the action, whose `sender` is the control.
    public let handler: @MainActor (UIAction) -> Void
    /// The control that sent the action, while the handler runs.
    public internal(set) weak var sender: UIControl?

    /// An action that runs `handler`; add it to a control with `UIControl.addAction(_:for:)`.
    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}
