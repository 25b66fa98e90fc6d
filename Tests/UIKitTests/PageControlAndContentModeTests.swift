import HostContextTesting
import Testing
import UIKit

@Suite(.freshHostContext) @MainActor struct PageControlTests {
    @Test func tappingRightOfTheCurrentDotAdvancesOnePageAndSendsValueChanged() {
        let window = makeTestWindow()
        let control = UIPageControl(frame: CGRect(x: 0, y: 440, width: 320, height: 37))
        control.numberOfPages = 4
        window.addSubview(control)
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.currentPage) }, for: .valueChanged)
        window.sendTouch(.began, at: CGPoint(x: 300, y: 458), timestamp: 0)
        window.sendTouch(.ended, at: CGPoint(x: 300, y: 458), timestamp: 0.05)
        window.sendTouch(.began, at: CGPoint(x: 300, y: 458), timestamp: 0.5)
        window.sendTouch(.ended, at: CGPoint(x: 300, y: 458), timestamp: 0.55)
        window.sendTouch(.began, at: CGPoint(x: 10, y: 458), timestamp: 1)
        window.sendTouch(.ended, at: CGPoint(x: 10, y: 458), timestamp: 1.05)
        #expect(changes == [1, 2, 1])
    }

    @Test func currentPageStaysInRange() {
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = 3
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        #expect(control.size(forNumberOfPages: 3).width == CGFloat(57))   // 3 dots of 7, 2 gaps of 9, 9 each side
    }
}

@Suite struct ContentModeTests {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
    @MainActor @Test func aspectFitFillAndCentre() {
        let size = CGSize(width: 400, height: 400)
        #expect(UIView.ContentMode.scaleAspectFit.rect(forContentSize: size, in: bounds) == CGRect(x: 50, y: 0, width: 100, height: 100))
        #expect(UIView.ContentMode.scaleAspectFill.rect(forContentSize: size, in: bounds) == CGRect(x: 0, y: -50, width: 200, height: 200))
        #expect(UIView.ContentMode.center.rect(forContentSize: CGSize(width: 20, height: 10), in: bounds) == CGRect(x: 90, y: 45, width: 20, height: 10))
        #expect(UIView.ContentMode.bottomRight.rect(forContentSize: CGSize(width: 20, height: 10), in: bounds) == CGRect(x: 180, y: 90, width: 20, height: 10))
        #expect(UIView.ContentMode.scaleToFill.rect(forContentSize: size, in: bounds) == bounds)
        #expect(UIView.ContentMode.scaleAspectFit.rect(forContentSize: CGSize(width: 0, height: CGFloat.nan), in: bounds).size == .zero)
    }
}
