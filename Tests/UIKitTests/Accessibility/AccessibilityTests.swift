import Foundation
import Testing
import UIKit

/// The accessibility API: defaults of the built-in views, the semantic tree's rules, VoiceOver's
/// gestures (activate, adjust, three-finger scroll) and the posted notifications, on views in a
/// window. Expected values come from what VoiceOver reads on iOS.
@Suite(.serialized) @MainActor struct AccessibilityTests {
    static func window(_ vc: UIViewController, _ direction: UIUserInterfaceLayoutDirection? = nil) -> UIWindow {
        HostClock.reset()
        UIAccessibility.removeAllPostedNotifications()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.hostLayoutDirection = direction
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    @Test func builtInViewsCarryIOSsDefaults() {
        let label = UILabel(), button = UIButton(type: .system), toggle = UISwitch(), slider = UISlider()
        let image = UIImageView(), plain = UIView(), pages = UIPageControl()
        label.text = "Name"
        button.setTitle("Send", for: .normal)
        slider.minimumValue = 0; slider.maximumValue = 200; slider.value = 50
        pages.numberOfPages = 5; pages.currentPage = 1
        #expect(label.isAccessibilityElement && button.isAccessibilityElement && toggle.isAccessibilityElement)
        #expect(!image.isAccessibilityElement && !plain.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Name" && label.accessibilityTraits == .staticText)
        #expect(button.accessibilityLabel == "Send" && button.accessibilityTraits == .button)
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        #expect(slider.accessibilityTraits == .adjustable && slider.accessibilityValue == "25%")
        #expect(pages.accessibilityValue == "page 2 of 5" && pages.accessibilityTraits.contains(.adjustable))
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
        // Set values win; setting nil gives the default back.
        label.accessibilityLabel = "Full name"
        #expect(label.accessibilityLabel == "Full name")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Name")
        image.isAccessibilityElement = true
        #expect(image.accessibilityTraits == .image)
    }

    @Test func theFrameIsInScreenCoordinatesAndFollowsTheView() {
        let vc = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 300))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        let label = UILabel(frame: CGRect(x: 10, y: 50, width: 100, height: 20))
        scroll.addSubview(label)
        vc.view.addSubview(scroll)
        let window = Self.window(vc)
        #expect(label.accessibilityFrame == CGRect(x: 10, y: 150, width: 100, height: 20))
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        window.tick(timestamp: 1.0 / 60)
        #expect(label.accessibilityFrame == CGRect(x: 10, y: 120, width: 100, height: 20))
        #expect(label.accessibilityActivationPoint == CGPoint(x: 60, y: 130))
        // A window placed on the screen moves everything by its origin.
        window.frame = CGRect(x: 40, y: 0, width: 320, height: 480)
        #expect(label.accessibilityFrame.minX == 50)
    }

    /// Labels at the top, a row of two buttons, and a hidden, a transparent and a decorative view
    /// that must not show; the table cell of the window reads as one element.
    final class FormViewController: UIViewController {
        let heading = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        let cancel = UIButton(frame: CGRect(x: 20, y: 80, width: 100, height: 44))
        let save = UIButton(frame: CGRect(x: 200, y: 80, width: 100, height: 44))
        let hidden = UILabel(frame: CGRect(x: 20, y: 140, width: 100, height: 20))
        let clear = UILabel(frame: CGRect(x: 20, y: 170, width: 100, height: 20))
        let decorative = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 60))
        let caption = UILabel(frame: CGRect(x: 20, y: 10, width: 100, height: 20))
        override func viewDidLoad() {
            super.viewDidLoad()
            heading.text = "Settings"
            cancel.setTitle("Cancel", for: .normal)
            save.setTitle("Save", for: .normal)
            hidden.text = "Hidden"; hidden.isHidden = true
            clear.text = "Clear"; clear.alpha = 0
            caption.text = "Decoration"
            decorative.addSubview(caption)
            decorative.accessibilityElementsHidden = true
            // Added out of reading order: the tree orders by position.
            for v in [save, decorative, clear, hidden, cancel, heading] { view.addSubview(v) }
        }
    }

    @Test func theTreeReadsTopToBottomThenLeadingToTrailing() {
        let ltr = FormViewController(), rtl = FormViewController()
        let w1 = Self.window(ltr)
        #expect(AccessibilitySemanticTree.elements(in: w1).map(\.label) == ["Settings", "Cancel", "Save"])
        let w2 = Self.window(rtl, .rightToLeft)
        // Right to left: the views are mirrored, and the row reads from the right.
        #expect(rtl.cancel.frame.minX == 20)   // frames set by hand do not move
        #expect(AccessibilitySemanticTree.elements(in: w2).map(\.label) == ["Settings", "Save", "Cancel"])
    }

    @Test func aModalViewHidesItsSiblingsAndListedElementsReplaceSubviews() {
        let vc = FormViewController()
        let window = Self.window(vc)
        let alert = UIView(frame: CGRect(x: 40, y: 300, width: 240, height: 120))
        let message = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 20))
        message.text = "Discard changes?"
        let ok = UIButton(frame: CGRect(x: 10, y: 60, width: 100, height: 44))
        ok.setTitle("OK", for: .normal)
        alert.addSubview(ok); alert.addSubview(message)
        alert.accessibilityViewIsModal = true
        vc.view.addSubview(alert)
        #expect(AccessibilitySemanticTree.elements(in: window).map(\.label) == ["Discard changes?", "OK"])
        alert.accessibilityElements = [ok, message]
        #expect(AccessibilitySemanticTree.elements(in: window).map(\.label) == ["OK", "Discard changes?"])
        alert.removeFromSuperview()
        // An element hides what is inside it: a button's title label is not read separately.
        #expect(!AccessibilitySemanticTree.elements(in: window).contains { $0.element === vc.save.titleLabel })
    }

    /// A drawn bar chart whose bars are `UIAccessibilityElement`s placed in the chart's coordinates.
    final class ChartView: UIView {
        lazy var bars: [UIAccessibilityElement] = (0..<3).map { i in
            let bar = UIAccessibilityElement(accessibilityContainer: self)
            bar.accessibilityLabel = ["Mon", "Tue", "Wed"][i]
            bar.accessibilityValue = "\((i + 1) * 10) steps"
            bar.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(i) * 40, y: 0, width: 30, height: 100)
            return bar
        }
        override var accessibilityElements: [Any]? { get { bars } set {} }
    }

    @Test func accessibilityElementsFollowTheirContainer() {
        let vc = UIViewController()
        let chart = ChartView(frame: CGRect(x: 50, y: 200, width: 120, height: 100))
        vc.view.addSubview(chart)
        let window = Self.window(vc)
        let nodes = AccessibilitySemanticTree.elements(in: window)
        #expect(nodes.map(\.label) == ["Mon", "Tue", "Wed"])
        #expect(nodes.map(\.value) == ["10 steps", "20 steps", "30 steps"])
        #expect(nodes[1].frame == CGRect(x: 90, y: 200, width: 30, height: 100))
        chart.frame.origin.y = 250
        #expect(chart.bars[1].accessibilityFrame == CGRect(x: 90, y: 250, width: 30, height: 100))
        #expect(chart.accessibilityElementCount() == 3 && chart.index(ofAccessibilityElement: chart.bars[2]) == 2)
        #expect(chart.index(ofAccessibilityElement: UILabel()) == NSNotFound)
    }

    @Test func activatingAdjustingAndCustomActions() {
        let vc = UIViewController()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 51, height: 31))
        let slider = UISlider(frame: CGRect(x: 20, y: 80, width: 200, height: 31))
        let button = UIButton(frame: CGRect(x: 20, y: 140, width: 100, height: 44))
        button.setTitle("Go", for: .normal)
        var log: [String] = []
        toggle.addAction(UIAction { _ in log.append("toggle \(toggle.isOn)") }, for: .valueChanged)
        slider.addAction(UIAction { _ in log.append("slider " + (slider.accessibilityValue ?? "")) }, for: .valueChanged)
        button.addAction(UIAction { _ in log.append("go") }, for: .touchUpInside)
        button.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Archive") { _ in log.append("archive"); return true },
        ]
        slider.value = 0.5
        for v in [toggle, slider, button] { vc.view.addSubview(v) }
        let window = Self.window(vc)
        let nodes = AccessibilitySemanticTree.elements(in: window)
        #expect(nodes.count == 3)
        #expect(nodes[0].activate())
        #expect(toggle.isOn && toggle.accessibilityValue == "1")
        nodes[1].increment()
        #expect(slider.accessibilityValue == "60%")
        nodes[1].decrement(); nodes[1].decrement()
        #expect(slider.accessibilityValue == "40%")
        #expect(nodes[2].activate())
        #expect(nodes[2].customActions.map(\.name) == ["Archive"])
        #expect(nodes[2].customActions[0].perform())
        #expect(log == ["toggle true", "slider 60%", "slider 50%", "slider 40%", "go", "archive"])
        button.isEnabled = false
        #expect(!AccessibilitySemanticTree.elements(in: window)[2].activate())
    }

    final class Archiver {
        var archived = 0
        func archive() -> Bool { archived += 1; return true }
    }

    @Test func targetSelectorCustomActionsCallTheMethod() {
        let target = Archiver()
        let action = UIAccessibilityCustomAction(name: "Archive", target: target, selector: Archiver.archive)
        #expect(action.perform() && target.archived == 1)
    }

    @Test func postedNotificationsAreRecordedAndObserved() {
        UIAccessibility.removeAllPostedNotifications()
        var seen: [UIAccessibility.Notification] = []
        let observation = UIAccessibility.addPostObserver { seen.append($0.notification) }
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        observation.cancel()
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(seen == [.announcement, .screenChanged])
        #expect(UIAccessibility.postedNotifications.map(\.notification) == [.announcement, .screenChanged, .layoutChanged])
        #expect(UIAccessibility.postedNotifications.first?.text == "Saved")
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIAccessibility.removeAllPostedNotifications()
    }

    @Test func aPagingScrollViewMovesOnePagePerThreeFingerSwipe() {
        let vc = UIViewController()
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 320 * 5, height: 480)
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 100, height: 20))
        label.text = "Page one"
        pager.addSubview(label)
        vc.view.addSubview(pager)
        let window = Self.window(vc)
        let node = AccessibilitySemanticTree.elements(in: window)[0]
        #expect(node.scroll(.left))
        #expect(pager.contentOffset == CGPoint(x: 320, y: 0))
        #expect(UIAccessibility.postedNotifications.last?.notification == .pageScrolled)
        #expect(UIAccessibility.postedNotifications.last?.text == "Page 2 of 5")
        for _ in 0..<3 { _ = node.scroll(.left) }
        #expect(pager.contentOffset.x == 1280 && UIAccessibility.postedNotifications.last?.text == "Page 5 of 5")
        let posts = UIAccessibility.postedNotifications.count
        #expect(!node.scroll(.left))    // at the end: nothing moves, nothing is said
        #expect(UIAccessibility.postedNotifications.count == posts)
        #expect(node.scroll(.right) && pager.contentOffset.x == 960)
        #expect(!node.scroll(.up))      // no vertical room
    }

    @Test func aListScrollsByAPageLessOneRowOfOverlap() {
        let vc = UIViewController()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = CGSize(width: 320, height: 2000)
        vc.view.addSubview(list)
        _ = Self.window(vc)
        // One step: 480 − 44 = 436 pt; the range 0…1520 takes ⌈1520 / 436⌉ = 4 steps: 5 pages.
        #expect(list.accessibilityScroll(.up))
        #expect(list.contentOffset.y == 436)
        #expect(UIAccessibility.postedNotifications.last?.text == "Page 2 of 5")
        #expect(list.accessibilityScroll(.next) && list.contentOffset.y == 872)
        #expect(list.accessibilityScroll(.down) && list.contentOffset.y == 436)
        #expect(!UIView().accessibilityScroll(.up))
    }

    final class StatusDelegate: NSObject, UIScrollViewAccessibilityDelegate {
        func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? { "Photos 4 to 6" }
    }

    @Test func theDelegateNamesThePosition() {
        let vc = UIViewController()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = CGSize(width: 320, height: 2000)
        let delegate = StatusDelegate()
        list.delegate = delegate
        vc.view.addSubview(list)
        _ = Self.window(vc)
        #expect(list.accessibilityScroll(.up))
        #expect(UIAccessibility.postedNotifications.last?.text == "Photos 4 to 6")
    }
}
