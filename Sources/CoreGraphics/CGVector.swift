/// A two-dimensional vector, as Apple's `CGVector`.
///
/// Kept distinct from CGPoint and CGSize so that APIs can say "a direction and magnitude"
/// (a velocity, an impulse) rather than "a position" or "an extent".
public struct CGVector: Sendable, Equatable, Hashable {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// Creates a zero vector, matching the imported C struct's zero-filling `init()`.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Creates a vector from CGFloat components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from Double components (Apple provides this overload too).
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from Int components, so integer literals and indices convert cleanly.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static var zero: CGVector {
        CGVector(dx: 0, dy: 0)
    }
}

extension CGVector: Codable {
    /// Decodes `[dx, dy]`, the unkeyed form used for CGPoint and CGSize as well.
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    /// Encodes `[dx, dy]`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}

extension CGVector: CustomDebugStringConvertible {
    /// `(dx, dy)`, the compact form Apple prints for this struct.
    public var debugDescription: String {
        "(\(dx), \(dy))"
    }
}
