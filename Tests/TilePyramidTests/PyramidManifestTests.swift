import Foundation
import Testing
@testable import TilePyramid

@Suite("The <name>.pyramid.json manifest")
struct PyramidManifestTests {
    @Test("Round-trips through JSON next to the tiles")
    func roundTrip() throws {
        let directory = TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let layout = try PyramidLayout(name: "photo", imageSize: PixelSize(width: 1000, height: 700), tileSize: 256)
        try layout.writeManifest(in: directory)
        #expect(try PyramidLayout.readManifest(named: "photo", in: directory) == layout)
    }

    @Test("Missing, tampered, absurd or unsafe manifests are errors, not crashes")
    func badManifests() throws {
        let directory = TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: PyramidError.manifestMissing(path: directory.appendingPathComponent("none.pyramid.json").path)) {
            try PyramidLayout.readManifest(named: "none", in: directory)
        }
        let layout = try PyramidLayout(name: "photo", imageSize: PixelSize(width: 1000, height: 700), tileSize: 256)
        let json = String(decoding: try JSONEncoder().encode(layout), as: UTF8.self)
        let variants = [
            "tampered": json.replacingOccurrences(of: "\"columns\":4", with: "\"columns\":40"),
            "absurd": json.replacingOccurrences(of: "\"width\":1000", with: "\"width\":1000000000000"),
            "zerotile": json.replacingOccurrences(of: "\"tileSize\":256", with: "\"tileSize\":0"),
            "escape": json.replacingOccurrences(of: "\"name\":\"photo\"", with: "\"name\":\"..\\/..\\/etc\""),
            "garbage": "{ not json",
        ]
        for (label, text) in variants {
            #expect(text != json, "variant \(label) must change the manifest")
            let url = directory.appendingPathComponent("\(label).pyramid.json")
            try Data(text.utf8).write(to: url)
            #expect(performing: { try PyramidLayout.readManifest(at: url) }, throws: { error in
                if case .manifestInvalid = error as? PyramidError { return true }
                return false
            })
        }
    }
}
