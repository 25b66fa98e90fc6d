import Foundation

/// Content and background configurations on section headers and footers (iOS 14).
extension UITableViewHeaderFooterView {
    /// A list configuration for a header in the view's table style (`plainHeader()` or
    /// `groupedHeader()`), with no text. Set its text, then assign it to `contentConfiguration`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        tableStyle == .plain ? .plainHeader() : .groupedHeader()
    }

    /// Installs, updates or removes the configuration's view (filling `contentView`); the built-in
    /// text label hides while a configuration shows.
    func applyContentConfiguration() {
        configuredContentView = ContentConfigurationSlot.apply(contentConfiguration, replacing: configuredContentView,
                                                               in: contentView, fillsContentView: true)
        textLabelIfMade?.isHidden = configuredContentView != nil
        setNeedsLayout()
    }

    /// Installs, updates or removes the view drawing `backgroundConfiguration`.
    func applyBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            backgroundView?.isHidden = false
            return
        }
        let view = configuredBackgroundView ?? BackgroundConfigurationView()
        if view.superview !== self { insertSubview(view, at: 0) }
        configuredBackgroundView = view
        backgroundView?.isHidden = true
        view.apply(configuration, tint: tintColor ?? TableAppearance.tint)
        setNeedsLayout()
    }

    /// Sizes the configured views (from `layoutSubviews`).
    func layoutConfiguredViews() {
        configuredContentView?.frame = contentView.bounds
        if let view = configuredBackgroundView, let configuration = backgroundConfiguration {
            view.frame = BackgroundConfigurationView.frame(in: bounds, insets: configuration.backgroundInsets)
            if subviews.first !== view { sendSubviewToBack(view) }
        }
    }
}

extension UIListContentConfiguration {
    /// A plain table's section header: 15 pt semibold text in the 16 pt margins (ScrollKit's
    /// choice, matching its title headers), 6 pt above and below.
    public static func plainHeader() -> UIListContentConfiguration {
        header(font: .boldSystemFont(ofSize: 15), color: .black)
    }
    /// A plain table's section footer: 13 pt gray text.
    public static func plainFooter() -> UIListContentConfiguration {
        header(font: .systemFont(ofSize: 13), color: TableAppearance.secondaryLabel)
    }
    /// A grouped table's section header: 13 pt gray text (ScrollKit's title headers' look).
    public static func groupedHeader() -> UIListContentConfiguration {
        header(font: .systemFont(ofSize: 13), color: TableAppearance.secondaryLabel)
    }
    /// A grouped table's section footer: 13 pt gray text.
    public static func groupedFooter() -> UIListContentConfiguration {
        header(font: .systemFont(ofSize: 13), color: TableAppearance.secondaryLabel)
    }

    private static func header(font: UIFont, color: UIColor) -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration.cell()
        configuration.textProperties.font = font
        configuration.textProperties.color = color
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }
}
