import Testing
import UIKit

/// The first layout pass of a window skips the walk that gives every view the screen's scale when
/// all of them were given that scale on joining; any other case still reaches every view.
@Suite(.serialized) @MainActor
struct FirstLayoutScreenScaleTests {
    func windowOnOwnScreen(scale: CGFloat) -> (UIWindow, UIScreen) {
        HostClock.reset()
        let screen = UIScreen()
        screen.scale = scale
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.screen = screen
        return (window, screen)
    }

    /// A container with a label inside, added to `window`.
    func addViews(to window: UIWindow) -> [UIView] {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        label.text = "Scaled"
        container.addSubview(label)
        window.addSubview(container)
        return [window, container, label]
    }

    @Test func viewsJoinedAtTheScreensScaleKeepIt() {
        let (window, _) = windowOnOwnScreen(scale: 3)
        let views = addViews(to: window)
        window.tick(timestamp: 0)
        #expect(views.map(\.contentScaleFactor) == [3, 3, 3])
    }

    @Test func aScaleChangedAfterViewsJoinedReachesThemAtTheFirstLayout() {
        let (window, screen) = windowOnOwnScreen(scale: 2)
        let views = addViews(to: window)
        screen.scale = 1
        window.tick(timestamp: 0)
        #expect(views.map(\.contentScaleFactor) == [1, 1, 1])
    }

    @Test func viewsJoinedAtDifferentScalesAllFollowTheLastOne() {
        let (window, screen) = windowOnOwnScreen(scale: 2)
        let first = addViews(to: window)
        screen.scale = 3
        let second = addViews(to: window)
        window.tick(timestamp: 0)
        #expect((first + second).map(\.contentScaleFactor).allSatisfy { $0 == 3 })
    }

    @Test func aNewScreenBeforeTheFirstLayoutReachesEveryView() {
        let (window, _) = windowOnOwnScreen(scale: 2)
        let views = addViews(to: window)
        let other = UIScreen()
        other.scale = 1
        window.screen = other
        window.tick(timestamp: 0)
        #expect(views.map(\.contentScaleFactor) == [1, 1, 1])
    }
}
