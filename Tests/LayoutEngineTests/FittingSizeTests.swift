import Testing
@testable import LayoutEngine

/// `systemLayoutSizeFitting` as ScrollKit's engine builds it (AutoLayoutEngine+Autoresizing.swift): a temporary
/// `size == target @ fitting priority` pair that the intrinsic sizes (250/750) outrank.
@Suite struct FittingSizeTests {
    @Test func t21_compressedCellSizeThenRequiredWidth() throws {
        // Label 120 × 20 in a cell: H:|-(16)-[l]-(16)-|, V:|-(12)-[l]-(12)-|.
        let s = Solver(), cell = Box("cell"), l = Box("l")
        try s.add([Constraint(cell.x, .equal, 0), Constraint(cell.y, .equal, 0),
                   Constraint(l.x, .equal, cell.x + 16), Constraint(cell.right, .equal, l.right + 16),
                   Constraint(l.y, .equal, cell.y + 12), Constraint(cell.bottom, .equal, l.bottom + 12)])
        try s.add(l.intrinsic(width: 120, height: 20))
        let fitW = Constraint(cell.w, .equal, 0, strength: Strength(50))
        let fitH = Constraint(cell.h, .equal, 0, strength: Strength(50))
        try s.add([fitW, fitH])
        #expect(s.value(of: cell.w) == 152 && s.value(of: cell.h) == 44)

        try s.removeConstraint(fitW)
        let target = Constraint(cell.w, .equal, 300)
        try s.addConstraint(target)
        #expect(s.value(of: cell.w) == 300 && s.value(of: cell.h) == 44 && s.value(of: l.w) == 268)
    }

    @Test func t22_mixedApproachFittingSize() throws {
        // 30 labels of widths 100 + 2i in a content view, H:|-(10)-[lab_i]-(>=10)-|, chained vertically.
        let s = Solver(), cv = Box("cv")
        try s.add([Constraint(cv.x, .equal, 0), Constraint(cv.y, .equal, 0),
                   Constraint(cv.w, .equal, 0, strength: Strength(50)),
                   Constraint(cv.h, .equal, 0, strength: Strength(50))])
        var labels: [Box] = []
        for i in 0..<30 {
            let lab = Box("lab\(i)")
            try s.add([Constraint(lab.x, .equal, cv.x + 10),
                       Constraint(cv.right, .greaterThanOrEqual, lab.right + 10),
                       Constraint(lab.y, .equal, (labels.last?.bottom ?? Expression(cv.y)) + 10)])
            try s.add(lab.intrinsic(width: 100 + 2 * Double(i), height: 20))
            labels.append(lab)
        }
        try s.addConstraint(Constraint(cv.bottom, .equal, labels[29].bottom + 10))
        #expect(s.value(of: cv.w) == 178 && s.value(of: cv.h) == 910)
        #expect(labels[29].frame(in: s) == [10, 880, 158, 20])
    }
}
