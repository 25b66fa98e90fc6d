import HeadlessHost
import UIKit

/// A window showing one of the corpus's view controllers, driven the way a host drives ScrollKit:
/// touches with timestamps through `UIWindow.send`, and a 60 Hz `tick`. The clock starts at 0 for
/// every host (HostClock is process-wide, so the suites are serialized).
@MainActor
final class CorpusHost {
    let window: UIWindow
    /// The script's clock; every helper advances it.
    private(set) var time: TimeInterval = 0
    let frame: TimeInterval = 1.0 / 60.0

    init(_ root: UIViewController, size: CGSize = CGSize(width: 320, height: 480), safeArea: UIEdgeInsets = .zero,
         layoutDirection: UIUserInterfaceLayoutDirection? = nil) {
        HostClock.reset()
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.safeAreaInsets = safeArea
        window.hostLayoutDirection = layoutDirection
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
    }

    /// Whether every tick is followed by a composite of the window, as a host presents each frame
    /// (tiled layers ask for their tiles in the frame pipeline's tile pass, which runs with the composite).
    var presentsFrames = false

    /// Ticks at 60 Hz for `seconds`.
    func run(for seconds: TimeInterval) {
        let frames = Int((seconds / frame).rounded())
        for _ in 0..<frames {
            time += frame
            tick()
        }
    }

    /// One frame at the script's current time.
    func tick() {
        window.tick(timestamp: time)
        if presentsFrames { _ = renderWindow(window) }
    }

    /// One finger from `from` by `delta` in `steps` equal 60 Hz moves. With `pause`, the finger rests
    /// that long before lifting (no fling); without, it lifts while moving (a flick).
    func drag(from: CGPoint, by delta: CGPoint, steps: Int = 12, pause: TimeInterval? = 0.1, lift: Bool = true,
              holdFirst: TimeInterval = 0) {
        var d = FingerDrag(from: from, by: delta, steps: steps, timing: .every(frame),
                           lift: !lift ? .none : pause.map { .afterIdling($0) } ?? .oneIntervalLater)
        d.ticksOnDown = true
        d.ticksOnLift = true
        d.holdBeforeMoving = holdFirst
        let host = HeadlessHost(window: window, time: time)
        host.presentsFrames = presentsFrames
        host.drag(d)
        time = host.time
    }

    /// Moves a finger that is already down, without lifting.
    func move(from: CGPoint, to: CGPoint, steps: Int) {
        for i in 1...steps {
            time += frame
            let f = CGFloat(i) / CGFloat(steps)
            window.sendTouch(.moved, at: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f),
                             timestamp: time)
            tick()
        }
    }

    func lift(at p: CGPoint) {
        time += frame
        window.sendTouch(.ended, at: p, timestamp: time)
        tick()
    }

    /// A tap held for 50 ms.
    func tap(at p: CGPoint) {
        window.sendTouch(.began, at: p, timestamp: time)
        tick()
        time += 0.05
        window.sendTouch(.ended, at: p, timestamp: time)
        tick()
    }

    /// Two taps 150 ms apart.
    func doubleTap(at p: CGPoint) {
        tap(at: p)
        run(for: 0.1)
        tap(at: p)
    }
}

/// What a pan reports of a drag: the 10 pt pan hysteresis (`UIPanGestureRecognizer.slop`) is taken off the travel
/// along the drag's direction, so a straight drag of `delta` reports `delta` shortened by 10 pt.
func travelAfterSlop(_ delta: CGPoint, slop: CGFloat = 10) -> CGPoint {
    let length = (delta.x * delta.x + delta.y * delta.y).squareRoot()
    guard length > slop else { return .zero }
    let keep = (length - slop) / length
    return CGPoint(x: delta.x * keep, y: delta.y * keep)
}

/// Whether two values agree to a millionth of a point (springs and curves settle on their target
/// to within rounding, not bit for bit).
func isClose(_ a: CGFloat, _ b: CGFloat, within e: CGFloat = 1e-6) -> Bool { abs(a - b) <= e }
func isClose(_ a: CGPoint, _ b: CGPoint, within e: CGFloat = 1e-6) -> Bool {
    isClose(a.x, b.x, within: e) && isClose(a.y, b.y, within: e)
}

/// The RGBA bytes of `image`, read the way iOS code reads pixels: the image is drawn into an RGBA
/// `premultipliedLast` bitmap context over caller-owned memory, rows from the top.
func rgbaBuffer(of image: UIImage) -> (bytes: [UInt8], width: Int, height: Int) {
    guard let cg = image.cgImage else { return ([], 0, 0) }
    let width = cg.width, height = cg.height
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    bytes.withUnsafeMutableBytes { buffer in
        guard let context = CGContext(data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                      bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return }
        context.draw(cg, in: CGRect(x: 0, y: 0, width: width, height: height))
    }
    return (bytes, width, height)
}

/// RGBA bytes of the pixel at (`x`, `y`) of `image` (pixels, from the top left).
func rgbaBytes(of image: UIImage, x: Int, y: Int) -> [UInt8] {
    let buffer = rgbaBuffer(of: image)
    guard x >= 0, y >= 0, x < buffer.width, y < buffer.height else { return [] }
    let i = (y * buffer.width + x) * 4
    return Array(buffer.bytes[i..<i + 4])
}

/// The window's current frame, rendered at the screen's scale as the host would show it.
@MainActor
func renderWindow(_ window: UIWindow) -> UIImage {
    window.displayIfNeeded()
    return UIGraphicsImageRenderer(bounds: window.bounds).image { context in
        window.framePipeline.composite(into: context.cgContext)
    }
}
