/// A closure-based action for controls (iOS 14's `UIAction`).
@MainActor
public final class UIAction {
    public let title: String
    public let handler: @MainActor (UIAction) -> Void
    /// The control that sent the action, while the handler runs.
    public internal(set) weak var sender: UIControl?

    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}
