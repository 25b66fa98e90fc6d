import AppSupport
import ArgumentParser
import Foundation
import TilePyramid

/// tilecut's command line (swift-argument-parser), validated before any work so every mistake is
/// reported first. main.swift does the work; this type never runs itself.
struct TilecutOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tilecut",
        abstract: "Cuts images into PhotoScroller's multi-resolution tile pyramids.",
        usage: """
            tilecut [--tile-size <pixels>] [--output <dir>] [--layout pyramid|dzi|iiif|iiif3] [--tile-format png|jpeg] <image> ...
              tilecut --default [--output <dir>]
              tilecut --benchmark <image> [--runs <count>] [--tile-size <pixels>]
            """,
        discussion: """
            Cuts images (PNG, JPEG, TIFF, WebP, … anything libvips reads) into PhotoScroller's layout: \
            <name>_<scale×1000>_<col>_<row>.png for scales 1000, 500, 250, … down to one tile, plus \
            <name>.pyramid.json. Tiles go to --output (default ./pyramids). --layout dzi writes a Deep Zoom \
            image (<name>.dzi + <name>_files/), --layout iiif and iiif3 a static IIIF Image API 2.1 or 3.0 \
            service (<name>/info.json + tiles), for any web server or CDN and any Deep Zoom or IIIF viewer. \
            Deep Zoom tiles are PNG unless --tile-format jpeg (JPEG quality \(PyramidExporter.jpegQuality)); IIIF tiles are always JPEG.

            Exit status: 0 all done, 1 an image failed, 2 bad usage, 130 interrupted.

            Examples:
              tilecut photo.jpg
              tilecut --tile-size 512 --output pyramids photos/*.jpg
              tilecut --layout dzi --output www photo.jpg
              tilecut --layout dzi --tile-format jpeg --output www photo.jpg
              tilecut --default
              tilecut --benchmark big.jpg --runs 5
            """,
        version: ScrollKitVersion.string)

    enum Mode {
        case cut([URL])
        case buildDefault
        case benchmark(URL, runs: Int)
    }

    @Option(name: [.customLong("tile-size"), .customShort("t")],
            help: ArgumentHelp("Tile side in pixels: even, \(PyramidLayout.tileSizeRange.lowerBound)…\(PyramidLayout.tileSizeRange.upperBound). Example: --tile-size 512",
                               valueName: "pixels"))
    var tileSize = 256

    /// Where tiles go when `--output` is not given: a folder in the working directory, so a run
    /// never scatters thousands of files next to the user's photos.
    @Option(name: [.customLong("output"), .customShort("o")],
            help: ArgumentHelp("Folder for the tiles and manifests (default ./pyramids; with --default, $XDG_CACHE_HOME/scrollkit/pyramids). Example: --output pyramids",
                               valueName: "dir"),
            transform: { URL(fileURLWithPath: $0, isDirectory: true) })
    var output: URL?

    @Option(help: ArgumentHelp("Layout written: pyramid (tilecut's manifest), dzi (Deep Zoom), iiif (IIIF Image API 2.1), iiif3 (3.0). Example: --layout dzi",
                               valueName: "layout"))
    var layout: PyramidExportLayout = .pyramid

    @Option(name: .customLong("tile-format"),
            help: ArgumentHelp("With --layout dzi: the tiles' format, png (the pyramid's own) or jpeg. Example: --tile-format jpeg",
                               valueName: "format"))
    var tileFormat: DeepZoomTileFormat = .png

    @Option(name: .customLong("iiif-base-url"),
            help: ArgumentHelp("With --layout iiif/iiif3: the URL the output folder will be served at, for info.json's id. Example: --iiif-base-url https://example.org/iiif",
                               valueName: "url"))
    var iiifBaseURL = "https://example.com/iiif"

    @Flag(name: .customLong("default"),
          help: "Build (or reuse) the embedded 16384×16384 default image. Example: --default")
    var buildDefault = false

    @Option(help: ArgumentHelp("Time this builder against libvips' dzsave on one image (medians). Example: --benchmark big.jpg",
                               valueName: "image"),
            transform: { URL(fileURLWithPath: $0) })
    var benchmark: URL?

    @Option(help: ArgumentHelp("Benchmark repetitions, 1…100. Example: --runs 5", valueName: "count"))
    var runs = 3

    @OptionGroup var logging: LogLevelOption

    @Argument(help: ArgumentHelp("Images to cut. Example: photos/beach.jpg", valueName: "image"))
    var files: [String] = []

    var mode: Mode {
        if buildDefault { return .buildDefault }
        if let benchmark { return .benchmark(benchmark, runs: runs) }
        return .cut(files.map { URL(fileURLWithPath: $0) })
    }

    func validate() throws {
        guard PyramidLayout.tileSizeRange.contains(tileSize), tileSize % 2 == 0 else {
            throw ValidationError(PyramidError.invalidTileSize(tileSize).description)
        }
        if tileFormat != .png && layout != .dzi {
            throw ValidationError("--tile-format applies to --layout dzi only (IIIF tiles are always JPEG)")
        }
        guard (1...100).contains(runs) else { throw ValidationError("--runs must be 1…100, not \(runs)") }
        switch (buildDefault, benchmark, files.isEmpty) {
        case (true, nil, true), (false, _?, true), (false, nil, false): break
        case (false, nil, true): throw ValidationError("no image files given")
        default: throw ValidationError("use image files, --default or --benchmark, one at a time")
        }
    }
}

extension PyramidExportLayout: ExpressibleByArgument {}
extension DeepZoomTileFormat: ExpressibleByArgument {}
