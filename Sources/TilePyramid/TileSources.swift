import Foundation

/// Opening any zoomable image ScrollKit reads, by its path or URL.
public enum TileSources {
    /// A local `*.pyramid.json` opens as a `PyramidReader` (the manifest reader with its own checks);
    /// everything else — Deep Zoom `.dzi`, IIIF `info.json` (or its folder), remote manifests, any
    /// `http://`/`https://` URL — as a `DeepZoomSource`. Throws a `PyramidError` whose description is
    /// a one-line reason (the apps print it and exit non-zero).
    public static func open(_ location: String, options: DeepZoomSource.Options = DeepZoomSource.Options()) throws -> TileImageSource {
        let lower = location.lowercased()
        let remote = lower.hasPrefix("http://") || lower.hasPrefix("https://")
        if !remote, lower.hasSuffix(".pyramid.json") {
            let url = lower.hasPrefix("file://") ? (URL(string: location) ?? URL(fileURLWithPath: location)) : URL(fileURLWithPath: location)
            return try PyramidReader(manifestAt: url)
        }
        return try DeepZoomSource.open(location, options: options)
    }
}
