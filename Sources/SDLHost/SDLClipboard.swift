import CSDL2
import UIKit

/// The system clipboard through SDL, installed as `UIPasteboard.general.hostStorage` while a window
/// runs, so Copy in a text field reaches other applications and Paste reads what they copied.
/// Clipboard text that is not valid UTF-8 is decoded with U+FFFD replacements.
@MainActor
final class SDLClipboard: UIPasteboardHostStorage {
    func readString() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(pointer) }
        let text = String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    func writeString(_ string: String) {
        if SDL_SetClipboardText(string) != 0 {
            Log.sdlHost.warning("cannot set the clipboard (\(String(cString: SDL_GetError()))); Paste reads the clipboard's previous text")
        }
    }
}
