import Testing
@testable import LayoutEngine

/// In-place constant updates (K3, T23; docs/ARCHITECTURE.md#auto-layout): the marker shift, never remove + add.
@Suite struct ConstantChangeTests {
    @Test func t23_spacingChangedInPlaceMovesOnlyTheLabelsBelow() throws {
        let stack = try LabelStack(count: 30)
        // V:[lab_4]-(10)-[lab_5] is lab5.y − lab4.bottom − 10 == 0; spacing 30 is constant −30.
        try stack.solver.updateConstant(of: stack.spacings[5], to: -30)
        for (i, lab) in stack.labels.enumerated() {
            #expect(lab.frame(in: stack.solver) == [10, (i < 5 ? 10 : 30) + 30 * Double(i), 100, 20])
        }
        #expect(stack.solver.value(of: stack.contentH) == 930 && stack.spacings[5].constant == -30)
    }

    @Test func inPlaceChangeEqualsRemoveAndReAdd() throws {
        let inPlace = try LabelStack(count: 40)
        let rebuilt = try LabelStack(count: 40)
        let index = 17
        try inPlace.solver.updateConstant(of: inPlace.spacings[index], to: -25)

        let old = rebuilt.spacings[index]
        try rebuilt.solver.removeConstraint(old)
        let labels = rebuilt.labels
        try rebuilt.solver.addConstraint(Constraint(labels[index].y, .equal, labels[index - 1].bottom + 25))
        let a = inPlace.solver.snapshot(inPlace.allVariables), b = rebuilt.solver.snapshot(rebuilt.allVariables)
        #expect(zip(a, b).allSatisfy { close($0, $1) })
    }

    @Test func optionalAndInequalityConstantsMoveToo() throws {
        // w <= 100 @250 hugging against a 300 pt slot, then the slot shrinks and the maximum grows.
        let s = Solver(), w = Variable("w"), slot = Variable("slot")
        let hug = Constraint(w, .lessThanOrEqual, 100, strength: Strength(250))
        let fill = Constraint(w, .equal, slot, strength: Strength(500))
        let cap = Constraint(slot, .lessThanOrEqual, 300)
        try s.add([hug, fill, cap, Constraint(slot, .greaterThanOrEqual, 0)])
        try s.addConstraint(Constraint(slot, .equal, 400, strength: Strength(900)))
        #expect(s.value(of: w) == 300 && s.value(of: slot) == 300)
        try s.updateConstant(of: cap, to: -150)      // slot <= 150
        #expect(s.value(of: w) == 150 && s.value(of: slot) == 150)
        try s.updateConstant(of: cap, to: -500)      // slot <= 500: the @900 wish of 400 wins
        #expect(s.value(of: w) == 400 && s.value(of: slot) == 400)
        try s.updateConstant(of: hug, to: -50)       // hugging changes nothing against @500
        #expect(s.value(of: w) == 400)
        try s.removeConstraint(fill)
        #expect(s.value(of: w) <= 50)
    }

    @Test func aChangeThatBreaksRequiredConstraintsIsRefusedAndUndone() throws {
        let s = Solver(), w = Variable("w"), x = Variable("x")
        let maximum = Constraint(w, .lessThanOrEqual, 100, name: "w<=100")
        let minimum = Constraint(w, .greaterThanOrEqual, 50, name: "w>=50")
        let pin = Constraint(x, .equal, w + 5, name: "x==w+5")
        try s.add([maximum, minimum, pin, Constraint(w, .equal, 80, strength: .weak)])
        let before = s.snapshot([w, x])
        let error = #expect(throws: SolverError.self) { try s.updateConstant(of: minimum, to: -150) }
        guard case .unsatisfiable(let c, let conflicts)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(c === minimum && conflicts.map(\.name) == ["w<=100"])
        #expect(s.snapshot([w, x]) == before && minimum.constant == -50)
        try s.updateConstant(of: minimum, to: -90)
        #expect(s.value(of: w) == 90 && s.value(of: x) == 95)
    }

    @Test func redundantRequiredEqualityCannotBeMovedApart() throws {
        let s = Solver(), x = Variable("x")
        let first = Constraint(x, .equal, 10, name: "first"), second = Constraint(x, .equal, 10, name: "second")
        try s.add([first, second])
        #expect(throws: SolverError.self) { try s.updateConstant(of: second, to: -20) }
        #expect(s.value(of: x) == 10 && second.constant == -10)
        try s.removeConstraint(first)
        try s.updateConstant(of: second, to: -20)
        #expect(s.value(of: x) == 20)
    }

    @Test func unknownConstraintAndNonFiniteConstantAreRejected() throws {
        let s = Solver(), x = Variable("x"), c = Constraint(x, .equal, 1)
        #expect(throws: SolverError.self) { try s.updateConstant(of: c, to: 2) }
        try s.addConstraint(c)
        #expect(throws: SolverError.self) { try s.updateConstant(of: c, to: .nan) }
        #expect(throws: SolverError.self) { try s.updateConstant(of: c, to: -.infinity) }
        #expect(s.value(of: x) == 1)
    }
}
