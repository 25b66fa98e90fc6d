import UIKit

/// A full-screen scroll view under the status bar and home indicator: with
/// `contentInsetAdjustmentBehavior = .automatic` the safe area becomes `adjustedContentInset`, so
/// the content starts below the status bar and ends above the home indicator. A label pinned to the
/// safe-area guide sits below the status bar.
class SafeAreaListViewController: UIViewController {
    let scrollView = UIScrollView()
    let header = UILabel()
    private(set) var safeAreaChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 1000)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        view.addSubview(scrollView)

        header.text = "Header"
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
        ])
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges += 1
    }
}
