import CoreGraphics
import UIKit

/// Views and images the snapshot tests render: plain colour fills (no text), so their pixels are known
/// without rendering them and do not depend on the installed fonts.
@MainActor
enum SnapshotFixtures {
    /// A 120 × 80 pt view: a blue background, a 40 × 40 pt red square at (10, 10), a green 30 × 20 pt
    /// bar at (70, 50).
    static func badge(squareColor: UIColor = .red) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.backgroundColor = .blue
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        square.backgroundColor = squareColor
        view.addSubview(square)
        let bar = UIView(frame: CGRect(x: 70, y: 50, width: 30, height: 20))
        bar.backgroundColor = .green
        view.addSubview(bar)
        return view
    }

    /// A scroll view of ten 30 pt stripes alternating white and black, scrolled down by `offset` points.
    static func stripes(offset: CGFloat) -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 60, height: 90))
        scroll.contentSize = CGSize(width: 60, height: 300)
        scroll.showsVerticalScrollIndicator = false
        scroll.showsHorizontalScrollIndicator = false
        for i in 0..<10 {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 30, width: 60, height: 30))
            stripe.backgroundColor = i.isMultiple(of: 2) ? .white : .black
            scroll.addSubview(stripe)
        }
        scroll.contentOffset = CGPoint(x: 0, y: offset)
        return scroll
    }

    /// An image of `width` × `height` pixels at scale 1, every pixel `fill` (0xAARRGGBB, premultiplied)
    /// except `changed`, whose pixels (index = y × width + x) are `changedFill`.
    nonisolated static func image(width: Int, height: Int, fill: UInt32, changed: Set<Int> = [], changedFill: UInt32 = 0) -> UIImage {
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for i in 0..<(width * height) {
            let word = changed.contains(i) ? changedFill : fill
            withUnsafeBytes(of: word) { pixels.append(contentsOf: $0) }
        }
        let cg = CGImage(width: width, height: height, bytesPerRow: width * 4, premultipliedARGB32: pixels)!
        return UIImage(cgImage: cg, scale: 1, orientation: .up)
    }

    /// An opaque grey pixel word.
    nonisolated static func grey(_ v: UInt32) -> UInt32 { 0xFF00_0000 | v << 16 | v << 8 | v }
}

/// A view controller whose view is a yellow background with a 100 × 50 pt purple panel centred by
/// autoresizing margins at any size.
final class PanelViewController: UIViewController {
    private(set) var appearances: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .yellow
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        panel.backgroundColor = .purple
        panel.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        panel.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        view.addSubview(panel)
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); appearances.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); appearances.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); appearances.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); appearances.append("didDisappear") }
}
