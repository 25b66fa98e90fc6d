import UIKit

/// A scroll view of a given size whose delegate zooms one content view, recording delegate calls.
@MainActor
final class ZoomFixture: UIScrollViewDelegate {
    let window: UIWindow
    let scrollView: UIScrollView
    let content: UIView
    var log: [String] = []
    var endScales: [CGFloat] = []
    var time: TimeInterval = 0

    init(bounds: CGSize, content size: CGSize, min: CGFloat = 1, max: CGFloat = 4) {
        HostClock.reset()
        window = UIWindow(frame: CGRect(origin: .zero, size: CGSize(width: Swift.max(bounds.width, 320), height: Swift.max(bounds.height, 480))))
        scrollView = UIScrollView(frame: CGRect(origin: .zero, size: bounds))
        content = UIView(frame: CGRect(origin: .zero, size: size))
        scrollView.addSubview(content)
        scrollView.contentSize = size
        scrollView.minimumZoomScale = min
        scrollView.maximumZoomScale = max
        scrollView.delegate = self
        window.addSubview(scrollView)
        window.tick(timestamp: 0)
    }

    var compactLog: [String] {
        var out: [String] = []
        for e in log where out.last != e + "*" {
            if e == "didScroll" || e == "didZoom" {
                if out.last == e { out[out.count - 1] = e + "*" } else { out.append(e) }
            } else { out.append(e) }
        }
        return out
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
    func scrollViewDidScroll(_ s: UIScrollView) { log.append("didScroll") }
    func scrollViewDidZoom(_ s: UIScrollView) { log.append("didZoom") }
    func scrollViewWillBeginZooming(_ s: UIScrollView, with view: UIView?) { log.append("willBeginZooming") }
    func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.append("didEndZooming")
        endScales.append(scale)
    }

    /// Two fingers about `center`, from `fromDistance` apart to `toDistance` apart along x, moving the
    /// centre by `pan`, one event per 1/60 s. Returns with the fingers still down unless `lift`.
    func pinch(center: CGPoint, fromDistance: CGFloat, toDistance: CGFloat, pan: CGPoint = .zero,
               duration: TimeInterval = 0.3, lift: Bool = true) {
        func fingers(_ f: CGFloat) -> (CGPoint, CGPoint) {
            let d = fromDistance + (toDistance - fromDistance) * f
            let c = CGPoint(x: center.x + pan.x * f, y: center.y + pan.y * f)
            return (CGPoint(x: c.x - d / 2, y: c.y), CGPoint(x: c.x + d / 2, y: c.y))
        }
        let (a0, b0) = fingers(0)
        window.send([TouchInput(id: 1, phase: .began, location: a0), TouchInput(id: 2, phase: .began, location: b0)], timestamp: time)
        let steps = Int(duration * 60)
        var last = (a0, b0)
        for i in 1...steps {
            time += 1.0 / 60
            last = fingers(CGFloat(i) / CGFloat(steps))
            window.send([TouchInput(id: 1, phase: .moved, location: last.0), TouchInput(id: 2, phase: .moved, location: last.1)], timestamp: time)
            window.tick(timestamp: time)
        }
        guard lift else { return }
        window.send([TouchInput(id: 1, phase: .ended, location: last.0), TouchInput(id: 2, phase: .ended, location: last.1)], timestamp: time)
    }

    func run(for seconds: TimeInterval) {
        for _ in 0..<Int(seconds * 60) { time += 1.0 / 60; window.tick(timestamp: time) }
    }
}
