/// UIKit's `NSValue` boxes for geometry, as keyboard notifications' `userInfo` carries them.
///
/// swift-corelibs-foundation's `NSValue` boxes rects, points and sizes natively (`NSValue(rect:)`
/// is an `NSSpecialValue` whose `objCType` is "{CGRect={CGPoint=dd}{CGSize=dd}}"), so those three
/// use it; it cannot describe structs by type encoding, so transforms, insets and offsets are
/// boxed as double arrays ("[6d]", "[4d]", "[2d]"; directional insets share "[4d]" with
/// `UIEdgeInsets`). Values of either kind compare with `==`/`isEqual`. Reading a box as the wrong
/// kind gives zero geometry (the identity for a transform) instead of iOS's undefined bytes.
extension NSValue {
    /// A box holding a rect (Foundation's native rect value).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A box holding a point (Foundation's native point value).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A box holding a size (Foundation's native size value).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A box holding a vector, as two doubles.
    public convenience init(cgVector vector: CGVector) { self.init(bytes: [Double(vector.dx), Double(vector.dy)], objCType: "[2d]") }
    /// A box holding a transform, as six doubles.
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(bytes: [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init), objCType: "[6d]")
    }
    /// A box holding edge insets, as four doubles.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(bytes: [insets.top, insets.left, insets.bottom, insets.right].map(Double.init), objCType: "[4d]")
    }
    /// A box holding directional insets, as four doubles (the same kind as edge insets).
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(bytes: [insets.top, insets.leading, insets.bottom, insets.trailing].map(Double.init), objCType: "[4d]")
    }
    /// A box holding an offset, as two doubles.
    public convenience init(uiOffset offset: UIOffset) { self.init(bytes: [Double(offset.horizontal), Double(offset.vertical)], objCType: "[2d]") }

    /// The boxed rect; `.zero` when the box holds something else.
    public var cgRectValue: CGRect { typeEncoding == "{CGRect={CGPoint=dd}{CGSize=dd}}" ? rectValue : .zero }
    /// The boxed point; `.zero` when the box holds something else.
    public var cgPointValue: CGPoint { typeEncoding == "{CGPoint=dd}" ? pointValue : .zero }
    /// The boxed size; `.zero` when the box holds something else.
    public var cgSizeValue: CGSize { typeEncoding == "{CGSize=dd}" ? sizeValue : .zero }
    /// The boxed vector; zero when the box does not hold two doubles.
    public var cgVectorValue: CGVector {
        let v = doubles(2)
        return CGVector(dx: v[0], dy: v[1])
    }
    /// The boxed transform; the identity when the box does not hold six doubles.
    public var cgAffineTransformValue: CGAffineTransform {
        guard typeEncoding == "[6d]" else { return .identity }
        let v = doubles(6)
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }
    /// The boxed edge insets; zero when the box does not hold four doubles.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let v = doubles(4)
        return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
    /// The boxed directional insets; zero when the box does not hold four doubles.
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        let v = doubles(4)
        return NSDirectionalEdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
    }
    /// The boxed offset; zero when the box does not hold two doubles.
    public var uiOffsetValue: UIOffset {
        let v = doubles(2)
        return UIOffset(horizontal: v[0], vertical: v[1])
    }

    private var typeEncoding: String { String(cString: objCType) }

    /// The boxed doubles when the box holds exactly `count` of them; zeros otherwise.
    private func doubles(_ count: Int) -> [CGFloat] {
        guard typeEncoding == "[\(count)d]" else { return Array(repeating: 0, count: count) }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values.map { CGFloat($0) }
    }
}
