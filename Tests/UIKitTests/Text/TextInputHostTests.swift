import Foundation
import LogCapture
import Testing
import UIKit

/// The host side of text input: bytes that are not UTF-8, very long text, input-method composition,
/// and text or keys with nobody editing.
@Suite(.serialized) @MainActor struct TextInputHostTests {
    func editingField() -> (UITextField, TextInputDriver) {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let driver = TextInputDriver(controller)
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 34))
        controller.view.addSubview(field)
        driver.advance()
        field.becomeFirstResponder()
        return (field, driver)
    }

    @Test func invalidUTF8BecomesReplacementCharactersWithOneLogLine() {
        let (field, driver) = editingField()
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xE2, 0x82]      // "a", a stray byte, "b", a cut-off "€"
        let records = LogCapture.records { driver.window.sendText(utf8: bytes, timestamp: driver.time) }
        #expect(field.text == "a\u{FFFD}b\u{FFFD}")
        #expect(records == [LogRecord(label: "scrollkit.uikit", level: .warning,
                                      message: "sendText: 5 bytes of text were not valid UTF-8; invalid sequences became U+FFFD")])
        let clean = LogCapture.records { driver.window.sendText(utf8: Array("ü".utf8), timestamp: driver.time) }
        #expect(clean.isEmpty && field.text == "a\u{FFFD}b\u{FFFD}ü")
    }

    @Test func aHundredThousandCharacterPasteIsKeptAndStillEditable() {
        let (field, driver) = editingField()
        let long = String(repeating: "abcdefghij", count: 10_000)
        driver.type(long)
        #expect(field.text?.utf16.count == 100_000)
        driver.type("!")
        driver.press(.keyboardLeftArrow)
        driver.press(.keyboardDeleteOrBackspace)
        #expect(field.text?.utf16.count == 100_000)
        #expect(field.text?.hasSuffix("ghi!") == true)
        // The caret stays inside the field: the text scrolled sideways to show it.
        let caret = try! #require(field.subviews.first { $0.frame.width == 2 })
        #expect(caret.frame.maxX <= field.bounds.maxX && caret.frame.minX >= 0)
        _ = driver.render()
    }

    @Test func markedTextIsReplacedByTheCommittedText() {
        let (field, driver) = editingField()
        driver.type("a")
        #expect(driver.window.sendMarkedText("ni", selectedRange: NSRange(location: 2, length: 0), timestamp: driver.time))
        #expect(field.text == "ani")
        let marked = try! #require(field.markedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: marked.start) == 1 && field.offset(from: marked.start, to: marked.end) == 2)
        driver.window.sendMarkedText("nih", selectedRange: NSRange(location: 3, length: 0), timestamp: driver.time)
        #expect(field.text == "anih")
        driver.type("你")
        #expect(field.text == "a你" && field.markedTextRange == nil)
        driver.window.sendMarkedText("x", selectedRange: NSRange(location: 1, length: 0), timestamp: driver.time)
        driver.window.sendMarkedText("", selectedRange: NSRange(location: 0, length: 0), timestamp: driver.time)
        #expect(field.text == "a你" && field.markedTextRange == nil)    // a cancelled composition leaves nothing
    }

    @Test func textWithNobodyEditingIsDropped() {
        let (field, driver) = editingField()
        field.resignFirstResponder()
        #expect(!driver.window.sendText("lost", timestamp: driver.time))
        #expect(!driver.window.sendMarkedText("lost", selectedRange: NSRange(location: 0, length: 0), timestamp: driver.time))
        #expect(field.text == "")
    }

    @Test func typedTextIsDrawnInsideTheField() {
        let (field, driver) = editingField()
        field.borderStyle = .line
        let inner = field.frame.insetBy(dx: 4, dy: 4)
        let before = darkPixelCount(in: driver.render(), rect: inner)
        driver.type("Typed")
        driver.advance(0.5)                                     // the caret is off; only text is dark
        let after = darkPixelCount(in: driver.render(), rect: inner)
        #expect(before == 0)
        #expect(after > 40)
        // The ink ends where the text does: nothing dark right of the measured width (plus 1 pt).
        let textRight = field.frame.minX + field.textRect(forBounds: field.bounds).minX
            + "Typed".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        #expect(darkPixelCount(in: driver.render(), rect: CGRect(x: textRight + 1, y: inner.minY, width: inner.maxX - textRight - 1,
                                                                 height: inner.height)) == 0)
    }
}
