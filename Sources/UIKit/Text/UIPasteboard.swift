/// Where a host keeps the system clipboard, so that copy and paste reach other applications.
///
/// The SDL host installs one over `SDL_GetClipboardText`/`SDL_SetClipboardText`; without one (tests,
/// headless runs) `UIPasteboard.general` keeps its strings in the process. A ScrollKit addition: iOS
/// owns the system pasteboard itself.
@preconcurrency @MainActor
public protocol UIPasteboardHostStorage: AnyObject {
    /// The clipboard's text, or nil when it holds none.
    func readString() -> String?
    /// Replaces the clipboard's contents with `string`.
    func writeString(_ string: String)
}

/// Text shared through copy and paste: UIKit's `UIPasteboard`, holding strings.
///
/// `general` is the one text inputs use (Cut, Copy and Paste from the keyboard). Only string items
/// are supported (`string`, `strings`, `hasStrings`); images, URLs and item providers are not.
/// Reading goes to the host's clipboard when one is installed (`hostStorage`), so text copied in
/// another application pastes here. See also: `UITextField`, `UITextView`.
@preconcurrency @MainActor
public final class UIPasteboard {
    /// The system-wide pasteboard, used by text inputs.
    public static let general = UIPasteboard()

    /// The host's clipboard (set by the host; nil keeps strings in the process). Only the first of
    /// `strings` reaches a host clipboard, which holds one text.
    public var hostStorage: UIPasteboardHostStorage?
    private var stored: [String] = []

    /// Bumped on every change of the contents, as on iOS (changes made by other applications through
    /// the host clipboard are not counted).
    public private(set) var changeCount = 0

    init() {}

    /// The first string on the pasteboard; setting it replaces everything (nil clears).
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Every string on the pasteboard, or nil when it holds none; setting replaces the contents.
    public var strings: [String]? {
        get {
            if let host = hostStorage {
                guard let text = host.readString() else { return nil }
                // The in-process list still answers when it starts with what the host holds, so
                // several copied strings survive a round trip through a one-text clipboard.
                return stored.first == text ? stored : [text]
            }
            return stored.isEmpty ? nil : stored
        }
        set {
            stored = newValue ?? []
            changeCount += 1
            hostStorage?.writeString(stored.first ?? "")
        }
    }

    /// Whether the pasteboard holds at least one string (without reading it, on iOS; here the host
    /// clipboard is read).
    public var hasStrings: Bool { !(strings?.isEmpty ?? true) }
}
