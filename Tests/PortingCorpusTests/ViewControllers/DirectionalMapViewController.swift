import UIKit

/// A large two-dimensional content (a map) with directional lock on, as spreadsheet-like views use:
/// a drag that starts mostly vertical stays vertical.
class DirectionalMapViewController: UIViewController {
    let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: 3000, height: 3000)
        scrollView.isDirectionalLockEnabled = true
        view.addSubview(scrollView)
        let grid = UIView(frame: CGRect(origin: .zero, size: scrollView.contentSize))
        grid.backgroundColor = .brown
        scrollView.addSubview(grid)
    }
}
