import HostContextTesting
import UIKit

/// A fresh session: the current host context's clock back at 0 with nothing scheduled, and a
/// 320×480 pt window in that context. A suite with `.freshHostContext` gives each test a context of
/// its own; one without shares the process's and stays `.serialized`. Views start out needing layout, so a test that counts layout passes ticks once
/// first to settle the tree.
@MainActor
func makeTestWindow(width: CGFloat = 320, height: CGFloat = 480) -> UIWindow {
    HostClock.reset()
    return UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// Tolerant comparisons for values that went through division, Bézier solving or least squares.
func isClose(_ a: CGFloat, _ b: CGFloat, within e: CGFloat = 1e-9) -> Bool { abs(a - b) <= e }
func isClose(_ a: Double, _ b: Double, within e: Double = 1e-9) -> Bool { abs(a - b) <= e }
func isClose(_ a: CGPoint, _ b: CGPoint, within e: CGFloat = 1e-9) -> Bool {
    isClose(a.x, b.x, within: e) && isClose(a.y, b.y, within: e)
}
func isClose(_ a: CGSize, _ b: CGSize, within e: CGFloat = 1e-9) -> Bool {
    isClose(a.width, b.width, within: e) && isClose(a.height, b.height, within: e)
}
func isClose(_ a: CGRect, _ b: CGRect, within e: CGFloat = 1e-9) -> Bool {
    isClose(a.origin, b.origin, within: e) && isClose(a.size, b.size, within: e)
}
