import Foundation

/// A view beside a list cell's content (UIKit's `UICellAccessory`, iOS 14): a disclosure chevron,
/// an outline disclosure that expands and collapses the row's children, a checkmark, delete and
/// reorder controls, a text label, or a view of your own. Give an array to
/// `UICollectionViewListCell.accessories`.
///
/// Where each goes, as on iOS: `.delete` on the leading side; the disclosure indicator, outline
/// disclosure, checkmark, reorder control and label on the trailing side; a custom view where its
/// `placement` says. Each side keeps the array's order, read left to right. Widths (ScrollKit's
/// choice, shared with the table's accessory column): a symbol accessory takes 34 pt; a label or
/// custom view its own width plus a 16 pt margin on its outer side.
///
/// Editing: ScrollKit's collection view has no editing mode, so an accessory displayed
/// `.whenEditing` (the default of `.delete` and `.reorder`) never shows, and `.whenNotEditing` or
/// `.always` always shows. Shown, `.delete` draws a red circle with a white bar and runs its
/// `actionHandler` when tapped; `.reorder` draws three gray bars but does not reorder (dragging it
/// scrolls). Not built: `reservedLayoutWidth`, `multiselect`, `popUpMenu`, `insert`.
public struct UICellAccessory {
    /// The editing states in which an accessory shows.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always
        /// Only while the cell is editing (never in ScrollKit: no editing mode).
        case whenEditing
        /// Only while the cell is not editing (always in ScrollKit).
        case whenNotEditing
    }

    /// Which side of the content a custom view goes on.
    public enum Placement {
        /// Before the content (after the indentation).
        case leading(displayed: DisplayedState = .always)
        /// After the content.
        case trailing(displayed: DisplayedState = .always)
    }

    /// What an interactive accessory runs when tapped.
    public typealias ActionHandler = () -> Void

    /// Options of the disclosure indicator.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is hidden (it keeps no space).
        public var isHidden: Bool
        /// The chevron's colour (nil: the system's light gray).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) { self.isHidden = isHidden ?? false; self.tintColor = tintColor }
    }

    /// Options of the outline disclosure.
    public struct OutlineDisclosureOptions {
        /// Which taps toggle the row's expansion.
        public enum Style: Int, Sendable {
            /// `.header` for a cell whose configuration is a header, else `.cell` (ScrollKit has no
            /// header content configuration, so `.cell`).
            case automatic
            /// A tap anywhere in the cell toggles it, and the cell is not selectable (Apple).
            case header
            /// Only a tap on the accessory toggles it; a tap elsewhere selects the cell (Apple).
            case cell
        }
        /// Which taps toggle the row's expansion (default `.automatic`).
        public var style: Style
        /// Whether the accessory is hidden (it keeps no space).
        public var isHidden: Bool
        /// The chevron's colour (nil: the tint colour, systemBlue).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(style: Style? = nil, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic; self.isHidden = isHidden ?? false; self.tintColor = tintColor
        }
    }

    /// Options of the checkmark.
    public struct CheckmarkOptions {
        /// Whether the accessory is hidden (it keeps no space).
        public var isHidden: Bool
        /// The checkmark's colour (nil: the tint colour, systemBlue).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) { self.isHidden = isHidden ?? false; self.tintColor = tintColor }
    }

    /// Options of the delete control.
    public struct DeleteOptions {
        /// Whether the accessory is hidden (it keeps no space).
        public var isHidden: Bool
        /// The circle's colour (nil: systemRed).
        public var backgroundColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, backgroundColor: UIColor? = nil) { self.isHidden = isHidden ?? false; self.backgroundColor = backgroundColor }
    }

    /// Options of the reorder control.
    public struct ReorderOptions {
        /// Whether the accessory is hidden (it keeps no space).
        public var isHidden: Bool
        /// The bars' colour (nil: the system's light gray).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) { self.isHidden = isHidden ?? false; self.tintColor = tintColor }
    }

    /// Options of the label.
    public struct LabelOptions {
        /// Whether the accessory is hidden (it keeps no space).
        public var isHidden: Bool
        /// The text's font (nil: 17 pt, the body size).
        public var font: UIFont?
        /// The text's colour (nil: the secondary label gray).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, font: UIFont? = nil) {
            self.isHidden = isHidden ?? false; self.tintColor = tintColor; self.font = font
        }
    }

    /// A view of your own as an accessory.
    public struct CustomViewConfiguration {
        /// The view; it keeps its own size and is centred vertically.
        public var customView: UIView
        /// Which side it goes on.
        public var placement: Placement
        /// Whether the accessory is hidden (it keeps no space).
        public var isHidden: Bool
        /// A configuration for `customView` on `placement`'s side.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden ?? false
        }
    }

    enum Kind {
        case disclosureIndicator(tint: UIColor?)
        case outlineDisclosure(OutlineDisclosureOptions, ActionHandler?)
        case checkmark(tint: UIColor?)
        case delete(color: UIColor?, ActionHandler?)
        case reorder(tint: UIColor?)
        case label(String, LabelOptions)
        case customView(UIView)
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool
    let isLeading: Bool

    /// A gray chevron telling that tapping the row shows more.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator(tint: options.tintColor), displayed: displayed, isHidden: options.isHidden, isLeading: false)
    }

    /// A chevron that points right while the row's item is collapsed and down while it is expanded;
    /// tapping it (or the cell, with the `.header` style) runs `actionHandler`, or when there is
    /// none expands or collapses the item through the diffable data source's section snapshot.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(options, actionHandler), displayed: displayed, isHidden: options.isHidden, isLeading: false)
    }

    /// A checkmark in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark(tint: options.tintColor), displayed: displayed, isHidden: options.isHidden, isLeading: false)
    }

    /// The red delete control on the leading side (shown only while editing by default, so never
    /// in ScrollKit unless `displayed` is `.always`); tapping it runs `actionHandler`.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete(color: options.backgroundColor, actionHandler), displayed: displayed, isHidden: options.isHidden, isLeading: true)
    }

    /// The reorder grip on the trailing side (shown only while editing by default); drawn, but it
    /// does not reorder in ScrollKit.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(kind: .reorder(tint: options.tintColor), displayed: displayed, isHidden: options.isHidden, isLeading: false)
    }

    /// A text on the trailing side, such as a count.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, options), displayed: displayed, isHidden: options.isHidden, isLeading: false)
    }

    /// A view of your own, on the side its configuration names.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (leading, displayed): (Bool, DisplayedState)
        switch configuration.placement {
        case .leading(let d): (leading, displayed) = (true, d)
        case .trailing(let d): (leading, displayed) = (false, d)
        }
        return UICellAccessory(kind: .customView(configuration.customView), displayed: displayed,
                               isHidden: configuration.isHidden, isLeading: leading)
    }

    /// Whether the accessory shows in ScrollKit (never editing) and takes space.
    var isShown: Bool { !isHidden && displayed != .whenEditing }

    /// The outline disclosure's options, if this is one.
    var outlineOptions: (OutlineDisclosureOptions, ActionHandler?)? {
        if case .outlineDisclosure(let options, let handler) = kind { return (options, handler) }
        return nil
    }
}
