import Foundation

/// UIKit's table-view accessors on `IndexPath` (Foundation on Linux has no UIKit overlay): an index
/// path of two indexes, `[section, row]`, as `IndexPath(row:section:)` builds it on iOS.
///
/// Another branch adds the same accessors for collection views; the lead keeps one copy at merge.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The index of the row within its section (the path's second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The index of the section (the path's first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
