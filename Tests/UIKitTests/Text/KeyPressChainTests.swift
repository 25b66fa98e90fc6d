import Foundation
import HostContextTesting
import Testing
import UIKit

/// A view controller with a keyboard shortcut, written as iOS code handles hardware keys: it becomes
/// first responder, overrides `pressesBegan` for Command+R and passes every other press to `super`.
@MainActor
final class ReloadingViewController: UIViewController {
    let field = UITextField()
    var reloads = 0
    var ended: [UIKeyboardHIDUsage] = []
    var phases: [UIPress.Phase] = []

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        field.frame = CGRect(x: 20, y: 40, width: 280, height: 34)
        view.addSubview(field)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            phases.append(press.phase)
            if let key = press.key, key.charactersIgnoringModifiers == "r", key.modifierFlags.contains(.command) {
                reloads += 1
            } else {
                unhandled.insert(press)
            }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        ended += presses.compactMap { $0.key?.keyCode }
        super.pressesEnded(presses, with: event)
    }
}

@Suite(.freshHostContext) @MainActor struct KeyPressChainTests {
    @Test func pressesStartAtTheFirstResponderAndTravelUpTheChain() {
        let vc = ReloadingViewController()
        let driver = TextInputDriver(vc)
        #expect(vc.becomeFirstResponder())
        #expect(driver.press(.keyboardR, "r", .command))
        #expect(vc.reloads == 1)
        #expect(vc.phases == [.began])
        #expect(vc.ended == [.keyboardR])
        // A key the controller passes on reaches the end of the chain: not handled, nothing scrolls.
        #expect(!driver.press(.keyboardDownArrow))
        // While the field edits it gets keys first; what it does not handle (Command+R) goes up the
        // chain (field → superview → the controller's view → the controller).
        vc.field.becomeFirstResponder()
        driver.type("ab")
        #expect(driver.press(.keyboardLeftArrow))
        #expect(driver.press(.keyboardR, "r", .command))
        #expect(vc.reloads == 2)
        #expect(vc.field.text == "ab")
        #expect(vc.field.selectedTextRange.map { vc.field.offset(from: vc.field.beginningOfDocument, to: $0.start) } == 1)
    }

    @Test func aPressCarriesItsKeyAndType() {
        let vc = ReloadingViewController()
        let driver = TextInputDriver(vc)
        final class Recorder: UIView {
            var presses: [UIPress] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                self.presses += presses
                #expect(event?.type == .presses && event?.allPresses == presses)
            }
        }
        let recorder = Recorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        vc.view.addSubview(recorder)
        #expect(recorder.becomeFirstResponder())
        driver.window.sendKeyPress(UIKey(keyCode: .keyboardA, characters: "A", modifierFlags: .shift), timestamp: 1)
        driver.window.sendKeyPress(UIKey(keyCode: .keyboardUpArrow), timestamp: 2)
        #expect(recorder.presses.count == 2)
        let a = recorder.presses[0]
        #expect(a.key?.characters == "A" && a.key?.charactersIgnoringModifiers == "a" && a.key?.modifierFlags == .shift)
        #expect(a.type == nil && a.timestamp == 1 && a.responder === recorder && a.window === driver.window && a.force == 1)
        #expect(recorder.presses[1].type == .upArrow)
        // The SDK's values: HID usages (USB HID Usage Tables, keyboard page) and UIKit's modifier bits.
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20 && UIKeyModifierFlags.shift.rawValue == 1 << 17)
        #expect(UIKeyboardHIDUsage.keyboardZ.rawValue == 0x1D && UIKeyboardHIDUsage.keyboard0.rawValue == 0x27)
        #expect(UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue == 0x28 && UIKeyboardHIDUsage.keyboardUpArrow.rawValue == 0x52)
    }
}
