import UIKit

/// The app's one screen: a vertical scroll view of 40 labelled rows, built in code (no storyboard).
class ViewController: UIViewController {
    /// Rows in the scroll view, and each row's height (a label of 44 pt plus 6 pt of space).
    static let rowCount = 40, rowHeight: CGFloat = 50
    let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: view.bounds.width, height: CGFloat(Self.rowCount) * Self.rowHeight)
        for row in 0..<Self.rowCount {
            let label = UILabel(frame: CGRect(x: 20, y: CGFloat(row) * Self.rowHeight, width: 280, height: 44))
            label.text = "Row \(row + 1)"
            scrollView.addSubview(label)
        }
        view.addSubview(scrollView)
    }
}
