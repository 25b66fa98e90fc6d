/// A parsed Visual Format Language string (Apple's Auto Layout Guide, appendix "Visual Format Language"):
/// what `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` turns into constraints.
struct VisualFormat: Equatable {
    enum Orientation: Equatable { case horizontal, vertical }

    enum Relation: Equatable { case equal, lessOrEqual, greaterOrEqual }

    /// What a predicate compares against: a number (metrics already resolved) or another view's size.
    enum Object: Equatable { case constant(Double), view(String) }

    struct Predicate: Equatable {
        var relation: Relation = .equal
        var object: Object
        /// nil: required.
        var priority: Double?
    }

    /// The space between two items.
    enum Connection: Equatable {
        /// `[a][b]`: flush.
        case flush
        /// `-`: the standard spacing (8 pt between siblings; the margin to the superview).
        case standard
        /// `-k-` or `-(pred, …)-`.
        case predicates([Predicate])
    }

    struct ViewItem: Equatable {
        var name: String
        var sizePredicates: [Predicate]
    }

    var orientation: Orientation
    /// The connection from the superview's leading edge to the first view, if the string starts with `|`.
    var leadingSuperview: Connection?
    var views: [ViewItem]
    /// connections[i] joins views[i] and views[i + 1].
    var connections: [Connection]
    var trailingSuperview: Connection?
}

/// A VFL syntax or lookup error, with the offset of the problem and a caret line, as Apple reports it.
public struct VisualFormatError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, in the words Apple's parser uses.
    public let message: String
    /// The format string that failed to parse.
    public let format: String
    /// The character offset in `format` where the problem was found (the caret's column).
    public let offset: Int
    public var description: String {
        "Unable to parse constraint format: \(message)\n\(format)\n\(String(repeating: " ", count: offset))^"
    }
}
