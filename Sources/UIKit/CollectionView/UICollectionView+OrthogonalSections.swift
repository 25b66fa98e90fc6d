import Foundation

/// The seam for sections that scroll across the main axis (the compositional layout's orthogonal
/// sections): nested scroll views inside the collection view, whose cells the collection view
/// still owns.
///
/// The contract, for a layout subclass in this module:
/// 1. Override `orthogonalSectionContainers()` to return one `OrthogonalSectionContainer` per such
///    section, with `frame` set in the collection view's content coordinates and `contentSize` set
///    to the section's extent. Return the same container objects from pass to pass (so their
///    scroll offset survives); the collection view adds them as subviews and removes the ones no
///    longer returned.
/// 2. Leave those sections' cells out of `layoutAttributesForElements(in:)` (their supplementary
///    views may stay there, in collection view coordinates); the collection view ignores cells of a
///    section that has a container.
/// 3. Override `layoutAttributesForOrthogonalSection(_:in:)` to answer with the section's cell
///    attributes in the container's content coordinates.
///
/// The collection view then displays the visible cells of each container inside it (reuse,
/// `willDisplay`/`didEndDisplaying`, selection by tap, `cellForItem(at:)` and `indexPathForItem(at:)`
/// work as for other cells), and lays them out again whenever the container scrolls. The
/// container is a plain `UIScrollView`, so its physics, paging and nested-drag rules are the
/// scroll view's (a horizontal drag scrolls it, a vertical one the collection view).
extension UICollectionView {
    /// Adds the layout's containers and removes the ones it no longer returns (with their cells).
    func syncOrthogonalContainers() {
        let containers = collectionViewLayout.orthogonalSectionContainers()
        var wanted: [Int: OrthogonalSectionContainer] = [:]
        for container in containers { wanted[container.sectionIndex] = container }
        for (section, container) in orthogonalContainers.sorted(by: { $0.key < $1.key }) where wanted[section] !== container {
            for key in visibleViews.keys.sorted() where key.category == .cell && key.indexPath.section == section { endDisplaying(key) }
            container.removeFromSuperview()
            container.owner = nil
            orthogonalContainers[section] = nil
        }
        for section in wanted.keys.sorted() {
            let container = wanted[section]!
            container.owner = self
            if container.superview !== self { insertElementView(container, into: self) }
            orthogonalContainers[section] = container
        }
    }

    /// Shows the visible cells of every container.
    func updateOrthogonalSections() {
        syncOrthogonalContainers()
        for section in orthogonalContainers.keys.sorted() { layoutOrthogonalSection(orthogonalContainers[section]!) }
    }

    /// Shows the cells of one container's visible rectangle (its bounds), ending the others' display.
    func layoutOrthogonalSection(_ container: OrthogonalSectionContainer) {
        let section = container.sectionIndex
        guard orthogonalContainers[section] === container else { return }
        var wanted: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        if container.frame.overlaps(bounds) {
            let rect = container.bounds
            for a in collectionViewLayout.layoutAttributesForOrthogonalSection(section, in: rect)
            where a.representedElementCategory == .cell && a.indexPath.section == section && contains(a.indexPath) && a.frame.overlaps(rect) {
                wanted[a.elementKey] = a
            }
        }
        for key in visibleViews.keys.sorted() where key.category == .cell && key.indexPath.section == section && wanted[key] == nil {
            endDisplaying(key)
        }
        let generation = dataGeneration
        for key in wanted.keys.sorted() {
            guard generation == dataGeneration, !needsReload else { setNeedsLayout(); return }
            show(key, wanted[key]!, in: container)
        }
    }
}

/// A scroll view carrying one orthogonal section's cells inside a collection view (see
/// UICollectionView+OrthogonalSections.swift). Made and kept by the layout; the collection view
/// adds it and fills it.
class OrthogonalSectionContainer: UIScrollView {
    /// The section whose items this container carries.
    let sectionIndex: Int
    /// The collection view showing this container.
    weak var owner: UICollectionView?

    /// A container for `section`, scrolling horizontally without indicators by default (the
    /// layout configures paging and the rest).
    init(section: Int, frame: CGRect) {
        sectionIndex = section
        super.init(frame: frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Each scroll lays out again: the owner shows the cells of the new visible rectangle.
    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutOrthogonalSection(self)
    }
}
