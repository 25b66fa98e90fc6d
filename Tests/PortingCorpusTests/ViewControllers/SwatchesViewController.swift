import UIKit

/// A custom-drawn view in a scroll view: `draw(_:)` paints system-colour swatches with UIKit's
/// rectangle functions, and `snapshotImage()` renders a label that was never on screen through its
/// layer, as apps do to make images of views.
class SwatchView: UIView {
    static let swatchColors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemYellow]
    let swatchHeight: CGFloat = 100

    override func draw(_ rect: CGRect) {
        for (i, color) in SwatchView.swatchColors.enumerated() {
            color.setFill()
            UIRectFill(CGRect(x: 0, y: CGFloat(i) * swatchHeight, width: bounds.width, height: swatchHeight))
        }
        UIColor.black.setFill()   // UIRectFrame paints with the fill colour
        UIRectFrame(bounds)
    }
}

class SwatchesViewController: UIViewController {
    let scrollView = UIScrollView()
    let swatches = SwatchView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.addSubview(swatches)
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        view.addSubview(scrollView)
    }

    /// An image of a label made in code, never added to a window.
    func snapshotImage() -> UIImage {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "Snapshot"
        label.font = UIFont.systemFont(ofSize: 40)
        label.textColor = .black
        label.backgroundColor = .white
        let renderer = UIGraphicsImageRenderer(bounds: label.bounds)
        return renderer.image { context in
            label.layer.render(in: context.cgContext)
        }
    }
}
