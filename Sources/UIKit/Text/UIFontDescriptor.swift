/// What describes a font: UIKit's `UIFontDescriptor`, with the family, size and symbolic traits.
///
/// ScrollKit's fonts are a family, a size, bold or not and italic or not, so a descriptor carries
/// those, and `symbolicTraits` has `traitBold` and `traitItalic` set from them. Deriving a descriptor
/// with other traits (`withSymbolicTraits(_:)`) and making a font from it (`UIFont(descriptor:size:)`)
/// is how iOS code makes a bold or italic variant of a given font; traits other than bold and
/// italic are not drawn, and a descriptor asking for them is nil (as iOS returns nil for traits
/// the family lacks).
// @unchecked: its stored properties are constants.
open class UIFontDescriptor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The family name, e.g. "DejaVu Sans".
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The traits: `traitBold` and `traitItalic` as the face has them.
    public let symbolicTraits: SymbolicTraits

    init(familyName: String, pointSize: CGFloat, symbolicTraits: SymbolicTraits) {
        self.familyName = familyName
        self.pointSize = pointSize
        self.symbolicTraits = symbolicTraits
    }

    /// The font's traits as a bit set (UIKit's raw values, those of Core Text's `CTFontSymbolicTraits`).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The italic (or oblique) face.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// The bold face.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider glyphs (not available here: a descriptor asking for it is nil).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower glyphs (not available here).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph the same width (not available here; use the "DejaVu Sans Mono" family).
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Tighter line spacing (not available here).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing (not available here).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The traits ScrollKit can draw.
    static let drawableTraits: SymbolicTraits = [.traitBold, .traitItalic]

    /// The same family and size with exactly `symbolicTraits`, or nil when they include a trait other
    /// than bold and italic (there is no such face to draw).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        guard Self.drawableTraits.isSuperset(of: symbolicTraits) else { return nil }
        return UIFontDescriptor(familyName: familyName, pointSize: pointSize, symbolicTraits: symbolicTraits)
    }

    /// The same family and traits at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(familyName: familyName, pointSize: newPointSize, symbolicTraits: symbolicTraits)
    }

    /// The same size and traits in another family.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        UIFontDescriptor(familyName: newFamily, pointSize: pointSize, symbolicTraits: symbolicTraits)
    }

    public static func == (a: UIFontDescriptor, b: UIFontDescriptor) -> Bool {
        a.familyName == b.familyName && a.pointSize == b.pointSize && a.symbolicTraits == b.symbolicTraits
    }
    public func hash(into h: inout Hasher) { h.combine(familyName); h.combine(pointSize); h.combine(symbolicTraits.rawValue) }
    open var description: String { "UIFontDescriptor(\(familyName), \(pointSize) pt, traits 0x\(String(symbolicTraits.rawValue, radix: 16)))" }
}

extension UIFont {
    /// The font's descriptor: its family, size, and bold and italic as symbolic traits.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if isBold { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        return UIFontDescriptor(familyName: familyName, pointSize: pointSize, symbolicTraits: traits)
    }

    /// The font `descriptor` describes, at `pointSize` (0: the descriptor's own size, as on iOS).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(family: descriptor.familyName, size: pointSize > 0 ? pointSize : descriptor.pointSize,
                  bold: descriptor.symbolicTraits.contains(.traitBold), italic: descriptor.symbolicTraits.contains(.traitItalic))
    }
}
