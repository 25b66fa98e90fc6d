import Foundation

/// What a cell shows in its table's editing mode, and the controls made for it on first use.
struct TableCellEditingState {
    var isEditing = false
    var style: UITableViewCell.EditingStyle = .delete
    var showsReorderControl = false
    var shouldIndent = true
    /// The table's `shouldIndentWhileEditingRowAt` for the row (the cell indents only if both agree).
    var tableIndents = true
    /// Whether the table edits with multiple selection: the control is a checkmark circle.
    var selectsWithCheckmarks = false
    /// Whether the row's Delete confirmation is showing (in editing mode, after a tap on the red control).
    var confirmationShown = false
    var control: TableCellEditingControl?
    var reorderControl: TableCellReorderControl?
    /// Set by the table: what a tap on the editing control does.
    var onControlTap: (() -> Void)?
}

/// A cell's editing mode (iOS 2): the delete or insert control at the leading edge, the content
/// indented to make room for it, the reorder control at the trailing edge in place of the accessory,
/// and `editingAccessoryType` in place of `accessoryType`.
///
/// Metrics (ScrollKit's choice, after iOS 7's 38-pt editing indent; not measured on iOS 17): the
/// editing control takes a 38-pt column at the leading edge and the content view starts after it;
/// the reorder control takes a 44-pt column (the HIG's minimum tap width) at the trailing edge.
/// Controls slide in from beyond the cell's edges and out again, over
/// `UITableView.editingAnimationDuration` on the host clock when animated. In a right-to-left cell
/// the sides swap, as iOS mirrors its cells: the editing control at the right edge, the content
/// indented from the right, the reorder control at the left edge.
extension UITableViewCell {
    /// Which control a row shows at its leading edge in editing mode.
    public enum EditingStyle: Int, Sendable {
        /// No control (the row may still move, and still indents unless told not to).
        case none
        /// A red control that reveals the Delete confirmation button.
        case delete
        /// A green control that inserts a row.
        case insert
    }

    /// The states a cell goes through in editing mode, given to `willTransition(to:)` and `didTransition(to:)`.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates a mask from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The delete or insert control is showing (the cell is editing).
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The Delete confirmation button is showing.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// The width of the editing control's column, by which the content indents while editing.
    static let editingControlWidth: CGFloat = 38
    /// The width of the reorder control's column at the trailing edge.
    static let reorderControlWidth: CGFloat = 44

    /// The control the row shows in editing mode; the table sets it from its delegate's
    /// `tableView(_:editingStyleForRowAt:)` (read-only, as on iOS).
    public internal(set) var editingStyle: EditingStyle {
        get { editing.style }
        set {
            guard newValue != editing.style else { return }
            editing.style = newValue
            setNeedsLayout()
        }
    }

    /// Whether the reorder control shows while editing (default `false`). The table sets it for each
    /// row from its data source's `tableView(_:canMoveRowAt:)` when it displays the row.
    public var showsReorderControl: Bool {
        get { editing.showsReorderControl }
        set {
            guard newValue != editing.showsReorderControl else { return }
            editing.showsReorderControl = newValue
            if editing.isEditing { makeEditingControlsIfNeeded(); accessoryDidChange() }
        }
    }

    /// Whether the content indents while editing (default `true`); the table's delegate can also
    /// refuse it per row (`tableView(_:shouldIndentWhileEditingRowAt:)`).
    public var shouldIndentWhileEditing: Bool {
        get { editing.shouldIndent }
        set { editing.shouldIndent = newValue; setNeedsLayout() }
    }

    /// Whether the Delete confirmation button is showing.
    public var showingDeleteConfirmation: Bool { editing.confirmationShown }

    var showsReorderControlNow: Bool { editing.isEditing && editing.showsReorderControl }

    /// How far the content moves away from the leading edge while editing.
    var editingIndent: CGFloat {
        editing.isEditing && editing.shouldIndent && editing.tableIndents ? Self.editingControlWidth : 0
    }

    var reorderReservedWidth: CGFloat { showsReorderControlNow ? Self.reorderControlWidth : 0 }

    /// The editing control's frame when shown, and beyond the leading edge when not (mirrored in a
    /// right-to-left cell).
    var editingControlFrame: CGRect {
        let w = Self.editingControlWidth
        let shown = editing.isEditing && (editing.style != .none || editing.selectsWithCheckmarks)
        return editingControlFrame(shown: shown, width: w)
    }

    /// The reorder control's frame when shown, and beyond the trailing edge when not (mirrored in a
    /// right-to-left cell).
    var reorderControlFrame: CGRect { reorderControlFrame(shown: showsReorderControlNow) }

    private func editingControlFrame(shown: Bool, width w: CGFloat) -> CGRect {
        UIView.mirrored(CGRect(x: shown ? 0 : -w, y: 0, width: w, height: bounds.height), in: bounds.width, when: isRightToLeft)
    }

    private func reorderControlFrame(shown: Bool) -> CGRect {
        let w = Self.reorderControlWidth
        return UIView.mirrored(CGRect(x: shown ? bounds.width - w : bounds.width, y: 0, width: w, height: bounds.height),
                               in: bounds.width, when: isRightToLeft)
    }

    func layoutEditingControls() {
        if let control = editing.control {
            control.style = editing.style
            control.showsCheckmarkCircle = editing.selectsWithCheckmarks
            control.isChecked = isSelected
            control.frame = editingControlFrame
        }
        editing.reorderControl?.frame = reorderControlFrame
    }

    /// Makes the controls on first use and puts hidden ones just beyond the edges, unhidden, so
    /// that the next (animated) layout slides them in.
    func makeEditingControlsIfNeeded() {
        if editing.control == nil {
            let control = TableCellEditingControl(frame: .zero)
            control.isHidden = true
            control.addAction(UIAction { [weak self] _ in self?.editing.onControlTap?() }, for: .touchUpInside)
            addSubview(control)
            editing.control = control
        }
        if editing.reorderControl == nil {
            let reorder = TableCellReorderControl(frame: .zero)
            reorder.isHidden = true
            addSubview(reorder)
            editing.reorderControl = reorder
        }
        UIView.performWithoutAnimation {
            if let control = editing.control, control.isHidden {
                control.style = editing.style
                control.frame = editingControlFrame(shown: false, width: Self.editingControlWidth)
                control.isHidden = false
            }
            if let reorder = editing.reorderControl, reorder.isHidden {
                reorder.frame = reorderControlFrame(shown: false)
                reorder.isHidden = false
            }
        }
    }

    /// `setEditing(_:animated:)`'s work: the new state, the accessory swap, then the layout, animated
    /// or not; controls that slid out are hidden at the end.
    func applyEditing(_ on: Bool, animated: Bool) {
        guard on != editing.isEditing else { return }
        let state: StateMask = on ? [.showingEditControl] : []
        willTransition(to: state)
        editing.isEditing = on
        setNeedsUpdateConfiguration()
        if !on { editing.confirmationShown = false }
        makeEditingControlsIfNeeded()
        accessoryDidChange()
        let finish: () -> Void = { [weak self] in
            guard let self else { return }
            if !self.editing.isEditing {
                self.editing.control?.isHidden = true
                self.editing.reorderControl?.isHidden = true
            }
            self.didTransition(to: state)
        }
        guard animated, window != nil else {
            layoutCellContent()
            finish()
            return
        }
        UIView.animate(withDuration: UITableView.editingAnimationDuration, delay: 0, options: [.allowUserInteraction],
                       animations: { self.layoutCellContent() }, completion: { _ in finish() })
    }

    /// The reorder control's frame in the cell, if it shows (for the table's hit test).
    var shownReorderControl: UIView? {
        guard showsReorderControlNow, let reorder = editing.reorderControl, !reorder.isHidden else { return nil }
        return reorder
    }
}
