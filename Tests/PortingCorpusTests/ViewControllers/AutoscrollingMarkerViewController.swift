import UIKit

/// Programming iOS 6, ch. 20, autoscrolling: while a dragged marker is held near the bottom edge of
/// the visible area, a display link scrolls the content (and carries the marker along) 4 pt a frame.
class AutoscrollingMarkerViewController: UIViewController {
    let scrollView = UIScrollView()
    let marker = UIView(frame: CGRect(x: 140, y: 100, width: 40, height: 40))
    private var link: CADisplayLink?
    let edge: CGFloat = 60
    let step: CGFloat = 4

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 3000)
        view.addSubview(scrollView)
        marker.backgroundColor = .red
        scrollView.addSubview(marker)
        marker.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.dragging))
    }

    var isAutoscrolling: Bool { link != nil }

    func dragging(_ p: UIPanGestureRecognizer) {
        switch p.state {
        case .began, .changed:
            let delta = p.translation(in: scrollView)
            marker.center = CGPoint(x: marker.center.x + delta.x, y: marker.center.y + delta.y)
            p.setTranslation(.zero, in: scrollView)
            let nearBottom = marker.frame.maxY > scrollView.bounds.maxY - edge
            if nearBottom && link == nil {
                link = CADisplayLink(target: self, selector: Self.autoscroll)
                link?.add(to: .main, forMode: .common)
            } else if !nearBottom {
                stopAutoscrolling()
            }
        default:
            stopAutoscrolling()
        }
    }

    func autoscroll(_ link: CADisplayLink) {
        let maxY = scrollView.contentSize.height - scrollView.bounds.height
        let dy = min(step, maxY - scrollView.contentOffset.y)
        guard dy > 0 else { return }
        scrollView.contentOffset.y += dy
        marker.center.y += dy
    }

    private func stopAutoscrolling() {
        link?.invalidate()
        link = nil
    }
}
