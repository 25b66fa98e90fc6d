import Foundation
import HeadlessHost
import SDLHost
import UIKit

/// What `@main` on an app delegate runs (UIKit's `UIApplicationDelegate.main()` reaches it through
/// the weak C symbol below; docs/ARCHITECTURE.md, "The entry point"): it reads the standard options,
/// picks the SDL window where a display can be opened and the headless host otherwise, launches the
/// delegate and its scene (`UIApplication.launch(delegate:)`) and runs until the window closes, or,
/// headless, until the app settles. Returns the process's exit status.
@MainActor
public enum AppLauncher {
    /// The most frames a headless run waits for the app to settle: 10 s at 60 Hz, long enough for
    /// any launch animation; an app still animating then is shot as it is, with a warning.
    static let settleFrameLimit = 600

    /// Parses `arguments` (without the program name) and runs `delegate`. Bad options print the
    /// usage on standard error and return 64 (`EX_USAGE`); `--help` prints it and returns 0.
    /// `bootstrapsLogging` sends diagnostics to standard error at `--log-level` (swift-log allows that
    /// once per process, so tests that launch in their own process pass false).
    public static func run(_ delegate: UIApplicationDelegate, arguments: [String], bootstrapsLogging: Bool = true) -> Int32 {
        let options: AppLaunchOptions
        do {
            options = try AppLaunchOptions.parse(arguments)
        } catch {
            let code = AppLaunchOptions.exitCode(for: error)
            let message = AppLaunchOptions.fullMessage(for: error)
            if code == .success { print(message) } else { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            return code.rawValue
        }
        if bootstrapsLogging { options.logLevel.bootstrap() }
        let name = appName(of: delegate)
        if options.headless || !SDLWindowHost.canOpenDisplay() {
            return runHeadless(delegate, name: name, options: options)
        }
        let host = SDLWindowHost(title: name)
        host.recordPath = options.record
        host.recordedAppName = name
        if let path = options.screenshot {
            host.screenshotPath = path
            host.stopsWhenSettled = true
        }
        UIApplicationMain(delegate: delegate, host: host)
        return 0
    }

    /// Launches headless, ticks 60 Hz frames until nothing animates, and writes `--screenshot`.
    static func runHeadless(_ delegate: UIApplicationDelegate, name: String, options: AppLaunchOptions) -> Int32 {
        UIApplication.shared.launch(delegate: delegate, sceneTitle: name)
        guard let window = UIApplication.shared.keyWindow ?? UIApplication.shared.windows.last else {
            FileHandle.standardError.write(Data("\(name): the app made no window (make one in scene(_:willConnectTo:options:) or application(_:didFinishLaunchingWithOptions:))\n".utf8))
            return 1
        }
        if options.record != nil {
            FileHandle.standardError.write(Data("\(name): --record records a window session; a headless run has no input to record\n".utf8))
        }
        // The clock goes on from where it is (a test process may have moved it already).
        let host = HeadlessHost(window: window, time: CACurrentMediaTime())
        host.presentsFrames = true
        var frames = 0
        repeat {
            host.advance(by: host.frameInterval)
            frames += 1
        } while window.needsFrames && frames < settleFrameLimit
        if window.needsFrames {
            FileHandle.standardError.write(Data("\(name): still animating after \(frames) frames; taking the frame as it is\n".utf8))
        }
        guard let path = options.screenshot else {
            print("\(name): ran headless, settled after \(frames) frames")
            return 0
        }
        guard host.writePNG(to: path) else {
            FileHandle.standardError.write(Data("\(name): cannot write \(path)\n".utf8))
            return 1
        }
        print("\(name): wrote \(path) (\(Int(window.bounds.width))×\(Int(window.bounds.height)) pt, after \(frames) frames)")
        return 0
    }

    /// The app's name: the module of its delegate's class (the product name in Xcode's template).
    static func appName(of delegate: UIApplicationDelegate) -> String {
        String(reflecting: type(of: delegate)).split(separator: ".").first.map(String.init) ?? "App"
    }
}

/// The launcher UIKit's `main()` calls through CAppLaunchHook's weak declaration: `delegate` is a
/// retained reference to the app delegate (released here), the result is the exit status.
@_cdecl("scrollkit_launch_application")
public func scrollkitLaunchApplication(_ delegate: UnsafeMutableRawPointer) -> Int32 {
    // The address crosses into the main-actor closure as a plain integer (Sendable); the pointer
    // itself is not, and nothing else holds it.
    let address = UInt(bitPattern: delegate)
    return MainActor.assumeIsolated {
        guard let pointer = UnsafeMutableRawPointer(bitPattern: address) else { return 1 }
        let object = Unmanaged<AnyObject>.fromOpaque(pointer).takeRetainedValue()
        guard let appDelegate = object as? UIApplicationDelegate else {
            FileHandle.standardError.write(Data("ScrollKit: \(type(of: object)) is not a UIApplicationDelegate\n".utf8))
            return 1
        }
        return AppLauncher.run(appDelegate, arguments: Array(CommandLine.arguments.dropFirst()))
    }
}
