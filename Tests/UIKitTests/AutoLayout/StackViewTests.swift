import HostContextTesting
import Testing
@testable import UIKit

/// UIStackView end to end: every distribution on both axes, every alignment, hidden views, custom and
/// system spacing, margins, nesting, changing the arranged views and the properties at run time, bad
/// input, and a stack pinned in a scroll view's content layout guide that is then dragged. Expected
/// frames are worked out by hand in each test from the intrinsic sizes and the stack's size.
@Suite(.freshHostContext) @MainActor
struct StackViewTests {
    /// A stack whose frame is fixed (autoresizing mask) inside a parentless 320 × 480 root.
    private func fixedStack(_ axis: NSLayoutConstraint.Axis, _ frame: CGRect, _ views: [UIView],
                            distribution: UIStackView.Distribution = .fill, alignment: UIStackView.Alignment = .fill,
                            spacing: CGFloat = 10) -> (UIView, UIStackView) {
        let root = referenceRoot()
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = frame
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        root.addSubview(stack)
        root.layoutIfNeeded()
        return (root, stack)
    }

    /// A stack pinned at (10, 20) in a root with nothing sizing it: its size comes from its views.
    private func freeStack(_ axis: NSLayoutConstraint.Axis, _ views: [UIView], spacing: CGFloat = 10,
                           distribution: UIStackView.Distribution = .fill) -> (UIView, UIStackView) {
        let root = referenceRoot()
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = spacing
        stack.distribution = distribution
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        return (root, stack)
    }

    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        isClose(a.minX, b.minX, within: 1e-6) && isClose(a.minY, b.minY, within: 1e-6)
            && isClose(a.width, b.width, within: 1e-6) && isClose(a.height, b.height, within: 1e-6)
    }

    /// The `UISV-` constraints installed on the stack.
    private func owned(_ stack: UIStackView) -> [NSLayoutConstraint] {
        stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
    }

    // MARK: Distributions

    @Test func fillStretchesTheLowestHuggingThenTheLastView() {
        let v = [SizedView(50, 20), SizedView(60, 30), SizedView(70, 10)]
        let (root, stack) = fixedStack(.horizontal, CGRect(x: 0, y: 0, width: 300, height: 50), v)
        // Extra = 300 − (50 + 60 + 70) − 2×10 = 100; equal hugging: the last view takes it.
        #expect(v[0].frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(v[1].frame == CGRect(x: 60, y: 0, width: 60, height: 50))
        #expect(v[2].frame == CGRect(x: 130, y: 0, width: 70 + 100, height: 50))
        // Lower hugging on the first view: it takes the 100 instead.
        v[0].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        root.layoutIfNeeded()
        #expect(v[0].frame.width == 150 && v[1].frame.minX == 160 && v[2].frame == CGRect(x: 230, y: 0, width: 70, height: 50))
        #expect(unsatisfiableLogs.isEmpty && !stack.hasAmbiguousLayout)
    }

    @Test func fillVerticalAndCompression() {
        let v = [SizedView(50, 20), SizedView(60, 30), SizedView(70, 10)]
        let (_, _) = fixedStack(.vertical, CGRect(x: 0, y: 0, width: 100, height: 300), v)
        // Extra = 300 − (20 + 30 + 10) − 2×10 = 220 → the last view: 10 + 220.
        #expect(v[0].frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(v[1].frame == CGRect(x: 0, y: 30, width: 100, height: 30))
        #expect(v[2].frame == CGRect(x: 0, y: 70, width: 100, height: 230))

        // Too small: 150 − (180 + 20) = −50; equal compression resistance: the last view gives 50.
        let w = [SizedView(50, 20), SizedView(60, 30), SizedView(70, 10)]
        let (root, _) = fixedStack(.horizontal, CGRect(x: 0, y: 0, width: 150, height: 40), w)
        #expect(w[0].frame.width == 50 && w[1].frame.width == 60 && w[2].frame == CGRect(x: 130, y: 0, width: 20, height: 40))
        // Lower compression resistance on the middle view: it gives the 50 (60 − 50 = 10).
        w[1].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        root.layoutIfNeeded()
        #expect(w[1].frame == CGRect(x: 60, y: 0, width: 10, height: 40) && w[2].frame == CGRect(x: 80, y: 0, width: 70, height: 40))
    }

    @Test func fillEquallyBothAxes() {
        let v = [SizedView(50, 20), SizedView(60, 30), SizedView(70, 10)]
        let (_, _) = fixedStack(.horizontal, CGRect(x: 0, y: 0, width: 300, height: 40), v, distribution: .fillEqually)
        let each: CGFloat = (300 - 2 * 10) / 3
        for i in 0..<3 { #expect(close(v[i].frame, CGRect(x: CGFloat(i) * (each + 10), y: 0, width: each, height: 40))) }

        let w = [SizedView(50, 20), SizedView(60, 30), SizedView(70, 10)]
        let (_, _) = fixedStack(.vertical, CGRect(x: 0, y: 0, width: 80, height: 200), w, distribution: .fillEqually, spacing: 5)
        let h: CGFloat = (200 - 2 * 5) / 3
        for i in 0..<3 { #expect(close(w[i].frame, CGRect(x: 0, y: CGFloat(i) * (h + 5), width: 80, height: h))) }
    }

    @Test func fillProportionallyBothAxes() {
        let v = [SizedView(50, 10), SizedView(100, 10), SizedView(150, 10)]
        let (_, _) = fixedStack(.horizontal, CGRect(x: 0, y: 0, width: 300, height: 40), v, distribution: .fillProportionally)
        // 300 − 2×10 = 280 shared as 50 : 100 : 150 of 300.
        let intrinsic: [CGFloat] = [50, 100, 150]
        let widths: [CGFloat] = intrinsic.map { 280 * $0 / 300 }
        #expect(close(v[0].frame, CGRect(x: 0, y: 0, width: widths[0], height: 40)))
        #expect(close(v[1].frame, CGRect(x: widths[0] + 10, y: 0, width: widths[1], height: 40)))
        #expect(close(v[2].frame, CGRect(x: widths[0] + widths[1] + 20, y: 0, width: widths[2], height: 40)))

        let w = [SizedView(10, 30), SizedView(10, 90)]
        let (root, _) = fixedStack(.vertical, CGRect(x: 0, y: 0, width: 50, height: 250), w, distribution: .fillProportionally)
        // 250 − 10 = 240 as 30 : 90 → 60 and 180.
        #expect(close(w[0].frame, CGRect(x: 0, y: 0, width: 50, height: 60)) && close(w[1].frame, CGRect(x: 0, y: 70, width: 50, height: 180)))
        // A new intrinsic size re-shares: 90 : 90 → 120 each.
        w[0].size = CGSize(width: 10, height: 90)
        root.layoutIfNeeded()
        #expect(close(w[0].frame, CGRect(x: 0, y: 0, width: 50, height: 120)) && close(w[1].frame, CGRect(x: 0, y: 130, width: 50, height: 120)))
    }

    @Test func equalSpacingPadsGapsEvenlyAndShrinksToTheMinimum() {
        let v = [SizedView(50, 20), SizedView(60, 20), SizedView(70, 20)]
        let (_, stack) = fixedStack(.horizontal, CGRect(x: 0, y: 0, width: 300, height: 20), v, distribution: .equalSpacing)
        // Gaps: (300 − 180) / 2 = 60 each.
        #expect(v[0].frame.minX == 0 && v[1].frame == CGRect(x: 110, y: 0, width: 60, height: 20) && v[2].frame.minX == 230)
        #expect(stack.layoutGuides.count == 2)

        // Unconstrained: the gaps shrink to the spacing; the stack is 50 + 60 + 70 + 2×10 = 200 wide.
        let w = [SizedView(50, 20), SizedView(60, 20), SizedView(70, 20)]
        let (_, free) = freeStack(.horizontal, w, distribution: .equalSpacing)
        #expect(free.frame == CGRect(x: 10, y: 20, width: 200, height: 20))
        #expect(w[1].frame.minX == 60 && w[2].frame.minX == 130)

        // Vertical, too small: 3×20 + 2×10 = 80 > 70, so the gaps are the minimum and the last view gives 10.
        let u = [SizedView(20, 20), SizedView(20, 20), SizedView(20, 20)]
        let (_, _) = fixedStack(.vertical, CGRect(x: 0, y: 0, width: 20, height: 70), u, distribution: .equalSpacing)
        #expect(u[1].frame.minY == 30 && u[2].frame == CGRect(x: 0, y: 60, width: 20, height: 10))
    }

    @Test func equalCenteringBothAxes() {
        let v = [SizedView(20, 10), SizedView(40, 10), SizedView(60, 10)]
        let (_, _) = fixedStack(.horizontal, CGRect(x: 0, y: 0, width: 300, height: 10), v, distribution: .equalCentering)
        // Centres: first 20/2 = 10, last 300 − 60/2 = 270, so the middle centre is (10 + 270)/2 = 140.
        #expect(v[0].frame.minX == 0 && v[1].frame == CGRect(x: 140 - 20, y: 0, width: 40, height: 10) && v[2].frame.minX == 240)

        // Unconstrained vertical: equal centre distance d with gaps ≥ 10: d − (10+20) ≥ 10 → 40 and
        // d − (20+30) ≥ 10 → 60; d = 60, height 10 + 2×60 + 30 = 160.
        let w = [SizedView(10, 20), SizedView(10, 40), SizedView(10, 60)]
        let (_, stack) = freeStack(.vertical, w, distribution: .equalCentering)
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 10, height: 160))
        #expect(w[1].frame.midY == 10 + 60 && w[2].frame.midY == 10 + 120)
    }

    // MARK: Alignment

    @Test func alignmentsAcrossAVerticalStack() {
        let cases: [(UIStackView.Alignment, [CGRect])] = [
            (.fill, [CGRect(x: 0, y: 0, width: 200, height: 20), CGRect(x: 0, y: 20, width: 200, height: 30)]),
            (.leading, [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 0, y: 20, width: 80, height: 30)]),
            // Centred: (200 − 50)/2 = 75, (200 − 80)/2 = 60.
            (.center, [CGRect(x: 75, y: 0, width: 50, height: 20), CGRect(x: 60, y: 20, width: 80, height: 30)]),
            (.trailing, [CGRect(x: 150, y: 0, width: 50, height: 20), CGRect(x: 120, y: 20, width: 80, height: 30)]),
            // Baselines in a vertical stack: the leading and trailing edges (documented).
            (.firstBaseline, [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 0, y: 20, width: 80, height: 30)]),
            (.lastBaseline, [CGRect(x: 150, y: 0, width: 50, height: 20), CGRect(x: 120, y: 20, width: 80, height: 30)]),
        ]
        for (alignment, expected) in cases {
            let v = [SizedView(50, 20), SizedView(80, 30)]
            let (_, _) = fixedStack(.vertical, CGRect(x: 0, y: 0, width: 200, height: 50), v, alignment: alignment, spacing: 0)
            #expect(v.map(\.frame) == expected, "\(alignment)")
        }
    }

    @Test func alignmentsAcrossAHorizontalStack() {
        let cases: [(UIStackView.Alignment, [CGFloat])] = [
            (.top, [0, 0]), (.center, [(100 - 20) / 2, (100 - 30) / 2]), (.bottom, [80, 70]),
            // ScrollKit's first baseline is the top edge, the last baseline the bottom edge.
            (.firstBaseline, [0, 0]), (.lastBaseline, [80, 70]),
        ]
        for (alignment, ys) in cases {
            let v = [SizedView(50, 20), SizedView(80, 30)]
            let (_, stack) = fixedStack(.horizontal, CGRect(x: 0, y: 0, width: 130, height: 100), v, alignment: alignment, spacing: 0)
            #expect(v.map(\.frame.minY) == ys && v.map(\.frame.height) == [20, 30], "\(alignment)")
            #expect(unsatisfiableLogs.isEmpty && !v[0].hasAmbiguousLayout && !v[1].hasAmbiguousLayout, "\(alignment)")
            _ = stack
        }
        // Unconstrained height with .center: the stack hugs the tallest view (30).
        let w = [SizedView(50, 20), SizedView(80, 30)]
        let root = referenceRoot()
        let stack = UIStackView(arrangedSubviews: w)
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 130, height: 30) && w[0].frame.minY == 5)
    }

    // MARK: Hidden views, spacing, margins, nesting

    @Test func hiddenViewsTakeNoSpaceNorSpacing() {
        let v = [SizedView(40, 20), SizedView(40, 30), SizedView(40, 40)]
        let (root, stack) = freeStack(.vertical, v)
        let all: CGFloat = 20 + 30 + 40 + 2 * 10
        #expect(isClose(stack.frame.height, all))   // solver arithmetic: within 1e-9
        v[1].isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.height == 20 + 40 + 10 && v[2].frame.minY == 30 && v[1].frame.height == 0)
        #expect(stack.arrangedSubviews.count == 3)
        v[0].isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.height == 40 && v[2].frame.minY == 0)
        v[2].isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.height == 0 && unsatisfiableLogs.isEmpty)
        for view in v { view.isHidden = false }
        root.layoutIfNeeded()
        #expect(isClose(stack.frame.height, 110) && isClose(v[2].frame.minY, 70))
    }

    @Test func hidingInsideAnAnimationBlockAnimatesTheOthers() {
        let window = makeTestWindow()
        let v = [SizedView(40, 20), SizedView(40, 30), SizedView(40, 40)]
        let stack = UIStackView(arrangedSubviews: v)
        stack.axis = .vertical
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 40, height: 400)
        window.addSubview(stack)
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        // .fill: 0, 30, 70; the last view stretches to 400 − 70 = 330.
        #expect(v[2].frame == CGRect(x: 0, y: 70, width: 40, height: 330))
        window.tick(timestamp: 1)
        // No layoutIfNeeded in the block: the stack lays out at once, inside it, as on iOS.
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { v[1].isHidden = true })
        // The model is the end state at once: the last view starts at 20 + 10 = 30 and is 370 tall;
        // its centre moves from 70 + 330/2 = 235 to 30 + 370/2 = 215.
        #expect(v[2].frame == CGRect(x: 0, y: 30, width: 40, height: 370))
        #expect(v[2].layer.presentation()!.position.y == 235)
        window.tick(timestamp: 2)
        #expect(isClose(v[2].layer.presentation()!.position.y, 235 + (215 - 235) * 0.5, within: 1e-6))
        window.tick(timestamp: 3.5)
        #expect(v[2].layer.presentation()!.position.y == 215)
        // Shown again outside an animation: the next layout pass puts it back.
        v[1].isHidden = false
        window.tick(timestamp: 4)
        #expect(v[2].frame == CGRect(x: 0, y: 70, width: 40, height: 330))
    }

    @Test func customAndSystemSpacing() {
        let v = [SizedView(40, 20), SizedView(40, 30), SizedView(40, 40)]
        let (root, stack) = freeStack(.vertical, v)
        #expect(stack.customSpacing(after: v[0]) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(25, after: v[0])
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: v[1])
        root.layoutIfNeeded()
        // 20 + 25 → 45; 45 + 30 + 8 (system) → 83; height 83 + 40 = 123.
        #expect(v[1].frame.minY == 45 && v[2].frame.minY == 83 && stack.frame.height == 123)
        #expect(stack.customSpacing(after: v[0]) == 25)
        // Hiding the middle view: the gap after the first view (25) is the one used.
        v[1].isHidden = true
        root.layoutIfNeeded()
        #expect(v[2].frame.minY == 45)
        v[1].isHidden = false
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: v[0])
        stack.spacing = UIStackView.spacingUseSystem
        root.layoutIfNeeded()
        // All gaps 8 except after v[1] (system, 8): 0, 28, 66.
        #expect(v[1].frame.minY == 28 && v[2].frame.minY == 66)
    }

    @Test func baselineRelativeSpacingAndConstraintNames() {
        let v = [SizedView(40, 20), SizedView(40, 30)]
        let (root, stack) = freeStack(.vertical, v)
        stack.isBaselineRelativeArrangement = true
        root.layoutIfNeeded()
        // Baselines are the edges here: the gap is still bottom-to-top, 20 + 10.
        #expect(v[1].frame.minY == 30 && stack.isBaselineRelativeArrangement)
        let spacing = owned(stack).filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.count == 1 && spacing[0].firstAttribute == .firstBaseline && spacing[0].secondAttribute == .lastBaseline)
        #expect(spacing[0].description.contains("'UISV-spacing'"))
        v[0].isHidden = true
        root.layoutIfNeeded()
        // A hidden view: a zero length, placed at the canvas's top, and no spacing constraint left.
        let names = Set(owned(stack).compactMap(\.identifier))
        #expect(names == ["UISV-canvas-connection", "UISV-hiding", "UISV-ambiguity-suppression"])
        #expect(v[0].frame.height == 0 && v[1].frame.minY == 0)
    }

    @Test func layoutMarginsRelativeArrangement() {
        let v = [SizedView(40, 20), SizedView(40, 20)]
        let (root, stack) = fixedStack(.horizontal, CGRect(x: 0, y: 0, width: 300, height: 100), v, distribution: .fillEqually)
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 0, y: 0, width: 145, height: 100))   // (300 − 10)/2: margins ignored
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        // Inside the margins: (300 − 10 − 20 − 10)/2 = 130 each, from x 10; height 100 − 5 − 15 = 80.
        #expect(v[0].frame == CGRect(x: 10, y: 5, width: 130, height: 80) && v[1].frame == CGRect(x: 150, y: 5, width: 130, height: 80))
    }

    @Test func nestedStacks() {
        let title = SizedView(100, 20)
        let a = SizedView(40, 30), b = SizedView(40, 30)
        let row = UIStackView(arrangedSubviews: [a, b])
        row.distribution = .fillEqually
        row.spacing = 10
        let root = referenceRoot()
        let column = UIStackView(arrangedSubviews: [title, row])
        column.axis = .vertical
        column.spacing = 5
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            column.widthAnchor.constraint(equalToConstant: 300),
        ])
        root.layoutIfNeeded()
        // Column: 20 + 5 + 30 = 55 tall; the row is 300 wide: (300 − 10)/2 = 145 per view.
        #expect(column.frame == CGRect(x: 10, y: 10, width: 300, height: 55))
        #expect(row.frame == CGRect(x: 0, y: 25, width: 300, height: 30))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 145, height: 30) && b.frame == CGRect(x: 155, y: 0, width: 145, height: 30))
        #expect(column.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 55)
    }

    // MARK: Changing the arrangement

    @Test func addingRemovingAndReordering() {
        let v = [SizedView(40, 20), SizedView(40, 30), SizedView(40, 40)]
        let (root, stack) = freeStack(.vertical, v)
        #expect(v.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        // removeArrangedSubview: still a subview, no longer laid out by the stack.
        stack.removeArrangedSubview(v[1])
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [v[0], v[2]] && v[1].superview === stack)
        #expect(stack.frame.height == 20 + 10 + 40 && v[2].frame.minY == 30)
        #expect(!owned(stack).contains { $0.firstItem === v[1] || $0.secondItem === v[1] })
        // insert at 0: 30, then 20, then 40.
        stack.insertArrangedSubview(v[1], at: 0)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [v[1], v[0], v[2]] && v[0].frame.minY == 40 && v[2].frame.minY == 70)
        // Adding an arranged view again moves it to the end.
        stack.addArrangedSubview(v[1])
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [v[0], v[2], v[1]] && v[1].frame.minY == 20 + 10 + 40 + 10)
        // removeFromSuperview also removes it from the arranged views.
        v[2].removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [v[0], v[1]] && stack.frame.height == 20 + 10 + 30)
        // Moving an arranged view into another stack takes it out of this one.
        let other = UIStackView()
        root.addSubview(other)
        other.addArrangedSubview(v[0])
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [v[1]] && other.arrangedSubviews == [v[0]] && stack.frame.height == 30)
        #expect(unsatisfiableLogs.isEmpty)
    }

    @Test func changingPropertiesReplacesTheConstraints() {
        let v = [SizedView(40, 20), SizedView(40, 30), SizedView(40, 40)]
        let (root, stack) = fixedStack(.vertical, CGRect(x: 0, y: 0, width: 100, height: 200), v)
        let initial = owned(stack)
        #expect(!initial.isEmpty && Set(initial.map(ObjectIdentifier.init)) == Set(stack.stackConstraints.map(ObjectIdentifier.init)))
        // Every setting and back: the stack owns as many constraints as at first, all of them current.
        let steps: [(UIStackView) -> Void] = [
            { $0.axis = .horizontal }, { $0.distribution = .equalSpacing }, { $0.distribution = .equalCentering },
            { $0.alignment = .center }, { $0.spacing = 4 }, { $0.isLayoutMarginsRelativeArrangement = true },
            { $0.distribution = .fillProportionally }, { $0.distribution = .fillEqually },
        ]
        for step in steps {
            step(stack)
            root.layoutIfNeeded()
            #expect(owned(stack).count == stack.stackConstraints.count && owned(stack).allSatisfy { c in stack.stackConstraints.contains { $0 === c } })
            #expect(initial.allSatisfy { !$0.isActive })
        }
        // Equal spacing's guides went with the distribution.
        #expect(stack.layoutGuides.isEmpty)
        stack.axis = .vertical; stack.distribution = .fill; stack.alignment = .fill; stack.spacing = 10
        stack.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(owned(stack).count == initial.count)
        #expect(v[2].frame == CGRect(x: 0, y: 70, width: 100, height: 130))
        // Ten add/remove round trips do not pile up either.
        for _ in 0..<10 { stack.removeArrangedSubview(v[1]); stack.insertArrangedSubview(v[1], at: 1); root.layoutIfNeeded() }
        #expect(owned(stack).count == initial.count && stack.constraints.count == initial.count)
        #expect(unsatisfiableLogs.isEmpty)
    }

    // MARK: Bad input

    @Test func badInputNeverCrashes() {
        let v = [SizedView(50, 20), SizedView(60, 20)]
        let (root, stack) = fixedStack(.horizontal, CGRect(x: 0, y: 0, width: 200, height: 20), v, spacing: 0)
        // NaN and infinite spacings are ignored.
        stack.spacing = .nan
        stack.spacing = .infinity
        stack.setCustomSpacing(.nan, after: v[0])
        #expect(stack.spacing == 0 && stack.customSpacing(after: v[0]) == UIStackView.spacingUseDefault)
        // Negative spacing overlaps the views, as on iOS: the second starts at 50 − 5.
        stack.spacing = -5
        root.layoutIfNeeded()
        #expect(v[1].frame.minX == 45)
        // The stack as its own arranged view, or one of its ancestors: refused.
        stack.addArrangedSubview(stack)
        stack.addArrangedSubview(root)
        #expect(stack.arrangedSubviews == v as [UIView] && stack.superview === root)
        // Custom spacing after a view that is not arranged: ignored.
        let stranger = UIView()
        stack.setCustomSpacing(30, after: stranger)
        #expect(stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
        // Out-of-range indexes are clamped.
        let c = SizedView(10, 20)
        stack.insertArrangedSubview(c, at: 99)
        let d = SizedView(10, 20)
        stack.insertArrangedSubview(d, at: -3)
        #expect(stack.arrangedSubviews == [d, v[0], v[1], c])
        root.layoutIfNeeded()
        #expect(stack.coderMadeStackIsEmpty())
    }

    @Test func stackViewDrawsItsBackgroundAndStartsEmpty() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement && stack.arrangedSubviews.isEmpty)
        stack.backgroundColor = .red
        #expect(stack.layer.backgroundColor != nil)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        stack.isBaselineRelativeArrangement = true
        #expect(stack.isBaselineRelativeArrangement)
    }
}

extension UIStackView {
    /// `init(coder:)` makes an empty stack with the defaults, as UIView's does (no archives on Linux).
    fileprivate func coderMadeStackIsEmpty() -> Bool {
        guard let made = UIStackView(coder: NSCoder()) else { return false }
        return made.arrangedSubviews.isEmpty && made.axis == .horizontal
    }
}
