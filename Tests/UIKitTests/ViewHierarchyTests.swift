import HostContextTesting
import Testing
import UIKit

/// Adding, inserting, reordering and removing subviews; the layer tree always mirrors the view tree.
@Suite(.freshHostContext) @MainActor
struct ViewHierarchyTests {
    /// A view that logs the hierarchy hooks it receives.
    final class HookView: UIView {
        var log: [String] = []
        override func didMoveToSuperview() { log.append("superview:\(superview == nil ? "nil" : "set")") }
        override func didMoveToWindow() { log.append("window:\(window == nil ? "nil" : "set")") }
        override func didAddSubview(_ subview: UIView) { log.append("didAdd:\(subview.tag)") }
        override func willRemoveSubview(_ subview: UIView) { log.append("willRemove:\(subview.tag)") }
    }

    private func tagged(_ tag: Int) -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.tag = tag
        return v
    }

    private func expectLayersMirror(_ view: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
        let layers = view.layer.sublayers ?? []
        #expect(layers.count == view.subviews.count, sourceLocation: sourceLocation)
        for (layer, sub) in zip(layers, view.subviews) {
            #expect(layer === sub.layer, sourceLocation: sourceLocation)
            #expect(sub.layer.superlayer === view.layer, sourceLocation: sourceLocation)
        }
    }

    @Test func addInsertAndOrder() {
        let window = makeTestWindow()
        let parent = UIView(frame: window.bounds)
        window.addSubview(parent)
        let a = tagged(1), b = tagged(2), c = tagged(3), d = tagged(4), e = tagged(5)
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(\.tag) == [3, 1, 2])
        parent.insertSubview(d, aboveSubview: c)
        parent.insertSubview(e, belowSubview: b)
        #expect(parent.subviews.map(\.tag) == [3, 4, 1, 5, 2])
        #expect(a.superview === parent && a.window === window)
        expectLayersMirror(parent)
    }

    @Test func insertIndexOutOfRangeIsClamped() {
        let window = makeTestWindow()
        let a = tagged(1), b = tagged(2), c = tagged(3)
        window.addSubview(a)
        window.insertSubview(b, at: 99)
        window.insertSubview(c, at: -5)
        #expect(window.subviews.map(\.tag) == [3, 1, 2])
        expectLayersMirror(window)
    }

    @Test func reorderingKeepsLayersInStep() {
        let window = makeTestWindow()
        let views = (1...4).map(tagged)
        views.forEach(window.addSubview)
        window.bringSubviewToFront(views[0])
        #expect(window.subviews.map(\.tag) == [2, 3, 4, 1])
        window.sendSubviewToBack(views[3])
        #expect(window.subviews.map(\.tag) == [4, 2, 3, 1])
        window.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(window.subviews.map(\.tag) == [1, 2, 3, 4])
        window.insertSubview(views[0], aboveSubview: views[2])
        #expect(window.subviews.map(\.tag) == [2, 3, 1, 4])
        window.insertSubview(views[3], belowSubview: views[1])
        #expect(window.subviews.map(\.tag) == [4, 2, 3, 1])
        expectLayersMirror(window)
        // Bringing a view that is not a subview to the front changes nothing.
        window.bringSubviewToFront(UIView())
        window.exchangeSubview(at: 0, withSubviewAt: 9)
        #expect(window.subviews.map(\.tag) == [4, 2, 3, 1])
    }

    @Test func addingToAnotherParentMovesTheView() {
        let window = makeTestWindow()
        let p1 = tagged(1), p2 = tagged(2), child = tagged(3)
        window.addSubview(p1)
        window.addSubview(p2)
        p1.addSubview(child)
        p2.addSubview(child)
        #expect(p1.subviews.isEmpty && p1.layer.sublayers == nil)
        #expect(p2.subviews.first === child && child.superview === p2)
        expectLayersMirror(p2)
    }

    @Test func removeFromSuperviewDetachesViewAndLayer() {
        let window = makeTestWindow()
        let parent = tagged(1), child = tagged(2)
        window.addSubview(parent)
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(child.superview == nil && child.window == nil)
        #expect(child.layer.superlayer == nil)
        #expect(parent.subviews.isEmpty)
        child.removeFromSuperview()   // a second removal is a no-op
        #expect(child.superview == nil)
    }

    @Test func viewWithTagSearchesDepthFirstReceiverFirst() {
        let window = makeTestWindow()
        let a = tagged(7), b = tagged(8), deep = tagged(9), sibling = tagged(9)
        window.addSubview(a)
        a.addSubview(b)
        b.addSubview(deep)
        window.addSubview(sibling)
        #expect(window.viewWithTag(9) === deep)
        #expect(a.viewWithTag(7) === a)
        #expect(window.viewWithTag(42) == nil)
        #expect(deep.isDescendant(of: window) && !window.isDescendant(of: deep))
    }

    @Test func cyclesAreRefusedAndTreeUnchanged() {
        let window = makeTestWindow()
        let a = tagged(1), b = tagged(2), c = tagged(3)
        window.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        c.addSubview(a)
        a.addSubview(a)
        b.insertSubview(a, at: 0)
        #expect(a.superview === window)
        #expect(window.subviews.map(\.tag) == [1])
        #expect(a.subviews.map(\.tag) == [2] && b.subviews.map(\.tag) == [3] && c.subviews.isEmpty)
        #expect(c.layer.sublayers == nil)
        expectLayersMirror(window)
        expectLayersMirror(a)
    }

    @Test func hooksRunInUIKitOrder() {
        let window = makeTestWindow()
        let parent = HookView(frame: .zero)
        let child = HookView(frame: .zero)
        child.tag = 5
        window.addSubview(parent)
        parent.log.removeAll()
        parent.addSubview(child)
        #expect(child.log == ["window:set", "superview:set"])
        #expect(parent.log == ["didAdd:5"])
        child.log.removeAll()
        child.removeFromSuperview()
        #expect(parent.log == ["didAdd:5", "willRemove:5"])
        #expect(child.log == ["window:nil", "superview:nil"])
    }

    @Test func movingASubtreeIntoAWindowTellsEveryDescendant() {
        let window = makeTestWindow()
        let root = HookView(frame: .zero)
        let leaf = HookView(frame: .zero)
        root.addSubview(leaf)
        #expect(leaf.log == ["superview:set"])   // no window yet
        window.addSubview(root)
        #expect(leaf.log == ["superview:set", "window:set"])
        #expect(leaf.window === window)
    }
}
