/// What table and collection view cells share for iOS 14's configuration states: the pending
/// update, the order of `updateConfiguration(using:)` and `configurationUpdateHandler`, the
/// configurations' automatic `updated(for:)`, and the view that draws `backgroundConfiguration`.
/// The two classes are unrelated on iOS (both are `UIView` subclasses), so the shared behaviour is
/// this protocol's, and each class keeps its own public API and what differs (the states it gathers,
/// the table cell's own background views).
@MainActor
protocol ConfigurationStateCell: UIView {
    var needsConfigurationUpdate: Bool { get set }
    var configurationState: UICellConfigurationState { get }
    func updateConfiguration(using state: UICellConfigurationState)
    /// Calls the cell's `configurationUpdateHandler` (typed with the cell's own class) with `state`.
    func callConfigurationUpdateHandler(_ state: UICellConfigurationState)
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    var contentConfiguration: UIContentConfiguration? { get set }
    var backgroundConfiguration: UIBackgroundConfiguration? { get set }
    var configuredBackgroundView: BackgroundConfigurationView? { get set }
}

extension ConfigurationStateCell {
    /// Runs the update if one is due (from the cell's layout pass).
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        callConfigurationUpdateHandler(state)
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

    /// Installs or updates the view drawing `backgroundConfiguration` (behind everything), or removes
    /// it when there is none; returns whether one is set.
    @discardableResult
    func installConfiguredBackground() -> Bool {
        guard let configuration = backgroundConfiguration else {
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            return false
        }
        let view = configuredBackgroundView ?? BackgroundConfigurationView()
        if view.superview !== self { insertSubview(view, at: 0) }
        configuredBackgroundView = view
        view.apply(configuration, tint: tintColor ?? TableAppearance.tint)
        return true
    }

    /// Sizes the configured background (from the cell's layout pass).
    func placeConfiguredBackground() {
        guard let view = configuredBackgroundView, let configuration = backgroundConfiguration else { return }
        view.frame = BackgroundConfigurationView.frame(in: bounds, insets: configuration.backgroundInsets)
        if subviews.first !== view { sendSubviewToBack(view) }
    }
}
