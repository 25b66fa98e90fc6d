import HeadlessHost
import UIKit

/// A window showing one view controller whose view holds `content`, for the library-shaped
/// modules' tests (320 × 480 points, the host clock at 0).
@MainActor
func hostShowing(_ content: UIView, size: CGSize = CGSize(width: 320, height: 480)) -> HeadlessHost {
    let controller = UIViewController(nibName: nil, bundle: nil)
    controller.view.addSubview(content)
    let host = HeadlessHost(size: size, rootViewController: controller)
    host.tick()
    return host
}
