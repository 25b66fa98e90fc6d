// A "scroll ended" notifier written as iOS libraries write one (Swift 5 mode): each scroll cancels
// the previous delayed call and schedules another, so the call comes once the scrolling has been
// quiet for `quietPeriod` (NSObject's perform(_:with:afterDelay:) debounce); a repeating
// target-action Timer counts ticks while attached. Method references stand in for #selector.
import UIKit

public final class ScrollDebouncer: UIView, UIScrollViewDelegate {
    public let quietPeriod: TimeInterval
    public private(set) var settledOffsets: [CGFloat] = []
    public private(set) var heartbeats = 0
    private var heartbeat: Timer?

    public init(quietPeriod: TimeInterval) {
        self.quietPeriod = quietPeriod
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        UIResponder.cancelPreviousPerformRequests(withTarget: self, selector: Selector(Self.scrollingSettled), object: scrollView)
        perform(Selector(Self.scrollingSettled), with: scrollView, afterDelay: quietPeriod)
    }

    func scrollingSettled(_ scrollView: UIScrollView) {
        settledOffsets.append(scrollView.contentOffset.y)
    }

    public func startHeartbeat(every interval: TimeInterval) {
        heartbeat = Timer.scheduledTimer(timeInterval: interval, target: self, selector: Selector(Self.beat),
                                         userInfo: nil, repeats: true)
    }

    public func stopHeartbeat() {
        heartbeat?.invalidate()
        heartbeat = nil
    }

    func beat(_ timer: Timer) { heartbeats += 1; beatTimes.append(CACurrentMediaTime()) }
    public private(set) var beatTimes: [CFTimeInterval] = []

    public var canSettle: Bool { responds(to: Selector(Self.scrollingSettled)) }
}
