@_implementationOnly import Ccairo

/// One pixel layout a bitmap context can draw into, and the conversion between it and cairo's.
///
/// cairo draws only into its own formats (ARGB32 premultiplied host-order words, RGB24, A8). The
/// layouts iOS bitmap contexts support (Apple's "Supported Pixel Formats" table for iOS: 8-bit
/// RGB with `premultipliedFirst`/`premultipliedLast`/`noneSkipFirst`/`noneSkipLast` in either
/// 32-bit byte order, 8-bit gray with `.none`, 8-bit `.alphaOnly`) are drawn into a cairo surface
/// and copied out to the caller's bytes (`CGBitmapMirror`: after each drawing call, only the pixels
/// it touched, or when the bytes are looked at); the layouts that are cairo's own are drawn in place.
struct CGBitmapLayout: Equatable {
    enum Kind: Equatable {
        /// Four bytes per pixel; the byte offsets of each channel inside the pixel.
        case rgb32(red: Int, green: Int, blue: Int, alpha: Int, alphaMode: AlphaMode)
        /// One luminance byte per pixel, opaque.
        case gray8
        /// One alpha byte per pixel.
        case alpha8
    }

    /// What the fourth byte of an RGB pixel holds.
    enum AlphaMode: Equatable {
        /// Alpha, colour already multiplied by it (what contexts draw).
        case premultiplied
        /// Alpha, colour not multiplied (`.first`/`.last`: images only, as on iOS).
        case straight
        /// Nothing (`noneSkip…`): the pixel is opaque.
        case skip
    }

    let kind: Kind
    let alphaInfo: CGImageAlphaInfo
    let bitmapInfo: CGBitmapInfo
    let space: CGColorSpace?

    var bytesPerPixel: Int {
        if case .rgb32 = kind { return 4 }
        return 1
    }

    /// The cairo format the drawing surface uses for this layout.
    var cairoFormat: cairo_format_t {
        switch kind {
        case let .rgb32(_, _, _, _, mode): return mode == .skip ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        case .gray8: return CAIRO_FORMAT_RGB24
        case .alpha8: return CAIRO_FORMAT_A8
        }
    }

    /// cairo's ARGB32/RGB24 word `0xAARRGGBB` in host byte order, as byte offsets.
    static let hostOffsets: (red: Int, green: Int, blue: Int, alpha: Int) = {
        #if _endian(little)
        return (2, 1, 0, 3)
        #else
        return (1, 2, 3, 0)
        #endif
    }()

    /// True when cairo can draw straight into bytes of this layout (only stride remains to check).
    var isCairoNative: Bool {
        guard case let .rgb32(r, g, b, a, mode) = kind, mode != .straight else { return false }
        let h = CGBitmapLayout.hostOffsets
        return (r, g, b, a) == (h.red, h.green, h.blue, h.alpha)
    }

    /// The layout of `CGContext(width:height:)` and the display pass: cairo's ARGB32.
    static let native = CGBitmapLayout(bitsPerComponent: 8, space: CGColorSpaceCreateDeviceRGB(),
                                       bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Host.rawValue)!

    /// Nil for every combination iOS bitmap contexts refuse and for 16-bit and float layouts;
    /// non-premultiplied `.first`/`.last` only with `allowsStraightAlpha` (images take them,
    /// contexts refuse them, as on iOS).
    init?(bitsPerComponent: Int, space: CGColorSpace?, bitmapInfo raw: UInt32, allowsStraightAlpha: Bool = false) {
        let info = CGBitmapInfo(rawValue: raw)
        guard bitsPerComponent == 8, info.intersection(.floatInfoMask).isEmpty,
              let alpha = info.alphaInfo, let order = info.byteOrder else { return nil }
        bitmapInfo = info
        alphaInfo = alpha
        self.space = space
        if alpha == .alphaOnly {
            guard order == .orderDefault else { return nil }
            kind = .alpha8
            return
        }
        guard let space else { return nil }
        switch (space.model, alpha) {
        case (.monochrome, .none):
            guard order == .orderDefault else { return nil }
            kind = .gray8
        case (.rgb, .premultipliedFirst), (.rgb, .premultipliedLast), (.rgb, .noneSkipFirst), (.rgb, .noneSkipLast),
             (.rgb, .first) where allowsStraightAlpha, (.rgb, .last) where allowsStraightAlpha:
            guard order == .orderDefault || order == .order32Big || order == .order32Little else { return nil }
            // In a big-endian word "first" is A,R,G,B and "last" R,G,B,A; little-endian words reverse the bytes.
            let first = alpha == .premultipliedFirst || alpha == .noneSkipFirst || alpha == .first
            var (r, g, b, a) = first ? (1, 2, 3, 0) : (0, 1, 2, 3)
            if order == .order32Little { (r, g, b, a) = (3 - r, 3 - g, 3 - b, 3 - a) }
            let mode: AlphaMode = alpha == .noneSkipFirst || alpha == .noneSkipLast ? .skip
                : alpha == .first || alpha == .last ? .straight : .premultiplied
            kind = .rgb32(red: r, green: g, blue: b, alpha: a, alphaMode: mode)
        default:
            return nil
        }
    }

    /// A readable account of the combination, for the refusal line.
    static func describe(bitsPerComponent: Int, space: CGColorSpace?, bitmapInfo: UInt32) -> String {
        let alpha = CGBitmapInfo(rawValue: bitmapInfo).alphaInfo.map { "\($0)" } ?? "alpha info \(bitmapInfo & 0x1F)"
        return "\(bitsPerComponent) bits/component, \(space.map { "\($0.model)" } ?? "no") colour space, \(alpha), bitmapInfo 0x\(String(bitmapInfo, radix: 16))"
    }

    // MARK: Converting

    /// Writes the cairo surface's pixels inside `box` (device pixels; the whole surface when nil)
    /// into `bytes` (this layout, `bytesPerRow` apart). Pixels outside `box` are left alone.
    func store(from surface: OpaquePointer, into bytes: UnsafeMutableRawPointer, bytesPerRow: Int, box: CGBitmapBox? = nil) {
        cairo_surface_flush(surface)
        guard let src = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let whole = CGBitmapBox(x0: 0, y0: 0, x1: Int(cairo_image_surface_get_width(surface)),
                                y1: Int(cairo_image_surface_get_height(surface)))
        guard let box = box.map({ $0.intersection(whole) }) ?? whole else { return }
        let width = box.x1 - box.x0
        let inBytes = bytesPerPixel * box.x0
        for y in box.y0..<box.y1 {
            let s = UnsafeRawPointer(src + y * stride + 4 * box.x0), d = bytes + y * bytesPerRow + inBytes
            switch kind {
            case .alpha8:
                // An A8 surface's x0 is a byte offset, not four.
                d.copyMemory(from: UnsafeRawPointer(src + y * stride + box.x0), byteCount: width)
            case .gray8:
                let out = d.assumingMemoryBound(to: UInt8.self)
                for x in 0..<width {
                    let w = s.load(fromByteOffset: 4 * x, as: UInt32.self)
                    out[x] = CGBitmapLayout.luma(red: (w >> 16) & 0xFF, green: (w >> 8) & 0xFF, blue: w & 0xFF)
                }
            case let .rgb32(r, g, b, a, mode):
                Self.storeRow(from: s, into: d, count: width, shifts: Self.wordShifts(red: r, green: g, blue: b, alpha: a),
                              opaque: mode == .skip)
            }
        }
    }

    /// Where a byte at `offset` of a pixel sits in a host-order `UInt32`, in bits.
    private static func wordShift(_ offset: Int) -> UInt32 {
        #if _endian(little)
        return UInt32(8 * offset)
        #else
        return UInt32(8 * (3 - offset))
        #endif
    }

    private static func wordShifts(red: Int, green: Int, blue: Int, alpha: Int) -> (UInt32, UInt32, UInt32, UInt32) {
        (wordShift(red), wordShift(green), wordShift(blue), wordShift(alpha))
    }

    /// One row of cairo words (`0xAARRGGBB`, host order) into this layout's four bytes a pixel. A
    /// word is moved whole, channel by channel with loop-invariant masking shifts (`&>>`, `&<<`:
    /// Swift's `>>` checks for over-wide shifts, which kept the loop from vectorising), so the loop
    /// vectorises (`Benchmarks bitmaplayout` measures it). With `opaque` (a `noneSkip…` layout, over
    /// an RGB24 surface whose top byte is undefined) the skipped byte is written as 255, so the bytes
    /// also read as opaque RGBA.
    @inline(__always)
    private static func storeRow(from s: UnsafeRawPointer, into d: UnsafeMutableRawPointer, count: Int,
                                 shifts: (red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32), opaque: Bool) {
        let forcedAlpha: UInt32 = opaque ? 0xFF &<< shifts.alpha : 0
        let alphaMask: UInt32 = opaque ? 0 : 0xFF
        let source = s.assumingMemoryBound(to: UInt32.self)   // cairo's rows are 4-byte aligned
        @inline(__always) func convert(_ w: UInt32) -> UInt32 {
            ((w &>> 16) & 0xFF) &<< shifts.red | ((w &>> 8) & 0xFF) &<< shifts.green | (w & 0xFF) &<< shifts.blue
                | ((w &>> 24) & alphaMask) &<< shifts.alpha | forcedAlpha
        }
        if Int(bitPattern: d) % 4 == 0 {
            let out = d.assumingMemoryBound(to: UInt32.self)
            for x in 0..<count { out[x] = convert(source[x]) }
        } else {
            // A caller's buffer whose rows are not 4-byte aligned (any bytesPerRow is allowed).
            for x in 0..<count { d.storeBytes(of: convert(source[x]), toByteOffset: 4 * x, as: UInt32.self) }
        }
    }

    /// Reads `bytes` (this layout) into the cairo surface, which must have `cairoFormat` — or, with
    /// `asARGB32`, an ARGB32 surface (for `makeImage()`).
    func load(from bytes: UnsafeRawPointer, bytesPerRow: Int, into surface: OpaquePointer, asARGB32: Bool = false) {
        cairo_surface_flush(surface)
        guard let dst = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        for y in 0..<height {
            let s = (bytes + y * bytesPerRow).assumingMemoryBound(to: UInt8.self), d = UnsafeMutableRawPointer(dst + y * stride)
            switch kind {
            case .alpha8 where !asARGB32:
                d.copyMemory(from: s, byteCount: width)
            case .alpha8:
                for x in 0..<width { d.storeBytes(of: UInt32(s[x]) << 24, toByteOffset: 4 * x, as: UInt32.self) }
            case .gray8:
                for x in 0..<width {
                    let v = UInt32(s[x])
                    d.storeBytes(of: 0xFF00_0000 | v << 16 | v << 8 | v, toByteOffset: 4 * x, as: UInt32.self)
                }
            case let .rgb32(r, g, b, a, mode):
                for x in 0..<width {
                    let p = s + 4 * x
                    let alpha = mode == .skip ? 255 : UInt32(p[a])
                    // Straight colour is multiplied in (rounded); premultiplied colour can never exceed
                    // alpha, and clamping keeps cairo's input valid.
                    func c(_ i: Int) -> UInt32 { mode == .straight ? (UInt32(p[i]) * alpha + 127) / 255 : min(UInt32(p[i]), alpha) }
                    d.storeBytes(of: alpha << 24 | c(r) << 16 | c(g) << 8 | c(b), toByteOffset: 4 * x, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Rec. 709 luma of gamma-encoded sRGB bytes (ITU-R BT.709 weights 0.2126, 0.7152, 0.0722),
    /// rounded: gray stays exactly gray, pure red becomes 54.
    static func luma(red: UInt32, green: UInt32, blue: UInt32) -> UInt8 {
        UInt8(min(255, (2126 * red + 7152 * green + 722 * blue + 5000) / 10000))
    }
}
