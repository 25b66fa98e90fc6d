@_implementationOnly import CAppLaunchHook
import Foundation

/// `@main` on an app delegate, as Xcode's template writes it:
///
///     @main
///     class AppDelegate: UIResponder, UIApplicationDelegate { … }
///
/// The delegate is made with `init?(coder:)` (every `UIResponder` has it, as on iOS) and handed to
/// the launcher that the `UIKit` product links in (the AppLaunch target), which reads the command
/// line, picks the SDL window or the headless host, launches the delegate and its scene and runs.
/// UIKit imports no host: it reaches the launcher through a weak C symbol (CAppLaunchHook). A program
/// linked against the `UIKit` target alone has no launcher; its `main()` says so on standard error
/// and exits with status 1 (use `UIApplicationMain(delegate:host:)` there).
extension UIApplicationDelegate where Self: UIResponder {
    /// The program's entry point under `@main`: makes the delegate and runs the linked launcher; never returns.
    public static func main() {
        guard scrollkit_app_launcher_linked() != 0 else {
            FileHandle.standardError.write(Data("ScrollKit: no app launcher is linked (depend on ScrollKit's UIKit product, or call UIApplicationMain(delegate:host:))\n".utf8))
            exit(1)
        }
        guard let delegate = Self(coder: NSCoder()) else {
            FileHandle.standardError.write(Data("ScrollKit: \(Self.self).init(coder:) returned nil; nothing to launch\n".utf8))
            exit(1)
        }
        exit(scrollkit_call_app_launcher(Unmanaged.passRetained(delegate as AnyObject).toOpaque()))
    }
}
