import CustomDump
import Foundation
import PropertyBased
import Testing
import UIKit
@testable import HelloScroll

/// The app's screen in a window, driven as a user would, with swift-custom-dump's diffs and
/// swift-property-based's generated inputs (both compiled against ScrollKit's UIKit).
@Suite(.serialized) @MainActor
struct HelloScrollTests {
    /// A window of iPhone size showing the app's view controller.
    func showViewController() -> (UIWindow, ViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = ViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, controller)
    }

    /// The template's files launched as UIKit launches them: the scene delegate is found by the
    /// template's default name (`HelloScroll.SceneDelegate`; there is no Info.plist), connects, and
    /// its window shows the view controller. Closing the window disconnects the scene again.
    @Test func theTemplateAppLaunchesIntoItsSceneAndWindow() throws {
        let app = UIApplication.shared
        let previous = app.delegate
        defer { app.delegate = previous }
        app.launch(delegate: AppDelegate())
        let scene = try #require(app.connectedScenes.last as? UIWindowScene)
        let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
        #expect(scene.activationState == .foregroundActive)
        #expect(app.applicationState == .active)
        #expect(sceneDelegate.window?.rootViewController is ViewController)
        #expect(sceneDelegate.window?.isKeyWindow == true)
        sceneDelegate.window?.sendWindowEvent(.closed)
        #expect(scene.activationState == .unattached)
        #expect(app.connectedScenes.isEmpty)
    }

    @Test func theScreenListsFortyRows() {
        let (_, controller) = showViewController()
        let titles = controller.scrollView.subviews.compactMap { ($0 as? UILabel)?.text }
        expectNoDifference(titles, (1...40).map { "Row \($0)" })
        // 40 rows of 50 pt each.
        #expect(controller.scrollView.contentSize.height == 2000)
    }

    /// swift-custom-dump compiles its UIKit conformances only when ScrollKit's UIKit module exists
    /// before it is compiled (`#if canImport(UIKit)`): SwiftPM gives every package one module folder
    /// and no order between packages that do not depend on each other. scripts/examples-test.sh sets
    /// HELLOSCROLL_UIKIT_FIRST=1 for the build that compiles UIKit first, where they must be there.
    /// Without them custom-dump prints the plain `Type(rawValue:)` form.
    @Test func customDumpDescribesScrollKitsTypesAsUIKitsOwn() {
        let conformancesCompiled = (UIScrollView.ContentInsetAdjustmentBehavior.never as Any) is any CustomDumpStringConvertible
        if ProcessInfo.processInfo.environment["HELLOSCROLL_UIKIT_FIRST"] == "1" {
            #expect(conformancesCompiled, "custom-dump was compiled after UIKit, so its UIKit conformances must exist")
        }
        guard conformancesCompiled else {
            #expect(String(customDumping: UIControl.State([.highlighted, .selected])) == "UIControl.State(rawValue: 5)")
            return
        }
        #expect(String(customDumping: UIScrollView.ContentInsetAdjustmentBehavior.never)
                == "UIScrollView.ContentInsetAdjustmentBehavior.never")
        #expect(String(customDumping: UISplitViewController.Style.doubleColumn) == "UISplitViewController.Style.doubleColumn")
        #expect(String(customDumping: UISplitViewController.Column.inspector) == "UISplitViewController.Column.inspector")
        // `.normal` is the empty set, so every state contains it (on iOS too); custom-dump lists it.
        #expect(String(customDumping: UIControl.State([.highlighted, .selected]))
                == "Set([\n  UIControl.State.highlighted,\n  UIControl.State.normal,\n  UIControl.State.selected\n])")
    }

    /// A drag of any length scrolls the rows by that length (rubber-banding aside): drags stay inside
    /// the content, from a resting offset, so the offset equals the finger's travel.
    @Test func aDragScrollsByTheFingersTravel() async {
        await propertyCheck(count: 20, input: Gen.int(in: 20...300)) { travel in
            let (window, controller) = showViewController()
            var t = 0.0
            window.sendTouch(.began, at: CGPoint(x: 200, y: 700), timestamp: t)
            // Ten equal steps at 60 Hz; iOS starts a pan after 10 pt of movement and scrolls by the
            // travel beyond that point from the moment it recognises, so the whole travel after the
            // first step past the threshold reaches the offset.
            for step in 1...10 {
                t += 1.0 / 60
                window.sendTouch(.moved, at: CGPoint(x: 200, y: 700 - CGFloat(travel) * CGFloat(step) / 10), timestamp: t)
                window.tick(timestamp: t)
            }
            #expect(controller.scrollView.contentOffset.y > 0)
            #expect(controller.scrollView.contentOffset.y <= CGFloat(travel))
        }
    }
}
