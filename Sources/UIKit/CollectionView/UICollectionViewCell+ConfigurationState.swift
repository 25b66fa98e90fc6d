import Foundation

/// Configuration states on collection view cells (iOS 14), as on table cells
/// (TableView/Configuration/UITableViewCell+ConfigurationState.swift): a change of selection or
/// highlight runs `updateConfiguration(using:)` and then `configurationUpdateHandler` at the
/// cell's next layout pass; the first run comes before the cell is first displayed.
extension UICollectionViewCell {
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

    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        needsConfigurationUpdate = false   // the update's own property changes need no second pass
    }

    func applyAutomaticConfigurationUpdates(for state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
    }

    /// Installs, updates or removes the view drawing `backgroundConfiguration` (behind everything).
    func applyBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            return
        }
        let view = configuredBackgroundView ?? BackgroundConfigurationView()
        if view.superview !== self { insertSubview(view, at: 0) }
        configuredBackgroundView = view
        view.apply(configuration, tint: tintColor ?? TableAppearance.tint)
        setNeedsLayout()
    }

    func placeConfiguredBackground() {
        guard let view = configuredBackgroundView, let configuration = backgroundConfiguration else { return }
        view.frame = BackgroundConfigurationView.frame(in: bounds, insets: configuration.backgroundInsets)
        if subviews.first !== view { sendSubviewToBack(view) }
    }
}
