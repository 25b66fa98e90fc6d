import UIKit

/// A view controller in a navigation stack, written as on iOS: overrides that call super, logging
/// appearance and containment callbacks as "name.callback" (layout callbacks as well, prefixed so
/// tests can leave them out).
@MainActor
class StackViewController: UIViewController {
    let name: String
    let log: LifecycleLog

    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name.capitalized
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func record(_ callback: String) { log.entries.append("\(name).\(callback)") }

    private func describe(_ parent: UIViewController?) -> String {
        switch parent {
        case nil: return "nil"
        case is UINavigationController: return "nav"
        default: return "other"
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        record("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear(\(animated))") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); record("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); record("layout.viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); record("layout.viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); record("willMove(toParent: \(describe(parent)))") }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); record("didMove(toParent: \(describe(parent)))") }
}

/// A navigation delegate that writes into the same log.
@MainActor
final class LoggingNavigationDelegate: UINavigationControllerDelegate {
    let log: LifecycleLog
    init(log: LifecycleLog) { self.log = log }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.entries.append("delegate.willShow \((viewController as? StackViewController)?.name ?? "?")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.entries.append("delegate.didShow \((viewController as? StackViewController)?.name ?? "?")")
    }
}

extension LifecycleLog {
    /// The entries without layout callbacks (their count depends on how often frames change).
    var withoutLayout: [String] { entries.filter { !$0.contains(".layout.") } }
}

/// CSS/Core Animation ease-in-ease-out, cubic Bézier (0.42, 0), (0.58, 1), solved here by bisection
/// independently of ScrollKit's timing-function code: the fraction done at `t` in 0...1.
func easeInEaseOut(_ t: Double) -> Double {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<60 {
        let mid = (lo + hi) / 2
        if bezier(mid, 0.42, 0.58) < t { lo = mid } else { hi = mid }
    }
    return bezier((lo + hi) / 2, 0, 1)
}

/// Where a view is drawn now (its layer's presentation position), in its superview.
@MainActor
func presentedCenter(_ view: UIView) -> CGPoint { view.layer.presentation()?.position ?? view.center }

/// Ticks at 60 Hz from `start` until the window needs no frames (at most `limit` seconds).
@MainActor @discardableResult
func settle(_ window: UIWindow, from start: TimeInterval, limit: TimeInterval = 5) -> TimeInterval {
    var t = start
    while window.needsFrames && t < start + limit { t += frame60; window.tick(timestamp: t) }
    return t
}

/// Whether two controller lists hold the same controllers in the same order (identity).
@MainActor
func same(_ a: [UIViewController]?, _ b: [UIViewController]) -> Bool {
    guard let a else { return false }
    return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}
