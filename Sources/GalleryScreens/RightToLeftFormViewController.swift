import UIKit

/// "Settings form (right-to-left)": the Auto Layout settings form as an Arabic or Hebrew user sees
/// it. The form itself is unchanged iOS code written with leading and trailing edges; this container
/// forces its subtree right to left with `semanticContentAttribute`, the way an iOS app previews a
/// right-to-left layout without changing the device's language, so the labels sit against the right
/// edge and the window's own direction is left alone.
public final class RightToLeftFormViewController: UIViewController {
    /// The form inside, as the "Auto Layout: settings form" screen builds it.
    public let form = AutoLayoutFormViewController()

    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        root.semanticContentAttribute = .forceRightToLeft
        view = root
        addChild(form)
        form.view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(form.view)
        NSLayoutConstraint.activate([
            form.view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            form.view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            form.view.topAnchor.constraint(equalTo: root.topAnchor),
            form.view.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        form.didMove(toParent: self)
    }

    private var placedAtTop = false

    /// The form's scroll view is not this screen's content view (it is the child's), so the
    /// navigation controller does not start it below the bar; it is started there once, at its first
    /// layout with the bar's inset, as iOS code that embeds a scroll view in a child controller does.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !placedAtTop, let scrollView = form.scrollView, scrollView.adjustedContentInset.top > 0 else { return }
        placedAtTop = true
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
    }
}
