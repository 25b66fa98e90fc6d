import Foundation

/// UIKit's accessors on `IndexPath` (Foundation on Linux has no UIKit overlay): a path of two
/// indexes, `[section, row]` for tables (`IndexPath(row:section:)`) and `[section, item]` for
/// collection views (`IndexPath(item:section:)`), as on iOS. Like iOS, the accessors trap on a path
/// with fewer than two indexes.
extension IndexPath {
    /// A table view's path to `row` in `section`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A collection view's path to `item` in `section`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The index of the row within its section (the path's second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The index of the item within its section (the path's second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The index of the section (the path's first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
