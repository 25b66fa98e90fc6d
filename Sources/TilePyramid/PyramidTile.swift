import Foundation

/// One tile as stored: its PNG bytes and the pixel size its header declares (checked against the
/// layout). UI-free on purpose: the view layer decodes it however it draws.
public struct PyramidTile: Sendable {
    /// Which tile this is.
    public var address: TileAddress
    /// The tile's PNG file, as read.
    public var pngData: Data
    /// The pixel size the PNG header declares.
    public var pixelSize: PixelSize
}

/// One tile decoded to 8-bit RGBA, straight (not premultiplied) alpha, rows packed top to bottom.
public struct DecodedTile: Sendable {
    /// Which tile this is.
    public var address: TileAddress
    /// The tile's pixel size.
    public var pixelSize: PixelSize
    /// The pixels, 8-bit RGBA rows top to bottom.
    public var rgba: Data
    /// Bytes per row of `rgba`: 4 per pixel, no padding.
    public var bytesPerRow: Int { pixelSize.width * 4 }
}
