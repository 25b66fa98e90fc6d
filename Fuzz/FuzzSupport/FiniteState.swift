import UIKit

/// What every fuzz target checks after each step: no view, layer or scroll view in a window holds a
/// NaN or infinite number. ScrollKit's setters replace non-finite values (docs/PORTING.md, "Bad
/// input"), so one that got through is a bug; the check traps, which libFuzzer reports as a crash
/// with the input that caused it.
@MainActor
public enum FiniteState {
    /// Traps naming the first non-finite value under `view` (inclusive) and where it was found.
    public static func check(_ view: UIView, step: String) {
        if let problem = firstProblem(in: view) { fatalError("non-finite state after \(step): \(problem)") }
    }

    /// Traps when `value` is not finite.
    public static func check(_ values: [CGFloat], _ what: String, step: String) {
        if !values.allSatisfy(\.isFinite) { fatalError("non-finite \(what) after \(step): \(values)") }
    }

    static func firstProblem(in view: UIView) -> String? {
        func finite(_ r: CGRect) -> Bool { [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) }
        let t = view.transform
        guard finite(view.frame), finite(view.bounds), view.center.x.isFinite, view.center.y.isFinite,
              [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), view.alpha.isFinite else {
            return "\(type(of: view)) frame \(view.frame) bounds \(view.bounds) center \(view.center) transform \(t)"
        }
        if let scrollView = view as? UIScrollView {
            let o = scrollView.contentOffset, s = scrollView.contentSize
            guard [o.x, o.y, s.width, s.height, scrollView.zoomScale].allSatisfy(\.isFinite) else {
                return "UIScrollView offset \(o) size \(s) zoom \(scrollView.zoomScale)"
            }
        }
        let layer = view.layer
        guard finite(layer.frame), finite(layer.bounds), layer.position.x.isFinite, layer.position.y.isFinite else {
            return "\(type(of: layer)) frame \(layer.frame) bounds \(layer.bounds)"
        }
        for subview in view.subviews { if let problem = firstProblem(in: subview) { return problem } }
        return nil
    }
}

/// The bytes libFuzzer hands a target, as `Data` (a copy: targets keep nothing past the call).
public func fuzzInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Data {
    guard let bytes, count > 0 else { return Data() }
    return Data(bytes: bytes, count: count)
}
