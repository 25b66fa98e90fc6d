import Foundation

/// Hardware keys in an editing text field (`pressesBegan`, through `TextEditingResponder`): caret
/// movement and selection, deleting, Return, and Cut/Copy/Paste/Select All through
/// `UIPasteboard.general`. In a single line Up and Home go to the start, Down and End to the end
/// (as in a macOS text field); Copy and Cut do nothing in a secure field, as on iOS.
extension UITextField: TextEditingResponder {
    var acceptsEditingKeys: Bool { editing }
    var allowsCopying: Bool { !isSecureTextEntry }

    func focusOffset(for movement: TextKeyCommand.Movement) -> Int {
        switch movement {
        case .up, .lineStart, .documentStart, .left: return 0
        case .down, .lineEnd, .documentEnd, .right: return core.length
        }
    }

    /// A single line: pasted line breaks become spaces, as iOS's text field does.
    func pasteableText(_ string: String) -> String {
        string.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }

    /// Return: asks `textFieldShouldReturn`; if allowed, sends `.editingDidEndOnExit`, and a field
    /// with target-actions for that event ends editing (UIKit's "Did End On Exit" behaviour).
    func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsOnExit = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if endsOnExit { resignFirstResponder() }
    }
}
