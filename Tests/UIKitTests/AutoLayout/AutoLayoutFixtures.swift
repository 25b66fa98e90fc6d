@testable import UIKit

/// A test "label": a view whose `intrinsicContentSize` is given
/// explicitly, with UIKit's default hugging 250 and compression resistance 750.
final class SizedView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: CGSize { size }
}

/// A plain view for constraint tests, `translatesAutoresizingMaskIntoConstraints = false`.
@MainActor
func constrainedView() -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    return v
}

/// The reference's root: a parentless 320 × 480 view (its own layout root).
@MainActor
func referenceRoot(width: CGFloat = 320, height: CGFloat = 480) -> UIView {
    HostClock.reset()
    AutoLayoutDiagnostics.recent.removeAll()
    return UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// Activates the constraints of one visual format string.
@MainActor
@discardableResult
func vfl(_ format: String, _ views: [String: UIView], metrics: [String: Any]? = nil,
         options: NSLayoutConstraint.FormatOptions = []) -> [NSLayoutConstraint] {
    let constraints = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
    NSLayoutConstraint.activate(constraints)
    return constraints
}

/// The logged "Unable to simultaneously satisfy constraints" messages since the root was made.
@MainActor
var unsatisfiableLogs: [String] {
    AutoLayoutDiagnostics.recent.filter { $0.contains("Unable to simultaneously satisfy constraints") }
}

/// T16's scroll view: 30 labels of 100 × 20, each `H:|-(10)-[lab]-(10)-|` (or leading only), chained
/// vertically with 10 pt gaps, the last pinned to the bottom.
@MainActor
func labelColumn(in container: UIView, count: Int = 30, trailing: Bool = true,
                 width: (Int) -> CGFloat = { _ in 100 }) -> (labels: [SizedView], spacings: [NSLayoutConstraint]) {
    var labels: [SizedView] = []
    var spacings: [NSLayoutConstraint] = []
    for i in 0..<count {
        let lab = SizedView(width(i), 20)
        container.addSubview(lab)
        vfl(trailing ? "H:|-(10)-[lab]-(10)-|" : "H:|-(10)-[lab]", ["lab": lab])
        if let prev = labels.last {
            spacings += vfl("V:[prev]-(10)-[lab]", ["prev": prev, "lab": lab])
        } else {
            vfl("V:|-(10)-[lab]", ["lab": lab])
        }
        labels.append(lab)
    }
    vfl("V:[lab]-(10)-|", ["lab": labels.last!])
    return (labels, spacings)
}
