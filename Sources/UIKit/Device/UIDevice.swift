import Foundation

/// The device the app runs on: UIKit's `UIDevice`, as a Linux desktop answers it.
///
/// There is no phone underneath, so the answers are fixed where iOS reads hardware: the idiom is
/// `phone` (the idiom a ScrollKit window's traits report), the model "iPhone", the system "iOS" at
/// the SDK version ScrollKit follows (`systemVersion`). There is no battery and no orientation
/// sensor: battery monitoring may be switched on, but the level stays −1 and the state `unknown`,
/// as iOS reports with monitoring off or on the simulator; the orientation follows the main
/// screen's shape (see `orientation`). No notifications are posted for either.
@preconcurrency @MainActor
open class UIDevice {
    /// The one device (a class property, as on iOS).
    open class var current: UIDevice { shared }
    private static let shared = UIDevice()

    init() {}

    /// The family the interface is for: `phone`, as the window's trait collection says.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The model, as iOS names it ("iPhone"; the idiom ScrollKit lays out for).
    open var model: String { "iPhone" }
    /// The localized model name; the same as `model` (ScrollKit is not localized).
    open var localizedModel: String { model }
    /// The operating system's name as iOS gives it ("iOS"), so version checks written for iOS run
    /// their iOS branch.
    open var systemName: String { "iOS" }
    /// The iOS SDK version whose UIKit ScrollKit follows ("17.0"): the version its API and
    /// behaviour match, which is what version checks in iOS code ask about.
    open var systemVersion: String { "17.0" }
    /// The generic device name iOS 16 and later give apps without the entitlement ("iPhone"),
    /// rather than the machine's host name, so output does not depend on the machine.
    open var name: String { "iPhone" }
    /// Whether the device can run more than one task at once; always true.
    open var isMultitaskingSupported: Bool { true }

    /// The physical orientation. A desktop has no orientation sensor, so it follows the main
    /// screen's shape: `landscapeLeft` when `UIScreen.main` is wider than tall, else `portrait`.
    open var orientation: UIDeviceOrientation {
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeLeft : .portrait
    }
    /// Whether `beginGeneratingDeviceOrientationNotifications()` is in effect (calls are counted,
    /// as on iOS). No orientation notifications are posted: nothing rotates the device.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }
    private var orientationNotificationRequests = 0
    /// Counts a request for orientation notifications (none are posted; see the property above).
    open func beginGeneratingDeviceOrientationNotifications() { orientationNotificationRequests += 1 }
    /// Ends one `beginGeneratingDeviceOrientationNotifications()`.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// Whether the app asked for battery readings; stored. There is no battery to read, so
    /// `batteryLevel` stays −1 and `batteryState` `unknown` either way.
    open var isBatteryMonitoringEnabled = false
    /// −1: unknown (iOS's value when the level cannot be read).
    open var batteryLevel: Float { -1 }
    /// `unknown`: there is no battery to read.
    open var batteryState: BatteryState { .unknown }
    /// Whether the proximity sensor is in use; there is none, so setting it has no effect (false).
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// The proximity sensor's reading; always false (there is none).
    open var proximityState: Bool { false }

    /// The battery's state, with UIKit's raw values.
    public enum BatteryState: Int, Sendable {
        /// `unknown` (the only state ScrollKit reports), `unplugged`, `charging`, `full`.
        case unknown = 0, unplugged, charging, full
    }

    /// Posted when the orientation changes (never, here: see `orientation`).
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery state changes (never, here).
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery level changes (never, here).
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}

/// The device's physical orientation, with UIKit's raw values.
public enum UIDeviceOrientation: Int, Sendable {
    /// `unknown`, upright (`portrait`), upside down, turned with the home side right
    /// (`landscapeLeft`) or left (`landscapeRight`), face up, face down.
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether the orientation is one of the two portrait ones.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the two landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is flat (face up or face down).
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is portrait, upside down or either landscape (not unknown or flat).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
