/// A recursive-descent parser for Apple's Visual Format Language grammar (Auto Layout Guide, appendix "Visual
/// Format Language"):
///
///     format      ::= (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
///     view        ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection  ::= e | '-' predicateList '-' | '-'
///     predicateList ::= simplePredicate | '(' predicate (',' predicate)* ')'
///     predicate   ::= relation? (constant | viewName) ('@' priority)?
///
/// Metric names resolve through `metrics`; view names must be keys of `views`. Numbers follow strtod
/// (optional sign inside parentheses, digits, fraction); a simple predicate is a positive number or metric.
struct VisualFormatParser {
    private let chars: [Character]
    private let format: String
    private let metrics: [String: Double]
    private let viewNames: Set<String>
    private var i = 0

    init(_ format: String, metrics: [String: Double], viewNames: Set<String>) {
        self.format = format
        self.chars = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.viewNames = viewNames
    }

    static func parse(_ format: String, metrics: [String: Double] = [:], viewNames: Set<String>) throws -> VisualFormat {
        var p = VisualFormatParser(format, metrics: metrics, viewNames: viewNames)
        return try p.parseFormat()
    }

    private func error(_ message: String) -> VisualFormatError {
        VisualFormatError(message: message, format: String(chars), offset: min(i, chars.count))
    }

    private var current: Character? { i < chars.count ? chars[i] : nil }
    private func peek(_ k: Int = 1) -> Character? { i + k < chars.count ? chars[i + k] : nil }
    private mutating func eat(_ c: Character) -> Bool {
        guard current == c else { return false }
        i += 1
        return true
    }
    private mutating func expect(_ c: Character, _ message: String) throws {
        guard eat(c) else { throw error(message) }
    }

    private mutating func parseFormat() throws -> VisualFormat {
        var orientation = VisualFormat.Orientation.horizontal
        if (current == "H" || current == "V"), peek() == ":" {
            orientation = current == "V" ? .vertical : .horizontal
            i += 2
        } else if (current == "H" || current == "V"), peek() != nil, peek() != ":" {
            throw error("Expected ':' after '\(current!)' to specify \(current == "V" ? "vertical" : "horizontal") arrangement")
        }
        var leading: VisualFormat.Connection?
        if eat("|") { leading = try parseConnection() }
        var views = [try parseView()]
        var connections: [VisualFormat.Connection] = []
        var trailing: VisualFormat.Connection?
        while current != nil {
            let connection = try parseConnection()
            if eat("|") {
                trailing = connection
                break
            }
            guard current == "[" else { throw error("Expected a view or '|'") }
            connections.append(connection)
            views.append(try parseView())
        }
        guard current == nil else { throw error("Unexpected text after the superview edge") }
        return VisualFormat(orientation: orientation, leadingSuperview: leading, views: views,
                            connections: connections, trailingSuperview: trailing)
    }

    private mutating func parseView() throws -> VisualFormat.ViewItem {
        try expect("[", "Expected a view: '[' name ']'")
        let start = i
        let name = parseIdentifier()
        guard !name.isEmpty else { throw error("Expected a view name after '['") }
        guard viewNames.contains(name) else {
            i = start
            throw error("Unable to find view with name \(name)")
        }
        var predicates: [VisualFormat.Predicate] = []
        if eat("(") {
            predicates = try parsePredicateList(allowViews: true)
            try expect(")", "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        try expect("]", "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        return VisualFormat.ViewItem(name: name, sizePredicates: predicates)
    }

    /// After '(' : predicate (',' predicate)*, stopping before ')'.
    private mutating func parsePredicateList(allowViews: Bool) throws -> [VisualFormat.Predicate] {
        var list = [try parsePredicate(allowViews: allowViews)]
        while eat(",") { list.append(try parsePredicate(allowViews: allowViews)) }
        return list
    }

    private mutating func parseConnection() throws -> VisualFormat.Connection {
        guard eat("-") else { return .flush }
        if current == "[" || current == "|" || current == nil { return .standard }
        let predicates: [VisualFormat.Predicate]
        if eat("(") {
            predicates = try parsePredicateList(allowViews: false)
            try expect(")", "Expected ')' to end the connection's predicates")
        } else {
            predicates = [VisualFormat.Predicate(object: .constant(try parseSimpleConstant()))]
        }
        try expect("-", "Expected '-' after the connection's predicates")
        return .predicates(predicates)
    }

    private mutating func parsePredicate(allowViews: Bool) throws -> VisualFormat.Predicate {
        var relation = VisualFormat.Relation.equal
        if current == "=" || current == "<" || current == ">" {
            let first = current!
            guard peek() == "=" else { throw error("Unknown relation. Must be ==, >=, or <=") }
            relation = first == "<" ? .lessOrEqual : first == ">" ? .greaterOrEqual : .equal
            i += 2
        }
        let object: VisualFormat.Object
        if let c = current, c.isLetter || c == "_" {
            let start = i
            let name = parseIdentifier()
            if let value = metrics[name] {
                object = .constant(value)
            } else if allowViews, viewNames.contains(name) {
                object = .view(name)
            } else {
                i = start
                throw error(allowViews ? "Unable to find view or metric with name \(name)" : "Unable to find metric with name \(name)")
            }
        } else if let number = parseNumber(allowSign: true) {
            object = .constant(number)
        } else {
            throw error("Expected a number, metric or view name")
        }
        var priority: Double?
        if eat("@") {
            if let c = current, c.isLetter || c == "_" {
                let start = i
                let name = parseIdentifier()
                guard let value = metrics[name] else { i = start; throw error("Unable to find metric with name \(name)") }
                priority = value
            } else if let number = parseNumber(allowSign: false) {
                priority = number
            } else {
                throw error("Expected a priority after '@'")
            }
            guard let p = priority, p >= 1, p <= 1000 else { throw error("Priorities must be between 1 and 1000") }
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A positive number or a metric (the simple predicate of `-k-`).
    private mutating func parseSimpleConstant() throws -> Double {
        if let c = current, c.isLetter || c == "_" {
            let start = i
            let name = parseIdentifier()
            guard let value = metrics[name] else { i = start; throw error("Unable to find metric with name \(name)") }
            return value
        }
        guard let number = parseNumber(allowSign: false) else { throw error("Expected a number or metric between '-' and '-'") }
        return number
    }

    private mutating func parseIdentifier() -> String {
        var s = ""
        if let c = current, c.isLetter || c == "_" {
            while let c = current, c.isLetter || c.isNumber || c == "_", c.isASCII { s.append(c); i += 1 }
        }
        return s
    }

    private mutating func parseNumber(allowSign: Bool) -> Double? {
        let start = i
        var s = ""
        if allowSign, current == "-" || current == "+" { s.append(current!); i += 1 }
        var digits = 0
        while let c = current, c.isASCII, c.isNumber { s.append(c); i += 1; digits += 1 }
        if current == ".", let n = peek(), n.isASCII, n.isNumber {
            s.append("."); i += 1
            while let c = current, c.isASCII, c.isNumber { s.append(c); i += 1; digits += 1 }
        }
        guard digits > 0, let value = Double(s), value.isFinite else { i = start; return nil }
        return value
    }
}
