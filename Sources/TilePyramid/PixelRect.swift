/// An integer pixel rectangle (origin top-left), free of any UI framework type.
public struct PixelRect: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Left edge (px).
    public var x: Int
    /// Top edge (px).
    public var y: Int
    /// Width (px).
    public var width: Int
    /// Height (px).
    public var height: Int

    /// The rectangle with top-left `(x, y)` and the given size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Right edge, exclusive (px).
    public var maxX: Int { x + width }
    /// Bottom edge, exclusive (px).
    public var maxY: Int { y + height }
    /// Pixel count.
    public var area: Int { width * height }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// A width and height in pixels.
public struct PixelSize: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Width (px).
    public var width: Int
    /// Height (px).
    public var height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }
}
