import Testing
import UIKit

/// Headless renders of small scenes compared with reviewed PNGs in Reference/ (2× scale, DejaVu Sans).
/// Each scene exercises one part of the renderer; the PNGs were looked at before being kept.
@Suite(.serialized) @MainActor
struct ReferenceRenderTests {
    /// Corner radius, border, group opacity, a rotation and a rounded clip.
    @Test func layers() {
        let window = makeTestWindow(width: 200, height: 150)
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        card.backgroundColor = .red
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 3
        card.layer.borderColor = UIColor.black.cgColor
        let group = UIView(frame: CGRect(x: 90, y: 10, width: 100, height: 60))
        group.alpha = 0.5
        for (x, color) in [(0, UIColor.green), (40, UIColor.blue)] {
            let square = UIView(frame: CGRect(x: CGFloat(x), y: 0, width: 60, height: 60))
            square.backgroundColor = color
            group.addSubview(square)
        }
        let tilted = UIView(frame: CGRect(x: 20, y: 90, width: 60, height: 30))
        tilted.backgroundColor = .orange
        tilted.transform = CGAffineTransform(rotationAngle: .pi / 12)
        let clip = UIView(frame: CGRect(x: 110, y: 85, width: 70, height: 50))
        clip.backgroundColor = .lightGray
        clip.clipsToBounds = true
        clip.layer.cornerRadius = 16
        let overflow = UIView(frame: CGRect(x: 30, y: 20, width: 80, height: 80))
        overflow.backgroundColor = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        overflow.layer.cornerRadius = 40
        clip.addSubview(overflow)
        [card, group, tilted, clip].forEach(window.addSubview)
        window.tick(timestamp: 0)
        expectMatchesReference(renderImage(of: window), named: "layers")
    }

    /// Alignment, bold, colour, wrapping and truncation, with accented text.
    @Test func labels() {
        let window = makeTestWindow(width: 240, height: 170)
        window.backgroundColor = .white
        func label(_ text: String, _ y: CGFloat, height: CGFloat = 24, configure: (UILabel) -> Void = { _ in }) {
            let l = UILabel(frame: CGRect(x: 10, y: y, width: 220, height: height))
            l.text = text
            l.backgroundColor = UIColor(white: 0.93, alpha: 1)
            configure(l)
            window.addSubview(l)
        }
        label("Left: Größe naïve café", 6)
        label("Centred bold", 34) { $0.textAlignment = .center; $0.font = .boldSystemFont(ofSize: 17) }
        label("Right, red, 13 pt", 62) { $0.textAlignment = .right; $0.textColor = .red; $0.font = .systemFont(ofSize: 13) }
        label("A longer label that wraps onto more than one line and then stops after three lines, cut with an ellipsis",
              90, height: 52) { $0.numberOfLines = 3; $0.font = .systemFont(ofSize: 14) }
        label("A single line that is far too long to fit in the label", 146) { $0.font = .systemFont(ofSize: 15) }
        window.tick(timestamp: 0)
        expectMatchesReference(renderImage(of: window), named: "labels")
    }

    /// A list of 30 rows scrolled to y = 300 with the (default-style) vertical indicator shown.
    @Test func scrolledList() {
        let window = makeTestWindow(width: 160, height: 200)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 160, height: 30 * 44)
        for i in 0..<30 {
            let row = UILabel(frame: CGRect(x: 0, y: CGFloat(i) * 44, width: 160, height: 44))
            row.text = "  Row \(i + 1)"
            row.backgroundColor = i % 2 == 0 ? .white : UIColor(white: 0.92, alpha: 1)
            scrollView.addSubview(row)
        }
        window.addSubview(scrollView)
        window.tick(timestamp: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scrollView.flashScrollIndicators()
        window.tick(timestamp: 0.1)
        expectMatchesReference(renderImage(of: window), named: "scrolled-list")
    }

    /// The three indicator styles over a mid-grey background: default (dark), black, white.
    @Test func indicatorStyles() {
        let window = makeTestWindow(width: 150, height: 100)
        window.backgroundColor = UIColor(white: 0.5, alpha: 1)
        let styles: [UIScrollView.IndicatorStyle] = [.default, .black, .white]
        for (i, style) in styles.enumerated() {
            let scrollView = UIScrollView(frame: CGRect(x: CGFloat(i) * 50, y: 0, width: 50, height: 100))
            scrollView.contentSize = CGSize(width: 200, height: 300)
            scrollView.indicatorStyle = style
            window.addSubview(scrollView)
            scrollView.contentOffset = CGPoint(x: 50, y: 100)
        }
        window.tick(timestamp: 0)
        window.subviews.compactMap { $0 as? UIScrollView }.forEach { $0.flashScrollIndicators() }
        window.tick(timestamp: 0.1)
        expectMatchesReference(renderImage(of: window), named: "indicator-styles")
    }
}
