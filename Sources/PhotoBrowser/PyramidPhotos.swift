import UIKit
import TilePyramid

/// Gigapixel photos: tile pyramids shown through `CATiledLayer` with one level of detail per pyramid
/// level (PhotoScroller's TilingView). Any `TileImageSource` works: `tilecut` pyramids, Deep Zoom
/// images and IIIF services, from paths or URLs. Only the tiles on screen at the needed level are
/// ever decoded, so a 16k × 16k photo costs a screenful of 256-px tiles.
public final class PyramidPhotos: PhotoSource {
    /// The opened sources, one photo each.
    public let sources: [TileImageSource]
    /// The sources that are `tilecut` manifest pyramids.
    public var readers: [PyramidReader] { sources.compactMap { $0 as? PyramidReader } }

    /// Photos from sources already opened.
    public init(sources: [TileImageSource]) { self.sources = sources }

    /// Photos from pyramids already opened.
    public convenience init(readers: [PyramidReader]) { self.init(sources: readers) }

    /// Opens every manifest it can; one that fails is reported and skipped.
    public convenience init(manifests: [URL]) {
        self.init(sources: manifests.compactMap { url in
            do { return try PyramidReader(manifestAt: url) } catch {
                Log.photoBrowser.error("cannot open the pyramid \(url.path) (\(error)); skipping it")
                return nil
            }
        })
    }

    /// Opens every location it can (paths or URLs of manifests, `.dzi` files and IIIF `info.json`,
    /// see `TileSources.open(_:options:)`); one that fails is reported and skipped.
    public convenience init(locations: [String], options: DeepZoomSource.Options = DeepZoomSource.Options()) {
        self.init(sources: locations.compactMap { location in
            do { return try TileSources.open(location, options: options) } catch {
                Log.photoBrowser.error("cannot open the zoomable image \(location) (\(error)); skipping it")
                return nil
            }
        })
    }

    /// One photo per source.
    public var numberOfPhotos: Int { sources.count }

    /// One photo pixel is one point at zoom 1 (so the browser's maximum zoom, 1/screen scale, is
    /// pixel for pixel).
    public func sizeOfPhoto(at index: Int) -> CGSize {
        guard sources.indices.contains(index) else { return .zero }
        let size = sources[index].layout.imageSize
        return CGSize(width: size.width, height: size.height)
    }

    /// A `PyramidTileView` over the photo's source.
    public func makeView(forPhotoAt index: Int) -> UIView? {
        guard sources.indices.contains(index) else { return nil }
        return PyramidTileView(source: sources[index])
    }
}
