/// UIColor as a drawing colour: its `CGColor` and the `set…()` calls that make it the current
/// context's fill and/or stroke colour (a no-op outside drawing, as on iOS).
extension UIColor {
    /// The CoreGraphics colour; for a pattern colour, one that tiles the image when painted.
    public var cgColor: CGColor {
        if let image = patternImage, let cg = image.cgImage { return CGColor(patternImage: cg, scale: image.scale) }
        return CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A plain colour from the components (a pattern `CGColor` keeps its tile).
    public convenience init(cgColor: CGColor) {
        if let tile = cgColor.patternImage {
            self.init(patternImage: UIImage(cgImage: tile, scale: cgColor.patternScale, orientation: .up))
        } else {
            self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
        }
    }

    /// Sets both the fill and the stroke colour.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes the colour the current context's fill colour (for `UIBezierPath.fill()`, `UIRectFill`
    /// and the like).
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes the colour the current context's stroke colour (for `UIBezierPath.stroke()` and the
    /// context's own stroke calls).
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
