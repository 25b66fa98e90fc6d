import Foundation
import Testing
import UIKit

/// The panel slides along the published curve on the host clock, and app code animating with the
/// posted curve (`UIView.AnimationOptions(rawValue: 7 << 16)`) moves with it.
@Suite(.serialized) @MainActor
struct KeyboardPanelTests {
    @Test func thePanelSlidesUpAlongTheKeyboardCurve() throws {
        let (window, _) = keyboardScene()
        tap(window, at: CGPoint(x: 100, y: 620), time: 1)   // lifts at 1.05: the keyboard starts then
        let panel = try #require(window.softwareKeyboardView)
        #expect(window.subviews.last === panel, "above the window's content")
        #expect(panel.frame == PhoneKeyboard.shown, "the model frame is the end frame at once")
        for dt in [0.0, 0.02, 0.05, 0.1, 0.2, 0.25, 0.4, 0.49] {
            window.tick(timestamp: 1.05 + dt)
            let y = try #require(panel.layer.presentation()).frame.minY
            let expected = 844 - 291 * PhoneKeyboard.progress(dt)
            #expect(isClose(y, CGFloat(expected), within: 1e-6), "t + \(dt): \(y) vs \(expected)")
        }
        window.tick(timestamp: 1.05 + 0.5)
        #expect(try #require(panel.layer.presentation()).frame == PhoneKeyboard.shown)
    }

    @Test func thePanelSlidesDownFromWhereItIsWhenTheKeyboardHidesMidway() throws {
        let (window, field) = keyboardScene()
        tap(window, at: CGPoint(x: 100, y: 620), time: 1)
        let panel = try #require(window.softwareKeyboardView)
        window.tick(timestamp: 1.05 + 0.1)
        let midway = try #require(panel.layer.presentation()).frame
        let recorder = KeyboardRecorder(window: window)
        field.resignFirstResponder()
        window.tick(timestamp: 1.2)
        // The hide begins where the panel was drawn at the frame it was asked (1.2), not at its end.
        let drawnAt12 = CGRect(x: 0, y: 844 - 291 * PhoneKeyboard.progress(0.15), width: 390, height: 291)
        #expect(isClose(recorder.entries[0].begin, drawnAt12, within: 1e-6))
        #expect(midway.minY > drawnAt12.minY)
        #expect(recorder.names == ["WillChangeFrame", "WillHide"])
        run(window, from: 1.2, to: 1.7)
        #expect(recorder.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"], "the show's did-notifications never come")
        #expect(window.softwareKeyboardView == nil)
    }

    @Test func aViewAnimatedWithThePostedCurveMovesWithThePanel() throws {
        let (window, _) = keyboardScene()
        let bar = UIView(frame: CGRect(x: 0, y: 794, width: 390, height: 50))
        window.rootViewController!.view.addSubview(bar)
        let observer = BarMover(bar: bar)
        NotificationCenter.default.addObserver(observer, selector: BarMover.keyboardWillShow,
                                               name: UIResponder.keyboardWillShowNotification, object: window)
        tap(window, at: CGPoint(x: 100, y: 620), time: 1)
        let panel = try #require(window.softwareKeyboardView)
        for dt in [0.03, 0.1, 0.3] {
            window.tick(timestamp: 1.05 + dt)
            let barBottom = try #require(bar.layer.presentation()).frame.maxY
            let panelTop = try #require(panel.layer.presentation()).frame.minY
            #expect(isClose(barBottom, panelTop, within: 1e-6))
        }
    }

    @Test func thePanelIsDrawnAsALightKeyboardWithKeys() throws {
        let (window, _) = keyboardScene()
        tap(window, at: CGPoint(x: 100, y: 620), time: 1)
        run(window, from: 1.05, to: 1.6)
        let panel = try #require(window.softwareKeyboardView)
        let image = renderImage(of: panel)
        // Background between the first two rows (y = 10 + 42 + 6); the face of Q (x 6…38.4, y 10…52)
        // near its top-left corner, clear of the letter.
        let gap = rgba(image, at: CGPoint(x: 195, y: 58)), key = rgba(image, at: CGPoint(x: 12, y: 14))
        #expect(isNear(gap, [209, 212, 217, 255]), "grey keyboard background \(gap)")
        #expect(isNear(key, [255, 255, 255, 255]), "white key cap \(key)")
    }
}

/// Seed-style code that moves a bottom bar up with the keyboard, using the posted duration and curve.
@MainActor
final class BarMover {
    let bar: UIView
    init(bar: UIView) { self.bar = bar }
    func keyboardWillShow(_ notification: Notification) {
        guard let info = notification.userInfo,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
              let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt else { return }
        let top = bar.superview!.convert(end, from: nil).minY
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
                       animations: { self.bar.frame.origin.y = top - self.bar.frame.height })
    }
}
