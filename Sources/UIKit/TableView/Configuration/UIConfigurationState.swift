import Foundation

/// A key for an app's own values in a configuration state (UIKit's `UIConfigurationStateCustomKey`).
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state a configuration is updated for (UIKit's `UIConfigurationState`, iOS 14): the traits,
/// plus custom values under app-defined keys.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// The traits of the view whose state this is.
    var traitCollection: UITraitCollection { get set }
    /// An app-defined value, or nil.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's configuration state (UIKit's `UIViewConfigurationState`): traits, and whether the view
/// is disabled, highlighted, selected or focused.
@preconcurrency @MainActor
public struct UIViewConfigurationState: UIConfigurationState {
    /// The view's traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether a finger is on the view (a cell's highlight).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus (never, on ScrollKit: no focus engine).
    public var isFocused = false
    /// Whether the view is pinned (iOS 15; section headers). Not set by ScrollKit.
    public var isPinned = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection` and every flag off.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// An app-defined value, or nil.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A cell's configuration state (UIKit's `UICellConfigurationState`): the view's state plus the
/// cell's editing, swipe, expansion and reordering.
@preconcurrency @MainActor
public struct UICellConfigurationState: UIConfigurationState {
    /// A cell's drag state (UIKit's `UICellConfigurationDragState`); drag and drop is not built.
    public enum DragState: Int, Sendable {
        /// Not being dragged.
        case none
        /// Lifting for a drag.
        case lifting
        /// Being dragged.
        case dragging
    }
    /// A cell's drop state (UIKit's `UICellConfigurationDropState`); drag and drop is not built.
    public enum DropState: Int, Sendable {
        /// Not a drop target.
        case none
        /// Not the target of the current drop.
        case notTargeted
        /// The target of the current drop.
        case targeted
    }

    private var view: UIViewConfigurationState
    /// Whether the cell's table is in editing mode.
    public var isEditing = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell is swiped open, showing its swipe actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's drag state.
    public var cellDragState = DragState.none
    /// The cell's drop state.
    public var cellDropState = DropState.none

    /// A state with `traitCollection` and every flag off.
    public init(traitCollection: UITraitCollection) { view = UIViewConfigurationState(traitCollection: traitCollection) }

    /// The cell's traits.
    public var traitCollection: UITraitCollection {
        get { view.traitCollection }
        set { view.traitCollection = newValue }
    }
    /// Whether the cell is disabled.
    public var isDisabled: Bool { get { view.isDisabled } set { view.isDisabled = newValue } }
    /// Whether a finger is on the cell.
    public var isHighlighted: Bool { get { view.isHighlighted } set { view.isHighlighted = newValue } }
    /// Whether the cell is selected.
    public var isSelected: Bool { get { view.isSelected } set { view.isSelected = newValue } }
    /// Whether the cell has focus (never, on ScrollKit).
    public var isFocused: Bool { get { view.isFocused } set { view.isFocused = newValue } }

    /// An app-defined value, or nil.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { view[key] }
        set { view[key] = newValue }
    }
}
