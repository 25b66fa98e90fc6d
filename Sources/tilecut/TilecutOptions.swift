import Foundation
import TilePyramid

/// tilecut's command line, parsed without side effects so every mistake is reported before any work.
struct TilecutOptions {
    enum Mode {
        case cut([URL])
        case buildDefault
        case benchmark(URL, runs: Int)
        case help
    }

    var mode: Mode = .help
    var tileSize = 256
    /// Where tiles go when `--output` is not given: a folder in the working directory, so a run
    /// never scatters thousands of files next to the user's photos.
    var output: URL?

    static let usage = """
        usage: tilecut [--tile-size N] [--output DIR] <image files…>
               tilecut --default [--output DIR]
               tilecut --benchmark <image> [--runs N] [--tile-size N]

        Cuts images (PNG, JPEG, TIFF, WebP, … anything libvips reads) into PhotoScroller's
        multi-resolution layout: <name>_<scale×1000>_<col>_<row>.png for scales 1000, 500, 250, …
        down to one tile, plus <name>.pyramid.json. Tiles go to DIR (default ./pyramids).

          --tile-size N   tile side in pixels, even, 16…4096 (default 256)
          --output DIR    folder for the tiles and manifests
          --default       build (or reuse) the embedded 16384×16384 default image; DIR defaults
                          to $XDG_CACHE_HOME/scrollkit/pyramids
          --benchmark     time this builder against libvips' dzsave on one image (medians)
          --runs N        benchmark repetitions (default 3)

        Exit status: 0 all done, 1 an image failed, 2 bad usage, 130 interrupted.
        """

    struct UsageError: Error, CustomStringConvertible { let description: String }

    static func parse(_ arguments: [String]) throws -> TilecutOptions {
        var options = TilecutOptions()
        var files: [URL] = []
        var wantsDefault = false, benchmark: URL?, runs = 3
        var index = 0
        func value(for flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(flag) needs a value") }
            return arguments[index]
        }
        func number(for flag: String) throws -> Int {
            let text = try value(for: flag)
            guard let number = Int(text) else { throw UsageError(description: "\(flag) wants a whole number, not \"\(text)\"") }
            return number
        }
        var onlyFiles = false
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case _ where onlyFiles: files.append(URL(fileURLWithPath: argument))
            case "--": onlyFiles = true
            case "-h", "--help": return TilecutOptions()
            case "--tile-size", "-t": options.tileSize = try number(for: argument)
            case "--output", "-o": options.output = URL(fileURLWithPath: try value(for: argument), isDirectory: true)
            case "--default": wantsDefault = true
            case "--benchmark": benchmark = URL(fileURLWithPath: try value(for: argument))
            case "--runs": runs = try number(for: argument)
            case _ where argument.hasPrefix("-") && argument.count > 1:
                throw UsageError(description: "unknown option \(argument)")
            default: files.append(URL(fileURLWithPath: argument))
            }
            index += 1
        }
        guard PyramidLayout.tileSizeRange.contains(options.tileSize), options.tileSize % 2 == 0 else {
            throw UsageError(description: PyramidError.invalidTileSize(options.tileSize).description)
        }
        guard (1...100).contains(runs) else { throw UsageError(description: "--runs must be 1…100") }
        switch (wantsDefault, benchmark, files.isEmpty) {
        case (true, nil, true): options.mode = .buildDefault
        case (false, let image?, true): options.mode = .benchmark(image, runs: runs)
        case (false, nil, false): options.mode = .cut(files)
        case (false, nil, true): throw UsageError(description: "no image files given")
        default: throw UsageError(description: "use image files, --default or --benchmark, one at a time")
        }
        return options
    }
}
