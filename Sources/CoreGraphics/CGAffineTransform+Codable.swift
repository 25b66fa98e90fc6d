extension CGAffineTransform: Codable {
    /// Decodes the six entries from an unkeyed container in the order a, b, c, d, tx, ty.
    ///
    /// An unkeyed array (`[1,0,0,1,0,0]`) is the format Apple's Swift overlay uses, and it is
    /// consistent with how Foundation on Linux encodes CGPoint/CGSize/CGRect (`[x,y]` etc.),
    /// so archives move between platforms unchanged.
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let a = try container.decode(CGFloat.self)
        let b = try container.decode(CGFloat.self)
        let c = try container.decode(CGFloat.self)
        let d = try container.decode(CGFloat.self)
        let tx = try container.decode(CGFloat.self)
        let ty = try container.decode(CGFloat.self)
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Encodes the six entries into an unkeyed container in the order a, b, c, d, tx, ty.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
        try container.encode(c)
        try container.encode(d)
        try container.encode(tx)
        try container.encode(ty)
    }
}
