import UIKit

/// The drawer of WWDC 2017's "Advanced Animations with UIKit": a panel at the bottom that a tap opens or
/// closes with a `UIViewPropertyAnimator`, and a pan scrubs (pause, `fractionComplete`, then
/// `continueAnimation` on release, reversing when flung back).
final class DrawerAnimatorViewController: UIViewController {
    let drawer = UIView()
    static let closedHeight: CGFloat = 60
    private(set) var isOpen = false
    private var animator: UIViewPropertyAnimator?
    private var startFraction: CGFloat = 0
    private(set) var completions: [UIViewAnimatingPosition] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        drawer.backgroundColor = .darkGray
        drawer.frame = closedFrame
        view.addSubview(drawer)
        drawer.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tapped))
        drawer.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.panned))
    }

    var closedFrame: CGRect { CGRect(x: 0, y: view.bounds.height - Self.closedHeight, width: view.bounds.width, height: view.bounds.height / 2) }
    var openFrame: CGRect { CGRect(x: 0, y: view.bounds.height / 2, width: view.bounds.width, height: view.bounds.height / 2) }
    var travel: CGFloat { closedFrame.minY - openFrame.minY }

    private func makeAnimator() -> UIViewPropertyAnimator {
        let target = isOpen ? closedFrame : openFrame
        let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 1) {
            self.drawer.frame = target
        }
        animator.addCompletion { position in
            self.completions.append(position)
            if position == .end { self.isOpen.toggle() }
            self.animator = nil
        }
        return animator
    }

    func tapped() {
        guard animator == nil else { return }
        animator = makeAnimator()
        animator?.startAnimation()
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            if animator == nil { animator = makeAnimator() }
            animator?.pauseAnimation()
            startFraction = animator?.fractionComplete ?? 0
        case .changed:
            let dy = pan.translation(in: view).y
            let fraction = (isOpen ? dy : -dy) / travel
            animator?.fractionComplete = startFraction + fraction
        case .ended:
            let velocity = pan.velocity(in: view).y
            let towardsTarget = isOpen ? velocity >= 0 : velocity <= 0
            animator?.isReversed = !towardsTarget
            animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}
