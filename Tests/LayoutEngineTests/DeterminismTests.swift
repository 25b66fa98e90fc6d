import Testing
@testable import LayoutEngine

/// Same operations, same values, bit for bit (K6; docs/ARCHITECTURE.md#auto-layout).
@Suite struct DeterminismTests {
    @Test func rebuildingGivesBitIdenticalValues() throws {
        let first = try LabelStack(count: 60), second = try LabelStack(count: 60)
        #expect(first.solver.snapshot(first.allVariables) == second.solver.snapshot(second.allVariables))
        try first.solver.updateConstant(of: first.spacings[30], to: -17.25)
        try second.solver.updateConstant(of: second.spacings[30], to: -17.25)
        #expect(first.solver.snapshot(first.allVariables) == second.solver.snapshot(second.allVariables))
    }

    @Test func repeatedSolvesReturnTheSameValues() throws {
        let stack = try LabelStack(count: 40)
        let frameW = Variable("frameW")
        try stack.solver.addEditVariable(frameW, strength: .strong)
        try stack.solver.addConstraint(Constraint(stack.contentW, .equal, frameW))
        var seen: [Double: [Double]] = [:]
        for _ in 0..<5 {
            for width in [320.0, 375, 1024, 414.5] {
                try stack.solver.suggestValue(width, for: frameW)
                let values = stack.solver.snapshot(stack.allVariables)
                if let earlier = seen[width] { #expect(earlier == values) } else { seen[width] = values }
            }
        }
    }

    @Test func underdeterminedSystemsResolveTheSameWayEveryTime() throws {
        // Kiwi #164: x >= 10; x <= 20 leaves x anywhere in [10, 20]; the answer depends only on the order.
        func solve(_ order: [Int]) throws -> Double {
            let s = Solver(), x = Variable("x")
            let cs = [Constraint(x, .greaterThanOrEqual, 10), Constraint(x, .lessThanOrEqual, 20)]
            for i in order { try s.addConstraint(cs[i]) }
            return s.value(of: x)
        }
        let forward = try solve([0, 1]), backward = try solve([1, 0])
        for _ in 0..<10 {
            #expect(try solve([0, 1]) == forward)
            #expect(try solve([1, 0]) == backward)
        }
        #expect((10...20).contains(forward) && (10...20).contains(backward))
    }

    @Test func variablesSharedBetweenSolversAreIndependent() throws {
        let a = Solver(), b = Solver(), x = Variable("x"), y = Variable("y")
        try a.add([Constraint(x, .equal, 1), Constraint(y, .equal, x + 1)])
        try b.add([Constraint(y, .equal, 10), Constraint(x, .equal, y * 2)])
        #expect(a.value(of: x) == 1 && a.value(of: y) == 2 && b.value(of: x) == 20 && b.value(of: y) == 10)
        b.reset()
        #expect(b.value(of: x) == 0 && a.value(of: y) == 2)
    }
}
