import Foundation

/// UIKit's layout attributes: where one element of a collection view goes and how it looks (frame,
/// transform, alpha, stacking, visibility). A layout makes them; the collection view applies them to
/// the cell or supplementary view of the same index path and kind.
///
/// As on iOS, it is an `NSObject` that copies itself (`copy()`), so layouts can hand the collection
/// view copies of their cached attributes, and subclasses that add properties override
/// `copy(with:)` and `isEqual(_:)` (name the subclass in the layout's `layoutAttributesClass`).
/// `frame`, `center` and `size` are kept consistent the way UIKit keeps them: `frame` is the
/// untransformed rectangle (`center` ± half `size`); `transform` applies about the centre.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The frame of the element in the collection view's content coordinates, before `transform`.
    /// NaN or infinite components become 0 and a negative size is made positive (docs/PORTING.md, "Bad input").
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            let r = UICollectionViewLayoutAttributes.sanitized(newValue)
            size = r.size
            center = CGPoint(x: r.midX, y: r.midY)
        }
    }
    /// The element's bounds (origin zero, `size`).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The centre of the element in content coordinates; the transform applies about it.
    open var center: CGPoint = .zero
    /// The element's untransformed width and height.
    open var size: CGSize = .zero
    /// An affine transform applied to the element about its centre (identity by default).
    open var transform: CGAffineTransform = .identity
    /// The element's opacity, 0…1 (1 by default).
    open var alpha: CGFloat = 1
    /// The element's place in the stacking order: higher values are drawn above lower ones; equal
    /// values keep the layout's order. 0 by default (iOS's section headers pinned by a flow layout
    /// come above the items).
    open var zIndex: Int = 0
    /// Whether the element is hidden; a hidden element still gets a view (iOS does not create
    /// views for hidden items as an optimisation only).
    open var isHidden = false
    /// The element's index path: the item for a cell; the section (and item 0) for a section header or footer.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view (`UICollectionView.elementKindSectionHeader`
    /// …); nil for a cell.
    open internal(set) var representedElementKind: String?
    /// What a list layout tells a row's `UICollectionViewListCell` (its appearance and separator); nil outside lists.
    var listItem: ListItemAttributes?

    /// Empty attributes of a cell at item 0 of section 0; the designated initializer, `required`
    /// so the collection view can make instances of a layout's `layoutAttributesClass`.
    public required override init() { super.init() }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` (a header, a footer, or a kind of your own) at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`; the collection view
    /// shows it with the class the layout registered for that kind (`register(_:forDecorationViewOfKind:)`).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of every property; subclasses that add properties override this, call `super`, and copy theirs.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.listItem = listItem
        return copy
    }

    /// Equal when every property is equal (the collection view compares attributes to skip
    /// re-applying unchanged ones); subclasses that add properties override this and call `super`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return center == other.center && size == other.size && transform == other.transform && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && listItem == other.listItem
    }

    /// A combination of the properties, consistent with `isEqual(_:)`.
    open override var hash: Int {
        var h = Hasher()
        h.combine(indexPath)
        h.combine(representedElementKind)
        h.combine(center.x); h.combine(center.y)
        return h.finalize()
    }

    /// What iOS prints: the class, index path, kind and frame.
    open override var description: String {
        let kind = representedElementKind.map { "; kind = \($0)" } ?? ""
        return "<\(type(of: self)): index path: (\(indexPath.section)-\(indexPath.item))\(kind); frame = \(frame)>"
    }

    /// The key the collection view files the element's view under.
    var elementKey: CollectionElementKey {
        CollectionElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }

    /// NaN/∞ components become 0; a negative size is made positive by standardizing.
    static func sanitized(_ r: CGRect) -> CGRect {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        // By hand: Foundation on Linux reports `width` as an absolute value already.
        var x = f(r.origin.x), y = f(r.origin.y), w = f(r.size.width), h = f(r.size.height)
        if w < 0 { x += w; w = -w }
        if h < 0 { y += h; h = -h }
        return CGRect(x: x, y: y, width: w, height: h)
    }
}

/// Identifies one element shown by a collection view: a cell by index path, a supplementary or
/// decoration view by kind and index path.
struct CollectionElementKey: Hashable, Comparable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath

    static func cell(_ indexPath: IndexPath) -> CollectionElementKey { .init(category: .cell, kind: nil, indexPath: indexPath) }
    static func supplementary(_ kind: String, _ indexPath: IndexPath) -> CollectionElementKey {
        .init(category: .supplementaryView, kind: kind, indexPath: indexPath)
    }

    /// A fixed order (category, kind, index path), so nothing depends on Dictionary order.
    static func < (a: Self, b: Self) -> Bool {
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        if a.kind != b.kind { return (a.kind ?? "") < (b.kind ?? "") }
        return a.indexPath < b.indexPath
    }
}
