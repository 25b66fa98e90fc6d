import Foundation
import LayoutEngine
import SeededPropertyCheck
import Testing

/// The solver on random satisfiable systems: every required constraint holds, and on a
/// recorded set of systems the values equal kiwisolver's (Fixtures/kiwi-random-systems.json, written
/// by scripts/kiwi_property_fixture.py with kiwisolver 1.5.1; the test needs neither Python nor Kiwi).
@Suite struct SolverPropertyTests {
    /// `Σ coefficient·x_i + constant OP 0` over variable indexes.
    struct LinearConstraint: Sendable, CustomStringConvertible {
        var terms: [(index: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var description: String {
            terms.map { "\($0.coefficient)·x\($0.index)" }.joined(separator: " + ") + " + \(constant) \(relation) 0"
        }
        func value(_ x: [Double]) -> Double { terms.reduce(constant) { $0 + $1.coefficient * x[$1.index] } }
    }

    struct System: Sendable, CustomStringConvertible {
        var variables: Int
        var required: [LinearConstraint]
        var preferences: [(index: Int, target: Double, weight: Double)]
        var description: String { "\(variables) variables; required: \(required); preferences: \(preferences)" }

        /// Solves with LayoutEngine: nil when it reports the system unsatisfiable.
        func solve() -> [Double]? {
            let solver = Solver()
            let xs = (0..<variables).map { Variable("x\($0)") }
            do {
                for c in required {
                    let lhs = Expression(c.terms.map { Term(xs[$0.index], $0.coefficient) }, constant: c.constant)
                    try solver.addConstraint(Constraint(lhs, c.relation, Expression(constant: 0)))
                }
                for p in preferences {
                    try solver.addConstraint(Constraint(xs[p.index], .equal, Expression(constant: p.target),
                                                        strength: Strength(Strength.weak.priority, weight: p.weight)))
                }
            } catch {
                return nil
            }
            return xs.map { solver.value(of: $0) }
        }
    }

    /// Random systems that hold at a hidden point: equalities through it, inequalities with slack.
    static var systems: Generator<System, some SendableSequenceType> { zip(
        Gen.int(in: 2...6), Gen.double(in: -100...100).array(of: 6), Gen.int(in: 1...6),
        zip(Gen.int(in: 0...5).array(of: 3), pick([-3.0, -2, -1, 1, 2, 3]).array(of: 3),
            pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual]), Gen.double(in: 0...50)).array(of: 6),
        zip(Gen.double(in: -150...150), Gen.double(in: 1...10)).array(of: 6)
    ).map { n, hidden, count, rows, prefs in
        let required = rows.prefix(min(count, n)).map { indexes, coefficients, relation, slack in
            var seen = Set<Int>()
            let terms = zip(indexes, coefficients).map { ($0 % n, $1) }.filter { seen.insert($0.0).inserted }
            let value = terms.reduce(0) { $0 + $1.1 * hidden[$1.0] }
            let constant = relation == .equal ? -value : relation == .lessThanOrEqual ? -value - slack : -value + slack
            return LinearConstraint(terms: terms.map { (index: $0.0, coefficient: $0.1) }, constant: constant, relation: relation)
        }
        return System(variables: n, required: Array(required),
                      preferences: prefs.prefix(n).enumerated().map { (index: $0.offset, target: $0.element.0, weight: $0.element.1) })
    } }

    static func holds(_ c: LinearConstraint, _ x: [Double]) -> Bool {
        let v = c.value(x), tolerance = 1e-7 * max(1, x.map(abs).max() ?? 0)
        switch c.relation {
        case .equal: return abs(v) <= tolerance
        case .lessThanOrEqual: return v <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }

    @Test func aRandomSatisfiableSystemSatisfiesEveryRequiredConstraint() async {
        await seededPropertyCheck(seed: 16_010, count: 300, input: Self.systems) { system in
            let x = try #require(system.solve(), "a satisfiable system was reported unsatisfiable: \(system)")
            for c in system.required {
                #expect(Self.holds(c, x), "\(c) is \(c.value(x)) at \(x)")
            }
        }
    }

    struct Recorded: Decodable {
        struct RecordedSystem: Decodable {
            struct Row: Decodable { let terms: [[Double]]; let constant: Double; let op: String }
            struct Preference: Decodable { let variable: Int; let target: Double; let weight: Double }
            let variables: Int
            let required: [Row]
            let preferences: [Preference]
            let kiwi: [Double]
        }
        let kiwisolver: String
        let systems: [RecordedSystem]
    }

    @Test func theSolutionsEqualKiwisolversOnTheRecordedSystems() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/kiwi-random-systems.json")
        let recorded = try JSONDecoder().decode(Recorded.self, from: Data(contentsOf: url))
        #expect(recorded.systems.count == 60)
        for (number, r) in recorded.systems.enumerated() {
            let relations = ["==": Relation.equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual]
            let system = System(
                variables: r.variables,
                required: r.required.map { row in
                    LinearConstraint(terms: row.terms.map { (index: Int($0[0]), coefficient: $0[1]) }, constant: row.constant,
                                     relation: relations[row.op]!)
                },
                preferences: r.preferences.map { (index: $0.variable, target: $0.target, weight: $0.weight) })
            let x = try #require(system.solve(), "system \(number) unsatisfiable")
            for (i, (ours, kiwi)) in zip(x, r.kiwi).enumerated() {
                #expect(abs(ours - kiwi) <= 1e-6 * max(1, abs(kiwi)), "system \(number), x\(i): \(ours) vs Kiwi's \(kiwi)")
            }
        }
    }
}
