import Foundation

/// Configuration states on collection view cells (iOS 14), as on table cells
/// (TableView/Configuration/ConfigurationStateCell.swift has what they share): a change of selection
/// or highlight runs `updateConfiguration(using:)` and then `configurationUpdateHandler` at the
/// cell's next layout pass; the first run comes before the cell is first displayed.
extension UICollectionViewCell: ConfigurationStateCell {
    /// Asks for `updateConfiguration(using:)` at the next layout pass.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    func makeConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    func callConfigurationUpdateHandler(_ state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Installs, updates or removes the view drawing `backgroundConfiguration` (behind everything).
    func applyBackgroundConfiguration() {
        if installConfiguredBackground() { setNeedsLayout() }
    }
}
