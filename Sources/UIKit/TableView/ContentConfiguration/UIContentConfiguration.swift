import Foundation

/// UIKit's content configuration: a value that describes a cell's content and makes the view that
/// shows it. Assign one to `UITableViewCell.contentConfiguration`; the cell puts the view it makes
/// in its `contentView`, and later assignments of the same kind update that view in place.
///
/// A cell whose `automaticallyUpdatesContentConfiguration` is true (the default) replaces its
/// configuration with `updated(for:)` of its new state whenever the state changes (selection,
/// highlight, editing; Configuration/UITableViewCell+ConfigurationState.swift).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration styled for `state` (iOS requires it; the default returns `self` unchanged).
    func updated(for state: UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    /// Returns `self`: the configuration looks the same in every state.
    public func updated(for state: UIConfigurationState) -> Self { self }
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
