import HostContextTesting
import Testing
@testable import UIKit

/// The Auto Layout cases T01–T15, T21 and T25 (docs/ARCHITECTURE.md#auto-layout) at the UIKit level,
/// with the exact frames each case states, worked out by hand.
@Suite(.freshHostContext) @MainActor
struct AutoLayoutReferenceTests {
    /// T01–T05: a view that translates its mask, in a 320 × 480 superview resized to 480 × 640. A probe
    /// view constrained to its trailing edge shows that the solver (not only autoresizing) sees the frame.
    func resized(mask: UIView.AutoresizingMask) -> (view: CGRect, probe: CGRect) {
        let root = referenceRoot()
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.autoresizingMask = mask
        let probe = constrainedView()
        root.addSubview(v)
        root.addSubview(probe)
        NSLayoutConstraint.activate([
            probe.leadingAnchor.constraint(equalTo: v.trailingAnchor),
            probe.topAnchor.constraint(equalTo: v.bottomAnchor),
            probe.widthAnchor.constraint(equalToConstant: 5), probe.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 480, height: 640)
        root.layoutIfNeeded()
        return (v.frame, probe.frame)
    }

    @Test func t01to05AutoresizingMasksAsConstraints() {
        let none = resized(mask: [])
        #expect(none.view == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(none.probe == CGRect(x: 110, y: 70, width: 5, height: 5))

        let width = resized(mask: .flexibleWidth)
        #expect(width.view == CGRect(x: 10, y: 20, width: 260, height: 50))
        #expect(width.probe.minX == 270)

        let margins = resized(mask: [.flexibleLeftMargin, .flexibleRightMargin])
        let x: CGFloat = 10 + 160 * 10 / 220  // 17.2727…: the change shared in proportion to 10 and 210
        #expect(isClose(margins.view.minX, x) && margins.view.width == 100)
        #expect(isClose(margins.probe.minX, x + 100, within: 1e-6))

        let widthRight = resized(mask: [.flexibleWidth, .flexibleRightMargin])
        let w: CGFloat = 100 + 160 * 100 / 310  // 151.6129…
        #expect(widthRight.view.minX == 10 && isClose(widthRight.view.width, w))
        #expect(isClose(widthRight.probe.minX, 10 + w, within: 1e-6))

        let left = resized(mask: .flexibleLeftMargin)
        #expect(left.view == CGRect(x: 170, y: 20, width: 100, height: 50))
        #expect(left.probe.minX == 270)
    }

    @Test func t06ExplicitWidthOnAnAutoresizingViewIsUnsatisfiable() {
        let root = referenceRoot()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(v)
        v.widthAnchor.constraint(equalToConstant: 200).isActive = true
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = unsatisfiableLogs
        #expect(log.count == 1)
        let message = log.first ?? ""
        #expect(message.contains("width == 200"))
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint") && message.contains(".width == 100"))
        #expect(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint")
            || message.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint"))
    }

    @Test func t07PinnedEdgesAndHeight() {
        let root = referenceRoot()
        let a = constrainedView()
        root.addSubview(a)
        vfl("H:|-(10)-[a]-(10)-|", ["a": a])
        vfl("V:|-(20)-[a(44)]", ["a": a])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 20, width: 300, height: 44))
        #expect(!a.hasAmbiguousLayout)
    }

    @Test func t08StandardSpacingUsesMarginsAndEightPoints() {
        let root = referenceRoot()
        let a = constrainedView(), b = constrainedView()
        root.addSubview(a); root.addSubview(b)
        vfl("H:|-[a]-[b(==a)]-|", ["a": a, "b": b])
        vfl("V:|-(0)-[a(30)]", ["a": a])
        vfl("V:|-(0)-[b(30)]", ["b": b])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 8, y: 0, width: 148, height: 30))
        #expect(b.frame == CGRect(x: 164, y: 0, width: 148, height: 30))
        // Margins are live: 20 pt margins give the legacy layout.
        root.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 0, width: 136, height: 30))
        #expect(b.frame == CGRect(x: 164, y: 0, width: 136, height: 30))
    }

    @Test func t09EqualWidths() {
        let root = referenceRoot()
        let a = constrainedView(), b = constrainedView()
        root.addSubview(a); root.addSubview(b)
        vfl("H:|-(10)-[a]-(10)-[b(==a)]-(10)-|", ["a": a, "b": b])
        vfl("V:|[a(30)]", ["a": a]); vfl("V:|[b(30)]", ["b": b])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 0, width: 145, height: 30))
        #expect(b.frame == CGRect(x: 165, y: 0, width: 145, height: 30))
    }

    @Test func t10OptionalMaximumIsBroken() {
        let root = referenceRoot()
        let a = constrainedView()
        root.addSubview(a)
        vfl("H:|-(10)-[a(>=50,<=100@750)]-(10)-|", ["a": a])
        vfl("V:|[a(10)]", ["a": a])
        root.layoutIfNeeded()
        #expect(a.frame.width == 300)
        #expect(unsatisfiableLogs.isEmpty)
    }

    @Test func t11RequiredMaximumConflictsAndTheRestHolds() {
        let root = referenceRoot()
        let a = constrainedView()
        root.addSubview(a)
        vfl("V:|[a(10)]", ["a": a])
        vfl("H:|-(10)-[a(>=50,<=100)]-(10)-|", ["a": a])
        root.layoutIfNeeded()
        let log = unsatisfiableLogs.first ?? ""
        #expect(unsatisfiableLogs.count == 1)
        #expect(log.contains("width <= 100") && log.contains("leading == ") && log.contains(".trailing + 10"))
        #expect(log.contains("root size"))
        #expect(a.frame.minX == 10 && a.frame.width >= 50 && a.frame.width <= 100)
    }

    @Test func t12PriorityBattles() {
        func width(_ build: (UIView) -> Void) -> CGFloat {
            let root = referenceRoot()
            let a = constrainedView()
            root.addSubview(a)
            vfl("H:|-(0)-[a]", ["a": a]); vfl("V:|[a(10)]", ["a": a])
            build(a)
            root.layoutIfNeeded()
            return a.frame.width
        }
        #expect(width { a in vfl("H:[a(100@250)]", ["a": a]); vfl("H:[a(200@750)]", ["a": a]) } == 200)
        #expect(width { a in vfl("H:[a(100)]", ["a": a]); vfl("H:[a(200@1)]", ["a": a]) } == 100)
        #expect(width { a in vfl("H:[a(100)]", ["a": a]); vfl("H:[a(200@999)]", ["a": a]) } == 100)
    }

    @Test func t13CentringAndAspectRatio() {
        let root = referenceRoot()
        let a = constrainedView(), b = constrainedView()
        root.addSubview(a); root.addSubview(b)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 100), a.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        vfl("H:|-(20)-[b]-(20)-|", ["b": b])
        root.layoutIfNeeded()
        #expect(a.frame.minX == 110)
        #expect(b.frame == CGRect(x: 20, y: 0, width: 280, height: 140))
    }

    @Test func t14StrictPriorities() {
        let root = referenceRoot()
        let a = constrainedView()
        root.addSubview(a)
        vfl("H:|[a]", ["a": a]); vfl("V:|[a(10)]", ["a": a])
        let strong = a.widthAnchor.constraint(equalToConstant: 100)
        strong.priority = UILayoutPriority(300)
        let weak1 = a.widthAnchor.constraint(equalToConstant: 200), weak2 = a.widthAnchor.constraint(equalToConstant: 200)
        weak1.priority = .defaultLow; weak2.priority = .defaultLow
        NSLayoutConstraint.activate([strong, weak1, weak2])
        root.layoutIfNeeded()
        // Apple's documented meaning (a weighted sum, Kiwi's, would give 200).
        #expect(a.frame.width == 100)
        // Lowering the 300 below the pair lets them win: priorities are re-added when changed.
        strong.priority = UILayoutPriority(200)
        root.layoutIfNeeded()
        #expect(a.frame.width == 200)
    }

    @Test func t15HuggingAndCompressionTieBreakers() {
        let root = referenceRoot()
        let a = SizedView(100, 20), b = SizedView(80, 20)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        root.addSubview(a); root.addSubview(b)
        vfl("H:|-(10)-[a]-(8)-[b]-(10)-|", ["a": a, "b": b])
        vfl("V:|[a]", ["a": a]); vfl("V:|[b]", ["b": b])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 0, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 118, y: 0, width: 192, height: 20))
        root.frame = CGRect(x: 0, y: 0, width: 150, height: 480)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 0, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 118, y: 0, width: 22, height: 20))
    }

    @Test func t21SystemLayoutSizeFitting() {
        let root = referenceRoot()
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(cell)
        let l = SizedView(120, 20)
        cell.addSubview(l)
        vfl("H:|-(16)-[l]-(16)-|", ["l": l])
        vfl("V:|-(12)-[l]-(12)-|", ["l": l])
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 152, height: 44))
        let wide = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 44))
        cell.frame = CGRect(origin: .zero, size: wide)
        root.layoutIfNeeded()
        #expect(l.frame == CGRect(x: 16, y: 12, width: 268, height: 20))
    }

    @Test func t25FailedAddLeavesTheLayoutAsItWas() {
        let root = referenceRoot()
        let a = constrainedView()
        root.addSubview(a)
        vfl("H:|[a]", ["a": a]); vfl("V:|[a(10)]", ["a": a])
        a.widthAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        let second = a.widthAnchor.constraint(equalToConstant: 200)
        second.isActive = true
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        let log = unsatisfiableLogs.first ?? ""
        #expect(log.contains("width == 200") && log.contains("width == 100"))
        #expect(second.isActive)  // broken, but still active, as in UIKit
        // Removing the first lets the broken one be tried again when it changes.
        second.constant = 150
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        a.constraints.first { $0.constant == 100 }?.isActive = false
        second.constant = 200
        root.layoutIfNeeded()
        #expect(a.frame.width == 200)
    }
}
