import Foundation

/// Where a cell's `contentConfiguration` puts its view: table and collection view cells both keep the
/// configuration's view in their `contentView` (iOS 14), made anew only when the old one cannot show
/// the new configuration (`UIContentView.supports(_:)`), as UIKit documents.
@MainActor
enum ContentConfigurationSlot {
    /// Installs, updates or removes `configuration`'s view in `contentView`; returns the view now
    /// installed. `fillsContentView` pins it to the content view's bounds (collection cells); table
    /// cells place it in their own layout pass.
    static func apply(_ configuration: UIContentConfiguration?, replacing current: (UIView & UIContentView)?,
                      in contentView: UIView, fillsContentView: Bool) -> (UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        if fillsContentView {
            view.frame = contentView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        contentView.addSubview(view)
        return view
    }
}
