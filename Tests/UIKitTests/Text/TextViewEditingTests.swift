import Foundation
import Testing
import UIKit

/// A notes screen as iOS code writes it: a text view filling the controller's view by Auto Layout,
/// the controller its delegate, logging.
@MainActor
final class NotesViewController: UIViewController, UITextViewDelegate {
    let textView = UITextView()
    var log: [String] = []
    var refusesNewlines = false

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.delegate = self
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.topAnchor),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            textView.heightAnchor.constraint(equalToConstant: 200),
        ])
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange {\(range.location), \(range.length)} \(text.debugDescription)")
        return !(refusesNewlines && text == "\n")
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
}

@Suite(.serialized) @MainActor struct TextViewEditingTests {
    @Test func returnInsertsALineBreakAndTheDelegateHearsInOrder() {
        let notes = NotesViewController()
        let driver = TextInputDriver(notes)
        driver.tap(CGPoint(x: 100, y: 100))
        #expect(notes.textView.isFirstResponder)
        driver.type("one")
        driver.press(.keyboardReturnOrEnter)
        driver.type("two")
        notes.textView.resignFirstResponder()
        #expect(notes.textView.text == "one\ntwo")
        #expect(notes.log == ["shouldBegin", "didBegin",
                              "shouldChange {0, 0} \"one\"", "didChange",
                              "shouldChange {3, 0} \"\\n\"", "didChange",
                              "shouldChange {4, 0} \"two\"", "didChange",
                              "shouldEnd", "didEnd"])
    }

    @Test func upAndDownMoveByLineKeepingTheColumn() {
        let notes = NotesViewController()
        let driver = TextInputDriver(notes)
        notes.textView.text = "abcdef\nab\nabcdef"
        notes.textView.becomeFirstResponder()
        notes.textView.selectedRange = NSRange(location: 5, length: 0)     // line 1, after "abcde"
        driver.press(.keyboardDownArrow)
        #expect(notes.textView.selectedRange == NSRange(location: 9, length: 0))    // end of the short "ab"
        driver.press(.keyboardDownArrow)
        #expect(notes.textView.selectedRange == NSRange(location: 15, length: 0))   // column kept: after "abcde"
        driver.press(.keyboardUpArrow)
        driver.press(.keyboardUpArrow)
        #expect(notes.textView.selectedRange == NSRange(location: 5, length: 0))
        driver.press(.keyboardEnd)
        #expect(notes.textView.selectedRange == NSRange(location: 6, length: 0))    // before the line break
        driver.press(.keyboardHome)
        #expect(notes.textView.selectedRange == NSRange(location: 0, length: 0))
    }

    @Test func typingPastTheBottomScrollsTheCaretIntoView() {
        let notes = NotesViewController()
        let driver = TextInputDriver(notes)
        notes.textView.becomeFirstResponder()
        for i in 1...30 {
            driver.type("line \(i)")
            driver.press(.keyboardReturnOrEnter)
        }
        let textView = notes.textView
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        // 31 lines (the last empty) between the 8 pt insets.
        #expect(isClose(textView.contentSize.height, (31 * lineHeight + 16).rounded(.up), within: 1))
        let caret = try! #require(textView.subviews.first { $0.frame.width == 2 })
        #expect(textView.contentOffset.y > 0)
        #expect(caret.frame.maxY <= textView.bounds.maxY + 0.01 && caret.frame.minY >= textView.bounds.minY)
        #expect(isClose(caret.frame.minY, 8 + 30 * lineHeight, within: 0.5))
        notes.refusesNewlines = true
        driver.press(.keyboardReturnOrEnter)
        #expect(textView.text.hasSuffix("line 30\n"))                     // the veto kept the text
    }

    @Test func aNonEditableTextViewTakesNoText() {
        let notes = NotesViewController()
        let driver = TextInputDriver(notes)
        notes.textView.text = "read only"
        notes.textView.isEditable = false
        #expect(notes.textView.becomeFirstResponder())       // still selectable
        driver.type("x")
        driver.press(.keyboardDeleteOrBackspace)
        #expect(notes.textView.text == "read only")
        driver.press(.keyboardA, "a", .control)
        driver.press(.keyboardC, "c", .control)
        #expect(UIPasteboard.general.string == "read only")
    }
}

@Suite(.serialized) @MainActor struct TextViewSelectionTests {
    @Test func aTapPlacesTheCaretAndTheDelegateHearsOfSelectionChanges() {
        final class Watcher: NSObject, UITextViewDelegate {
            var selections: [NSRange] = []
            func textViewDidChangeSelection(_ textView: UITextView) { selections.append(textView.selectedRange) }
        }
        let notes = NotesViewController()
        let driver = TextInputDriver(notes)
        let watcher = Watcher()
        notes.textView.delegate = watcher
        notes.textView.text = "WWWW"
        driver.advance()
        let font = UIFont.systemFont(ofSize: 17)
        // Text starts at the inset (0) plus the 5 pt line fragment padding, 8 pt down.
        let x = 5 + "WW".size(withAttributes: [.font: font]).width + 3
        driver.tap(CGPoint(x: x, y: 8 + font.lineHeight / 2))
        #expect(notes.textView.isFirstResponder)
        #expect(notes.textView.selectedRange == NSRange(location: 2, length: 0))
        driver.press(.keyboardRightArrow, "", .shift)
        #expect(watcher.selections == [NSRange(location: 2, length: 0), NSRange(location: 2, length: 1)])
    }
}
