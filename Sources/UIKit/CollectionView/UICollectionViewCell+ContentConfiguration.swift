import Foundation

/// Content configurations on collection view cells (iOS 14), as on table cells
/// (UITableViewCell+ContentConfiguration.swift): the configuration's view lives in `contentView`.
extension UICollectionViewCell {
    /// Installs, updates or removes the configuration's view; it follows the content view's size.
    func applyContentConfiguration() {
        configuredContentView = ContentConfigurationSlot.apply(contentConfiguration, replacing: configuredContentView,
                                                               in: contentView, fillsContentView: true)
        setNeedsLayout()
    }
}
