import Foundation

/// UIKit's table data source: the counts and the cells. The two row methods are required, as on iOS;
/// the others are optional (defaults in the extension).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// How many rows `section` has; required. A negative count is treated as 0 (logged).
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// Usually `tableView.dequeueReusableCell(withIdentifier:for:)`, configured for the row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// A title shown in the section's default header (nil: no title header).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// A title shown in the section's default footer (nil: no title footer).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// The titles of the section index bar on the table's trailing edge (nil: no index), e.g. the
    /// letters A–Z of a contacts list.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section to scroll to when the finger is on index title `title` at position `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int

    // Editing (Editing/UITableView+Editing.swift)
    /// Whether the row takes part in editing mode (its control, indent and reorder control); default `true`.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user confirmed a delete (the Delete button) or tapped an insert control: update the model,
    /// then call `deleteRows(at:with:)` or `insertRows(at:with:)`.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row shows a reorder control in editing mode. ScrollKit's default is `false`: iOS
    /// shows it when the data source implements `tableView(_:moveRowAt:to:)`, which Swift cannot
    /// ask on Linux, so implement this one too (docs/PORTING.md).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dragged a row from `sourceIndexPath` to `destinationIndexPath`: move it in the model.
    /// The table has already moved its row; do not call `moveRow(at:to:)`.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// Returns 1: a table has one section unless the data source says otherwise.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// Returns nil: no header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Returns nil: no footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Returns nil: no section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// Returns `index`: the n-th title goes to the n-th section.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Returns `true`: every row is editable.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Returns `false` (see the requirement: iOS decides by whether `moveRowAt` is implemented).
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
