import Foundation

/// Everything that can go wrong building or reading a pyramid, each with a one-line reason.
///
/// The bad-input table of docs/PORTING.md promises that corrupt or missing tiles, absurd metadata, names reaching outside
/// the pyramid folder and a zero tile size each get a logged reason and never a crash; these cases
/// are the reasons.
public enum PyramidError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The tile side is odd or outside `PyramidLayout.tileSizeRange`.
    case invalidTileSize(Int)
    /// The image is empty or larger than `PyramidLayout.maximumSide`.
    case invalidImageSize(width: Int, height: Int)
    /// The image needs more levels than PhotoScroller's names can tell apart.
    case tooManyLevels(needed: Int, maximum: Int)
    /// The pyramid name is empty or contains characters not allowed in file names.
    case invalidName(String)
    /// The input image file does not exist.
    case inputMissing(path: String)
    /// libvips could not read the input image.
    case unreadableImage(path: String, reason: String)
    /// No such tile in the layout.
    case tileOutOfRange(level: Int, column: Int, row: Int)
    /// The tile's file is missing.
    case tileMissing(path: String)
    /// The tile's file is not a PNG of the size the layout expects.
    case tileCorrupt(path: String, reason: String)
    /// The manifest file does not exist.
    case manifestMissing(path: String)
    /// The manifest is not valid JSON or does not describe a valid layout.
    case manifestInvalid(path: String, reason: String)
    /// A tile or manifest could not be written.
    case writeFailed(path: String, reason: String)
    /// A libvips operation failed, with libvips' message.
    case vips(operation: String, message: String)
    /// The build was cancelled; its partial tiles were removed.
    case cancelled
    /// A Deep Zoom `.dzi` or IIIF `info.json` that cannot be used: unreadable, or a field missing or absurd.
    case descriptorInvalid(location: String, reason: String)
    /// A file or URL that could not be fetched (no such file, HTTP error, network failure).
    case fetchFailed(location: String, reason: String)

    public var description: String {
        switch self {
        case .invalidTileSize(let size):
            return "tile size \(size) is out of range: use an even number of pixels from "
                + "\(PyramidLayout.tileSizeRange.lowerBound) to \(PyramidLayout.tileSizeRange.upperBound)"
        case .invalidImageSize(let width, let height):
            return "image size \(width)×\(height) is out of range: each side must be 1 to \(PyramidLayout.maximumSide) pixels"
        case .tooManyLevels(let needed, let maximum):
            return "the image needs \(needed) levels but PhotoScroller's scale names allow only \(maximum); use a larger tile size"
        case .invalidName(let name):
            return "image name \"\(name)\" is not a plain file name (letters, digits, '-', '_', '.'; no path separators)"
        case .inputMissing(let path):
            return "\(path): no such file"
        case .unreadableImage(let path, let reason):
            return "\(path): not a readable image (\(reason))"
        case .tileOutOfRange(let level, let column, let row):
            return "tile (level \(level), column \(column), row \(row)) is outside the pyramid"
        case .tileMissing(let path):
            return "\(path): tile file is missing"
        case .tileCorrupt(let path, let reason):
            return "\(path): tile file is corrupt (\(reason))"
        case .manifestMissing(let path):
            return "\(path): pyramid manifest is missing"
        case .manifestInvalid(let path, let reason):
            return "\(path): pyramid manifest is invalid (\(reason))"
        case .writeFailed(let path, let reason):
            return "\(path): cannot write (\(reason))"
        case .vips(let operation, let message):
            return "libvips could not \(operation): \(message)"
        case .cancelled:
            return "cancelled"
        case .descriptorInvalid(let location, let reason):
            return "\(location): not a usable Deep Zoom or IIIF description (\(reason))"
        case .fetchFailed(let location, let reason):
            return "\(location): cannot be fetched (\(reason))"
        }
    }
}
