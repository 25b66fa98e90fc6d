import UIKit

/// WWDC 2010 session 104's ImageScrollView: a UIScrollView subclass whose `layoutSubviews` centres
/// the zoomed view while it is smaller than the bounds, the sample code's way.
class CenteringImageScrollView: UIScrollView, UIScrollViewDelegate {
    var imageView: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        bouncesZoom = true
        decelerationRate = .fast
        delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func display(_ view: UIView) {
        imageView?.removeFromSuperview()
        imageView = view
        addSubview(view)
        contentSize = view.frame.size
        let xScale = bounds.size.width / view.frame.size.width
        let yScale = bounds.size.height / view.frame.size.height
        minimumZoomScale = min(xScale, yScale)
        maximumZoomScale = 2
        zoomScale = minimumZoomScale
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let imageView else { return }
        let boundsSize = bounds.size
        var frameToCenter = imageView.frame
        if frameToCenter.size.width < boundsSize.width {
            frameToCenter.origin.x = (boundsSize.width - frameToCenter.size.width) / 2
        } else {
            frameToCenter.origin.x = 0
        }
        if frameToCenter.size.height < boundsSize.height {
            frameToCenter.origin.y = (boundsSize.height - frameToCenter.size.height) / 2
        } else {
            frameToCenter.origin.y = 0
        }
        imageView.frame = frameToCenter
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
}

/// Shows one 400×200 picture in the centring scroll view, filling the main view.
class CenteredPhotoViewController: UIViewController {
    var imageScrollView: CenteringImageScrollView!
    let picture = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))

    override func loadView() {
        imageScrollView = CenteringImageScrollView(frame: UIScreen.main.bounds)
        view = imageScrollView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        picture.backgroundColor = .purple
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if picture.superview == nil { imageScrollView.display(picture) }
    }
}
