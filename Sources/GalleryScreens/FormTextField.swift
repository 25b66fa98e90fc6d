import UIKit

/// A stand-in for `UITextField` until it lands: a bordered field that becomes first responder when
/// tapped and takes typed text through `UIKeyInput`, which is what makes the keyboard come up.
@MainActor
public final class FormTextField: UIView, UIKeyInput {
    /// `UITextField.BorderStyle`'s two cases the form uses.
    public enum BorderStyle { case none, roundedRect }

    /// Grey text shown while the field is empty.
    public var placeholder: String? { didSet { refresh() } }
    /// The typed text.
    public var text: String? { didSet { refresh() } }
    /// `.roundedRect` draws a 1 pt rounded border (blue while editing).
    public var borderStyle = BorderStyle.none {
        didSet {
            layer.cornerRadius = borderStyle == .roundedRect ? 5 : 0
            layer.borderWidth = borderStyle == .roundedRect ? 1 : 0
            layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
        }
    }
    private let label = UILabel()

    /// An empty field with no border.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = bounds.insetBy(dx: 8, dy: 0)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func refresh() {
        let empty = text?.isEmpty ?? true
        label.text = empty ? placeholder : text
        label.textColor = empty ? .lightGray : .black
    }

    /// Fields take the keyboard.
    public override var canBecomeFirstResponder: Bool { true }

    /// Starts editing: the border turns blue.
    @discardableResult public override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { layer.borderColor = UIColor.systemBlue.cgColor }
        return became
    }

    /// Ends editing.
    @discardableResult public override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor }
        return resigned
    }

    /// A tap starts editing, as on a text field.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        becomeFirstResponder()
    }

    /// Whether any text was typed.
    public var hasText: Bool { !(text?.isEmpty ?? true) }
    /// Appends typed text.
    public func insertText(_ text: String) { self.text = (self.text ?? "") + text }
    /// Removes the last character.
    public func deleteBackward() {
        guard var t = text, !t.isEmpty else { return }
        t.removeLast()
        text = t
    }
}
