import UIKit
import TilePyramid

/// Gigapixel photos: pyramids cut by `tilecut`, shown through `CATiledLayer` with one level of detail
/// per pyramid level (PhotoScroller's TilingView). Only the tiles on screen at the needed level are
/// ever decoded, so a 16k × 16k photo costs a screenful of 256-px tiles.
public final class PyramidPhotos: PhotoSource {
    /// The opened pyramids, one photo each.
    public let readers: [PyramidReader]

    /// Photos from pyramids already opened.
    public init(readers: [PyramidReader]) { self.readers = readers }

    /// Opens every manifest it can; one that fails is reported and skipped.
    public convenience init(manifests: [URL]) {
        self.init(readers: manifests.compactMap { url in
            do { return try PyramidReader(manifestAt: url) } catch {
                Log.photoBrowser.error("cannot open the pyramid \(url.path) (\(error)); skipping it")
                return nil
            }
        })
    }

    /// One photo per pyramid.
    public var numberOfPhotos: Int { readers.count }

    /// One photo pixel is one point at zoom 1 (so the browser's maximum zoom, 1/screen scale, is
    /// pixel for pixel).
    public func sizeOfPhoto(at index: Int) -> CGSize {
        guard readers.indices.contains(index) else { return .zero }
        let size = readers[index].layout.imageSize
        return CGSize(width: size.width, height: size.height)
    }

    public func makeView(forPhotoAt index: Int) -> UIView? {
        guard readers.indices.contains(index) else { return nil }
        return PyramidTileView(reader: readers[index])
    }
}

/// Draws a pyramid tile by tile: each `draw(_:)` call is one `CATiledLayer` tile, which is exactly
/// one pyramid tile at the level whose scale matches the context's.
public final class PyramidTileView: UIView {
    public override class var layerClass: AnyClass { CATiledLayer.self }
    /// The pyramid whose tiles this view draws.
    public let reader: PyramidReader
    /// `draw(_:)` runs on CATiledLayer's drawing threads, several at once: the counters below are
    /// the only state it writes, behind this lock; everything else it reads is immutable.
    private let statsLock = NSLock()
    private var failed = 0
    private var levelLog: [Int] = []
    /// Tiles that could not be read (missing or corrupt files) and were drawn as placeholders.
    public var failedTiles: Int { statsLock.withLock { failed } }
    /// Pyramid level of the last 4,096 tiles drawn, in the order the draws ran (for tests and diagnostics).
    public var drawnLevels: [Int] { statsLock.withLock { levelLog } }

    /// A view the size of the pyramid's full-resolution image that draws its tiles on demand.
    public init(reader: PyramidReader) {
        self.reader = reader
        let size = reader.layout.imageSize
        super.init(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        let tiled = layer as! CATiledLayer
        // Level 0 of the tiled layer is the pyramid's full resolution: 1 pixel per point.
        tiled.contentsScale = 1
        tiled.tileSize = CGSize(width: reader.layout.tileSize, height: reader.layout.tileSize)
        tiled.levelsOfDetail = reader.layout.levels.count
        tiled.levelsOfDetailBias = 0
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let scale = Double(ctx.ctm.a)
        let levels = reader.layout.levels
        guard scale > 0, let level = levels.min(by: { abs(log2($0.scale / scale)) < abs(log2($1.scale / scale)) }) else { return }
        let tilePoints = Double(reader.layout.tileSize) / level.scale
        let column = Int((Double(rect.midX) / tilePoints).rounded(.down))
        let row = Int((Double(rect.midY) / tilePoints).rounded(.down))
        statsLock.withLock {
            // The last 4,096 draws are plenty for diagnostics; a long session must not grow it for ever.
            if levelLog.count >= 4096 { levelLog.removeFirst(levelLog.count - 4095) }
            levelLog.append(level.index)
        }
        let tile: PyramidTile
        do {
            tile = try reader.tile(level: level.index, column: column, row: row)
        } catch {
            return drawPlaceholder(in: rect, reason: "\(error)")
        }
        guard let image = UIImage(data: tile.pngData) else {
            return drawPlaceholder(in: rect, reason: "tile \(level.index)/\(column)/\(row) is not a readable PNG")
        }
        let origin = CGPoint(x: Double(column) * tilePoints, y: Double(row) * tilePoints)
        image.draw(in: CGRect(x: origin.x, y: origin.y, width: Double(tile.pixelSize.width) / level.scale,
                              height: Double(tile.pixelSize.height) / level.scale))
    }

    /// A missing or corrupt tile: a dark grey square, counted, and its reason logged (the README's
    /// bad-input rule for tiles), so the photo shows where the damage is instead of crashing or staying blank.
    private func drawPlaceholder(in rect: CGRect, reason: String) {
        statsLock.withLock { failed += 1 }
        Log.photoBrowser.error("pyramid tile failed: \(reason); drawing a grey placeholder")
        UIColor(white: 0.2, alpha: 1).setFill()
        UIBezierPath(rect: rect).fill()
    }
}
