import UIKit

/// Programming iOS 6, ch. 20: a draggable subview inside a scroll view. The marker has its own pan
/// recognizer, so dragging it moves the marker, not the content; dragging elsewhere scrolls.
class DraggableMarkerViewController: UIViewController {
    let scrollView = UIScrollView()
    let map = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let marker = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = map.bounds.size
        view.addSubview(scrollView)
        map.backgroundColor = .green
        scrollView.addSubview(map)
        marker.backgroundColor = .red
        map.addSubview(marker)
        let pan = UIPanGestureRecognizer(target: self, action: Self.dragging)
        marker.addGestureRecognizer(pan)
    }

    func dragging(_ p: UIPanGestureRecognizer) {
        guard let v = p.view else { return }
        switch p.state {
        case .began, .changed:
            let delta = p.translation(in: v.superview)
            var c = v.center
            c.x += delta.x
            c.y += delta.y
            v.center = c
            p.setTranslation(.zero, in: v.superview)
        default:
            break
        }
    }
}
