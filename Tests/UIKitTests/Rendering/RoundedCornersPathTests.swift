import HostContextTesting
import Testing
import UIKit

/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` filled by a view's `draw(_:)`: the
/// chosen corners are cut by a quarter ellipse, the others stay square.
@Suite(.freshHostContext) @MainActor
struct RoundedCornersPathTests {
    final class CornerView: UIView {
        var corners: UIRectCorner = []
        var radii = CGSize(width: 20, height: 20)
        override func draw(_ rect: CGRect) {
            UIColor.black.setFill()
            UIBezierPath(roundedRect: bounds, byRoundingCorners: corners, cornerRadii: radii).fill()
        }
    }

    /// Straight RGBA at pixel (x, y) of a 1× render.
    func alpha(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> Int { rgba(image, at: CGPoint(x: x, y: y))[3] }

    @Test func onlyTheNamedCornersAreRounded() {
        let view = CornerView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.isOpaque = false
        view.backgroundColor = nil
        view.corners = [.topLeft, .bottomRight]
        let image = renderImage(of: view, scale: 1)
        // A circle of radius 20 centred at (20, 20) leaves the pixel at (2, 2) outside: its centre
        // (2.5, 2.5) is 24.7 pt from (20, 20). The same pixel at a square corner is filled.
        #expect(alpha(image, 2, 2) == 0)                 // top left: rounded
        #expect(alpha(image, 97, 57) == 0)               // bottom right: rounded
        #expect(alpha(image, 97, 2) == 255)              // top right: square
        #expect(alpha(image, 2, 57) == 255)              // bottom left: square
        // Inside the arc near the corner: (8.5, 8.5) is 16.3 pt from the centre, within 20.
        #expect(alpha(image, 8, 8) == 255)
        #expect(alpha(image, 50, 30) == 255)
    }

    @Test func radiiAreClampedToHalfTheSide() {
        let view = CornerView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.isOpaque = false
        view.backgroundColor = nil
        view.corners = .allCorners
        view.radii = CGSize(width: 100, height: 100)
        let image = renderImage(of: view, scale: 1)
        // Clamped to 20 on a 40-pt square: a disc of radius 20 centred at (20, 20).
        #expect(alpha(image, 20, 20) == 255)
        #expect(alpha(image, 3, 3) == 0)        // (3.5, 3.5) is 23 pt from the centre
        #expect(alpha(image, 19, 1) == 255)     // (19.5, 1.5) is 18.5 pt from the centre
        #expect(alpha(image, 36, 36) == 0)
    }
}
