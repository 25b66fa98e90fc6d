import Foundation
import Testing
@testable import TilePyramid

/// Deep Zoom `.dzi` and IIIF `info.json` parsing, tile naming, and bad descriptions.
@Suite("Deep Zoom and IIIF descriptions")
struct DeepZoomFormatTests {
    /// What `vips dzsave photo.png dz --suffix .png` writes for a 600×400 image (libvips 8.14).
    static let vipsDZI = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Image xmlns="http://schemas.microsoft.com/deepzoom/2008"
          Format="png"
          Overlap="1"
          TileSize="254"
          >
          <Size
            Height="400"
            Width="600"
          />
        </Image>
        """

    /// What `vips dzsave photo.png ii --layout iiif --tile-size 256` writes for a 600×400 image.
    static let vipsIIIF2 = """
        {"@context": "http://iiif.io/api/image/2/context.json", "@id": "https://example.com/iiif/ii",
         "profile": ["http://iiif.io/api/image/2/level0.json", {"formats": ["jpg"], "qualities": ["default"]}],
         "protocol": "http://iiif.io/api/image", "tiles": [{"scaleFactors": [1, 2], "width": 256}],
         "width": 600, "height": 400}
        """

    static let iiif3 = """
        {"@context": "http://iiif.io/api/image/3/context.json", "id": "https://example.org/iiif/photo", "type": "ImageService3",
         "profile": "level0", "protocol": "http://iiif.io/api/image",
         "tiles": [{"scaleFactors": [1, 2, 4], "width": 256, "height": 256}], "width": 600, "height": 400}
        """

    @Test("A vips .dzi: 254-px tiles with 1 px overlap, Deep Zoom level 10 is full size, tiles in name_files/")
    func parsesDZI() throws {
        let url = URL(string: "http://127.0.0.1:8080/ok/dz.dzi")!
        let d = try DeepZoomDescriptor.parseDZI(Data(Self.vipsDZI.utf8), at: url)
        #expect(d.layout.imageSize == PixelSize(width: 600, height: 400))
        #expect(d.layout.tileSize == 254)
        // 600×400, 300×200, 150×100: the last fits one 254-px tile.
        #expect(d.layout.levels.map(\.size) == [PixelSize(width: 600, height: 400), PixelSize(width: 300, height: 200),
                                                PixelSize(width: 150, height: 100)])
        #expect(d.format == .deepZoom(overlap: 1, fileExtension: "png", maxLevel: 10))
        #expect(d.tileURL(TileAddress(level: 0, column: 2, row: 1)).absoluteString == "http://127.0.0.1:8080/ok/dz_files/10/2_1.png")
        #expect(d.tileURL(TileAddress(level: 2, column: 0, row: 0)).absoluteString == "http://127.0.0.1:8080/ok/dz_files/8/0_0.png")
        // Overlap on the sides with neighbours only (the sizes vips writes: 255×255, 256×147, 93×147).
        #expect(d.placement(TileAddress(level: 0, column: 0, row: 0)) == PixelRect(x: 0, y: 0, width: 255, height: 255))
        #expect(d.placement(TileAddress(level: 0, column: 1, row: 1)) == PixelRect(x: 253, y: 253, width: 256, height: 147))
        #expect(d.placement(TileAddress(level: 0, column: 2, row: 1)) == PixelRect(x: 507, y: 253, width: 93, height: 147))
    }

    @Test("IIIF 2: canonical w, sizes, tiles next to info.json (vips writes a placeholder @id)")
    func parsesIIIF2() throws {
        let url = URL(string: "http://127.0.0.1:8080/ok/ii/info.json")!
        let d = try DeepZoomDescriptor.parseIIIF(Data(Self.vipsIIIF2.utf8), at: url)
        #expect(d.format == .iiif(version: 2))
        // scaleFactors [1, 2]: two levels, the coarser of two tiles.
        #expect(d.layout.levels.count == 2)
        #expect(d.tileURL(TileAddress(level: 0, column: 2, row: 1)).absoluteString
            == "http://127.0.0.1:8080/ok/ii/512,256,88,144/88,/0/default.jpg")
        #expect(d.tilePath(TileAddress(level: 1, column: 0, row: 0)) == "0,0,512,400/256,/0/default.jpg")
    }

    @Test("IIIF 3: canonical w,h sizes")
    func parsesIIIF3() throws {
        let d = try DeepZoomDescriptor.parseIIIF(Data(Self.iiif3.utf8), at: URL(fileURLWithPath: "/srv/photo/info.json"))
        #expect(d.format == .iiif(version: 3))
        #expect(d.layout.levels.count == 3)
        #expect(d.tilePath(TileAddress(level: 2, column: 0, row: 0)) == "0,0,600,400/150,100/0/default.jpg")
        #expect(d.tileURL(TileAddress(level: 0, column: 1, row: 0)).path == "/srv/photo/256,0,256,256/256,256/0/default.jpg")
    }

    @Test("Corrupt XML, missing fields, huge sizes and odd scale factors are clear errors, never a crash")
    func badDescriptions() {
        let url = URL(fileURLWithPath: "/tmp/x.dzi")
        func dziReason(_ text: String) -> String? {
            do { _ = try DeepZoomDescriptor.parseDZI(Data(text.utf8), at: url); return nil } catch { return "\(error)" }
        }
        func iiifReason(_ text: String) -> String? {
            do { _ = try DeepZoomDescriptor.parseIIIF(Data(text.utf8), at: url); return nil } catch { return "\(error)" }
        }
        #expect(dziReason("<Imag TileSize=\"254\"") == "/tmp/x.dzi: not a usable Deep Zoom or IIIF description (no <Image> element)")
        #expect(dziReason("<Image TileSize=\"254\" Overlap=\"1\" Format=\"png\"></Image>")?.contains("no <Size> element") == true)
        #expect(dziReason("<Image Overlap=\"1\" Format=\"png\"><Size Width=\"10\" Height=\"10\"/></Image>")?.contains("missing TileSize") == true)
        #expect(dziReason("<Image TileSize=\"254\" Overlap=\"1\" Format=\"png\"><Size Width=\"99999999999\" Height=\"10\"/></Image>")?
            .contains("Width=\"99999999999\" is not a number in 1…1048576") == true)
        #expect(dziReason("<Image TileSize=\"0\" Overlap=\"1\" Format=\"png\"><Size Width=\"10\" Height=\"10\"/></Image>")?
            .contains("TileSize") == true)
        #expect(dziReason("<Image TileSize=\"254\" Overlap=\"1\" Format=\"exe\"><Size Width=\"10\" Height=\"10\"/></Image>")?
            .contains("Format=\"exe\"") == true)
        #expect(dziReason("<Collection MaxLevel=\"8\"/>")?.contains("collection") == true)
        #expect(dziReason(String(repeating: " ", count: (1 << 20) + 1))?.contains("too large") == true)
        #expect(iiifReason("{") == "/tmp/x.dzi: not a usable Deep Zoom or IIIF description (not a JSON object)")
        #expect(iiifReason(#"{"@context": "http://iiif.io/api/image/2/context.json", "height": 10, "tiles": [{"width": 256, "scaleFactors": [1]}]}"#)?
            .contains("missing width") == true)
        #expect(iiifReason(#"{"@context": "http://iiif.io/api/image/3/context.json", "width": 10, "height": 10}"#)?.contains("missing tiles") == true)
        #expect(iiifReason(#"{"@context": "http://iiif.io/api/image/3/context.json", "width": 4000000, "height": 10, "tiles": [{"width": 256, "scaleFactors": [1]}]}"#)?
            .contains("width 4000000") == true)
        #expect(iiifReason(#"{"@context": "http://iiif.io/api/image/3/context.json", "width": 10, "height": 10, "tiles": [{"width": 256, "scaleFactors": [3]}]}"#)?
            .contains("does not include 1") == true)
        #expect(iiifReason(#"{"@context": "http://example.org/other", "width": 10, "height": 10}"#)?.contains("neither IIIF") == true)
    }

    @Test("A large image in small tiles may have more levels than PhotoScroller's names allow")
    func manyLevels() throws {
        let text = "<Image TileSize=\"16\" Overlap=\"0\" Format=\"jpg\"><Size Width=\"1000000\" Height=\"3\"/></Image>"
        let d = try DeepZoomDescriptor.parseDZI(Data(text.utf8), at: URL(fileURLWithPath: "/tmp/big.dzi"))
        #expect(d.layout.levels.count == 17)   // 1,000,000 / 2^16 ≤ 16 < 1,000,000 / 2^15
        #expect(d.layout.levels.last!.columns == 1)
    }
}
