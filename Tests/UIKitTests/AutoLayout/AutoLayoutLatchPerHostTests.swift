import HeadlessHost
import HostContextTesting
import Testing
@testable import UIKit

/// The Auto Layout latch is each host's (docs/ARCHITECTURE.md#one-host-context): a constraint
/// activated in one host turns on that host's hierarchy hooks only, and a tree constrained in one
/// host still lays out after it moves into the window of a host that never activated a constraint.
@Suite(.freshHostContext) @MainActor
struct AutoLayoutLatchPerHostTests {
    /// A 200 × 100 container (frame-based) holding a plain 200 × 100 `middle` view, whose `child` is
    /// pinned by constraints installed on `middle`: leading 10, top 20, 50 × 30.
    @MainActor struct ConstrainedTree {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        let leading: NSLayoutConstraint

        init() {
            container.addSubview(middle)
            middle.addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            leading = child.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 10)
            NSLayoutConstraint.activate([
                leading,
                child.topAnchor.constraint(equalTo: middle.topAnchor, constant: 20),
                child.widthAnchor.constraint(equalToConstant: 50),
                child.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
    }

    @Test func aConstraintActivatedInOneHostLatchesThatHostOnly() {
        let a = HeadlessHost(size: CGSize(width: 320, height: 480), context: HostContext())
        let b = HeadlessHost(size: CGSize(width: 320, height: 480), context: HostContext())
        let tree = a.hostContext.run { ConstrainedTree() }
        a.window.addSubview(tree.container)
        a.advance(by: 1.0 / 60)
        #expect(tree.child.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
        #expect(a.hostContext.uikit.autoLayoutInUse)
        #expect(!b.hostContext.uikit.autoLayoutInUse, "B never activated a constraint")
        #expect(!HostContext.current.uikit.autoLayoutInUse, "nor did the test's own context")
    }

    @Test func aTreeConstrainedInOneHostLaysOutInTheWindowOfAHostThatNeverActivatedOne() {
        let a = HeadlessHost(size: CGSize(width: 320, height: 480), context: HostContext())
        let b = HeadlessHost(size: CGSize(width: 320, height: 480), context: HostContext())
        let tree = a.hostContext.run { ConstrainedTree() }
        a.window.addSubview(tree.container)
        a.advance(by: 1.0 / 60)

        // Moved by code running in neither host's context (the test's own, latch off).
        tree.container.removeFromSuperview()
        b.window.addSubview(tree.container)
        tree.leading.constant = 40
        b.advance(by: 1.0 / 60)
        // B's window engine holds the moved constraints: the new constant is solved there.
        #expect(tree.child.frame == CGRect(x: 40, y: 20, width: 50, height: 30))
        #expect(!b.hostContext.uikit.autoLayoutInUse, "the tree's state, not B's latch, found the work")
    }

    @Test func aWindowlessTreeConstrainedInOneContextLaysOutInAnotherHostsWindow() {
        let building = HostContext()
        let b = HeadlessHost(size: CGSize(width: 320, height: 480), context: HostContext())
        let tree = building.run { ConstrainedTree() }
        b.window.addSubview(tree.container)
        b.advance(by: 1.0 / 60)
        #expect(tree.child.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
        tree.leading.constant = 40
        b.advance(by: 1.0 / 60)
        #expect(tree.child.frame.minX == 40)
    }
}
