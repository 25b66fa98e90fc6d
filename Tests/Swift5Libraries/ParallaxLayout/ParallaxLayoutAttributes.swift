import UIKit

/// Layout attributes that also say how far a cell's artwork is shifted for the parallax effect.
/// Written the way iOS collection layout libraries write theirs: the extra property is carried by
/// `copy(with:)` and compared by `isEqual(_:)`, so the collection view re-applies attributes whose
/// only change is the offset. Used off the main actor by nothing here, but it must compile as a
/// plain NSObject subclass in Swift 5 mode (issue 26's isolation item).
open class ParallaxLayoutAttributes: UICollectionViewLayoutAttributes {
    /// How far the artwork is moved from the cell's centre, in points (positive: down or right).
    public var parallaxOffset: CGPoint = .zero

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ParallaxLayoutAttributes
        copy.parallaxOffset = parallaxOffset
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ParallaxLayoutAttributes else { return false }
        return other.parallaxOffset == parallaxOffset && super.isEqual(object)
    }
}
