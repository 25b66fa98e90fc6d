import Foundation

/// UIKit's collection view cell: a `contentView` for your subviews, over an optional
/// `backgroundView`, with `selectedBackgroundView` shown while the cell is selected or highlighted.
/// Unlike a table cell it draws nothing of its own: no labels, separator or default selection colour.
///
/// Porting note: `init(frame:)` is `required` (UICollectionReusableView): write
/// `required override init(frame: CGRect)` where iOS code writes `override init(frame: CGRect)`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where your subviews go; it fills the cell, above the background views. Constraints from your
    /// subviews to it define a self-sizing cell's size.
    public let contentView = UIView()

    /// A cell of `frame` with an empty content view.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// No archives on Linux: a cell with a zero frame (docs/PORTING.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    override var selfSizingRoot: UIView { contentView }

    /// The cell's content described as a configuration (iOS 14): the view it makes fills
    /// `contentView`; assigning another of the same kind updates that view in place; nil removes it
    /// (UICollectionViewCell+ContentConfiguration.swift).
    open var contentConfiguration: UIContentConfiguration? { didSet { applyContentConfiguration() } }
    /// The view made by `contentConfiguration`.
    var configuredContentView: (UIView & UIContentView)?

    /// A view behind everything else, sized to the cell (nil by default).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView {
                backgroundView.frame = bounds
                backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(backgroundView, at: 0)
            }
            updateSelectionBackground()
        }
    }

    /// Shown above `backgroundView` and below `contentView` while the cell is selected or
    /// highlighted (nil by default: a collection view cell shows no selection unless you give it one).
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateSelectionBackground()
        }
    }

    /// Whether the cell is selected; the collection view sets it (a tap, `selectItem`). Setting it
    /// shows or hides `selectedBackgroundView`; subclasses override to restyle (call `super`).
    open var isSelected = false { didSet { updateSelectionBackground(); if isSelected != oldValue { setNeedsUpdateConfiguration() } } }

    /// Whether a finger rests on the cell (set by the collection view after the content-touch delay).
    open var isHighlighted = false { didSet { updateSelectionBackground(); if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }

    // MARK: Configuration state (UICollectionViewCell+ConfigurationState.swift)

    /// The closure type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void
    /// The cell's state now: traits, selected, highlighted (override to add custom values; call super).
    open var configurationState: UICellConfigurationState { makeConfigurationState() }
    /// Called before the cell is first displayed and after each change of its selection or
    /// highlight, at the next layout pass. The default applies `updated(for:)` to the content and
    /// background configurations; `configurationUpdateHandler` runs after it.
    open func updateConfiguration(using state: UICellConfigurationState) { applyAutomaticConfigurationUpdates(for: state) }
    /// A closure run after `updateConfiguration(using:)` with the cell and its state; setting it asks
    /// for an update. `final`: Swift 6.3 mangles a subclass's vtable entry for a `@MainActor`
    /// closure property of a `@preconcurrency` class differently from its definition (docs/PORTING.md).
    public final var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// The background as a value, drawn behind everything (above the cell's own background colour).
    public var backgroundConfiguration: UIBackgroundConfiguration? { didSet { applyBackgroundConfiguration() } }
    /// Whether a state change replaces `contentConfiguration` with its `updated(for:)` (default `true`).
    public var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change replaces `backgroundConfiguration` with its `updated(for:)` (default `true`).
    public var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether `updateConfiguration(using:)` is due at the next layout pass (true until the first one).
    var needsConfigurationUpdate = true
    /// The view drawing `backgroundConfiguration`.
    var configuredBackgroundView: BackgroundConfigurationView?

    private func updateSelectionBackground() {
        guard let selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            selectedBackgroundView.frame = bounds
            selectedBackgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if selectedBackgroundView.superview !== self {
                if let backgroundView, backgroundView.superview === self {
                    insertSubview(selectedBackgroundView, aboveSubview: backgroundView)
                } else {
                    insertSubview(selectedBackgroundView, at: 0)
                }
            }
        } else {
            selectedBackgroundView.removeFromSuperview()
        }
    }

    /// Resets the selection and highlight, as UIKit does before a cell is reused; content is yours to reset.
    open override func prepareForReuse() {
        super.prepareForReuse()
        if isSelected { isSelected = false }
        if isHighlighted { isHighlighted = false }
    }

    /// Keeps the content view filling the cell (a list cell leaves room for its accessories).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        placeConfiguredBackground()
        let frame = contentViewFrame
        if contentView.frame != frame { contentView.frame = frame }
    }

    /// Where the content view goes: the whole cell, except in a list cell.
    var contentViewFrame: CGRect { bounds }
}
