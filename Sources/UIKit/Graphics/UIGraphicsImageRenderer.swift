/// Draws into an offscreen bitmap and returns it as a `UIImage` (or PNG data), as on iOS 10+.
///
/// The context's CTM maps the renderer's bounds (in points) onto pixels: scaled by `format.scale`
/// and shifted so `bounds.origin` is the top-left. It is y-down with no flip (iOS's also has one;
/// see the porting guide). Tests render views with it:
/// `UIGraphicsImageRenderer(bounds: v.bounds).image { v.layer.render(in: $0.cgContext) }`.
/// See also: `UIGraphicsImageRendererFormat`, `UIView.displayIfNeeded()`.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer {
    /// The scale and opacity of the images this renderer makes.
    public let format: UIGraphicsImageRendererFormat
    /// The area in points that the image covers.
    public let bounds: CGRect

    /// A renderer for `bounds` (in points; a null rect becomes zero) with the given format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds.standardized.isNull ? .zero : bounds.standardized
        self.format = format
    }

    /// A renderer for `bounds` with the default format (screen scale, not opaque).
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
    /// A renderer for a `size`-point image with the default format; the origin is (0, 0).
    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size)) }
    /// A renderer for a `size`-point image with the given format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Runs `actions` with a fresh context made current, then returns what it drew. A size
    /// `ImageSizePolicy` refuses (over 32767 pixels a side or 64 Mi pixels, or not finite) gives an
    /// empty image (`size` zero) and one logged warning; the actions still run, into 1×1 pixels.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let (context, refused) = run(actions)
        guard !refused, let cg = context.cgContext.makeImage() else { return UIImage(emptyWithScale: format.scale) }
        return UIImage(cgImage: cg, scale: format.scale, orientation: .up)
    }

    /// Runs `actions` and returns the result as PNG bytes.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> (UIGraphicsImageRendererContext, refused: Bool) {
        let (cg, refused) = Self.makeContext(size: bounds.size, scale: format.scale, opaque: format.opaque,
                                             caller: "UIGraphicsImageRenderer")
        if bounds.minX.isFinite, bounds.minY.isFinite { cg.translateBy(x: -bounds.minX, y: -bounds.minY) }
        let context = UIGraphicsImageRendererContext(cgContext: cg, format: format)
        UIGraphicsPushContext(cg)
        actions(context)
        UIGraphicsPopContext()
        return (context, refused)
    }

    /// A context of `size` points at `scale`, pixel size rounded up; at least 1×1 so that drawing
    /// calls always have a target. Opaque contexts start black, as iOS's do. A size
    /// `ImageSizePolicy` refuses gives a 1×1 context, `refused` true and one warning naming `caller`:
    /// the size is checked in floating point first, since `Int(1e19)` traps.
    static func makeContext(size: CGSize, scale: CGFloat, opaque: Bool, caller: String) -> (CGContext, refused: Bool) {
        var width = 1, height = 1, refused = false
        // Zero, negative and NaN sides are an empty renderer (1×1 pixels, as before), not a refusal.
        let w = size.width.isNaN ? 0 : Double(size.width), h = size.height.isNaN ? 0 : Double(size.height)
        if let refusal = ImageSizePolicy.refusal(width: max(w, 1 / scale), height: max(h, 1 / scale), scale: Double(scale)) {
            Log.uikit.warning("\(caller): cannot make a bitmap of \(size.width)×\(size.height) points at scale \(scale) (\(refusal), ImageSizePolicy); the image is empty")
            refused = true
        } else {
            width = max(1, ImageSizePolicy.pixels(w, scale: Double(scale)) ?? 1)
            height = max(1, ImageSizePolicy.pixels(h, scale: Double(scale)) ?? 1)
        }
        let ctx = CGContext(width: width, height: height)!
        if opaque {
            ctx.setFillColor(.black)
            ctx.fill(CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height))
        }
        ctx.scaleBy(x: scale, y: scale)
        return (ctx, refused)
    }
}

/// How a renderer's bitmap is made: points-to-pixels scale and whether it is opaque.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat {
    /// Pixels per point; defaults to the main screen's scale.
    public var scale: CGFloat {
        didSet { if !(scale.isFinite && scale > 0) { scale = UIScreen.main.scale } }
    }
    /// Whether the bitmap has no transparency: it starts black and drawing covers it (false by
    /// default, so it starts transparent).
    public var opaque = false

    /// A format at the main screen's scale, not opaque.
    public init() { scale = UIScreen.main.scale }

    /// A new format with the defaults (screen scale, not opaque).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format best suited to the screen; in ScrollKit the same as `default()` (there is no
    /// wide-colour or extended range).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's actions get: the context and a few drawing conveniences.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext {
    /// The Core Graphics context to draw into; it is also the current UIKit context during the actions.
    public let cgContext: CGContext
    /// The format of the renderer that made this context.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// The pixels drawn so far.
    public var currentImage: UIImage {
        cgContext.makeImage().map { UIImage(cgImage: $0, scale: format.scale, orientation: .up) }
            ?? UIImage(emptyWithScale: format.scale)
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect` with the current stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Intersects the context's clip with `rect`, so later drawing stays inside it.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
