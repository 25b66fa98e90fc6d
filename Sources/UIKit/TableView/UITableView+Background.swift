import Foundation

extension UITableView {
    /// What `separatorInset` is measured from (UIKit's `UITableView.SeparatorInsetReference`, iOS 11).
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges: an inset of 0 draws the separator edge to edge.
        case fromCellEdges
        /// From the automatic inset (the 16 pt layout margin): the inset is added to it.
        case fromAutomaticInsets
    }

    /// How self-sizing cells are measured again when their content changes (UIKit's
    /// `UITableView.SelfSizingInvalidation`, iOS 16). Stored: ScrollKit measures a row when it is
    /// first shown, and again after `reloadRows`/`reconfigureRows`.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Cells do not ask to be measured again.
        case disabled
        /// A cell may call `invalidateIntrinsicContentSize()` to be measured again.
        case enabled
        /// Also when its Auto Layout constraints change.
        case enabledIncludingConstraints
    }

    /// The separator inset the cells get: `separatorInset`, plus the automatic 16 pt on the left
    /// when `separatorInsetReference` is `.fromAutomaticInsets`.
    var effectiveSeparatorInset: UIEdgeInsets {
        guard separatorInsetReference == .fromAutomaticInsets else { return separatorInset }
        var inset = separatorInset
        inset.left += TableAppearance.layoutMargin
        return inset
    }

    /// Keeps `backgroundView` behind everything, filling the visible bounds (it does not scroll).
    func placeBackgroundView() {
        guard let backgroundView else { return }
        if backgroundView.superview !== self || subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
        if backgroundView.frame != bounds { backgroundView.frame = bounds }
    }
}
