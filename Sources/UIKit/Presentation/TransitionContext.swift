import Foundation

/// One custom transition in flight (a presentation, a dismissal, or a navigation push or pop with
/// the delegate's animator): what the animator is handed (`UIViewControllerContextTransitioning`),
/// and what `transitionCoordinator` gives the controllers involved (`UIViewControllerTransitionCoordinator`).
///
/// Order (UIKit's): the owner makes the context, sends its will-callbacks (during which
/// `animate(alongsideTransition:)` blocks may be added), then `start()`: the interaction controller's
/// `startInteractiveTransition` when there is one that wants an interactive start, else the
/// animator's `animateTransition`, with the alongside blocks in one `UIView.animate` of the
/// animator's duration (so an interaction controller scrubs them too). The animator's
/// `completeTransition(_:)` then runs, in order: the owner's `onComplete` (did-callbacks), the
/// coordinator's completion blocks, the animator's `animationEnded`, then `afterAll` (the caller's completion).
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let animator: UIViewControllerAnimatedTransitioning
    let interaction: UIViewControllerInteractiveTransitioning?
    let presentationStyle: UIModalPresentationStyle
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]

    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    var isCancelled: Bool { transitionWasCancelled }
    var transitionDuration: TimeInterval { isAnimated ? animator.transitionDuration(using: self) : 0 }
    var completionVelocity: CGFloat { interaction?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interaction?.completionCurve ?? .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    /// The owner's did-callbacks, run first by `completeTransition`.
    var onComplete: ((Bool) -> Void)?
    /// Run last by `completeTransition` (the caller's completion).
    var afterAll: ((Bool) -> Void)?
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false
    private(set) var ended = false

    init(container: UIView, from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
         initialFrames: [(UIViewController, CGRect)], finalFrames: [(UIViewController, CGRect)],
         animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?,
         style: UIModalPresentationStyle, animated: Bool) {
        containerView = container
        controllers = [.from: from, .to: to]
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        self.views = views
        self.initialFrames = Dictionary(initialFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        self.finalFrames = Dictionary(finalFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        self.animator = animator
        self.interaction = interaction
        presentationStyle = style
        isAnimated = animated
    }

    /// Begins the transition (see the type's summary).
    func start() {
        if let interaction, interaction.wantsInteractiveStart {
            isInteractive = true
            interaction.startInteractiveTransition(self)
        } else {
            startAnimations()
        }
    }

    /// The animator's animations and the alongside blocks.
    func startAnimations() {
        started = true
        animator.animateTransition(using: self)
        let blocks = alongside
        alongside = []
        runAlongside(blocks)
    }

    private func runAlongside(_ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void]) {
        guard !blocks.isEmpty else { return }
        guard isAnimated, transitionDuration > 0 else { return blocks.forEach { $0(self) } }
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut],
                       animations: { blocks.forEach { $0(self) } })
    }

    // MARK: UIViewControllerContextTransitioning

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = percentComplete
    }

    func finishInteractiveTransition() {
        isInteractive = false
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }

    func pauseInteractiveTransition() {
        isInteractive = true
    }

    func completeTransition(_ didComplete: Bool) {
        guard !ended else { return Log.uikit.warning("completeTransition called twice; ignored") }
        ended = true
        if didComplete { percentComplete = 1 }
        onComplete?(didComplete)
        let toCall = completions
        completions = []
        for block in toCall { block(self) }
        animator.animationEnded(didComplete)
        afterAll?(didComplete)
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation {
            if started { runAlongside([animation]) } else { alongside.append(animation) }
        }
        if let completion {
            if ended { completion(self) } else { completions.append(completion) }
        }
        return true
    }
}

/// The standard animation of a custom presentation whose delegate gives no animator (a `.custom`
/// style with only a presentation controller): the presented view slides up from the bottom edge to
/// its final frame, and back down on dismissal, in the modal transition's 0.35 s with ease-in-ease-out.
@MainActor
final class CoverVerticalAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UIViewController.modalTransitionDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key),
              let view = transitionContext.view(forKey: presenting ? .to : .from) else {
            return transitionContext.completeTransition(true)
        }
        var offScreen = presenting ? transitionContext.finalFrame(for: controller) : view.frame
        offScreen.origin.y = container.bounds.height
        if presenting {
            container.addSubview(view)
            view.frame = offScreen
        }
        let target = presenting ? transitionContext.finalFrame(for: controller) : offScreen
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
                       animations: { view.frame = target },
                       completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
