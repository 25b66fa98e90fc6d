import Foundation

/// Content configurations on cells (iOS 14): `defaultContentConfiguration()` and what setting
/// `contentConfiguration` does to the cell's views.
extension UITableViewCell {
    /// A list configuration styled for the cell's style, with no content: `subtitleCell()` for
    /// `.subtitle`, `valueCell()` for `.value1`, `cell()` otherwise. Set its text and image, then
    /// assign it to `contentConfiguration`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        case .default, .value2: return .cell()
        }
    }

    /// Installs, updates or removes the configuration's view in `contentView`.
    func applyContentConfiguration() {
        configuredContentView = ContentConfigurationSlot.apply(contentConfiguration, replacing: configuredContentView,
                                                               in: contentView, fillsContentView: false)
        setNeedsLayout()
    }
}
