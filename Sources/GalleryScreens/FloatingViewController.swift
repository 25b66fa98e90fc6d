import UIKit

/// A view that floats over scrolling content: the pre-Auto Layout recipe of Programming iOS, which
/// moves it back by the offset in `scrollViewDidScroll` so it stays in the top-right corner. The
/// scroll view follows the view's size (autoresizing), and the floater goes back to the corner after
/// every layout, so a resized or rotated window keeps it there.
public final class FloatingViewController: UIViewController, UIScrollViewDelegate {
    public private(set) var scrollView: UIScrollView!
    public private(set) var floater: UIView!
    /// Where the floater sits relative to the visible area (the book's 5 pt from the right, 30 from the top).
    public static let inset = CGPoint(x: 5, y: 30)

    public override func viewDidLoad() {
        super.viewDidLoad()
        let sv = UIScrollView(frame: view.bounds)
        sv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sv.backgroundColor = .white
        sv.delegate = self
        var y: CGFloat = 10
        for i in 0..<40 {
            let lab = UILabel(frame: .zero)
            lab.text = "Scrolling row \(i + 1)"
            lab.sizeToFit()
            lab.frame.origin = CGPoint(x: 10, y: y)
            sv.addSubview(lab)
            y += lab.bounds.height + 10
        }
        sv.contentSize = CGSize(width: sv.bounds.width, height: y)
        let floater = SmileyView(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
        sv.addSubview(floater)
        view.addSubview(sv)
        scrollView = sv
        self.floater = floater
        placeFloater()
    }

    /// A new size: the content is as wide as the scroll view, and the floater returns to its corner.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.contentSize.width = scrollView.bounds.width
        placeFloater()
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) { placeFloater() }

    private func placeFloater() {
        let b = scrollView.bounds
        floater.frame.origin = CGPoint(x: b.maxX - Self.inset.x - floater.bounds.width, y: b.minY + Self.inset.y)
        scrollView.bringSubviewToFront(floater)
    }
}

/// The book's smiley, drawn with paths.
final class SmileyView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func draw(_ rect: CGRect) {
        let b = bounds.insetBy(dx: 2, dy: 2)
        UIColor.yellow.setFill()
        UIColor.black.setStroke()
        let face = UIBezierPath(ovalIn: b)
        face.lineWidth = 2
        face.fill()
        face.stroke()
        UIColor.black.setFill()
        UIBezierPath(ovalIn: CGRect(x: b.minX + b.width * 0.3, y: b.minY + b.height * 0.3, width: 5, height: 7)).fill()
        UIBezierPath(ovalIn: CGRect(x: b.minX + b.width * 0.62, y: b.minY + b.height * 0.3, width: 5, height: 7)).fill()
        let smile = UIBezierPath()
        smile.move(to: CGPoint(x: b.minX + b.width * 0.28, y: b.minY + b.height * 0.62))
        smile.addQuadCurve(to: CGPoint(x: b.minX + b.width * 0.72, y: b.minY + b.height * 0.62),
                           controlPoint: CGPoint(x: b.midX, y: b.minY + b.height * 0.85))
        smile.lineWidth = 2
        smile.stroke()
    }
}
