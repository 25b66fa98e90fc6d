import Foundation
import GalleryScreens
import HostContextTesting
import Testing
import UIKit

/// `keyboardDismissMode` through synthetic drags on the Gallery's forms: `.onDrag` (the layout-guide
/// form) hides the keyboard when the drag begins; `.interactive` (the inset form) holds the keyboard
/// under the finger and hides it or brings it back when the finger lifts.
@Suite(.freshHostContext) @MainActor
struct KeyboardDismissTests {
    /// A phone window showing `controller` with field 10 being edited and the keyboard up at t = 2.
    private func editing<VC: UIViewController>(_ controller: VC, field: (VC) -> UIView) -> UIWindow {
        let window = makePhoneWindow()
        window.rootViewController = controller
        window.tick(timestamp: 0.5)
        let f = field(controller)
        tap(window, at: f.convert(CGPoint(x: f.bounds.midX, y: f.bounds.midY), to: window), time: 1)
        run(window, from: 1.05, to: 2)
        return window
    }

    @Test func onDragHidesTheKeyboardWhenTheDragBegins() throws {
        let form = KeyboardGuideFormViewController()
        let window = editing(form) { $0.fields[10] }
        #expect(form.scrollView.keyboardDismissMode == .onDrag)
        let recorder = KeyboardRecorder(window: window)
        // Up in steps of 100/12 pt: the pan begins at the second move (16.7 pt > the 10 pt slop).
        window.sendTouch(.began, at: CGPoint(x: 380, y: 400), timestamp: 3)
        window.tick(timestamp: 3)
        moveFinger(window, from: CGPoint(x: 380, y: 400), to: CGPoint(x: 380, y: 391.6666666666667), start: 3,
                   duration: 0.2 / 12, steps: 1)
        #expect(recorder.names.isEmpty && form.fields[10].isFirstResponder)
        moveFinger(window, from: CGPoint(x: 380, y: 391.6666666666667), to: CGPoint(x: 380, y: 383.3333333333333),
                   start: 3 + 0.2 / 12, duration: 0.2 / 12, steps: 1)
        #expect(!form.fields[10].isFirstResponder)
        #expect(recorder.names == ["WillChangeFrame", "WillHide"])
        #expect(form.scrollView.frame.height == 810, "the guide drops to the safe area at once in the model")
        window.sendTouch(.ended, at: CGPoint(x: 380, y: 383.3333333333333), timestamp: 3.05)
        run(window, from: 3.05, to: 3.6)
        #expect(recorder.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
    }

    @Test func interactiveHoldsTheKeyboardUnderTheFingerAndHidesItOnADownwardRelease() throws {
        let form = KeyboardInsetFormViewController()
        let window = editing(form) { $0.fields[10] }
        let panel = try #require(window.softwareKeyboardView)
        let recorder = KeyboardRecorder(window: window)
        // Down from y = 300 to 700 in 24 steps of 1/60 s; the finger crosses the keyboard's top (553).
        drag(window, from: CGPoint(x: 380, y: 300), to: CGPoint(x: 380, y: 650), start: 3, duration: 21.0 / 60,
             steps: 21, lift: false)
        #expect(panel.frame.minY == 650 && panel.layer.presentation()?.frame.minY == 650)
        #expect(recorder.names.isEmpty, "nothing is posted while the finger holds the keyboard")
        #expect(form.fields[10].isFirstResponder)
        moveFinger(window, from: CGPoint(x: 380, y: 650), to: CGPoint(x: 380, y: 700), start: 3 + 21.0 / 60,
                   duration: 3.0 / 60, steps: 3)
        #expect(panel.frame.minY == 700)
        let lift = 3 + 24.0 / 60
        window.sendTouch(.ended, at: CGPoint(x: 380, y: 700), timestamp: lift)
        #expect(!form.fields[10].isFirstResponder)
        #expect(recorder.names == ["WillChangeFrame", "WillHide"])
        #expect(recorder.entries[0].begin == CGRect(x: 0, y: 700, width: 390, height: 291))
        #expect(recorder.entries[0].end == PhoneKeyboard.hidden)
        window.tick(timestamp: lift + 0.1)
        let y = try #require(panel.layer.presentation()).frame.minY
        #expect(isClose(y, CGFloat(700 + 144 * PhoneKeyboard.progress(0.1)), within: 1e-6))
        run(window, from: lift + 0.1, to: lift + 0.5)
        #expect(recorder.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(form.scrollView.contentInset.bottom == 0)
    }

    @Test func interactiveBringsTheKeyboardBackWhenTheFingerLiftsMovingUp() throws {
        let form = KeyboardInsetFormViewController()
        let window = editing(form) { $0.fields[10] }
        let panel = try #require(window.softwareKeyboardView)
        let recorder = KeyboardRecorder(window: window)
        drag(window, from: CGPoint(x: 380, y: 300), to: CGPoint(x: 380, y: 700), start: 3, duration: 0.4,
             steps: 24, lift: false)
        #expect(panel.frame.minY == 700)
        moveFinger(window, from: CGPoint(x: 380, y: 700), to: CGPoint(x: 380, y: 600), start: 3.4, duration: 0.1, steps: 6)
        #expect(panel.frame.minY == 600)
        window.sendTouch(.ended, at: CGPoint(x: 380, y: 600), timestamp: 3.5)
        #expect(form.fields[10].isFirstResponder)
        #expect(recorder.names == ["WillChangeFrame"])
        #expect(recorder.entries[0].begin == CGRect(x: 0, y: 600, width: 390, height: 291))
        #expect(recorder.entries[0].end == PhoneKeyboard.shown)
        window.tick(timestamp: 3.6)
        let y = try #require(panel.layer.presentation()).frame.minY
        #expect(isClose(y, CGFloat(600 - 47 * PhoneKeyboard.progress(0.1)), within: 1e-6))
        run(window, from: 3.6, to: 4)
        #expect(recorder.names == ["WillChangeFrame", "DidChangeFrame"])
        #expect(panel.layer.presentation()?.frame == PhoneKeyboard.shown)
        #expect(window.softwareKeyboardFrame == PhoneKeyboard.shown)
    }

    @Test func aDragThatNeverReachesTheKeyboardLeavesIt() {
        let form = KeyboardInsetFormViewController()
        let window = editing(form) { $0.fields[10] }
        let recorder = KeyboardRecorder(window: window)
        drag(window, from: CGPoint(x: 380, y: 300), to: CGPoint(x: 380, y: 450), start: 3, duration: 0.25, steps: 15)
        run(window, from: 3.25, to: 4)
        #expect(recorder.names.isEmpty)
        #expect(form.fields[10].isFirstResponder)
    }
}
