import Cvips
import Foundation

/// The embedded default's picture, computed procedurally by libvips so a 16k² image never has to
/// exist in memory or on disk: the builder pulls it strip by strip.
///
/// What is drawn, and why, from back to front:
/// - a red/green gradient across the whole image, so position is readable at any zoom;
/// - a zone plate (concentric rings whose frequency rises to the pixel limit at its edge) in the
///   centre, so a level drawn at the wrong scale shows as moiré or grey mush;
/// - a 16-px light grid, visible only near 1:1 (the finest level must be used there);
/// - a 128-px grey grid (visible at 1/8) and a 1024-px black grid (visible at the smallest levels),
///   the spacings of the gigapixel image the project measured OpenSeadragon on, so blur and seams
///   show the same way;
/// - a label "c<column> r<row>" at the top left of every 1024-px cell, readable from about 1/4 up.
/// Deterministic: no random source, so every machine cuts the same tiles.
enum SyntheticImage {
    /// Grid spacings, in full-resolution pixels (see the type's comment).
    static let fineGrid = 16, mediumGrid = 128, coarseGrid = 1024
    /// Rendered at 600 dpi the label is about 400 px wide: it fills a 1024-px cell's corner at 1:1
    /// and is still about 12 px tall at scale 1/4.
    static let labelDPI = 600

    static func make(side: Int) throws -> VipsImageRef {
        VipsRuntime.start()
        let xy = try VipsImageRef(cvips_xyz(Int32(side), Int32(side)), "make coordinates")
        let x = try xy.apply("take x") { cvips_extract_band($0, 0) }
        let y = try xy.apply("take y") { cvips_extract_band($0, 1) }
        // Gradients from 48 to 208: dark and light grid lines and black labels stay visible on them.
        let red = try x.apply("make red") { cvips_linear1($0, 160 / Double(side), 48) }
        let green = try y.apply("make green") { cvips_linear1($0, 160 / Double(side), 48) }
        let blue = try zonePlate(side: side)
        var image = try VipsImageRef.combine([red, green, blue], "join bands") { cvips_bandjoin3($0[0], $0[1], $0[2]) }
        image = try paint(lines(x, y, every: fineGrid, width: 1), red: 220, green: 220, blue: 220, over: image)
        image = try paint(lines(x, y, every: mediumGrid, width: 2), red: 96, green: 96, blue: 96, over: image)
        image = try paint(lines(x, y, every: coarseGrid, width: 6), red: 0, green: 0, blue: 0, over: image)
        image = try paint(labels(side: side), red: 0, green: 0, blue: 0, over: image)
        image = try image.apply("convert to 8 bits") { cvips_cast($0, VIPS_FORMAT_UCHAR) }
        return try image.apply("tag as sRGB") { cvips_copy_interpretation($0, VIPS_INTERPRETATION_sRGB) }
    }

    /// A zone plate a quarter of the image wide (at most 4096 px, which already reaches the pixel
    /// limit at its edge; larger ones only add more of the same), centred on a flat 150 background.
    private static func zonePlate(side: Int) throws -> VipsImageRef {
        let plateSide = max(2, min(4096, side / 4))
        let plate = try VipsImageRef(cvips_zone(Int32(plateSide), Int32(plateSide)), "make a zone plate")
        let scaled = try plate.apply("scale the zone plate") { cvips_linear1($0, 90, 150) }
        let offset = (side - plateSide) / 2
        return try scaled.apply("place the zone plate") {
            cvips_embed($0, Int32(offset), Int32(offset), Int32(side), Int32(side), 150)
        }
    }

    /// 255 where x or y is within `width` pixels after a multiple of `every`.
    private static func lines(_ x: VipsImageRef, _ y: VipsImageRef, every: Int, width: Int) throws -> VipsImageRef {
        func near(_ coordinate: VipsImageRef) throws -> VipsImageRef {
            try coordinate.apply("grid remainder") { cvips_remainder_const1($0, Double(every)) }
                .apply("grid lines") { cvips_less_const1($0, Double(width)) }
        }
        return try VipsImageRef.combine([near(x), near(y)], "grid") { cvips_or($0[0], $0[1]) }
    }

    /// A mask with "c<column> r<row>" near the top left of every coarse-grid cell.
    private static func labels(side: Int) throws -> VipsImageRef {
        let cells = (side + coarseGrid - 1) / coarseGrid
        var tiles: [VipsImageRef] = []
        for row in 0..<cells {
            for column in 0..<cells {
                let text = try VipsImageRef(cvips_text("c\(column) r\(row)", "DejaVu Sans Bold", Int32(labelDPI)),
                                         "render a label")
                tiles.append(try text.apply("place a label") {
                    cvips_embed($0, 24, 24, Int32(coarseGrid), Int32(coarseGrid), 0)
                })
            }
        }
        let sheet = try VipsImageRef.combine(tiles, "join labels") { pointers in
            var list: [VipsPointer?] = pointers
            return cvips_arrayjoin(&list, Int32(pointers.count), Int32(cells))
        }
        return try sheet.extractArea(PixelRect(x: 0, y: 0, width: side, height: side))
            .apply("threshold labels") { cvips_more_const1($0, 128) }
    }

    private static func paint(_ mask: VipsImageRef, red: Double, green: Double, blue: Double,
                              over image: VipsImageRef) throws -> VipsImageRef {
        try VipsImageRef.combine([mask, image], "paint") { cvips_paint($0[0], red, green, blue, $0[1]) }
    }
}
