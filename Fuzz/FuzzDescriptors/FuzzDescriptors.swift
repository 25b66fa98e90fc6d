import Foundation
import FuzzSupport
import TilePyramid

/// libFuzzer target: the bytes as a Deep Zoom `.dzi`, a IIIF `info.json` and a `tilecut` manifest
/// (the first byte picks which is tried first, so all three get coverage). A description that
/// parses must give a grid of finite, positive levels whose tiles all have a URL and a placement
/// inside their level.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDescriptors(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = fuzzInput(bytes, count)
    let base = URL(string: "https://tiles.example/image/")!
    for descriptor in [try? DeepZoomDescriptor.parseDZI(data, at: base.appendingPathComponent("photo.dzi")),
                       try? DeepZoomDescriptor.parseIIIF(data, at: base.appendingPathComponent("info.json")),
                       try? DeepZoomDescriptor.parseManifest(data, at: base.appendingPathComponent("photo.pyramid.json"))] {
        guard let descriptor else { continue }
        let layout = descriptor.layout
        guard layout.imageSize.width > 0, layout.imageSize.height > 0, layout.tileSize > 0, !layout.levels.isEmpty else {
            fatalError("a parsed description with an empty grid: \(layout)")
        }
        for (index, level) in layout.levels.enumerated() {
            // The corners of each level: the first and last tile.
            for (column, row) in [(0, 0), (level.columns - 1, level.rows - 1)] {
                let address = TileAddress(level: index, column: column, row: row)
                let placement = descriptor.placement(address)
                guard placement.width > 0, placement.height > 0 else { fatalError("empty tile \(address) in \(layout)") }
                _ = descriptor.tileURL(address)
            }
        }
    }
    return 0
}
