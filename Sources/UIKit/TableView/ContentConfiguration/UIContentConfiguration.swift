import Foundation

/// UIKit's content configuration: a value that describes a cell's content and makes the view that
/// shows it. Assign one to `UITableViewCell.contentConfiguration`; the cell puts the view it makes
/// in its `contentView`, and later assignments of the same kind update that view in place.
///
/// Porting note: iOS also requires `updated(for: UIConfigurationState)`, which ScrollKit does not
/// have (no configuration states yet); a custom configuration may still declare it.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    func makeContentView() -> UIView & UIContentView
}

/// A view made by a content configuration; setting `configuration` updates what it shows.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows now.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` by updating itself (default: yes).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Returns `true`: the view takes any configuration of its kind.
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}
