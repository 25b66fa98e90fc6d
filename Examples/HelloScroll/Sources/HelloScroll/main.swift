import UIKit

// The app in its simplest form: the view controller in a window, laid out once.
MainActor.assumeIsolated {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
}
