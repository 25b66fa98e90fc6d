import HostContextTesting
import Testing
import HeadlessHost
import UIKit

/// Each window has its screen (`UIWindow.screen`) and so its scale, as on iOS: two hosts of
/// different scales in one process draw, round and composite at their own scale, and neither
/// changes `UIScreen.main`.
@Suite(.freshHostContext) @MainActor struct PerWindowScaleTests {
    /// A view whose `draw(_:)` notes the pixels per point of the context it draws into.
    final class ScaleNotingView: UIView {
        var drawnPixelsPerPoint: CGFloat = 0
        override func draw(_ rect: CGRect) {
            drawnPixelsPerPoint = UIGraphicsGetCurrentContext()?.ctm.a ?? 0
            UIColor.blue.setFill()
            UIRectFill(bounds)
        }
    }

    /// A red square at (10, 10) 20 × 20 pt, a drawn view at (40, 10) 20 × 20 pt, and a label.
    final class ScaleScreenViewController: UIViewController {
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let drawn = ScaleNotingView(frame: CGRect(x: 40, y: 10, width: 20, height: 20))
        let label = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            square.backgroundColor = .red
            label.text = "Scale"
            label.translatesAutoresizingMaskIntoConstraints = false
            [square, drawn, label].forEach(view.addSubview)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            ])
        }
    }

    func rgba(_ image: UIImage, pixelX: Int, pixelY: Int) -> [Int] {
        guard let p = image.cgImage?.rgba(atX: pixelX, y: pixelY) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    @Test func twoWindowsOfDifferentScalesRenderAtTheirOwnScale() throws {
        let mainScale = UIScreen.main.scale
        let one = ScaleScreenViewController(), three = ScaleScreenViewController()
        let hostOne = HeadlessHost(size: CGSize(width: 100, height: 80), scale: 1, rootViewController: one)
        let hostThree = HeadlessHost(size: CGSize(width: 100, height: 80), scale: 3, rootViewController: three)
        #expect(UIScreen.main.scale == mainScale)
        #expect(hostOne.window.screen.scale == 1 && hostThree.window.screen.scale == 3)
        // Interleaved frames: each window keeps its own scale.
        for _ in 0..<2 {
            hostOne.advance(by: 1.0 / 60)
            hostThree.advance(by: 1.0 / 60)
        }
        let imageOne = hostOne.render(), imageThree = hostThree.render()

        #expect(imageOne.scale == 1 && imageThree.scale == 3)
        #expect(imageOne.cgImage?.width == 100 && imageOne.cgImage?.height == 80)
        #expect(imageThree.cgImage?.width == 300 && imageThree.cgImage?.height == 240)
        // The square covers pixels 10..<30 at 1×, 30..<90 at 3×.
        #expect(rgba(imageOne, pixelX: 10, pixelY: 10) == [255, 0, 0, 255])
        #expect(rgba(imageOne, pixelX: 9, pixelY: 10) == [255, 255, 255, 255])
        #expect(rgba(imageThree, pixelX: 30, pixelY: 30) == [255, 0, 0, 255])
        #expect(rgba(imageThree, pixelX: 29, pixelY: 30) == [255, 255, 255, 255])
        #expect(rgba(imageThree, pixelX: 89, pixelY: 89) == [255, 0, 0, 255])
        #expect(rgba(imageThree, pixelX: 90, pixelY: 89) == [255, 255, 255, 255])

        // Backing stores and draw(_:) at the window's scale.
        #expect(one.drawn.contentScaleFactor == 1 && three.drawn.contentScaleFactor == 3)
        #expect(one.drawn.drawnPixelsPerPoint == 1 && three.drawn.drawnPixelsPerPoint == 3)
        #expect(one.view.traitCollection.displayScale == 1 && three.view.traitCollection.displayScale == 3)
        // The label's size is rounded up to whole pixels of its own screen: points at 1×, thirds at 3×.
        let h1 = one.label.frame.height, h3 = three.label.frame.height
        #expect(h1 > 0 && h1 == h1.rounded())
        #expect(h3 > 0 && abs(h3 * 3 - (h3 * 3).rounded()) < 1e-9 && h3 <= h1)
        #expect(UIScreen.main.scale == mainScale)
    }
}
