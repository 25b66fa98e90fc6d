/// The keyboard a text input asks for (UIKit's `UIKeyboardType`, raw values as the SDK's).
/// ScrollKit's software keyboard reads it; a hardware keyboard types whatever it types.
public enum UIKeyboardType: Int, Sendable {
    /// The keyboard of the current input method.
    case `default`
    /// Letters, digits and punctuation.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// Characters for URLs (".", "/", ".com").
    case URL
    /// Digits 0–9 for PINs.
    case numberPad
    /// Digits, "*" and "#".
    case phonePad
    /// Letters and a phone pad for names and numbers.
    case namePhonePad
    /// Characters for e-mail addresses ("@", ".").
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// Characters for Twitter handles ("@", "#").
    case twitter
    /// Characters for web searches (a Go-style key).
    case webSearch
    /// ASCII digits only.
    case asciiCapableNumberPad
}

/// The title of the Return key (UIKit's `UIReturnKeyType`, raw values as the SDK's).
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}

/// When the keyboard switches Shift on by itself (UIKit's `UITextAutocapitalizationType`).
/// Hardware keyboards in ScrollKit are not affected; the software keyboard reads it.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none
    /// At the start of every word.
    case words
    /// At the start of every sentence (the default).
    case sentences
    /// Always.
    case allCharacters
}

/// iOS's defaults for the traits an input does not declare (on iOS these members are optional).
extension UITextInputTraits {
    /// `.default`.
    public var keyboardType: UIKeyboardType { .default }
    /// `.default`.
    public var returnKeyType: UIReturnKeyType { .default }
    /// `.sentences`.
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    /// False.
    public var isSecureTextEntry: Bool { false }
}
