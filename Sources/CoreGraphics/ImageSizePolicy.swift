/// ScrollKit's one limit on how large a bitmap may be, checked before anything is allocated.
///
/// Why one policy: untrusted sizes arrive from many places (an image file's header, a session
/// file's window, a renderer's bounds, a bitmap context's width and height, a view's bounds) and
/// each used to check its own way, or not at all: a PNG whose header claimed 23000×23000 pixels
/// allocated 2.1 GB, a session window of 40000×40000 points allocated 4.3 GB per frame, and a
/// renderer 1e19 points wide trapped converting the size to `Int`. Every entry point that makes a
/// bitmap from a size it was given asks here first (docs/PORTING.md, "Bad input: documented outcomes"):
///
/// | entry point | refusal |
/// |---|---|
/// | `CGContext(width:height:)` and the bitmap-context initializer | nil, one warning |
/// | `CGImage.decodePNG`, `CGImage(pngData:)` (size from the IHDR chunk, before decoding) | thrown error / nil |
/// | `CGImage.decodeJPEG`, `ImageDecoder.decode` (size from the header) | thrown error |
/// | `CGImage(width:height:…provider:…)` | nil, one warning |
/// | `UIImage(data:)`, `UIImage(contentsOfFile:)` | nil, one error line |
/// | `UIGraphicsImageRenderer` | an empty image (`size` zero), one warning; the actions still run, into 1×1 pixels |
/// | a view's backing store | no backing store (the view shows nothing) |
/// | a session file's window (`SessionRecording`) | thrown `SessionFileError.invalidValue` |
///
/// Floating-point sizes are checked for being finite and clamped in floating point before any
/// conversion to `Int` (`Int(1e19)` traps).
public enum ImageSizePolicy {
    /// The longest side of any bitmap: cairo's image surfaces are at most 32767 pixels each way
    /// (cairo's `MAX_IMAGE_SIZE`; a larger one is an error surface).
    public static let maximumSide = 32767
    /// The most pixels of any one bitmap: 64 Mi pixels, an 8192×8192 image. At 4 bytes per pixel
    /// (ARGB32, what every decoded image and context holds) that is `maximumBytes`, far beyond a
    /// screen (a 3840×2160 display is 8.3 M pixels) or a tile; larger pictures are CATiledLayer's
    /// and TilePyramid's job, which never hold more than a screenful of tiles.
    public static let maximumPixels = 64 * 1024 * 1024
    /// The most bytes of one bitmap's pixels: `maximumPixels` at 4 bytes each, 256 MiB.
    public static let maximumBytes = maximumPixels * 4

    /// Nil when a bitmap of `width × height` pixels is allowed, otherwise why not (for the log line).
    public static func refusal(width: Int, height: Int) -> String? {
        guard width > 0, height > 0 else { return "\(width)×\(height) pixels is empty" }
        guard width <= maximumSide, height <= maximumSide else {
            return "\(width)×\(height) pixels is over \(maximumSide) pixels a side"
        }
        // Both sides are at most 32767 here, so the product cannot overflow.
        guard width * height <= maximumPixels else {
            return "\(width)×\(height) pixels is over the limit of \(maximumPixels) pixels (\(maximumBytes >> 20) MiB)"
        }
        return nil
    }

    /// Whether a bitmap of `width × height` pixels is allowed.
    public static func permits(width: Int, height: Int) -> Bool { refusal(width: width, height: height) == nil }

    /// Whole pixels for a length in points at `scale`, rounded up, or nil when the product is not
    /// finite or is more than `maximumSide`. The check is made in floating point, so no value that
    /// `Int` cannot hold is ever converted. Non-positive lengths give 0.
    public static func pixels(_ points: Double, scale: Double = 1) -> Int? {
        let product = points * scale
        guard product.isFinite else { return nil }
        let rounded = product.rounded(.up)
        guard rounded <= Double(maximumSide) else { return nil }
        return rounded > 0 ? Int(rounded) : 0
    }

    /// Nil when a bitmap of `width × height` points at `scale` is allowed (each side rounded up to
    /// whole pixels, as a renderer or backing store makes it), otherwise why not.
    public static func refusal(width: Double, height: Double, scale: Double) -> String? {
        guard width.isFinite, height.isFinite, scale.isFinite, scale > 0 else {
            return "\(width)×\(height) points at scale \(scale) is not finite"
        }
        guard let w = pixels(width, scale: scale), let h = pixels(height, scale: scale) else {
            return "\(width)×\(height) points at scale \(scale) is over \(maximumSide) pixels a side"
        }
        return refusal(width: w, height: h)
    }

    /// The width and height an encoded PNG's header gives (its signature, then the IHDR chunk the PNG
    /// specification puts first, §5.2–5.3, §11.2.2: 13 bytes whose first 8 are the big-endian width
    /// and height), or nil when the bytes do not start like a PNG. Read before decoding, so a small
    /// file that claims a huge image is refused before any pixel memory exists.
    public static func pngHeaderSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}
