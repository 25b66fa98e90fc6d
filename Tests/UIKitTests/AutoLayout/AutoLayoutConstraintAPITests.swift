import Testing
@testable import UIKit

/// NSLayoutConstraint's life cycle, anchors, guides, VFL options, the update-constraints phase,
/// hierarchy changes and the fast path for views without constraints.
@Suite(.serialized) @MainActor
struct AutoLayoutConstraintAPITests {
    @Test func viewsWithoutConstraintsStayOnTheFastPath() {
        let window = makeTestWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(a); a.addSubview(b)
        window.tick(timestamp: 0)
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 500)
        window.tick(timestamp: 1)
        #expect(window.autoLayout == nil && a.autoLayout == nil && b.autoLayout == nil)
        #expect(b.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func activationInstallsOnTheNearestCommonAncestor() {
        let root = referenceRoot()
        let a = constrainedView(), b = constrainedView()
        root.addSubview(a); a.addSubview(b)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        let edge = b.leadingAnchor.constraint(equalTo: a.leadingAnchor)
        let toRoot = b.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([width, edge, toRoot])
        #expect(a.constraints.count == 2 && root.constraints.count == 1)
        #expect(width.isActive && width.firstItem === a && width.secondItem == nil && width.secondAttribute == .notAnAttribute)
        NSLayoutConstraint.deactivate([edge])
        #expect(!edge.isActive && a.constraints.count == 1)
        // No common ancestor: refused with a message (UIKit throws).
        let stranger = constrainedView()
        let orphan = stranger.topAnchor.constraint(equalTo: a.topAnchor)
        orphan.isActive = true
        #expect(!orphan.isActive)
        #expect(AutoLayoutDiagnostics.recent.last?.contains("no common ancestor") == true)
    }

    func optional(_ c: NSLayoutConstraint) -> NSLayoutConstraint {
        c.priority = .defaultHigh
        return c
    }

    @Test func anchorsMultipliersAndRelations() {
        let root = referenceRoot()
        let a = constrainedView()
        root.addSubview(a)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10),
            a.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
            optional(a.heightAnchor.constraint(lessThanOrEqualTo: a.widthAnchor, multiplier: 0.1)),
            a.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            a.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 170 && a.frame.minX == 75 && a.frame.maxY == 460)
        // height <= 0.1 × 170 is optional and loses to the required height >= 30, by as little as possible.
        #expect(a.frame.height == 30 && unsatisfiableLogs.isEmpty)
    }

    @Test func constantChangesInPlaceAndDeactivationUndoes() {
        let root = referenceRoot()
        let a = constrainedView()
        root.addSubview(a)
        vfl("V:|[a(10)]", ["a": a])
        let left = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = a.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([left, width])
        root.layoutIfNeeded()
        let solverForm = left.solverConstraint
        left.constant = 40
        root.layoutIfNeeded()
        #expect(a.frame.minX == 40 && left.solverConstraint === solverForm)
        let wider = a.widthAnchor.constraint(equalToConstant: 80)
        wider.priority = .defaultHigh
        wider.isActive = true
        root.layoutIfNeeded()
        #expect(a.frame.width == 50)
        width.isActive = false
        root.layoutIfNeeded()
        #expect(a.frame.width == 80)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(a.frame.width == 50)
    }

    @Test func ambiguityIsReported() {
        let root = referenceRoot()
        let a = constrainedView()
        root.addSubview(a)
        vfl("H:|-(10)-[a(20)]", ["a": a])
        root.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout)  // nothing places it vertically
        vfl("V:|[a(20)]", ["a": a])
        root.layoutIfNeeded()
        #expect(!a.hasAmbiguousLayout)
        #expect(a.frame == CGRect(x: 10, y: 0, width: 20, height: 20))
    }

    @Test func intrinsicSizeInvalidationChangesConstantsInPlace() {
        let root = referenceRoot()
        let l = SizedView(100, 20)
        root.addSubview(l)
        vfl("H:|-(10)-[l]", ["l": l]); vfl("V:|-(10)-[l]", ["l": l])
        root.layoutIfNeeded()
        #expect(l.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
        let engine = root.autoLayout!.ownedEngine!
        let before = engine.registration(of: l)!.intrinsic.map(ObjectIdentifier.init)
        l.size = CGSize(width: 150, height: 30)
        root.layoutIfNeeded()
        #expect(l.frame == CGRect(x: 10, y: 10, width: 150, height: 30))
        #expect(engine.registration(of: l)!.intrinsic.map(ObjectIdentifier.init) == before)
        #expect(l.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(l.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func unsatisfiableSystemsNeverCrash() {
        let root = referenceRoot()
        let a = constrainedView()
        root.addSubview(a)
        vfl("H:|[a(100)]|", ["a": a])  // 100 ≠ 320
        vfl("V:|[a(>=500)]|", ["a": a])  // 500 > 480
        a.widthAnchor.constraint(equalToConstant: -5).isActive = true
        root.layoutIfNeeded()
        #expect(unsatisfiableLogs.count == 3)
        #expect(unsatisfiableLogs.allSatisfy { $0.contains("Will attempt to recover by breaking constraint") })
        #expect(a.frame.minX == 0 && a.frame.width == 100)
    }

    @Test func removingAViewDropsItsConstraintsToTheRest() {
        let root = referenceRoot()
        let box = constrainedView(), inner = constrainedView()
        root.addSubview(box); box.addSubview(inner)
        vfl("H:|-(10)-[box(100)]", ["box": box]); vfl("V:|-(10)-[box(100)]", ["box": box])
        vfl("H:|-(5)-[inner(20)]", ["inner": inner]); vfl("V:|-(5)-[inner(20)]", ["inner": inner])
        let cross = inner.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        cross.priority = .defaultLow
        cross.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        box.removeFromSuperview()
        #expect(!cross.isActive)
        // Constraints inside the subtree stay: box's size, inner's edges to box (inner's size is on inner).
        #expect(box.constraints.count == 4 && inner.constraints.count == 2)
        let other = referenceRoot(width: 200, height: 200)
        other.addSubview(box)
        other.layoutIfNeeded()
        // Its position came from the old superview: gone, so only the size is defined now.
        #expect(box.frame.size == CGSize(width: 100, height: 100) && box.hasAmbiguousLayout)
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
        vfl("H:|-(50)-[box]", ["box": box]); vfl("V:|-(60)-[box]", ["box": box])
        other.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 50, y: 60, width: 100, height: 100) && !box.hasAmbiguousLayout)
    }

    final class CountingView: UIView {
        var record: (String) -> Void = { _ in }
        var name = ""
        override func updateConstraints() {
            record(name)
            super.updateConstraints()
        }
    }

    @Test func updateConstraintsRunsBottomUpBeforeTheSolve() {
        let root = referenceRoot()
        var order: [String] = []
        let parent = CountingView(), child = CountingView()
        parent.name = "parent"; child.name = "child"
        parent.record = { order.append($0) }; child.record = { order.append($0) }
        parent.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(parent); parent.addSubview(child)
        vfl("H:|[parent]|", ["parent": parent]); vfl("V:|[parent]|", ["parent": parent])
        parent.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        #expect(parent.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(order == ["child", "parent"])
        #expect(!parent.needsUpdateConstraints())
        #expect(parent.frame == root.bounds)
    }

    @Test func visualFormatOptionsAndErrors() throws {
        let root = referenceRoot()
        let a = constrainedView(), b = constrainedView()
        root.addSubview(a); root.addSubview(b)
        let aligned = vfl("H:|-(10)-[a(50)]-[b(60)]", ["a": a, "b": b], options: .alignAllTop)
        #expect(aligned.contains { $0.firstAttribute == .top && $0.secondAttribute == .top })
        vfl("V:|-(30)-[a(40)]", ["a": a]); vfl("V:[b(20)]", ["b": b])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 30, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 68, y: 30, width: 60, height: 20))

        // Alignment parallel to the layout axis is an error (logged; no constraints).
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", options: .alignAllLeading, metrics: nil,
                                               views: ["a": a, "b": b]).isEmpty)
        #expect(AutoLayoutDiagnostics.recent.last?.contains("not allowed for layout that is also horizontal") == true)
        #expect(throws: VisualFormatError.self) {
            try NSLayoutConstraint.visualFormatConstraints("H:[a(==b@x)]", options: [], metrics: nil, views: ["a": a, "b": b])
        }
        #expect(NSLayoutConstraint.FormatOptions.alignAllCenterY.rawValue == 1024)
        #expect(NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue == 2 << 16)
    }

    @Test func rightToLeftDirectionAndMetrics() {
        let root = referenceRoot()
        let a = constrainedView(), b = constrainedView()
        root.addSubview(a); root.addSubview(b)
        vfl("H:|-(m)-[a(w)]-(m)-[b(w)]", ["a": a, "b": b], metrics: ["m": 10, "w": CGFloat(50)], options: .directionRightToLeft)
        vfl("V:|[a(10)]", ["a": a]); vfl("V:|[b(10)]", ["b": b])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 260, y: 0, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 200, y: 0, width: 50, height: 10))
    }

    @Test func layoutGuidesAndMargins() {
        let root = referenceRoot()
        root.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        let a = constrainedView(), b = constrainedView()
        root.addSubview(a); root.addSubview(b)
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        let margins = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: margins.leadingAnchor), a.topAnchor.constraint(equalTo: margins.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 40),
            spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor), spacer.widthAnchor.constraint(equalToConstant: 24),
            spacer.topAnchor.constraint(equalTo: a.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 1),
            b.leadingAnchor.constraint(equalTo: spacer.trailingAnchor), b.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 16, y: 12, width: 40, height: 40))
        #expect(spacer.layoutFrame == CGRect(x: 56, y: 12, width: 24, height: 1))
        #expect(b.frame == CGRect(x: 80, y: 12, width: 224, height: 456))
        #expect(root.layoutGuides.count == 1 && margins.layoutFrame == CGRect(x: 16, y: 12, width: 288, height: 456))
    }

    @Test func priorityValuesAndDescription() {
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510 && UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490 && UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50 && UIView.noIntrinsicMetric == -1)
        let root = referenceRoot()
        let a = UILabel()
        root.addSubview(a)
        let c = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -8)
        c.identifier = "pin"
        #expect(c.description.contains("'pin' UILabel:0x") && c.description.contains(".leading - 8   (inactive)>"))
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
    }
}
