import Foundation

/// One tile as stored: its PNG bytes and the pixel size its header declares (checked against the
/// layout). UI-free on purpose: the view layer decodes it however it draws.
public struct PyramidTile: Sendable {
    public var address: TileAddress
    public var pngData: Data
    public var pixelSize: PixelSize
}

/// One tile decoded to 8-bit RGBA, straight (not premultiplied) alpha, rows packed top to bottom.
public struct DecodedTile: Sendable {
    public var address: TileAddress
    public var pixelSize: PixelSize
    public var rgba: Data
    public var bytesPerRow: Int { pixelSize.width * 4 }
}
