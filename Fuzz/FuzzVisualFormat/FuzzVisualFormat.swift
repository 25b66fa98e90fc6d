import Foundation
import FuzzSupport
import UIKit

/// libFuzzer target: the bytes as a visual format string over three views (`a`, `b`, `c`) and two
/// metrics (`m` = 8, `big` = 1e6), with the options taken from the first byte. Whatever constraints
/// come out are activated and laid out; every frame must stay finite.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = fuzzInput(bytes, count)
    let optionBits = UInt(data.first ?? 0)
    let format = String(decoding: data.dropFirst(), as: UTF8.self)
    MainActor.assumeIsolated {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        var views: [String: Any] = [:]
        for name in ["a", "b", "c"] {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views[name] = view
        }
        // Alignment options (bits 0…10) and one direction (bits 16, 17), as UIKit defines them.
        let options = NSLayoutConstraint.FormatOptions(rawValue: (optionBits & 0x7F) | ((optionBits & 0x80) << 9))
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                         metrics: ["m": 8, "big": 1e6], views: views)
        NSLayoutConstraint.activate(constraints)
        FiniteState.check(root, step: "activating \(constraints.count) constraints")
        window.tick(timestamp: 1.0 / 60)
        FiniteState.check(root, step: "layout")
    }
    return 0
}
