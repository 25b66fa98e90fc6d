import HostContextTesting
import Testing
import UIKit

/// String measuring and drawing with attributes: consistent with UILabel, honouring the paragraph
/// style's alignment and truncation.
@Suite(.freshHostContext) @MainActor
struct StringDrawingTests {
    let font = UIFont.systemFont(ofSize: 17)
    let text = "Scroll views show content larger than their bounds, one screen at a time."

    func pixelsUp(_ v: CGFloat) -> CGFloat { ((v * 2) - 1e-6).rounded(.up) / 2 }

    @Test func boundingRectMatchesAWrappingLabel() {
        _ = makeTestWindow()
        let rect = text.boundingRect(with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude),
                                     options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = text
        let fitted = label.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude))
        #expect(rect.origin == .zero)
        #expect(rect.width <= 150 && rect.height > 2 * font.lineHeight)
        #expect(CGSize(width: pixelsUp(rect.width), height: pixelsUp(rect.height)) == fitted)
    }

    @Test func singleLineSizeMatchesAOneLineLabel() {
        _ = makeTestWindow()
        let size = "Hello" .size(withAttributes: [.font: font])
        let label = UILabel()
        label.font = font
        label.text = "Hello"
        #expect(CGSize(width: pixelsUp(size.width), height: pixelsUp(size.height)) == label.sizeThatFits(.zero))
        // Without .usesLineFragmentOrigin: one line, origin at the baseline.
        let context = NSStringDrawingContext()
        let baseline = ("Hello" as NSString).boundingRect(with: CGSize(width: 10, height: 10), options: [],
                                                         attributes: [.font: font], context: context)
        #expect(baseline.size == size && baseline.minY == -font.ascender)
        #expect(context.totalBounds == baseline && context.actualScaleFactor == 1)
    }

    @Test func truncatingParagraphStyleKeepsOneLine() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let rect = text.boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin,
                                     attributes: [.font: font, .paragraphStyle: style], context: nil)
        #expect(isClose(rect.height, "X".size(withAttributes: [.font: font]).height))
        #expect(rect.width <= 100)
    }

    /// The columns with ink in a 1× render of "Hi" drawn in a 200 pt wide rect.
    func inkColumns(_ alignment: NSTextAlignment) -> ClosedRange<Int>? {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 30), format: format).image { _ in
            ("Hi" as NSString).draw(in: CGRect(x: 0, y: 0, width: 200, height: 30),
                                    withAttributes: [.font: font, .foregroundColor: UIColor.black, .paragraphStyle: style])
        }
        let inked = (0..<200).filter { x in (0..<30).contains { y in rgba(image, at: CGPoint(x: x, y: y))[3] > 0 } }
        guard let first = inked.first, let last = inked.last else { return nil }
        return first...last
    }

    @Test func paragraphAlignmentPlacesTheText() throws {
        let width = "Hi".size(withAttributes: [.font: font]).width
        let left = try #require(inkColumns(.left)), centred = try #require(inkColumns(.center)),
            right = try #require(inkColumns(.right))
        #expect(left.lowerBound < 4)
        // Centred: the ink sits (200 − width) / 2 further right than left-aligned ink; right: 200 − width.
        #expect(abs(CGFloat(centred.lowerBound - left.lowerBound) - (200 - width) / 2) <= 1.5)
        #expect(abs(CGFloat(right.lowerBound - left.lowerBound) - (200 - width)) <= 1.5)
    }

    @Test func paragraphStyleCopies() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let copy = style.copy() as! NSParagraphStyle
        style.alignment = .right
        #expect(copy.alignment == .center)
        let mutable = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        #expect(mutable.alignment == .natural && mutable.lineBreakMode == .byWordWrapping)
    }
}
