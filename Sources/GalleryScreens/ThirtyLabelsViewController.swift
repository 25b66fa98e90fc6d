import UIKit

/// Programming iOS 6, "Creating a Scroll View in Code": 30 labels, each sized to fit and placed 10 pt
/// below the previous one; the content size comes from the last label's frame.
public final class ThirtyLabelsViewController: UIViewController {
    public private(set) var scrollView: UIScrollView!
    public private(set) var labels: [UILabel] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        let sv = UIScrollView(frame: view.bounds)
        sv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sv.backgroundColor = .white
        view.addSubview(sv)
        var y: CGFloat = 10
        for i in 0..<30 {
            let lab = UILabel(frame: .zero)
            lab.text = "This is label \(i + 1)"
            lab.sizeToFit()
            var f = lab.frame
            f.origin = CGPoint(x: 10, y: y)
            lab.frame = f
            sv.addSubview(lab)
            labels.append(lab)
            y += lab.bounds.height + 10
        }
        var size = sv.bounds.size
        size.height = y
        sv.contentSize = size
        scrollView = sv
    }

    /// A new width: the content is as wide as the scroll view (no sideways scrolling).
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.contentSize.width = scrollView.bounds.width
    }
}

/// The iOS 7 chapter's variant: the labels live in one content view, which is the scroll view's only
/// subview and whose size is the content size. The content view is kept as wide as the scroll view
/// when the window's size changes.
public final class ContentViewViewController: UIViewController {
    public private(set) var scrollView: UIScrollView!
    public private(set) var contentView: UIView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let sv = UIScrollView(frame: view.bounds)
        sv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sv.backgroundColor = UIColor(white: 0.95, alpha: 1)
        view.addSubview(sv)
        let content = UIView(frame: .zero)
        content.backgroundColor = .white
        var y: CGFloat = 10
        for i in 0..<30 {
            let lab = UILabel(frame: .zero)
            lab.text = "This is label \(i + 1)"
            lab.sizeToFit()
            lab.frame.origin = CGPoint(x: 10, y: y)
            content.addSubview(lab)
            y += lab.bounds.height + 10
        }
        content.frame = CGRect(x: 0, y: 0, width: sv.bounds.width, height: y)
        sv.addSubview(content)
        sv.contentSize = content.bounds.size
        scrollView = sv
        contentView = content
    }

    /// A new width: the content view (and so the content size) follows the scroll view's width.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard contentView.frame.width != scrollView.bounds.width else { return }
        contentView.frame.size.width = scrollView.bounds.width
        scrollView.contentSize = contentView.bounds.size
    }
}
