// Linear arithmetic on variables and expressions, so constraints read like the equations they are:
// `Constraint(x + w, .equal, contentW - 10)`. Only linear forms exist: a variable can be scaled by a number
// but never multiplied by another variable.

public prefix func - (e: Expression) -> Expression {
    Expression(e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
}
public prefix func - (v: Variable) -> Expression { Expression([Term(v, -1)]) }

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: Expression, rhs: Variable) -> Expression {
    Expression(lhs.terms + [Term(rhs)], constant: lhs.constant)
}
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func + (lhs: Double, rhs: Variable) -> Expression { rhs + lhs }

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + (-rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression {
    Expression(lhs.terms + [Term(rhs, -1)], constant: lhs.constant)
}
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + (-rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs, -1)]) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + (-rhs) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: -rhs) }
public func - (lhs: Double, rhs: Expression) -> Expression { (-rhs) + lhs }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, -1)], constant: lhs) }

public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }

public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
