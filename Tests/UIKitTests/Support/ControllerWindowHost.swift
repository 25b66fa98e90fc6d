import UIKit

/// A view controller in a 320×480 key window with the host clock from 0: taps are a finger held
/// 50 ms, as the collection view suites script them.
@MainActor class ControllerWindowHost {
    let window: UIWindow
    var time: TimeInterval = 0

    init(_ root: UIViewController) {
        HostClock.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
    }

    func tick(at t: TimeInterval) {
        time = t
        window.tick(timestamp: t)
    }

    func tap(_ p: CGPoint) {
        window.sendTouch(.began, at: p, timestamp: time)
        tick(at: time + 0.05)
        window.sendTouch(.ended, at: p, timestamp: time)
        window.tick(timestamp: time)
    }
}
