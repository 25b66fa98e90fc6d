import Testing
@testable import UIKit

/// Scroll views under Auto Layout: cases T16–T20 and T22–T24 (docs/ARCHITECTURE.md#auto-layout) (content size
/// from edge constraints, ambiguity, the content-view pattern, floating views, fitting sizes, constant
/// changes).
@Suite(.serialized) @MainActor
struct AutoLayoutScrollViewTests {
    /// A 320 × 480 root holding a scroll view with the same frame (translating its empty mask).
    func scrollRoot() -> (root: UIView, scrollView: UIScrollView) {
        let root = referenceRoot()
        let sv = UIScrollView(frame: root.bounds)
        root.addSubview(sv)
        return (root, sv)
    }

    @Test func t16ThirtyLabelsDefineTheContentSize() {
        let (root, sv) = scrollRoot()
        let labels = labelColumn(in: sv).labels
        root.layoutIfNeeded()
        for (i, lab) in labels.enumerated() {
            #expect(lab.frame == CGRect(x: 10, y: 10 + 30 * CGFloat(i), width: 100, height: 20))
            #expect(!lab.hasAmbiguousLayout)
        }
        #expect(labels[29].frame == CGRect(x: 10, y: 880, width: 100, height: 20))
        #expect(sv.contentSize == CGSize(width: 120, height: 910))
        #expect(sv.offsetRange.y == 0...430 && sv.offsetRange.x == 0...0)
        #expect(!sv.hasAmbiguousContentWidth && !sv.hasAmbiguousContentHeight && !sv.hasAmbiguousLayout)
    }

    @Test func t17LeadingOnlyLeavesTheWidthAmbiguous() {
        let (root, sv) = scrollRoot()
        let labels = labelColumn(in: sv, trailing: false).labels
        root.layoutIfNeeded()
        #expect(labels[5].frame == CGRect(x: 10, y: 160, width: 100, height: 20))
        #expect(sv.contentSize == CGSize(width: 0, height: 910))
        #expect(sv.hasAmbiguousContentWidth && !sv.hasAmbiguousContentHeight && sv.hasAmbiguousLayout)
        #expect(AutoLayoutDiagnostics.recent.contains { $0.contains("ambiguous scrollable content width") })
    }

    @Test func t18ContentViewPatternFollowsAResize() {
        let (root, sv) = scrollRoot()
        let cv = constrainedView()
        sv.addSubview(cv)
        NSLayoutConstraint.activate([
            cv.leadingAnchor.constraint(equalTo: sv.contentLayoutGuide.leadingAnchor),
            cv.trailingAnchor.constraint(equalTo: sv.contentLayoutGuide.trailingAnchor),
            cv.topAnchor.constraint(equalTo: sv.contentLayoutGuide.topAnchor),
            cv.bottomAnchor.constraint(equalTo: sv.contentLayoutGuide.bottomAnchor),
            cv.widthAnchor.constraint(equalTo: sv.frameLayoutGuide.widthAnchor),
            cv.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        #expect(cv.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        #expect(sv.contentSize == CGSize(width: 320, height: 1000))
        sv.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        root.layoutIfNeeded()
        #expect(cv.frame == CGRect(x: 0, y: 0, width: 375, height: 1000))
        #expect(sv.contentSize == CGSize(width: 375, height: 1000))
        #expect(sv.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 1000))
        // Equal widths need no offset edit variable: scrolling does no solver work here.
        #expect(sv.autoLayout?.engine?.registration(of: sv)?.editsOffset == false)
    }

    @Test func t19ContentHeightFromAShortStack() {
        let (root, sv) = scrollRoot()
        let cv = constrainedView()
        sv.addSubview(cv)
        vfl("H:|[cv]|", ["cv": cv]); vfl("V:|[cv]|", ["cv": cv])
        cv.widthAnchor.constraint(equalTo: sv.widthAnchor).isActive = true
        var labels: [SizedView] = []
        for _ in 0..<5 {
            let l = SizedView(100, 20)
            cv.addSubview(l)
            vfl("H:|-(10)-[l]", ["l": l])
            if let prev = labels.last { vfl("V:[prev]-(10)-[l]", ["prev": prev, "l": l]) } else { vfl("V:|-(10)-[l]", ["l": l]) }
            labels.append(l)
        }
        vfl("V:[l]-(10)-|", ["l": labels[4]])
        root.layoutIfNeeded()
        #expect(cv.frame == CGRect(x: 0, y: 0, width: 320, height: 160))
        for (i, l) in labels.enumerated() { #expect(l.frame == CGRect(x: 10, y: 10 + 30 * CGFloat(i), width: 100, height: 20)) }
        #expect(sv.contentSize == CGSize(width: 320, height: 160))
        #expect(sv.offsetRange.y == 0...0)
    }

    @Test func t20FloatingBadgeKeepsItsScreenPosition() {
        let (root, sv) = scrollRoot()
        let labels = labelColumn(in: sv).labels
        let badge = constrainedView()
        sv.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 260, y: 20, width: 40, height: 40))
        let solver = sv.autoLayout!.engine!.solver
        let constraintCount = solver.constraintCount
        for offset in [300, 430, 0, 123.5] as [CGFloat] {
            sv.contentOffset = CGPoint(x: 0, y: offset)
            root.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 260, y: 20 + offset, width: 40, height: 40))
            #expect(badge.convert(badge.bounds, to: root) == CGRect(x: 260, y: 20, width: 40, height: 40))
            #expect(labels[7].frame == CGRect(x: 10, y: 220, width: 100, height: 20))
        }
        // Scrolling is a suggestion, not a re-solve: no constraint was added or removed.
        #expect(solver.constraintCount == constraintCount)
    }

    @Test func t22MixedApproachMeasuresTheContentView() {
        let (root, sv) = scrollRoot()
        let cv = UIView()
        sv.addSubview(cv)
        let labels = labelColumn(in: cv, width: { 100 + 2 * CGFloat($0) }).labels
        // `-(>=10)-|` instead of `-(10)-|` on the trailing side (T22).
        for c in cv.constraints where c.firstAttribute == .trailing && c.secondItem is SizedView { c.isActive = false }
        for lab in labels { vfl("H:[lab]-(>=10)-|", ["lab": lab]) }
        let size = cv.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 178, height: 910))
        cv.frame = CGRect(origin: .zero, size: size)
        sv.contentSize = size
        root.layoutIfNeeded()
        #expect(labels[29].frame == CGRect(x: 10, y: 880, width: 158, height: 20))
        #expect(labels[0].frame == CGRect(x: 10, y: 10, width: 100, height: 20))
        #expect(sv.contentSize == size)
    }

    @Test func t23ConstantChangedInPlace() {
        let (root, sv) = scrollRoot()
        let (labels, spacings) = labelColumn(in: sv)
        root.layoutIfNeeded()
        let spacing = spacings[4]  // V:[lab_4]-(10)-[lab_5]
        let solverForm = spacing.solverConstraint
        spacing.constant = 30
        root.layoutIfNeeded()
        #expect(spacing.solverConstraint != nil && spacing.solverConstraint === solverForm)
        for i in 0..<5 { #expect(labels[i].frame == CGRect(x: 10, y: 10 + 30 * CGFloat(i), width: 100, height: 20)) }
        for i in 5..<30 { #expect(labels[i].frame == CGRect(x: 10, y: 30 + 30 * CGFloat(i), width: 100, height: 20)) }
        #expect(sv.contentSize == CGSize(width: 120, height: 930))
    }

    @Test func t24ResizeLoopStretchesTheLabels() {
        let (root, sv) = scrollRoot()
        let cv = constrainedView()
        sv.addSubview(cv)
        vfl("H:|[cv]|", ["cv": cv]); vfl("V:|[cv]|", ["cv": cv])
        cv.widthAnchor.constraint(equalTo: sv.frameLayoutGuide.widthAnchor).isActive = true
        let labels = labelColumn(in: cv, count: 3).labels
        for width in [320, 375, 768] as [CGFloat] {
            sv.frame = CGRect(x: 0, y: 0, width: width, height: 480)
            root.layoutIfNeeded()
            #expect(labels.allSatisfy { $0.frame.minX == 10 && $0.frame.width == width - 20 })
            #expect(sv.contentSize == CGSize(width: width, height: 100))
        }
    }
}
