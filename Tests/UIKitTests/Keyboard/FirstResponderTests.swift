import Foundation
import HostContextTesting
import Testing
import UIKit

/// First-responder transitions with iOS's rules, and the keyboard following them.
@Suite(.freshHostContext) @MainActor
struct FirstResponderTests {
    @Test func aResponderOutsideAWindowCannotBecomeFirstResponder() {
        _ = makeTestWindow()
        let loose = KeyInputView(frame: .zero)
        #expect(!loose.becomeFirstResponder())
        #expect(!loose.isFirstResponder)
    }

    @Test func aViewThatCannotBecomeFirstResponderIsRefused() {
        let window = makeTestWindow()
        let plain = UIView(frame: .zero)
        window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
    }

    @Test func becomingFirstResponderAsksTheCurrentOneToResign() {
        let window = makeTestWindow()
        let a = KeyInputView(frame: .zero), b = KeyInputView(frame: .zero)
        window.addSubview(a); window.addSubview(b)
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(b.isFirstResponder && !a.isFirstResponder)
    }

    @Test func aResponderThatRefusesToResignKeepsTheStatusAndTheKeyboard() {
        let (window, field) = keyboardScene()
        field.becomeFirstResponder()
        window.tick(timestamp: 1)
        run(window, from: 1, to: 1.6)
        field.refusesToResign = true
        let other = KeyInputView(frame: .zero)
        window.addSubview(other)
        let recorder = KeyboardRecorder(window: window)
        #expect(!other.becomeFirstResponder())
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        run(window, from: 1.6, to: 2)
        #expect(recorder.names.isEmpty)
        #expect(window.softwareKeyboardFrame == PhoneKeyboard.shown)
    }

    @Test func removingTheFirstResponderFromTheWindowEndsItAndHidesTheKeyboard() {
        let (window, field) = keyboardScene()
        field.becomeFirstResponder()
        window.tick(timestamp: 1)
        run(window, from: 1, to: 1.6)
        field.refusesToResign = true
        let recorder = KeyboardRecorder(window: window)
        field.removeFromSuperview()
        #expect(!field.isFirstResponder, "leaving the window overrules a refusal")
        window.tick(timestamp: 1.7)
        #expect(recorder.names == ["WillChangeFrame", "WillHide"])
    }

    @Test func removingAnAncestorOfTheFirstResponderEndsIt() {
        let (window, field) = keyboardScene()
        let container = UIView(frame: window.bounds)
        window.rootViewController!.view.addSubview(container)
        container.addSubview(field)
        field.becomeFirstResponder()
        window.tick(timestamp: 1)
        container.removeFromSuperview()
        #expect(!field.isFirstResponder)
    }
}
