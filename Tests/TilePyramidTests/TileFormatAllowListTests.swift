import Foundation
import Testing
@testable import TilePyramid

/// Tile bytes, whether fetched over HTTP (checked fully before they are cached or drawn) or read
/// from disk, reach only the libvips loaders of the formats ScrollKit documents (PNG, JPEG, WebP,
/// TIFF, GIF): a server that answers with SVG, PDF or anything ImageMagick reads gets the tile
/// refused, never decoded.
@Suite struct TileFormatAllowListTests {
    /// libvips starts when a source is made (`DeepZoomSource.init`); these call its check directly.
    init() { VipsRuntime.start() }

    /// A 256×256 SVG: the size the grid expects, so only its format can refuse it.
    static let svgTile = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256"/></svg>"#.utf8)
    /// A 256×256 PGM (netpbm, libvips' "untrusted" ppmload): blocked at start-up as well as by the list.
    static let pgmTile = Data("P5\n256 256\n255\n".utf8) + Data(repeating: 128, count: 256 * 256)

    @Test(arguments: [true, false])
    func anSVGTileOfTheRightSizeIsRefusedBeforeAnyLoader(fetchedOverHTTP: Bool) throws {
        let expected = PixelRect(x: 0, y: 0, width: 256, height: 256)
        let problem = try #require(DeepZoomSource.problem(with: Self.svgTile, expected: expected, decodeFully: fetchedOverHTTP))
        // Refused by ScrollKit's allow-list, or earlier by libvips itself: Debian's libvips
        // 8.14.1-3+deb12u3 may report SVG's loader as blocked by the untrusted flag set at start-up,
        // so `vips_foreign_find_load_buffer` finds no loader ("svgload_buffer: operation is
        // blocked"). Either way no loader decodes the bytes.
        #expect(problem.contains("is not a format ScrollKit decodes from memory") || problem.contains("operation is blocked"),
                "\(problem)")
    }

    @Test func aNetpbmTileIsRefused() throws {
        let expected = PixelRect(x: 0, y: 0, width: 256, height: 256)
        let problem = try #require(DeepZoomSource.problem(with: Self.pgmTile, expected: expected, decodeFully: true))
        #expect(problem.contains("not a readable image"))
    }
}
