import Testing
@testable import LayoutEngine

/// Redundant, degenerate and malformed input (K7; docs/ARCHITECTURE.md#auto-layout).
@Suite struct DegenerateSystemTests {
    @Test func redundantRequiredEqualitiesAreAcceptedAndRemovable() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        let a = Constraint(x, .equal, 10), b = Constraint(y, .equal, x + 5)
        let c = Constraint(y - x, .equal, 5), d = Constraint(2 * x + 2 * y, .equal, 50)
        try s.add([a, b, c, d])
        #expect(s.value(of: x) == 10 && s.value(of: y) == 15)
        try s.removeConstraint(b)
        try s.removeConstraint(a)
        #expect(s.value(of: x) == 10 && s.value(of: y) == 15)   // c and d still pin both
        try s.removeConstraint(c)
        try s.addConstraint(Constraint(x, .equal, 5))
        #expect(s.value(of: x) == 5 && s.value(of: y) == 20)
    }

    @Test func fractionalRedundantRowsSurviveSuggestions() throws {
        // Kiwi #15: a redundant row with a tiny negative constant must not reach the dual simplex.
        let s = Solver(), w = Variable("w"), a = Variable("a"), b = Variable("b")
        try s.addEditVariable(w, strength: .strong)
        try s.add([Constraint(a, .equal, w / 3), Constraint(b, .equal, w * (2.0 / 3)),
                   Constraint(a + b, .equal, w), Constraint(3 * a, .equal, w),
                   Constraint(a, .greaterThanOrEqual, 0)])
        for value in [0.1, 1.0 / 3, 7, 1e-9, 1e6, 0.7] {
            try s.suggestValue(value, for: w)
            #expect(close(s.value(of: a), value / 3, 1e-6) && close(s.value(of: b), 2 * value / 3, 1e-6))
        }
    }

    @Test func duplicateTermsAndZeroCoefficientsReduce() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        let c = Constraint(x + x + 0 * y - x, .equal, 4)
        #expect(c.expression.terms.count == 1 && c.expression.terms[0].coefficient == 1)
        try s.addConstraint(c)
        #expect(s.value(of: x) == 4)
        // A constraint with no variables at all is either redundant or impossible.
        try s.addConstraint(Constraint(Expression(constant: 3), .equal, 3))
        #expect(throws: SolverError.self) { try s.addConstraint(Constraint(Expression(constant: 3), .equal, 4)) }
        try s.addConstraint(Constraint(Expression(constant: 1), .lessThanOrEqual, 2))
        #expect(throws: SolverError.self) { try s.addConstraint(Constraint(Expression(constant: 3), .lessThanOrEqual, 2)) }
    }

    @Test func nonFiniteInputIsRejectedWithAClearError() throws {
        let s = Solver(), x = Variable("x")
        try s.addConstraint(Constraint(x, .equal, 1))
        for bad in [Constraint(x, .equal, .nan), Constraint(x * .infinity, .equal, 1),
                    Constraint(x, .lessThanOrEqual, -.infinity)] {
            let error = #expect(throws: SolverError.self) { try s.addConstraint(bad) }
            guard case .nonFinite? = error else { Issue.record("\(String(describing: error))"); continue }
            #expect("\(error!)".contains("NaN or infinity"))
            #expect(!s.hasConstraint(bad))
        }
        #expect(s.value(of: x) == 1 && s.constraintCount == 1)
    }

    @Test func duplicateAddsAndUnknownRemovalsAreRejected() throws {
        let s = Solver(), x = Variable("x"), c = Constraint(x, .equal, 1)
        #expect(throws: SolverError.self) { try s.removeConstraint(c) }
        try s.addConstraint(c)
        #expect(throws: SolverError.self) { try s.addConstraint(c) }
        // An equal-looking constraint is a different constraint (identity, like Kiwi).
        try s.addConstraint(Constraint(x, .equal, 1))
        #expect(s.constraintCount == 2 && s.value(of: x) == 1)
    }

    @Test func unconstrainedAndHalfConstrainedVariablesAreAmbiguous() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y"), z = Variable("z")
        try s.addConstraint(Constraint(x + y, .equal, 10))
        #expect(s.isAmbiguous(x) != s.isAmbiguous(y) || s.isAmbiguous(x))
        #expect(s.isAmbiguous(z) && s.value(of: z) == 0)
        try s.addConstraint(Constraint(y, .equal, 4))
        #expect(!s.isAmbiguous(x) && !s.isAmbiguous(y) && s.value(of: x) == 6)
    }
}
