import Testing
@testable import LayoutEngine

/// Removing constraints gives back what the remaining constraints say.
@Suite struct RemovalTests {
    @Test func removingTheWinnerRestoresTheRunnerUp() throws {
        let s = Solver(), w = Variable("w")
        let low = Constraint(w, .equal, 100, strength: Strength(250))
        let high = Constraint(w, .equal, 200, strength: Strength(750))
        let pin = Constraint(w, .equal, 300)
        try s.add([low, high])
        #expect(s.value(of: w) == 200)
        try s.addConstraint(pin)
        #expect(s.value(of: w) == 300)
        try s.removeConstraint(pin)
        #expect(s.value(of: w) == 200)
        try s.removeConstraint(high)
        #expect(s.value(of: w) == 100)
        #expect(throws: SolverError.self) { try s.removeConstraint(high) }
    }

    @Test func removingAndReAddingEveryConstraintReproducesTheLayout() throws {
        let stack = try LabelStack(count: 20)
        let vars = stack.allVariables
        let before = stack.solver.snapshot(vars)
        let middle = stack.spacings[10]
        try stack.solver.removeConstraint(middle)
        #expect(stack.solver.value(of: stack.labels[9].y) == 280)
        try stack.solver.addConstraint(middle)
        #expect(stack.solver.snapshot(vars) == before)
    }

    @Test func removingEverythingEmptiesTheSolver() throws {
        let stack = try LabelStack(count: 15)
        let solver = stack.solver
        var all: [Constraint] = []
        for record in solver.records { if let c = record?.constraint { all.append(c) } }
        for c in all.reversed() { try solver.removeConstraint(c) }
        #expect(solver.constraintCount == 0)
        #expect(solver.tableau.rows.allSatisfy { $0.basic < 0 })
        #expect(solver.tableau.objective.allSatisfy { $0.cells.isEmpty })
        #expect(stack.allVariables.allSatisfy { solver.value(of: $0) == 0 })
        // And the emptied solver works like a new one.
        try solver.addConstraint(Constraint(stack.contentH, .equal, 7))
        #expect(solver.value(of: stack.contentH) == 7)
    }

    @Test func removedConstraintsCanMoveToAnotherSolver() throws {
        let a = Solver(), b = Solver(), x = Variable("x"), c = Constraint(x, .equal, 5)
        try a.addConstraint(c)
        #expect(throws: SolverError.self) { try b.addConstraint(c) }
        try a.removeConstraint(c)
        try b.addConstraint(c)
        #expect(b.value(of: x) == 5 && a.value(of: x) == 0 && b.hasConstraint(c) && !a.hasConstraint(c))
    }
}
