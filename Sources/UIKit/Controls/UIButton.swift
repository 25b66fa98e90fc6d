/// A push button: a `UIControl` with per-state titles. Its title is drawn by the renderer (issue 4).
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]

    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }
    public convenience init(type: ButtonType, primaryAction: UIAction?) {
        self.init(type: type)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    /// The title for `state`, falling back to `.normal` as UIKit does.
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    public var currentTitle: String? { title(for: state) }
}
