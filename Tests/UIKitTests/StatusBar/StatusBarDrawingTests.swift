import HostContextTesting
import Testing
@testable import UIKit

/// The simulated status bar as pixels (StatusBar/StatusBarView.swift, UIWindow+StatusBarDrawing.swift):
/// a notched-phone window (390 × 844, the 47 pt bar) rendered at scale 1, following the view
/// controllers' answers through `setNeedsStatusBarAppearanceUpdate()`.
///
/// Where the glyphs are, from the layout StatusBarView documents (ScrollKit's design; Apple
/// publishes none): the bar's middle row is y = 47 / 2 = 23.5; the time is centred at 15 % of the
/// width (x = 58.5); the glyph row is centred at 85 % (x = 331.5) and is
/// signal (3 × 4.5 + 3 = 16.5) + 5 + Wi-Fi (8.5 × √2 + 2 ≈ 14.02) + 5 + battery (25 + 1 + 1.5 = 27.5)
/// ≈ 68.02 wide, so it ends at x ≈ 365.5 and the battery's 25 × 12 body spans x ≈ 338.0 … 363.0,
/// y 17.5 … 29.5; its fill is inset 2 pt, so (350.5, 23.5) is in the middle of solid glyph colour.
@Suite(.freshHostContext) @MainActor
struct StatusBarDrawingTests {
    static let battery = CGPoint(x: 350.5, y: 23.5)
    /// The left ear, where the time is drawn (x 20 … 100 around 58.5).
    static let timeBox = CGRect(x: 20, y: 8, width: 80, height: 31)

    /// A screen whose answers the test changes, with a plain background.
    final class Screen: UIViewController {
        var hidden = false
        var style = UIStatusBarStyle.default
        var animation = UIStatusBarAnimation.fade
        var background = UIColor.white
        override var prefersStatusBarHidden: Bool { hidden }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = background
        }
    }

    /// The usual iOS idiom: let the top controller choose the style while the bar shows.
    final class StyleFollowingNavigationController: UINavigationController {
        override var childForStatusBarStyle: UIViewController? { topViewController }
    }

    func makeWindow(_ root: UIViewController, bar: SimulatedStatusBar? = .notchedPhone) -> UIWindow {
        let window = makeTestWindow(width: 390, height: 844)
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.simulatedStatusBar = bar
        window.rootViewController = root
        window.tick(timestamp: 0)
        window.tick(timestamp: frame60)
        return window
    }

    func pixel(_ window: UIWindow, _ p: CGPoint = battery) -> [Int] { rgba(renderImage(of: window, scale: 1), at: p) }

    /// How many pixels of `box` are darker than mid grey.
    func darkPixels(_ image: UIImage, in box: CGRect) -> Int {
        var n = 0
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(box.maxX) {
                let p = rgba(image, at: CGPoint(x: x, y: y))
                if p.count == 4, p[0] < 128 { n += 1 }
            }
        }
        return n
    }

    @Test func aNotchedPhoneWindowDrawsTheTimeAndTheGlyphsInDarkContentOverEverything() {
        let screen = Screen()
        let window = makeWindow(screen)
        let image = renderImage(of: window, scale: 1)
        #expect(rgba(image, at: Self.battery).prefix(3) == [0, 0, 0])   // the battery's fill, black (.default, light mode)
        #expect(darkPixels(image, in: Self.timeBox) > 40)                // "9:41", 17 pt semibold
        #expect(darkPixels(image, in: CGRect(x: 120, y: 0, width: 150, height: 47)) == 0)   // nothing under the housing
        #expect(rgba(image, at: CGPoint(x: 195, y: 200)).prefix(3) == [255, 255, 255])       // the screen itself
        // Not a subview: apps walking the window's subviews never meet it, and touches pass it.
        #expect(!window.subviews.contains { $0 is StatusBarView })
        // A view added later, covering the window, stays under the bar.
        let cover = UIView(frame: window.bounds)
        cover.backgroundColor = .white
        window.addSubview(cover)
        window.tick(timestamp: 2 * frame60)
        #expect(pixel(window).prefix(3) == [0, 0, 0])
    }

    @Test func aDesktopWindowDrawsNoBar() {
        let window = makeWindow(Screen(), bar: nil)
        let image = renderImage(of: window, scale: 1)
        #expect(rgba(image, at: Self.battery).prefix(3) == [255, 255, 255])
        #expect(darkPixels(image, in: Self.timeBox) == 0)
    }

    @Test func theTimeIsFixedWhateverTheClockSays() {
        let window = makeWindow(Screen())
        let before = renderImage(of: window, scale: 1)
        window.tick(timestamp: 3_600)   // an hour later on the host clock
        let after = renderImage(of: window, scale: 1)
        for y in stride(from: 8, to: 39, by: 1) {
            for x in stride(from: 20, to: 100, by: 1) {
                let p = CGPoint(x: x, y: y)
                #expect(rgba(before, at: p) == rgba(after, at: p))
            }
        }
    }

    @Test func lightContentDrawsWhiteAfterSetNeedsStatusBarAppearanceUpdate() {
        let screen = Screen()
        screen.background = .black
        let window = makeWindow(screen)
        #expect(pixel(window).prefix(3) == [0, 0, 0])   // black on black: dark content still
        screen.style = .lightContent
        window.tick(timestamp: 0.5)
        #expect(pixel(window).prefix(3) == [0, 0, 0])   // not asked again yet, as on iOS
        screen.setNeedsStatusBarAppearanceUpdate()
        window.tick(timestamp: 0.6)
        #expect(pixel(window).prefix(3) == [255, 255, 255])
    }

    @Test func hidingWithoutAnAnimationBlockTakesEffectAtOnce() {
        let screen = Screen()
        let window = makeWindow(screen)
        screen.hidden = true
        screen.setNeedsStatusBarAppearanceUpdate()
        window.tick(timestamp: 0.1)
        let image = renderImage(of: window, scale: 1)
        #expect(rgba(image, at: Self.battery).prefix(3) == [255, 255, 255])
        #expect(darkPixels(image, in: Self.timeBox) == 0)
        screen.hidden = false
        screen.setNeedsStatusBarAppearanceUpdate()
        window.tick(timestamp: 0.2)
        #expect(pixel(window).prefix(3) == [0, 0, 0])
    }

    /// Apple: "If you call this method within an animation block, the changes are animated along
    /// with the rest of the animation block." A 0.4 s block, looked at half-way: the default
    /// ease-in-ease-out curve is at 0.5 there (it is symmetric), so the fading bar is at alpha 0.5:
    /// black over white shows 255 × 0.5 ≈ 128.
    @Test func fadeInsideAnAnimationBlockFadesWithTheBlock() {
        let screen = Screen()
        let window = makeWindow(screen)
        screen.hidden = true
        window.tick(timestamp: 1)   // the block starts at the host clock's time
        UIView.animate(withDuration: 0.4) { screen.setNeedsStatusBarAppearanceUpdate() }
        window.tick(timestamp: 1.2)
        let grey = pixel(window)
        #expect(grey.count == 4 && abs(grey[0] - 128) <= 6, "half-way \(grey)")
        window.tick(timestamp: 1.4)
        window.tick(timestamp: 1.5)
        #expect(pixel(window).prefix(3) == [255, 255, 255])
    }

    /// `.slide`: the bar moves up by its height. Half-way through a 0.4 s block it is 47 × 0.5 =
    /// 23.5 pt up, so the battery's fill, around y = 23.5 at rest, is around y = 0: the old place
    /// shows the background and the top row shows the fill.
    @Test func slideInsideAnAnimationBlockMovesTheBarUp() {
        let screen = Screen()
        screen.animation = .slide
        let window = makeWindow(screen)
        screen.hidden = true
        window.tick(timestamp: 1)   // the block starts at the host clock's time
        UIView.animate(withDuration: 0.4) { screen.setNeedsStatusBarAppearanceUpdate() }
        window.tick(timestamp: 1.2)
        let image = renderImage(of: window, scale: 1)
        #expect(rgba(image, at: Self.battery).prefix(3) == [255, 255, 255])
        #expect(rgba(image, at: CGPoint(x: Self.battery.x, y: 1)).prefix(3) == [0, 0, 0])
        window.tick(timestamp: 1.5)
        #expect(darkPixels(renderImage(of: window, scale: 1), in: CGRect(x: 0, y: 0, width: 390, height: 47)) == 0)
    }

    /// A navigation controller subclass hands the style to its top controller (its bar shows, so
    /// without the override the navigation controller would decide); pushing a light-content
    /// screen turns the glyphs white over the bar, popping turns them back.
    @Test func aPushedControllerDecidesThroughChildForStatusBarStyle() {
        let root = Screen()
        root.style = .darkContent
        let nav = StyleFollowingNavigationController(rootViewController: root)
        let window = makeWindow(nav)
        #expect(pixel(window).prefix(3) == [0, 0, 0])
        let detail = Screen()
        detail.style = .lightContent
        detail.background = .black
        nav.pushViewController(detail, animated: true)
        let t = settle(window, from: 1)
        #expect(pixel(window).prefix(3) == [255, 255, 255])
        nav.popViewController(animated: true)
        settle(window, from: t)
        #expect(pixel(window).prefix(3) == [0, 0, 0])
    }
}
