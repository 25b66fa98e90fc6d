import UIKit

/// The animation tests' scene: a 100 × 100 pt view at the origin (center (50, 50)) in a test
/// window whose clock stands at 1 s.
@MainActor
func animationScene() -> (UIWindow, UIView) {
    let window = makeTestWindow()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    window.tick(timestamp: 1)
    return (window, view)
}

/// Where the view is drawn now: its layer's presentation position.
@MainActor
func presentedPosition(_ view: UIView) -> CGPoint { view.layer.presentation()!.position }
