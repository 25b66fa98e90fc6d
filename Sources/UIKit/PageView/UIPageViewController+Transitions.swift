import Foundation

/// One page change under way: a swipe (the finger moves the scroll view) or an animated
/// `setViewControllers` (the scroll view animates to the new page).
@MainActor
final class PageTransition {
    enum Kind { case swipe, programmatic }
    let kind: Kind
    let old: UIViewController
    let pending: UIViewController
    let direction: UIPageViewController.NavigationDirection
    let completion: ((Bool) -> Void)?
    init(kind: Kind, old: UIViewController, pending: UIViewController, direction: UIPageViewController.NavigationDirection,
         completion: ((Bool) -> Void)?) {
        self.kind = kind; self.old = old; self.pending = pending; self.direction = direction; self.completion = completion
    }
}

/// The scroll view's delegate: turns its drag, paging snap and animation into page transitions.
@MainActor
final class PageScrollCoordinator: UIScrollViewDelegate {
    weak var owner: UIPageViewController?
    init(owner: UIPageViewController) { self.owner = owner }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { owner?.scrollViewMoved() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner?.scrollViewCameToRest() }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner?.scrollViewCameToRest() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { owner?.scrollViewCameToRest() }
}

/// Slots, layout and the transitions (see UIPageViewController's summary for the rules and order).
extension UIPageViewController {
    /// The pages in the scroll view's slots, in order: the neighbours the data source gave around the current page.
    var slots: [UIViewController] { [before, current, after].compactMap { $0 } }
    /// The current page's slot (0 without a page before it).
    var currentSlot: Int { before == nil ? 0 : 1 }
    private var isHorizontal: Bool { navigationOrientation == .horizontal }

    /// Whether the data source asked for dots (`presentationCount(for:)` > 0).
    private var showsPageControl: Bool { pageControl.numberOfPages > 0 }

    /// The pages' size: the view, less the dots' row and the bottom safe-area inset under it when shown.
    var pageSize: CGSize {
        let b = view.bounds.size
        let dots = showsPageControl ? Self.pageControlHeight + view.safeAreaInsets.bottom : 0
        return CGSize(width: b.width, height: max(0, b.height - dots))
    }

    /// From one page to the next in the scroll view: a page and the gap.
    var pageStride: CGFloat { isHorizontal ? pageSize.width + interPageSpacing : pageSize.height + interPageSpacing }

    func slotFrame(_ slot: Int) -> CGRect {
        let s = pageSize, at = CGFloat(slot) * pageStride
        return CGRect(origin: isHorizontal ? CGPoint(x: at, y: 0) : CGPoint(x: 0, y: at), size: s)
    }

    private func offset(ofSlot slot: Int) -> CGPoint {
        let at = CGFloat(slot) * pageStride
        return isHorizontal ? CGPoint(x: at, y: 0) : CGPoint(x: 0, y: at)
    }

    private var axisOffset: CGFloat { isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y }

    /// The window has this page view controller on screen (its pages get appearance callbacks).
    private var isAppearanceActive: Bool { appearance == .appeared || appearance == .appearing }

    /// Lays out the scroll view, the pages in it and the dots; at rest the offset is the current slot's.
    func layoutPages() {
        guard isViewLoaded else { return }
        let b = view.bounds, s = pageSize
        pageControl.isHidden = !showsPageControl
        pageControl.frame = CGRect(x: 0, y: s.height, width: b.width, height: Self.pageControlHeight)
        scrollView.frame = isHorizontal ? CGRect(x: 0, y: 0, width: s.width + interPageSpacing, height: s.height)
                                        : CGRect(x: 0, y: 0, width: s.width, height: s.height + interPageSpacing)
        let list = slots
        for (i, page) in list.enumerated() where page.viewIfLoaded?.superview === scrollView {
            page.view.frame = slotFrame(i)
        }
        let length = pageStride * CGFloat(list.count)
        scrollView.contentSize = isHorizontal ? CGSize(width: length, height: s.height) : CGSize(width: s.width, height: length)
        if transition == nil, !scrollView.isTracking, !scrollView.isDecelerating, !scrollView.isScrollAnimating {
            recentre()
        }
    }

    /// Puts the offset on the current slot without a swipe.
    private func recentre() {
        let target = offset(ofSlot: currentSlot)
        guard scrollView.contentOffset != target else { return }
        isRecentering = true
        scrollView.contentOffset = target
        isRecentering = false
    }

    /// Asks the data source for the current page's neighbours.
    func reloadNeighbours() {
        guard let current else { before = nil; after = nil; return }
        func checked(_ page: UIViewController?, _ side: String) -> UIViewController? {
            guard let page, page !== current else {
                if page != nil { Log.uikit.warning("UIPageViewController: the data source gave the current page as the page \(side) it; treated as none") }
                return nil
            }
            return page
        }
        before = checked(dataSource?.pageViewController(self, viewControllerBefore: current), "before")
        after = checked(dataSource?.pageViewController(self, viewControllerAfter: current), "after")
        if before != nil, before === after { after = nil }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Reads the dots' count and index from the data source (after `setViewControllers`, as iOS does).
    private func reloadPresentation() {
        let count = max(0, dataSource?.presentationCount(for: self) ?? 0)
        pageControl.numberOfPages = count
        if count > 0, let index = dataSource?.presentationIndex(for: self) { pageControl.currentPage = index }
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: setViewControllers

    func performSetViewControllers(_ controllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                   completion: ((Bool) -> Void)?) {
        guard let controllers, controllers.count == 1, let new = controllers.first else {
            Log.uikit.warning("UIPageViewController.setViewControllers: the scroll style shows one view controller, not \(controllers?.count ?? 0); ignored")
            completion?(false)
            return
        }
        guard transition == nil, !scrollView.isDragging, !scrollView.isDecelerating else {
            Log.uikit.warning("UIPageViewController.setViewControllers during a page transition; ignored (retry when it ends)")
            completion?(false)
            return
        }
        if let old = current, old !== new, animated, isViewLoaded, viewIfLoaded?.window?.isHidden == false {
            beginAnimatedChange(from: old, to: new, direction: direction, completion: completion)
            reloadPresentation()
            return
        }
        replaceCurrent(with: new)
        reloadPresentation()
        completion?(true)
    }

    /// Swaps the current page at once; on screen, the window sends the will-callbacks now and the
    /// did-callbacks at its next frame.
    private func replaceCurrent(with new: UIViewController) {
        let old = current
        guard old !== new else { return reloadNeighbours() }
        let window = viewIfLoaded?.window
        let onScreen = isAppearanceActive && window != nil
        if let old {
            old.willMove(toParent: nil)
            if onScreen { window?.beginAppearance(of: old, appearing: false) }
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        addChild(new)
        current = new
        reloadNeighbours()
        if isViewLoaded {
            new.view.frame = slotFrame(currentSlot)
            scrollView.addSubview(new.view)
        }
        if onScreen { window?.beginAppearance(of: new, appearing: true) }
        new.didMove(toParent: self)
        viewIfLoaded?.setNeedsLayout()
    }

    /// Animated `setViewControllers`: the new page goes next to the current one and the scroll view scrolls to it.
    private func beginAnimatedChange(from old: UIViewController, to new: UIViewController, direction: NavigationDirection,
                                     completion: ((Bool) -> Void)?) {
        for neighbour in [before, after] where neighbour !== new { neighbour?.viewIfLoaded?.removeFromSuperview() }
        if direction == .forward { after = new } else { before = new }
        if before === after { direction == .forward ? (before = nil) : (after = nil) }
        layoutPages()   // the slots changed: the offset follows the current page
        transition = PageTransition(kind: .programmatic, old: old, pending: new, direction: direction, completion: completion)
        enter(new)
        scrollView.isScrollEnabled = false
        scrollView.setContentOffset(offset(ofSlot: slots.firstIndex { $0 === new } ?? currentSlot), animated: true)
    }

    /// The pending page joins: a child, its view in its slot, its will-appear (and the current page's will-disappear).
    private func enter(_ pending: UIViewController) {
        guard let old = current else { return }
        addChild(pending)
        pending.view.frame = slotFrame(slots.firstIndex { $0 === pending } ?? currentSlot)
        scrollView.addSubview(pending.view)
        if isAppearanceActive {
            old.beginAppearanceTransition(false, animated: true)
            pending.beginAppearanceTransition(true, animated: true)
            pending.sendIsAppearing()
        }
    }

    // MARK: Swipes

    /// The scroll view moved: a drag leaving the current page toward a neighbour starts a swipe to it
    /// (or turns one that went the other way around).
    func scrollViewMoved() {
        // Only a finger starts or turns a swipe: the paging snap's spring may swing past the rest offset.
        guard !isRecentering, let current, scrollView.isTracking, scrollView.isDragging else { return }
        if transition?.kind == .programmatic { return }
        let rest = offset(ofSlot: currentSlot)
        let delta = axisOffset - (isHorizontal ? rest.x : rest.y)
        guard abs(delta) > 0.0001 else { return }
        let direction: NavigationDirection = delta > 0 ? .forward : .reverse
        guard let target = direction == .forward ? after : before else { return }
        if let running = transition {
            guard running.direction != direction else { return }
            abandon(running)
        }
        delegate?.pageViewController(self, willTransitionTo: [target])
        transition = PageTransition(kind: .swipe, old: current, pending: target, direction: direction, completion: nil)
        enter(target)
    }

    /// A drag that turned to the other side: the page it was going to leaves again.
    private func abandon(_ t: PageTransition) {
        transition = nil
        if isAppearanceActive {
            t.pending.beginAppearanceTransition(false, animated: true)
            t.pending.endAppearanceTransition()
        }
        leave(t.pending)
    }

    /// `page` stops being a child: `willMove(toParent: nil)`, its view out of the scroll view, `removeFromParent()`.
    private func leave(_ page: UIViewController) {
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    /// The scroll view is at rest: the transition under way completes (it rests on the pending page)
    /// or is cancelled (it sprang back).
    func scrollViewCameToRest() {
        guard !scrollView.isTracking else { return }   // a finger caught the motion: the swipe goes on
        scrollView.isScrollEnabled = true
        guard let t = transition else { return layoutPages() }
        let list = slots
        let slot = Int((axisOffset / max(pageStride, 1)).rounded())
        let landed = list.indices.contains(slot) ? list[slot] : current
        transition = nil
        if landed === t.pending { complete(t) } else { cancel(t) }
    }

    private func complete(_ t: PageTransition) {
        if isAppearanceActive {
            t.old.endAppearanceTransition()
            t.pending.endAppearanceTransition()
        }
        leave(t.old)
        t.pending.didMove(toParent: self)
        current = t.pending
        if showsPageControl { pageControl.currentPage += t.direction == .forward ? 1 : -1 }
        if t.kind == .swipe {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [t.old], transitionCompleted: true)
        }
        reloadNeighbours()
        layoutPages()
        t.completion?(true)
    }

    private func cancel(_ t: PageTransition) {
        if isAppearanceActive {
            t.pending.beginAppearanceTransition(false, animated: true)
            t.old.beginAppearanceTransition(true, animated: true)
            t.old.sendIsAppearing()
            t.pending.endAppearanceTransition()
            t.old.endAppearanceTransition()
        }
        leave(t.pending)
        if t.kind == .swipe {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [t.old], transitionCompleted: false)
        }
        if t.kind == .programmatic { reloadNeighbours() }
        layoutPages()
        t.completion?(false)
    }
}
