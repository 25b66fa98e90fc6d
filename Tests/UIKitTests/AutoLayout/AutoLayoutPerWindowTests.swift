import HostContextTesting
import Testing
@testable import UIKit

/// Each window runs its own Auto Layout cycle, as UIKit keeps a layout engine per window: a
/// constraint change in one window is solved and laid out by that window's layout pass alone, and a
/// view hierarchy without a window still solves on its own `layoutIfNeeded`.
@Suite(.freshHostContext) @MainActor struct AutoLayoutPerWindowTests {
    /// A view that counts its `layoutSubviews` calls.
    final class PerWindowCountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    /// A screen the iOS way: a 100 pt-tall bar pinned to the top margin's edges, its height a
    /// constraint; a button below it whose tap grows the bar by 50 pt.
    final class GrowingBarViewController: UIViewController {
        let bar = PerWindowCountingView()
        let grow = UIButton(type: .system)
        var barHeight: NSLayoutConstraint!
        var updateConstraintsCalls = 0

        override func loadView() { view = PerWindowCountingView() }

        override func viewDidLoad() {
            super.viewDidLoad()
            bar.translatesAutoresizingMaskIntoConstraints = false
            grow.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            view.addSubview(grow)
            barHeight = bar.heightAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
                barHeight,
                grow.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 10),
                grow.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                grow.widthAnchor.constraint(equalToConstant: 100),
                grow.heightAnchor.constraint(equalToConstant: 40),
            ])
            grow.addAction(UIAction { [unowned self] _ in barHeight.constant += 50 }, for: .touchUpInside)
        }

        override func updateViewConstraints() {
            updateConstraintsCalls += 1
            super.updateViewConstraints()
        }
    }

    func shownWindow(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    @Test func aTapThatChangesAConstraintLaysOutItsOwnWindowOnly() {
        HostClock.reset()
        let a = GrowingBarViewController(), b = GrowingBarViewController()
        let windowA = shownWindow(a), windowB = shownWindow(b)
        for t in [0, 0.05] { windowA.tick(timestamp: t); windowB.tick(timestamp: t) }  // settled
        // Pinned: x 10, y 20, width 320 - 20, height 100; the button 10 pt below.
        #expect(a.bar.frame == CGRect(x: 10, y: 20, width: 300, height: 100))
        #expect(b.bar.frame == a.bar.frame)
        #expect(a.grow.frame == CGRect(x: 10, y: 130, width: 100, height: 40))
        let barLayoutsA = a.bar.layouts, rootLayoutsB = (b.view as! PerWindowCountingView).layouts, barLayoutsB = b.bar.layouts

        // Tap A's button through A's window: the action grows A's bar constraint to 150.
        windowA.sendTouch(.began, at: CGPoint(x: 60, y: 150), timestamp: 0.1)
        windowA.sendTouch(.ended, at: CGPoint(x: 60, y: 150), timestamp: 0.15)
        #expect(a.barHeight.constant == 150)

        // B's frame and B's layoutIfNeeded do not solve A's constraints.
        windowB.tick(timestamp: 1.0 / 60 + 0.15)
        windowB.layoutIfNeeded()
        #expect(a.bar.frame.height == 100 && a.grow.frame.minY == 130)
        #expect(a.bar.layouts == barLayoutsA)

        // A's frame does: the bar is 150 tall and the button moved 50 pt down.
        windowA.tick(timestamp: 1.0 / 60 + 0.15)
        #expect(a.bar.frame == CGRect(x: 10, y: 20, width: 300, height: 150))
        #expect(a.grow.frame == CGRect(x: 10, y: 180, width: 100, height: 40))
        #expect(a.bar.layouts == barLayoutsA + 1)
        // B was laid out by neither: its views kept their frames and heard no layoutSubviews.
        #expect(b.bar.frame == CGRect(x: 10, y: 20, width: 300, height: 100))
        #expect((b.view as! PerWindowCountingView).layouts == rootLayoutsB && b.bar.layouts == barLayoutsB)
    }

    @Test func updateConstraintsRunsInTheWindowThatAskedForIt() {
        HostClock.reset()
        let a = GrowingBarViewController(), b = GrowingBarViewController()
        let windowA = shownWindow(a), windowB = shownWindow(b)
        for t in [0, 0.05] { windowA.tick(timestamp: t); windowB.tick(timestamp: t) }  // settled
        let callsA = a.updateConstraintsCalls, callsB = b.updateConstraintsCalls
        a.view.setNeedsUpdateConstraints()
        windowB.tick(timestamp: 0.1)
        #expect(a.updateConstraintsCalls == callsA && a.view.needsUpdateConstraints())
        windowA.tick(timestamp: 0.1)
        #expect(a.updateConstraintsCalls == callsA + 1 && !a.view.needsUpdateConstraints())
        #expect(b.updateConstraintsCalls == callsB)
    }

    @Test func aDetachedHierarchySolvesOnItsOwnLayoutIfNeededAndJoinsAWindowWithItsQueue() {
        HostClock.reset()
        let window = shownWindow(GrowingBarViewController())
        window.tick(timestamp: 0)
        // A hierarchy without a window: its root is its own layout root, as on iOS.
        let root = PerWindowCountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
            width, child.heightAnchor.constraint(equalToConstant: 30),
        ])
        // The window's layout pass does not solve it.
        window.tick(timestamp: 1.0 / 60)
        #expect(child.frame == .zero)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 6, width: 40, height: 30))

        // A change queued while detached is solved by the window the hierarchy then joins.
        width.constant = 70
        window.rootViewController?.view.addSubview(root)
        window.tick(timestamp: 2.0 / 60)
        #expect(child.frame == CGRect(x: 5, y: 6, width: 70, height: 30))

        // Taken out again, it is a root of its own once more.
        root.removeFromSuperview()
        width.constant = 90
        window.tick(timestamp: 3.0 / 60)
        #expect(child.frame.width == 70)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 6, width: 90, height: 30))
    }

    @Test func aDetachedRootWaitingForUpdateConstraintsIsFreed() {
        HostClock.reset()
        weak var freed: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.setNeedsUpdateConstraints()
            #expect(root.needsUpdateConstraints())
            freed = root
        }
        #expect(freed == nil)
    }
}
