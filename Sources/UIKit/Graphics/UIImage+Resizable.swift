/// Resizable images: `resizableImage(withCapInsets:resizingMode:)` and nine-slice drawing.
///
/// As on iOS, the caps (corners and edges, in points) keep their size; the edges stretch or tile
/// along their length and the centre in both directions (`.tile`, the default of
/// `resizableImage(withCapInsets:)`, repeats the interior at its natural size from the top-left;
/// `.stretch` scales it). A rect smaller than the caps shrinks them in proportion. Image views
/// draw through `draw(in:)`, so a resizable image in a `UIImageView` is sliced too.
extension UIImage {
    /// A copy whose `capInsets` keep their size when drawn into another size; the interior tiles.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// Insets are clamped to the image (negative or NaN → 0; caps wider than the image are cut
    /// down so they meet).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let copy = copied()
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { v.isFinite ? min(max(0, v), limit) : 0 }
        let left = clamp(capInsets.left, size.width), top = clamp(capInsets.top, size.height)
        copy.capInsets = UIEdgeInsets(top: top, left: left, bottom: clamp(capInsets.bottom, size.height - top),
                                      right: clamp(capInsets.right, size.width - left))
        copy.resizingMode = resizingMode
        return copy
    }

    /// Draws the nine parts of `cg` into `rect` (the caller has saved the state).
    func drawNineSlice(_ cg: CGImage, in rect: CGRect, context ctx: CGContext) {
        let r = rect.standardized
        guard !r.isNull, r.width > 0, r.height > 0 else { return }
        let caps = capInsets
        // Shrink the caps in proportion when the rect is smaller than they are.
        let sx = min(1, r.width / max(caps.left + caps.right, .leastNonzeroMagnitude))
        let sy = min(1, r.height / max(caps.top + caps.bottom, .leastNonzeroMagnitude))
        let sourceX = [0, caps.left, size.width - caps.right, size.width]
        let sourceY = [0, caps.top, size.height - caps.bottom, size.height]
        let destX = [r.minX, r.minX + caps.left * sx, r.maxX - caps.right * sx, r.maxX]
        let destY = [r.minY, r.minY + caps.top * sy, r.maxY - caps.bottom * sy, r.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceX[column], y: sourceY[row], width: sourceX[column + 1] - sourceX[column],
                                    height: sourceY[row + 1] - sourceY[row])
                let dest = CGRect(x: destX[column], y: destY[row], width: destX[column + 1] - destX[column],
                                  height: destY[row + 1] - destY[row])
                guard source.width > 0, source.height > 0, dest.width > 0, dest.height > 0,
                      let piece = cg.cropping(to: CGRect(x: source.minX * scale, y: source.minY * scale,
                                                         width: source.width * scale, height: source.height * scale)) else { continue }
                // Corners are drawn as they are; edges and the centre tile along the axes they span.
                let tilesX = resizingMode == .tile && column == 1, tilesY = resizingMode == .tile && row == 1
                guard tilesX || tilesY else {
                    ctx.draw(piece, in: dest)
                    continue
                }
                ctx.saveGState()
                ctx.clip(to: dest)
                let step = CGSize(width: tilesX ? source.width : dest.width, height: tilesY ? source.height : dest.height)
                var y = dest.minY
                while y < dest.maxY {
                    var x = dest.minX
                    while x < dest.maxX {
                        ctx.draw(piece, in: CGRect(x: x, y: y, width: step.width, height: step.height))
                        x += step.width
                    }
                    y += step.height
                }
                ctx.restoreGState()
            }
        }
    }
}
