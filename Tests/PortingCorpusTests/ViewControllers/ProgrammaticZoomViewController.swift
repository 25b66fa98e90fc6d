import UIKit

/// Zoom buttons the iOS way: `setZoomScale(_:animated:)` by a factor, with the delegate told when
/// the zoom ends; a map-like view zooms between 1× and 4×.
class ProgrammaticZoomViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let mapView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    private(set) var endedScales: [CGFloat] = []
    private(set) var zoomCallbacks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        mapView.backgroundColor = .green
        scrollView.addSubview(mapView)
        scrollView.contentSize = mapView.bounds.size
        view.addSubview(scrollView)
    }

    func zoomIn() {
        scrollView.setZoomScale(min(scrollView.zoomScale * 2, scrollView.maximumZoomScale), animated: true)
    }

    func zoomOut() {
        scrollView.setZoomScale(max(scrollView.zoomScale / 2, scrollView.minimumZoomScale), animated: true)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { mapView }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { zoomCallbacks += 1 }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        endedScales.append(scale)
    }
}
