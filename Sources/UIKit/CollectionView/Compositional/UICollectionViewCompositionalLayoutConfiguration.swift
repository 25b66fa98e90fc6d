import Foundation

/// Layout-wide settings of a compositional layout (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`): the scrolling axis, the space between
/// sections and which insets sections are measured from by default.
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis the collection view scrolls along (vertical by default, as on iOS); orthogonal
    /// sections scroll along the other one.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between consecutive sections, in points (default 0). A NaN or negative value
    /// counts as 0 (logged once per layout pass).
    public var interSectionSpacing: CGFloat = 0
    /// The insets reference for sections that keep `.automatic` (the safe area by default).
    public var contentInsetsReference: UIContentInsetsReference = .automatic

    /// The default configuration: vertical, no spacing between sections.
    public init() {}
}

/// The closure a compositional layout asks for each section's description, with the layout
/// environment (container size, traits); nil leaves the section empty (logged).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

extension UICollectionView {
    /// The axis a collection view's layout scrolls along (UIKit's `UICollectionView.ScrollDirection`;
    /// the flow layout's `scrollDirection` uses the same type).
    public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection
}
