import Foundation
import Testing
@testable import TilePyramid

@Suite("The embedded default pyramid (generated at a small size here; the 16k one is never built in tests)")
struct DefaultPyramidTests {
    @Test("First use builds, second reuses, a lost tile rebuilds, another size rebuilds")
    func buildsOnceThenReuses() throws {
        let directory = TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try DefaultPyramid.prepare(in: directory, side: 1200)
        #expect(!first.wasReused)
        #expect(first.layout.imageSize == PixelSize(width: 1200, height: 1200))
        #expect(first.layout.levels.map(\.scaleLabel) == [1000, 500, 250, 125])
        let second = try DefaultPyramid.prepare(in: directory, side: 1200)
        #expect(second.wasReused)
        #expect(second.layout == first.layout)

        try FileManager.default.removeItem(at: directory.appendingPathComponent("\(DefaultPyramid.name)_500_1_1.png"))
        #expect(DefaultPyramid.existing(in: directory, side: 1200) == nil)
        #expect(try !DefaultPyramid.prepare(in: directory, side: 1200).wasReused)
        #expect(try !DefaultPyramid.prepare(in: directory, side: 600).wasReused)
    }

    @Test("The picture has its grid: black coarse lines, grey 128-px lines, and different content elsewhere")
    func pictureHasGrid() throws {
        let image = try SyntheticImage.make(side: 1100).render()
        #expect((0..<3).map { TestImages.pixel(image, x: 0, y: 500, band: $0) } == [0, 0, 0])
        #expect((0..<3).map { TestImages.pixel(image, x: 1026, y: 70, band: $0) } == [0, 0, 0])
        #expect((0..<3).map { TestImages.pixel(image, x: 128, y: 900, band: $0) } == [96, 96, 96])
        #expect((0..<3).map { TestImages.pixel(image, x: 144, y: 900, band: $0) } == [220, 220, 220])
        let open = (0..<3).map { TestImages.pixel(image, x: 1000, y: 1000, band: $0) }
        #expect(open != [0, 0, 0] && open != [96, 96, 96] && open != [220, 220, 220])
        // The label "c0 r0" puts black pixels near the top left of the first cell.
        var labelPixels = 0
        for y in 24..<120 { for x in 24..<400 where TestImages.pixel(image, x: x, y: y, band: 1) == 0 { labelPixels += 1 } }
        #expect(labelPixels > 500)
    }

    @Test("The cache lives in $XDG_CACHE_HOME/scrollkit/pyramids, else ~/.cache/scrollkit/pyramids")
    func cacheDirectory() {
        #expect(DefaultPyramid.cacheDirectory(environment: ["XDG_CACHE_HOME": "/tmp/xdg", "HOME": "/home/u"]).path
                == "/tmp/xdg/scrollkit/pyramids")
        #expect(DefaultPyramid.cacheDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"]).path
                == "/home/u/.cache/scrollkit/pyramids")
    }
}
