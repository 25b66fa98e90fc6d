import CoreGraphics
import Foundation

/// Low-memory warnings, as iOS delivers them: the app delegate's
/// `applicationDidReceiveMemoryWarning(_:)`, then `didReceiveMemoryWarningNotification` to its
/// observers, then `didReceiveMemoryWarning()` on every view controller alive, oldest first (each
/// one observes the warning from its creation on iOS, loaded or not, on screen or not).
///
/// Linux has no such signal that a process can rely on (no jetsam; cgroup pressure files are not
/// always there), so ScrollKit's warning comes from `simulateMemoryWarning()`, the counterpart of
/// the iOS Simulator's "Simulate Memory Warning" (docs/PORTING.md). Before the delegate hears of it,
/// ScrollKit frees what it keeps only for speed and can rebuild: the named-image cache (iOS purges
/// its own under memory pressure) and the tile bitmaps `CGBitmapPool` keeps for reuse; and the
/// host's `TileManager` frees, at the next frame's tile stage, the tiles no frame shows.
extension UIApplication {
    /// Posted on the main thread when memory is low; the object is the application.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Delivers a low-memory warning now, on the main thread (a ScrollKit addition: the iOS
    /// Simulator's Debug ▸ Simulate Memory Warning). Safe to call from inside a warning's handlers:
    /// a warning that arrives while one is being delivered is dropped, as it would add nothing.
    public func simulateMemoryWarning() {
        let host = HostContext.current.uikit
        guard !host.deliveringMemoryWarning else { return }
        host.deliveringMemoryWarning = true
        defer { host.deliveringMemoryWarning = false }
        NamedImageCache.shared.removeAll()
        CGBitmapPool.tiles.releaseReserve()
        TileManager.current.noteMemoryWarning()
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
        UIViewController.deliverMemoryWarning()
    }
}

extension UIViewController {
    /// Every view controller made so far in the current host that may still be alive, oldest first.
    private static var controllersHearingWarnings: [UIKitHostState.WeakController] {
        get { HostContext.current.uikit.controllersHearingWarnings }
        set { HostContext.current.uikit.controllersHearingWarnings = newValue }
    }

    /// Called by both initializers.
    static func registerForMemoryWarnings(_ controller: UIViewController) {
        // Pruned as it grows, so a long session that makes and drops controllers keeps it short.
        if controllersHearingWarnings.count >= 64, controllersHearingWarnings.count.isMultiple(of: 64) {
            controllersHearingWarnings.removeAll { $0.controller == nil }
        }
        controllersHearingWarnings.append(UIKitHostState.WeakController(controller: controller))
    }

    /// `didReceiveMemoryWarning()` on each controller alive, oldest first; controllers made by a
    /// handler hear the next warning.
    static func deliverMemoryWarning() {
        controllersHearingWarnings.removeAll { $0.controller == nil }
        for entry in controllersHearingWarnings {
            entry.controller?.didReceiveMemoryWarning()
        }
    }

}
