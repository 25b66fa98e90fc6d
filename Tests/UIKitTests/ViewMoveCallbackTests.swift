import HostContextTesting
import Testing
import UIKit

/// `willMove(toSuperview:)` and `willMove(toWindow:)` are open and come before the move, in iOS's
/// order: will superview, will window (top down), did window, did superview.
@Suite(.freshHostContext) @MainActor
struct ViewMoveCallbackTests {
    final class Tracing: UIView {
        var trace: [String] = []
        let name: String
        init(_ name: String) { self.name = name; super.init(frame: .zero) }
        required init?(coder: NSCoder) { nil }
        override func willMove(toSuperview newSuperview: UIView?) {
            trace.append("\(name) willSuperview \(newSuperview == nil ? "nil" : "view") hasSuperview=\(superview != nil)")
        }
        override func willMove(toWindow newWindow: UIWindow?) {
            trace.append("\(name) willWindow \(newWindow == nil ? "nil" : "window") inWindow=\(window != nil)")
        }
        override func didMoveToWindow() { trace.append("\(name) didWindow inWindow=\(window != nil)") }
        override func didMoveToSuperview() { trace.append("\(name) didSuperview") }
    }

    @Test func addingToAWindowCallsTheWillMethodsBeforeTheMoveForTheViewAndItsSubviews() {
        let window = makeTestWindow()
        let parent = Tracing("parent"), child = Tracing("child")
        parent.addSubview(child)
        child.trace.removeAll()
        window.addSubview(parent)
        #expect(parent.trace == ["parent willSuperview view hasSuperview=false", "parent willWindow window inWindow=false",
                                 "parent didWindow inWindow=true", "parent didSuperview"])
        #expect(child.trace == ["child willWindow window inWindow=false", "child didWindow inWindow=true"])
    }

    @Test func removingCallsTheWillMethodsWithNilWhileStillInTheTree() {
        let window = makeTestWindow()
        let view = Tracing("v")
        window.addSubview(view)
        view.trace.removeAll()
        view.removeFromSuperview()
        #expect(view.trace == ["v willSuperview nil hasSuperview=true", "v willWindow nil inWindow=true",
                               "v didWindow inWindow=false", "v didSuperview"])
    }

    @Test func movingBetweenSuperviewsOfOneWindowDoesNotCallWillMoveToWindow() {
        let window = makeTestWindow()
        let a = UIView(), b = UIView(), view = Tracing("v")
        window.addSubview(a); window.addSubview(b)
        a.addSubview(view)
        view.trace.removeAll()
        b.addSubview(view)
        #expect(view.trace == ["v willSuperview view hasSuperview=true", "v didSuperview"])
    }
}
