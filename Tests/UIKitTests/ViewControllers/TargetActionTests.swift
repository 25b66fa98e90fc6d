import Testing
import UIKit

extension Notification.Name {
    static let accountDidChange = Notification.Name("AccountDidChange")
}

/// Target-action as ported from iOS: `#selector(tapped)` becomes `Self.tapped`, in a view controller
/// that is not final, for gesture recognizers, controls, bar button items and notifications; the
/// target is held weakly (TargetAction/Selector.swift).
@Suite(.serialized) @MainActor
struct TargetActionTests {
    /// Not final on purpose: `Self.tapped` must compile in a subclassable controller.
    class ProfileViewController: UIViewController {
        var log: [String] = []
        let avatar = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let saveButton = UIButton(type: .system)
        let deleteButton = UIButton(type: .system)
        let shareButton = UIButton(type: .system)
        var tapRecognizer: UITapGestureRecognizer!
        var doneItem: UIBarButtonItem!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(avatar)
            tapRecognizer = UITapGestureRecognizer(target: self, action: Self.avatarTapped)
            avatar.addGestureRecognizer(tapRecognizer)
            let press = UILongPressGestureRecognizer(target: self, action: Self.refresh)
            avatar.addGestureRecognizer(press)

            saveButton.frame = CGRect(x: 20, y: 200, width: 80, height: 44)
            deleteButton.frame = CGRect(x: 120, y: 200, width: 80, height: 44)
            shareButton.frame = CGRect(x: 220, y: 200, width: 80, height: 44)
            [saveButton, deleteButton, shareButton].forEach(view.addSubview)
            saveButton.addTarget(self, action: Self.save, for: .touchUpInside)                  // no argument
            deleteButton.addTarget(self, action: Self.deleteTapped, for: .touchUpInside)        // the sender
            shareButton.addTarget(self, action: Self.shareTapped, for: .touchUpInside)          // sender and event

            doneItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Self.done)
            NotificationCenter.default.addObserver(self, selector: Self.accountDidChange, name: .accountDidChange, object: nil)
        }

        func avatarTapped(_ sender: UITapGestureRecognizer) {
            log.append("avatarTapped at \(sender.location(in: avatar))")
        }
        func refresh() { log.append("refresh") }
        func save() { log.append("save") }
        func deleteTapped(_ sender: UIButton) { log.append("delete from \(sender === deleteButton)") }
        func shareTapped(_ sender: UIButton, forEvent event: UIEvent) {
            log.append("share with \(event.allTouches?.count ?? -1) touch at \(event.timestamp)")
        }
        func done(_ sender: UIBarButtonItem) { log.append("done from \(sender === doneItem)") }
        func accountDidChange(_ notification: Notification) { log.append("account \(notification.object as? String ?? "?")") }
    }

    final class SettingsViewController: ProfileViewController {}

    private func install(_ vc: UIViewController) -> UIWindow {
        let window = makeTestWindow()
        window.rootViewController = vc
        window.tick(timestamp: 0)
        return window
    }

    @Test func gestureRecognizersSendToTheirTargetsMethods() {
        let vc = SettingsViewController()   // a subclass: Self is SettingsViewController at run time
        let window = install(vc)
        tap(window, at: CGPoint(x: 50, y: 60), time: 1)
        #expect(vc.log == ["avatarTapped at \(CGPoint(x: 30, y: 40))"])
        vc.log.removeAll()
        window.sendTouch(.began, at: CGPoint(x: 50, y: 60), timestamp: 2)
        var t = 2.0
        while t < 3 { t += frame60; window.tick(timestamp: t) }
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 60), timestamp: t)
        // A long press fires at .began and .ended (a continuous recognizer sends every change).
        #expect(vc.log == ["refresh", "refresh"])
        vc.log.removeAll()
        vc.tapRecognizer.removeTarget(vc, action: ProfileViewController.avatarTapped)
        tap(window, at: CGPoint(x: 50, y: 60), time: 4)
        #expect(vc.log.isEmpty)
        vc.tapRecognizer.addTarget(vc, action: Self.ProfileViewController.refresh)
        vc.tapRecognizer.addTarget { _ in vc.log.append("closure") }   // the closure API keeps working
        tap(window, at: CGPoint(x: 50, y: 60), time: 5)
        #expect(vc.log == ["refresh", "closure"])
    }

    @Test func buttonsSendTouchUpInsideWithEachArity() {
        let vc = ProfileViewController()
        let window = install(vc)
        tap(window, at: CGPoint(x: 60, y: 220), time: 1)
        tap(window, at: CGPoint(x: 160, y: 220), time: 2)
        tap(window, at: CGPoint(x: 260, y: 220), time: 3, hold: 0.05)
        #expect(vc.log == ["save", "delete from true", "share with 1 touch at 3.05"])
        vc.log.removeAll()
        // Sent from code there is no event: the method gets an empty one.
        vc.shareButton.sendActions(for: .touchUpInside)
        #expect(vc.log == ["share with 0 touch at 3.05"])
        vc.log.removeAll()
        vc.saveButton.removeTarget(vc, action: ProfileViewController.save, for: .touchUpInside)
        vc.deleteButton.removeTarget(vc, action: nil, for: .allEvents)
        tap(window, at: CGPoint(x: 60, y: 220), time: 4)
        tap(window, at: CGPoint(x: 160, y: 220), time: 5)
        #expect(vc.log.isEmpty)
        #expect(vc.shareButton.allTargets.first === vc && vc.shareButton.allControlEvents == .touchUpInside)
    }

    @Test func aNilTargetTravelsTheResponderChainToTheViewController() {
        let vc = ProfileViewController()
        let window = install(vc)
        let help = UIButton(type: .system)
        help.frame = CGRect(x: 20, y: 300, width: 80, height: 44)
        vc.view.addSubview(help)
        help.addTarget(nil, action: ProfileViewController.save, for: .touchUpInside)
        tap(window, at: CGPoint(x: 60, y: 320), time: 1)
        #expect(vc.log == ["save"])
    }

    /// A target that writes to a log it does not own, so calls after its deallocation would show.
    @MainActor final class Recorder {
        let log: LifecycleLog
        init(log: LifecycleLog) { self.log = log }
        func fire() { log.entries.append("fire") }
        func heard(_ notification: Notification) { log.entries.append("heard") }
    }

    @Test func aDeallocatedTargetIsSkippedWithoutACrash() {
        let window = makeTestWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        window.addSubview(button)
        let pinch = UIPinchGestureRecognizer()
        let tapGR = UITapGestureRecognizer()
        let pad = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 100))
        window.addSubview(pad)
        pad.addGestureRecognizer(tapGR)
        let log = LifecycleLog()
        var recorder: Recorder? = Recorder(log: log)
        weak var weakRecorder = recorder
        button.addTarget(recorder, action: Recorder.fire, for: .touchUpInside)
        tapGR.addTarget(recorder, action: Recorder.fire)
        pinch.addTarget(recorder, action: Recorder.fire)
        let item = UIBarButtonItem(title: "Go", style: .plain, target: recorder, action: Recorder.fire)
        NotificationCenter.default.addObserver(recorder!, selector: Recorder.heard, name: .accountDidChange, object: nil)
        tap(window, at: CGPoint(x: 50, y: 22), time: 1)
        tap(window, at: CGPoint(x: 50, y: 150), time: 2)
        NotificationCenter.default.post(name: .accountDidChange, object: nil)
        #expect(log.entries == ["fire", "fire", "heard"])   // the button, the tap, the notification
        log.clear()
        recorder = nil
        #expect(weakRecorder == nil)   // nothing kept it alive: targets are weak, as on iOS
        #expect(item.target == nil)
        tap(window, at: CGPoint(x: 50, y: 22), time: 3)
        tap(window, at: CGPoint(x: 50, y: 150), time: 4)
        NotificationCenter.default.post(name: .accountDidChange, object: nil)
        #expect(log.entries.isEmpty)
        #expect(!UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil))
    }

    @Test func barButtonItemsAreModelObjectsWhoseActionCanBeSent() {
        let vc = ProfileViewController()
        vc.loadViewIfNeeded()
        let item = vc.doneItem!
        #expect(item.style == .done && item.isEnabled && item.title == nil && item.target === vc)
        #expect(UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil))
        #expect(vc.log == ["done from true"])
        let titled = UIBarButtonItem(title: "Edit", style: .plain, target: vc, action: Self.ProfileViewController.save)
        titled.isEnabled = false
        titled.tag = 7
        #expect(titled.title == "Edit" && !titled.isEnabled && titled.tag == 7)
        UIApplication.shared.sendAction(titled.action!, to: titled.target, from: titled, for: nil)
        #expect(vc.log == ["done from true", "save"])
        var primary = 0
        let modern = UIBarButtonItem(primaryAction: UIAction(title: "Add") { _ in primary += 1 })
        #expect(modern.title == "Add" && modern.action == nil)
        modern.primaryAction?.handler(modern.primaryAction!)
        #expect(primary == 1)
        // A target of the wrong class is refused (iOS: unrecognized selector) and logged.
        #expect(!UIApplication.shared.sendAction(item.action!, to: UIView(), from: item, for: nil))
    }

    @Test func notificationsReachTheObserverUntilItIsRemoved() {
        let vc = ProfileViewController()
        vc.loadViewIfNeeded()
        NotificationCenter.default.post(name: .accountDidChange, object: "ada")
        #expect(vc.log == ["account ada"])
        NotificationCenter.default.removeObserver(vc)
        NotificationCenter.default.post(name: .accountDidChange, object: "grace")
        #expect(vc.log == ["account ada"])
        NotificationCenter.default.addObserver(vc, selector: ProfileViewController.refresh, name: .accountDidChange, object: nil)
        NotificationCenter.default.post(name: .accountDidChange, object: nil)
        NotificationCenter.default.removeObserver(vc, name: .accountDidChange, object: nil)
        NotificationCenter.default.post(name: .accountDidChange, object: nil)
        #expect(vc.log == ["account ada", "refresh"])
    }
}
