import Testing
@testable import LayoutEngine

/// A failed add leaves the solver exactly as it was and names the conflict (K1, T25;
/// docs/ARCHITECTURE.md#auto-layout).
@Suite struct UnsatisfiableTests {
    @Test func t25a_secondRequiredWidthIsRejectedWithTheFirstAsConflict() throws {
        let s = Solver(), w = Variable("w")
        let first = Constraint(w, .equal, 100, name: "w == 100"), second = Constraint(w, .equal, 200, name: "w == 200")
        try s.addConstraint(first)
        let error = #expect(throws: SolverError.self) { try s.addConstraint(second) }
        guard case .unsatisfiable(let c, let conflicts)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(c === second && conflicts.count == 1 && conflicts[0] === first)
        #expect(s.value(of: w) == 100 && !s.hasConstraint(second) && s.hasConstraint(first))
        #expect("\(error!)".contains("w == 200") && "\(error!)".contains("w == 100"))
    }

    @Test func t25b_kiwiJs31SequenceReAddSucceeds() throws {
        // kiwisolver 1.5.1 wrongly throws on the final re-add.
        let s = Solver(), x = Variable("x")
        try s.addEditVariable(x, strength: .strong)
        let atLeast2 = Constraint(x, .greaterThanOrEqual, 2)
        try s.addConstraint(atLeast2)
        try s.removeConstraint(atLeast2)
        try s.addConstraint(atLeast2)
        #expect(throws: SolverError.self) { try s.addConstraint(Constraint(x, .lessThanOrEqual, 1)) }
        try s.removeConstraint(atLeast2)
        try s.addConstraint(atLeast2)
        #expect(s.value(of: x) == 2)
    }

    @Test func artificialPathFailureRestoresEveryValueAndLaterBehaviour() throws {
        // The failing add goes through phase one (no usable subject): state must be bit-identical after it.
        func stack() throws -> (LabelStack, [Constraint]) {
            let stack = try LabelStack(count: 12)
            let floors = stack.labels.map { Constraint($0.h, .greaterThanOrEqual, 0, name: "\($0.h) >= 0") }
            try stack.solver.add(floors)
            return (stack, floors)
        }
        let (subject, floors) = try stack()
        let vars = subject.allVariables
        let before = subject.solver.snapshot(vars)
        let labels = subject.labels
        let bad = Constraint(labels[7].y, .lessThanOrEqual, labels[3].y + 30, name: "bad")
        let error = #expect(throws: SolverError.self) { try subject.solver.addConstraint(bad) }
        guard case .unsatisfiable(_, let conflicts)? = error else { Issue.record("\(String(describing: error))"); return }
        // lab7.y = lab3.y + h3 + h4 + h5 + h6 + 40: the spacings 4…7 and the floors of h3…h6 are the culprits.
        let expected = Array(subject.spacings[4...7]) + Array(floors[3...6])
        #expect(Set(conflicts.map { ObjectIdentifier($0) }) == Set(expected.map { ObjectIdentifier($0) }))
        #expect(subject.solver.snapshot(vars) == before)
        // Everything that worked before still works, and gives what a fresh solver gives.
        try subject.solver.updateConstant(of: subject.spacings[5], to: -30)
        let (fresh, _) = try stack()
        try fresh.solver.updateConstant(of: fresh.spacings[5], to: -30)
        #expect(subject.solver.snapshot(vars) == fresh.solver.snapshot(fresh.allVariables))
    }

    @Test func failedAddRegistersNoNewVariables() throws {
        let s = Solver(), x = Variable("x"), fresh = Variable("fresh")
        try s.addConstraint(Constraint(x, .equal, 1))
        #expect(throws: SolverError.self) { try s.addConstraint(Constraint(x + 0 * fresh, .equal, 2)) }
        #expect(throws: SolverError.self) { try s.addConstraint(Constraint(x, .equal, fresh + fresh - 2 * fresh + 5)) }
        #expect(s.variables.count == 1 && fresh.solverSerial == 0)
        // The variable is still usable afterwards, here and elsewhere.
        try s.addConstraint(Constraint(fresh, .equal, x + 1))
        #expect(s.value(of: fresh) == 2)
    }

    @Test func requiredInequalitiesConflictAndOptionalOnesGiveWay() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        let low = Constraint(x + y, .greaterThanOrEqual, 10, name: "x+y>=10")
        let capX = Constraint(x, .lessThanOrEqual, 3, name: "x<=3")
        let capY = Constraint(y, .lessThanOrEqual, 4, name: "y<=4")
        try s.add([Constraint(x, .greaterThanOrEqual, 0), Constraint(y, .greaterThanOrEqual, 0), low, capX])
        try s.addConstraint(Constraint(y, .lessThanOrEqual, 4, strength: Strength(999)))
        #expect(s.value(of: x) == 3 && s.value(of: y) == 7)
        let error = #expect(throws: SolverError.self) { try s.addConstraint(capY) }
        guard case .unsatisfiable(_, let conflicts)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(conflicts.map(\.name) == ["x+y>=10", "x<=3"])
        #expect(s.value(of: x) == 3 && s.value(of: y) == 7)
    }
}
