import HeadlessHost
import HostContextTesting
import Testing
import UIKit
import GalleryScreens

@MainActor
final class ScreenFixture<VC: UIViewController> {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let vc: VC
    var time: TimeInterval = 0

    init(_ vc: VC) {
        HostClock.reset()
        self.vc = vc
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
    }

    func drag(_ from: CGPoint, _ to: CGPoint, duration: TimeInterval, holdAtEnd: TimeInterval = 0) {
        let host = HeadlessHost(window: window, time: time)
        host.drag(from: from, to: to, duration: duration, holdBeforeLift: holdAtEnd)
        time = host.time
    }

    func tap(_ p: CGPoint) {
        window.sendTouch(.began, at: p, timestamp: time)
        time += 0.05
        window.sendTouch(.ended, at: p, timestamp: time)
    }

    func run(_ seconds: TimeInterval) {
        for _ in 0..<Int((seconds * 60).rounded()) { time += 1.0 / 60; window.tick(timestamp: time) }
    }
}

@Suite(.freshHostContext) @MainActor struct GalleryScreenBehaviourTests {
    @Test func thirtyLabelsContentSizeComesFromTheLastLabel() {
        let f = ScreenFixture(ThirtyLabelsViewController())
        let last = f.vc.labels.last!
        #expect(f.vc.labels.count == 30)
        #expect(f.vc.scrollView.contentSize.height == last.frame.maxY + 10)
        #expect(last.frame.height == last.intrinsicContentSize.height)
    }

    @Test func thePageControlFollowsScrollingAndScrollingFollowsThePageControl() {
        let f = ScreenFixture(PagingViewController())
        f.drag(CGPoint(x: 280, y: 200), CGPoint(x: 180, y: 200), duration: 0.1)
        f.run(1)
        #expect(f.vc.scrollView.contentOffset.x == 320)
        #expect(f.vc.pageControl.currentPage == 1)
        // Tap right of the current dot: the scroll view animates to page 3.
        f.tap(CGPoint(x: 300, y: 454))
        f.run(0.5)
        #expect(f.vc.pageControl.currentPage == 2)
        #expect(f.vc.scrollView.contentOffset.x == 640)
    }

    @Test func aRightSwipeSummonsTheFlagAndThenTheMapScrollsAgain() {
        let f = ScreenFixture(FlagMapViewController())
        #expect(f.vc.flag.isHidden)
        f.drag(CGPoint(x: 40, y: 300), CGPoint(x: 170, y: 303), duration: 0.15)
        f.run(0.4)
        #expect(!f.vc.flag.isHidden)
        #expect(f.vc.flag.frame.origin == CGPoint(x: 0, y: 0))
        #expect(f.vc.scrollView.contentOffset == .zero)          // the swipe won; the map did not move
        #expect(!f.vc.swipe.isEnabled)
        f.drag(CGPoint(x: 250, y: 400), CGPoint(x: 150, y: 300), duration: 0.3, holdAtEnd: 0.1)
        #expect(f.vc.scrollView.contentOffset.x > 80)             // swipe disabled: the pan scrolls
    }

    @Test func draggingTheFlagToTheEdgeAutoscrollsTheMap() {
        let f = ScreenFixture(FlagMapViewController())
        f.vc.flag.isHidden = false
        f.vc.flag.frame.origin = CGPoint(x: 140, y: 200)
        let start = f.vc.flag.center
        // Drag the flag to 10 pt from the right edge and hold it there for a second.
        f.drag(start, CGPoint(x: 310, y: start.y), duration: 0.4, holdAtEnd: 1.0)
        let offset = f.vc.scrollView.contentOffset.x
        #expect(offset >= 40 && offset <= 60)                     // 5 pt per 0.1 s for about a second
        #expect(abs(f.vc.flag.center.x - (310 + offset)) < 12)    // the flag travelled with the map
    }
}

@Suite(.freshHostContext) @MainActor struct AutoLayoutScreenTests {
    @Test func constraintsDefineTheContentSizeAndTheSmileyFloatsWhileDragging() {
        let f = ScreenFixture(AutoLayoutLabelsViewController())
        let labels = f.vc.labels
        let expectedHeight = labels.reduce(CGFloat(10)) { $0 + $1.intrinsicContentSize.height + 10 }
        #expect(abs(f.vc.scrollView.contentSize.height - expectedHeight) < 0.01)
        #expect(labels[1].frame.minY == labels[0].frame.maxY + 10)
        let floaterOnScreen = { f.vc.floater.convert(f.vc.floater.bounds, to: f.window) }
        #expect(floaterOnScreen() == CGRect(x: 320 - 5 - 48, y: 30, width: 48, height: 48))
        f.drag(CGPoint(x: 100, y: 400), CGPoint(x: 100, y: 200), duration: 0.3, holdAtEnd: 0.1)
        #expect(f.vc.scrollView.contentOffset.y > 150)
        #expect(floaterOnScreen() == CGRect(x: 320 - 5 - 48, y: 30, width: 48, height: 48))
    }

    @Test func theSettingsFormScrollsBecauseViewDidLoadFixedTheBottomConstraint() {
        let f = ScreenFixture(AutoLayoutFormViewController())
        #expect(f.vc.scrollView.contentSize == CGSize(width: 320, height: 620))
        f.drag(CGPoint(x: 100, y: 400), CGPoint(x: 100, y: 250), duration: 0.3, holdAtEnd: 0.1)
        f.run(1)
        #expect(f.vc.scrollView.contentOffset.y == 140)   // scrolled to the bottom: 620 − 480
    }
}

@Suite(.freshHostContext) @MainActor struct TilesScreenDeterminismTests {
    /// The headless Gallery's tiles frame differed between runs: which recycled tile view (and so
    /// which number) each new tile got followed Dictionary order, which Swift seeds per process and
    /// per dictionary. The same session on two fresh screens in one process must give the same pixels.
    @Test func theTilesScreenRendersTheSameEveryTime() {
        func session() -> Data? {
            let f = ScreenFixture(TilingViewController())
            f.drag(CGPoint(x: 250, y: 400), CGPoint(x: 100, y: 150), duration: 0.2)
            f.run(3)
            #expect(f.vc.tilesCreated > 4, "the drag recycled and created tiles")
            f.window.displayIfNeeded()
            return UIGraphicsImageRenderer(bounds: f.window.bounds).image { f.window.framePipeline.composite(into: $0.cgContext) }.pngData()
        }
        let first = session(), second = session()
        #expect(first != nil)
        #expect(first == second)
    }
}

/// The photo grid: a collection view of the generated photos that pushes the browser at the tapped photo.
@Suite(.freshHostContext) @MainActor struct PhotoGridScreenTests {
    @Test func tappingAThumbnailPushesTheBrowserAtThatPhoto() {
        let grid = PhotoGridViewController()
        let nav = UINavigationController(rootViewController: grid)
        let f = ScreenFixture(nav)
        let cv = grid.collectionView!
        #expect(cv.numberOfItems(inSection: 0) == 24)
        // Eight rows of 106 pt: 850 pt of content; 480 − 44 pt of bar show rows 0…4 (row 4 from 424 + 44).
        #expect(cv.contentSize == CGSize(width: 320, height: 2 + 8 * 106))
        #expect(cv.indexPathsForVisibleItems.count == 15)
        // Scroll so row 2 is at the top, then tap item 7 (row 2, middle column).
        f.drag(CGPoint(x: 160, y: 400), CGPoint(x: 160, y: 188), duration: 0.3, holdAtEnd: 0.2)
        f.run(0.5)
        let frame = cv.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))!.frame
        let point = cv.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
        #expect(point.y > 44 && point.y < 440)
        f.tap(point)
        f.run(0.6)
        let browser = nav.topViewController as? PhotoBrowserViewController
        #expect(browser != nil)
        #expect(browser?.browser.currentPage == 7)
        #expect(browser?.title == "Photo 8")
    }
}
