import UIKit

/// WWDC 2011's "infinite scrolling" technique: a scroll view subclass that, in `layoutSubviews`,
/// moves the content offset back to the middle whenever it drifts too far, shifting its content by
/// the same amount, so a drag can go on for ever in either direction.
class RecenteringScrollView: UIScrollView {
    let strip = UIView()
    private(set) var recenterCount = 0
    /// The total horizontal distance the content has been shifted by recentring.
    private(set) var totalShift: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentSize = CGSize(width: 5000, height: frame.height)
        strip.frame = CGRect(x: 0, y: 0, width: 5000, height: frame.height)
        strip.backgroundColor = .systemTeal
        addSubview(strip)
        showsHorizontalScrollIndicator = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func recenterIfNecessary() {
        let currentOffset = contentOffset
        let contentWidth = contentSize.width
        let centerOffsetX = (contentWidth - bounds.size.width) / 2
        let distanceFromCenter = abs(currentOffset.x - centerOffsetX)
        if distanceFromCenter > contentWidth / 4 {
            contentOffset = CGPoint(x: centerOffsetX, y: currentOffset.y)
            let shift = centerOffsetX - currentOffset.x
            strip.center.x += shift
            totalShift += shift
            recenterCount += 1
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        recenterIfNecessary()
    }

    /// The position in the endless world under the scroll view's left edge.
    var worldX: CGFloat { contentOffset.x - totalShift }
}

/// Hosts a RecenteringScrollView across the screen, starting in the middle.
class EndlessStripViewController: UIViewController {
    var endless: RecenteringScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        endless = RecenteringScrollView(frame: view.bounds)
        endless.contentOffset = CGPoint(x: (endless.contentSize.width - view.bounds.width) / 2, y: 0)
        view.addSubview(endless)
    }
}
