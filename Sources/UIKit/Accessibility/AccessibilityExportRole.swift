import Foundation

/// What a desktop accessibility API (AT-SPI2 on Linux) calls an exported object: UIKit's traits and
/// classes mapped to the roles screen readers know. ScrollKit extension; the host's bridge turns each
/// case into its toolkit's number (ATK's `AtkRole`).
///
/// The mapping (`AccessibilityExportNode.role`), first rule that matches:
///
/// | UIKit | role |
/// |---|---|
/// | the window | `.window` |
/// | `.header` trait | `.heading` |
/// | `UITextField`, `UITextView`, `.searchField` trait | `.text` |
/// | `UISwitch`, `.toggleButton` trait | `.toggleButton` |
/// | `.adjustable` trait | `.slider` |
/// | `.button` trait | `.pushButton` |
/// | `.link` trait | `.link` |
/// | `UIProgressView` | `.progressBar` |
/// | `UITableViewCell` | `.tableCell` |
/// | `UICollectionViewCell` | `.listItem` |
/// | `.image` trait | `.image` |
/// | `.staticText` trait, or any other element | `.label` |
/// | `UITableView` | `.table` |
/// | `UICollectionView` | `.list` |
/// | `UIScrollView` | `.scrollPane` |
/// | any other container | `.panel` |
public enum AccessibilityExportRole: String, Sendable, CaseIterable {
    /// The window (AT-SPI "frame").
    case window
    /// A grouping container with no role of its own.
    case panel
    /// A scroll view.
    case scrollPane
    /// A table view.
    case table
    /// A table view's cell.
    case tableCell
    /// A collection view.
    case list
    /// A collection view's cell.
    case listItem
    /// A button.
    case pushButton
    /// A switch or toggle.
    case toggleButton
    /// A header (a navigation bar's title).
    case heading
    /// Static text.
    case label
    /// Editable (or selectable) text: a text field or text view.
    case text
    /// An image.
    case image
    /// An adjustable element (slider, page control).
    case slider
    /// A link.
    case link
    /// A progress view.
    case progressBar
}

/// The states an exported object reports (AT-SPI's state set), computed from UIKit's traits and the
/// view's situation. ScrollKit extension.
public struct AccessibilityExportStates: OptionSet, Hashable, Sendable {
    /// The raw bits (ScrollKit's own numbering; the bridge maps each to ATK's `AtkStateType`).
    public let rawValue: UInt32
    /// States from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Not `.notEnabled` (AT-SPI reports both "enabled" and "sensitive" from it).
    public static let enabled = AccessibilityExportStates(rawValue: 1 << 0)
    /// An element: VoiceOver can move to it.
    public static let focusable = AccessibilityExportStates(rawValue: 1 << 1)
    /// The focused element: the text input that is first responder, or the element the bridge last
    /// moved the accessibility focus to.
    public static let focused = AccessibilityExportStates(rawValue: 1 << 2)
    /// The `.selected` trait.
    public static let selected = AccessibilityExportStates(rawValue: 1 << 3)
    /// A cell (it can be selected).
    public static let selectable = AccessibilityExportStates(rawValue: 1 << 4)
    /// In the tree: not hidden, not transparent, not hidden by a modal sibling.
    public static let visible = AccessibilityExportStates(rawValue: 1 << 5)
    /// Its frame overlaps the window's bounds (scrolled out of sight it is visible but not showing).
    public static let showing = AccessibilityExportStates(rawValue: 1 << 6)
    /// Text that can be edited.
    public static let editable = AccessibilityExportStates(rawValue: 1 << 7)
    /// A text field (one line).
    public static let singleLine = AccessibilityExportStates(rawValue: 1 << 8)
    /// A text view (several lines).
    public static let multiLine = AccessibilityExportStates(rawValue: 1 << 9)
    /// A switch that is on.
    public static let checked = AccessibilityExportStates(rawValue: 1 << 10)
    /// A switch or toggle (it can be checked).
    public static let checkable = AccessibilityExportStates(rawValue: 1 << 11)
    /// The key window.
    public static let active = AccessibilityExportStates(rawValue: 1 << 12)
}
