import Foundation

/// The swipe-back: `interactivePopGestureRecognizer`, a `UIScreenEdgePanGestureRecognizer` on the
/// navigation controller's view with `edges = .left`, pops the top controller with the finger.
///
/// - **Start** (the pan begins, 10 pt from where the finger landed in the 20 pt edge band): as an
///   animated pop begins (`willMove(toParent: nil)`, delegate `willShow`, the top controller's
///   `viewWillDisappear(true)`, the one below's `viewWillAppear(true)` and `viewIsAppearing`), and
///   `viewControllers` already lacks the top controller, as on iOS while the swipe is under way.
/// - **Follow**: progress p = the pan's horizontal translation ÷ the view's width, clamped to 0…1; the
///   slide's frames at p are the pop's (the top view at p × width, the one below at −30 % × (1 − p) ×
///   width, dimming 1 − p), linear in the finger as Apple documents for the interactive part of a
///   transition ("completionCurve": "During the interactive portion … the animation curve is linear").
/// - **Release** (`popCompletes(progress:velocity:)`): a flick faster than `popFlickVelocity` decides by
///   its direction; otherwise the pop completes when the view is more than half way. The rest of the
///   0.35 s slide runs at UIKit's documented interactive defaults ("completionSpeed" 1: the remaining
///   fraction of the duration; "completionCurve": `.easeInOut`). The threshold is ScrollKit's choice
///   (Apple does not publish iOS's): a flick of 500 pt/s covers the remaining width of a half-way
///   320 pt screen in about the slide's time.
/// - **Completed**: `viewDidDisappear(true)`, `viewDidAppear(true)`, `didMove(toParent: nil)`, delegate
///   `didShow`, as for a pop. **Cancelled** (released short, or the touches cancelled): the views slide
///   back, then the reverse callbacks iOS sends for a cancelled swipe: the lower controller's
///   `viewWillDisappear(true)` and `viewDidDisappear(true)`, the top one's `viewWillAppear(true)`,
///   `viewIsAppearing` and `viewDidAppear(true)`; the stack is restored and the top controller hears
///   `didMove(toParent: nav)`. The delegate hears no `didShow` for a cancelled swipe.
///
/// The gesture begins only when there is something to pop (two or more controllers) and no
/// transition runs; the recognizer's delegate (if you set one) is asked as well.
extension UINavigationController {
    /// A flick at least this fast (points per second) completes or cancels the swipe by its direction
    /// alone (ScrollKit's choice; see above).
    public static let popFlickVelocity: CGFloat = 500

    /// Whether a swipe released at `progress` (0…1 of the width) with horizontal `velocity` (pt/s,
    /// positive to the right) completes the pop: the release rule above.
    public static func popCompletes(progress: CGFloat, velocity: CGFloat) -> Bool {
        if velocity >= popFlickVelocity { return true }
        if velocity <= -popFlickVelocity { return false }
        return progress > 0.5
    }

    func makeInteractivePopGestureRecognizer() -> UIScreenEdgePanGestureRecognizer {
        let recognizer = NavigationPopGestureRecognizer()
        recognizer.edges = .left
        recognizer.navigationController = self
        recognizer.name = "interactivePopGestureRecognizer"
        recognizer.addTarget { [weak self] gr in self?.popGestureChanged(gr as! UIScreenEdgePanGestureRecognizer) }
        return recognizer
    }

    /// Whether a swipe may start now.
    var canBeginInteractivePop: Bool {
        stack.count > 1 && transition == nil && isInVisibleWindow
    }

    private func popGestureChanged(_ gr: UIScreenEdgePanGestureRecognizer) {
        switch gr.state {
        case .began:
            beginInteractivePop()
        case .changed:
            guard let pop = interactivePop else { return }
            update(pop, progress: progress(of: gr))
        case .ended:
            guard let pop = interactivePop else { return }
            let p = progress(of: gr)
            update(pop, progress: p)
            endInteractivePop(pop, completing: Self.popCompletes(progress: p, velocity: gr.velocity(in: view).x))
        case .cancelled:
            guard let pop = interactivePop else { return }
            endInteractivePop(pop, completing: false)
        default:
            break
        }
    }

    private func progress(of gr: UIPanGestureRecognizer) -> CGFloat {
        let width = view.bounds.width
        guard width > 0 else { return 0 }
        return min(1, max(0, gr.translation(in: view).x / width))
    }

    private func beginInteractivePop() {
        guard canBeginInteractivePop, let top = stack.last else { return }
        let below = stack[stack.count - 2]
        top.willMove(toParent: nil)
        stack.removeLast()
        refreshBar()
        below.loadViewIfNeeded()
        delegate?.navigationController(self, willShow: below, animated: true)
        let bounds = view.bounds
        let fromView = top.view!, toView = below.view!
        top.beginAppearanceTransition(false, animated: true)
        below.beginAppearanceTransition(true, animated: true)
        toView.frame = bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let dimming = UIView(frame: bounds)
        dimming.backgroundColor = Self.dimmingColor
        dimming.isUserInteractionEnabled = false
        view.insertSubview(toView, belowSubview: fromView)
        view.insertSubview(dimming, belowSubview: fromView)
        below.sendIsAppearing()
        toView.layoutIfNeeded()
        transition = NavigationTransition(from: top, to: below)
        let pop = InteractivePop(top: top, below: below, dimming: dimming)
        interactivePop = pop
        update(pop, progress: 0)
    }

    private func update(_ pop: InteractivePop, progress p: CGFloat) {
        let width = view.bounds.width
        pop.progress = p
        pop.top.view.frame.origin.x = width * p
        pop.below.view.frame.origin.x = -width * Self.parallaxFraction * (1 - p)
        pop.dimming.alpha = 1 - p
    }

    private func endInteractivePop(_ pop: InteractivePop, completing: Bool) {
        let width = view.bounds.width
        let remaining = completing ? 1 - pop.progress : pop.progress
        let topView = pop.top.view!, belowView = pop.below.view!
        let move = {
            topView.frame.origin.x = completing ? width : 0
            belowView.frame.origin.x = completing ? 0 : -width * Self.parallaxFraction
            pop.dimming.alpha = completing ? 0 : 1
        }
        let done = { completing ? self.completeInteractivePop(pop) : self.cancelInteractivePop(pop) }
        let duration = Self.transitionDuration * Double(remaining)
        guard duration > 0 else {
            move()
            return done()
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: move) { _ in done() }
    }

    private func completeInteractivePop(_ pop: InteractivePop) {
        pop.dimming.removeFromSuperview()
        interactivePop = nil
        transition = nil
        pop.top.endAppearanceTransition()
        pop.below.endAppearanceTransition()
        pop.top.view.removeFromSuperview()
        pop.top.view.frame = view.bounds
        pop.top.containerSafeAreaInsets = .zero
        pop.top.removeFromParent()
        view.setNeedsLayout()
        delegate?.navigationController(self, didShow: pop.below, animated: true)
    }

    private func cancelInteractivePop(_ pop: InteractivePop) {
        pop.dimming.removeFromSuperview()
        interactivePop = nil
        transition = nil
        pop.below.beginAppearanceTransition(false, animated: true)
        pop.below.endAppearanceTransition()
        pop.below.view.removeFromSuperview()
        pop.below.view.frame = view.bounds
        stack.append(pop.top)
        refreshBar()
        updateChildInsets()
        pop.top.beginAppearanceTransition(true, animated: true)
        pop.top.sendIsAppearing()
        pop.top.endAppearanceTransition()
        pop.top.view.frame = view.bounds
        view.setNeedsLayout()
        pop.top.didMove(toParent: self)
    }
}

/// One swipe-back under way: the two controllers, the dimming view and how far it has come.
@MainActor
final class InteractivePop {
    let top: UIViewController, below: UIViewController
    let dimming: UIView
    var progress: CGFloat = 0
    init(top: UIViewController, below: UIViewController, dimming: UIView) {
        self.top = top
        self.below = below
        self.dimming = dimming
    }
}

/// The navigation controller's edge pan: begins only when a pop can start (and its delegate agrees).
final class NavigationPopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    weak var navigationController: UINavigationController?

    override func shouldBegin() -> Bool {
        guard navigationController?.canBeginInteractivePop == true else { return false }
        return super.shouldBegin()
    }
}
