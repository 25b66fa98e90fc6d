import Foundation
import Testing
import UIKit

/// A text field edited end to end: touches, key presses and committed text through the window, the
/// delegate's calls compared with the order in Apple's `UITextFieldDelegate` documentation
/// ("Managing editing": should-begin, become first responder, did-begin; each change asks
/// should-change first; should-end, resign, did-end).
@Suite(.serialized) @MainActor struct TextFieldEditingTests {
    func makeForm() -> (SignInViewController, TextInputDriver) {
        let form = SignInViewController()
        let driver = TextInputDriver(form)
        return (form, driver)
    }

    @Test func aTapFocusesTheFieldAndTypedTextAppears() {
        let (form, driver) = makeForm()
        #expect(!form.nameField.isFirstResponder)
        driver.tap(form.nameField)
        #expect(form.nameField.isFirstResponder && form.nameField.isEditing)
        driver.type("Hello")
        driver.type(", world")
        #expect(form.nameField.text == "Hello, world")
        #expect(driver.press(.keyboardDeleteOrBackspace))
        #expect(form.nameField.text == "Hello, worl")
        #expect(form.nameField.selectedTextRange.map { form.nameField.offset(from: form.nameField.beginningOfDocument, to: $0.start) } == 11)
    }

    @Test func delegateCallsComeInTheDocumentedOrder() {
        let (form, driver) = makeForm()
        driver.tap(form.nameField)
        driver.type("a")
        driver.press(.keyboardDeleteOrBackspace)
        driver.press(.keyboardReturnOrEnter)           // the form's shouldReturn moves to the password field
        driver.type("x")
        driver.press(.keyboardReturnOrEnter)           // and resigns from the password field
        #expect(form.log == [
            "shouldBegin name", "didBegin name",
            "shouldChange name {0, 0} \"a\"",
            "shouldChange name {0, 1} \"\"",
            "shouldReturn name",
            "shouldBegin password", "shouldEnd name", "didEnd name", "didBegin password",
            "shouldChange password {0, 0} \"x\"",
            "shouldReturn password", "shouldEnd password", "didEnd password",
        ])
        #expect(!form.passwordField.isFirstResponder && !form.nameField.isFirstResponder)
    }

    @Test func controlEventsAndNotificationsFollowTheDelegate() {
        let (form, driver) = makeForm()
        var events: [String] = []
        form.nameField.addAction(UIAction { _ in events.append("editingDidBegin") }, for: .editingDidBegin)
        form.nameField.addAction(UIAction { _ in events.append("editingChanged \(form.nameField.text ?? "")") }, for: .editingChanged)
        form.nameField.addAction(UIAction { _ in events.append("editingDidEnd") }, for: .editingDidEnd)
        var notes: [String] = []
        let center = NotificationCenter.default
        let names = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification, UITextField.textDidEndEditingNotification]
        // Observed for this field only, as iOS code does (`object:`): a notification posted with
        // any other object is not delivered here.
        let tokens = names.map { name in
            center.addObserver(forName: name, object: form.nameField, queue: nil) { note in
                let who = (note.object as AnyObject?) === form.nameField ? "name" : "other"
                let entry = "\(note.name.rawValue) \(who)"  // a String crosses to the main actor, not the Notification
                MainActor.assumeIsolated { notes.append(entry) }
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        driver.tap(form.nameField)
        driver.type("ab")
        form.nameField.text = "set in code"          // programmatic: no action, no notification (as on iOS)
        _ = form.nameField.resignFirstResponder()
        #expect(events == ["editingDidBegin", "editingChanged ab", "editingDidEnd"])
        #expect(notes == ["UITextFieldTextDidBeginEditingNotification name", "UITextFieldTextDidChangeNotification name",
                          "UITextFieldTextDidEndEditingNotification name"])
    }

    @Test func shouldChangeSeesUTF16RangesAndCanVeto() {
        let (form, driver) = makeForm()
        form.refusesDigits = true
        driver.tap(form.nameField)
        driver.type("a")
        driver.type("1")                               // refused
        driver.type("😀")                              // two UTF-16 units
        driver.type("b")
        #expect(form.nameField.text == "a😀b")
        let expected: [(Int, Int, String)] = [(0, 0, "a"), (1, 0, "1"), (1, 0, "😀"), (3, 0, "b")]
        #expect(form.ranges.count == expected.count)
        for (got, want) in zip(form.ranges, expected) {
            #expect(got.0.location == want.0 && got.0.length == want.1 && got.1 == want.2)
        }
        // Deleting the emoji removes both of its UTF-16 units at once.
        driver.press(.keyboardLeftArrow)
        driver.press(.keyboardDeleteOrBackspace)
        #expect(form.ranges.last!.0 == NSRange(location: 1, length: 2) && form.ranges.last!.1 == "")
        #expect(form.nameField.text == "ab")
        // Replacing a selection reports the selection's range.
        driver.press(.keyboardA, "a", .control)
        driver.type("z")
        #expect(form.ranges.last!.0 == NSRange(location: 0, length: 2) && form.ranges.last!.1 == "z")
        #expect(form.nameField.text == "z")
    }

    @Test func returnGoesToShouldReturnAndDidEndOnExitResigns() {
        let (form, driver) = makeForm()
        form.nameField.delegate = nil
        @MainActor final class Target { var fired = 0; func done() { fired += 1 } }
        let target = Target()
        form.nameField.addTarget(target, action: Target.done, for: .editingDidEndOnExit)
        form.nameField.becomeFirstResponder()
        driver.type("x")
        driver.press(.keyboardReturnOrEnter)
        #expect(target.fired == 1)
        #expect(!form.nameField.isFirstResponder)       // "Did End On Exit" ends editing
        #expect(form.nameField.text == "x")             // Return never inserts a line break in a field
    }

    @Test func becomingFirstResponderNeedsAWindowAndTheDelegatesConsent() {
        let (form, driver) = makeForm()
        let loose = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(!loose.becomeFirstResponder())
        form.allowsBeginning = false
        driver.tap(form.nameField)
        #expect(!form.nameField.isFirstResponder)
        form.allowsBeginning = true
        #expect(form.nameField.becomeFirstResponder())
        form.allowsEnding = false
        #expect(!form.nameField.resignFirstResponder())
        #expect(!form.passwordField.becomeFirstResponder())   // the current first responder refuses to resign
        #expect(form.nameField.isFirstResponder)
        form.allowsEnding = true
        form.nameField.removeFromSuperview()                  // leaving the window ends editing
        #expect(!form.nameField.isFirstResponder && !form.nameField.isEditing)
    }

    @Test func theClearButtonAsksTheDelegateAndEmptiesTheField() {
        let (form, driver) = makeForm()
        driver.tap(form.nameField)
        driver.type("Ada")
        var changes = 0
        form.nameField.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        let button = form.nameField.clearButtonRect(forBounds: form.nameField.bounds)
        form.allowsClearing = false
        driver.tap(form.nameField.convert(CGPoint(x: button.midX, y: button.midY), to: driver.window))
        #expect(form.nameField.text == "Ada")
        form.allowsClearing = true
        driver.tap(form.nameField.convert(CGPoint(x: button.midX, y: button.midY), to: driver.window))
        #expect(form.nameField.text == "")
        #expect(changes == 1)
        #expect(form.log.filter { $0 == "shouldClear name" }.count == 2)
    }
}
