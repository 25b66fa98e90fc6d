import UIKit

/// Prints scroll view delegate messages with the host time and offset: the Gallery's headless trace.
@MainActor
final class TraceDelegate: UIScrollViewDelegate {
    let name: String
    private var scrolls = 0
    init(name: String) { self.name = name }

    private func line(_ s: UIScrollView, _ message: String) {
        flushScrolls(s)
        print(String(format: "  %7.3f s  %-10@ %@  offset (%.2f, %.2f)", HostClock.now, name as NSString,
                     message as NSString, s.contentOffset.x, s.contentOffset.y))
    }

    private func flushScrolls(_ s: UIScrollView) {
        guard scrolls > 0 else { return }
        print(String(format: "  %7.3f s  %-10@ didScroll ×%d", HostClock.now, name as NSString, scrolls))
        scrolls = 0
    }

    func scrollViewDidScroll(_ s: UIScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { line(s, "willBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        line(s, String(format: "willEndDragging v=(%.3f, %.3f) pt/ms target=(%.2f, %.2f)", v.x, v.y, t.pointee.x, t.pointee.y))
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { line(s, "didEndDragging(willDecelerate: \(d))") }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { line(s, "willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { line(s, "didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { line(s, "didEndScrollingAnimation") }
    func scrollViewDidScrollToTop(_ s: UIScrollView) { line(s, "didScrollToTop") }
}
