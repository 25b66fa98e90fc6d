// Linear arithmetic on variables and expressions, so constraints read like the equations they are:
// `Constraint(x + w, .equal, contentW - 10)`. Only linear forms exist: a variable can be scaled by a number
// but never multiplied by another variable.

/// The negated expression: every coefficient and the constant change sign.
public prefix func - (e: Expression) -> Expression {
    Expression(e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
}
/// `−1·v`.
public prefix func - (v: Variable) -> Expression { Expression([Term(v, -1)]) }

/// The sum of two expressions (terms of the same variable are merged when the constraint is made).
public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
/// The expression plus one more term `1·rhs`.
public func + (lhs: Expression, rhs: Variable) -> Expression {
    Expression(lhs.terms + [Term(rhs)], constant: lhs.constant)
}
/// `1·lhs` plus the expression.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// `1·lhs + 1·rhs`.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
/// The expression with `rhs` added to its constant.
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
/// `1·lhs + rhs`.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
/// The expression with `lhs` added to its constant.
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
/// `lhs + 1·rhs`.
public func + (lhs: Double, rhs: Variable) -> Expression { rhs + lhs }

/// The difference of two expressions.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + (-rhs) }
/// The expression minus the term `1·rhs`.
public func - (lhs: Expression, rhs: Variable) -> Expression {
    Expression(lhs.terms + [Term(rhs, -1)], constant: lhs.constant)
}
/// `1·lhs` minus the expression.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + (-rhs) }
/// `1·lhs − 1·rhs`.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs, -1)]) }
/// The expression with `rhs` subtracted from its constant.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + (-rhs) }
/// `1·lhs − rhs`.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: -rhs) }
/// `lhs` minus the expression.
public func - (lhs: Double, rhs: Expression) -> Expression { (-rhs) + lhs }
/// `lhs − 1·rhs`.
public func - (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, -1)], constant: lhs) }

/// The expression scaled: every coefficient and the constant times `rhs`.
public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
/// The expression scaled by `lhs`.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
/// The term `rhs·lhs`.
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
/// The term `lhs·rhs`.
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }

/// The expression divided by `rhs` (multiplied by `1/rhs`).
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
/// The term `(1/rhs)·lhs`.
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
