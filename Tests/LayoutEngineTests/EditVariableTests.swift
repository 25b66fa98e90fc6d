import Testing
@testable import LayoutEngine

/// Edit variables and `suggestValue` (Cassowary's edit variables).
@Suite struct EditVariableTests {
    @Test func suggestionsDriveADependentChain() throws {
        let s = Solver(), width = Variable("width"), half = Variable("half"), inset = Variable("inset")
        try s.addEditVariable(width, strength: .strong)
        try s.add([Constraint(half, .equal, width / 2), Constraint(inset, .equal, half - 8)])
        for value in [320.0, 375, 1024, 0, 17.5] {
            try s.suggestValue(value, for: width)
            #expect(s.value(of: half) == value / 2 && s.value(of: inset) == value / 2 - 8)
        }
    }

    @Test func requiredConstraintsOverruleSuggestions() throws {
        let s = Solver(), x = Variable("x")
        try s.addEditVariable(x, strength: .strong)
        try s.add([Constraint(x, .greaterThanOrEqual, 10), Constraint(x, .lessThanOrEqual, 100)])
        for (suggested, expected) in [(50.0, 50.0), (5, 10), (500, 100), (-1e9, 10), (60, 60)] {
            try s.suggestValue(suggested, for: x)
            #expect(s.value(of: x) == expected)
        }
    }

    @Test func weakerEditLosesToStrongerConstraint() throws {
        let s = Solver(), x = Variable("x")
        try s.addEditVariable(x, strength: Strength(100))
        try s.addConstraint(Constraint(x, .equal, 42, strength: Strength(500)))
        try s.suggestValue(7, for: x)
        #expect(s.value(of: x) == 42)
        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x) && s.value(of: x) == 42)
    }

    @Test func updateVariablesWritesSnapshots() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        try s.addEditVariable(x, strength: .strong)
        try s.addConstraint(Constraint(y, .equal, 2 * x))
        try s.suggestValue(21, for: x)
        #expect(y.value == 0)
        s.updateVariables()
        #expect(x.value == 21 && y.value == 42)
    }

    @Test func misuseIsReportedAndChangesNothing() throws {
        let s = Solver(), x = Variable("x"), other = Variable("other")
        #expect(throws: SolverError.self) { try s.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.self) { try s.addEditVariable(x, strength: Strength(.nan)) }
        try s.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.self) { try s.addEditVariable(x, strength: .medium) }
        #expect(throws: SolverError.self) { try s.suggestValue(1, for: other) }
        #expect(throws: SolverError.self) { try s.removeEditVariable(other) }
        #expect(throws: SolverError.self) { try s.suggestValue(.nan, for: x) }
        #expect(throws: SolverError.self) { try s.suggestValue(.infinity, for: x) }
        try s.suggestValue(3, for: x)
        #expect(s.value(of: x) == 3 && s.constraintCount == 0)
    }

    @Test func aResizeLoopStaysExactOverManySteps() throws {
        // 2,000 suggestions cycling the benchmark's widths (320 … 1366): no drift.
        let stack = try LabelStack(count: 50)
        let frameW = Variable("frameW")
        try stack.solver.addEditVariable(frameW, strength: .strong)
        try stack.solver.addConstraint(Constraint(stack.contentW, .equal, frameW))
        let widths: [Double] = [320, 375, 414, 768, 1024, 1366]
        for step in 0..<2_000 {
            let width = widths[step % widths.count]
            try stack.solver.suggestValue(width, for: frameW)
            #expect(stack.solver.value(of: stack.labels[step % 50].w) == width - 20)
        }
        #expect(stack.solver.value(of: stack.contentH) == 1510)
    }
}
