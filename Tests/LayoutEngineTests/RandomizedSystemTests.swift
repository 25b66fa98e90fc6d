import SeededPropertyCheck
import Testing
@testable import LayoutEngine

/// Seeded random systems (without Kiwi in the loop): after every add, remove and
/// constant change, the incremental solver must satisfy every required constraint and reach the same
/// optimum, level by level, as a fresh solver given the same constraints.
@Suite struct RandomizedSystemTests {
    /// Σ weight · violation for each priority level present, highest first.
    static func errors(of constraints: [Constraint], in solver: Solver) -> [Double: Double] {
        var levels: [Double: Double] = [:]
        for c in constraints where !c.strength.isRequired {
            let v = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            let violation: Double
            switch c.relation {
            case .equal: violation = abs(v)
            case .lessThanOrEqual: violation = max(0, v)
            case .greaterThanOrEqual: violation = max(0, -v)
            }
            levels[c.strength.priority, default: 0] += c.strength.weight * violation
        }
        return levels
    }

    /// Runs `body`; false when it threw `.unsatisfiable` (any other error fails the test).
    static func attempt(_ body: () throws(SolverError) -> Void) -> Bool {
        do {
            try body()
            return true
        } catch {
            if case .unsatisfiable = error { return false }
            Issue.record("unexpected \(error)")
            return false
        }
    }

    static func requiredHold(_ constraints: [Constraint], in solver: Solver) -> Bool {
        constraints.filter(\.strength.isRequired).allSatisfy { c in
            let v = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            switch c.relation {
            case .equal: return abs(v) < 1e-6
            case .lessThanOrEqual: return v < 1e-6
            case .greaterThanOrEqual: return v > -1e-6
            }
        }
    }

    @Test(arguments: 0..<24)
    func incrementalOptimumMatchesAFreshSolve(seed: Int) throws {
        var random = SplitMix64(state: UInt64(seed) &* 7919 &+ 1)
        let variables = (0..<Int.random(in: 4...12, using: &random)).map { Variable("v\($0)") }
        let strengths = [Strength.required, .strong, Strength(750), Strength(500), Strength(250), Strength(1),
                         Strength(250, weight: 2.5)]
        let solver = Solver()
        var active: [Constraint] = []
        // Keep every variable in a box so the optimum is bounded and the system stays satisfiable often.
        for v in variables {
            for c in [Constraint(v, .greaterThanOrEqual, -100), Constraint(v, .lessThanOrEqual, 100)] {
                try solver.addConstraint(c)
                active.append(c)
            }
        }
        for _ in 0..<40 {
            let operation = Int.random(in: 0..<10, using: &random)
            if operation < 6 || active.count < 4 {
                var terms: [Term] = []
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let c = Double(Int.random(in: -3...3, using: &random))
                    terms.append(Term(variables.randomElement(using: &random)!, c == 0 ? 1 : c))
                }
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
                let constant = Double(Int.random(in: -60...60, using: &random))
                let c = Constraint(Expression(terms, constant: constant), relation, Expression(),
                                   strength: strengths.randomElement(using: &random)!)
                if Self.attempt({ () throws(SolverError) in try solver.addConstraint(c) }) {
                    active.append(c)
                } else {
                    #expect(c.strength.isRequired)
                }
            } else if operation < 8 {
                let index = Int.random(in: (2 * variables.count)..<max(2 * variables.count + 1, active.count), using: &random)
                guard index < active.count else { continue }
                try solver.removeConstraint(active.remove(at: index))
            } else {
                let c = active.randomElement(using: &random)!
                let old = c.constant
                let constant = Double(Int.random(in: -60...60, using: &random))
                if !Self.attempt({ () throws(SolverError) in try solver.updateConstant(of: c, to: constant) }) {
                    #expect(c.strength.isRequired && c.constant == old)
                }
            }
            #expect(Self.requiredHold(active, in: solver))
            let fresh = Solver()
            for c in active {
                let copy = Constraint(c.expression, c.relation, Expression(), strength: c.strength)
                try fresh.addConstraint(copy)
            }
            let ours = Self.errors(of: active, in: solver), theirs = Self.errors(of: active, in: fresh)
            for (level, error) in theirs {
                #expect(abs((ours[level] ?? 0) - error) < 1e-6 * max(1, error), "level \(level)")
            }
        }
    }
}
