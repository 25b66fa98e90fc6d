import HeadlessHost
import HostContextTesting
import Testing
import UIKit
import GalleryScreens

/// The "Custom bottom sheet" screen, driven through the window and checked by pixels.
@Suite(.freshHostContext) @MainActor struct BottomSheetScreenTests {
    /// The screen in a headless window of `size`, settled.
    private func open(_ size: CGSize) -> (HeadlessHost, BottomSheetTransitionViewController) {
        let screen = BottomSheetTransitionViewController()
        let host = HeadlessHost(size: size, rootViewController: screen)
        host.idle(0.2)
        return (host, screen)
    }

    private func pixel(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> (Int, Int, Int) {
        let p = image.cgImage!.rgba(atX: Int(x * image.scale), y: Int(y * image.scale))!
        return (Int(p.red), Int(p.green), Int(p.blue))
    }

    private func close(_ a: (Int, Int, Int), _ b: (Double, Double, Double), within e: Int = 2) -> Bool {
        abs(a.0 - Int((b.0 * 255).rounded())) <= e && abs(a.1 - Int((b.1 * 255).rounded())) <= e && abs(a.2 - Int((b.2 * 255).rounded())) <= e
    }

    @Test func theButtonPresentsADimmedCardThatADragDismisses() {
        for size in [CGSize(width: 320, height: 480), CGSize(width: 800, height: 500)] {
            let (host, screen) = open(size)
            // The teal background (0.13, 0.45, 0.55) fills the window, corner to corner.
            let teal = (0.13, 0.45, 0.55)
            var image = host.render()
            #expect(close(pixel(image, 1, 1), teal) && close(pixel(image, size.width - 2, size.height - 2), teal))
            let button = screen.showButton
            host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: host.window))
            host.idle(0.6)
            #expect(screen.presentedViewController === screen.card)
            // The card: 55 % of the height (at least 280 pt), its rounded top, white; above it the
            // teal under black at 40 % (0.6 × each channel).
            let cardTop = size.height - min(size.height, max(280, size.height * 0.55))
            #expect(screen.card.view.frame.minY == cardTop && screen.card.view.frame.width == size.width)
            image = host.render()
            #expect(close(pixel(image, 4, cardTop / 2), (0.6 * 0.13, 0.6 * 0.45, 0.6 * 0.55)))
            #expect(close(pixel(image, 40, cardTop + 60), (1, 1, 1)))
            #expect(close(pixel(image, size.width - 3, size.height - 3), (1, 1, 1)))
            // The grabber: 36 × 5 pt, 6 pt below the card's top, centred, grey 0.6.
            #expect(close(pixel(image, size.width / 2, cardTop + 8), (0.6, 0.6, 0.6)))

            // A short drag down, released: the card goes back and stays presented.
            host.drag(from: CGPoint(x: size.width / 2, y: cardTop + 100), to: CGPoint(x: size.width / 2, y: cardTop + 140),
                      duration: 0.3, holdBeforeLift: 0.1)
            host.idle(0.6)
            #expect(screen.presentedViewController === screen.card && screen.card.view.frame.minY == cardTop)
            // A long drag down: dismissed, the teal undimmed again.
            host.drag(from: CGPoint(x: size.width / 2, y: cardTop + 20), to: CGPoint(x: size.width / 2, y: size.height - 5),
                      duration: 0.3, holdBeforeLift: 0.1)
            host.idle(0.6)
            #expect(screen.presentedViewController == nil)
            image = host.render()
            #expect(close(pixel(image, 4, cardTop / 2), teal))
        }
    }

    @Test func aTapOnTheDimmingDismissesAndTheCardFollowsARotation() {
        let (host, screen) = open(CGSize(width: 320, height: 480))
        screen.showCard()
        host.idle(0.6)
        host.window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        host.idle(0.6)
        #expect(screen.card.view.frame == CGRect(x: 0, y: 320 - 280, width: 480, height: 280 + 16))
        host.tap(at: CGPoint(x: 240, y: 20))
        host.idle(0.6)
        #expect(screen.presentedViewController == nil)
    }
}
