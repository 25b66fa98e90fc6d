import HostContextTesting
import Testing
import UIKit

/// UIRectFill/UIRectFrame copy the fill colour (Apple: "kCGBlendModeCopy"); the blend-mode forms
/// blend as told. Pixels are read back from a 1× renderer.
@Suite(.freshHostContext) @MainActor
struct RectDrawingTests {
    func render(_ body: () -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            body()
        }
    }

    let halfRed = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)

    @Test func rectFillReplacesWithTheColour() {
        let image = render {
            halfRed.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 8))
        }
        #expect(isNear(rgba(image, at: CGPoint(x: 1, y: 1)), [255, 0, 0, 128], tolerance: 1))
        #expect(rgba(image, at: CGPoint(x: 5, y: 1)) == [255, 255, 255, 255])
    }

    @Test func rectFillUsingNormalBlends() {
        let image = render {
            halfRed.setFill()
            UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 4, height: 8), .normal)
        }
        // Over white: 0.5·red + 0.5·white = (255, 127.5, 127.5).
        #expect(isNear(rgba(image, at: CGPoint(x: 1, y: 1)), [255, 128, 128, 255], tolerance: 1))
        let multiplied = render {
            UIColor(white: 0.5, alpha: 1).setFill()
            UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 4, height: 8), .multiply)
        }
        #expect(isNear(rgba(multiplied, at: CGPoint(x: 1, y: 1)), [128, 128, 128, 255], tolerance: 1))
    }

    @Test func rectFrameIsOneUnitInsideTheRect() {
        let image = render {
            UIColor.blue.setFill()
            UIRectFrame(CGRect(x: 1, y: 1, width: 6, height: 5))
        }
        let blue = [0, 0, 255, 255], white = [255, 255, 255, 255]
        #expect(rgba(image, at: CGPoint(x: 1, y: 1)) == blue)
        #expect(rgba(image, at: CGPoint(x: 6, y: 5)) == blue)
        #expect(rgba(image, at: CGPoint(x: 3, y: 1)) == blue)
        #expect(rgba(image, at: CGPoint(x: 2, y: 2)) == white)
        #expect(rgba(image, at: CGPoint(x: 0, y: 0)) == white)
        #expect(rgba(image, at: CGPoint(x: 7, y: 6)) == white)
    }

    @Test func rectClipLimitsLaterFills() {
        let image = render {
            UIRectClip(CGRect(x: 0, y: 0, width: 2, height: 8))
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(rgba(image, at: CGPoint(x: 1, y: 4)) == [0, 255, 0, 255])
        #expect(rgba(image, at: CGPoint(x: 2, y: 4)) == [255, 255, 255, 255])
    }

    @Test func drawingCallsWithoutAContextDoNothing() {
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIRectFrame(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIRectClip(.zero)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
