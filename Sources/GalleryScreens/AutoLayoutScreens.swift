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
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[sv]|", options: [], metrics: nil, views: ["sv": sv]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[sv]|", options: [], metrics: nil, views: ["sv": sv]))
        var previous: UILabel?
        for i in 0..<30 {
            let lab = UILabel()
            lab.translatesAutoresizingMaskIntoConstraints = false
            lab.text = "This is label \(i + 1)"
            sv.addSubview(lab)
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(10)-[lab]", options: [], metrics: nil, views: ["lab": lab]))
            if let previous {
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[prev]-(10)-[lab]", options: [], metrics: nil,
                                                                            views: ["prev": previous, "lab": lab]))
            } else {
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(10)-[lab]", options: [], metrics: nil, views: ["lab": lab]))
            }
            labels.append(lab)
            previous = lab
        }
        if let last = previous {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[lab]-(10)-|", options: [], metrics: nil, views: ["lab": last]))
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
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[sv]|", options: [], metrics: nil, views: ["sv": sv]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[sv]|", options: [], metrics: nil, views: ["sv": sv]))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        content.backgroundColor = UIColor(white: 0.96, alpha: 1)
        sv.addSubview(content)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[c]|", options: [], metrics: nil, views: ["c": content]))
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: sv.topAnchor),
            content.widthAnchor.constraint(equalTo: sv.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 620),
        ])
        // As designed in the nib: the bottom is 100 pt off, which would not scroll; viewDidLoad fixes it.
        bottomConstraint = sv.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 100)
        bottomConstraint.isActive = true
        var previous: UIView?
        for i in 0..<8 {
            let field = UILabel()
            field.translatesAutoresizingMaskIntoConstraints = false
            field.text = "Setting \(i + 1):  ●  On"
            content.addSubview(field)
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(20)-[f]", options: [], metrics: nil, views: ["f": field]))
            if let previous {
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[p]-(40)-[f]", options: [], metrics: nil, views: ["p": previous, "f": field]))
            } else {
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(20)-[f]", options: [], metrics: nil, views: ["f": field]))
            }
            previous = field
        }
        view = root
        scrollView = sv
        contentView = content
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        bottomConstraint.constant = 0
    }
}
