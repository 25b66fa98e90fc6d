import Cvips
import Foundation
import TilePyramid

/// `tilecut --benchmark`: this builder against libvips' own `dzsave` on the same image, in the same
/// process and run, so machine load affects both alike. dzsave gets the closest settings (256-px
/// tiles, no overlap, PNG at the same zlib level), and also its JPEG tiles for comparison.
struct TilecutBenchmark {
    let image: URL
    let runs: Int
    let tileSize: Int

    func run() throws {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("tilecut-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let builder = try PyramidBuilder(tileSize: tileSize)
        let compression = builder.pngCompression
        let contenders: [(String, (URL) throws -> Void)] = [
            ("PyramidBuilder (PNG, compression \(compression))", { directory in
                try builder.build(imageAt: image, into: directory)
            }),
            ("PyramidBuilder (PNG, compression 6)", { directory in
                try PyramidBuilder(tileSize: tileSize, pngCompression: 6).build(imageAt: image, into: directory)
            }),
            ("vips dzsave (PNG, compression \(compression))", { directory in
                try dzsave(to: directory, suffix: ".png[compression=\(compression)]")
            }),
            ("vips dzsave (JPEG Q75, its default)", { directory in
                try dzsave(to: directory, suffix: ".jpg")
            }),
        ]
        print("image \(image.path), \(tileSize)-px tiles, median of \(runs) runs (contenders interleaved, so")
        print("load from other processes falls on all of them alike)")
        var times = Array(repeating: [Double](), count: contenders.count)
        var bytes = Array(repeating: 0, count: contenders.count)
        for _ in 0..<runs {
            for (index, contender) in contenders.enumerated() {
                try? FileManager.default.removeItem(at: scratch)
                try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
                let start = DispatchTime.now().uptimeNanoseconds
                try contender.1(scratch)
                times[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                bytes[index] = directorySize(scratch)
            }
        }
        for (index, contender) in contenders.enumerated() {
            let sorted = times[index].sorted()
            let runList = times[index].map { String(format: "%.2f", $0) }.joined(separator: ", ")
            print(String(format: "  %@ median %.2f s  (runs: %@)  %.1f MB",
                         contender.0.padding(toLength: 44, withPad: " ", startingAt: 0), sorted[sorted.count / 2],
                         runList, Double(bytes[index]) / 1e6))
        }
    }

    private func dzsave(to directory: URL, suffix: String) throws {
        guard let input = cvips_load(image.path, 1) else {
            throw PyramidError.unreadableImage(path: image.path, reason: String(cString: vips_error_buffer()))
        }
        defer { cvips_unref(input) }
        if cvips_dzsave(input, directory.appendingPathComponent("dz").path, Int32(tileSize), 0, suffix) != 0 {
            throw PyramidError.vips(operation: "dzsave", message: String(cString: vips_error_buffer()))
        }
    }

    private func directorySize(_ url: URL) -> Int {
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey])
        var total = 0
        while let file = enumerator?.nextObject() as? URL {
            total += (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        }
        return total
    }
}
