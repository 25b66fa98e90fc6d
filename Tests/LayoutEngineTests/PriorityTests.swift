import Testing
@testable import LayoutEngine

/// Strengths are lexicographic levels with weights inside a level (K2; docs/ARCHITECTURE.md#auto-layout).
@Suite struct PriorityTests {
    @Test func k2_manyHuggingConstraintsNeverCollapseAStrongFrame() throws {
        // Kiwi collapses frameW from 320 to 120 at 4,001 labels (4,001 · 250 > 10⁶). Strict levels never do.
        let s = Solver(), frameW = Variable("frameW"), contentW = Variable("contentW")
        try s.addEditVariable(frameW, strength: .strong)
        try s.suggestValue(320, for: frameW)
        try s.addConstraint(Constraint(contentW, .equal, frameW))
        var widths: [Variable] = []
        for i in 0..<4_001 {
            let w = Variable("w\(i)")
            try s.addConstraint(Constraint(w, .equal, contentW - 20))
            try s.addConstraint(Constraint(w, .lessThanOrEqual, 100, strength: .weak))
            widths.append(w)
        }
        #expect(s.value(of: frameW) == 320 && widths.allSatisfy { s.value(of: $0) == 300 })
    }

    @Test func weightsAddUpWithinOneLevel() throws {
        let s = Solver(), w = Variable("w")
        try s.add([Constraint(w, .equal, 100, strength: Strength(250)),
                   Constraint(w, .equal, 200, strength: Strength(250)),
                   Constraint(w, .equal, 200, strength: Strength(250))])
        #expect(s.value(of: w) == 200)
        let t = Solver(), v = Variable("v")
        try t.add([Constraint(v, .equal, 100, strength: Strength(250, weight: 3)),
                   Constraint(v, .equal, 200, strength: Strength(250)),
                   Constraint(v, .equal, 200, strength: Strength(250))])
        #expect(t.value(of: v) == 100)
    }

    @Test func lowerLevelsStillDecideWhatHigherOnesLeaveOpen() throws {
        // @750 fixes the sum, @250 then splits it.
        let s = Solver(), a = Variable("a"), b = Variable("b")
        try s.add([Constraint(a + b, .equal, 100, strength: Strength(750)),
                   Constraint(a, .equal, 70, strength: Strength(250)),
                   Constraint(b, .equal, 70, strength: Strength(1)),
                   Constraint(a, .greaterThanOrEqual, 0), Constraint(b, .greaterThanOrEqual, 0)])
        #expect(s.value(of: a) == 70 && s.value(of: b) == 30)
    }

    @Test func priorityOrderIsStrictAcrossManyLevels() throws {
        // Levels 1…999 each pull w to their own value: the highest wins outright.
        let s = Solver(), w = Variable("w")
        for p in stride(from: 1.0, through: 999, by: 2) {
            try s.addConstraint(Constraint(w, .equal, p, strength: Strength(p)))
        }
        #expect(s.value(of: w) == 999)
        try s.addConstraint(Constraint(w, .lessThanOrEqual, 500))
        #expect(s.value(of: w) == 500)
    }

    @Test func invalidStrengthsAreRejected() {
        let s = Solver(), w = Variable("w")
        for strength in [Strength(0), Strength(-5), Strength(.nan), Strength(250, weight: 0), Strength(250, weight: .infinity)] {
            #expect(throws: SolverError.self) { try s.addConstraint(Constraint(w, .equal, 1, strength: strength)) }
        }
        #expect(s.constraintCount == 0)
    }
}
