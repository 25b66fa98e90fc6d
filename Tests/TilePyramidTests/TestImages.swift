import Cvips
import Foundation
@testable import TilePyramid

/// Small images made by libvips inside each test, in a fresh temporary folder per test.
enum TestImages {
    static func temporaryDirectory(_ label: String = #function) -> URL {
        let safe = label.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("TilePyramidTests-\(safe)-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Noise in red (seeded, so the same every run) and gradients in green and blue: every 2×2 block
    /// differs, so a wrong downscale cannot pass by accident.
    static func noiseImage(width: Int, height: Int) throws -> VipsImageRef {
        VipsRuntime.start()
        let noise = try VipsImageRef(cvips_gaussnoise(Int32(width), Int32(height), 128, 50, 7), "noise")
        let xy = try VipsImageRef(cvips_xyz(Int32(width), Int32(height)), "xyz")
        let green = try xy.apply("x") { cvips_extract_band($0, 0) }
            .apply("green") { cvips_linear1($0, 255 / Double(width), 0) }
        let blue = try xy.apply("y") { cvips_extract_band($0, 1) }
            .apply("blue") { cvips_linear1($0, 255 / Double(height), 0) }
        return try VipsImageRef.combine([noise, green, blue], "join") { cvips_bandjoin3($0[0], $0[1], $0[2]) }
            .apply("cast") { cvips_cast($0, VIPS_FORMAT_UCHAR) }
            .apply("srgb") { cvips_copy_interpretation($0, VIPS_INTERPRETATION_sRGB) }
    }

    static func writePNG(_ image: VipsImageRef, to url: URL) throws {
        guard image.withPointer({ cvips_pngsave($0, url.path, 1) }) == 0 else { throw VipsRuntime.error("save test PNG") }
    }

    static func writeJPEG(_ image: VipsImageRef, to url: URL) throws {
        guard image.withPointer({ cvips_jpegsave($0, url.path, 90) }) == 0 else { throw VipsRuntime.error("save test JPEG") }
    }

    @discardableResult
    static func writeNoisePNG(width: Int = 1000, height: Int = 700, in directory: URL, name: String = "photo") throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("\(name).png")
        try writePNG(noiseImage(width: width, height: height), to: url)
        return url
    }

    /// Decodes an image file completely (8-bit, as the builder sees it).
    static func pixels(of url: URL) throws -> PixelBuffer {
        try SourceImage.open(url).render()
    }

    static func pixel(_ buffer: PixelBuffer, x: Int, y: Int, band: Int) -> Int {
        Int(buffer.bytes.load(fromByteOffset: (y * buffer.width + x) * buffer.bands + band, as: UInt8.self))
    }

    /// The files in a folder, hidden ones included.
    static func listing(_ directory: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
    }
}
