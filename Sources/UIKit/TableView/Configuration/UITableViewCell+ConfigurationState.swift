import Foundation

/// Configuration states on table cells (iOS 14): the cell gathers its state, and when it changes
/// (selection, highlight, editing) it calls `updateConfiguration(using:)` and then
/// `configurationUpdateHandler` at the next layout pass, as iOS does after
/// `setNeedsUpdateConfiguration()`; the first call comes before the cell is first displayed.
extension UITableViewCell {
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

    /// Runs the update if one is due (from `layoutSubviews`).
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        needsConfigurationUpdate = false   // the update's own property changes need no second pass
    }

    /// The default `updateConfiguration(using:)`: the configurations' `updated(for:)`.
    func applyAutomaticConfigurationUpdates(for state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
    }

    /// Installs, updates or removes the view drawing `backgroundConfiguration`; while one is set
    /// the cell's `backgroundView` and selected background are not shown, as on iOS.
    func applyBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            backgroundView?.isHidden = false
            updateBackgrounds()   // shows the selected background again if due
            return
        }
        let view = configuredBackgroundView ?? BackgroundConfigurationView()
        if view.superview !== self { insertSubview(view, at: 0) }
        configuredBackgroundView = view
        backgroundView?.isHidden = true
        view.apply(configuration, tint: tintColor ?? TableAppearance.tint)
        updateBackgrounds()   // removes a shown selected background
        setNeedsLayout()
    }

    /// Sizes the configured background (from `layoutCellContent`).
    func placeConfiguredBackground() {
        guard let view = configuredBackgroundView, let configuration = backgroundConfiguration else { return }
        view.frame = BackgroundConfigurationView.frame(in: bounds, insets: configuration.backgroundInsets)
        if subviews.first !== view { sendSubviewToBack(view) }
    }
}
