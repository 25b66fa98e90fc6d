import Foundation
import LogCapture
import Testing
import UIKit

/// Observers that change the first responder from inside a keyboard notification: the change is
/// applied after that notification's observers return, notifications never nest, and an endless
/// flip is cut off with a warning.
@Suite(.serialized) @MainActor
struct KeyboardReentrancyTests {
    @Test func resigningInsideWillShowCancelsTheShowBeforeItMoves() {
        let (window, field) = keyboardScene()
        let recorder = KeyboardRecorder(window: window)
        recorder.onNotification = { name in if name == "WillShow" { field.resignFirstResponder() } }
        tap(window, at: CGPoint(x: 100, y: 620), time: 1)
        #expect(recorder.names == ["WillChangeFrame", "WillShow", "WillHide"])
        #expect(recorder.entries[2].begin == PhoneKeyboard.hidden && recorder.entries[2].end == PhoneKeyboard.hidden)
        #expect(!field.isFirstResponder)
        #expect(window.softwareKeyboardView == nil && window.softwareKeyboardFrame == nil)
        run(window, from: 1.05, to: 2)
        #expect(recorder.names == ["WillChangeFrame", "WillShow", "WillHide", "DidHide"])
    }

    @Test func movingFocusInsideWillShowShowsForTheNewResponder() {
        let (window, field) = keyboardScene()
        let other = KeyInputView(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
        window.rootViewController!.view.addSubview(other)
        let recorder = KeyboardRecorder(window: window)
        recorder.onNotification = { name in if name == "WillShow", field.isFirstResponder { other.becomeFirstResponder() } }
        tap(window, at: CGPoint(x: 100, y: 620), time: 1)
        #expect(recorder.names == ["WillChangeFrame", "WillShow", "WillChangeFrame", "WillShow"])
        #expect(other.isFirstResponder)
        run(window, from: 1.05, to: 2)
        #expect(recorder.names.suffix(2) == ["DidChangeFrame", "DidShow"])
        #expect(recorder.names.count == 6)
        #expect(window.softwareKeyboardView?.layer.presentation()?.frame == PhoneKeyboard.shown)
    }

    @Test func anEndlessFlipIsCutOffWithAWarningAndTheKeyboardRecovers() {
        let (window, field) = keyboardScene()
        let recorder = KeyboardRecorder(window: window)
        recorder.onNotification = { name in
            if name == "WillShow" { field.resignFirstResponder() }
            if name == "WillHide" { field.becomeFirstResponder() }
        }
        let records = LogCapture.records { tap(window, at: CGPoint(x: 100, y: 620), time: 1) }
        #expect(records.filter { $0.message.contains("keyboard notification observers") }.count == 1)
        // Eight transitions: four shows (will-change-frame, will-show) and four hides (will-hide only:
        // the keyboard never left the bottom edge).
        #expect(recorder.names.count == 12)
        #expect(recorder.names.last == "WillHide")
        run(window, from: 1.05, to: 2)
        #expect(recorder.names.count == 12, "no interrupted transition posts its did-notifications")
        recorder.onNotification = nil
        recorder.clear()
        field.resignFirstResponder()
        field.becomeFirstResponder()
        window.tick(timestamp: 2.1)
        run(window, from: 2.1, to: 2.7)
        #expect(recorder.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    }
}
