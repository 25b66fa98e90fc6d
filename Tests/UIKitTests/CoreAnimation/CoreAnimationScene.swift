import UIKit

/// A window with a white 200×200 view and a standalone 20×20 layer at (50, 50) inside its layer,
/// ticked once at t = 1 so the layer has been committed (implicit animations need that).
@MainActor
func standaloneLayerScene() -> (UIWindow, UIView, CALayer) {
    let window = makeTestWindow()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    view.backgroundColor = .white
    window.addSubview(view)
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    layer.position = CGPoint(x: 50, y: 50)
    view.layer.addSublayer(layer)
    window.tick(timestamp: 1)
    return (window, view, layer)
}

/// The y of the cubic Bézier timing curve through (0,0), (x1,y1), (x2,y2), (1,1) at x, solved by
/// Newton's method on x(t) (an independent check of CAMediaTimingFunction, which bisects).
func bezierTiming(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
    var t = x
    for _ in 0..<30 { t -= (coordinate(t, x1, x2) - x) / slope(t, x1, x2) }
    return coordinate(t, y1, y2)
}
