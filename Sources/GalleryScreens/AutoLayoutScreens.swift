import UIKit

/// Programming iOS 7, ch. 7, "Creating a Scroll View in Code" with Auto Layout: 30 labels placed by
/// visual format strings; the constraints to the scroll view's edges define `contentSize`, and a
/// smiley pinned to the scroll view's superview floats over the scrolling labels.
public final class AutoLayoutLabelsViewController: UIViewController {
    public private(set) var scrollView: UIScrollView!
    public private(set) var labels: [UILabel] = []
    public private(set) var floater: UIView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let sv = UIScrollView()
        sv.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sv)
        pin("H:|[sv]|", ["sv": sv])
        pin("V:|[sv]|", ["sv": sv])
        labels = stackLabels((1...30).map { "This is label \($0)" }, in: sv, inset: 10, spacing: 10)
        if let last = labels.last {
            pin("V:[lab]-(10)-|", ["lab": last])
        }
        // The floating image: pinned to something outside the scroll view (its superview).
        let smiley = SmileyView(frame: .zero)
        smiley.translatesAutoresizingMaskIntoConstraints = false
        sv.addSubview(smiley)
        NSLayoutConstraint.activate([
            smiley.widthAnchor.constraint(equalToConstant: 48), smiley.heightAnchor.constraint(equalToConstant: 48),
            smiley.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -5),
            smiley.topAnchor.constraint(equalTo: view.topAnchor, constant: 30),
        ])
        scrollView = sv
        floater = smiley
    }
}

/// The iOS 7 chapter's settings form: a content view designed taller than the screen whose bottom
/// constraint is fixed in `viewDidLoad`, so the constraints define a scrollable content size.
public final class AutoLayoutFormViewController: UIViewController {
    public private(set) var scrollView: UIScrollView!
    public private(set) var contentView: UIView!
    private var bottomConstraint: NSLayoutConstraint!

    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        let sv = UIScrollView()
        sv.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(sv)
        pin("H:|[sv]|", ["sv": sv])
        pin("V:|[sv]|", ["sv": sv])
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        content.backgroundColor = UIColor(white: 0.96, alpha: 1)
        sv.addSubview(content)
        pin("H:|[c]|", ["c": content])
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: sv.topAnchor),
            content.widthAnchor.constraint(equalTo: sv.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 620),
        ])
        // As designed in the nib: the bottom is 100 pt off, which would not scroll; viewDidLoad fixes it.
        bottomConstraint = sv.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 100)
        bottomConstraint.isActive = true
        _ = stackLabels((1...8).map { "Setting \($0):  ●  On" }, in: content, inset: 20, spacing: 40)
        view = root
        scrollView = sv
        contentView = content
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        bottomConstraint.constant = 0
    }
}

/// Activates the constraints of one visual format string (the seeds' recurring call).
@MainActor
func pin(_ format: String, _ views: [String: Any]) {
    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
}

/// The seeds' recurring layout: labels down the left of `container`, `inset` from its top-left edges
/// and `spacing` apart, placed with visual format strings.
@MainActor
func stackLabels(_ texts: [String], in container: UIView, inset: CGFloat, spacing: CGFloat) -> [UILabel] {
    var labels: [UILabel] = []
    for text in texts {
        let lab = UILabel()
        lab.translatesAutoresizingMaskIntoConstraints = false
        lab.text = text
        container.addSubview(lab)
        pin("H:|-(\(inset))-[lab]", ["lab": lab])
        if let previous = labels.last {
            pin("V:[prev]-(\(spacing))-[lab]", ["prev": previous, "lab": lab])
        } else {
            pin("V:|-(\(inset))-[lab]", ["lab": lab])
        }
        labels.append(lab)
    }
    return labels
}
