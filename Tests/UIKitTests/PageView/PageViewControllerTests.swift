import LogCapture
import Testing
import UIKit

/// An array-backed data source, as iOS apps write one, that logs what it is asked.
@MainActor
final class ArrayPageSource: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [StackViewController]
    let log: LifecycleLog
    var dots: (count: Int, index: Int)?
    init(_ pages: [StackViewController], log: LifecycleLog, dots: (count: Int, index: Int)? = nil) {
        self.pages = pages; self.log = log; self.dots = dots
    }
    private func index(_ vc: UIViewController) -> Int? { pages.firstIndex { $0 === vc } }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let i = index(viewController), i > 0 else { return nil }
        return pages[i - 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let i = index(viewController), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { dots?.count ?? 0 }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { dots?.index ?? 0 }
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        log.entries.append("delegate.willTransitionTo \(pendingViewControllers.map { ($0 as! StackViewController).name })")
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.entries.append("delegate.didFinishAnimating \(finished) \(previousViewControllers.map { ($0 as! StackViewController).name }) completed \(completed)")
    }
}

/// UIPageViewController in the scroll style, swiped with a finger through `UIWindow.send` with
/// timestamps. The numbers come from the documented geometry: a 320 pt wide window and
/// `.interPageSpacing` 10 give a stride of 330 pt between pages; a drag moves the content by the
/// finger's travel less the pan's 10 pt slop; a release at rest snaps to the nearest page, a flick one
/// page in its direction (the paging rule of UIScrollView).
@Suite(.serialized) @MainActor
struct PageViewControllerTests {
    private static var keep: [AnyObject] = []
    static let stride: CGFloat = 330

    /// Three pages p0 p1 p2 with p1 current, on screen and settled at t = 1; the log cleared.
    private func showPages(current: Int = 1, dots: (count: Int, index: Int)? = nil, spacing: Any = NSNumber(value: 10))
        -> (UIWindow, UIPageViewController, [StackViewController], LifecycleLog) {
        let log = LifecycleLog()
        let pages = (0..<3).map { StackViewController("p\($0)", log: log) }
        let source = ArrayPageSource(pages, log: log, dots: dots)
        Self.keep.append(source)
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                       options: [.interPageSpacing: spacing])
        pvc.dataSource = source
        pvc.delegate = source
        pvc.setViewControllers([pages[current]], direction: .forward, animated: false)
        let window = makeTestWindow()
        window.rootViewController = pvc
        window.tick(timestamp: 0)
        window.tick(timestamp: 0.5)
        window.tick(timestamp: 1)
        log.clear()
        return (window, pvc, pages, log)
    }

    private func scrollView(of pvc: UIPageViewController) -> UIScrollView {
        pvc.view.subviews.compactMap { $0 as? UIScrollView }.first!
    }

    /// A finger from `x0` to `x1` at y = 240 at 60 Hz, resting 0.2 s before lifting (no fling). Returns the lift time.
    private func slowSwipe(_ window: UIWindow, from x0: CGFloat, to x1: CGFloat, start: TimeInterval, lift: Bool = true) -> TimeInterval {
        let steps = Int(abs(x1 - x0) / 5)
        var t = drag(window, from: CGPoint(x: x0, y: 240), to: CGPoint(x: x1, y: 240), start: start,
                     duration: Double(steps) / 60, steps: steps, lift: false)
        guard lift else { return t }
        for _ in 0..<12 { t += frame60; window.tick(timestamp: t) }
        window.sendTouch(.ended, at: CGPoint(x: x1, y: 240), timestamp: t)
        window.tick(timestamp: t)
        return t
    }

    @Test func theCurrentPageRestsInTheMiddleSlotWithItsNeighboursAskedFor() {
        let (_, pvc, pages, _) = showPages()
        let sv = scrollView(of: pvc)
        #expect(same(pvc.viewControllers, [pages[1]]))
        #expect(sv.frame == CGRect(x: 0, y: 0, width: 330, height: 480))
        #expect(sv.contentSize == CGSize(width: 3 * Self.stride, height: 480))
        #expect(sv.contentOffset == CGPoint(x: Self.stride, y: 0))
        #expect(pages[1].view.frame == CGRect(x: Self.stride, y: 0, width: 320, height: 480))
        #expect(pages[1].view.superview === sv)
        #expect(same(pvc.children, [pages[1]]))
        #expect(pvc.gestureRecognizers.isEmpty)
        #expect(pvc.spineLocation == .none)
        #expect(!pages[0].isViewLoaded && !pages[2].isViewLoaded)   // asked for, not shown yet
    }

    @Test func aSlowSwipePastHalfAPageTurnsItWithIOSCallbackOrder() {
        let (window, pvc, pages, log) = showPages()
        let sv = scrollView(of: pvc)
        // 200 pt to the left: the pan takes 10 pt of slop, the content moves 190 pt.
        var t = slowSwipe(window, from: 260, to: 60, start: 2, lift: false)
        #expect(sv.contentOffset.x == Self.stride + 190)
        #expect(log.withoutLayout == ["delegate.willTransitionTo [\"p2\"]", "p2.willMove(toParent: other)", "p2.viewDidLoad",
                                      "p1.viewWillDisappear(true)", "p2.viewWillAppear(true)", "p2.viewIsAppearing"])
        #expect(pages[2].view.frame.minX == 2 * Self.stride)
        log.clear()
        for _ in 0..<12 { t += frame60; window.tick(timestamp: t) }
        window.sendTouch(.ended, at: CGPoint(x: 60, y: 240), timestamp: t)
        window.tick(timestamp: t)
        settle(window, from: t)
        // 520 of a 330 stride is nearer page 2 (660) than page 1 (330): the swipe completes.
        #expect(log.withoutLayout == ["p1.viewDidDisappear(true)", "p2.viewDidAppear(true)",
                                      "p1.willMove(toParent: nil)", "p1.didMove(toParent: nil)", "p2.didMove(toParent: other)",
                                      "delegate.didFinishAnimating true [\"p1\"] completed true"])
        #expect(same(pvc.viewControllers, [pages[2]]))
        #expect(same(pvc.children, [pages[2]]))
        #expect(pages[1].view.superview == nil)
        // p2 is the last page: the slots are [p1, p2], the offset on p2's slot.
        #expect(sv.contentSize.width == 2 * Self.stride)
        #expect(sv.contentOffset == CGPoint(x: Self.stride, y: 0))
        #expect(pages[2].view.frame.minX == Self.stride)
    }

    @Test func aSwipeThatSpringsBackIsCancelledWithIOSCallbackOrder() {
        let (window, pvc, pages, log) = showPages()
        let sv = scrollView(of: pvc)
        // 100 pt right: the content moves 90 pt toward p0, less than half of 330.
        let t = slowSwipe(window, from: 100, to: 200, start: 2)
        #expect(log.withoutLayout.prefix(3) == ["delegate.willTransitionTo [\"p0\"]", "p0.willMove(toParent: other)", "p0.viewDidLoad"])
        log.clear()
        settle(window, from: t)
        #expect(log.withoutLayout == ["p0.viewWillDisappear(true)", "p1.viewWillAppear(true)", "p1.viewIsAppearing",
                                      "p0.viewDidDisappear(true)", "p1.viewDidAppear(true)",
                                      "p0.willMove(toParent: nil)", "p0.didMove(toParent: nil)",
                                      "delegate.didFinishAnimating true [\"p1\"] completed false"])
        #expect(same(pvc.viewControllers, [pages[1]]))
        #expect(same(pvc.children, [pages[1]]))
        #expect(sv.contentOffset == CGPoint(x: Self.stride, y: 0))
        #expect(pages[0].view.superview == nil)
    }

    @Test func aFlickShorterThanHalfAPageTurnsOnePage() {
        let (window, pvc, pages, _) = showPages(current: 0)
        // 60 pt in 4 frames (900 pt/s), lifted while moving: paging moves one page in the flick's direction.
        let t = drag(window, from: CGPoint(x: 200, y: 240), to: CGPoint(x: 140, y: 240), start: 2, duration: 4 / 60, steps: 4)
        settle(window, from: t)
        #expect(same(pvc.viewControllers, [pages[1]]))
        #expect(scrollView(of: pvc).contentOffset.x == Self.stride)
    }

    @Test func theFirstPageRubberBandsWithoutATransition() {
        let (window, pvc, pages, log) = showPages(current: 0)
        let sv = scrollView(of: pvc)
        #expect(sv.contentSize.width == 2 * Self.stride)
        #expect(sv.contentOffset.x == 0)
        let t = slowSwipe(window, from: 100, to: 200, start: 2, lift: false)
        #expect(sv.contentOffset.x < 0)   // pulled past the first page
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 240), timestamp: t + frame60)
        window.tick(timestamp: t + frame60)
        settle(window, from: t + frame60)
        #expect(log.withoutLayout.isEmpty)
        #expect(same(pvc.viewControllers, [pages[0]]))
        #expect(sv.contentOffset.x == 0)
    }

    @Test func setViewControllersAnimatedScrollsToTheNewPageAndCallsTheCompletionOnly() {
        let (window, pvc, pages, log) = showPages(current: 0)
        var finished: Bool?
        pvc.setViewControllers([pages[2]], direction: .forward, animated: true) { finished = $0 }
        #expect(log.withoutLayout == ["p2.willMove(toParent: other)", "p2.viewDidLoad",
                                      "p0.viewWillDisappear(true)", "p2.viewWillAppear(true)", "p2.viewIsAppearing"])
        #expect(pages[2].view.frame.minX == Self.stride)   // put next to p0, on the forward side
        // The clock is at 1 (showPages): a tenth of a second into the scroll animation.
        window.tick(timestamp: 1.05)
        window.tick(timestamp: 1.1)
        let mid = scrollView(of: pvc).contentOffset.x
        #expect(mid > 0 && mid < Self.stride)
        #expect(finished == nil)
        log.clear()
        settle(window, from: 1.1)
        #expect(finished == true)
        #expect(log.withoutLayout == ["p0.viewDidDisappear(true)", "p2.viewDidAppear(true)",
                                      "p0.willMove(toParent: nil)", "p0.didMove(toParent: nil)", "p2.didMove(toParent: other)"])
        #expect(same(pvc.viewControllers, [pages[2]]))
        #expect(scrollView(of: pvc).contentOffset.x == Self.stride)   // slots [p1, p2]
    }

    @Test func setViewControllersWithoutAnimationSwapsAtOnceAndTheDidCallbacksComeNextFrame() {
        let (window, pvc, pages, log) = showPages(current: 0)
        var finished: Bool?
        pvc.setViewControllers([pages[2]], direction: .reverse, animated: false) { finished = $0 }
        #expect(finished == true)
        #expect(log.withoutLayout == ["p0.willMove(toParent: nil)", "p0.viewWillDisappear(false)", "p0.didMove(toParent: nil)",
                                      "p2.willMove(toParent: other)", "p2.viewDidLoad", "p2.viewWillAppear(false)",
                                      "p2.didMove(toParent: other)"])
        log.clear()
        window.tick(timestamp: 2)
        #expect(log.withoutLayout == ["p2.viewIsAppearing", "p0.viewDidDisappear(false)", "p2.viewDidAppear(false)"])
        #expect(same(pvc.viewControllers, [pages[2]]))
    }

    @Test func pageDotsShowWhenTheDataSourceGivesAPresentationCount() {
        let (window, pvc, _, _) = showPages(dots: (count: 3, index: 1))
        let dots = pvc.view.subviews.compactMap { $0 as? UIPageControl }.first
        #expect(dots?.isHidden == false)
        #expect(dots?.numberOfPages == 3 && dots?.currentPage == 1)
        // The dots take a 37 pt row along the bottom; the pages are shortened by it.
        #expect(dots?.frame == CGRect(x: 0, y: 480 - 37, width: 320, height: 37))
        #expect(isClose(scrollView(of: pvc).frame.height, 480 - 37))
        let t = slowSwipe(window, from: 260, to: 60, start: 2)
        settle(window, from: t)
        #expect(dots?.currentPage == 2)

        let (_, plain, _, _) = showPages()
        let hiddenDots = plain.view.subviews.compactMap { $0 as? UIPageControl }.allSatisfy { $0.isHidden }
        #expect(hiddenDots)
        #expect(scrollView(of: plain).frame.height == 480)
    }

    @Test func aVerticalPageViewControllerPagesUpward() {
        let log = LifecycleLog()
        let pages = (0..<2).map { StackViewController("p\($0)", log: log) }
        let source = ArrayPageSource(pages, log: log)
        Self.keep.append(source)
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical, options: nil)
        pvc.dataSource = source
        pvc.setViewControllers([pages[0]], direction: .forward, animated: false)
        let window = makeTestWindow()
        window.rootViewController = pvc
        window.tick(timestamp: 0)
        let t = drag(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), start: 1, duration: 0.5, steps: 30, lift: true)
        settle(window, from: t)
        #expect(same(pvc.viewControllers, [pages[1]]))
        #expect(scrollView(of: pvc).contentOffset == CGPoint(x: 0, y: 480))
    }

    @Test func badInputIsLoggedAndChangesNothing() {
        let (_, pvc, pages, _) = showPages()
        var results: [Bool] = []
        let records = LogCapture.records {
            pvc.setViewControllers([pages[0], pages[2]], direction: .forward, animated: false) { results.append($0) }
            pvc.setViewControllers([], direction: .forward, animated: true) { results.append($0) }
            pvc.setViewControllers(nil, direction: .forward, animated: false) { results.append($0) }
        }
        #expect(results == [false, false, false])
        #expect(records.filter { $0.message.contains("setViewControllers") }.count == 3)
        #expect(same(pvc.viewControllers, [pages[1]]))

        let negative = LogCapture.records {
            let odd = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: -5.0])
            odd.loadViewIfNeeded()
        }
        #expect(negative.count == 1)

        let curl = LogCapture.capture {
            UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: NSNumber(value: 2)])
        }
        #expect(curl.records.count == 1 && curl.records[0].message.contains("pageCurl"))
        #expect(curl.result.spineLocation == .mid)
        #expect(curl.result.transitionStyle == .pageCurl)
    }
}
