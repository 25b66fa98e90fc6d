// Library code that touches UIKit from nonisolated contexts, as libraries written for iOS do.
// scripts/swift6-isolation-check.sh compiles it twice against ScrollKit's modules:
// - in Swift 5 language mode it must compile with no error (warnings at most), as against Apple's SDK;
// - in Swift 6 language mode exactly the lines marked `swift6-diagnosed` must be diagnosed (Swift 6.3
//   makes them warnings, as the declarations are @preconcurrency). Unmarked lines (layout attributes,
//   their subclass's copy(with:)/isEqual, UIBezierPath) are nonisolated in both.
import UIKit

final class PlainLayoutHelper {
    func widthConstraint(_ a: UIView, _ b: UIView) -> NSLayoutConstraint {
        NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width, multiplier: 1, constant: 0) // swift6-diagnosed
    }
    func frame(of view: UIView) -> CGRect {
        view.frame // swift6-diagnosed
    }
    func fade(_ layer: CALayer) {
        layer.opacity = 0.5 // swift6-diagnosed
    }
    func anchorConstraint(_ view: UIView, _ other: UIView) -> NSLayoutConstraint {
        view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: 8) // swift6-diagnosed
    }
}

struct SectionFactory {
    func itemSize() -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) // swift6-diagnosed
    }
}

class BadgeAttributes: UICollectionViewLayoutAttributes {
    var badge = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! BadgeAttributes
        copy.badge = badge
        return copy
    }
    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? BadgeAttributes else { return false }
        return other.badge == badge && super.isEqual(object)
    }
}

func drawOffMain() -> CGRect {
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2)
    let attributes = BadgeAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = path.bounds
    return attributes.frame
}
