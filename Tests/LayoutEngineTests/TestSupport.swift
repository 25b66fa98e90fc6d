import Testing
@testable import LayoutEngine

/// Values compared to 1e-9: the solver's arithmetic is exact for these small integer systems up to rounding.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// A label in the test cases' sense: four variables plus its intrinsic-size constraints,
/// hugging 250 and compression resistance 750 unless given.
struct Box {
    let x: Variable, y: Variable, w: Variable, h: Variable
    init(_ name: String) {
        x = Variable("\(name).x"); y = Variable("\(name).y"); w = Variable("\(name).w"); h = Variable("\(name).h")
    }
    var right: Expression { x + w }
    var bottom: Expression { y + h }

    func intrinsic(width: Double? = nil, height: Double? = nil, hugging: Double = 250,
                   compression: Double = 750) -> [Constraint] {
        var cs: [Constraint] = []
        if let width {
            cs.append(Constraint(w, .lessThanOrEqual, width, strength: Strength(hugging)))
            cs.append(Constraint(w, .greaterThanOrEqual, width, strength: Strength(compression)))
        }
        if let height {
            cs.append(Constraint(h, .lessThanOrEqual, height, strength: Strength(hugging)))
            cs.append(Constraint(h, .greaterThanOrEqual, height, strength: Strength(compression)))
        }
        return cs
    }

    func frame(in solver: Solver) -> [Double] {
        [solver.value(of: x), solver.value(of: y), solver.value(of: w), solver.value(of: h)]
    }
}

extension Solver {
    func add(_ constraints: [Constraint]) throws {
        for c in constraints { try addConstraint(c) }
    }

    /// Every variable's value, for whole-state comparisons.
    func snapshot(_ variables: [Variable]) -> [Double] { variables.map { value(of: $0) } }
}

/// The seed's vertical stack (T16): `count` labels of intrinsic size 100 × 20, `H:|-(10)-[lab]-(10)-|` to
/// the content edges, chained 10 pt apart, the last one 10 pt above the content bottom.
struct LabelStack {
    let solver = Solver()
    let contentW = Variable("contentW"), contentH = Variable("contentH")
    var labels: [Box] = []
    var spacings: [Constraint] = []

    init(count: Int, trailingPin: Bool = true) throws {
        for i in 0..<count {
            let lab = Box("lab\(i)")
            try solver.addConstraint(Constraint(lab.x, .equal, 10))
            if trailingPin { try solver.addConstraint(Constraint(contentW, .equal, lab.right + 10)) }
            let spacing = labels.last.map { Constraint(lab.y, .equal, $0.bottom + 10) } ?? Constraint(lab.y, .equal, 10)
            spacings.append(spacing)
            try solver.addConstraint(spacing)
            try solver.add(lab.intrinsic(width: 100, height: 20))
            labels.append(lab)
        }
        try solver.addConstraint(Constraint(contentH, .equal, labels[count - 1].bottom + 10))
    }

    var allVariables: [Variable] { [contentW, contentH] + labels.flatMap { [$0.x, $0.y, $0.w, $0.h] } }
}
