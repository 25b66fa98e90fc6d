import Foundation

/// UIKit's collection-view accessors on `IndexPath` (Foundation on Linux has no UIKit overlay):
/// `[section, item]`, as `IndexPath(item:section:)` builds it on iOS. `row`/`section` come with
/// the table view (TableView/IndexPath+UIKit.swift).
extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The index of the item within its section (the path's second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
