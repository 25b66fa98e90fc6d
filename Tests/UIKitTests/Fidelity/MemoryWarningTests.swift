import CoreGraphics
import Foundation
import Testing
import UIKit

/// Low-memory warnings as iOS code receives them: the app delegate's
/// `applicationDidReceiveMemoryWarning(_:)`, then the notification's observers, then
/// `didReceiveMemoryWarning()` on every view controller alive (on screen or not, loaded or not),
/// oldest first; caches ScrollKit keeps only for speed are emptied first.
@Suite(.serialized) @MainActor
struct MemoryWarningTests {
    final class EventLog: @unchecked Sendable { var events: [String] = [] }   // main thread only

    /// A controller the way iOS code writes one: it keeps a cache and drops it when memory is low.
    final class ThumbnailViewController: UIViewController {
        let name: String
        let log: EventLog
        var thumbnails: [Int: UIImage] = [:]

        init(name: String, log: EventLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            thumbnails[0] = UIImage()
        }

        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            thumbnails.removeAll()
            log.events.append("controller \(name)")
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let log: EventLog
        init(log: EventLog) { self.log = log }
        // As on iOS, a UIResponder subclass with its own initializer adds NSCoding's (docs/PORTING.md).
        required init?(coder: NSCoder) { return nil }
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
            log.events.append("delegate")
            // A warning raised from inside a handler adds nothing and is dropped.
            application.simulateMemoryWarning()
        }
    }

    @Test func theDelegateThenObserversThenEveryControllerHearIt() {
        let log = EventLog()
        let saved = UIApplication.shared.delegate
        let delegate = AppDelegate(log: log)
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = saved }

        let onScreen = ThumbnailViewController(name: "on screen", log: log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = onScreen
        window.makeKeyAndVisible()
        let neverLoaded = ThumbnailViewController(name: "never loaded", log: log)
        weak var dropped: ThumbnailViewController?
        do {
            let gone = ThumbnailViewController(name: "dropped", log: log)
            dropped = gone
        }
        #expect(dropped == nil)   // the warning list keeps no controller alive
        #expect(onScreen.isViewLoaded && !onScreen.thumbnails.isEmpty)
        #expect(onScreen.thumbnails[0]?.size == .zero && onScreen.thumbnails[0]?.cgImage == nil)

        let token = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification,
                                                           object: nil, queue: nil) { note in
            let sender = note.object.map { ObjectIdentifier($0 as AnyObject) }
            MainActor.assumeIsolated {
                log.events.append("notification from \(sender == ObjectIdentifier(UIApplication.shared) ? "the app" : "?")")
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }

        UIApplication.shared.simulateMemoryWarning()
        let ours = log.events.filter { !$0.hasPrefix("controller") || $0 == "controller on screen" || $0 == "controller never loaded" }
        #expect(ours == ["delegate", "notification from the app", "controller on screen", "controller never loaded"])
        #expect(onScreen.thumbnails.isEmpty)
        #expect(!neverLoaded.isViewLoaded)   // hearing the warning does not load the view

        // A second warning is delivered again, in full.
        log.events.removeAll()
        UIApplication.shared.simulateMemoryWarning()
        #expect(log.events == ["delegate", "notification from the app", "controller on screen", "controller never loaded"])
    }

    @Test func scrollKitsOwnCachesAreEmptied() throws {
        // A named image is decoded once and shared until a warning; afterwards it is decoded anew
        // (the image already handed out keeps its pixels).
        let traits = UITraitCollection(displayScale: 2)
        let before = try #require(UIImage(named: "star", in: .module, compatibleWith: traits))
        #expect(UIImage(named: "star", in: .module, compatibleWith: traits)?.cgImage === before.cgImage)
        // The tile-bitmap pool keeps a returned buffer for reuse until the warning.
        let pool = CGBitmapPool.tiles
        let size = 256 * 256 * 4
        let buffer = try #require(pool.take(byteCount: size))
        pool.giveBack(buffer, byteCount: size)
        #expect(pool.statistics.bytesReserved >= size)

        UIApplication.shared.simulateMemoryWarning()
        #expect(pool.statistics.bytesReserved == 0)
        let after = try #require(UIImage(named: "star", in: .module, compatibleWith: traits))
        #expect(after.cgImage !== before.cgImage)
        #expect(rgba(before, at: .zero) == [255, 0, 0, 255] && rgba(after, at: .zero) == [255, 0, 0, 255])
    }
}
