import Testing
import UIKit
import LogCapture
import HeadlessHost

/// What masks, `zPosition` and 3D transforms look like, read from the window's frames (the frame
/// pipeline's composite, as a host shows it) at scale 1.
@Suite(.serialized) @MainActor
struct LayerDrawingTests {
    let red = [255, 0, 0, 255], blue = [0, 0, 255, 255], white = [255, 255, 255, 255]

    func scene() -> (HeadlessHost, UIView) {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.backgroundColor = .white
        host.window.addSubview(view)
        host.tick()
        return (host, view)
    }

    func square(_ color: CGColor, _ frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.backgroundColor = color
        layer.frame = frame
        return layer
    }

    @Test func aMaskLayersAlphaCutsTheLayerAndItsSublayers() {
        let (host, view) = scene()
        let box = square(CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGRect(x: 20, y: 20, width: 100, height: 100))
        box.addSublayer(square(CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGRect(x: 50, y: 0, width: 50, height: 100)))
        // Opaque over the left 40 points, half transparent over the next 20, nothing elsewhere.
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        mask.addSublayer(square(CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGRect(x: 0, y: 0, width: 40, height: 100)))
        mask.addSublayer(square(CGColor(red: 0, green: 0, blue: 0, alpha: 0.5), CGRect(x: 40, y: 0, width: 20, height: 100)))
        box.mask = mask
        view.layer.addSublayer(box)
        host.tick()
        let image = host.render()
        #expect(rgba(image, at: CGPoint(x: 30, y: 50)) == red)                // under the opaque part
        #expect(isNear(rgba(image, at: CGPoint(x: 65, y: 50)), [255, 128, 128, 255]))  // red at half over white
        #expect(isNear(rgba(image, at: CGPoint(x: 75, y: 50)), [128, 128, 255, 255]))  // the blue sublayer, cut too
        #expect(rgba(image, at: CGPoint(x: 100, y: 50)) == white)             // no mask: nothing drawn
    }

    @Test func aMaskViewCutsTheView() {
        let (host, view) = scene()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .red
        let maskView = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        maskView.backgroundColor = .black
        card.mask = maskView
        #expect(card.layer.mask === maskView.layer)
        view.addSubview(card)
        host.tick()
        let image = host.render()
        #expect(rgba(image, at: CGPoint(x: 50, y: 50)) == red)
        #expect(rgba(image, at: CGPoint(x: 10, y: 10)) == white)
        #expect(rgba(image, at: CGPoint(x: 80, y: 50)) == white)
    }

    @Test func zPositionOrdersSiblings() {
        let (host, view) = scene()
        let back = square(CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGRect(x: 10, y: 10, width: 60, height: 60))
        let front = square(CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGRect(x: 40, y: 40, width: 60, height: 60))
        view.layer.addSublayer(back)
        view.layer.addSublayer(front)
        host.tick()
        #expect(rgba(host.render(), at: CGPoint(x: 55, y: 55)) == blue)    // array order: the later on top
        back.zPosition = 1
        host.tick()
        #expect(rgba(host.render(), at: CGPoint(x: 55, y: 55)) == red)     // a higher zPosition on top
        #expect(view.layer.sublayers?.last === front)                       // the array is unchanged
    }

    @Test func anAffineTransformIsDrawnExactly() {
        let (host, view) = scene()
        let bar = square(CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGRect(x: 80, y: 90, width: 40, height: 20))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        view.layer.addSublayer(bar)
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)     // about the centre (100, 100)
        CATransaction.commit()
        host.tick()
        let image = host.render()
        // Turned a quarter: 20 wide and 40 tall around (100, 100).
        #expect(rgba(image, at: CGPoint(x: 100, y: 81)) == red)
        #expect(rgba(image, at: CGPoint(x: 100, y: 118)) == red)
        #expect(rgba(image, at: CGPoint(x: 85, y: 100)) == white)
        #expect(rgba(image, at: CGPoint(x: 91, y: 100)) == red)
        #expect(rgba(image, at: CGPoint(x: 111, y: 100)) == white)
    }

    @Test func aPerspectiveFacingTheViewerScalesByTheDepth() {
        let (host, view) = scene()
        let tile = square(CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGRect(x: 90, y: 90, width: 20, height: 20))
        view.layer.addSublayer(tile)
        host.tick()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        // 250 points nearer, seen from 500: w = 1 - 250/500 = 0.5, so it looks twice as big.
        tile.transform = CATransform3DTranslate(perspective, 0, 0, 250)
        CATransaction.commit()
        host.tick()
        let image = host.render()
        #expect(rgba(image, at: CGPoint(x: 81, y: 100)) == red)            // 40 wide around 100
        #expect(rgba(image, at: CGPoint(x: 118, y: 118)) == red)
        #expect(rgba(image, at: CGPoint(x: 78, y: 100)) == white)
        #expect(rgba(image, at: CGPoint(x: 121, y: 100)) == white)
        #expect(tile.frame == CGRect(x: 80, y: 80, width: 40, height: 40))
    }

    @Test func aTiltedLayerIsDrawnFlatWithOneLogLine() {
        let (host, view) = scene()
        let tile = square(CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGRect(x: 90, y: 90, width: 20, height: 20))
        view.layer.addSublayer(tile)
        host.tick()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let records = LogCapture.records {
            tile.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
            tile.transform = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        }
        #expect(records.filter { $0.message.contains("orthographic") }.count == 1)
        host.tick()
        #expect(rgba(host.render(), at: CGPoint(x: 100, y: 100)) == red)
    }
}
