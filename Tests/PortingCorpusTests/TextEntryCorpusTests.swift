import Foundation
import HostContextTesting
import Testing
import UIKit

/// Text fields written the iOS way, driven by a host's taps, key presses and committed text.
@Suite(.freshHostContext) @MainActor struct TextEntryCorpusTests {
    func type(_ text: String, _ host: CorpusHost) {
        host.window.sendText(text, timestamp: host.time)
        host.tick()
    }
    func press(_ code: UIKeyboardHIDUsage, _ host: CorpusHost) {
        host.window.sendKeyPress(UIKey(keyCode: code), timestamp: host.time)
        host.tick()
    }

    @Test func theQuantityFieldTakesOnlyThreeDigitsAndReturnMovesOn() {
        let vc = CheckoutFormViewController()
        let host = CorpusHost(vc)
        host.tap(at: vc.quantityField.convert(CGPoint(x: 40, y: vc.quantityField.bounds.midY), to: host.window))
        #expect(vc.quantityField.isFirstResponder)
        for piece in ["1", "x", "2", "٣", "5", "9"] { type(piece, host) }   // letters refused; the Arabic-Indic 3 is a digit
        #expect(vc.quantityField.text == "12٣")
        press(.keyboardDeleteOrBackspace, host)
        type("5", host)
        #expect(vc.quantityField.text == "125")
        press(.keyboardReturnOrEnter, host)
        #expect(vc.couponField.isFirstResponder && !vc.quantityField.isFirstResponder)
        #expect(vc.totalLabel.text == "Total: $\(125 * CheckoutFormViewController.unitPrice)")
    }

    @Test func theCouponIsUpperCasedAsItIsTypedAndReturnSubmits() {
        let vc = CheckoutFormViewController()
        let host = CorpusHost(vc)
        host.tap(at: vc.couponField.convert(CGPoint(x: 40, y: vc.couponField.bounds.midY), to: host.window))
        type("save", host)
        type("10", host)
        #expect(vc.couponField.text == "SAVE10")
        press(.keyboardReturnOrEnter, host)
        #expect(vc.submitted && !vc.couponField.isFirstResponder)
    }
}
