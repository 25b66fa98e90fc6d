import Testing
@testable import LayoutEngine

/// The Auto Layout cases (T01–T25, docs/ARCHITECTURE.md#auto-layout) that need no UI types, written as the
/// variable systems UIKit would generate (a view is minX, minY, width, height; `item1.attr == m·item2.attr + c`
/// becomes one row).
@Suite struct ReferenceCaseTests {
    @Test func t07_pinnedEdgesGiveExactFrame() throws {
        // H:|-(10)-[a]-(10)-| and V:|-(20)-[a(44)] in a 320-wide superview.
        let s = Solver(), a = Box("a")
        try s.add([Constraint(a.x, .equal, 10), Constraint(a.right, .equal, 320 - 10),
                   Constraint(a.y, .equal, 20), Constraint(a.h, .equal, 44)])
        #expect(a.frame(in: s) == [10, 20, 300, 44])
    }

    @Test func t09_equalWidthSiblingsSplitTheRow() throws {
        // H:|-(10)-[a]-(10)-[b(==a)]-(10)-| at width 320: a = 145 wide, b starts at 165.
        let s = Solver(), a = Box("a"), b = Box("b")
        try s.add([Constraint(a.x, .equal, 10), Constraint(b.x, .equal, a.right + 10),
                   Constraint(b.w, .equal, a.w), Constraint(b.right, .equal, 310)])
        #expect(close(s.value(of: a.w), 145) && close(s.value(of: b.x), 165) && close(s.value(of: b.w), 145))
    }

    @Test func t10_requiredPinsBreakAnOptionalMaximum() throws {
        // H:|-(10)-[a(>=50,<=100@750)]-(10)-|: the optional <= 100 gives way, a.w = 300.
        let s = Solver(), a = Box("a")
        try s.add([Constraint(a.x, .equal, 10), Constraint(a.right, .equal, 310),
                   Constraint(a.w, .greaterThanOrEqual, 50),
                   Constraint(a.w, .lessThanOrEqual, 100, strength: Strength(750))])
        #expect(close(s.value(of: a.w), 300))
    }

    @Test func t11_allRequiredConflictNamesTheCulprits() throws {
        // H:|-(10)-[a(>=50,<=100)]-(10)-| with the superview's width fixed at 320: the last add fails, and
        // the conflict is the pins plus the width, not the harmless >= 50.
        let s = Solver(), a = Box("a"), superW = Variable("super.w")
        let width = Constraint(superW, .equal, 320, name: "super.width")
        let leading = Constraint(a.x, .equal, 10, name: "a.leading")
        let trailing = Constraint(a.right, .equal, superW - 10, name: "a.trailing")
        let minimum = Constraint(a.w, .greaterThanOrEqual, 50, name: "a.w>=50")
        let maximum = Constraint(a.w, .lessThanOrEqual, 100, name: "a.w<=100")
        try s.add([width, leading, trailing, minimum])
        let before = s.snapshot([superW, a.x, a.w])
        let error = #expect(throws: SolverError.self) { try s.addConstraint(maximum) }
        guard case .unsatisfiable(let rejected, let conflicts)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(rejected === maximum)
        #expect(conflicts.map(\.name) == ["super.width", "a.leading", "a.trailing"])
        #expect(s.snapshot([superW, a.x, a.w]) == before && !s.hasConstraint(maximum) && s.constraintCount == 4)
    }

    @Test func t12_higherPriorityWinsAndRequiredBeatsAnyOptional() throws {
        let s = Solver(), a = Box("a")
        try s.add([Constraint(a.x, .equal, 0), Constraint(a.w, .equal, 100, strength: Strength(250)),
                   Constraint(a.w, .equal, 200, strength: Strength(750))])
        #expect(close(s.value(of: a.w), 200))
        for priority in [1.0, 999] {
            let t = Solver(), w = Variable("w")
            try t.add([Constraint(w, .equal, 100), Constraint(w, .equal, 200, strength: Strength(priority))])
            #expect(close(t.value(of: w), 100))
        }
    }

    @Test func t13_centeringAndAspectRatio() throws {
        let s = Solver(), a = Box("a"), b = Box("b"), superW = Variable("super.w")
        try s.add([Constraint(superW, .equal, 320),
                   Constraint(a.w, .equal, 100), Constraint(a.x + 0.5 * a.w, .equal, 0.5 * superW),
                   Constraint(b.x, .equal, 20), Constraint(b.right, .equal, superW - 20),
                   Constraint(b.h, .equal, 0.5 * b.w)])
        #expect(close(s.value(of: a.x), 110) && close(s.value(of: b.w), 280) && close(s.value(of: b.h), 140))
    }

    @Test func t14_strictPriority_oneHigherBeatsTwoLower() throws {
        // Strict priorities: w == 100 @300 holds against two separate w == 200 @250.
        // Kiwi's weighted sum gives 200 here (2 · 250 > 300).
        let s = Solver(), w = Variable("w")
        try s.add([Constraint(w, .equal, 100, strength: Strength(300)),
                   Constraint(w, .equal, 200, strength: Strength(250)),
                   Constraint(w, .equal, 200, strength: Strength(250))])
        #expect(s.value(of: w) == 100)
        // However many gang up.
        for _ in 0..<1_000 { try s.addConstraint(Constraint(w, .equal, 200, strength: Strength(250))) }
        #expect(s.value(of: w) == 100)
    }

    @Test func t15_huggingAndCompressionTieBreakers() throws {
        // H:|-(10)-[a]-(8)-[b]-(10)-|, intrinsic widths a 100 / b 80; hugging 251 vs 250, compression 750 vs 749.
        let s = Solver(), a = Box("a"), b = Box("b"), width = Variable("W")
        try s.addEditVariable(width, strength: .strong)
        try s.suggestValue(320, for: width)
        try s.add([Constraint(a.x, .equal, 10), Constraint(b.x, .equal, a.right + 8),
                   Constraint(b.right, .equal, width - 10)])
        try s.add(a.intrinsic(width: 100, hugging: 251, compression: 750))
        try s.add(b.intrinsic(width: 80, hugging: 250, compression: 749))
        #expect(close(s.value(of: a.w), 100) && close(s.value(of: b.x), 118) && close(s.value(of: b.w), 192))
        try s.suggestValue(150, for: width)
        #expect(close(s.value(of: a.w), 100) && close(s.value(of: b.x), 118) && close(s.value(of: b.w), 22))
    }

    @Test func t16_seedStackOfThirtyLabels() throws {
        let stack = try LabelStack(count: 30)
        for (i, lab) in stack.labels.enumerated() {
            #expect(lab.frame(in: stack.solver) == [10, 10 + 30 * Double(i), 100, 20])
        }
        #expect(stack.solver.value(of: stack.contentW) == 120 && stack.solver.value(of: stack.contentH) == 910)
        #expect(!stack.solver.isAmbiguous(stack.contentW) && !stack.solver.isAmbiguous(stack.contentH))
    }

    @Test func t17_leadingOnlyLeavesContentWidthAmbiguousAtZero() throws {
        let stack = try LabelStack(count: 30, trailingPin: false)
        #expect(stack.labels[29].frame(in: stack.solver) == [10, 880, 100, 20])
        #expect(stack.solver.value(of: stack.contentW) == 0 && stack.solver.value(of: stack.contentH) == 910)
        #expect(stack.solver.isAmbiguous(stack.contentW) && !stack.solver.isAmbiguous(stack.contentH))
    }

    @Test func t18_t24_contentViewFollowsTheFrameWidth() throws {
        // Content view pinned to the content edges, cv.width == frame width (an edit), cv.height == 1000;
        // a label H:|-(10)-[lab]-(10)-| inside it. Drive the width 320 → 375 → 768.
        let s = Solver(), cv = Box("cv"), lab = Box("lab")
        let frameW = Variable("frameW"), contentW = Variable("contentW"), contentH = Variable("contentH")
        try s.addEditVariable(frameW, strength: .strong)
        try s.suggestValue(320, for: frameW)
        try s.add([Constraint(cv.x, .equal, 0), Constraint(cv.y, .equal, 0),
                   Constraint(cv.right, .equal, contentW), Constraint(cv.bottom, .equal, contentH),
                   Constraint(cv.w, .equal, frameW), Constraint(cv.h, .equal, 1000),
                   Constraint(lab.x, .equal, cv.x + 10), Constraint(lab.right, .equal, cv.right - 10)])
        try s.add(lab.intrinsic(width: 100))
        for (frame, labelWidth) in [(320.0, 300.0), (375, 355), (768, 748)] {
            try s.suggestValue(frame, for: frameW)
            #expect(cv.frame(in: s) == [0, 0, frame, 1000] && s.value(of: contentW) == frame)
            #expect(s.value(of: lab.x) == 10 && s.value(of: lab.w) == labelWidth)
        }
    }

    @Test func t19_contentHeightFromAShortStack() throws {
        let s = Solver(), cv = Box("cv"), frameW = Variable("frameW")
        try s.addEditVariable(frameW, strength: .strong)
        try s.suggestValue(320, for: frameW)
        try s.add([Constraint(cv.x, .equal, 0), Constraint(cv.y, .equal, 0), Constraint(cv.w, .equal, frameW)])
        var previous: Box?
        var labels: [Box] = []
        for i in 0..<5 {
            let l = Box("l\(i)")
            try s.add([Constraint(l.x, .equal, cv.x + 10),
                       Constraint(l.y, .equal, (previous?.bottom ?? Expression(cv.y)) + 10)] + l.intrinsic(width: 100, height: 20))
            previous = l
            labels.append(l)
        }
        try s.addConstraint(Constraint(cv.bottom, .equal, labels[4].bottom + 10))
        #expect(cv.frame(in: s) == [0, 0, 320, 160])
        for (i, l) in labels.enumerated() { #expect(l.frame(in: s) == [10, 10 + 30 * Double(i), 100, 20]) }
    }

    @Test func t20_floatingBadgeFollowsTheOffset() throws {
        // Badge B in the scroll view, pinned to the root's top (+20) and trailing (−20): in content
        // coordinates its y is 20 + contentOffset.y, an edit variable suggested on every scroll.
        let s = Solver(), b = Box("B"), offsetY = Variable("offset.y"), rootW = Variable("root.w")
        try s.addEditVariable(offsetY, strength: .strong)
        try s.add([Constraint(rootW, .equal, 320),
                   Constraint(b.y - offsetY, .equal, 20), Constraint(b.right, .equal, rootW - 20),
                   Constraint(b.w, .equal, 40), Constraint(b.h, .equal, 40)])
        for offset in [0.0, 300, 123.5, 0] {
            try s.suggestValue(offset, for: offsetY)
            #expect(b.frame(in: s) == [260, 20 + offset, 40, 40])
        }
    }
}
