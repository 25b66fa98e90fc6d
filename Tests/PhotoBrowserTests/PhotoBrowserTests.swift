import HostContextTesting
import Testing
import UIKit
import HeadlessHost
import PhotoBrowser

/// Photos of given sizes shown as plain views; `failing` indexes cannot be loaded.
@MainActor
final class SizedPhotos: PhotoSource {
    var sizes: [CGSize]
    var failing: Set<Int> = []
    init(_ sizes: [CGSize]) { self.sizes = sizes }
    var numberOfPhotos: Int { sizes.count }
    func sizeOfPhoto(at index: Int) -> CGSize { sizes[index] }
    func makeView(forPhotoAt index: Int) -> UIView? {
        failing.contains(index) ? nil : UIView(frame: CGRect(origin: .zero, size: sizes[index]))
    }
}

@MainActor
final class BrowserFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let browser: PhotoBrowserView
    let photos: SizedPhotos
    var time: TimeInterval = 0

    init(count: Int = 100, size: CGSize = CGSize(width: 1000, height: 1500)) {
        HostClock.reset()
        photos = SizedPhotos(Array(repeating: size, count: count))
        browser = PhotoBrowserView(frame: window.bounds)
        window.addSubview(browser)
        browser.source = photos
        window.tick(timestamp: 0)
    }

    func run(for seconds: TimeInterval) {
        for _ in 0..<Int((seconds * 60).rounded()) { time += 1.0 / 60; window.tick(timestamp: time) }
    }

    /// A leftward flick: the next page.
    func flickToNextPage() {
        let host = HeadlessHost(window: window, time: time)
        host.drag(FingerDrag(start: CGPoint(x: 250, y: 240), moves: (1...6).map { CGPoint(x: 250 - CGFloat($0) * 15, y: 240) },
                             liftPoint: CGPoint(x: 145, y: 240), timing: .every(1.0 / 60), lift: .oneIntervalLater))
        host.runFrames(60)
        time = host.time
    }
}

@Suite(.freshHostContext) @MainActor struct PhotoBrowserTests {
    @Test func theBrowserIs20PointsWiderThanTheWindowAndPagesBy340() {
        let f = BrowserFixture()
        #expect(f.browser.pagingScrollView.frame == CGRect(x: -10, y: 0, width: 340, height: 480))
        #expect(f.browser.pagingScrollView.contentSize == CGSize(width: 34_000, height: 480))
        #expect(f.browser.visiblePages.map(\.frame) == [CGRect(x: 10, y: 0, width: 320, height: 480)])
        f.flickToNextPage()
        #expect(f.browser.pagingScrollView.contentOffset.x == 340)
        #expect(f.browser.currentPage == 1)
    }

    @Test func pagingAcross100PhotosNeverHoldsMoreThan3PageViews() {
        let f = BrowserFixture()
        var most = 0
        for _ in 0..<99 {
            f.flickToNextPage()
            most = max(most, f.browser.visiblePages.count + f.browser.recycledPages.count)
        }
        #expect(f.browser.currentPage == 99)
        #expect(most <= 3)
        #expect(f.browser.pagesCreated <= 3)
        #expect(f.browser.visiblePages.map(\.index) == [99])
    }

    @Test func aPageThatLeavesForgetsItsZoom() {
        let f = BrowserFixture(count: 5)
        let first = f.browser.visiblePages[0]
        first.setZoomScale(first.maximumZoomScale, animated: false)
        // (A flick now would pan inside the zoomed photo first, as on iOS; page from code instead.)
        f.browser.pagingScrollView.setContentOffset(CGPoint(x: 680, y: 0), animated: false)
        #expect(f.browser.currentPage == 2)
        #expect(f.browser.visiblePages.map(\.index) == [2])
        #expect(first.superview == nil || first.index == 2)
        for page in f.browser.visiblePages { #expect(page.zoomScale == page.minimumZoomScale) }
    }

    @Test func aLandscapePhotoFitsAndIsCentredVertically() {
        let f = BrowserFixture(count: 1, size: CGSize(width: 2000, height: 1000))
        let page = f.browser.visiblePages[0]
        #expect(abs(page.zoomScale - 0.16) < 1e-9)          // 320 / 2000
        #expect(page.maximumZoomScale == 0.5)               // one photo pixel per 2× screen pixel
        f.window.tick(timestamp: 0.01)                       // layout pass centres the photo
        #expect(page.photoView!.frame == CGRect(x: 0, y: 160, width: 320, height: 160))
    }

    @Test func resizingKeepsTheCurrentPageAndItsZoom() {
        let f = BrowserFixture(count: 10)
        f.flickToNextPage()
        f.flickToNextPage()
        let page = f.browser.visiblePages.first { $0.index == 2 }!
        page.setZoomScale(0.5, animated: false)
        f.window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        f.browser.frame = f.window.bounds
        f.time += 0.02
        f.window.tick(timestamp: f.time)
        #expect(f.browser.currentPage == 2)
        #expect(f.browser.pagingScrollView.contentOffset.x == 1000)
        #expect(page.zoomScale == 0.5)
        #expect(page.frame == CGRect(x: 1010, y: 0, width: 480, height: 320))
    }

    @Test func aPhotoThatFailsToLoadLeavesAnEmptyPage() {
        let f = BrowserFixture(count: 3)
        f.photos.failing = [1]
        f.flickToNextPage()
        let page = f.browser.visiblePages.first { $0.index == 1 }
        #expect(page != nil)
        #expect(page?.photoView == nil)
        #expect(page?.contentSize == .zero)
    }

    @Test func aWindowResizedToZeroDoesNotCrash() {
        let f = BrowserFixture(count: 3)
        f.browser.frame = .zero
        f.window.tick(timestamp: 0.02)
        #expect(f.browser.pagingScrollView.contentOffset.x.isFinite)
        f.browser.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        f.window.tick(timestamp: 0.04)
        #expect(f.browser.visiblePages.count == 1)
    }
}

@Suite(.freshHostContext) @MainActor struct ZoomedPageDragTests {
    /// A horizontal drag on a zoomed page pans the page until its edge; a drag that then pushes past
    /// the edge pages the outer view.
    @Test func aZoomedPagePansToItsEdgeThenTheNextDragPages() {
        let f = BrowserFixture(count: 3)
        let page = f.browser.visiblePages[0]
        page.setZoomScale(page.maximumZoomScale, animated: false)      // 0.5: 500 × 750 pt of photo
        let maxX = page.contentSize.width - page.bounds.width
        page.contentOffset = CGPoint(x: maxX - 60, y: 0)
        func leftDrag() {
            f.window.sendTouch(.began, at: CGPoint(x: 250, y: 240), timestamp: f.time)
            for i in 1...10 {
                f.time += 1.0 / 60
                f.window.sendTouch(.moved, at: CGPoint(x: 250 - CGFloat(i) * 15, y: 240), timestamp: f.time)
                f.window.tick(timestamp: f.time)
            }
            f.time += 1.0 / 60
            f.window.sendTouch(.ended, at: CGPoint(x: 85, y: 240), timestamp: f.time)   // a flick: lifts moving
            f.run(for: 1.5)
        }
        leftDrag()
        #expect(page.contentOffset.x == maxX)                            // panned (and flung) to its right edge
        #expect(f.browser.currentPage == 0)
        leftDrag()
        #expect(f.browser.currentPage == 1)                              // then the outer view paged
    }
}

@Suite(.freshHostContext) @MainActor struct BrowserRestorationTests {
    @Test func theBrowserReopensOnTheSamePageZoomAndPosition() throws {
        let first = BrowserFixture(count: 10)
        first.browser.pagingScrollView.contentOffset = CGPoint(x: 340 * 4, y: 0)
        first.browser.tilePages()
        let page = first.browser.visiblePages.first { $0.index == 4 }!
        page.setZoomScale(0.5, animated: false)
        page.contentOffset = CGPoint(x: 120, y: 200)   // inside 500 × 750 of content
        let saved = try JSONEncoder().encode(first.browser.restorationState)

        let second = BrowserFixture(count: 10)
        second.browser.restore(try JSONDecoder().decode(PhotoBrowserView.RestorationState.self, from: saved))
        #expect(second.browser.currentPage == 4)
        let restored = second.browser.visiblePages.first { $0.index == 4 }!
        #expect(restored.zoomScale == 0.5)
        #expect(restored.contentOffset == CGPoint(x: 120, y: 200))
    }

    @Test func aSavedPageBeyondThePhotosIsClamped() {
        let f = BrowserFixture(count: 3)
        f.browser.restore(.init(page: 99, pageState: nil))
        #expect(f.browser.currentPage == 2)
    }
}
