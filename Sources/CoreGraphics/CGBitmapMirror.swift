@_implementationOnly import Ccairo

/// A rectangle of whole device pixels, `x0..<x1` × `y0..<y1`: what a drawing call may have changed.
struct CGBitmapBox: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    /// The pixels that `rect` (device space) touches at all, grown by `margin` pixels each way.
    /// Nil for an empty or non-finite rect.
    init?(covering rect: CGRect, margin: Int = 0) {
        let r = rect.standardized
        guard !r.isNull, !r.isEmpty, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        // Clamped before converting: a huge rect (a fill of the whole plane) must not overflow Int.
        func clamped(_ v: CGFloat) -> Int { Int(min(max(v, -1_000_000), 1_000_000)) }
        self.init(x0: clamped(r.minX.rounded(.down)) - margin, y0: clamped(r.minY.rounded(.down)) - margin,
                  x1: clamped(r.maxX.rounded(.up)) + margin, y1: clamped(r.maxY.rounded(.up)) + margin)
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// The pixels in both boxes; nil when they share none.
    func intersection(_ other: CGBitmapBox) -> CGBitmapBox? {
        let b = CGBitmapBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return b.x1 > b.x0 && b.y1 > b.y0 ? b : nil
    }

    /// The smallest box holding both.
    func union(_ other: CGBitmapBox) -> CGBitmapBox {
        CGBitmapBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    var pixelCount: Int { (x1 - x0) * (y1 - y0) }
}

/// The bytes of a bitmap context whose layout cairo cannot draw in place (`CGBitmapLayout`), and how
/// far they lag behind the cairo surface that is drawn into.
///
/// Why not convert the whole bitmap after every call: a window of 1,000 labels is some 3,000
/// drawing calls, and converting 1920×1080 pixels after each cost close to a second a frame
/// (docs/bench/README.md, bitmap layouts). Each call now converts only the pixels it can have
/// touched (its bounding box in device space, inside the clip; `CGContext+Damage`), and a context
/// that owns its memory converts nothing until the bytes can be seen.
final class CGBitmapMirror {
    let layout: CGBitmapLayout
    let bytes: UnsafeMutableRawPointer
    let bytesPerRow: Int
    /// Whether the bytes are brought up to date at the end of every drawing call. True for a
    /// caller's buffer, which the caller can read at any moment, as on iOS. A context that
    /// allocated its memory (`data: nil`) starts lazy: nobody can see the bytes until `data` hands
    /// out the pointer, and from then on the caller can read them at any moment, so it turns eager.
    private(set) var isEager: Bool
    /// Pixels drawn since the bytes were last brought up to date (lazy only).
    private(set) var stale: CGBitmapBox?
    /// Pixels converted so far (tests and the benchmark check that a call converts only what it touched).
    private(set) var pixelsConverted = 0

    init(layout: CGBitmapLayout, bytes: UnsafeMutableRawPointer, bytesPerRow: Int, isEager: Bool) {
        self.layout = layout
        self.bytes = bytes
        self.bytesPerRow = bytesPerRow
        self.isEager = isEager
    }

    /// How many batches (`CGContext.batchingLayoutConversion`) are open: inside one, an eager mirror
    /// only collects what calls touched, and converts it when the outermost batch ends.
    private var batchDepth = 0

    /// Called at the end of a drawing call that may have changed `box` of `surface`.
    func didPaint(_ box: CGBitmapBox, in surface: OpaquePointer) {
        if isEager, batchDepth == 0 {
            store(box, from: surface)
        } else {
            stale = stale.map { $0.union(box) } ?? box
        }
    }

    func beginBatch() { batchDepth += 1 }

    /// Ends a batch; the outermost one brings an eager mirror's bytes up to date.
    func endBatch(surface: OpaquePointer) {
        batchDepth -= 1
        guard batchDepth == 0, isEager else { return }
        if let stale { store(stale, from: surface) }
        stale = nil
    }

    /// Brings the bytes up to date; with `handingOut`, keeps them so after every later call.
    func sync(from surface: OpaquePointer, handingOut: Bool) {
        if let stale { store(stale, from: surface) }
        stale = nil
        if handingOut { isEager = true }
    }

    private func store(_ box: CGBitmapBox, from surface: OpaquePointer) {
        layout.store(from: surface, into: bytes, bytesPerRow: bytesPerRow, box: box)
        pixelsConverted += box.pixelCount
    }
}
