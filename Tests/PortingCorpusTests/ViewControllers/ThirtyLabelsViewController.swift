import UIKit

/// Programming iOS 7, ch. 7, first example, in Swift: thirty labels placed by frames in a scroll view
/// that fills the main view, and the content size set by hand from the running y.
class ThirtyLabelsViewController: UIViewController {
    var scrollView: UIScrollView!
    private(set) var labels: [UILabel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let sv = UIScrollView(frame: view.bounds)
        sv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sv.backgroundColor = .white
        view.addSubview(sv)
        var y: CGFloat = 10
        for i in 0..<30 {
            let lab = UILabel()
            lab.text = "This is label \(i + 1)"
            lab.sizeToFit()
            var f = lab.frame
            f.origin = CGPoint(x: 10, y: y)
            lab.frame = f
            sv.addSubview(lab)
            labels.append(lab)
            y += lab.bounds.size.height + 10
        }
        var sz = sv.bounds.size
        sz.height = y
        sv.contentSize = sz
        scrollView = sv
    }
}
