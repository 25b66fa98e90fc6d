/// An immutable image: a `CGImage` plus the scale that turns its pixels into points.
///
/// `size` is in points (pixels ÷ scale), so a 200×100-pixel image at scale 2 lays out as 100×50,
/// as on iOS. Loading from PNG bytes and files is in UIImage+Loading. See also: `CGImage`,
/// `UIGraphicsImageRenderer`.
// @unchecked: its stored properties are constants; an open class cannot be checked.
open class UIImage: @unchecked Sendable, CustomStringConvertible {
    // @unchecked: every stored property is immutable and CGImage never changes after creation.
    /// The pixels; nil only for an image with none (what a zero-size renderer returns).
    public let cgImage: CGImage?
    /// Pixels per point: 2 for an `@2x` image, so `size` is the pixel size divided by it.
    public let scale: CGFloat
    /// How the image is meant to be shown relative to its pixels; stored only, as ScrollKit draws
    /// every image `.up` (images it decodes or renders are `.up`).
    public let imageOrientation: Orientation

    /// Only `.up` is drawn as such; other orientations are stored for source compatibility.
    public enum Orientation: Int, Sendable {
        /// Shown as the pixels are stored (ScrollKit draws every orientation this way).
        case up
        /// Shown turned 180° from the stored pixels.
        case down
        /// Shown turned 90° counterclockwise from the stored pixels.
        case left
        /// Shown turned 90° clockwise from the stored pixels.
        case right
        /// Shown flipped horizontally.
        case upMirrored
        /// Shown turned 180° and flipped horizontally (a vertical flip).
        case downMirrored
        /// Shown turned 90° clockwise and flipped horizontally.
        case leftMirrored
        /// Shown turned 90° counterclockwise and flipped horizontally.
        case rightMirrored
    }

    /// Whether views draw the image as it is or as a template tinted with their tint colour.
    public enum RenderingMode: Int, Sendable {
        /// The context decides (on iOS, e.g. bar buttons draw templates); the default.
        case automatic
        /// Always drawn with its own colours.
        case alwaysOriginal
        /// Always drawn as a mask filled with the tint colour (not yet drawn so by ScrollKit's views).
        case alwaysTemplate
    }

    /// Set by `withRenderingMode(_:)`. ScrollKit's views draw every image as it is (no template
    /// tinting yet), so the mode is carried for code that reads it back.
    public private(set) var renderingMode: RenderingMode = .automatic

    /// How the interior of a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable {
        /// The interior repeats at its natural size (the default of `resizableImage(withCapInsets:)`).
        case tile
        /// The interior is scaled to fill the space.
        case stretch
    }

    /// Set by `resizableImage(withCapInsets:resizingMode:)` (UIImage+Resizable): the edges that keep
    /// their size when the image is drawn larger or smaller; zero for an ordinary image.
    public internal(set) var capInsets: UIEdgeInsets = .zero
    /// How the interior between the caps fills a larger or smaller rect (`.tile` unless set by
    /// `resizableImage(withCapInsets:resizingMode:)`).
    public internal(set) var resizingMode: ResizingMode = .tile

    /// An image of `cgImage`'s pixels at `scale` pixels per point (non-finite or non-positive scales
    /// become 1); the orientation is stored, and only `.up` is drawn as such.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.imageOrientation = orientation
    }

    /// An image of `cgImage`'s pixels at scale 1, orientation `.up`.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// An empty image: no pixels, size zero, scale 1 (NSObject's `init()` on iOS). iOS code passes
    /// one to remove a default image, as in `navigationBar.shadowImage = UIImage()`.
    public convenience init() { self.init(emptyWithScale: 1) }

    /// `#imageLiteral(resourceName:)`: the image `UIImage(named:)` finds; where there is none, an
    /// empty image and one log line (iOS traps). `required`, as the literal protocol asks of a class.
    public required convenience init(imageLiteralResourceName name: String) {
        if let found = UIImage(named: name), let cgImage = found.cgImage {
            self.init(cgImage: cgImage, scale: found.scale, orientation: found.imageOrientation)
        } else {
            Log.uikit.warning("#imageLiteral(resourceName: \"\(name)\"): no such image in the main bundle; an empty image is used")
            self.init(emptyWithScale: 1)
        }
    }

    /// An image with no pixels (what a renderer of zero size returns).
    init(emptyWithScale scale: CGFloat) {
        cgImage = nil
        self.scale = scale
        imageOrientation = .up
    }

    /// The size in points.
    public var size: CGSize {
        guard let cg = cgImage else { return .zero }
        return CGSize(width: CGFloat(cg.width) / scale, height: CGFloat(cg.height) / scale)
    }

    /// Draws the image at its point size with its top-left at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image scaled to fill `rect` in the current context (nothing without one).
    public func draw(in rect: CGRect) { draw(in: rect, alpha: 1) }

    /// Draws scaled to `rect` with an extra alpha multiplied in.
    public func draw(in rect: CGRect, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext(), let cg = cgImage else { return }
        ctx.saveGState()
        if alpha < 1 { ctx.setAlpha(alpha) }
        if capInsets == .zero { ctx.draw(cg, in: rect) } else { drawNineSlice(cg, in: rect, context: ctx) }
        ctx.restoreGState()
    }

    /// The same pixels with another rendering mode.
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        let copy = copied()
        copy.renderingMode = mode
        return copy
    }

    /// A new image with the same pixels, scale, orientation, rendering mode and caps.
    func copied() -> UIImage {
        let copy = cgImage.map { UIImage(cgImage: $0, scale: scale, orientation: imageOrientation) } ?? UIImage(emptyWithScale: scale)
        copy.renderingMode = renderingMode
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    open var description: String { "UIImage(size: \(size), scale: \(scale))" }
}
