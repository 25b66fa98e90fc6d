// A pull-to-refresh written the way UIKit libraries are (Swift 5 language mode): it watches the
// scroll view by key-value observing (`contentOffset` and `panGestureRecognizer.state` with
// `observe`, `contentSize` with `addObserver(_:forKeyPath:…)`), enlarges `contentInset.top` while refreshing and puts it
// back afterwards, keeps itself on the scroll view with an associated object, and logs with os.log.
// It compiles against ScrollKit with the porter's edit for os.log (docs/PORTING.md): Apple's `os` and
// `ObjectiveC` imports are kept for iOS behind `canImport`, and ScrollKit's UnifiedLogging stands in.
import UIKit
#if canImport(ObjectiveC)
import ObjectiveC
#endif
#if canImport(os)
import os.log
#else
import UnifiedLogging
#endif

private let log = Logger(subsystem: "example.pulltorefresh", category: "refresh")
private var refresherKey: UInt8 = 0
private var contentSizeContext: UInt8 = 0

public final class PullToRefreshView: UIView {
    public enum State { case idle, armed, refreshing }

    /// How far past the top the content must be pulled before a release refreshes.
    public let threshold: CGFloat
    /// The height the view takes above the content while refreshing (added to the top inset).
    public let height: CGFloat
    public private(set) var state: State = .idle
    /// Called once per refresh.
    public var action: (() -> Void)?
    /// The inset the scroll view had before the refresh enlarged it.
    public private(set) var insetBeforeRefresh: UIEdgeInsets = .zero

    private weak var scrollView: UIScrollView?
    private var offsetObservation: NSKeyValueObservation?
    private var panObservation: NSKeyValueObservation?
    /// The offsets this view was told, newest last (tests read it to check the reports).
    public private(set) var observedOffsets: [CGFloat] = []
    public private(set) var contentSizeChanges: [(old: CGSize, new: CGSize)] = []

    public init(height: CGFloat, threshold: CGFloat) {
        self.height = height
        self.threshold = threshold
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Installs the view above `scrollView`'s content and starts observing.
    public func attach(to scrollView: UIScrollView) {
        self.scrollView = scrollView
        scrollView.addSubview(self)
        frame = CGRect(x: 0, y: -height, width: max(scrollView.bounds.width, scrollView.contentSize.width), height: height)
        objc_setAssociatedObject(scrollView, &refresherKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        offsetObservation = scrollView.observe(\.contentOffset, options: [.old, .new]) { [weak self] scrollView, change in
            guard let self, let offset = change.newValue else { return }
            self.offsetDidChange(offset, in: scrollView)
        }
        scrollView.addObserver(self, forKeyPath: "contentSize", options: [.old, .new], context: &contentSizeContext)
        panObservation = scrollView.observe(\.panGestureRecognizer.state, options: [.new]) { [weak self] scrollView, change in
            if change.newValue == .ended { self?.releaseIfArmed(scrollView) }
        }
    }

    /// Stops observing and removes the view.
    public func detach() {
        guard let scrollView else { return }
        offsetObservation?.invalidate()
        offsetObservation = nil
        scrollView.removeObserver(self, forKeyPath: "contentSize", context: &contentSizeContext)
        panObservation?.invalidate()
        panObservation = nil
        objc_setAssociatedObject(scrollView, &refresherKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        removeFromSuperview()
        self.scrollView = nil
    }

    /// The refresher attached to `scrollView`, if any.
    public static func attached(to scrollView: UIScrollView) -> PullToRefreshView? {
        objc_getAssociatedObject(scrollView, &refresherKey) as? PullToRefreshView
    }

    public override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                      context: UnsafeMutableRawPointer?) {
        guard let scrollView = object as? UIScrollView else { return }
        if context == &contentSizeContext {
            let old = (change?[.oldKey] as? NSValue)?.cgSizeValue ?? .zero
            let new = (change?[.newKey] as? NSValue)?.cgSizeValue ?? .zero
            contentSizeChanges.append((old, new))
            frame.size.width = max(scrollView.bounds.width, new.width)
        }
    }

    private func offsetDidChange(_ offset: CGPoint, in scrollView: UIScrollView) {
        observedOffsets.append(offset.y)
        guard state != .refreshing, scrollView.isDragging else { return }
        let pulled = -(offset.y + scrollView.adjustedContentInset.top)
        state = pulled >= threshold ? .armed : .idle
    }

    private func releaseIfArmed(_ scrollView: UIScrollView) {
        guard state == .armed else { return }
        state = .refreshing
        insetBeforeRefresh = scrollView.contentInset
        var inset = scrollView.contentInset
        inset.top += height
        scrollView.contentInset = inset
        log.info("refreshing, top inset \(inset.top, privacy: .public)")
        os_log("refresh began", log: OSLog(subsystem: "example.pulltorefresh", category: "legacy"), type: .debug)
        action?()
    }

    /// Ends the refresh: the inset goes back to what it was and the content returns to the top.
    public func endRefreshing() {
        guard state == .refreshing, let scrollView else { return }
        state = .idle
        scrollView.contentInset = insetBeforeRefresh
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top), animated: false)
        log.debug("refresh ended")
    }
}
