import UIKit

/// An endless strip (RecenteringScrollView) whose flings end on a 100 pt grid of the endless world,
/// the way an iOS developer snaps a carousel: `scrollViewWillEndDragging` rounds the target.
class SnappingEndlessStripViewController: EndlessStripViewController, UIScrollViewDelegate {
    /// Where the delegate chose to land, in world coordinates (the content shift at the release
    /// taken out), one entry per release.
    private(set) var chosenWorldTargets: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        endless.delegate = self
        endless.decelerationRate = .normal
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let world = targetContentOffset.pointee.x - endless.totalShift
        let snapped = (world / 100).rounded() * 100
        targetContentOffset.pointee.x = snapped + endless.totalShift
        chosenWorldTargets.append(snapped)
    }
}
