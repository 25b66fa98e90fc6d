import Foundation
import GalleryScreens
import HostContextTesting
import Testing
import UIKit

/// The Gallery's two keyboard-avoidance forms, driven by taps on a low field: the seed's content
/// inset and the iOS 15 layout guide, checked at chosen timestamps against numbers computed here.
@Suite(.freshHostContext) @MainActor
struct KeyboardAvoidanceTests {
    /// A phone window showing `controller`, laid out at t = 0.5.
    private func show(_ controller: UIViewController) -> UIWindow {
        let window = makePhoneWindow()
        window.rootViewController = controller
        window.tick(timestamp: 0.5)
        return window
    }

    /// Taps the middle of `field` at `time` (lifting 0.05 s later); returns the lift time.
    private func tapField(_ field: UIView, in window: UIWindow, at time: TimeInterval) -> TimeInterval {
        tap(window, at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: window), time: time)
    }

    @Test func theSeedsFormInsetsByTheOverlapAndScrollsTheFieldAboveTheKeyboard() {
        let form = KeyboardInsetFormViewController()
        let window = show(form)
        let scrollView = form.scrollView
        // 16 rows of 64 pt and 16 pt margins: 1056 pt of content; the scroll view fills the window and
        // insets by the 47/34 pt safe area, so the largest offset is 1056 + 34 − 844 = 246.
        #expect(scrollView.contentSize.height == 1056)
        scrollView.contentOffset.y = 246
        let field = form.fields[15]    // "Comments": content y 996…1032 (16 + 15 × 64 + 20, 36 tall)
        #expect(field.frame == CGRect(x: 16, y: 996, width: 358, height: 36))
        let lift = tapField(field, in: window, at: 1)
        #expect(field.isFirstResponder)
        // Overlap with the 844 pt scroll view: keyboard top 553, less the 34 pt safe area the
        // scroll view already insets by: 844 − 553 − 34 = 257.
        #expect(scrollView.contentInset.bottom == CGFloat(257))
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == CGFloat(257))
        run(window, from: lift, to: lift + 0.5)
        // The field's bottom (1032) at the visible bottom: offset + 844 − (34 + 257) = 1032.
        #expect(scrollView.contentOffset.y == CGFloat(1032 - 553))
        let onScreen = field.convert(field.bounds, to: window)
        #expect(onScreen.maxY <= PhoneKeyboard.shown.minY && onScreen.minY >= 47)
        #expect(window.softwareKeyboardView?.layer.presentation()?.frame == PhoneKeyboard.shown)

        field.resignFirstResponder()
        window.tick(timestamp: 3)
        run(window, from: 3, to: 3.5)
        #expect(scrollView.contentInset.bottom == 0)
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == 0)
        // Back inside the content, with the keyboard: the largest offset is 246 again.
        #expect(scrollView.contentOffset.y == CGFloat(246))
        #expect(window.softwareKeyboardView == nil)
    }

    @Test func theLayoutGuideFormShrinksItsScrollViewWithTheKeyboard() throws {
        let form = KeyboardGuideFormViewController()
        let window = show(form)
        let scrollView = form.scrollView
        // Hidden keyboard: the guide's top is the bottom of the safe area.
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 810))
        #expect(form.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        let field = form.fields[10]
        let lift = tapField(field, in: window, at: 1)
        // The model takes the end value at once; the layer follows the keyboard's curve.
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 553))
        #expect(form.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
        #expect(scrollView.contentOffset.y == CGFloat(712 - 553))
        for dt in [0.03, 0.1, 0.25, 0.45] {
            window.tick(timestamp: lift + dt)
            let shown = try #require(scrollView.layer.presentation()).frame
            let expected = 810 - 257 * PhoneKeyboard.progress(dt)
            #expect(isClose(shown.height, CGFloat(expected), within: 1e-6), "t + \(dt)")
        }
        run(window, from: lift + 0.45, to: lift + 0.5)
        let onScreen = field.convert(field.bounds, to: window)
        #expect(onScreen.maxY <= 553)
        #expect(try #require(scrollView.layer.presentation()).frame == CGRect(x: 0, y: 0, width: 390, height: 553))

        field.resignFirstResponder()
        window.tick(timestamp: 3)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 810))
        window.tick(timestamp: 3.1)
        let midway = try #require(scrollView.layer.presentation()).frame.height
        #expect(isClose(midway, CGFloat(553 + 257 * PhoneKeyboard.progress(0.1)), within: 1e-6))
    }

    @Test func theLayoutGuideFollowsAKeyboardHeldByTheFinger() throws {
        let form = KeyboardGuideFormViewController()
        let window = show(form)
        form.scrollView.keyboardDismissMode = .interactive
        let lift = tapField(form.fields[10], in: window, at: 1)
        run(window, from: lift, to: 2)
        drag(window, from: CGPoint(x: 380, y: 300), to: CGPoint(x: 380, y: 700), start: 3, duration: 0.4, steps: 24,
             lift: false)
        // The finger holds the keyboard's top at 700: the guide's top, so the scroll view's bottom.
        #expect(form.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 700, width: 390, height: 144))
        #expect(form.scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 700))
        #expect(try #require(form.scrollView.layer.presentation()).frame.height == 700)
        moveFinger(window, from: CGPoint(x: 380, y: 700), to: CGPoint(x: 380, y: 820), start: 3.4, duration: 0.1, steps: 6)
        // Below the bottom of the safe area the guide stays there (the keyboard goes on to 820).
        #expect(window.softwareKeyboardView?.frame.minY == 820)
        #expect(form.scrollView.frame.height == 810)
        window.sendTouch(.ended, at: CGPoint(x: 380, y: 820), timestamp: 3.5)
        #expect(!form.fields[10].isFirstResponder)
    }

    @Test func withoutTheBottomSafeAreaTheHiddenGuideSitsAtTheViewsBottom() {
        let controller = UIViewController()
        let window = show(controller)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor),
        ])
        window.tick(timestamp: 1)
        #expect(bar.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
        controller.view.keyboardLayoutGuide.usesBottomSafeArea = true
        window.tick(timestamp: 1.1)
        #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
    }

    @Test func typingGoesToTheTextFieldAndTakingTheFormAwayHidesTheKeyboard() {
        let form = KeyboardInsetFormViewController()
        let window = show(form)
        let field = form.fields[10]
        let lift = tapField(field, in: window, at: 1)
        run(window, from: lift, to: lift + 0.5)
        #expect(window.sendText("Main St", timestamp: 2))
        #expect(field.text == "Main St")
        #expect(window.softwareKeyboardFrame == PhoneKeyboard.shown)
        let recorder = KeyboardRecorder(window: window)
        // The text field resigns on its own as it leaves the window (didMoveToWindow).
        window.rootViewController = UIViewController()
        window.tick(timestamp: 2.1)
        #expect(!field.isFirstResponder)
        #expect(recorder.names == ["WillChangeFrame", "WillHide"])
        run(window, from: 2.1, to: 2.6)
        #expect(window.softwareKeyboardView == nil)
    }
}
