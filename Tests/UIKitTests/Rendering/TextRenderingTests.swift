import HostContextTesting
import Testing
import UIKit

/// Fonts, labels and string drawing measured and drawn by Pango with DejaVu Sans. Sizes are checked
/// against ranges (DejaVu Sans at 17 pt: a line is about 1.16 em) rather than exact metrics.
@Suite(.freshHostContext) @MainActor
struct TextRenderingTests {
    @Test func systemFontLineHeightIsAboutOnePointOneSixEm() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.lineHeight > 17 * 1.1 && font.lineHeight < 17 * 1.25)
        #expect(font.ascender > 12 && font.ascender < 18 && font.descender < 0)
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == "DejaVu Sans Bold")
        #expect(UIFont(name: "DejaVu Sans Mono", size: 12) != nil)
        #expect(UIFont(name: "No Such Family", size: 12) == nil)
    }

    @Test func singleLineLabelSizeGrowsWithTextAndFont() {
        _ = makeTestWindow()
        let label = UILabel()
        label.text = "Hello"
        let small = label.sizeThatFits(.zero)
        label.text = "Hello, world"
        let wider = label.sizeThatFits(.zero)
        label.font = .systemFont(ofSize: 34)
        let bigger = label.sizeThatFits(.zero)
        #expect(small.width > 30 && small.width < 60)
        #expect(small.height > 17 && small.height < 22)
        #expect(wider.width > small.width && wider.height == small.height)
        #expect(isClose(bigger.width, wider.width * 2, within: 2) && bigger.height > 2 * small.height - 2)
        // Rounded up to whole pixels of the 2× screen.
        #expect((small.width * 2).rounded() == small.width * 2)
        #expect(label.intrinsicContentSize == bigger)
        label.text = ""
        #expect(label.sizeThatFits(.zero) == .zero)
    }

    @Test func sizeToFitAndBoldAreWider() {
        _ = makeTestWindow()
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        label.text = "Some text"
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 5, y: 5))
        #expect(label.frame.size == label.sizeThatFits(.zero))
        let regular = label.frame.width
        label.font = .boldSystemFont(ofSize: 17)
        #expect(label.sizeThatFits(.zero).width > regular)
    }

    @Test func multiLineLabelsWrapAtTheGivenWidth() {
        _ = makeTestWindow()
        let label = UILabel()
        label.text = "The quick brown fox jumps over the lazy dog, then rests in the shade of an old tree."
        let oneLine = label.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(oneLine.width > 300)                     // one line ignores the width
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(wrapped.width <= 100)
        #expect(wrapped.height > 4 * oneLine.height)
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(isClose(two.height, 2 * oneLine.height, within: 1))
    }

    @Test func stringMeasuringMatchesTheFont() {
        _ = makeTestWindow()
        let size = "Größe naïve café".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        #expect(size.width > 100 && size.width < 220)
        #expect(isClose(size.height, UIFont.systemFont(ofSize: 20).lineHeight, within: 0.01))
        let defaultSize = ("abc" as NSString).size(withAttributes: nil)
        #expect(isClose(defaultSize.height, UIFont.systemFont(ofSize: 12).lineHeight, within: 0.01))
    }

    @Test func labelDrawsItsTextInItsColour() {
        _ = makeTestWindow()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "████"
        label.textColor = .red
        label.textAlignment = .center
        let image = renderImage(of: label, scale: 1)
        #expect(isNear(rgba(image, at: CGPoint(x: 60, y: 20)), [255, 0, 0, 255], tolerance: 8))
        #expect(rgba(image, at: CGPoint(x: 2, y: 20)) == [0, 0, 0, 0])   // centred: the left edge is empty
        #expect(rgba(image, at: CGPoint(x: 60, y: 2)) == [0, 0, 0, 0])   // centred vertically
    }

    @Test func stringDrawingPaintsInTheCurrentContext() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 30), format: format).image { _ in
            "██".draw(at: CGPoint(x: 10, y: 5), withAttributes: [.font: UIFont.systemFont(ofSize: 20),
                                                                 .foregroundColor: UIColor.blue])
        }
        #expect(isNear(rgba(image, at: CGPoint(x: 15, y: 15)), [0, 0, 255, 255], tolerance: 8))
        #expect(rgba(image, at: CGPoint(x: 5, y: 15)) == [0, 0, 0, 0])
    }
}
