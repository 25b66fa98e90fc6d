import Foundation
import HostContextTesting
import Testing
import UIKit

/// The keyboard's notifications, driven by taps through the window: their order, their userInfo
/// (frames in screen coordinates, 0.25 s, curve 7, local), and when each comes on the host clock.
@Suite(.freshHostContext) @MainActor
struct KeyboardNotificationTests {
    @Test func tappingAKeyInputViewPostsWillNotificationsAtTheTapAndDidNotificationsWhenTheKeyboardArrives() {
        let (window, field) = keyboardScene()
        let recorder = KeyboardRecorder(window: window)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 620), timestamp: 1)
        #expect(recorder.names.isEmpty)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 620), timestamp: 1.05)
        #expect(field.isFirstResponder)
        #expect(recorder.names == ["WillChangeFrame", "WillShow"])
        for e in recorder.entries {
            #expect(e.begin == PhoneKeyboard.hidden && e.end == PhoneKeyboard.shown)
            #expect(e.duration == 0.25 && e.curve == 7 && e.isLocal)
            #expect(e.time == 1.05)
        }
        #expect(window.softwareKeyboardFrame == PhoneKeyboard.shown)
        run(window, from: 1.05, to: 1.05 + 0.49)
        #expect(recorder.names.count == 2, "nothing more until the keyboard's half second is over")
        run(window, from: 1.05 + 0.49, to: 1.05 + 0.5)
        #expect(recorder.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(recorder.entries[3].begin == PhoneKeyboard.hidden && recorder.entries[3].end == PhoneKeyboard.shown)
    }

    @Test func theFirstRespondersOwnCallbacksComeBeforeWillShow() {
        let (window, field) = keyboardScene()
        let recorder = KeyboardRecorder(window: window)
        field.trace = []
        recorder.onNotification = { _ in field.trace?.append(recorder.names.last!) }
        tap(window, at: CGPoint(x: 100, y: 620), time: 1)
        #expect(field.trace == ["didBeginEditing", "WillChangeFrame", "WillShow"])
    }

    @Test func resigningPostsWillHideThenDidHideAndTakesThePanelAway() throws {
        let (window, field) = keyboardScene()
        tap(window, at: CGPoint(x: 100, y: 620), time: 1)
        run(window, from: 1.05, to: 2)
        let recorder = KeyboardRecorder(window: window)
        #expect(window.softwareKeyboardView != nil)
        field.resignFirstResponder()
        #expect(recorder.names.isEmpty, "the keyboard catches up at the next frame")
        window.tick(timestamp: 2.1)
        #expect(recorder.names == ["WillChangeFrame", "WillHide"])
        #expect(recorder.entries[1].begin == PhoneKeyboard.shown && recorder.entries[1].end == PhoneKeyboard.hidden)
        #expect(window.softwareKeyboardFrame == nil)
        run(window, from: 2.1, to: 2.1 + 0.5)
        #expect(recorder.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(window.softwareKeyboardView == nil)
    }

    @Test func movingFocusToAnotherKeyInputViewRepostsShowWithUnchangedFrames() {
        let (window, field) = keyboardScene()
        let second = KeyInputView(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
        window.rootViewController!.view.addSubview(second)
        tap(window, at: CGPoint(x: 100, y: 620), time: 1)
        run(window, from: 1.05, to: 2)
        let recorder = KeyboardRecorder(window: window)
        tap(window, at: CGPoint(x: 100, y: 120), time: 2.5)
        #expect(second.isFirstResponder && !field.isFirstResponder)
        #expect(recorder.names == ["WillShow"])
        #expect(recorder.entries[0].begin == PhoneKeyboard.shown && recorder.entries[0].end == PhoneKeyboard.shown)
        run(window, from: 2.55, to: 3.1)
        #expect(recorder.names == ["WillShow", "DidShow"])
        #expect(window.softwareKeyboardView?.frame == PhoneKeyboard.shown)
    }

    @Test func aFirstResponderThatTakesNoTextHidesTheKeyboard() {
        let (window, _) = keyboardScene()
        let control = FocusOnlyView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.rootViewController!.view.addSubview(control)
        tap(window, at: CGPoint(x: 100, y: 620), time: 1)
        run(window, from: 1.05, to: 2)
        let recorder = KeyboardRecorder(window: window)
        #expect(control.becomeFirstResponder())
        window.tick(timestamp: 2.1)
        #expect(recorder.names == ["WillChangeFrame", "WillHide"])
    }

    @Test func aDesktopShapedWindowModelsAHardwareKeyboard() {
        let window = makeTestWindow(width: 800, height: 600)
        let root = UIViewController()
        window.rootViewController = root
        let field = KeyInputView(frame: CGRect(x: 20, y: 500, width: 300, height: 40))
        root.view.addSubview(field)
        window.tick(timestamp: 0.5)
        let recorder = KeyboardRecorder(window: window)
        tap(window, at: CGPoint(x: 100, y: 520), time: 1)
        let offScreen = CGRect(x: 0, y: 600, width: 800, height: 0)
        #expect(recorder.names == ["WillShow"])
        #expect(recorder.entries[0].begin == offScreen && recorder.entries[0].end == offScreen)
        #expect(window.softwareKeyboardView == nil)
        #expect(window.softwareKeyboardFrame == offScreen)
        run(window, from: 1.05, to: 1.6)
        #expect(recorder.names == ["WillShow", "DidShow"])
        #expect(root.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 600, width: 800, height: 0))
    }

    @Test func aWindowsFrameOriginMovesTheFramesIntoScreenCoordinates() {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 744))
        let field = KeyInputView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(field)
        let recorder = KeyboardRecorder(window: window)
        field.becomeFirstResponder()
        window.tick(timestamp: 1)
        #expect(recorder.entries.last?.end == CGRect(x: 0, y: 100 + 744 - 257, width: 390, height: 257))
    }

    @Test func aShownKeyboardFollowsTheWindowToItsNewSize() throws {
        let (window, _) = keyboardScene()
        tap(window, at: CGPoint(x: 100, y: 620), time: 1)
        run(window, from: 1.05, to: 2)
        let recorder = KeyboardRecorder(window: window)
        window.frame = CGRect(x: 0, y: 0, width: 428, height: 926)
        window.tick(timestamp: 2.1)
        let larger = CGRect(x: 0, y: 926 - 291, width: 428, height: 291)
        #expect(recorder.names == ["WillChangeFrame", "WillShow"])
        #expect(recorder.entries[0].begin == PhoneKeyboard.shown && recorder.entries[0].end == larger)
        run(window, from: 2.1, to: 2.6)
        #expect(recorder.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(try #require(window.softwareKeyboardView?.layer.presentation()).frame == larger)

        // Wider than tall: the hardware-keyboard model takes over and the panel goes.
        recorder.clear()
        window.frame = CGRect(x: 0, y: 0, width: 926, height: 428)
        window.tick(timestamp: 3)
        #expect(recorder.names == ["WillChangeFrame", "WillShow"])
        #expect(recorder.entries[0].begin == larger)
        #expect(recorder.entries[0].end == CGRect(x: 0, y: 428, width: 926, height: 0))
        #expect(window.softwareKeyboardView == nil)
    }
}
