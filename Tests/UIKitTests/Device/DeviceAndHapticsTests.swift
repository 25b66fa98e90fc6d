import Testing
import UIKit

/// `UIDevice.current` answers as a phone with no battery or orientation sensor; the haptic
/// generators exist and do nothing.
@Suite(.serialized) @MainActor
struct DeviceAndHapticsTests {
    @Test func theDeviceIsAnIPhoneRunningTheSDKVersionWithNoBattery() {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.model == "iPhone" && device.systemName == "iOS")
        #expect(device.systemVersion.split(separator: ".").compactMap { Int($0) }.first == 17)
        #expect(!device.isBatteryMonitoringEnabled)
        device.isBatteryMonitoringEnabled = true
        defer { device.isBatteryMonitoringEnabled = false }
        #expect(device.isBatteryMonitoringEnabled)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
    }

    @Test func theOrientationFollowsTheMainScreensShape() {
        let screen = UIScreen.main
        let saved = screen.bounds
        defer { screen.bounds = saved }
        screen.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        #expect(UIDevice.current.orientation == .portrait && UIDevice.current.orientation.isPortrait)
        screen.bounds = CGRect(x: 0, y: 0, width: 480, height: 320)
        #expect(UIDevice.current.orientation.isLandscape)
    }

    @Test func hapticGeneratorsAcceptEveryCallAndChangeNothing() {
        let window = makeTestWindow()
        window.tick(timestamp: 0)
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        let selection = UISelectionFeedbackGenerator()
        selection.prepare()
        selection.selectionChanged()
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.success)
        #expect(impact.style == .heavy && UIImpactFeedbackGenerator().style == .medium)
        #expect(!window.needsFrames)   // nothing was scheduled
    }
}
