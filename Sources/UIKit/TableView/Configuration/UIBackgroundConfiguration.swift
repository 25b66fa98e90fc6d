import Foundation

/// A cell's or header's background as a value (UIKit's `UIBackgroundConfiguration`, iOS 14): a
/// colour, a corner radius, insets, an optional stroke and custom view. Assign it to a cell's or
/// header's `backgroundConfiguration`.
///
/// A nil `backgroundColor` means "the style's colour for the state": the list styles give the
/// cell's colour normally and the selected gray (systemGray4, TableAppearance) while the state
/// they were `updated(for:)` is selected or highlighted, as iOS's list cells do.
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
    enum Style { case listPlainCell, listGroupedCell, listSidebarCell, listPlainHeaderFooter, listGroupedHeaderFooter, clear }
    let style: Style
    /// Whether the last state this was updated for was selected or highlighted.
    var showsSelection = false

    /// The colour; nil uses the style's colour for the state (see the type).
    public var backgroundColor: UIColor?
    /// A transform of the resolved colour (e.g. to dim it), applied after resolution.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The corner radius of the background (and custom view).
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// A view shown above the colour, sized as the background.
    public var customView: UIView?
    /// The outline colour; nil draws no outline.
    public var strokeColor: UIColor?
    /// The outline width (0: none).
    public var strokeWidth: CGFloat = 0
    /// An image drawn in the background (iOS 18); stored, not drawn.
    public var image: UIImage?

    init(style: Style) { self.style = style }

    /// A plain list cell's background.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listPlainCell) }
    /// A grouped or inset-grouped list cell's background.
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listGroupedCell) }
    /// A sidebar cell's background.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listSidebarCell) }
    /// A plain list header's or footer's background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listPlainHeaderFooter) }
    /// A grouped list header's or footer's background (clear).
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listGroupedHeaderFooter) }
    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear) }

    /// This configuration for `state`: the style's colour follows its selection and highlight.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        var copy = self
        if let cell = state as? UICellConfigurationState {
            copy.showsSelection = cell.isSelected || cell.isHighlighted
        } else if let view = state as? UIViewConfigurationState {
            copy.showsSelection = view.isSelected || view.isHighlighted
        }
        return copy
    }

    /// The colour drawn, for a view tinted `tintColor`: `backgroundColor` or the style's colour,
    /// through `backgroundColorTransformer`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base: UIColor
        if let backgroundColor {
            base = backgroundColor
        } else if showsSelection, style != .clear, style != .listGroupedHeaderFooter {
            base = style == .listSidebarCell ? tintColor : TableAppearance.selectedBackground
        } else {
            switch style {
            case .listPlainCell, .listGroupedCell, .listPlainHeaderFooter: base = TableAppearance.cellBackground
            case .listSidebarCell, .listGroupedHeaderFooter, .clear: base = .clear
            }
        }
        return backgroundColorTransformer?.transform(base) ?? base
    }
}

/// A function from one colour to another (UIKit's `UIConfigurationColorTransformer`).
public struct UIConfigurationColorTransformer: Sendable {
    /// The function.
    public let transform: @Sendable (UIColor) -> UIColor
    /// A transformer applying `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }
}

/// The view that draws a `UIBackgroundConfiguration` behind a cell's or header's content.
final class BackgroundConfigurationView: UIView {
    private var customView: UIView?

    func apply(_ configuration: UIBackgroundConfiguration, tint: UIColor) {
        backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        layer.cornerRadius = configuration.cornerRadius
        clipsToBounds = configuration.cornerRadius > 0
        layer.borderWidth = configuration.strokeColor == nil ? 0 : configuration.strokeWidth
        layer.borderColor = configuration.strokeColor?.cgColor
        if customView !== configuration.customView {
            customView?.removeFromSuperview()
            customView = configuration.customView
            if let customView { addSubview(customView) }
        }
        setNeedsLayout()
    }

    /// The frame in a view of `bounds`: inset by the configuration's insets (left-to-right layout).
    static func frame(in bounds: CGRect, insets: NSDirectionalEdgeInsets) -> CGRect {
        bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        customView?.frame = bounds
    }
}
