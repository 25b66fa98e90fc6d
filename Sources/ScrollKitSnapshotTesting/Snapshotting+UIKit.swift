import SnapshotTesting
import UIKit

/// The image strategies of swift-snapshot-testing for ScrollKit's views, view controllers and layers
/// (the library compiles its own only for iOS and tvOS). Rendered headless by `SnapshotRenderer`;
/// compared by `Diffing<UIImage>.image` (ImageDiffing.swift). Call them from main-actor tests.
extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view at its frame's size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The view at `size` (its frame's size when nil) and the traits' display scale.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match to count as matching (1 − ΔE94 / 100);
    ///     0.98–0.99 is about what an eye can tell apart.
    ///   - size: The size to lay the view out at.
    ///   - traits: Only `displayScale` is honoured (ScrollKit's windows take no trait overrides).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .asyncPullback { view in
                MainActorSnapshot.image(of: view) { SnapshotRenderer.image(of: $0, size: size, traits: traits) }
            }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The view controller's view as a root view controller filling the main screen, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The view controller's view at `size` (the main screen's size when nil) and the traits' display scale.
    /// Parameters as for `UIView`'s `image(precision:perceptualPrecision:size:traits:)`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .asyncPullback { viewController in
                MainActorSnapshot.image(of: viewController) { SnapshotRenderer.image(of: $0, size: size, traits: traits) }
            }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer at its bounds, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The layer at its bounds and the traits' display scale. Parameters as for `UIView`'s.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .asyncPullback { layer in
                MainActorSnapshot.image(of: layer) { SnapshotRenderer.image(of: $0, traits: traits) }
            }
    }
}
