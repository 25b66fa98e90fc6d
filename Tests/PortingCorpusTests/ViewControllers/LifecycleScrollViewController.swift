import UIKit

/// Apple's advice in the scroll view programming guide: flash the scroll indicators when the scroll
/// view appears, so the user learns it scrolls. The controller also logs its appearance callbacks
/// and resizes its content when the window's size changes.
class LifecycleScrollViewController: UIViewController {
    let scrollView = UIScrollView()
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 3000)
        view.addSubview(scrollView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
        scrollView.flashScrollIndicators()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("viewDidDisappear")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        events.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
        scrollView.contentSize = CGSize(width: size.width, height: 3000)
    }
}
