import Foundation

/// Configuration states on table cells (iOS 14): the cell gathers its state, and when it changes
/// (selection, highlight, editing) it calls `updateConfiguration(using:)` and then
/// `configurationUpdateHandler` at the next layout pass, as iOS does after
/// `setNeedsUpdateConfiguration()`; the first call comes before the cell is first displayed.
extension UITableViewCell: ConfigurationStateCell {
    /// Asks for `updateConfiguration(using:)` at the next layout pass.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// The state from the cell's flags.
    func makeConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = editing.confirmationShown
        return state
    }

    func callConfigurationUpdateHandler(_ state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Installs, updates or removes the view drawing `backgroundConfiguration`; while one is set
    /// the cell's `backgroundView` and selected background are not shown, as on iOS.
    func applyBackgroundConfiguration() {
        let configured = installConfiguredBackground()
        backgroundView?.isHidden = configured
        updateBackgrounds()   // removes a shown selected background, or shows it again if due
        if configured { setNeedsLayout() }
    }
}
