import Foundation

/// What a batch of row changes left for the next layout pass to animate: where every view was
/// before the batch, the cells that are leaving, how new rows come in, and the completions to run
/// at the end. Built by UITableView+Updates and UITableView+Rows, run by UITableView+RowAnimations.
struct PendingRowAnimation {
    /// Frames of the cells and section views on screen before the batch, by view identity.
    var oldFrames: [ObjectIdentifier: CGRect] = [:]
    /// Cells of deleted or reloaded rows, kept on screen while they animate out.
    var disappearing: [(view: UIView, style: UITableView.RowAnimation)] = []
    /// How a row new after the batch animates in (nil: not new).
    var insertStyle: (IndexPath) -> UITableView.RowAnimation? = { _ in nil }
    /// The old index path of a row after the batch (nil: inserted), and the old geometry, so a
    /// surviving row that comes on screen slides in from where it was.
    var oldIndexPath: (IndexPath) -> IndexPath? = { $0 }
    var oldGeometry = TableGeometry()
    var completions: [(Bool) -> Void] = []

    /// Adds a later batch that arrives before the first one was laid out: the first batch's old
    /// frames stay, index paths map back through both batches.
    mutating func merge(_ later: PendingRowAnimation) {
        for (key, frame) in later.oldFrames where oldFrames[key] == nil { oldFrames[key] = frame }
        disappearing += later.disappearing
        let firstMap = oldIndexPath, laterMap = later.oldIndexPath
        oldIndexPath = { laterMap($0).flatMap(firstMap) }
        insertStyle = later.insertStyle
        completions += later.completions
    }
}

extension UITableView.RowAnimation {
    /// `.automatic` is a fade here (ScrollKit's choice: Apple leaves the pick to the table).
    var resolved: UITableView.RowAnimation { self == .automatic ? .fade : self }

    /// Where a row animating in starts, and its alpha, given its final frame.
    func startState(final f: CGRect) -> (frame: CGRect, alpha: CGFloat) {
        switch resolved {
        case .fade, .automatic: return (f, 0)
        case .right: return (f.offsetBy(dx: f.width, dy: 0), 1)
        case .left: return (f.offsetBy(dx: -f.width, dy: 0), 1)
        case .top: return (f.offsetBy(dx: 0, dy: -f.height), 0)
        case .bottom: return (f.offsetBy(dx: 0, dy: f.height), 0)
        case .middle: return (CGRect(x: f.minX, y: f.midY, width: f.width, height: 0), 1)
        case .none: return (f, 1)
        }
    }

    /// Where a row animating out ends, and its alpha, given where it was.
    func endState(from f: CGRect) -> (frame: CGRect, alpha: CGFloat) {
        switch resolved {
        case .fade, .automatic: return (f, 0)
        case .right: return (f.offsetBy(dx: f.width, dy: 0), 1)
        case .left: return (f.offsetBy(dx: -f.width, dy: 0), 1)
        case .top: return (f.offsetBy(dx: 0, dy: -f.height), 0)
        case .bottom: return (f.offsetBy(dx: 0, dy: f.height), 0)
        case .middle: return (CGRect(x: f.minX, y: f.midY, width: f.width, height: 0), 1)
        case .none: return (f, 1)
        }
    }
}
