/// Visual Format Language strings turned into constraints, on top of the parsed
/// `VisualFormat` from VisualFormatParser.swift.
extension NSLayoutConstraint {
    /// Alignment (one bit per attribute, `1 << attribute`), direction and spacing options; raw values
    /// are Apple's (`NSLayoutConstraint.FormatOptions`).
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of every view in a vertical format.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of every view in a vertical format.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of every view in a horizontal format.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of every view in a horizontal format.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of every view in a vertical format.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of every view in a vertical format.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres of every view in a vertical format.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres of every view in a horizontal format.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines in a horizontal format; ScrollKit's baselines are the bottom edges.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines in a horizontal format; ScrollKit's baselines are the top edges.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The older name of `alignAllLastBaseline`.
        public static let alignAllBaseline = alignAllLastBaseline
        /// The bits that hold the alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal formats run from the leading edge (the default; left to right in ScrollKit).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run from left to right, using left and right attributes.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left: the first view is the rightmost.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that hold the direction option.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Vertical spacing is measured between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// On iOS, vertical spacing measured between baselines; ScrollKit accepts it and spaces edge to edge.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bit that holds the spacing option.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// UIKit's standard space between sibling views (`[a]-[b]`); to the superview `-` means its margin.
    static let standardSpacing: CGFloat = 8

    /// The constraints a visual format string describes, not activated. A malformed string is logged
    /// with the offset of the problem and yields no constraints (UIKit raises an exception).
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try visualFormatConstraints(format, options: opts, metrics: metrics, views: views)
        } catch {
            AutoLayoutDiagnostics.log("ScrollKit: \(error)")
            return []
        }
    }

    /// As `constraints(withVisualFormat:…)`, throwing `VisualFormatError` instead of logging.
    static func visualFormatConstraints(_ format: String, options opts: FormatOptions, metrics: [String: Any]?,
                                        views: [String: Any]) throws -> [NSLayoutConstraint] {
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            switch value {
            case let v as Double: numbers[name] = v
            case let v as CGFloat: numbers[name] = Double(v)
            case let v as Float: numbers[name] = Double(v)
            case let v as Int: numbers[name] = Double(v)
            case let v as NSNumber: numbers[name] = v.doubleValue
            default: break
            }
        }
        var viewTable: [String: UIView] = [:]
        for (name, value) in views { if let v = value as? UIView { viewTable[name] = v } }
        let parsed = try VisualFormatParser.parse(format, metrics: numbers, viewNames: Set(viewTable.keys))
        return try VisualFormatBuilder(format: format, parsed: parsed, options: opts, views: viewTable).build()
    }
}

/// One parsed format → constraints: sizes inside `[v(…)]`, connections between neighbours and to the
/// superview, and alignment options between neighbours.
@MainActor
private struct VisualFormatBuilder {
    typealias Attribute = NSLayoutConstraint.Attribute
    let format: String
    let parsed: VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let views: [String: UIView]

    var horizontal: Bool { parsed.orientation == .horizontal }
    /// Right-to-left: the first view is the rightmost and gaps are measured leftwards.
    var reversed: Bool { horizontal && options.intersection(.directionMask) == .directionRightToLeft }
    var lead: Attribute {
        guard horizontal else { return .top }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return .left
        case .directionRightToLeft: return .right
        default: return .leading
        }
    }
    var trail: Attribute {
        guard horizontal else { return .bottom }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return .right
        case .directionRightToLeft: return .left
        default: return .trailing
        }
    }
    var size: Attribute { horizontal ? .width : .height }

    func error(_ message: String) -> VisualFormatError {
        VisualFormatError(message: message, format: format, offset: 0)
    }

    func build() throws -> [NSLayoutConstraint] {
        let items = parsed.views.map { views[$0.name]! }
        var out: [NSLayoutConstraint] = []
        let superview = items[0].superview
        if parsed.leadingSuperview != nil || parsed.trailingSuperview != nil, superview == nil {
            throw error("Unable to interpret '|' character, because the related view doesn't have a superview")
        }
        let alignments = try alignmentAttributes()
        if let connection = parsed.leadingSuperview, let sup = superview {
            // gap = first.lead − super.lead (reversed: super.lead − first.lead)
            out += gap(connection, earlier: (sup, marginVersion(lead, connection)), later: (items[0], lead), toSuperview: true)
        }
        for (i, item) in parsed.views.enumerated() {
            let view = items[i]
            for p in item.sizePredicates {
                let c: NSLayoutConstraint
                switch p.object {
                case .constant(let k):
                    c = NSLayoutConstraint(item: view, attribute: size, relatedBy: relation(p.relation), toItem: nil,
                                           attribute: .notAnAttribute, multiplier: 1, constant: CGFloat(k))
                case .view(let name):
                    c = NSLayoutConstraint(item: view, attribute: size, relatedBy: relation(p.relation), toItem: views[name]!,
                                           attribute: size, multiplier: 1, constant: 0)
                }
                c.priority = UILayoutPriority(Float(p.priority ?? 1000))
                out.append(c)
            }
            if i + 1 < items.count {
                out += gap(parsed.connections[i], earlier: (view, trail), later: (items[i + 1], lead), toSuperview: false)
                for attribute in alignments {
                    out.append(NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: items[i + 1],
                                                  attribute: attribute, multiplier: 1, constant: 0))
                }
            }
        }
        if let connection = parsed.trailingSuperview, let sup = superview, let last = items.last {
            out += gap(connection, earlier: (last, trail), later: (sup, marginVersion(trail, connection)), toSuperview: true)
        }
        return out
    }

    /// `later.attr − earlier.attr REL k` for each predicate (sides swapped when right-to-left).
    private func gap(_ connection: VisualFormat.Connection, earlier: (UIView, Attribute), later: (UIView, Attribute),
                     toSuperview: Bool) -> [NSLayoutConstraint] {
        let predicates: [VisualFormat.Predicate]
        switch connection {
        case .flush: predicates = [.init(object: .constant(0))]
        case .standard: predicates = [.init(object: .constant(toSuperview ? 0 : Double(NSLayoutConstraint.standardSpacing)))]
        case .predicates(let list): predicates = list
        }
        let (x, y) = reversed ? (earlier, later) : (later, earlier)
        return predicates.compactMap { p in
            guard case .constant(let k) = p.object else { return nil }
            let c = NSLayoutConstraint(item: x.0, attribute: x.1, relatedBy: relation(p.relation), toItem: y.0,
                                       attribute: y.1, multiplier: 1, constant: CGFloat(k))
            c.priority = UILayoutPriority(Float(p.priority ?? 1000))
            return c
        }
    }

    /// `|-[v]` is relative to the superview's margins (iOS 8 and later; UIKit's default margins are 8 pt).
    private func marginVersion(_ attribute: Attribute, _ connection: VisualFormat.Connection) -> Attribute {
        guard connection == .standard else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        default: return attribute
        }
    }

    private func relation(_ r: VisualFormat.Relation) -> NSLayoutConstraint.Relation {
        switch r {
        case .equal: .equal
        case .lessOrEqual: .lessThanOrEqual
        case .greaterOrEqual: .greaterThanOrEqual
        }
    }

    /// The alignment options as attributes; they must be perpendicular to the format's axis.
    private func alignmentAttributes() throws -> [Attribute] {
        let mask = options.intersection(.alignmentMask).rawValue
        var attributes: [Attribute] = []
        for bit in 1..<16 where mask & (1 << UInt(bit)) != 0 {
            guard let attribute = Attribute(rawValue: bit) else { continue }
            if attribute.isHorizontal == horizontal {
                throw error("Options mask required views to be aligned on a \(horizontal ? "horizontal" : "vertical") edge, "
                    + "which is not allowed for layout that is also \(horizontal ? "horizontal" : "vertical").")
            }
            attributes.append(attribute)
        }
        return attributes
    }
}
