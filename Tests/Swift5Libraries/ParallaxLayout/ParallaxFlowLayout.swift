import UIKit

/// A vertical flow layout whose cells' artwork drifts against the scroll: each cell's
/// `parallaxOffset.y` is `(visibleCenterY − cellCenterY) × parallaxFactor`, clamped to
/// `±maximumParallax`, so artwork above the middle of the screen sits lower in its cell and
/// artwork below sits higher. The layout recomputes on every bounds change (every scroll).
open class ParallaxFlowLayout: UICollectionViewFlowLayout {
    /// The fraction of a cell's distance from the visible centre its artwork moves.
    public var parallaxFactor: CGFloat = 0.25
    /// The largest shift, in points either way.
    public var maximumParallax: CGFloat = 40
    /// How many times `layoutAttributesForElements(in:)` was asked (the tests check scrolling asks).
    public private(set) var elementQueries = 0

    open override class var layoutAttributesClass: AnyClass { ParallaxLayoutAttributes.self }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elementQueries += 1
        guard let collectionView = collectionView, let cached = super.layoutAttributesForElements(in: rect) else { return nil }
        let visibleCenterY = collectionView.bounds.midY
        // Copies: the flow layout's cached attributes stay as they are, as iOS layouts must do.
        return cached.map { attributes in
            let copy = attributes.copy() as! ParallaxLayoutAttributes
            copy.parallaxOffset = CGPoint(x: 0, y: offset(forCellCenterY: copy.center.y, visibleCenterY: visibleCenterY))
            return copy
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForItem(at: indexPath)?.copy() as? ParallaxLayoutAttributes else { return nil }
        attributes.parallaxOffset = CGPoint(x: 0, y: offset(forCellCenterY: attributes.center.y, visibleCenterY: collectionView.bounds.midY))
        return attributes
    }

    func offset(forCellCenterY cellCenterY: CGFloat, visibleCenterY: CGFloat) -> CGFloat {
        max(-maximumParallax, min(maximumParallax, (visibleCenterY - cellCenterY) * parallaxFactor))
    }
}

/// A cell whose artwork (a view taller than the cell, clipped) is moved by the attributes' offset.
open class ParallaxCell: UICollectionViewCell {
    /// The artwork: 2 × `maximumParallax` taller than the cell, centred, then shifted.
    public let artwork = UIView()
    /// The offset the last `apply(_:)` received.
    public private(set) var appliedParallaxOffset: CGPoint?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        contentView.addSubview(artwork)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let parallax = layoutAttributes as? ParallaxLayoutAttributes else { return }
        appliedParallaxOffset = parallax.parallaxOffset
        let size = layoutAttributes.size
        artwork.frame = CGRect(x: 0, y: -40 + parallax.parallaxOffset.y, width: size.width, height: size.height + 80)
    }
}
