/// One `coefficient · variable` part of a linear expression. Usually made by the operators
/// (`2 * w`); build terms directly when generating expressions from data.
public struct Term {
    /// The variable this term multiplies.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// The term `coefficient·variable` (coefficient 1 by default).
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficientᵢ · variableᵢ + constant`, the left side of every constraint.
///
/// Build expressions with the arithmetic operators in Expression+Operators.swift (`x + 2 * w - 10`).
/// Expressions are plain values; nothing is simplified until `reduced()` (which `Constraint` calls), so
/// building them stays cheap. Non-linear operations (variable × variable) deliberately do not exist.
public struct Expression: CustomStringConvertible {
    /// The terms, in the order they were written (not yet merged per variable).
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// An expression with no terms: just `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with each variable appearing once (coefficients summed, in order of first
    /// appearance) and exact zeros dropped. First-appearance order keeps symbol creation, and therefore
    /// every pivoting choice, deterministic.
    public func reduced() -> Expression {
        if terms.count <= 1 {
            return terms.first.map { $0.coefficient == 0 ? Expression(constant: constant) : self } ?? self
        }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        if terms.count <= 8 {
            outer: for term in terms {
                for i in merged.indices where merged[i].variable === term.variable {
                    merged[i].coefficient += term.coefficient
                    continue outer
                }
                merged.append(term)
            }
        } else {
            var index: [ObjectIdentifier: Int] = [:]
            for term in terms {
                if let i = index[ObjectIdentifier(term.variable)] {
                    merged[i].coefficient += term.coefficient
                } else {
                    index[ObjectIdentifier(term.variable)] = merged.count
                    merged.append(term)
                }
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(merged, constant: constant)
    }

    /// True when every coefficient and the constant are finite (no NaN, no ±∞).
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        var parts: [String] = []
        for term in terms {
            let c = term.coefficient
            let magnitude = abs(c) == 1 ? "" : "\(Self.format(abs(c)))*"
            let sign = c < 0 ? "-" : "+"
            parts.append(parts.isEmpty && c >= 0 ? "\(magnitude)\(term.variable)" : "\(sign) \(magnitude)\(term.variable)")
        }
        if constant != 0 || parts.isEmpty {
            let sign = constant < 0 ? "-" : "+"
            parts.append(parts.isEmpty ? Self.format(constant) : "\(sign) \(Self.format(abs(constant)))")
        }
        return parts.joined(separator: " ")
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// Anything that can stand on either side of a constraint: a `Variable` or an `Expression`.
/// Only LayoutEngine's own types conform; it exists so `Constraint.init` accepts both without overloads.
public protocol ExpressionConvertible {
    /// This value as a linear expression.
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    /// The expression `1·self`.
    public var expression: Expression { Expression(self) }
}

extension Expression: ExpressionConvertible {
    /// The expression itself.
    public var expression: Expression { self }
}
