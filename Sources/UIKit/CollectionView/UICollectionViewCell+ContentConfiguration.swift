import Foundation

/// Content configurations on collection view cells (iOS 14), as on table cells
/// (UITableViewCell+ContentConfiguration.swift): the configuration's view lives in `contentView`.
extension UICollectionViewCell {
    /// Installs, updates or removes the configuration's view; it follows the content view's size.
    func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            setNeedsLayout()
            return
        }
        if let view = configuredContentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            configuredContentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            view.frame = contentView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(view)
            configuredContentView = view
        }
        setNeedsLayout()
    }
}
