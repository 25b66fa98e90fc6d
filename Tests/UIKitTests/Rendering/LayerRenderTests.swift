import HostContextTesting
import Testing
import UIKit

/// `layer.render(in:)` composites background, corner radius, border, opacity, hiding, masking,
/// transforms about the anchor point and bounds origins, checked pixel by pixel at scale 1.
@Suite(.freshHostContext) @MainActor
struct LayerRenderTests {
    func root(_ size: CGFloat = 100) -> UIView {
        _ = makeTestWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: size, height: size))
        v.backgroundColor = .white
        return v
    }

    @Test func backgroundColorIsForwardedToTheLayerAndDrawn() {
        let view = root()
        #expect(view.layer.backgroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        child.backgroundColor = .red
        view.addSubview(child)
        let image = renderImage(of: view, scale: 1)
        #expect(rgba(image, at: CGPoint(x: 10, y: 20)) == [255, 0, 0, 255])
        #expect(rgba(image, at: CGPoint(x: 39, y: 59)) == [255, 0, 0, 255])
        #expect(rgba(image, at: CGPoint(x: 40, y: 59)) == [255, 255, 255, 255])
        child.backgroundColor = nil
        #expect(child.layer.backgroundColor == nil)
    }

    @Test func opacityBlendsAndHiddenViewsVanish() {
        let view = root()
        let half = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        half.backgroundColor = .black
        half.alpha = 0.5
        let hidden = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        view.addSubview(half)
        view.addSubview(hidden)
        let image = renderImage(of: view, scale: 1)
        #expect(isNear(rgba(image, at: CGPoint(x: 25, y: 25)), [128, 128, 128, 255]))
        #expect(rgba(image, at: CGPoint(x: 75, y: 75)) == [255, 255, 255, 255])
    }

    @Test func halfOpaqueParentIsCompositedAsOneGroup() {
        let view = root()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.alpha = 0.5
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 100)); a.backgroundColor = .black
        let b = UIView(frame: CGRect(x: 40, y: 0, width: 60, height: 100)); b.backgroundColor = .black
        parent.addSubview(a); parent.addSubview(b)
        view.addSubview(parent)
        let image = renderImage(of: view, scale: 1)
        // The overlap (x 40–60) is as grey as the rest: children do not show through each other.
        #expect(isNear(rgba(image, at: CGPoint(x: 50, y: 50)), rgba(image, at: CGPoint(x: 20, y: 50))))
        #expect(isNear(rgba(image, at: CGPoint(x: 20, y: 50)), [128, 128, 128, 255]))
    }

    @Test func masksToBoundsClipsChildrenToTheRoundedRect() {
        let view = root()
        let clip = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        clip.clipsToBounds = true
        clip.layer.cornerRadius = 20
        let child = UIView(frame: CGRect(x: -50, y: -50, width: 200, height: 200))
        child.backgroundColor = .blue
        clip.addSubview(child)
        view.addSubview(clip)
        let image = renderImage(of: view, scale: 1)
        #expect(rgba(image, at: CGPoint(x: 50, y: 50)) == [0, 0, 255, 255])
        #expect(rgba(image, at: CGPoint(x: 5, y: 50)) == [255, 255, 255, 255])    // outside the frame
        #expect(rgba(image, at: CGPoint(x: 11, y: 11)) == [255, 255, 255, 255])   // cut corner
        #expect(rgba(image, at: CGPoint(x: 30, y: 11)) == [0, 0, 255, 255])       // past the corner
    }

    @Test func borderIsDrawnInsideTheEdgeAboveChildren() {
        let view = root()
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        box.layer.borderWidth = 4
        box.layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let child = UIView(frame: box.bounds)
        child.backgroundColor = .green
        box.addSubview(child)
        view.addSubview(box)
        let image = renderImage(of: view, scale: 1)
        #expect(rgba(image, at: CGPoint(x: 11, y: 30)) == [255, 0, 0, 255])
        #expect(rgba(image, at: CGPoint(x: 13, y: 30)) == [255, 0, 0, 255])
        #expect(rgba(image, at: CGPoint(x: 14, y: 30)) == [0, 255, 0, 255])
        #expect(rgba(image, at: CGPoint(x: 9, y: 30)) == [255, 255, 255, 255])
    }

    @Test func transformsTurnAboutTheCentre() {
        let view = root()
        let bar = UIView(frame: CGRect(x: 40, y: 10, width: 20, height: 80))   // a vertical bar
        bar.backgroundColor = .red
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)               // now horizontal
        view.addSubview(bar)
        let image = renderImage(of: view, scale: 1)
        #expect(rgba(image, at: CGPoint(x: 15, y: 50)) == [255, 0, 0, 255])
        #expect(rgba(image, at: CGPoint(x: 85, y: 50)) == [255, 0, 0, 255])
        #expect(rgba(image, at: CGPoint(x: 50, y: 15)) == [255, 255, 255, 255])
        #expect(rgba(image, at: CGPoint(x: 50, y: 50)) == [255, 0, 0, 255])
    }

    @Test func scrollViewContentShiftsWithContentOffset() {
        let window = makeTestWindow(width: 100, height: 100)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentSize = CGSize(width: 100, height: 300)
        for (i, color) in [UIColor.red, .green, .blue].enumerated() {
            let band = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: 100, height: 100))
            band.backgroundColor = color
            scrollView.addSubview(band)
        }
        window.addSubview(scrollView)
        window.tick(timestamp: 0)
        #expect(rgba(renderImage(of: window, scale: 1), at: CGPoint(x: 50, y: 10)) == [255, 0, 0, 255])
        scrollView.contentOffset = CGPoint(x: 0, y: 150)
        let image = renderImage(of: window, scale: 1)
        #expect(rgba(image, at: CGPoint(x: 50, y: 10)) == [0, 255, 0, 255])    // content y 160
        #expect(rgba(image, at: CGPoint(x: 50, y: 60)) == [0, 0, 255, 255])    // content y 210
        // Rendering the scroll view itself: its bounds origin (the offset) lands at the top-left.
        #expect(rgba(renderImage(of: scrollView, scale: 1), at: CGPoint(x: 50, y: 10)) == [0, 255, 0, 255])
    }

    @Test func scrollIndicatorsHaveRoundEnds() throws {
        let window = makeTestWindow(width: 100, height: 100)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        window.addSubview(scrollView)
        window.tick(timestamp: 0)
        scrollView.flashScrollIndicators()
        window.displayIfNeeded()
        let indicator = try #require(scrollView.subviews.last)
        #expect(indicator.alpha == 1)
        #expect(indicator.layer.cornerRadius == min(indicator.bounds.width, indicator.bounds.height) / 2)
        #expect(indicator.layer.cornerRadius > 0)
    }
}
