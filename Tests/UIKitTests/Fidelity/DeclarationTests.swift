import HostContextTesting
import Testing
import UIKit

/// iOS declarations that user code relies on compiling and meaning the same: `layerClass` as
/// `AnyClass`, `required init?(coder:)`, responders as identity-hashable objects with NSObject's
/// description, and the value types' conformances.
@MainActor
final class TiledCanvas: UIView {
    override class var layerClass: AnyClass { CATiledLayer.self }
}

/// Not a layer at all: the view falls back to a plain CALayer.
final class NotALayer {}

@MainActor
final class MisdeclaredView: UIView {
    override class var layerClass: AnyClass { NotALayer.self }
}

/// The iOS idioms for views made in code and views that would come from a storyboard.
@MainActor
final class CardView: UIView {
    let title: String
    init(title: String) {
        self.title = title
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
final class ArchivedScrollView: UIScrollView {
    var configured = false
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configured = true
    }
}

@Suite(.freshHostContext) @MainActor struct DeclarationTests {
    @Test func layerClassTakesAnyClassAndMakesThatLayer() {
        #expect(TiledCanvas(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).layer is CATiledLayer)
        let odd = MisdeclaredView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(type(of: odd.layer) == CALayer.self)
        #expect(odd.layer.bounds.size == CGSize(width: 10, height: 10))
    }

    @Test func initWithCoderMakesADefaultViewWithAZeroFrame() throws {
        let coder = NSCoder()
        let scroll = try #require(ArchivedScrollView(coder: coder))
        #expect(scroll.configured)
        #expect(scroll.frame == .zero)
        #expect(scroll.clipsToBounds)                                    // the scroll view's own set-up ran
        #expect(scroll.gestureRecognizers?.contains { $0 === scroll.panGestureRecognizer } == true)
        let label = try #require(UILabel(coder: coder))
        #expect(label.text == nil && label.frame == .zero && !label.isUserInteractionEnabled)
        let button = try #require(UIButton(coder: coder))
        #expect(button.buttonType == .custom)
        #expect(try #require(UIImageView(coder: coder)).image == nil)
        #expect(try #require(UIPageControl(coder: coder)).numberOfPages == 0)
        #expect(try #require(UIView(coder: coder)).frame == .zero)
        #expect(CardView(title: "A").title == "A")
    }

    @Test func anArchivedScrollViewScrollsLikeOneMadeInCode() throws {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = try #require(ArchivedScrollView(coder: NSCoder()))
        scroll.frame = window.bounds
        scroll.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scroll)
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        window.sendTouch(.began, at: CGPoint(x: 160, y: 400), timestamp: 0)
        for i in 1...12 {
            window.sendTouch(.moved, at: CGPoint(x: 160, y: 400 - 10 * CGFloat(i)), timestamp: Double(i) / 120)
            window.tick(timestamp: Double(i) / 120)
        }
        #expect(abs(scroll.contentOffset.y - 110) < 1e-9)   // 120 pt moved, 10 pt slop
    }

    @Test func viewsAreHashableByIdentity() {
        let a = UIView(), b = UIView()
        #expect(a == a && a != b)
        let set: Set<UIView> = [a, b, a]
        #expect(set.count == 2)
        var names: [UIView: String] = [:]
        names[a] = "a"
        #expect(names[a] == "a" && names[b] == nil)
        let parent = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(parent.subviews.firstIndex(of: b) == 1)
        let gestures: Set<UIResponder> = [UIViewController(), a]
        #expect(gestures.count == 2)
    }

    @Test func aViewDescribesItselfLikeNSObjectWithItsFrame() throws {
        let v = UILabel(frame: CGRect(x: 10, y: 20.5, width: 100, height: 30))
        v.tag = 3
        let d = v.description
        let label = try Regex(#"<UILabel: 0x[0-9a-f]+; frame = \(10 20\.5; 100 30\); tag = 3; layer = <CALayer: 0x[0-9a-f]+>>"#)
        #expect(d.wholeMatch(of: label) != nil)
        #expect("\(UIViewController())".wholeMatch(of: try Regex("<UIViewController: 0x[0-9a-f]+>")) != nil)
    }

    @Test func valueTypesHaveTheirIOSConformancesAndInitializers() {
        #expect(UIScrollView.DecelerationRate(0.99) == .fast)
        #expect(UIScrollView.DecelerationRate(rawValue: 0.998) == .normal)
        let modes: Set<UIView.ContentMode> = [.scaleAspectFit, .scaleAspectFit, .center]
        #expect(modes.count == 2)
        #expect(UIView.ContentMode(rawValue: 4) == .center)   // UIViewContentModeCenter = 4
        #expect(UIScrollView.ContentInsetAdjustmentBehavior(rawValue: 2) == .never)
        let states: Set<UIControl.State> = [.highlighted, [.highlighted], .selected]
        #expect(states.count == 2)
        #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6)
        #expect(UIGestureRecognizer.State(rawValue: 3) == .ended)   // .recognized == .ended == 3
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test func overridableUIViewMembersReachSubclassesThroughTheTree() {
        final class CountingView: UIView {
            var layouts = 0, marks = 0
            override func setNeedsLayout() { marks += 1; super.setNeedsLayout() }
            override func layoutIfNeeded() { layouts += 1; super.layoutIfNeeded() }
        }
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)                    // adding a subview marks the parent
        #expect(parent.marks >= 1)
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1)
        #expect(parent.viewWithTag(0) === parent)
    }
}
