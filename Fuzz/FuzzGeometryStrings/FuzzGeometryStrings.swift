import Foundation
import FuzzSupport
import UIKit

/// libFuzzer target: the bytes as the strings `NSStringFromCGRect` and friends write
/// (`CGRectFromString`, `CGPointFromString`, `CGSizeFromString`, `CGAffineTransformFromString`,
/// `UIEdgeInsetsFromString`), each result applied to a view in a window (frame, scroll offset,
/// content size, transform, insets) and laid out; the window must stay finite after each step.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeometryStrings(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let string = String(decoding: fuzzInput(bytes, count), as: UTF8.self)
    MainActor.assumeIsolated {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView(frame: window.bounds)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scrollView.addSubview(box)
        window.addSubview(scrollView)
        box.frame = CGRectFromString(string)
        FiniteState.check(window, step: "frame = CGRectFromString")
        scrollView.contentSize = CGSizeFromString(string)
        FiniteState.check(window, step: "contentSize = CGSizeFromString")
        scrollView.contentOffset = CGPointFromString(string)
        FiniteState.check(window, step: "contentOffset = CGPointFromString")
        box.transform = CGAffineTransformFromString(string)
        FiniteState.check(window, step: "transform = CGAffineTransformFromString")
        scrollView.contentInset = UIEdgeInsetsFromString(string)
        FiniteState.check(window, step: "contentInset = UIEdgeInsetsFromString")
        window.tick(timestamp: 1.0 / 60)
        FiniteState.check(window, step: "a frame")
    }
    return 0
}
