import Logging
import SnapshotTesting
import UIKit

/// Renders views, view controllers and layers for a snapshot, headless, the way swift-snapshot-testing
/// does on iOS: a view outside a window is put in a window of its own for one frame (layout, appearance
/// callbacks, display), its layer is rendered with `CALayer.render(in:)` into a `UIGraphicsImageRenderer`
/// at the traits' display scale, and the view is put back where it was.
///
/// The snapshot window is on a `UIScreen` of its own, so `UIScreen.main`, the key window and
/// `UIApplication.shared.windows` are left as they are; its frame runs at the current host clock
/// (`HostClock.now`), which therefore does not move.
@MainActor
enum SnapshotRenderer {
    static let log = Logger(label: "ScrollKitSnapshotTesting")

    /// The pixels per point of the snapshot: the traits' display scale, else the main screen's (as
    /// `UIGraphicsImageRendererFormat(for:)` does on iOS).
    static func scale(for traits: UITraitCollection) -> CGFloat {
        traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
    }

    /// `view` at `size` (its frame's size when nil).
    static func image(of view: UIView, size: CGSize?, traits: UITraitCollection) -> UIImage {
        let scale = scale(for: traits)
        let size = size ?? view.frame.size
        guard view.window == nil else {
            // Already on screen: rendered where it is, resized first when a size is given (as on iOS).
            if view.frame.size != size { view.frame.size = size }
            view.layoutIfNeeded()
            warnAboutUnmetTraits(traits, in: view)
            return render(view.layer, bounds: view.bounds, scale: scale)
        }
        let superview = view.superview
        let index = superview?.subviews.firstIndex { $0 === view }
        let frame = view.frame
        let autoresizing = view.autoresizingMask
        let window = snapshotWindow(size: size, scale: scale)
        view.frame = CGRect(origin: .zero, size: size)
        window.addSubview(view)
        window.tick(timestamp: HostClock.now)
        warnAboutUnmetTraits(traits, in: view)
        let image = render(view.layer, bounds: view.bounds, scale: scale)
        view.removeFromSuperview()
        view.frame = frame
        view.autoresizingMask = autoresizing
        if let superview, let index { superview.insertSubview(view, at: min(index, superview.subviews.count)) }
        return image
    }

    /// `viewController`'s view at `size` (the main screen's size when nil, as a root view controller
    /// fills the screen), shown as a window's root view controller for one frame.
    static func image(of viewController: UIViewController, size: CGSize?, traits: UITraitCollection) -> UIImage {
        let scale = scale(for: traits)
        guard viewController.viewIfLoaded?.window == nil, viewController.parent == nil else {
            return image(of: viewController.view, size: size, traits: traits)
        }
        let window = snapshotWindow(size: size ?? UIScreen.main.bounds.size, scale: scale)
        window.rootViewController = viewController
        window.tick(timestamp: HostClock.now)
        warnAboutUnmetTraits(traits, in: viewController.view)
        let image = render(viewController.view.layer, bounds: viewController.view.bounds, scale: scale)
        // Taken off screen again: the disappearance callbacks run in the next frame, as they would.
        window.rootViewController = nil
        window.tick(timestamp: HostClock.now)
        return image
    }

    /// `layer` at its bounds.
    static func image(of layer: CALayer, traits: UITraitCollection) -> UIImage {
        render(layer, bounds: layer.bounds, scale: scale(for: traits))
    }

    /// `render(in:)` draws the layer in its own coordinate space, as Core Animation does, so a renderer
    /// over the layer's bounds (a scroll view's content offset included) captures what is visible,
    /// as the library's iOS strategy does.
    private static func render(_ layer: CALayer, bounds: CGRect, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { layer.render(in: $0.cgContext) }
    }

    private static func snapshotWindow(size: CGSize, scale: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let screen = UIScreen()
        screen.bounds = window.bounds
        screen.scale = scale
        window.screen = screen
        return window
    }

    /// ScrollKit's windows derive their traits (size classes from their size, light style, phone
    /// idiom, large text) and take no overrides, so only `displayScale` of a requested trait
    /// collection can be honoured. One log line names what was asked for and not given.
    private static func warnAboutUnmetTraits(_ traits: UITraitCollection, in view: UIView) {
        let asked = traits, given = view.traitCollection
        guard !given.containsTraits(in: asked) else { return }
        log.warning("snapshot traits \(asked) were asked for but the view has \(given): ScrollKit honours only displayScale")
    }
}

/// Runs a main-actor render for a strategy's (non-isolated) snapshot closure: at once when called on
/// the main actor (a `@MainActor` test), else by hopping to the main actor (the library waits for the
/// callback on the caller's thread).
enum MainActorSnapshot {
    static func image<Subject>(of subject: Subject, _ render: @escaping @MainActor (Subject) -> UIImage) -> Async<UIImage> {
        let subject = UncheckedSendable(subject)
        return Async { callback in
            if MainQueue.isCurrent {
                callback(MainActor.assumeIsolated { render(subject.value) })
            } else {
                let callback = UncheckedSendable(callback)
                Task { @MainActor in callback.value(render(subject.value)) }
            }
        }
    }
}

/// Whether the caller runs on the main queue, the main actor's executor. On Linux that queue may be
/// drained by a worker thread (Swift Testing's `@MainActor` tests run so), so `Thread.isMainThread`
/// cannot tell; a queue-specific key can.
enum MainQueue {
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) != nil }

    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// Carries a main-actor object through the library's non-isolated closures, which run it only on the
/// main actor (`MainActorSnapshot`).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
