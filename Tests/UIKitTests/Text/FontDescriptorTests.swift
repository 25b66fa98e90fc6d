import HostContextTesting
import Testing
import UIKit

/// `UIFont.fontDescriptor` and `withSymbolicTraits`: the way iOS code makes a bold or italic
/// variant of a font, drawn with that face.
@Suite(.freshHostContext) @MainActor
struct FontDescriptorTests {
    @Test func aDescriptorCarriesTheFacesTraitsAndMakesVariants() throws {
        let body = UIFont.systemFont(ofSize: 15)
        #expect(body.fontDescriptor.symbolicTraits.isEmpty)
        #expect(UIFont.boldSystemFont(ofSize: 15).fontDescriptor.symbolicTraits == .traitBold)
        let boldItalic = try #require(body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        let font = UIFont(descriptor: boldItalic, size: 0)
        #expect(font.pointSize == 15)                     // size 0 keeps the descriptor's size
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(font == UIFont(name: font.fontName, size: 15))
        #expect(UIFont(descriptor: boldItalic, size: 20).pointSize == 20)
        #expect(body.fontDescriptor.withSymbolicTraits(.traitCondensed) == nil)   // no such face to draw
    }

    /// A glyph's ink: how many pixels of a 1× render of `text` in `font` are dark.
    func inkAndSlant(_ font: UIFont) -> (ink: Int, topLeftmost: Int, bottomLeftmost: Int) {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        label.backgroundColor = .white
        label.font = font
        label.text = "l"
        let image = renderImage(of: label, scale: 1)
        var ink = 0, top = Int.max, bottom = Int.max, rows: [Int] = []
        for y in 0..<60 {
            var leftmost = Int.max
            for x in 0..<80 where rgba(image, at: CGPoint(x: x, y: y))[0] < 128 {
                ink += 1
                leftmost = min(leftmost, x)
            }
            if leftmost != .max { rows.append(leftmost) }
        }
        top = rows.first ?? 0
        bottom = rows.last ?? 0
        return (ink, top, bottom)
    }

    @Test func boldAndItalicVariantsAreDrawnWithThoseFaces() throws {
        let regular = UIFont.systemFont(ofSize: 40)
        let bold = UIFont(descriptor: try #require(regular.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        let italic = UIFont(descriptor: try #require(regular.fontDescriptor.withSymbolicTraits(.traitItalic)), size: 0)
        let r = inkAndSlant(regular), b = inkAndSlant(bold), i = inkAndSlant(italic)
        #expect(b.ink > r.ink * 5 / 4)                    // the bold stroke is heavier
        #expect(r.topLeftmost == r.bottomLeftmost)        // an upright "l" is a vertical bar
        #expect(i.topLeftmost > i.bottomLeftmost + 3)     // an oblique one leans right at the top
    }
}
