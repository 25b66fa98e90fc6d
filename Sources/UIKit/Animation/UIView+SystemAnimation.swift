/// `UIView.perform(_:on:options:animations:completion:)`: a system animation on a set of views,
/// run with the caller's own animations in the same block.
extension UIView {
    /// The animations UIKit performs on request. iOS has one.
    public enum SystemAnimation: UInt, Sendable {
        /// Fade the views out, then remove them from their superviews.
        case delete = 0
    }

    /// How long the system animation runs. iOS does not document it; 0.3 s is UIKit's standard
    /// view animation duration (the one keyboard-free transitions use).
    static let systemAnimationDuration: TimeInterval = 0.3

    /// Runs `animation` on `views` together with `parallelAnimations`, with `options`, then calls
    /// `completion`. For `.delete` the views fade to alpha 0 over `systemAnimationDuration` and are
    /// removed from their superviews when the animation ends (their alpha is put back, so a view
    /// added again shows, as on iOS); `completion` runs after the removal, with `true` unless the
    /// animation was cut short.
    public class func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                              animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let alphas = views.map(\.alpha)
        animate(withDuration: systemAnimationDuration, delay: 0, options: options, animations: {
            parallelAnimations?()
            for view in views { view.alpha = 0 }
        }, completion: { finished in
            for (view, alpha) in zip(views, alphas) {
                view.removeFromSuperview()
                view.alpha = alpha
            }
            completion?(finished)
        })
    }
}
