import Foundation
import Testing
import UIKit

/// The caret and the selection of a text field: arrow keys, Shift+arrows, Home/End, taps at a
/// character, Select All, Copy, Cut and Paste through `UIPasteboard.general`, and the caret's blink
/// on the host clock. Expected caret positions come from the width of the text before the caret,
/// measured with `String.size(withAttributes:)` (the `UILabel` code path, not the field's layout).
@Suite(.serialized) @MainActor struct TextFieldCaretTests {
    let font = UIFont.systemFont(ofSize: 17)

    func makeField(_ text: String) -> (UITextField, TextInputDriver) {
        let controller = UIViewController()
        let driver = TextInputDriver(controller)
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 34))
        field.borderStyle = .roundedRect
        field.text = text
        controller.view.addSubview(field)
        driver.advance()
        #expect(field.becomeFirstResponder())
        driver.advance()
        return (field, driver)
    }

    func caretOffset(_ field: UITextField) -> Int? {
        field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) }
    }
    func selection(_ field: UITextField) -> NSRange? {
        guard let r = field.selectedTextRange else { return nil }
        let start = field.offset(from: field.beginningOfDocument, to: r.start)
        return NSRange(location: start, length: field.offset(from: r.start, to: r.end))
    }
    func caretView(_ field: UITextField) -> UIView? { field.subviews.first { $0.frame.width == 2 } }
    func width(_ s: String) -> CGFloat { s.size(withAttributes: [.font: font]).width }

    @Test func arrowsMoveTheCaretOneCharacterAndItSitsAfterThePrefix() {
        let (field, driver) = makeField("hello")
        #expect(caretOffset(field) == 5)                 // a programmatic text puts the caret at the end
        driver.press(.keyboardLeftArrow)
        driver.press(.keyboardLeftArrow)
        #expect(caretOffset(field) == 3)
        let textLeft = field.textRect(forBounds: field.bounds).minX
        let caret = try! #require(caretView(field))
        #expect(!caret.isHidden)
        #expect(isClose(caret.frame.minX, textLeft + width("hel"), within: 0.5))
        driver.press(.keyboardHome)
        #expect(caretOffset(field) == 0)
        #expect(isClose(caret.frame.minX, textLeft, within: 0.01))
        driver.press(.keyboardEnd)
        #expect(caretOffset(field) == 5)
        driver.press(.keyboardRightArrow)                // stays at the end
        #expect(caretOffset(field) == 5)
    }

    @Test func shiftArrowsSelectAndPlainArrowsCollapse() {
        let (field, driver) = makeField("hello")
        driver.press(.keyboardHome)
        driver.press(.keyboardRightArrow, "", .shift)
        driver.press(.keyboardRightArrow, "", .shift)
        #expect(selection(field) == NSRange(location: 0, length: 2))
        #expect(caretView(field)?.isHidden == true)      // a selection shows no caret
        driver.press(.keyboardEnd, "", .shift)
        #expect(selection(field) == NSRange(location: 0, length: 5))
        driver.press(.keyboardLeftArrow, "", .shift)
        #expect(selection(field) == NSRange(location: 0, length: 4))
        driver.press(.keyboardLeftArrow)                 // collapses to the selection's start
        #expect(selection(field) == NSRange(location: 0, length: 0))
    }

    @Test func aTapPutsTheCaretAtTheNearestCharacterEdge() {
        let (field, driver) = makeField("WWWW")
        let textLeft = field.textRect(forBounds: field.bounds).minX
        // 3 pt into the third W: nearer its left edge, so the caret goes before it (offset 2).
        driver.tap(field.convert(CGPoint(x: textLeft + width("WW") + 3, y: field.bounds.midY), to: driver.window))
        #expect(caretOffset(field) == 2)
        // 3 pt before the end of the third W: after it (offset 3).
        driver.tap(field.convert(CGPoint(x: textLeft + width("WWW") - 3, y: field.bounds.midY), to: driver.window))
        #expect(caretOffset(field) == 3)
    }

    @Test func aDragInTheTextSelects() {
        let (field, driver) = makeField("WWWW")
        let textLeft = field.textRect(forBounds: field.bounds).minX
        let y = field.frame.midY
        let start = CGPoint(x: field.frame.minX + textLeft + width("W") - 2, y: y)      // nearest edge: after the first W
        let end = CGPoint(x: field.frame.minX + textLeft + width("WWW") + 2, y: y)      // after the third
        driver.window.sendTouch(.began, at: start, timestamp: driver.time)
        driver.advance()
        driver.window.sendTouch(.moved, at: end, timestamp: driver.time)
        driver.advance()
        driver.window.sendTouch(.ended, at: end, timestamp: driver.time)
        driver.advance()
        #expect(selection(field) == NSRange(location: 1, length: 2))
    }

    @Test func selectAllCopyAndPasteGoThroughTheGeneralPasteboard() {
        let (field, driver) = makeField("copy me")
        UIPasteboard.general.string = nil
        #expect(!UIPasteboard.general.hasStrings)
        driver.press(.keyboardA, "a", .control)
        #expect(selection(field) == NSRange(location: 0, length: 7))
        driver.press(.keyboardC, "c", .command)
        #expect(UIPasteboard.general.string == "copy me")
        #expect(UIPasteboard.general.hasStrings && UIPasteboard.general.strings == ["copy me"])
        driver.press(.keyboardRightArrow)
        driver.press(.keyboardV, "v", .control)
        #expect(field.text == "copy mecopy me")
        driver.press(.keyboardLeftArrow, "", [.shift])
        driver.press(.keyboardLeftArrow, "", [.shift])
        driver.press(.keyboardX, "x", .control)
        #expect(field.text == "copy mecopy ")
        #expect(UIPasteboard.general.string == "me")
        UIPasteboard.general.string = "two\nlines"        // a field pastes line breaks as spaces
        driver.press(.keyboardV, "v", .control)
        #expect(field.text == "copy mecopy two lines")
    }

    @Test func aSecureFieldShowsBulletsAndRefusesToCopy() {
        let (field, driver) = makeField("")
        field.isSecureTextEntry = true
        driver.type("pw")
        UIPasteboard.general.string = "before"
        driver.press(.keyboardA, "a", .control)
        driver.press(.keyboardC, "c", .control)
        #expect(UIPasteboard.general.string == "before")
        #expect(field.text == "pw")
        driver.press(.keyboardRightArrow)
        let caret = try! #require(caretView(field))
        let textLeft = field.textRect(forBounds: field.bounds).minX
        #expect(isClose(caret.frame.minX, textLeft + width("\u{2022}\u{2022}"), within: 0.5))   // after two bullets
    }

    @Test func theCaretBlinksOnTheHostClockAndHoldsStillWhileTyping() {
        let (field, driver) = makeField("")
        let caret = try! #require(caretView(field))
        #expect(!caret.isHidden)
        driver.advance(0.5)                       // one half period (500 ms)
        #expect(caret.isHidden)
        driver.advance(0.5)
        #expect(!caret.isHidden)
        driver.advance(0.4)
        driver.type("a")                          // typing shows it and restarts the cycle
        #expect(!caret.isHidden)
        driver.advance(0.45)
        #expect(!caret.isHidden)
        driver.advance(0.1)
        #expect(caret.isHidden)
        field.resignFirstResponder()
        driver.advance(0.5)
        #expect(caret.isHidden)
    }

    @Test func arrowKeysMoveTheCaretNotThePageWhileEditing() {
        let controller = UIViewController()
        let driver = TextInputDriver(controller)
        let scroll = UIScrollView(frame: controller.view.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        controller.view.addSubview(scroll)
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 34))
        field.text = "abc"
        scroll.addSubview(field)
        driver.advance()
        field.becomeFirstResponder()
        #expect(driver.window.sendKey(.down, timestamp: driver.time))      // the field takes it: caret to the end
        #expect(driver.window.sendKey(.left, timestamp: driver.time))
        #expect(driver.press(.keyboardSpacebar, " "))                       // consumed: its text comes by sendText
        driver.advance(0.5)
        #expect(scroll.contentOffset == .zero)
        #expect(caretOffset(field) == 2)
        field.resignFirstResponder()
        #expect(driver.press(.keyboardDownArrow))                           // nobody edits: the page scrolls
        driver.advance(0.5)
        #expect(scroll.contentOffset.y == UIWindow.arrowKeyStep)
    }
}
